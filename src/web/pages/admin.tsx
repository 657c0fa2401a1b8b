import { ArrowLeft, Shield } from 'lucide-react';
import { useLocation } from 'wouter';
import { ApiError } from '../lib/api';
import { useAuth } from '../lib/auth';
import { navigateSoon } from '../lib/navigation';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { PleaseLogIn } from '../features/auth/please-log-in';
import { AccessDenied } from '../features/admin/access-denied';
import { useAdminSummary } from '../features/admin/admin-api';
import { AdminPortal } from '../features/admin/admin-portal';
import { PageShell, PageTitle } from '../features/support/page-shell';

/**
 * /admin. The current user's isAdmin flag spares non-admins a pointless request, but the server
 * decides: the summary answers 403 to anyone but the administrator, and that also shows Access Denied.
 */
export default function Admin() {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const summary = useAdminSummary(Boolean(user?.isAdmin));

  if (isLoading) return <Spinner label="Authenticating..." />;
  const status = summary.error instanceof ApiError ? summary.error.status : null;
  if (!user || status === 401) return <PleaseLogIn />;
  if (!user.isAdmin || status === 403) return <AccessDenied />;
  if (summary.isLoading) return <Spinner label="Authenticating..." />;

  return (
    <PageShell>
      <PageTitle
        title="Admin Portal"
        subtitle="User management and support dashboard"
        icon={<Shield className="h-6 w-6" aria-hidden="true" />}
        actions={
          <Button variant="outline" onClick={() => navigateSoon(navigate, '/dashboard')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to App
          </Button>
        }
      />
      {summary.data ? (
        <AdminPortal admin={user} summary={summary.data} />
      ) : (
        <Card className="p-6 text-center" role="alert">
          The admin portal could not be loaded. Please refresh the page to try again.
        </Card>
      )}
    </PageShell>
  );
}
