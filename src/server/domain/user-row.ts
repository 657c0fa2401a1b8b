import type { users } from '../db/schema';

/** A person as stored. Its own module, so the types of events and entries need not import accounts.ts. */
export type UserRow = typeof users.$inferSelect;
