import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { cn } from '../../lib/cn';

/** The product mark; a link home wherever it appears. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <MessagesSquare className="h-5 w-5" aria-hidden="true" />
      </span>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
