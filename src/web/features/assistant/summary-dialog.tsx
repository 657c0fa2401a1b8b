/**
 * Conversation summary: who asked for what, what was agreed, what is still open.
 * Asks when opened; on failure shows 'Summary Generation Failed' and the result is empty text.
 */
import { ScrollText } from 'lucide-react';
import { SUMMARY_DEFAULT_COUNT } from '@common/constants';
import { assistantApi } from './assistant-api';
import { AssistantResultDialog, useAskWhenOpen } from './ask-when-open';

export function SummaryDialog({
  open,
  onOpenChange,
  conversationId,
  messageCount = SUMMARY_DEFAULT_COUNT,
  onPaymentRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  messageCount?: number;
  onPaymentRequired?: () => void;
}) {
  const summary = useAskWhenOpen({
    open,
    onOpenChange,
    ask: () => assistantApi.summary(conversationId, messageCount),
    failure: { title: 'Summary Generation Failed', description: 'Unable to generate conversation summary' },
    onPaymentRequired,
  });
  return (
    <AssistantResultDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<ScrollText className="h-5 w-5 text-brand-600" aria-hidden="true" />}
      title="Conversation Summary"
      description={`Based on up to the last ${messageCount} messages.`}
      pending={summary.isPending}
      waitingForConnection={summary.isPaused}
      pendingText="Summarising..."
    >
      <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="summary-text">
        {summary.data?.summary ?? ''}
      </p>
    </AssistantResultDialog>
  );
}
