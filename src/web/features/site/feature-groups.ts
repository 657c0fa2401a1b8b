import type { LucideIcon } from 'lucide-react';
import {
  Accessibility,
  Bot,
  Code,
  FolderKanban,
  LifeBuoy,
  Lock,
  MessageSquareHeart,
  MessagesSquare,
  ThumbsUp,
  Target,
  Users,
} from 'lucide-react';
import { PRO_PRICE_LABEL, TRIAL_DAYS } from '@common/constants';

export interface FeatureGroup {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  items: string[];
}

/** SPEC §2 /features: the eleven groups, in the spec's order. */
export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    id: 'core',
    title: 'Core communication',
    icon: MessageSquareHeart,
    summary: 'An assistant that helps you say what you mean without starting a fight.',
    items: [
      'Before a charged message goes out, the assistant offers a calm, clear rewrite that keeps your point.',
      'You decide: send the improved text, send your original, or edit it first.',
      'See the emotional tone it detected and a short list of what it changed and why.',
      'You can always look back at the original, the suggestion and what you actually sent.',
    ],
  },
  {
    id: 'realtime',
    title: 'Real-time messaging',
    icon: MessagesSquare,
    summary: 'Conversations that feel live, on any device.',
    items: [
      'One-to-one and group conversations delivered instantly.',
      'Typing indicators, read receipts and "Seen 5m ago" status in two-person chats.',
      'Online presence, shown as a green dot on a contact’s avatar.',
      'In-app and browser push notifications, with a gentle sound for new messages.',
      'Offline queueing: messages written without a connection are sent when you are back online.',
    ],
  },
  {
    id: 'conversations',
    title: 'Conversation management',
    icon: FolderKanban,
    summary: 'Keep every thread tidy and easy to find.',
    items: [
      'Name and rename conversations; add or remove people from a group.',
      'Unread counts and last-message previews in the conversation list.',
      'Search inside a conversation, or across all of your messages at once.',
      'Leave or delete a conversation, with a confirmation so nothing goes by accident.',
    ],
  },
  {
    id: 'people',
    title: 'User and contact management',
    icon: Users,
    summary: 'Bring the right people into the conversation.',
    items: [
      'Start a chat by searching for a name or e-mail address.',
      'Invite someone by e-mail or phone number; the link brings them straight into the conversation.',
      'Profile photos (JPEG or PNG), with initials shown when there is no photo.',
      'Group avatars show up to three faces and a "+N" for the rest.',
    ],
  },
  {
    id: 'ai',
    title: 'AI tools and coaching',
    icon: Bot,
    summary: 'More than a rewrite button.',
    items: [
      'Suggested replies in friendly, professional or empathetic tones, with a confidence score.',
      'Conflict coaching: practical advice on how to respond to a difficult message.',
      'Conversation summaries that pull the key points out of a long thread.',
      'Works with the built-in offline assistant or an OpenAI-compatible model your administrator chooses.',
    ],
  },
  {
    id: 'interactions',
    title: 'Messaging interactions',
    icon: ThumbsUp,
    summary: 'Small touches that make replying easier.',
    items: [
      'Emoji reactions: 👍 ❤️ 😂 😮 🙏 🎉. Tap your own reaction again to remove it.',
      'Quoted replies that jump to the original message when tapped.',
      'Voice dictation: speak your message and it appears in the input box.',
      'Enter sends, Shift+Enter starts a new line.',
    ],
  },
  {
    id: 'design',
    title: 'Design and accessibility',
    icon: Accessibility,
    summary: 'Comfortable to use for everyone, day or night.',
    items: [
      'Light and dark mode, remembered on this device and in your account.',
      'Works on phones, tablets and desktops; on small screens one pane shows at a time.',
      'Full keyboard support, visible focus and labels for screen readers.',
      'Respects your system’s reduced-motion setting.',
    ],
  },
  {
    id: 'security',
    title: 'Authentication and privacy',
    icon: Lock,
    summary: 'Your account and your words are protected.',
    items: [
      'Passwords stored with Argon2id; sessions in secure, HttpOnly cookies that can be revoked at once.',
      'Messages travel over encrypted connections (HTTPS) and are stored with time stamps and version history.',
      'Password reset links work once and expire after one hour.',
      'Card payments go through a PCI DSS compliant provider; Parley never stores card details.',
    ],
  },
  {
    id: 'support',
    title: 'Support centre',
    icon: LifeBuoy,
    summary: 'Help when you need it.',
    items: [
      'Open a support ticket with a title, description and priority.',
      'Follow each ticket’s status: Open, Working, Resolved or Closed.',
      'Our team sees your ticket with the context it needs to help quickly.',
    ],
  },
  {
    id: 'tech',
    title: 'Tech stack',
    icon: Code,
    summary: 'Modern, open technology you can also run yourself.',
    items: [
      'TypeScript end to end: React and Vite in the browser, Fastify on the server.',
      'PostgreSQL for storage (embedded for small installs), Redis for real-time fan-out across servers.',
      'WebSockets for live updates and standard Web Push for notifications.',
      `A ${TRIAL_DAYS}-day free trial, then ${PRO_PRICE_LABEL} per month through a card payment provider.`,
    ],
  },
  {
    id: 'best-for',
    title: 'Best for',
    icon: Target,
    summary: 'People in conversations that tend to go wrong.',
    items: [
      'Co-parents arranging schedules, handovers and expenses.',
      'Couples working through relationship conflict.',
      'Colleagues dealing with workplace tension.',
      'Dating, where first impressions count.',
      'Teens and parents who want to be heard.',
      'Anyone who wants their e-mails to sound professional.',
    ],
  },
];
