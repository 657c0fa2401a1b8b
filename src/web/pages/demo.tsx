import { Link } from 'wouter';
import { DemoChat } from '../features/site/demo/demo-chat';
import { PageIntro, SiteLayout } from '../features/site/site-layout';
import { Button } from '../ui/button';

/** /demo: a public chat that runs entirely in the browser. */
export default function Demo() {
  return (
    <SiteLayout>
      <PageIntro eyebrow="Live demo" title="See Parley calm a conversation">
        <p>
          Write a message to our sample contact. Say something harsh, with words like &ldquo;never&rdquo; or
          &ldquo;ridiculous&rdquo;, and Parley offers a calmer version before it is sent. Nothing leaves your
          browser.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <DemoChat />
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="text-slate-700 dark:text-slate-300">Like what you see?</p>
          <Button asChild size="lg">
            <Link href="/register">Get Started Free</Link>
          </Button>
        </div>
      </div>
    </SiteLayout>
  );
}
