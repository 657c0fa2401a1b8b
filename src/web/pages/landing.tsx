import { ArrowRight, Briefcase, Heart, MessagesSquare, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PRO_PRICE_LABEL, TRIAL_DAYS } from '@common/constants';
import { CallsToAction } from '../features/site/calls-to-action';
import { SiteLayout } from '../features/site/site-layout';
import { StepCards, type Step } from '../features/site/step-cards';
import { Button } from '../ui/button';

const steps: Step[] = [
  {
    icon: MessagesSquare,
    title: 'Write what you feel',
    text: 'Type the message the way it comes out, frustration and all. Nothing is sent yet.',
  },
  {
    icon: Sparkles,
    title: 'See a calmer version',
    text: 'The assistant keeps your point and your facts, and takes out the blame, sarcasm and absolutes.',
  },
  {
    icon: ShieldCheck,
    title: 'Choose what goes out',
    text: 'Send the improved text, send your original, or edit it. You always have the last word.',
  },
];

const audiences = [
  {
    icon: Users,
    title: 'Co-parents',
    text: 'Pickups and changes of plan without the old arguments, and a record anyone can check.',
  },
  { icon: Heart, title: 'Couples and families', text: 'Hard topics, teen and parent talks, kinder words.' },
  { icon: Briefcase, title: 'Work', text: 'Tense threads, in a tone that stays professional.' },
];

/** The hero picture is decorative extra: it disappears if it cannot load. */
function HeroImage() {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src="/images/hero-chat.svg"
      alt="A Parley conversation where a harsh draft is rewritten into a calm message before it is sent"
      width={560}
      height={440}
      className="w-full max-w-xl drop-shadow-xl"
      onError={() => setFailed(true)}
    />
  );
}

export default function Landing() {
  return (
    <SiteLayout>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-brand-700/30 dark:text-blue-300">
              <Sparkles className="h-4 w-4" aria-hidden="true" /> AI tone correction before you send
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              COMMUNICATE WITHOUT CONFLICT
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700 sm:text-xl dark:text-slate-300">
              Keep conversations calm and productive, even when emotions run high.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/register">
                  Get Started Free <ArrowRight className="h-5 w-5" aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/demo">Try Demo</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {TRIAL_DAYS}-day free trial, then {PRO_PRICE_LABEL}/month. Cancel anytime.
            </p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <HeroImage />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <StepCards steps={steps} />
      </section>

      <section
        aria-labelledby="who-heading"
        className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="who-heading" className="text-center text-3xl font-bold tracking-tight">
            Made for conversations that tend to go wrong
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {audiences.map((a) => (
              <li key={a.title} className="flex gap-4">
                <a.icon
                  className="mt-1 h-6 w-6 shrink-0 text-brand-600 dark:text-blue-300"
                  aria-hidden="true"
                />
                <div>
                  <h3 className="font-semibold">{a.title}</h3>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{a.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link
              href="/features"
              className="font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300"
            >
              See every feature
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Try it before you sign up
        </h2>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
          The demo runs right in your browser. Type something you would regret and see what Parley suggests.
        </p>
        <CallsToAction className="mt-8" />
      </section>
    </SiteLayout>
  );
}
