import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { LegalHoldLookup, LegalHoldTargetType, LegalHoldView } from '@common/schemas/records';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast, toastFailure } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../ui/input';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { adminDate } from './format';

const holdsKey = ['/api/admin/legal-holds'] as const;
const activityKey = ['/api/admin/activity-log'] as const;

function useHoldMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([holdsKey, activityKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const place = useMutation({
    mutationFn: (input: { targetType: LegalHoldTargetType; targetId: string; reason: string }) =>
      apiRequest<LegalHoldView>('POST', '/api/admin/legal-holds', input),
    onSuccess: refresh,
  });
  const lift = useMutation({
    mutationFn: (id: string) => apiRequest<LegalHoldView>('DELETE', `/api/admin/legal-holds/${id}`),
    onSuccess: refresh,
  });
  return { place, lift };
}

/**
 * The admin portal's Legal holds tab: find a person by e-mail, hold them or one of their conversations
 * (with a reason), and lift holds. While a hold is active nothing it covers can be deleted or purged.
 */
export function LegalHoldsTab() {
  const holds = useQuery<LegalHoldView[]>({ queryKey: holdsKey });
  const [toLift, setToLift] = useState<LegalHoldView | null>(null);
  return (
    <div>
      <div className="flex items-center gap-2 px-4 pt-4">
        <Scale className="h-5 w-5 text-slate-500" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Legal Holds</h2>
      </div>
      <p className="px-4 pt-1 text-sm text-slate-600 dark:text-slate-300">
        While a hold is active, nothing it covers can be deleted: a deleted conversation is only hidden, and a
        deleted account keeps its records. A hold on a person covers every conversation they are in.
      </p>
      <PlaceHoldForm />
      <h3 className="px-4 pt-2 text-base font-semibold">Holds</h3>
      {holds.data ? (
        <HoldsTable holds={holds.data} onLift={setToLift} />
      ) : holds.isError ? (
        <p className="p-6 text-center text-red-700 dark:text-red-400">Could not load the legal holds.</p>
      ) : (
        <p role="status" className="p-6 text-center text-slate-600 dark:text-slate-300">
          Loading legal holds...
        </p>
      )}
      <LiftHoldDialog hold={toLift} onClose={() => setToLift(null)} />
    </div>
  );
}

function PlaceHoldForm() {
  const ids = { email: useId(), reason: useId(), error: useId() };
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [lookup, setLookup] = useState<LegalHoldLookup | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const { place } = useHoldMutations();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setSearching(true);
    setError(undefined);
    try {
      setLookup(
        await apiRequest<LegalHoldLookup>(
          'GET',
          `/api/admin/legal-holds/lookup?email=${encodeURIComponent(email.trim())}`,
        ),
      );
    } catch (failure) {
      setLookup(null);
      setError(errorMessage(failure, 'Could not look up this person'));
    } finally {
      setSearching(false);
    }
  };

  const hold = (targetType: LegalHoldTargetType, targetId: string, label: string) => {
    if (!reason.trim()) {
      setError('Reason is required');
      return;
    }
    place.mutate(
      { targetType, targetId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Legal hold placed', description: label, variant: 'success' });
          setError(undefined);
        },
        onError: (failure) => toastFailure('Could not place the hold', failure),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${ids.email}-heading`}
      className="m-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={`${ids.email}-heading`} className="text-base font-semibold">
        Place a hold
      </h3>
      <form onSubmit={find} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={ids.email}>Person’s e-mail</Label>
          <Input
            id={ids.email}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="name@example.com"
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!email.trim() || searching}>
          {searching ? 'Finding...' : 'Find'}
        </Button>
      </form>
      <div className="mt-3">
        <Label htmlFor={ids.reason}>Reason (case or matter reference)</Label>
        <Textarea
          id={ids.reason}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          className="min-h-16"
        />
      </div>
      <FieldError id={ids.error} message={error} />
      {lookup && (
        <div className="mt-4 space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3 dark:bg-slate-800">
            <div>
              <p className="font-medium">
                {lookup.user.name} {lookup.user.deleted && <Badge variant="neutral">Deleted</Badge>}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{lookup.user.email}</p>
            </div>
            <Button
              size="sm"
              disabled={place.isPending}
              onClick={() => hold('user', lookup.user.id, lookup.user.name)}
            >
              Hold this person
            </Button>
          </div>
          {lookup.conversations.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">They are in no conversations.</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
              aria-label="Their conversations"
            >
              {lookup.conversations.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{c.label}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {c.messageCount} {c.messageCount === 1 ? 'message' : 'messages'}
                      {c.deleted ? ' · hidden (deleted)' : ''}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={place.isPending}
                    onClick={() => hold('conversation', c.id, c.label)}
                  >
                    Hold conversation
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function HoldStatus({ hold }: { hold: LegalHoldView }) {
  return hold.active ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <span>Lifted {adminDate(hold.liftedAt)}</span>
  );
}

function LiftButton({ hold, onLift }: { hold: LegalHoldView; onLift: (hold: LegalHoldView) => void }) {
  if (!hold.active) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onLift(hold)}
      aria-label={`Lift the hold on ${hold.targetLabel}`}
    >
      Lift
    </Button>
  );
}

/** Wide screens get a table, phones a list of cards (as the other admin tabs do). */
function HoldsTable({ holds, onLift }: { holds: LegalHoldView[]; onLift: (hold: LegalHoldView) => void }) {
  if (holds.length === 0)
    return <p className="p-6 text-center text-slate-600 dark:text-slate-300">No legal holds yet</p>;
  const kind = (hold: LegalHoldView) => (hold.targetType === 'user' ? 'Person' : 'Conversation');
  return (
    <>
      <ul
        className="divide-y divide-slate-100 text-sm md:hidden dark:divide-slate-800"
        aria-label="Legal holds"
      >
        {holds.map((hold) => (
          <li key={hold.id} className="space-y-1 p-4" data-testid="legal-hold">
            <p className="break-words font-medium">{hold.targetLabel}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {kind(hold)} · placed {adminDate(hold.placedAt)}
              {hold.placedBy ? ` by ${hold.placedBy}` : ''}
            </p>
            <p className="break-words">{hold.reason}</p>
            <div className="flex items-center justify-between gap-2">
              <HoldStatus hold={hold} />
              <LiftButton hold={hold} onLift={onLift} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable caption="Legal holds">
          <thead>
            <tr>
              <Th>Held</Th>
              <Th>Reason</Th>
              <Th>Placed</Th>
              <Th>Status</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {holds.map((hold) => (
              <Tr key={hold.id} data-testid="legal-hold">
                <Td>
                  <p className="font-medium">{hold.targetLabel}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{kind(hold)}</p>
                </Td>
                <Td className="max-w-xs break-words">{hold.reason}</Td>
                <Td className="whitespace-nowrap">
                  {adminDate(hold.placedAt)}
                  {hold.placedBy && (
                    <p className="text-xs text-slate-600 dark:text-slate-400">by {hold.placedBy}</p>
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  <HoldStatus hold={hold} />
                </Td>
                <Td className="text-right">
                  <LiftButton hold={hold} onLift={onLift} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}

function LiftHoldDialog({ hold, onClose }: { hold: LegalHoldView | null; onClose: () => void }) {
  const { lift } = useHoldMutations();
  return (
    <Dialog open={hold !== null} onOpenChange={(open) => !open && onClose()}>
      {hold && (
        <DialogContent
          title="Lift Legal Hold"
          description={`Records of ${hold.targetLabel} can be deleted again once the hold is lifted.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(hold.id, {
                  onSuccess: () => {
                    toast({ title: 'Legal hold lifted', variant: 'success' });
                    onClose();
                  },
                  onError: (failure) => toastFailure('Could not lift the hold', failure),
                })
              }
            >
              {lift.isPending ? 'Lifting...' : 'Lift Hold'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
