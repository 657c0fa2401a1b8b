/**
 * Whether an endpoint's host is one of the allowed push services (PUSH_SERVICE_HOSTS), or a
 * subdomain of one. The server POSTs to subscription endpoints, which come from the client.
 */
export function isPushServiceHost(hostname: string, allowed: string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some((a) => host === a || host.endsWith(`.${a}`));
}
