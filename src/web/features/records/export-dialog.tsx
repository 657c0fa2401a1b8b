import { Download, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { ExportFormat } from '@common/schemas/records';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { FieldError, Input, Label } from '../../ui/input';

/** The export URL: a bare GET the browser downloads (the session cookie authorizes it). */
export function exportUrl(conversationId: string, format: ExportFormat, from?: string, to?: string): string {
  const params = new URLSearchParams({ format, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  // Dates are picked in the person's own time zone: from its start of `from` to the end of `to`.
  if (from) params.set('from', new Date(`${from}T00:00:00`).toISOString());
  if (to) params.set('to', new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000 - 1).toISOString());
  return `/api/conversations/${encodeURIComponent(conversationId)}/export?${params.toString()}`;
}

const FORMAT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF (to read or print)',
  // The PDF with every photo and PDF sent in the chosen messages, each checked against the record.
  zip: 'PDF with the files (zip)',
  csv: 'CSV (spreadsheet)',
};

const choice =
  'flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800';

/**
 * "Export" from the conversation menu: CSV or PDF, of the whole conversation or a date range. The file
 * ends with the chain head and a verification code anyone can check on /verify or with `npx parley verify <file>`.
 */
export function ExportDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { from: useId(), to: useId(), error: useId() };
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [scope, setScope] = useState<'all' | 'range'>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const rangeError =
    scope === 'range' && from && to && from > to ? 'The start date must be before the end date' : undefined;
  const ready = scope === 'all' || ((from || to) && !rangeError);
  const href = exportUrl(
    conversationId,
    format,
    scope === 'range' ? from : undefined,
    scope === 'range' ? to : undefined,
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Export Conversation"
        description="Download a record of this conversation: who sent what and when (the PDF in your time zone, the CSV in UTC), whether the assistant’s rewrite was used, and when each message was delivered and seen."
      >
        <div className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Format</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {(['pdf', 'zip', 'csv'] as const).map((f) => (
                <label key={f} className={choice}>
                  <input
                    type="radio"
                    name="export-format"
                    value={f}
                    checked={format === f}
                    onChange={() => setFormat(f)}
                  />
                  {FORMAT_LABELS[f]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Messages</legend>
            <div className="grid grid-cols-2 gap-2">
              <label className={choice}>
                <input
                  type="radio"
                  name="export-scope"
                  checked={scope === 'all'}
                  onChange={() => setScope('all')}
                />
                Whole conversation
              </label>
              <label className={choice}>
                <input
                  type="radio"
                  name="export-scope"
                  checked={scope === 'range'}
                  onChange={() => setScope('range')}
                />
                Date range
              </label>
            </div>
            {scope === 'range' && (
              <div className="mt-3 grid grid-cols-2 gap-2">
                <div>
                  <Label htmlFor={ids.from}>From</Label>
                  <Input
                    id={ids.from}
                    type="date"
                    value={from}
                    max={to || undefined}
                    onChange={(e) => setFrom(e.target.value)}
                    aria-describedby={rangeError ? ids.error : undefined}
                  />
                </div>
                <div>
                  <Label htmlFor={ids.to}>To</Label>
                  <Input
                    id={ids.to}
                    type="date"
                    value={to}
                    min={from || undefined}
                    onChange={(e) => setTo(e.target.value)}
                    aria-describedby={rangeError ? ids.error : undefined}
                  />
                </div>
              </div>
            )}
            <FieldError id={ids.error} message={rangeError} />
          </fieldset>
          <p className="flex gap-2 rounded-md bg-slate-50 p-3 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Your own drafts (original and rewritten text) are included; other people’s never are. The file
              ends with a verification code: anyone can check it is intact, with no account, on{' '}
              <a href="/verify" target="_blank" rel="noreferrer" className="underline underline-offset-2">
                the Check a Record page
              </a>{' '}
              or with <code>npx parley verify &lt;file&gt;</code>. Parley is not legal advice and its records
              are not court-approved in every jurisdiction.
            </span>
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {ready ? (
              <Button asChild>
                <a href={href} download onClick={() => onOpenChange(false)}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Download {format.toUpperCase()}
                </a>
              </Button>
            ) : (
              <Button disabled>
                <Download className="h-4 w-4" aria-hidden="true" /> Download {format.toUpperCase()}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
