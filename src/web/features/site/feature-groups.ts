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

export interface FeatureGroup {
  id: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  items: string[];
  /** Where the group's details are, when they are on a page of their own. */
  link?: { href: string; label: string };
}

/** /features: the eleven groups, in the spec's order. */
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
      'Start a chat with anyone by their e-mail address; people you already talk to can be found by name too.',
      'Invite someone by e-mail, or by text message where your Parley has a text-message service; otherwise copy the invitation link and send it yourself.',
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
      'The assistant works on its own, with no outside service; an administrator can connect a larger AI model.',
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
      'Your password is never stored as you typed it, and a session can be ended on every device at once.',
      'Every message is kept with its time, and with the original and the suggestion for the person who wrote it.',
      'Export a conversation as a PDF or CSV that anyone can check for changes, with no account.',
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
    summary: 'Built with widely used, open technology.',
    items: [
      'A web app that works in any modern browser, on phones and desktops, with nothing to install.',
      'Live updates as they happen, and notifications even when the tab is closed.',
      'Records sealed with standard cryptographic hashes, so an export can be checked without trusting Parley.',
    ],
    link: { href: '/technology', label: 'The technical details' },
  },
  {
    id: 'best-for',
    title: 'Best for',
    icon: Target,
    summary: 'People in conversations that tend to go wrong.',
    items: [
      'Co-parents arranging pickups and changes of plan, with a record they can check.',
      'Couples working through relationship conflict.',
      'Colleagues dealing with workplace tension.',
      'Dating, where first impressions count.',
      'Teens and parents who want to be heard.',
      'Anyone who wants their e-mails to sound professional.',
    ],
  },
];
