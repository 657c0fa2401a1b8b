import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { useAuth } from './lib/auth';
import { usePageChange } from './lib/use-page-change';
import { Spinner } from './ui/spinner';
import { FollowInvitation } from './features/auth/follow-invitation';
import { PleaseLogIn } from './features/auth/please-log-in';

/** Every route is its own chunk, so the landing page stays light. */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> =>
  lazy(load);

const Landing = page(() => import('./pages/landing'));
const Login = page(() => import('./pages/login'));
const Register = page(() => import('./pages/register'));
const ForgotPassword = page(() => import('./pages/forgot-password'));
const ResetPassword = page(() => import('./pages/reset-password'));
const Features = page(() => import('./pages/features'));
const Demo = page(() => import('./pages/demo'));
const About = page(() => import('./pages/about'));
const Terms = page(() => import('./pages/terms'));
const SimpleTest = page(() => import('./pages/simple-test'));
const Verify = page(() => import('./pages/verify'));
const Technology = page(() => import('./pages/technology'));
const Dashboard = page(() => import('./pages/dashboard'));
const ManageSubscription = page(() => import('./pages/manage-subscription'));
const Admin = page(() => import('./pages/admin'));
const Support = page(() => import('./pages/support'));
const Settings = page(() => import('./pages/settings'));
const ConfirmEmail = page(() => import('./pages/confirm-email'));
const NotFound = page(() => import('./pages/not-found'));

/** These routes show 'Please Log In' to visitors. /admin, /support and /settings handle it themselves. */
function SignedIn({ component: Component }: { component: ComponentType }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Component /> : <PleaseLogIn />;
}

/**
 * /login and /register are for visitors: someone already signed in when they arrive (Back from the
 * dashboard, a bookmark) goes on to /dashboard, in place of the page, so Back does not bring it again;
 * an invitation link they follow is used for their account (FollowInvitation).
 * Signing in on the page itself goes on as on the page (a toast, then /dashboard after about 100 ms).
 */
function SignedOut({ component: Component }: { component: ComponentType }) {
  const { isAuthenticated } = useAuth();
  const [signedInOnArrival] = useState(isAuthenticated);
  return signedInOnArrival ? <FollowInvitation /> : <Component />;
}

export function AppRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  usePageChange(isAuthenticated);
  if (isLoading) return <Spinner label="Loading..." />;
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Switch>
        <Route path="/">{isAuthenticated ? <Dashboard /> : <Landing />}</Route>
        <Route path="/login">
          <SignedOut component={Login} />
        </Route>
        <Route path="/register">
          <SignedOut component={Register} />
        </Route>
        <Route path="/forgot-password" component={ForgotPassword} />
        <Route path="/reset-password" component={ResetPassword} />
        <Route path="/features" component={Features} />
        <Route path="/demo" component={Demo} />
        <Route path="/about" component={About} />
        <Route path="/terms" component={Terms} />
        <Route path="/simple-test" component={SimpleTest} />
        <Route path="/verify" component={Verify} />
        <Route path="/technology" component={Technology} />
        <Route path="/dashboard">
          <SignedIn component={Dashboard} />
        </Route>
        <Route path="/manage-subscription">
          <SignedIn component={ManageSubscription} />
        </Route>
        {/* Handles visitors itself: an account just deleted there must still hear what happened. */}
        <Route path="/settings" component={Settings} />
        <Route path="/confirm-email" component={ConfirmEmail} />
        <Route path="/admin" component={Admin} />
        <Route path="/support" component={Support} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
