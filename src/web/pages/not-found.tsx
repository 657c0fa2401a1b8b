import { Home } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { SiteLayout } from '../features/site/site-layout';
import { Button } from '../ui/button';

/** Any other path shows the missing path and a Go Home link to /. */
export default function NotFound() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center sm:py-28">
        <p className="text-7xl font-extrabold tracking-tight text-brand-600 dark:text-blue-400">404</p>
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="text-slate-700 dark:text-slate-300">
          We could not find{' '}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {location}
          </code>
          . It may have moved, or the link may be mistyped.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link href="/">
            <Home className="h-4 w-4" aria-hidden="true" /> Go Home
          </Link>
        </Button>
      </div>
    </SiteLayout>
  );
}
