/** Every business constant, defined once. */

export const PRODUCT_NAME = 'Parley';

export const TRIAL_DAYS = 14;
export const PRO_PRICE_CENTS = 499;
export const PRO_PRICE_LABEL = '$4.99';
export const TRIAL_ENDING_THRESHOLD_DAYS = 3;

export const PASSWORD_MIN_REGISTER = 6;
export const PASSWORD_MIN_RESET = 8;
export const PASSWORD_MAX = 200;
export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;

export const CONVERSATION_NAME_MAX = 25;
export const LABEL_TRUNCATE = 18;
export const PREVIEW_TRUNCATE = 30;
export const UNREAD_BADGE_MAX = 99;
export const MAX_GROUP_AVATARS = 3;
export const SUGGESTION_CONTEXT_MESSAGES = 5;
export const SUMMARY_DEFAULT_COUNT = 50;
export const MESSAGE_MAX = 4000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;

export const REACTIONS = ['👍', '❤️', '😂', '😮', '🙏', '🎉'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

/** Files sent with messages: photos (JPEG, PNG, HEIC, stored re-encoded) and PDFs. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_MB = 10;
export const ATTACHMENTS_PER_MESSAGE_MAX = 10;

export const TIMINGS = {
  onlineUsersRefetchMs: 10_000,
  /** Parley's own: the admin's ticket list picks up new tickets and replies while the portal is open. */
  adminTicketsRefetchMs: 30_000,
  typingClearMs: 1_000,
  highlightMs: 2_000,
  messagePopMs: 800,
  notificationCloseMs: 5_000,
  redirectDelayMs: 100,
  carouselMs: 4_000,
  demoReplyMs: 1_500,
  toastMs: 1_500,
  queuedToastMs: 3_000,
  demoVoiceToastMs: 1_000,
  toastRemoveDelayMs: 1_000_000,
  supportTicketsStaleMs: 10_000,
  subscriptionStaleMs: 30_000,
  /** Parley's own: the server says `heartbeat` on every socket this often... */
  socketHeartbeatMs: 10_000,
  /** ...so a socket silent for this long is taken for dead: the page reconnects and fetches again. */
  socketSilenceMs: 25_000,
  /**
   * Parley's own: how long the web waits for the answer to a message sent over the socket before it
   * sends the same message (same clientId, so stored once) by POST instead.
   */
  socketSendAnswerMs: 5_000,
} as const;

export const NOTIFICATION_VOLUME = 0.5;
export const CAROUSEL_SLIDES = 3;
export const DEMO_AREA_HEIGHT_PX = 300;
export const SPEECH_LANG = 'en-US';

export const DEMO_HARSH_WORDS = [
  'hate',
  'stupid',
  'never',
  'always',
  'wrong',
  'ridiculous',
  'terrible',
  'awful',
] as const;

export const STORAGE_KEYS = {
  darkMode: 'parley-dark-mode',
  notificationPromptDismissed: 'notification-prompt-dismissed',
  /** Notifications turned off in the app on this device (the browser's permission stays granted). */
  notificationsOff: 'parley-notifications-off',
  cacheVersion: 'parley-cache-version',
  /** The signed-in person, so the app opened offline shows their dashboard instead of 'Please Log In'. */
  signedInUser: 'parley-signed-in-user',
  /** The conversation list and loaded messages, to read and write offline (lib/offline-cache.ts). */
  offlineCache: 'parley-offline-cache',
  /** Prefix of an unsent draft, one per person and conversation, in session storage (lib/drafts.ts). */
  draftPrefix: 'parley-draft:',
} as const;
export const CACHE_VERSION = 'v2025-01-09-sw-enabled';

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'Working',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low - General questions',
  medium: 'Medium - Feature issues',
  high: 'High - Account problems',
};
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';
export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MAX = 5000;

export const DATE_FORMATS = {
  general: 'MMMM dd, yyyy',
  admin: 'MMM d, yyyy h:mm a',
  ticket: 'MMM d, yyyy',
  messageTime: 'h:mm a',
} as const;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'parley_session';
/**
 * Readable by the page (the session cookie is not): set beside the session and when a page loads
 * with a live one, so a visitor's browser does not ask /api/auth/user and get the 401 that every
 * visitor's console used to show. It grants nothing; the session cookie alone is checked.
 */
export const SIGNED_IN_HINT_COOKIE = 'parley_signed_in';

/** How the conflict coach's context labels the writer's own lines ("Me: ..."), so advice is about the others' words. */
export const OWN_LINE_LABEL = 'Me';
