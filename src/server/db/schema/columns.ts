import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column types and defaults the tables share. */

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
