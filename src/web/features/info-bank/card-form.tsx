import { useId, useState, type FormEvent } from 'react';
import {
  INFO_FIELD_LABELS,
  INFO_FIELDS,
  type InfoCardData,
  type InfoCardInput,
  type InfoField,
} from '@common/schemas/info-bank';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { FieldError, Input, Label, Textarea } from '../../ui/input';

const EMPTY: InfoCardData = {
  name: '',
  doctor: '',
  school: '',
  allergies: '',
  medication: '',
  sizes: '',
  contacts: '',
  notes: '',
};

/** What each detail is for, under its label. */
const HINTS: Partial<Record<InfoField, string>> = {
  doctor: 'Name, practice and phone number',
  sizes: 'Clothes and shoes',
  contacts: 'Who to call: grandparents, babysitter, other parents',
};

/** Adds a child's card, or edits one (a new version: the earlier one stays in its history). */
export function CardForm({
  initial,
  onSave,
  onCancel,
  busy,
  error,
}: {
  initial: InfoCardData | null;
  onSave: (card: InfoCardInput) => void;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
}) {
  const prefix = useId();
  const [card, setCard] = useState<InfoCardData>(initial ?? EMPTY);
  const set = (field: InfoField) => (e: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(card);
  };
  const errorId = `${prefix}-error`;
  return (
    <form onSubmit={submit} className="space-y-3" aria-describedby={error ? errorId : undefined}>
      {INFO_FIELDS.map((field) => {
        const id = `${prefix}-${field}`;
        const hint = HINTS[field];
        return (
          <div key={field}>
            <Label htmlFor={id}>{field === 'name' ? "Child's name" : INFO_FIELD_LABELS[field]}</Label>
            {hint && (
              <p id={`${id}-hint`} className="mb-1 text-xs text-slate-600 dark:text-slate-300">
                {hint}
              </p>
            )}
            {field === 'name' ? (
              <Input id={id} value={card.name} onChange={set('name')} required maxLength={100} />
            ) : (
              <Textarea
                id={id}
                value={card[field]}
                onChange={set(field)}
                rows={2}
                className="min-h-0"
                aria-describedby={hint ? `${id}-hint` : undefined}
              />
            )}
          </div>
        );
      })}
      <FieldError
        id={errorId}
        message={error ? errorMessage(error, 'The card could not be saved.') : undefined}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}
