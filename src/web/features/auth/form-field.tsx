import { cloneElement, type ReactElement } from 'react';
import { FieldError, Label } from '../../ui/input';
import { useSending } from './sending';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  readOnly?: boolean;
}

/** Label + control + error, wired together by id so screen readers read the error with the field. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const sending = useSending();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error restates the hint ("Password must be at least 6 characters"): one of them at a time.
  const showHint = Boolean(hint) && !error;
  const describedBy =
    [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="[&_[aria-invalid=true]]:border-red-600 dark:[&_[aria-invalid=true]]:border-red-400">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        readOnly: sending,
      })}
      {showHint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
