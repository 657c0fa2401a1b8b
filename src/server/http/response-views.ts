import { z } from 'zod';
import type { ReplySuggestion } from '../../common/assistant/types';
import type { PaymentView, SubscriptionStatusView } from '../../common/subscription';
import type {
  AcceptInvitationResult,
  AddParticipantResult,
  AttachmentView,
  ConversationView,
  CreateConversationResult,
  InviteResult,
  MembershipEventView,
  MessageSearchResult,
  MessageView,
  UserSummary,
} from '../../common/types';
import { userSummaryResponse } from './responses';

/**
 * Response schemas of the conversations, messages, billing and assistant routes. Each mirrors a
 * shared type of src/common exactly (the serializer drops a field its schema does not name); the
 * checks at the end fail the build when the two drift apart.
 */

export const conversationResponse = z.object({
  id: z.string(),
  name: z.string().nullable(),
  nameVersion: z.number(),
  createdAt: z.string(),
  participants: z.array(
    z.object({
      userId: z.string(),
      user: userSummaryResponse,
      lastReadMessageId: z.number().nullable(),
    }),
  ),
  lastMessage: z
    .object({ id: z.number(), createdAt: z.string(), senderId: z.string(), finalContent: z.string() })
    .nullable(),
  unreadCount: z.number(),
  myLastMessage: z
    .object({
      id: z.number(),
      createdAt: z.string(),
      deliveredAt: z.string().nullable(),
      seenAt: z.string().nullable(),
    })
    .nullable(),
  invited: z.array(z.string()),
});

export const createConversationResponse = conversationResponse.extend({
  created: z.boolean(),
  invitedEmails: z.array(z.string()),
});

export const addParticipantResponse = conversationResponse.extend({ startedGroup: z.boolean() });

export const membershipEventResponse = z.object({
  id: z.number(),
  kind: z.enum(['added', 'removed', 'left', 'joined']),
  createdAt: z.string(),
  actor: userSummaryResponse,
  subject: userSummaryResponse,
});

export const attachmentResponse = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  url: z.string(),
  previewUrl: z.string().nullable(),
});

export const messageViewResponse = z.object({
  id: z.number(),
  clientId: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  sender: userSummaryResponse,
  content: z.string(),
  finalContent: z.string(),
  originalContent: z.string().nullable().optional().describe("Only on the sender's own messages"),
  rewrittenContent: z.string().nullable().optional().describe("Only on the sender's own messages"),
  wasRewritten: z.enum(['true', 'false']),
  replyToMessage: z
    .object({ id: z.number(), sender: userSummaryResponse, finalContent: z.string() })
    .nullable(),
  reactions: z.array(z.object({ emoji: z.string(), userId: z.string() })),
  createdAt: z.string(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  sentence: z.string().nullable(),
  attachments: z.array(attachmentResponse),
  previousId: z.number().nullable(),
});

export const messageSearchResultResponse = messageViewResponse.extend({
  conversationName: z.string().nullable(),
  highlighted: z.boolean(),
});

export const inviteResponse = z.object({
  message: z.string(),
  channel: z.enum(['email', 'sms', 'link']),
  link: z.string().optional().describe('Only when channel is link: the inviter passes it on'),
});

export const acceptInvitationResponse = z.object({ conversationId: z.string() });

const isoDateOrNull = z.string().nullable();
export const subscriptionStatusResponse = z.object({
  billingEnabled: z.boolean(),
  provider: z.enum(['sandbox', 'stripe', 'off']),
  isTrialActive: z.boolean(),
  trialDaysLeft: z.number(),
  trialDaysRemaining: z.number(),
  subscriptionStatus: z.enum(['trial', 'active', 'past_due', 'canceled', 'none']),
  trialEndDate: isoDateOrNull,
  nextBillingDate: isoDateOrNull,
  currentPeriodEnd: isoDateOrNull,
  cancelAtPeriodEnd: z.boolean(),
  paymentNeeded: z.boolean(),
  subscribeKeepsTrialUntil: isoDateOrNull,
  trialBeforeFirstCharge: z.boolean(),
});

export const paymentResponse = z.object({
  id: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

export const replySuggestionResponse = z.object({
  text: z.string(),
  tone: z.string(),
  confidence: z.number(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const matches: [
  Same<z.infer<typeof userSummaryResponse>, UserSummary>,
  Same<z.infer<typeof conversationResponse>, ConversationView>,
  Same<z.infer<typeof createConversationResponse>, CreateConversationResult>,
  Same<z.infer<typeof addParticipantResponse>, AddParticipantResult>,
  Same<z.infer<typeof membershipEventResponse>, MembershipEventView>,
  Same<z.infer<typeof attachmentResponse>, AttachmentView>,
  Same<z.infer<typeof messageViewResponse>, MessageView>,
  Same<z.infer<typeof messageSearchResultResponse>, MessageSearchResult>,
  Same<z.infer<typeof inviteResponse>, InviteResult>,
  Same<z.infer<typeof acceptInvitationResponse>, AcceptInvitationResult>,
  Same<z.infer<typeof subscriptionStatusResponse>, SubscriptionStatusView>,
  Same<z.infer<typeof paymentResponse>, PaymentView>,
  Same<z.infer<typeof replySuggestionResponse>, ReplySuggestion>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
void matches;
