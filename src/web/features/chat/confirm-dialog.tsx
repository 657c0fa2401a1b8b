import type { ReactNode, RefObject } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';

/** Removing a user, leaving and deleting each ask first (and so does removing your photo). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  returnFocusTo,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way: both buttons wait, so it cannot be sent twice. */
  pending?: boolean;
  /** Where focus goes on closing when the control that opened the dialog may be gone by then. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent title={title} description={description} hideClose returnFocusTo={returnFocusTo}>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
