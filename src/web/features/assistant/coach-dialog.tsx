/**
 * Conflict coach (SPEC §2, §7, §8): advice about the message being written, in this conversation.
 * Asks when opened; on failure shows 'Conflict Coach Unavailable' and the result is null.
 */
import { useMutation } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Button } from '../../ui/button';
import { assistantApi } from './assistant-api';

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
  const coach = useMutation({
    mutationFn: () => assistantApi.coach(messageText, conversationContext),
    onError: (error) => {
      onOpenChange(false);
      if (error instanceof ApiError && error.status === 402 && onPaymentRequired) return onPaymentRequired();
      toast({
        title: 'Conflict Coach Unavailable',
        description: 'Unable to get coaching advice',
        variant: 'destructive',
      });
    },
  });
  const { mutate, reset } = coach;

  useEffect(() => {
    if (open) mutate();
    else reset();
    // Ask once per opening (mutate and reset are stable), with the draft and context as they are then.
  }, [open, mutate, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            <HeartHandshake className="h-5 w-5 text-brand-600" aria-hidden="true" /> Conflict Coach
          </span>
        }
        description="Advice for the message you are writing, in this conversation."
      >
        {coach.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Thinking about your message...
          </p>
        ) : coach.data ? (
          <p className="whitespace-pre-wrap text-sm leading-relaxed" data-testid="coach-advice">
            {coach.data.advice}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
