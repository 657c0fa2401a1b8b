import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { mayBeSignedIn, useAuth } from './lib/auth';
import { usePageChange } from './lib/use-page-change';
import { Spinner } from './ui/spinner';
import { FollowInvitation } from './features/auth/follow-invitation';
import { PleaseLogIn } from './features/auth/please-log-in';

type PageModule = Promise<{ default: ComponentType }>;

/** Every route is its own chunk, so the landing page stays light. Each path's chunk, by the path. */
const loaders = {
  '/': () => import('./pages/landing'),
  '/login': () => import('./pages/login'),
  '/register': () => import('./pages/register'),
  '/forgot-password': () => import('./pages/forgot-password'),
  '/reset-password': () => import('./pages/reset-password'),
  '/features': () => import('./pages/features'),
  '/demo': () => import('./pages/demo'),
  '/about': () => import('./pages/about'),
  '/terms': () => import('./pages/terms'),
  '/simple-test': () => import('./pages/simple-test'),
  '/verify': () => import('./pages/verify'),
  '/technology': () => import('./pages/technology'),
  '/dashboard': () => import('./pages/dashboard'),
  '/manage-subscription': () => import('./pages/manage-subscription'),
  '/admin': () => import('./pages/admin'),
  '/support': () => import('./pages/support'),
  '/settings': () => import('./pages/settings'),
  '/confirm-email': () => import('./pages/confirm-email'),
} satisfies Record<string, () => PageModule>;
const loadNotFound = () => import('./pages/not-found');

/**
 * Starts fetching the chunk of the page the browser opened (the dashboard at '/' for someone who may
 * be signed in) as the entry runs, so it loads while the session is asked for rather than after.
 */
export function startLoadingPage(pathname: string): void {
  const path = pathname === '/' && mayBeSignedIn() ? '/dashboard' : pathname;
  const load = path in loaders ? loaders[path as keyof typeof loaders] : loadNotFound;
  void load().catch(() => undefined);
}

const page = (load: () => PageModule): LazyExoticComponent<ComponentType> => lazy(load);

const Landing = page(loaders['/']);
const Login = page(loaders['/login']);
const Register = page(loaders['/register']);
const ForgotPassword = page(loaders['/forgot-password']);
const ResetPassword = page(loaders['/reset-password']);
const Features = page(loaders['/features']);
const Demo = page(loaders['/demo']);
const About = page(loaders['/about']);
const Terms = page(loaders['/terms']);
const SimpleTest = page(loaders['/simple-test']);
const Verify = page(loaders['/verify']);
const Technology = page(loaders['/technology']);
const Dashboard = page(loaders['/dashboard']);
const ManageSubscription = page(loaders['/manage-subscription']);
const Admin = page(loaders['/admin']);
const Support = page(loaders['/support']);
const Settings = page(loaders['/settings']);
const ConfirmEmail = page(loaders['/confirm-email']);
const NotFound = page(loadNotFound);

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
