import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './button';
import { ThemeToggle } from './theme-toggle';

/**
 * A page of the person's account beside the app (settings, subscription): Back to App and the theme
 * toggle above one narrow column.
 */
export function BackToAppPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-3">
          <Button asChild variant="ghost" size="sm">
            <Link href="/dashboard">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to App
            </Link>
          </Button>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">{children}</main>
    </div>
  );
}
