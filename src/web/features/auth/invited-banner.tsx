import { MailOpen } from 'lucide-react';

/** /register: someone invited this visitor (by e-mail or phone). */
export function InvitedBanner({ email, phone }: { email?: string; phone?: string }) {
  const via = email ?? phone;
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 dark:border-brand-700/50 dark:bg-brand-700/20 dark:text-slate-100"
    >
      <MailOpen className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-blue-300" aria-hidden="true" />
      <div>
        <p className="font-semibold">You&apos;ve been invited to Parley</p>
        <p className="mt-1">
          {via ? (
            <>
              The invitation was sent to <span className="font-medium break-words">{via}</span>. Create your
              account and the conversation will be waiting for you.
            </>
          ) : (
            'Create your account and the conversation will be waiting for you.'
          )}
        </p>
      </div>
    </div>
  );
}
