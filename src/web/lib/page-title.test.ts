import { describe, expect, it } from 'vitest';
import { LANDING_TITLE, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names each page, then the product', () => {
    expect(pageTitle('/login', false)).toBe('Sign In · Parley');
    expect(pageTitle('/manage-subscription', true)).toBe('Manage Subscription · Parley');
  });

  it('keeps the landing title for visitors and names the dashboard for people signed in', () => {
    expect(pageTitle('/', false)).toBe(LANDING_TITLE);
    expect(pageTitle('/', true)).toBe('Dashboard · Parley');
  });

  it('calls an unknown path what the page shows', () => {
    expect(pageTitle('/no-such-page', false)).toBe('Page not found · Parley');
  });
});
