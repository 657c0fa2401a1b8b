/**
 * Conversation summary (SPEC §2, §7, §8): who asked for what, what was agreed, what is still open.
 * Asks when opened; on failure shows 'Summary Generation Failed' and the result is empty text.
 */
import { useMutation } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useEffect } from 'react';
import { SUMMARY_DEFAULT_COUNT } from '@common/constants';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { assistantApi } from './assistant-api';

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
  const summary = useMutation({
    mutationFn: () => assistantApi.summary(conversationId, messageCount),
    onError: (error) => {
      onOpenChange(false);
      if (error instanceof ApiError && error.status === 402 && onPaymentRequired) return onPaymentRequired();
      toast({
        title: 'Summary Generation Failed',
        description: 'Unable to generate conversation summary',
        variant: 'destructive',
      });
    },
  });
  const { mutate, reset } = summary;

  useEffect(() => {
    if (open) mutate();
    else reset();
    // Ask once per opening (mutate and reset are stable).
  }, [open, conversationId, mutate, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            <ScrollText className="h-5 w-5 text-brand-600" aria-hidden="true" /> Conversation Summary
          </span>
        }
        description={`Based on the last ${messageCount} messages.`}
      >
        {summary.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Summarising...
          </p>
        ) : (
          <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="summary-text">
            {summary.data?.summary ?? ''}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
