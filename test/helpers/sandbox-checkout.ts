import { expect } from 'vitest';
import type { Client } from './app';

/** Opens a sandbox checkout for the signed-in user and returns its page's URL. */
export async function startCheckout(client: Client, returnPath = '/manage-subscription'): Promise<string> {
  const res = await client({ method: 'POST', url: '/api/subscription/create', payload: { returnPath } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessionUrl as string;
}

/** Submits the sandbox checkout form the way the browser does (urlencoded). */
export const payWith = (client: Client, url: string, card: string, extra: Record<string, string> = {}) =>
  client({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: card,
      expiry: '12/34',
      cvc: '123',
      name: 'Casey',
      return: '/manage-subscription',
      ...extra,
    }).toString(),
  });
