import { PRODUCT_NAME } from '@common/constants';

/** The landing page keeps the title index.html gives it (what a search result or bookmark shows). */
export const LANDING_TITLE = `${PRODUCT_NAME} — Communicate without conflict`;

/** Each route's name, as its main heading or the menu entry that leads there says it. */
const PAGE_NAMES: Record<string, string> = {
  '/login': 'Sign In',
  '/register': 'Create Account',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/features': 'Features',
  '/demo': 'Try Demo',
  '/about': 'About',
  '/terms': 'Terms of Service',
  '/simple-test': 'Simple Test',
  '/verify': 'Check a Record',
  '/technology': 'Technology',
  '/dashboard': 'Dashboard',
  '/manage-subscription': 'Manage Subscription',
  '/admin': 'Admin Portal',
  '/support': 'Support Center',
};

/**
 * The document title for a path: screen readers announce it on a page change, and it names the
 * tab and the history entry. '/' is the dashboard for someone signed in (routes.tsx).
 */
export function pageTitle(path: string, signedIn: boolean): string {
  if (path === '/') return signedIn ? `Dashboard · ${PRODUCT_NAME}` : LANDING_TITLE;
  return `${PAGE_NAMES[path] ?? 'Page not found'} · ${PRODUCT_NAME}`;
}
