/**
 * Conflict coach: advice about the message being written, in this conversation.
 * Asks when opened; on failure shows 'Conflict Coach Unavailable' and the result is null.
 */
import { HeartHandshake } from 'lucide-react';
import { assistantApi } from './assistant-api';
import { AssistantResultDialog, useAskWhenOpen } from './ask-when-open';

export function CoachDialog({
  open,
  onOpenChange,
  messageText,
  conversationContext,
  onPaymentRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft in the input (may be empty: the coach then advises on how to answer). */
  messageText: string;
  /** Recent messages as "Name: text" lines. */
  conversationContext: string;
  onPaymentRequired?: () => void;
}) {
  const coach = useAskWhenOpen({
    open,
    onOpenChange,
    ask: () => assistantApi.coach(messageText, conversationContext),
    failure: { title: 'Conflict Coach Unavailable', description: 'Unable to get coaching advice' },
    onPaymentRequired,
  });
  return (
    <AssistantResultDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<HeartHandshake className="h-5 w-5 text-brand-600" aria-hidden="true" />}
      title="Conflict Coach"
      description="Advice for the message you are writing, in this conversation."
      pending={coach.isPending}
      waitingForConnection={coach.isPaused}
      pendingText="Thinking about your message..."
    >
      {coach.data ? (
        <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="coach-advice">
          {coach.data.advice}
        </p>
      ) : null}
    </AssistantResultDialog>
  );
}
