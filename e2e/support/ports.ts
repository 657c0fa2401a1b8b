/** Each concurrent e2e run (a developer's, CI's) can pick its own ports with E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const MAIL_PORT = E2E_PORT + 1;
export const ADMIN_EMAIL = 'admin@parley.test';
export const ADMIN_PASSWORD = 'admin password 1';
/** A person whose free trial ended before the run began (seeded by server.ts with the same start as everyone). */
export const EXPIRED_EMAIL = 'expired@parley.test';
export const EXPIRED_PASSWORD = 'expired password 1';
