import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useLocation } from 'wouter';
import { navigateSoon } from '../../lib/navigation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/** /admin: what anyone but the administrator sees. */
export function AccessDenied() {
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md p-8 text-center">
        <ShieldAlert className="mx-auto h-12 w-12 text-red-600 dark:text-red-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          You do not have permission to access this admin portal.
        </p>
        <Button className="mt-6" onClick={() => navigateSoon(navigate, '/dashboard')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
        </Button>
      </Card>
    </main>
  );
}
