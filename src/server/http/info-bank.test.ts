import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type Client } from '../../../test/helpers/app';
import { startConversation } from '../../../test/helpers/chat';
import { listeningTestApp } from '../../../test/helpers/ws';
import { verifyExportFile } from '../../common/records/verify-file';
import type { InfoBankView, InfoCardView } from '../../common/schemas/info-bank';
import type { MessageView } from '../../common/types';
import { legalHolds, messages } from '../db/schema';
import { CARD_CHANGED_MEANWHILE } from '../domain/info-bank';

const server = listeningTestApp(() => buildTestApp());
type Person = Awaited<ReturnType<typeof buildUser>>;

async function family() {
  const alice = await buildUser(server.t, { firstName: 'Alice', lastName: 'Archer' });
  const bob = await buildUser(server.t, { firstName: 'Bob', lastName: 'Baker' });
  const mallory = await buildUser(server.t, { firstName: 'Mallory', lastName: 'Mole' });
  const conversationId = (await startConversation(alice.client, [bob.email], 'Kids')).id;
  return { alice, bob, mallory, conversationId };
}
const bankOf = (client: Client, conversationId: string) =>
  client({ method: 'GET', url: `/api/conversations/${conversationId}/info` });
const addCard = (client: Client, conversationId: string, card: unknown, clientId = randomUUID()) =>
  client({
    method: 'POST',
    url: `/api/conversations/${conversationId}/info/cards`,
    payload: { clientId, card },
  });
const editCard = (
  client: Client,
  conversationId: string,
  cardId: string,
  baseVersion: number,
  card: unknown,
  clientId = randomUUID(),
) =>
  client({
    method: 'PUT',
    url: `/api/conversations/${conversationId}/info/cards/${cardId}`,
    payload: { clientId, baseVersion, card },
  });
const infoEntries = (conversationId: string) =>
  server.t.db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.kind, 'info.card_saved')))
    .orderBy(asc(messages.id));

const maya = {
  name: 'Maya',
  doctor: 'Dr Patel, Riverside Surgery, 01632 960 123',
  school: 'Hillside Primary, class 3B',
  allergies: '',
  medication: 'Inhaler (blue) before sport',
  sizes: 'Shoes 13, clothes age 7-8',
  contacts: 'Grandma Jo 07700 900 456',
  notes: '',
};

