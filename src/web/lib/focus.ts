/**
 * Moves focus to an element that is not a control (a heading, a message, a list entry), so a screen
 * reader reads it and the next Tab goes on from there; it joins no Tab order.
 */
export function focusHere(element: HTMLElement): boolean {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
  return document.activeElement === element;
}
