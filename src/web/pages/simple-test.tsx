import { Link, useLocation, useSearch } from 'wouter';
import { PageIntro, SiteLayout } from '../features/site/site-layout';
import { Card } from '../ui/card';

/** A public test page showing the current location: handy to check routing behind a proxy. */
export default function SimpleTest() {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <SiteLayout>
      <PageIntro title="Simple Test Page">
        <p>If you can read this, the app and its router are working.</p>
      </PageIntro>
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <Card className="p-6">
          <p>
            Current location:{' '}
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{location}</code>
          </p>
          <p className="mt-3">
            Query string:{' '}
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
              {search ? `?${search}` : '(none)'}
            </code>
          </p>
          <Link
            href="/"
            className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300"
          >
            Go Home
          </Link>
        </Card>
      </div>
    </SiteLayout>
  );
}
