import { useEffect, useRef, useState } from 'react';
import { announce } from '../lib/announce';
import { Button } from './button';
import { Input, Label } from './input';

/**
 * A read-only value with a Copy button beside it (an invitation link, a calendar address). The button
 * says "Copied" and screen readers hear it; where the clipboard is refused (an insecure origin, a
 * denied permission) the value is selected for Ctrl+C instead.
 */
export function CopyField({
  id,
  label,
  value,
  copyLabel = 'Copy',
}: {
  id: string;
  label: string;
  value: string;
  copyLabel?: string;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCopied(false), [value]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      announce('Copied');
    } catch {
      field.current?.select();
      announce('Select the text and copy it');
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={field}
          readOnly
          value={value}
          className="min-w-0 flex-1"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : copyLabel}
        </Button>
      </div>
    </div>
  );
}
