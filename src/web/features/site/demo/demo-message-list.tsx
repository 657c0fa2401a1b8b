import { format } from 'date-fns';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DATE_FORMATS, DEMO_AREA_HEIGHT_PX } from '@common/constants';
import { cn } from '../../../lib/cn';
import { SaidBy } from '../../../ui/said-by';
import { DEMO_CONTACT, type DemoMessage } from './demo-messages';

/** The 300px conversation area. It is a focusable log so keyboard users can scroll it. */
export function DemoMessageList({ messages }: { messages: DemoMessage[] }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    area.current?.scrollTo({ top: area.current.scrollHeight });
  }, [messages.length]);

  return (
    <div
      ref={area}
      role="log"
      aria-label="Demo conversation"
      tabIndex={0}
      data-testid="demo-messages"
      style={{ height: DEMO_AREA_HEIGHT_PX }}
      className="relative space-y-3 overflow-y-auto bg-slate-50 p-4 dark:bg-slate-950/60"
    >
      {messages.length === 0 && (
        <p className="pt-24 text-center text-sm text-slate-600 dark:text-slate-400">
          No messages yet. Say hello to {DEMO_CONTACT.firstName}.
        </p>
      )}
      {messages.map((m) => {
        const mine = m.sender === 'user';
        return (
          <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
            <div className={cn('max-w-[85%] sm:max-w-[75%]', mine && 'text-right')}>
              <SaidBy name={DEMO_CONTACT.firstName} mine={mine} />
              <div
                className={cn(
                  'inline-block whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-left text-sm',
                  mine
                    ? 'rounded-br-sm bg-brand-600 text-white'
                    : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
                )}
              >
                {m.content}
              </div>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
                <span className={cn('flex items-center gap-1.5', mine && 'ml-auto')}>
                  {m.wasRewritten && (
                    <span className="inline-flex items-center gap-1 font-medium text-brand-700 dark:text-blue-300">
                      <Sparkles className="h-3 w-3" aria-hidden="true" /> Improved
                    </span>
                  )}
                  <time dateTime={m.timestamp.toISOString()}>
                    {format(m.timestamp, DATE_FORMATS.messageTime)}
                  </time>
                </span>
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
