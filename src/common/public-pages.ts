/**
 * The pages anyone may read without an account, worth finding from a search engine: the sitemap
 * lists them, and the end-to-end test of public pages visits them (with the sign-in pages).
 */
export const INDEXABLE_PAGES = [
  '/',
  '/features',
  '/demo',
  '/about',
  '/technology',
  '/verify',
  '/terms',
] as const;

/** Pages only for someone signed in, kept out of search engines (robots.txt). */
export const PRIVATE_PAGES = [
  '/dashboard',
  '/settings',
  '/manage-subscription',
  '/admin',
  '/support',
] as const;
