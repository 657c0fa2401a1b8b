/**
 * The enhancement dialog: original, enhanced, tone badge, improvements; Send Improved,
 * Edit, Send Original, and the close icon (cancel). Open while `proposal` is set.
 */
import { CheckCircle2, Sparkles } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { ToneBadge } from './tone-badge';
import type { RewriteProposal } from './use-rewrite';

export type EnhancementChoice = 'improved' | 'original' | 'edit' | 'cancel';

export function EnhancementDialog({
  proposal,
  busy = false,
  onChoose,
  returnFocusTo,
}: {
  proposal: RewriteProposal | null;
  busy?: boolean;
  onChoose: (choice: EnhancementChoice) => void;
  /** The message input: however the dialog closes, the person is back in it (with the draft on Edit). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  // Focus starts on Send Improved (Enter accepts the calm version) with the dialog still at its top.
  const sendImproved = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={proposal !== null} onOpenChange={(open) => !open && onChoose('cancel')}>
      {proposal && (
        <DialogContent
          title={
            <span className="inline-flex items-center gap-2">
              <Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" /> Message Enhancement
            </span>
          }
          description="The assistant suggests a calmer version of your message. You decide what to send."
          className="max-w-xl"
          returnFocusTo={returnFocusTo}
          initialFocus={sendImproved}
          footer={
            // On a phone two rows, Send Improved over the other two, so the content keeps room to show.
            <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
              <Button variant="outline" onClick={() => onChoose('original')} disabled={busy}>
                Send Original
              </Button>
              <Button variant="secondary" onClick={() => onChoose('edit')} disabled={busy}>
                Edit
              </Button>
              <Button
                ref={sendImproved}
                className="order-first col-span-2 sm:order-none"
                onClick={() => onChoose('improved')}
                disabled={busy}
              >
                Send Improved
              </Button>
            </div>
          }
        >
          <div className="space-y-4">
            <section aria-labelledby="enhance-original">
              <h3 id="enhance-original" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
                Original
              </h3>
              <p
                className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800"
                data-testid="enhance-original"
              >
                {proposal.original}
              </p>
            </section>
            <section aria-labelledby="enhance-improved">
              <div className="flex items-center justify-between gap-2">
                <h3
                  id="enhance-improved"
                  className="text-sm font-semibold text-slate-600 dark:text-slate-300"
                >
                  Enhanced
                </h3>
                <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                  Tone: <ToneBadge tone={proposal.emotionalTone} />
                </span>
              </div>
              <p
                className="mt-1 whitespace-pre-wrap break-words rounded-md border border-brand-500/40 bg-brand-50 p-3 text-sm dark:bg-slate-800"
                data-testid="enhance-improved"
              >
                {proposal.rewritten}
              </p>
            </section>
            {proposal.improvements.length > 0 && (
              <section aria-labelledby="enhance-changes">
                <h3 id="enhance-changes" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
                  Improvements
                </h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {proposal.improvements.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
