import { PRO_PRICE_LABEL, PRODUCT_NAME } from '../../common/constants';

/**
 * Server-rendered pages of the sandbox provider: a plain form that works without script. One small
 * same-origin script (CSP script-src 'self', nothing inline) only shows dates in the reader's time zone.
 */

export const LOCAL_DATES_SCRIPT_PATH = '/billing/sandbox/local-dates.js';

/**
 * Rewrites each <time data-local-date> in the browser's own time zone, in the general format
 * ('MMMM dd, yyyy', which en-US long month + 2-digit day gives), as the web app's dates read. Without
 * script the server's UTC date stays.
 */
export const LOCAL_DATES_SCRIPT = `'use strict';
(function () {
  var format = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric' });
  document.querySelectorAll('time[data-local-date]').forEach(function (el) {
    var date = new Date(el.getAttribute('datetime'));
    if (!isNaN(date.getTime())) el.textContent = format.format(date);
  });
})();
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.5}
.dark body{background:#020617;color:#f1f5f9}
.test-mode{background:#fde047;color:#422006;text-align:center;font-weight:700;padding:.6rem 1rem;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}
.dark .card{background:#0f172a;border-color:#334155}
h1{font-size:1.35rem;margin:0 0 .25rem}
.price{font-size:1.1rem;margin:0 0 1rem}.muted{color:#475569}.dark .muted{color:#cbd5e1}
label{display:block;font-weight:600;font-size:.9rem;margin:.9rem 0 .3rem}
input{width:100%;height:2.6rem;padding:0 .75rem;border:1px solid #94a3b8;border-radius:.4rem;font:inherit;background:#fff;color:inherit}
.dark input{background:#020617;border-color:#475569}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{border:1px solid #dc2626;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem;margin:0 0 1rem;font-weight:600}
.dark .error{background:#450a0a;color:#fecaca;border-color:#f87171}
.trial{border:1px solid #bfdbfe;background:#eff6ff;color:#1e3a8a;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
.dark .trial{background:#172554;color:#dbeafe;border-color:#1e40af}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:2.9rem;margin-top:1.25rem;border:0;border-radius:.4rem;background:#2563eb;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#1d4ed8}
a{color:#1d4ed8}.dark a{color:#93c5fd}
.back{display:block;text-align:center;margin-top:1rem}
.hints{font-size:.85rem;margin-top:1.25rem}.hints code{font-weight:600}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
`;

function layout(input: { title: string; dark: boolean; body: string }): string {
  return `<!doctype html>
<html lang="en" class="${input.dark ? 'dark' : ''}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} · ${PRODUCT_NAME} (test mode)</title>
<style>${STYLE}</style>
<script src="${LOCAL_DATES_SCRIPT_PATH}" defer></script>
</head>
<body>
<div class="test-mode" role="note">TEST MODE — no real payment is taken. Card details are never stored.</div>
<main>${input.body}</main>
</body>
</html>`;
}

export interface CheckoutPageInput {
  action: string;
  returnPath: string;
  email: string;
  dark: boolean;
  error?: { message: string; field?: 'cardNumber' | 'expiry' | 'cvc' };
  /** Set when this checkout keeps the rest of the free trial: the first charge is on this date. */
  firstChargeOn?: Date | null;
  /** Re-shown after an error; the card number and security code never are. */
  name?: string;
  expiry?: string;
}

/** The general date ('MMMM dd, yyyy') in UTC: the server cannot know the reader's zone. */
const utcLongDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date the page's script shows in the reader's zone; the UTC text stays where script does not run. */
function localDate(date: Date): string {
  return `<time datetime="${date.toISOString()}" data-local-date>${utcLongDate.format(date)}</time>`;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const { error, firstChargeOn } = input;
  // After a refusal focus starts on the field to fix, which the error describes (a page without
  // script: autofocus). A declined card is fixed with another card number.
  const toFix = error ? (error.field ?? 'cardNumber') : undefined;
  const invalid = (field: string) =>
    field !== toFix
      ? ''
      : `${error?.field ? ' aria-invalid="true"' : ''} aria-describedby="checkout-error" autofocus`;
  const body = `
<div class="card">
  <h1>${PRODUCT_NAME} Pro</h1>
  <p class="price"><strong>${PRO_PRICE_LABEL}</strong> per month · cancel anytime</p>
  <p class="muted">Paying as ${escapeHtml(input.email)}</p>
  ${
    firstChargeOn
      ? `<p class="trial" role="note"><strong>Your free trial continues.</strong> You'll be charged ${PRO_PRICE_LABEL} on ${localDate(firstChargeOn)}, when it ends. Nothing is charged today.</p>`
      : ''
  }
  ${error ? `<div class="error" id="checkout-error" role="alert">${escapeHtml(error.message)}</div>` : ''}
  <form method="post" action="${escapeHtml(input.action)}" novalidate>
    <input type="hidden" name="return" value="${escapeHtml(input.returnPath)}">
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="off" value="${escapeHtml(input.name ?? '')}">
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required${invalid('cardNumber')}>
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label>
      <input id="expiry" name="expiry" autocomplete="off" placeholder="12/34" value="${escapeHtml(input.expiry ?? '')}" required${invalid('expiry')}></div>
      <div><label for="cvc">Security code</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" placeholder="123" required${invalid('cvc')}></div>
    </div>
    <button type="submit">${firstChargeOn ? 'Subscribe' : `Pay ${PRO_PRICE_LABEL}`}</button>
  </form>
  <div class="hints muted">
    <p>Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined. Any future expiry date and any 3-digit code.</p>
    <p><code>4000 0000 0000 0341</code> is saved but its charges are declined: subscribe with it during the trial to see the first renewal fail.</p>
  </div>
  <a class="back" href="${escapeHtml(input.returnPath)}">Cancel and return to ${PRODUCT_NAME}</a>
</div>`;
  return layout({ title: 'Checkout', dark: input.dark, body });
}

/** A short page with one message and one way onward (signed out, already paid, not found, portal). */
export function messagePage(input: {
  title: string;
  message: string;
  link: { href: string; label: string };
  dark: boolean;
}): string {
  const body = `
<div class="card">
  <h1>${escapeHtml(input.title)}</h1>
  <p class="muted">${escapeHtml(input.message)}</p>
  <a class="button" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a>
</div>`;
  return layout({ title: input.title, dark: input.dark, body });
}
