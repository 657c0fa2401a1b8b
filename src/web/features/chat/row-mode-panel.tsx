import { useRef, useState, type FormEvent } from 'react';
import { CONVERSATION_NAME_MAX } from '@common/constants';
import type { HistoryChoice } from '@common/schemas/conversations';
import type { ConversationView, UserSummary } from '@common/types';
import { Button } from '../../ui/button';
import { Input, Label } from '../../ui/input';
import { AddPersonDialog } from './add-person-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useConversationActions } from './conversation-actions';
import { fullName, otherParticipants } from './format';

/** A sidebar row is in one mode at a time: renaming, adding, removing, or normal. */
export type RowMode = 'rename' | 'add' | 'remove' | 'leave' | 'delete';

export function RowModePanel({
  conversation,
  myId,
  title,
  mode,
  onDone,
  onOpen,
}: {
  conversation: ConversationView;
  myId: string;
  title: string;
  mode: RowMode;
  onDone: () => void;
  /** Opens a conversation: the new group that adding someone to a one-to-one starts. */
  onOpen: (conversationId: string) => void;
}) {
  const actions = useConversationActions(myId);
  const id = conversation.id;
  switch (mode) {
    case 'rename':
      return (
        <InlineForm
          label="New conversation name"
          initial={conversation.name ?? ''}
          maxLength={CONVERSATION_NAME_MAX}
          submitLabel="Save"
          onCancel={onDone}
          onSubmit={async (name) => (await actions.rename(id, name)) && onDone()}
        />
      );
    case 'add':
      return (
        <AddPersonPanel
          conversation={conversation}
          title={title}
          onOpen={onOpen}
          onDone={onDone}
          myId={myId}
        />
      );
    case 'remove':
      return (
        <RemovePicker
          people={otherParticipants(conversation, myId)}
          onCancel={onDone}
          onRemove={async (user) => (await actions.removeUser(id, user.id)) && onDone()}
        />
      );
    case 'leave':
      return (
        <ConfirmDialog
          open
          title="Leave conversation?"
          description={`You will no longer see "${title}" or its new messages.`}
          confirmLabel="Leave"
          onCancel={onDone}
          onConfirm={() => void actions.leave(id).then(onDone)}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          open
          title="Delete conversation?"
          description={`"${title}" will be removed for everyone in it.`}
          confirmLabel="Delete"
          onCancel={onDone}
          onConfirm={() => void actions.remove(id).then(onDone)}
        />
      );
  }
}

/** The address first, then what they will read (AddPersonDialog), then the add. */
function AddPersonPanel({
  conversation,
  myId,
  title,
  onOpen,
  onDone,
}: {
  conversation: ConversationView;
  myId: string;
  title: string;
  onOpen: (conversationId: string) => void;
  onDone: () => void;
}) {
  const actions = useConversationActions(myId);
  const [email, setEmail] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async (history: HistoryChoice) => {
    if (!email) return;
    setPending(true);
    const result = await actions.addUser(conversation.id, email, history);
    setPending(false);
    if (!result) return setEmail(null);
    onDone();
    if (result.startedGroup) onOpen(result.id);
  };
  return (
    <>
      <InlineForm
        label="Email of the person to add"
        type="email"
        submitLabel="Add"
        onCancel={onDone}
        onSubmit={async (value) => setEmail(value)}
      />
      {email && (
        <AddPersonDialog
          conversation={conversation}
          title={title}
          email={email}
          pending={pending}
          onConfirm={(history) => void confirm(history)}
          onCancel={() => setEmail(null)}
        />
      )}
    </>
  );
}

function InlineForm({
  label,
  initial = '',
  type = 'text',
  maxLength,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  type?: string;
  maxLength?: number;
  submitLabel: string;
  onSubmit: (value: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  // The current name arrives selected, so typing replaces it and an arrow key keeps it to edit.
  // Only the first time: a click back into the field later places the caret where it lands.
  const selectedOnce = useRef(false);
  const trimmed = value.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed) return;
    setBusy(true);
    await onSubmit(trimmed);
    setBusy(false);
  };
  const inputId = `row-input-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mx-2 mb-2 rounded-md bg-slate-50 p-2 dark:bg-slate-800/60"
    >
      <fieldset disabled={busy}>
        <Label htmlFor={inputId} className="text-xs">
          {label}
        </Label>
        <Input
          id={inputId}
          type={type}
          value={value}
          maxLength={maxLength}
          onChange={(e) => setValue(e.target.value)}
          onFocus={(e) => {
            if (selectedOnce.current) return;
            selectedOnce.current = true;
            e.currentTarget.select();
          }}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
          autoFocus
          className="h-9"
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="sm" type="submit" disabled={!trimmed}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Pick someone (never yourself), then confirm. */
function RemovePicker({
  people,
  onRemove,
  onCancel,
}: {
  people: UserSummary[];
  onRemove: (user: UserSummary) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<UserSummary | null>(null);
  return (
    <div className="mx-2 mb-2 rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
      <p className="mb-1 text-xs font-medium" id="remove-picker-label">
        Choose who to remove
      </p>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Nobody else is here.</p>
      ) : (
        <ul aria-labelledby="remove-picker-label" className="space-y-1">
          {people.map((p) => (
            <li key={p.id}>
              <Button
                size="sm"
                variant="outline"
                className="w-full justify-start"
                onClick={() => setPicked(p)}
              >
                {fullName(p)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex justify-end">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={picked !== null}
        title="Remove user?"
        description={picked ? `${fullName(picked)} will be removed from this conversation.` : ''}
        confirmLabel="Remove"
        onCancel={() => setPicked(null)}
        onConfirm={() => {
          const user = picked;
          setPicked(null);
          if (user) void onRemove(user);
        }}
      />
    </div>
  );
}
