import { Briefcase, Check, Clock, HeartHandshake, Scale, ShieldCheck, TrendingDown } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PRO_PRICE_LABEL, TRIAL_DAYS } from '@common/constants';
import { ScreenshotCarousel, type Slide } from '../features/site/screenshot-carousel';
import { PageIntro, SiteLayout } from '../features/site/site-layout';
import { StepCards, type Step } from '../features/site/step-cards';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

const howItWorks: Step[] = [
  {
    title: 'You write',
    text: 'Type your message the way you would normally say it. There is no need to filter yourself first.',
  },
  {
    title: 'Parley reviews',
    text: 'Before sending, the assistant reads the tone. If the message sounds charged, it proposes a calmer version with the same meaning, and says what it changed.',
  },
  {
    title: 'You decide',
    text: 'Send the improved version, send your original, or edit. The other person receives only what you chose, and you can always see all three versions.',
  },
];

/** /about: the six reasons, in the spec's order. */
const reasons = [
  {
    icon: TrendingDown,
    title: 'Reduce conflict',
    text: 'Blame, sarcasm and words like "always" and "never" are softened before they can start a fight.',
  },
  {
    icon: HeartHandshake,
    title: 'Build trust',
    text: 'Consistent, respectful messages make it easier for the other person to respond in kind.',
  },
  {
    icon: Clock,
    title: 'Save time',
    text: 'Less back-and-forth about how something was said means more time sorting out what matters.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure',
    text: 'Your password is never stored as typed, sessions can be ended at once, and card details never reach Parley.',
  },
  {
    icon: Briefcase,
    title: 'Professional',
    text: 'Messages that read as clear and composed, even on a bad day.',
  },
  {
    icon: Scale,
    title: 'Legal compliance',
    text: 'Time-stamped records of every message, exported as PDF or CSV that anyone can check for changes. Not legal advice, and not court-approved in every jurisdiction.',
  },
];

const slides: Slide[] = [
  {
    src: '/images/slide-rewrite.svg',
    title: 'Message enhancement',
    caption: 'See your original beside a calmer version, the tone detected, and choose what to send.',
    alt: 'The enhancement dialog showing an angry original message, a calm rewrite, the detected tone and the Send Improved, Edit and Send Original buttons',
  },
  {
    src: '/images/slide-conversations.svg',
    title: 'Real-time conversations',
    caption: 'One-to-one and group chats with read receipts, typing indicators, reactions and presence.',
    alt: 'The chat screen with a conversation list on the left and a conversation with an improved message on the right',
  },
  {
    src: '/images/slide-insights.svg',
    title: 'AI insights',
    caption: 'Suggested replies, conflict coaching and summaries of long threads.',
    alt: 'AI reply suggestions with match percentages, a conflict coach tip and a conversation summary',
  },
];

const included = [
  'Unlimited AI message rewriting',
  'Advanced tone analysis',
  'Real-time conversation insights',
  'Priority customer support',
  'Conflict coaching suggestions',
  'Unlimited conversations',
];

/** The header's Pricing link lands here; the page renders after the browser looked for #pricing. */
function useScrollToHash() {
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView();
  }, []);
}

export default function About() {
  useScrollToHash();
  return (
    <SiteLayout>
      <PageIntro eyebrow="About Parley" title="Helping people talk without fighting">
        <p>
          Our mission is to turn emotionally charged messages into calm, clear communication, so the people
          who have to keep talking (co-parents, partners, colleagues, families) can actually get things done.
        </p>
      </PageIntro>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <StepCards steps={howItWorks} />
      </section>

      <section
        aria-labelledby="why-heading"
        className="border-y border-slate-200 bg-slate-50 py-14 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight">
            Why Parley
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((r) => (
              <li key={r.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-700/30 dark:text-blue-300">
                  <r.icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{r.title}</h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{r.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="screens-heading" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h2 id="screens-heading" className="mb-6 text-center text-3xl font-bold tracking-tight">
          A look inside
        </h2>
        <ScreenshotCarousel slides={slides} label="Parley screenshots" />
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="scroll-mt-16 border-t border-slate-200 bg-gradient-to-b from-white to-brand-50 py-14 dark:border-slate-800 dark:from-slate-950 dark:to-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="pricing-heading" className="text-center text-3xl font-bold tracking-tight">
            Simple pricing
          </h2>
          <p className="mt-3 text-center text-lg text-slate-700 dark:text-slate-300">
            Start with a {TRIAL_DAYS}-day free trial. Keep going for one low price.
          </p>
          <Card className="mx-auto mt-10 max-w-md p-8">
            <h3 className="text-lg font-semibold">Parley Pro</h3>
            <p className="mt-4">
              <span className="text-5xl font-extrabold tracking-tight">{PRO_PRICE_LABEL}</span>
              <span className="text-slate-700 dark:text-slate-300"> / month</span>
            </p>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              After your {TRIAL_DAYS}-day free trial. Cancel anytime.
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check
                    className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                    aria-hidden="true"
                  />
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-8 w-full">
              <Link href="/register">Start Free Trial</Link>
            </Button>
            <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
              Payments are handled by a PCI DSS compliant card payment provider. Parley never stores your card
              details.
            </p>
          </Card>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild variant="outline" size="lg">
              <Link href="/demo">Try Demo</Link>
            </Button>
            <Button asChild variant="ghost" size="lg">
              <Link href="/login">Sign In</Link>
            </Button>
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
