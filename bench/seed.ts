import { randomUUID } from 'node:crypto';
import { systemClock } from '../src/server/clock';
import { hashPassword, hashToken, randomToken } from '../src/server/crypto';
import { openDatabase, type DatabaseTarget } from '../src/server/db/client';
import {
  appSettings,
  conversationParticipants,
  conversations,
  sessions,
  subscriptions,
  users,
} from '../src/server/db/schema';
import { SESSION_TTL_MS, TRIAL_DAYS } from '../src/common/constants';
import { LAST_BACKUP_KEY } from '../src/server/records/backup-schedule';

export interface SeededUser {
  id: string;
  cookie: string;
}
export interface SeededConversation {
  id: string;
  members: SeededUser[];
}

/**
 * Writes the bench's people straight into the database before the server starts: users (one shared
 * password hash, since nobody logs in), a signed-in session each, and conversations of `groupSize`.
 * Registering 1,000 people through the API would measure Argon2, not messaging.
 */
export async function seed(
  target: DatabaseTarget,
  options: { clients: number; conversations: number; groupSize: number },
): Promise<SeededConversation[]> {
  const handle = await openDatabase(target);
  const { db } = handle;
  const passwordHash = await hashPassword(randomToken());
  const now = systemClock.now();
  const run = randomUUID().slice(0, 8);
  const people: SeededUser[] = [];
  const chunk = 250;
  for (let start = 0; start < options.clients; start += chunk) {
    const batch = Array.from({ length: Math.min(chunk, options.clients - start) }, (_, i) => ({
      firstName: 'Bench',
      lastName: `User${start + i}`,
      email: `bench-${run}-${start + i}@example.com`,
      passwordHash,
    }));
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    const tokens = rows.map(() => randomToken());
    await db.insert(sessions).values(
      rows.map((r, i) => ({
        tokenHash: hashToken(tokens[i]),
        userId: r.id,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })),
    );
    await db.insert(subscriptions).values(
      rows.map((r) => ({
        userId: r.id,
        status: 'trial',
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      })),
    );
    rows.forEach((r, i) => people.push({ id: r.id, cookie: `parley_session=${tokens[i]}` }));
  }
  const result: SeededConversation[] = [];
  for (let c = 0; c < options.conversations; c++) {
    const members = Array.from(
      { length: options.groupSize },
      (_, i) => people[(c * options.groupSize + i) % people.length],
    );
    const [row] = await db
      .insert(conversations)
      .values({ name: `Bench ${c}`, createdById: members[0].id })
      .returning({ id: conversations.id });
    await db
      .insert(conversationParticipants)
      .values([...new Set(members.map((m) => m.id))].map((userId) => ({ conversationId: row.id, userId })));
    result.push({ id: row.id, members });
  }
  // The daily backup is not part of the workload: on a fresh database the first one is due a minute
  // after start, which would land inside the ramp (on the embedded database it holds the only
  // connection while it reads every row: ~0.9 s at the ramp's 20,000 messages). Mark one as just taken.
  const backupTaken = { value: now.toISOString(), updatedAt: now };
  await db
    .insert(appSettings)
    .values({ key: LAST_BACKUP_KEY, ...backupTaken })
    .onConflictDoUpdate({ target: appSettings.key, set: backupTaken });
  await handle.close();
  return result;
}
