/**
 * The shared shape of the coach and summary dialogs: ask the assistant once each time the dialog
 * opens; on failure close it and either open the upgrade dialog (402) or show the failure toast.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';

/**
 * Shown while a request to the assistant waits for the connection (TanStack Query holds it until the
 * browser is back online, then sends it), so an offline phone does not spin, or say 'nothing', for ever.
 */
export const WAITING_FOR_CONNECTION = "You're offline. This will load when you're back online.";

export function useAskWhenOpen<T>({
  open,
  onOpenChange,
  ask,
  failure,
  onPaymentRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ask: () => Promise<T>;
  failure: { title: string; description: string };
  onPaymentRequired?: () => void;
}) {
  const query = useMutation({
    mutationFn: ask,
    // Held while offline and sent when the connection returns (the default for writes is to fail at once).
    networkMode: 'online',
    onError: (error) => {
      onOpenChange(false);
      if (error instanceof ApiError && error.status === 402 && onPaymentRequired) return onPaymentRequired();
      toast({ ...failure, variant: 'destructive' });
    },
  });
  const { mutate, reset } = query;
  useEffect(() => {
    // Once per opening (mutate and reset are stable), with the inputs as they are then.
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);
  return query;
}

export function AssistantResultDialog({
  open,
  onOpenChange,
  icon,
  title,
  description,
  pending,
  pendingText,
  waitingForConnection,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: ReactNode;
  title: string;
  description: string;
  pending: boolean;
  pendingText: string;
  /** The request is held until the browser is back online. */
  waitingForConnection: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="inline-flex items-center gap-2">
            {icon} {title}
          </span>
        }
        description={description}
      >
        {/* One live region for both: the answer replaces the pending text inside it, so it is read out once it arrives. */}
        <div role="status">
          {pending ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {waitingForConnection ? WAITING_FOR_CONNECTION : pendingText}
            </p>
          ) : (
            children
          )}
        </div>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
