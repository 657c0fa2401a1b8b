import { Trash2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * 'Remove photo' under the e-mail: the photo disappears for everyone in every conversation and only
 * an upload brings it back, so it asks first, like the app's other removals.
 */
export function RemovePhotoButton({
  hasPhoto,
  disabled,
  onRemove,
  focusAfterRemoval,
}: {
  /**
   * Without a photo there is no button; the dialog stays mounted regardless, since the photo (and so
   * the button) goes before the dialog has closed.
   */
  hasPhoto: boolean;
  disabled: boolean;
  /** Resolves true once the photo is gone. */
  onRemove: () => Promise<boolean>;
  /** This button vanishes with the photo: focus goes here instead (the camera button). */
  focusAfterRemoval: RefObject<HTMLElement | null>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Empty while asking, so Cancel (or a failure) gives focus back to this button, which is still there.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    setRemoving(true);
    const removed = await onRemove();
    returnFocusTo.current = removed ? focusAfterRemoval.current : null;
    setRemoving(false);
    setConfirming(false);
  };

  return (
    <>
      {hasPhoto && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={disabled}
          className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-600 hover:text-red-700 hover:underline dark:text-slate-400 dark:hover:text-red-400"
        >
          <Trash2 className="h-3 w-3" aria-hidden="true" /> Remove photo
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove your profile photo?"
        description="Everyone in your conversations will see your initials instead. You can upload a new photo at any time."
        confirmLabel={removing ? 'Removing...' : 'Remove'}
        pending={removing}
        returnFocusTo={returnFocusTo}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
