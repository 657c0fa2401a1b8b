import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { invitations, users } from '../db/schema';
import { settingsView } from '../domain/settings-view';
import { participantIdsOf } from '../domain/conversations';
import type { DomainEvent } from '../domain/events';
import type { PushService } from '../push/service';
import { pushNewMessageInBackground } from '../push/new-message';
import type { EventBus } from './bus';
import {
  publishConversationCreated,
  publishDeleted,
  publishInvitationsAccepted,
  publishInvitationsChanged,
  publishNewMessage,
  publishParticipantAdded,
  publishParticipantRemoved,
  publishRead,
  publishReaction,
  publishRenamed,
} from './conversation-events';
import type { Presence } from './presence';
import { disconnectUser } from './disconnect';
import { notifyOwnPreferencesChanged, notifyProfileUpdated } from './notify';

type Deps = {
  db: Database;
  bus: EventBus;
  clock: Clock;
  /** For a new message's Web Push to those with no socket open (without them: no push). */
  push?: PushService;
  presence?: Pick<Presence, 'onlineAmong'>;
};

interface Log {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
const noLog: Log = { warn() {}, error() {} };

/**
 * The one way a domain operation's events reach people: called after the commit, in order. Each
 * event becomes the live events its audience should get (realtime/conversation-events.ts says who).
 * `log` hears of what fails where the change must stand anyway: a push in the background, a
 * newcomer's arrival.
 */
export async function publishEvents(
  deps: Deps,
  events: readonly DomainEvent[],
  log: Log = noLog,
): Promise<void> {
  for (const event of events) await publishEvent(deps, event, log);
}

const userById = async (db: Database, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)))[0];

async function publishEvent(deps: Deps, event: DomainEvent, log: Log): Promise<void> {
  switch (event.type) {
    case 'message_sent': {
      await publishNewMessage(deps.bus, event.sent);
      const sender = event.sent.context.users.get(event.sent.row.senderId);
      if (deps.push && deps.presence && sender)
        pushNewMessageInBackground({ push: deps.push, presence: deps.presence }, sender, event.sent, log);
      return;
    }
    case 'reaction_changed': {
      const { added, messageId, conversationId, emoji, userId, participantIds } = event;
      return publishReaction(deps.bus, { added, messageId, conversationId, emoji, userId }, participantIds);
    }
    case 'sessions_revoked':
      return disconnectUser(deps, event.userId);
    case 'invitations_of_inviter_changed':
      return publishInvitationsChangedIn(deps, await conversationsInvitedToBy(deps.db, event.inviterId));
    case 'invitations_changed':
      return publishInvitationsChangedIn(deps, event.conversationIds);
    case 'invitation_links_changed':
    case 'calendar_feed_changed':
      return deps.bus.publish({ userIds: [event.userId], event: { type: event.type } });
    case 'profile_updated': {
      const user = await userById(deps.db, event.userId);
      if (user) await notifyProfileUpdated(deps, user);
      return;
    }
    case 'preferences_changed': {
      const user = await userById(deps.db, event.userId);
      if (user) await notifyOwnPreferencesChanged(deps, user);
      return;
    }
    case 'settings_changed': {
      const user = await userById(deps.db, event.userId);
      if (!user) return;
      const settings = await settingsView(deps.db, deps.clock, user);
      return deps.bus.publish({ userIds: [user.id], event: { type: 'settings_changed', settings } });
    }
    case 'invitations_accepted':
      return publishInvitationsAccepted(deps, event.accepted, event.newcomer, log);
    case 'conversation_created':
      return publishConversationCreated(deps, event.conversationId, event.creatorId, event.participantIds);
    case 'conversation_renamed': {
      const { conversationId, newName, nameVersion, participantIds } = event;
      return publishRenamed(deps.bus, { conversationId, newName, nameVersion }, participantIds);
    }
    case 'conversation_deleted':
      return publishDeleted(deps.bus, event.conversationId, event.participantIds);
    case 'participant_added':
      return publishParticipantAdded(
        deps,
        event.conversationId,
        event.added,
        event.participantIds,
        event.addedById,
      );
    case 'participant_removed':
      return publishParticipantRemoved(deps.bus, event.conversationId, event.removed, event.remainingIds);
    case 'conversation_invitations_changed':
      return publishInvitationsChanged(deps, event.conversationId, event.participantIds);
    case 'conversation_read': {
      const { conversationId, userId, lastMessageId, seenAt, participantIds } = event;
      return publishRead(deps.bus, { conversationId, userId, lastMessageId, seenAt }, participantIds);
    }
  }
}

/** The conversations someone has open invitations to. */
async function conversationsInvitedToBy(db: Database, inviterId: string): Promise<string[]> {
  const pending = await db
    .selectDistinct({ conversationId: invitations.conversationId })
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), isNull(invitations.acceptedAt)));
  return pending.flatMap((p) => (p.conversationId ? [p.conversationId] : []));
}

/** Each conversation is told its invited list as it is now. */
async function publishInvitationsChangedIn(deps: Deps, conversationIds: string[]): Promise<void> {
  for (const conversationId of conversationIds) {
    await publishInvitationsChanged(deps, conversationId, await participantIdsOf(deps.db, conversationId));
  }
}
