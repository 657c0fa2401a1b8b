import { useEffect, useRef, type ReactNode } from 'react';
import { Logo } from '../site/logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { Card } from '../../ui/card';

/** The centred card every account page sits in, with the way home and the theme toggle. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  focusTitle = false,
}: {
  title: string;
  /** A step that replaces the page's form (and the focus in it) takes focus to its title, to be read out. */
  focusTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo />
        <ThemeToggle />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Card className="p-6 sm:p-8">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight">
              {title}
            </h1>
            {description && <div className="mt-2 text-slate-700 dark:text-slate-300">{description}</div>}
            <div className="mt-6">{children}</div>
          </Card>
          {footer && (
            <div className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</div>
          )}
        </div>
      </main>
    </div>
  );
}

/**
 * A form-level failure, announced at once. It also takes focus, so the next Tab goes back into the
 * form from the top rather than from wherever focus was when the answer came.
 */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={alert}
      role="alert"
      tabIndex={-1}
      className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </div>
  );
}

/** Underlined, so a link inside a sentence never relies on colour alone (axe link-in-text-block). */
export const textLink =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600 dark:text-blue-300 dark:hover:text-blue-200';
