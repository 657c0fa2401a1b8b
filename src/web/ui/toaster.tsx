import { X } from 'lucide-react';
import { dismissToast, useToast } from '../lib/toast';
import { cn } from '../lib/cn';

/**
 * The one toast on screen (limit 1), announced politely to screen readers. On a phone it
 * drops in at the top; on wider screens it sits bottom-right, raised above the dashboard's composer
 * and suggestions bar so it never covers the Send button.
 */
export function Toaster() {
  const toast = useToast();
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-2 z-[100] flex justify-center px-4 sm:top-auto sm:bottom-30 sm:justify-end sm:px-6"
    >
      {toast && (
        <div
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg',
            toast.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(toast.id)}
            className="tap-target flex items-center justify-center rounded p-0.5 opacity-70 hover:opacity-100 pointer-coarse:-m-2"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
