import { useState } from 'react';
import { isOneToOne } from '@common/membership';
import type { HistoryChoice } from '@common/schemas/conversations';
import type { ConversationView } from '@common/types';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';

/**
 * Says, before anyone is added, what the newcomer will read. A one-to-one stays between the two: adding
 * someone starts a new group of the three (docs/GROUPS.md). In a group they read the earlier messages,
 * or only those from now on, as chosen here.
 */
export function AddPersonDialog({
  conversation,
  title,
  email,
  pending,
  onConfirm,
  onCancel,
}: {
  conversation: ConversationView;
  title: string;
  email: string;
  pending: boolean;
  onConfirm: (history: HistoryChoice) => void;
  onCancel: () => void;
}) {
  const [history, setHistory] = useState<HistoryChoice>('all');
  const pair = isOneToOne({
    participants: conversation.participants.length,
    invited: conversation.invited.length,
  });
  return (
    <Dialog open onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent
        title={pair ? 'Start a new group?' : `Add ${email}?`}
        description={
          pair
            ? `Your conversation with ${title} stays between the two of you. ${email} joins a new group with you both, starting with no messages.`
            : `${email} joins "${title}".`
        }
        hideClose
      >
        {!pair && (
          <fieldset className="mb-4 space-y-2" disabled={pending}>
            <legend className="mb-1 text-sm font-medium">What can they read?</legend>
            <HistoryOption
              value="all"
              checked={history === 'all'}
              onChange={setHistory}
              label="The earlier messages too"
              hint="They will see everything said here so far."
            />
            <HistoryOption
              value="from-now"
              checked={history === 'from-now'}
              onChange={setHistory}
              label="Only messages from now on"
              hint="Nothing said here before they join."
            />
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(history)} disabled={pending}>
            {pair ? 'Start group' : 'Add'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function HistoryOption({
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  value: HistoryChoice;
  checked: boolean;
  onChange: (value: HistoryChoice) => void;
  label: string;
  hint: string;
}) {
  const id = `add-history-${value}`;
  return (
    <div className="flex items-start gap-2 rounded-md border border-slate-200 p-2 dark:border-slate-700">
      <input
        id={id}
        type="radio"
        name="add-history"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-4 w-4 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm">
        <span className="block font-medium">{label}</span>
        <span id={`${id}-hint`} className="block text-slate-600 dark:text-slate-300">
          {hint}
        </span>
      </label>
    </div>
  );
}
