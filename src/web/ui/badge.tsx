import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

const variants = {
  brand: 'bg-brand-600 text-white',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  success: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
} as const;

export function Badge({
  className,
  variant = 'brand',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 py-0.5 text-xs font-semibold leading-none',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
