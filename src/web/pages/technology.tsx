import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageIntro, SiteLayout } from '../features/site/site-layout';

/**
 * /technology: the details a curious visitor, an administrator or a lawyer's expert may want (the
 * stack, how records are chained, how passwords and backups are kept), out of the consumer pages.
 * Every line states what Parley does today, and where its guarantees stop.
 */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {items.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="text-slate-800 dark:text-slate-200">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-sm dark:bg-slate-800';
const link = 'font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300';

export default function Technology() {
  return (
    <SiteLayout>
      <PageIntro eyebrow="For the curious" title="How Parley works, in detail">
        <p>
          The technology behind Parley, how its records can be checked, and exactly where its guarantees stop.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6">
        <Section id="stack" title="What it is built with">
          <Facts
            items={[
              ['Language', 'TypeScript, in the browser and on the server.'],
              ['Web app', 'React with Vite, Tailwind CSS and Radix UI; it works on phones and desktops.'],
              [
                'Server',
                'Node.js with Fastify; live updates over WebSockets; standard Web Push for notifications.',
              ],
              [
                'Storage',
                'PostgreSQL, or an embedded copy of PostgreSQL for a small installation; Redis carries live updates between several servers.',
              ],
              [
                'Writing assistant',
                'A built-in assistant that runs on the server without any outside service, or an OpenAI-compatible model the administrator connects.',
              ],
              ['Payments', 'The card payment provider holds card details; Parley never sees them.'],
            ]}
          />
        </Section>

        <Section id="records" title="How records are kept and checked">
          <p>
            A stored message is never edited or deleted. Each conversation is a hash chain: when a message is
            stored, Parley computes the SHA-256 hash of the previous message’s hash, the message’s id,
            conversation, sender, time and final words, and a digest of the sender’s drafts. Changing,
            removing or reordering any message afterwards breaks the chain at that message.
          </p>
          <p>
            Exports (PDF and CSV) carry every hash, the chain head and a verification code; a PDF also carries
            the CSV inside it and a seal over its own bytes. Anyone can check an export on the{' '}
            <Link href="/verify" className={link}>
              Check a Record
            </Link>{' '}
            page, in their own browser, or with <code className={code}>npx parley verify &lt;file&gt;</code>.
            Both run the same code.
          </p>
          <p>
            A check cannot prove who made a file: someone who rewrites one can compute new hashes. They cannot
            make it agree with the chain head that the other participants’ exports hold, so compare chain
            heads when it matters. Read times and membership changes are recorded later than the messages and
            are covered by the verification code, not by the chain.
          </p>
        </Section>

        <Section id="security" title="Accounts and security">
          <Facts
            items={[
              ['Passwords', 'Stored only as Argon2id hashes, never as written.'],
              [
                'Sessions',
                'A random token in an HttpOnly cookie; only its SHA-256 is stored, so a session can be ended at once on every device.',
              ],
              ['Reset links', 'Single use, expire after one hour, stored only as a hash.'],
              [
                'In transit',
                'Encrypted when Parley is served over HTTPS (directly or behind a proxy), as any installation on a network should be.',
              ],
              [
                'At rest',
                'Daily backups are encrypted with AES-256-GCM. The live database is not encrypted by Parley: the server’s disk encryption protects it.',
              ],
              [
                'Not end-to-end encrypted',
                'The assistant reads messages on the server to suggest rewrites, and the server keeps them to show history and make exports.',
              ],
            ]}
          />
        </Section>

        <p className="text-sm text-slate-700 dark:text-slate-300">
          Parley is not legal advice, and its records are not court-approved in every jurisdiction.
        </p>
      </div>
    </SiteLayout>
  );
}
