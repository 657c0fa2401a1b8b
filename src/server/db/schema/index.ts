/**
 * The database schema (drizzle), one file per area; drizzle.config.ts reads this index, and
 * migrations are generated from it (npm run db:generate).
 */
export * from './accounts';
export * from './conversations';
export * from './messages';
export * from './billing';
export * from './support';
export * from './administration';
export * from './service';
