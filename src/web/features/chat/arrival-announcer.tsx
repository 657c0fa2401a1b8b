import { useEffect, useRef, useState } from 'react';
import type { MessageView } from '@common/types';

/**
 * What a screen reader hears of the history: only a message that arrives from someone else while the
 * conversation is open ("Alice Smith: On my way"), once. The history itself is not a live region: as
 * one, it read out every message put back by clearing a search or placed in front by loading older
 * pages, dozens at a time. A message counts as arriving when its id is newer than any seen since the
 * history loaded (mount this with the loaded history).
 */
export function ArrivalAnnouncer({ last, myId }: { last: MessageView | undefined; myId: string }) {
  const newestSeen = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const newest = last?.id ?? 0;
    const seenBefore = newestSeen.current;
    if (seenBefore !== null && newest <= seenBefore) return;
    newestSeen.current = newest;
    // The first run is what was there when the conversation opened.
    if (seenBefore === null || !last || last.senderId === myId) return;
    setAnnouncement(`${last.sender.firstName} ${last.sender.lastName}: ${last.finalContent}`);
  }, [last, myId]);

  return (
    <p className="sr-only" role="status" data-testid="arrival-announcer">
      {announcement}
    </p>
  );
}
