import { Link, useLocation } from 'wouter';

/** A public test page showing the current location (SPEC §2). */
export default function SimpleTest() {
  const [location] = useLocation();
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Simple Test Page</h1>
      <p className="mt-4">
        Current location:{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{location}</code>
      </p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline dark:text-blue-300">
        Go Home
      </Link>
    </main>
  );
}
