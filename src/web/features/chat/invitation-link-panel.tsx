import { useRef, useState } from 'react';
import { announce } from '../../lib/announce';
import { Button } from '../../ui/button';
import { Input, Label } from '../../ui/input';

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
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      announce('Invitation link copied');
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for Ctrl+C instead.
      field.current?.select();
      announce('Select and copy the link');
    }
  };

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <div>
        <Label htmlFor="invitation-link">Invitation link</Label>
        <Input
          id="invitation-link"
          ref={field}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy link'}</Button>
      </div>
    </div>
  );
}
