import { createContext, useContext, useRef, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../../ui/button';
import { FormAlert } from './auth-layout';

/*
 * A form on its way to the server stays as it is in the focus order. Disabling its fieldset (as
 * these forms did) drops focus to <body>, so a keyboard or screen-reader user is back at the top
 * of the page, and after a failure nowhere near the form. Instead the fieldset says it is busy,
 * its fields turn read-only and the submit button aria-disabled, and useSendOnce ignores another
 * Enter or click until the answer comes.
 */
const Sending = createContext(false);

/** Whether the form around is being sent: FormField makes its control read-only meanwhile. */
export function useSending(): boolean {
  return useContext(Sending);
}

/**
 * The sign-in pages' forms: the failure above the fields (FormAlert), sent once at a time
 * (useSendOnce) and busy while on its way (SendingFieldset). Validation is the form's own (noValidate).
 */
export function SendingForm({
  send,
  sending,
  failure,
  className,
  children,
}: {
  send: (e?: FormEvent) => Promise<void>;
  sending: boolean;
  failure: string | null;
  className?: string;
  children: ReactNode;
}) {
  const sendOnce = useSendOnce(send);
  return (
    <form onSubmit={sendOnce} noValidate className={className}>
      <FormAlert message={failure} />
      <SendingFieldset sending={sending}>{children}</SendingFieldset>
    </form>
  );
}

export function SendingFieldset({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <fieldset aria-busy={sending} className="space-y-4">
      <Sending.Provider value={sending}>{children}</Sending.Provider>
    </fieldset>
  );
}

/** The form's submit button: looks and reads as unavailable while sending, yet keeps focus. */
export function SubmitButton({ className, ...props }: Omit<ButtonProps, 'type'>) {
  const sending = useSending();
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={sending}
      className={cn(sending && 'cursor-not-allowed opacity-70', className)}
      {...props}
    />
  );
}

/** Wraps a form's submit handler so a second submit while the first is on its way does nothing. */
export function useSendOnce(send: (e?: FormEvent) => Promise<void>): (e: FormEvent) => void {
  const inFlight = useRef(false);
  return (e) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void send(e).finally(() => {
      inFlight.current = false;
    });
  };
}
