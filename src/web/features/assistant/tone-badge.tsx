import { cn } from '../../lib/cn';

/** Colour by how heated the tone is: warm for anger, amber for frustration, calm blue/green otherwise. */
function toneClass(tone: string): string {
  const t = tone.toLowerCase();
  if (/angry|hostile|threat|contempt|disgust/.test(t))
    return 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200';
  if (/frustrat|sarcas|annoy|hurt/.test(t))
    return 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  if (/sad|anxious|worried/.test(t))
    return 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200';
  if (/happy|excited|appreciat|calm/.test(t))
    return 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200';
  return 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100';
}

export function ToneBadge({ tone }: { tone: string }) {
  const label = tone.charAt(0).toUpperCase() + tone.slice(1);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClass(tone),
      )}
      data-testid="tone-badge"
    >
      {label}
    </span>
  );
}
