import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The big icon and words of a finished (or impossible) step: sent, complete, invalid link. */
export function StatusPanel({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: 'success' | 'danger';
  children: ReactNode;
}) {
  return (
    <div className="text-center">
      <span
        className={cn(
          'mx-auto flex h-14 w-14 items-center justify-center rounded-full',
          tone === 'success'
            ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-200'
            : 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-200',
        )}
      >
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
    </div>
  );
}
