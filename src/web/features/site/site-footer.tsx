import { Scale } from 'lucide-react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { Logo } from './logo';

const productLinks = [
  { href: '/features', label: 'Features' },
  { href: '/demo', label: 'Try Demo' },
  { href: '/about', label: 'About' },
  { href: '/register', label: 'Get Started' },
  { href: '/technology', label: 'Technology' },
];
/** The Privacy Policy lives inside the terms. */
const legalLinks = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/terms', label: 'Privacy Policy' },
  { href: '/verify', label: 'Check a Record' },
];

const linkClass =
  'text-sm text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white';

function LinkColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-700 dark:text-slate-300">
            Calm, clear messages for the conversations that matter most, with an assistant that suggests a
            kinder way to say it before you hit send.
          </p>
        </div>
        <LinkColumn title="Product" links={productLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
        <div
          className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
          aria-label="Court-friendly compliance notice"
          role="note"
        >
          <Scale className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden="true" />
          <p>
            <strong className="font-semibold text-slate-900 dark:text-slate-100">
              Court-friendly records.
            </strong>{' '}
            Every message is time-stamped and kept with its original, suggested and sent versions in a
            tamper-evident log, so there is a faithful record of what was said. {PRODUCT_NAME} is not legal
            advice and is not court-approved in every jurisdiction; whether records are accepted varies by
            jurisdiction, so ask your lawyer or court.
          </p>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          © 2025 {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
