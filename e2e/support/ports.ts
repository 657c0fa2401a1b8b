/** Each concurrent e2e run (a developer's, CI's) can pick its own ports with E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const MAIL_PORT = E2E_PORT + 1;
export const ADMIN_EMAIL = 'admin@parley.test';
export const ADMIN_PASSWORD = 'admin password 1';
