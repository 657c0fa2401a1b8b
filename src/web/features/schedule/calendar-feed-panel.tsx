import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { FeedView } from '@common/schemas/schedule';
import { announce } from '../../lib/announce';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { CopyField } from '../../ui/copy-field';
import { feedKeys } from './schedule-api';

/**
 * The person's private calendar address, for their phone's calendar to subscribe to: every schedule
 * they share, in one feed. The address is the key and is kept only as a hash, so it is shown once,
 * when made; making a new one or revoking it stops the old one at once.
 */
export function CalendarFeedPanel() {
  const queryClient = useQueryClient();
  const [made, setMade] = useState<FeedView | null>(null);
  const feed = useQuery({
    queryKey: feedKeys.mine,
    queryFn: () => apiRequest<FeedView>('GET', '/api/calendar-feed'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedKeys.mine });
  const create = useMutation({
    mutationFn: () => apiRequest<FeedView>('POST', '/api/calendar-feed'),
    onSuccess: (view) => {
      setMade(view);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/calendar-feed'),
    onSuccess: () => {
      setMade(null);
      announce('Calendar address revoked');
      void refresh();
    },
  });
  const busy = create.isPending || revoke.isPending;
  const failure = create.error ?? revoke.error ?? feed.error;
  // Another tab revoked or replaced it: the address shown here no longer works.
  const shown = made?.url && feed.data?.createdAt === made.createdAt ? made.url : null;

  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="space-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 id="calendar-feed-heading" className="font-semibold">
        Your calendar on your phone
      </h3>
      {shown ? (
        <>
          <p>
            Add this address to your phone&apos;s calendar as a subscribed calendar (iPhone: Settings,
            Calendar, Accounts, Add Subscribed Calendar; Google Calendar: Other calendars, From URL). It shows
            the schedules of all your conversations. Anyone with the address can read them, so keep it to
            yourself.
          </p>
          <CopyField id="calendar-feed-url" label="Calendar address" value={shown} />
        </>
      ) : feed.data?.active ? (
        <p>
          You made a calendar address on {format(new Date(feed.data.createdAt!), 'd MMMM yyyy')}. It is shown
          only once; make a new one to add it to another device (the old one then stops working).
        </p>
      ) : (
        <p>Follow every schedule you share from your phone&apos;s calendar, through a private address.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => create.mutate()}>
          {feed.data?.active ? 'Make a new address' : 'Make my calendar address'}
        </Button>
        {feed.data?.active && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => revoke.mutate()}>
            Revoke address
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {errorMessage(failure, 'Please try again')}
        </p>
      )}
    </section>
  );
}
