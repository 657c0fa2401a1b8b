import { User } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-14 w-14 text-lg',
};
const dotSizes: Record<AvatarSize, string> = { sm: 'h-2.5 w-2.5', md: 'h-3 w-3', lg: 'h-3.5 w-3.5' };

/**
 * A person's profile image, falling back to their initials when there is none or it fails to load;
 * with no person at all, a generic icon. `online` adds the green presence dot.
 */
export function Avatar({
  src,
  initials,
  label,
  size = 'md',
  online = false,
  className,
}: {
  src?: string | null;
  initials?: string;
  /** Accessible name; omit when the surrounding text already names the person. */
  label?: string;
  size?: AvatarSize;
  online?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn('relative inline-flex shrink-0', sizes[size], className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <span className="flex h-full w-full items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-700 ring-2 ring-white dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-900">
        {showImage ? (
          <img
            src={src ?? undefined}
            alt=""
            className="h-full w-full object-cover"
            onError={() => setFailedSrc(src ?? null)}
          />
        ) : initials ? (
          initials
        ) : (
          <User className="h-1/2 w-1/2" aria-hidden="true" />
        )}
      </span>
      {online && (
        <span
          className={cn(
            'absolute bottom-0 right-0 rounded-full bg-green-500 ring-2 ring-white dark:ring-slate-900',
            dotSizes[size],
          )}
          data-testid="online-dot"
        />
      )}
    </span>
  );
}
