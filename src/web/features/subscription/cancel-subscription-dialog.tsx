import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { formatLongDate } from './format';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  /** End of the paid period, when known. */
  periodEnd: string | null;
}

/** The confirm dialog: access continues until the billing period ends. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  periodEnd,
}: CancelSubscriptionDialogProps) {
  const until = periodEnd ? ` on ${formatLongDate(periodEnd)}` : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cancel Subscription?"
        description={`Your subscription will not renew. You will keep access to all Pro features until your current billing period ends${until}.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? 'Cancelling...' : 'Yes, Cancel Subscription'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
