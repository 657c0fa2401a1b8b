import { Button } from '../../ui/button';
import { CopyField } from '../../ui/copy-field';

/**
 * Shown instead of "Invitation sent" when the server has no SMS provider: nothing was texted, so the
 * person copies the invitation link and sends it themselves.
 */
export function InvitationLinkPanel({
  link,
  message,
  onDone,
}: {
  link: string;
  message: string;
  onDone: () => void;
}) {
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <CopyField id="invitation-link" label="Invitation link" value={link} copyLabel="Copy link" />
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
