import { Loader2 } from 'lucide-react';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <Loader2 className="h-8 w-8 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
