import { TIMINGS } from '@common/constants';

/** SPEC §2: Back and Log In buttons, and the login redirect, go after about 100 ms. */
export function navigateSoon(navigate: (to: string) => void, to: string): void {
  setTimeout(() => navigate(to), TIMINGS.redirectDelayMs);
}

/** A full page load (SPEC §2: Support and Admin Portal from the dashboard). */
export function loadPage(to: string): void {
  window.location.assign(to);
}
