import { TIMINGS } from '@common/constants';

/**
 * Back and Log In buttons, and the login redirect, go after about 100 ms. `replace` puts the
 * page in place of the current one in the history (signed in, Back should not return to the sign-in form).
 */
export function navigateSoon(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  to: string,
  options?: { replace?: boolean },
): void {
  setTimeout(() => navigate(to, options), TIMINGS.redirectDelayMs);
}

/** A full page load (Support and Admin Portal from the dashboard). */
export function loadPage(to: string): void {
  window.location.assign(to);
}
