export const E2E_PORT = 5055;
export const MAIL_PORT = 5056;
export const ADMIN_EMAIL = 'admin@parley.test';
export const ADMIN_PASSWORD = 'admin password 1';
