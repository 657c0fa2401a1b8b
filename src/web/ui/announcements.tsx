import { useAnnouncement } from '../lib/announce';

/** The page's one polite region for announce(): read by screen readers, never seen. */
export function Announcements() {
  const text = useAnnouncement();
  return (
    <p className="sr-only" role="status" data-testid="announcements">
      {text}
    </p>
  );
}