describe('the info bank', () => {
  it('every participant reads and edits a card; each save is a version saying who changed what', async () => {
    const { alice, bob, conversationId } = await family();
    const bobsSocket = await server.connected(bob.cookie);
    const added = await addCard(alice.client, conversationId, maya);
    expect(added.statusCode, added.body).toBe(201);
    const card = added.json<InfoCardView>();
    expect(card).toMatchObject({ version: 1, card: maya, updatedById: alice.user.id });
    await bobsSocket.waitFor(
      'new_message',
      (e) =>
        e.message.kind === 'info.card_saved' &&
        e.message.sentence === 'Alice Archer added an info card for Maya',
    );

    const edited = await editCard(bob.client, conversationId, card.id, 1, {
      ...maya,
      allergies: 'Peanuts (severe), carries an EpiPen',
      sizes: 'Shoes 1, clothes age 8-9',
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const seen = (await bankOf(alice.client, conversationId)).json<InfoBankView>();
    expect(seen.cards).toHaveLength(1);
    const [now] = seen.cards;
    expect(now).toMatchObject({ id: card.id, version: 2, updatedById: bob.user.id });
    expect(now.card.allergies).toBe('Peanuts (severe), carries an EpiPen');
    expect(now.history.map((v) => [v.version, v.authorId, v.changed])).toEqual([
      [2, bob.user.id, ['allergies', 'sizes']],
      [1, alice.user.id, ['name', 'doctor', 'school', 'medication', 'sizes', 'contacts']],
    ]);
    expect(now.history[1].card).toEqual(maya);

    // Both saves are in the timeline with their sentences.
    const timeline = (await alice.client({ method: 'GET', url: `/api/messages/${conversationId}` })).json<
      MessageView[]
    >();
    expect(timeline.filter((m) => m.kind === 'info.card_saved').map((m) => m.sentence)).toEqual([
      'Alice Archer added an info card for Maya',
      "Bob Baker updated Maya's info card: allergies, sizes",
    ]);
  });

  it('refuses an edit made on an older version, and records nothing for a save without changes or a retry', async () => {
    const { alice, bob, conversationId } = await family();
    const card = (await addCard(alice.client, conversationId, maya)).json<InfoCardView>();
    const clientId = randomUUID();
    const first = await editCard(
      bob.client,
      conversationId,
      card.id,
      1,
      { ...maya, notes: 'Loves swimming' },
      clientId,
    );
    expect(first.statusCode).toBe(201);
    const retry = await editCard(
      bob.client,
      conversationId,
      card.id,
      1,
      { ...maya, notes: 'Loves swimming' },
      clientId,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json<InfoCardView>().version).toBe(2);

    const stale = await editCard(alice.client, conversationId, card.id, 1, {
      ...maya,
      notes: 'Hates swimming',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CARD_CHANGED_MEANWHILE);
    const same = await editCard(alice.client, conversationId, card.id, 2, {
      ...maya,
      notes: 'Loves swimming',
    });
    expect(same.statusCode).toBe(200);
    expect(await infoEntries(conversationId)).toHaveLength(2);
  });

  it('is 404 for anyone outside the conversation, and 400 with a message for bad cards', async () => {
    const { alice, mallory, conversationId } = await family();
    const card = (await addCard(alice.client, conversationId, maya)).json<InfoCardView>();
    expect((await bankOf(mallory.client, conversationId)).statusCode).toBe(404);
    expect((await addCard(mallory.client, conversationId, maya)).statusCode).toBe(404);
    expect((await editCard(mallory.client, conversationId, card.id, 1, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await editCard(alice.client, conversationId, randomUUID(), 1, maya)).statusCode).toBe(404);

    const nameless = await addCard(alice.client, conversationId, { ...maya, name: '   ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain("The child's name is required");
    const long = await addCard(alice.client, conversationId, { ...maya, notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Notes can be at most 2000 characters');
    const nul = await addCard(alice.client, conversationId, { ...maya, doctor: 'Dr\u0000Who' });
    expect(nul.statusCode).toBe(400);
  });

  it('under a legal hold an edit is a new entry and the earlier ones stay as they were; exports verify', async () => {
    const { alice, bob, conversationId } = await family();
    const card = (await addCard(alice.client, conversationId, maya)).json<InfoCardView>();
    await server.t.db
      .insert(legalHolds)
      .values({ targetType: 'conversation', targetId: conversationId, reason: 'court' });
    const before = await infoEntries(conversationId);
    const edited = await editCard(bob.client, conversationId, card.id, 1, { ...maya, medication: 'None' });
    expect(edited.statusCode, edited.body).toBe(201);
    const after = await infoEntries(conversationId);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(before[0]);

    const csv = await alice.client({
      method: 'GET',
      url: `/api/conversations/${conversationId}/export?format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Bob Baker updated Maya's info card: medication");
    const report = verifyExportFile(Buffer.from(csv.rawPayload));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('someone added to a group from now on sees the cards as they stand, not the versions before', async () => {
    const { alice, bob, mallory } = await family();
    const group = await startConversation(alice.client, [bob.email, mallory.email], 'Family');
    const card = (await addCard(alice.client, group.id, maya)).json<InfoCardView>();
    const carol: Person = await buildUser(server.t, { firstName: 'Carol' });
    const added = await alice.client({
      method: 'POST',
      url: `/api/conversations/${group.id}/participants`,
      payload: { email: carol.email, history: 'from-now' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const carols = (await bankOf(carol.client, group.id)).json<InfoBankView>();
    expect(carols.cards).toMatchObject([{ id: card.id, version: 1, card: maya, history: [] }]);
    expect(
      (await editCard(carol.client, group.id, card.id, 1, { ...maya, notes: 'New school bag' })).statusCode,
    ).toBe(201);
    const later = (await bankOf(carol.client, group.id)).json<InfoBankView>();
    expect(later.cards[0].history.map((v) => v.version)).toEqual([2]);
  });
});
