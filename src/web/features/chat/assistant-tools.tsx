import { HeartHandshake, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { OWN_LINE_LABEL } from '@common/constants';
import type { MessageView } from '@common/types';
import { Button } from '../../ui/button';
import { CoachDialog } from '../assistant/coach-dialog';
import { SummaryDialog } from '../assistant/summary-dialog';
import { fullName } from './format';

/** Most recent messages the coach reads as context. */
const COACH_CONTEXT_MESSAGES = 10;

/** The conversation's AI extras: conflict coaching on the draft, and a summary of the conversation. */
export function AssistantTools({
  conversationId,
  myId,
  messages,
  draft,
  onPaymentRequired,
}: {
  conversationId: string;
  myId: string;
  messages: MessageView[];
  draft: string;
  onPaymentRequired: () => void;
}) {
  const [open, setOpen] = useState<'coach' | 'summary' | null>(null);
  const context = messages
    .slice(-COACH_CONTEXT_MESSAGES)
    .map((m) => `${m.senderId === myId ? OWN_LINE_LABEL : fullName(m.sender)}: ${m.finalContent}`)
    .join('\n');
  const toggle = (which: 'coach' | 'summary') => (next: boolean) => setOpen(next ? which : null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 lg:px-3"
        onClick={() => setOpen('coach')}
        aria-label="Conflict coach"
        title="Conflict coach"
      >
        <HeartHandshake className="h-4 w-4" aria-hidden="true" />
        <span className="hidden lg:inline">Coach</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 lg:px-3"
        onClick={() => setOpen('summary')}
        disabled={messages.length === 0}
        aria-label="Summarize conversation"
        title="Summarize conversation"
      >
        <ScrollText className="h-4 w-4" aria-hidden="true" />
        <span className="hidden lg:inline">Summary</span>
      </Button>
      {open === 'coach' && (
        <CoachDialog
          open
          onOpenChange={toggle('coach')}
          messageText={draft}
          conversationContext={context}
          onPaymentRequired={onPaymentRequired}
        />
      )}
      {open === 'summary' && (
        <SummaryDialog
          open
          onOpenChange={toggle('summary')}
          conversationId={conversationId}
          onPaymentRequired={onPaymentRequired}
        />
      )}
    </>
  );
}
