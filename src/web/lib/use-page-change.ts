import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusHere } from './focus';
import { pageTitle } from './page-title';

/** How long a lazily loaded page (or one waiting for its data) may take to show its heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * What a full page load does for free, done on client-side navigation too: the title names the
 * page, and focus moves to its main heading so a screen reader announces where you arrived
 * (otherwise focus stays on <body>, or on the link that is no longer there, and nothing is said).
 */
export function usePageChange(signedIn: boolean): void {
  const [path] = useLocation();
  useEffect(() => {
    document.title = pageTitle(path, signedIn);
  }, [path, signedIn]);

  // The first page is a real page load; StrictMode's second run of the effect is not a navigation.
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    return focusMainHeadingOnceShown();
  }, [path]);
}

/** Focuses the page's h1 when it appears; returns a function that stops waiting. */
export function focusMainHeadingOnceShown(): () => void {
  const focusedBefore = document.activeElement;
  const tryFocus = (): boolean => {
    const focused = document.activeElement;
    // Someone who already moved on (clicked into a field while the page loaded) stays where they are.
    if (focused && focused !== document.body && focused !== focusedBefore) return true;
    // The page left behind can still be in the document, hidden while the new one loads: it takes no focus.
    const headings = [
      ...document.querySelectorAll<HTMLElement>('main h1'),
      ...document.querySelectorAll<HTMLElement>('h1'),
    ];
    return headings.some(focusHere);
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => tryFocus() && stop());
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  return stop;
}
