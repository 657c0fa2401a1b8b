import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** What had focus as a dialog opens; for a menu item (about to vanish), the button that opened its menu. */
function focusOrigin(): Element | null {
  const active = document.activeElement;
  const menu = active?.closest('[role="menu"][aria-labelledby]');
  const menuButton = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return menuButton ?? active;
}

export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  hideClose,
  returnFocusTo,
  initialFocus,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * The dialog's action buttons, kept in view at its bottom while the content above them scrolls (a
   * short screen: a phone on its side, or with its keyboard up).
   */
  footer?: ReactNode;
  className?: string;
  hideClose?: boolean;
  /** Where focus goes when the dialog closes; by default back to whatever had it when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Where focus starts (by default the first control), without scrolling a tall dialog away from its top. */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  // Radix returns focus only to a DialogTrigger; most of ours open from a button, a menu or the send
  // flow, and keyboard users would land on <body>. The element focused as the content opens (focus has
  // not moved in yet) is where they were.
  const opener = useRef<Element | null>(null);
  const restoreFocus = (event: Event) => {
    // What the dialog did already took focus somewhere (Start Chat's new conversation): it stays there.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      event.preventDefault();
      return;
    }
    const target = returnFocusTo?.current ?? opener.current;
    if (!(target instanceof HTMLElement) || !target.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900',
          footer !== undefined && 'flex flex-col',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          opener.current = focusOrigin();
          if (!initialFocus?.current) return;
          event.preventDefault();
          initialFocus.current.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={restoreFocus}
      >
        <DialogPrimitive.Title className="pr-8 text-lg font-semibold">{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </DialogPrimitive.Description>
        )}
        {footer === undefined ? (
          <div className="mt-4">{children}</div>
        ) : (
          <>
            {/* The padding keeps focus rings inside the scrolling box. */}
            <div
              className="relative -mx-1 mt-3 min-h-0 flex-1 overflow-y-auto overscroll-contain p-1"
              data-testid="dialog-body"
            >
              {children}
            </div>
            <div className="shrink-0 pt-4">{footer}</div>
          </>
        )}
        {!hideClose && (
          <DialogPrimitive.Close
            className="tap-target absolute right-4 top-4 flex items-center justify-center rounded p-1 text-slate-500 hover:bg-slate-100 pointer-coarse:right-2 pointer-coarse:top-2 dark:hover:bg-slate-800"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
