import type { ConversationView } from '@common/types';
import { conversationTitle, conversationTitleParts, INVITED_MARKER, truncateLabel } from './format';

/**
 * A conversation's title, for the header and the list: the label cut at the 18 characters
 * (and by the box when narrower still), with '(invited)' after invited addresses, never cut. Its
 * parent is a block that does not truncate. Screen readers hear the whole title.
 */
export function ConversationTitle({ conversation, myId }: { conversation: ConversationView; myId: string }) {
  const title = conversationTitle(conversation, myId);
  const { label, invited } = conversationTitleParts(conversation, myId);
  const shown = truncateLabel(label);
  if (!invited && shown === label) return <span className="block truncate">{label}</span>;
  return (
    <>
      <span aria-hidden="true" className="flex min-w-0 gap-1">
        <span className="truncate">{shown}</span>
        {invited && <span className="shrink-0 whitespace-nowrap">{INVITED_MARKER}</span>}
      </span>
      <span className="sr-only">{title}</span>
    </>
  );
}
