import type { MessageCheck, VerifyReport } from '@common/records/verify-file';
import { messageSummary } from '@common/records/verify-file';
import { localDateTime } from '@common/records/local-time';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';

const STATUS_LABEL: Record<MessageCheck['status'], string> = {
  intact: 'Intact',
  altered: 'Altered',
  'out-of-place': 'Out of place',
};
const STATUS_EXPLAINED: Record<Exclude<MessageCheck['status'], 'intact'>, string> = {
  altered: 'Its words, time or sender were changed after it was sent.',
  'out-of-place':
    'It does not follow on from the message before it: messages were removed, added or reordered.',
};
const statusStyle = (status: MessageCheck['status']) =>
  status === 'intact'
    ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50'
    : 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Problems first; a long record shows its intact messages on request. */
const SHOWN_AT_FIRST = 50;

function MessageRow({ message }: { message: MessageCheck }) {
  return (
    <li className="flex flex-col gap-1 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:gap-4 dark:border-slate-700">
      <span className="flex shrink-0 items-center gap-2 sm:w-40">
        <span className="font-mono font-semibold">#{message.seq}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusStyle(message.status))}>
          {STATUS_LABEL[message.status]}
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {message.senderName} · {localDateTime(message.createdAt, timeZone)}
        </span>
        <span className="block break-words">{message.text}</span>
        {message.status !== 'intact' && (
          <span className="mt-1 block text-sm font-medium text-red-800 dark:text-red-200">
            {STATUS_EXPLAINED[message.status]}
          </span>
        )}
      </span>
    </li>
  );
}

export function VerifyResult({ name, report }: { name: string; report: VerifyReport }) {
  const [showAll, setShowAll] = useState(false);
  const messages = report.messages ?? [];
  const problems = messages.filter((m) => m.status !== 'intact');
  const ordered = [...problems, ...messages.filter((m) => m.status === 'intact')];
  const shown = showAll ? ordered : ordered.slice(0, Math.max(SHOWN_AT_FIRST, problems.length));
  const summary = messageSummary(report);
  const Icon = report.ok ? CheckCircle2 : XCircle;
  return (
    <section aria-labelledby="verdict" className="space-y-6">
      <div
        role="status"
        className={cn(
          'flex gap-3 rounded-xl border p-4',
          report.ok
            ? 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950'
            : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
        )}
      >
        <Icon
          className={cn(
            'mt-0.5 h-7 w-7 shrink-0',
            report.ok ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300',
          )}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <h2 id="verdict" className="text-xl font-bold">
            {report.ok
              ? 'Intact: this record is exactly as Parley exported it'
              : 'Not intact: this record was changed'}
          </h2>
          <p className="mt-1 break-words text-slate-800 dark:text-slate-200">
            {name}
            {report.conversationName ? ` · ${report.conversationName}` : ''}
          </p>
          {summary && <p className="mt-1 font-medium">{summary}</p>}
        </div>
      </div>

      <ul className="space-y-2" aria-label="What was checked">
        {report.problems.map((problem) => (
          <li key={problem} className="flex gap-2">
            <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
            <span>
              <span className="sr-only">Problem: </span>
              {problem}
            </span>
          </li>
        ))}
        {report.checks.map((check) => (
          <li key={check} className="flex gap-2">
            <CheckCircle2
              className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300"
              aria-hidden="true"
            />
            <span>
              <span className="sr-only">Holds: </span>
              {check}
            </span>
          </li>
        ))}
      </ul>

      {(report.missing?.length ?? 0) > 0 && (
        <p className="rounded-md bg-red-50 p-3 font-medium text-red-900 dark:bg-red-950 dark:text-red-100">
          Missing from the file:{' '}
          {report
            .missing!.map((m) => (m.first === m.last ? `#${m.first}` : `#${m.first}–#${m.last}`))
            .join(', ')}
        </p>
      )}

      {messages.length > 0 && (
        <div>
          <h2 className="text-lg font-semibold">Messages</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Times in {timeZone}.{problems.length > 0 ? ' Messages that fail are listed first.' : ''}
          </p>
          <ol className="mt-2" aria-label="Messages in the file">
            {shown.map((m) => (
              <MessageRow key={`${m.seq}-${m.id}`} message={m} />
            ))}
          </ol>
          {shown.length < ordered.length && (
            <Button variant="outline" className="mt-3" onClick={() => setShowAll(true)}>
              Show all {ordered.length} messages
            </Button>
          )}
        </div>
      )}

      {report.chainHead !== undefined && (
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-semibold">Chain head (compare it with another participant’s export)</dt>
            <dd className="break-all font-mono">{report.chainHead ?? 'none'}</dd>
          </div>
          {report.verificationCode && (
            <div>
              <dt className="font-semibold">Verification code</dt>
              <dd className="break-all font-mono">{report.verificationCode}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
