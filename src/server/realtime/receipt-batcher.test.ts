import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { sendText, startConversation } from '../../../test/helpers/chat';
import { messageReceipts } from '../db/schema';
import { receiptBatcher } from './receipt-batcher';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the receipt batcher', () => {
  it('writes each stamp with the time it was delivered, however late the flush, and only the first', async () => {
    const [alice, bob] = await Promise.all([1, 2].map(() => buildUser(t)));
    const { id } = await startConversation(alice!.client, [bob!.email]);
    const first = await sendText(alice!.client, id, 'one');
    const second = await sendText(alice!.client, id, 'two');
    const errors: unknown[] = [];
    const receipts = receiptBatcher(t.db, t.clock, (err) => errors.push(err));

    const start = t.clock.now();
    receipts.delivered(first.id, bob!.user.id);
    t.clock.set(new Date(start.getTime() + 250));
    receipts.delivered(second.id, bob!.user.id);
    receipts.delivered(first.id, bob!.user.id); // a second device: the first delivery stands
    t.clock.set(new Date(start.getTime() + 5000));
    expect(await t.db.select().from(messageReceipts).where(eq(messageReceipts.userId, bob!.user.id))).toEqual(
      [],
    );
    await receipts.close();

    const rows = await t.db.select().from(messageReceipts).where(eq(messageReceipts.userId, bob!.user.id));
    const stamped = new Map(rows.map((r) => [r.messageId, r.deliveredAt?.getTime()]));
    expect(stamped).toEqual(
      new Map([
        [first.id, start.getTime()],
        [second.id, start.getTime() + 250],
      ]),
    );
    expect(errors).toEqual([]);
  });
});
