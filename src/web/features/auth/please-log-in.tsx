import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { navigateSoon } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/** Shown on signed-in routes to visitors. */
export function PleaseLogIn() {
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-2xl font-bold">Please Log In</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">You need to be signed in to view this page.</p>
        <Button className="mt-6" onClick={() => navigateSoon(navigate, '/login')}>
          <LogIn className="h-4 w-4" aria-hidden="true" /> Log In
        </Button>
      </Card>
    </main>
  );
}
