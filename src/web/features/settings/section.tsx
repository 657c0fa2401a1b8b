import type { ReactNode } from 'react';
import { Card } from '../../ui/card';

/** One titled part of /settings; the heading names the region for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5" role="region" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
