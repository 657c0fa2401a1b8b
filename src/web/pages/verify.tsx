import { useState } from 'react';
import { Link } from 'wouter';
import { PageIntro, SiteLayout } from '../features/site/site-layout';
import { checkFile, type FileCheck } from '../features/verify/check-file';
import { DropZone } from '../features/verify/drop-zone';
import { VerifyResult } from '../features/verify/verify-result';

/**
 * /verify, public: anyone holding an exported record (a lawyer, a judge, the other parent) checks it
 * here with no account. The check runs in the browser with the same code as `npx parley verify`.
 */
export default function Verify() {
  const [check, setCheck] = useState<FileCheck>({ state: 'idle' });
  const onFile = async (file: File) => {
    setCheck({ state: 'checking', name: file.name });
    setCheck(await checkFile(file));
  };
  return (
    <SiteLayout>
      <PageIntro eyebrow="Records" title="Check a Parley record">
        <p>
          See whether an exported conversation is exactly as Parley made it, and which messages, if any, were
          changed or removed. No account needed.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
        <DropZone onFile={(file) => void onFile(file)} busy={check.state === 'checking'} />
        <div aria-live="polite">
          {check.state === 'checking' && <p>Checking {check.name}…</p>}
          {check.state === 'error' && (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {check.message}
            </p>
          )}
        </div>
        {check.state === 'done' && <VerifyResult name={check.name} report={check.report} />}
        <section aria-labelledby="proves" className="space-y-3 text-slate-800 dark:text-slate-200">
          <h2 id="proves" className="text-xl font-semibold">
            What a check tells you
          </h2>
          <p>
            Every message in a Parley conversation is sealed when it is sent, together with the seal of the
            message before it. A check recomputes every seal from the file: if a message was edited, removed
            or put out of order after it was sent, it is named here. A PDF also carries a seal of its own,
            which stops matching if a single byte of it changes.
          </p>
          <p>
            A check cannot tell who made a file. To be sure a record is complete and genuine, compare its
            chain head with another participant’s export of the same conversation: any earlier difference
            changes it.
          </p>
          <p className="text-sm">
            Parley is not legal advice, and its records are not court-approved in every jurisdiction.{' '}
            <Link
              href="/technology"
              className="font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300"
            >
              How Parley keeps records
            </Link>
          </p>
        </section>
      </div>
    </SiteLayout>
  );
}
