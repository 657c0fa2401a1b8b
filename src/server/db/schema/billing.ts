import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Plans, payments, the payment provider's processed webhooks and the sandbox's checkouts. */

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** trial | active | past_due | canceled | none */
    status: text('status').notNull().default('trial'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    provider: text('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.providerCustomerId),
    index('subscriptions_provider_sub_idx').on(t.providerSubscriptionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    description: text('description').notNull(),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_provider_ref_idx').on(t.providerReference),
  ],
);

/** Provider webhook events already processed: each is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's checkout sessions (test mode, no card data stored). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    /**
     * What the card paid with answers to later charges (renewals): the test card 4000 0000 0000 0341
     * is saved but every charge on it is declined. Only this outcome is kept, never the card.
     */
    cardDeclinesCharges: boolean('card_declines_charges').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_user_idx').on(t.userId)],
);
