import { format } from 'date-fns';
import { useState } from 'react';
import { INFO_FIELD_LABELS, INFO_FIELDS, type InfoCardView } from '@common/schemas/info-bank';
import { announce } from '../../lib/announce';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import type { Person } from '../schedule/schedule-forms';
import { CardForm } from './card-form';
import { useInfoBank, useSaveCard } from './info-bank-api';

/** Which card is being edited: a new one, an existing one, or none. */
type Editing = { id: string | null } | null;

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/**
 * The conversation's info bank: a card per child that everyone in it reads and edits. Each save is
 * a new version in the record; a card's history says who changed what, and when.
 */
export function InfoBankDialog({
  conversationId,
  myId,
  people,
  open,
  onOpenChange,
}: {
  conversationId: string;
  myId: string;
  people: Person[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const bank = useInfoBank(conversationId);
  const save = useSaveCard(conversationId);
  const [editing, setEditing] = useState<Editing>(null);
  const nameOf = (id: string) => (id === myId ? 'You' : (people.find((p) => p.id === id)?.name ?? 'Someone'));
  const editingCard = editing?.id ? bank.data?.cards.find((c) => c.id === editing.id) : undefined;
  const startEditing = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Info bank"
        description="A card for each child that everyone here can read and edit. Every change is kept, with who made it."
        className="sm:max-w-2xl"
      >
        <div className="space-y-4">
          {bank.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(bank.error, 'The info bank could not be loaded.')}
            </p>
          )}
          {editing ? (
            <section aria-label={editingCard ? `Edit ${editingCard.card.name}'s card` : 'Add a child'}>
              <h3 className="mb-2 font-semibold">
                {editingCard ? `Edit ${editingCard.card.name}'s card` : 'Add a child'}
              </h3>
              <CardForm
                key={editing.id ?? 'new'}
                initial={editingCard?.card ?? null}
                busy={save.isPending}
                error={save.error}
                onCancel={() => startEditing(null)}
                onSave={(card) =>
                  save.mutate(
                    { id: editingCard?.id, baseVersion: editingCard?.version, card },
                    {
                      onSuccess: (saved) => {
                        announce(`${saved.card.name}'s card saved`);
                        setEditing(null);
                      },
                    },
                  )
                }
              />
            </section>
          ) : (
            <Button variant="outline" size="sm" onClick={() => startEditing({ id: null })}>
              Add a child
            </Button>
          )}
          {bank.data?.cards.length === 0 && !editing && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              No cards yet. Add one for each child: their doctor, school, allergies, medication, sizes and who
              to call.
            </p>
          )}
          <ul className="space-y-3" aria-label="Children">
            {bank.data?.cards.map((card) => (
              <li key={card.id}>
                <InfoCard card={card} nameOf={nameOf} onEdit={() => startEditing({ id: card.id })} />
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function InfoCard({
  card,
  nameOf,
  onEdit,
}: {
  card: InfoCardView;
  nameOf: (id: string) => string;
  onEdit: () => void;
}) {
  const details = INFO_FIELDS.filter((f) => f !== 'name' && card.card[f] !== '');
  return (
    <article
      aria-labelledby={`card-${card.id}`}
      className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
      data-testid="info-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`card-${card.id}`} className="text-base font-semibold">
          {card.card.name}
        </h3>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${card.card.name}'s card`}>
          Edit
        </Button>
      </div>
      {details.length > 0 && (
        <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr]">
          {details.map((f) => (
            <div key={f} className="contents">
              <dt className="font-medium text-slate-700 dark:text-slate-300">{INFO_FIELD_LABELS[f]}</dt>
              <dd className="whitespace-pre-wrap break-words">{card.card[f]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        Last changed by {nameOf(card.updatedById)}, {when(card.updatedAt)}
      </p>
      {card.history.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-medium">History ({card.history.length})</summary>
          <ol className="mt-1 space-y-1 text-xs" aria-label={`${card.card.name}'s history`}>
            {card.history.map((v) => (
              <li key={v.version}>
                {when(v.createdAt)}: {nameOf(v.authorId)}{' '}
                {v.version === 1
                  ? 'added the card'
                  : `changed ${v.changed.map((f) => INFO_FIELD_LABELS[f].toLowerCase()).join(', ')}`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
