import { Home } from 'lucide-react';
import { Link, useLocation } from 'wouter';

export default function NotFound() {
  const [location] = useLocation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">
        We could not find{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{location}</code>.
      </p>
      <Link
        href="/"
        className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        <Home className="h-4 w-4" aria-hidden="true" /> Go Home
      </Link>
    </main>
  );
}
