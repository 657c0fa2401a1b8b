/** A demo chat message: local only, never sent anywhere. */
export interface DemoMessage {
  id: string;
  content: string;
  sender: 'user' | 'other';
  wasRewritten: boolean;
  timestamp: Date;
}

export const DEMO_CONTACT = { firstName: 'Alex', lastName: 'Morgan', initials: 'AM' };

let counter = 0;
export function demoMessage(
  content: string,
  sender: DemoMessage['sender'],
  wasRewritten = false,
): DemoMessage {
  counter += 1;
  return { id: `demo-${counter}`, content, sender, wasRewritten, timestamp: new Date() };
}

/** The three messages the demo opens with, a few minutes apart. */
export function seedMessages(now = Date.now()): DemoMessage[] {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  return [
    {
      ...demoMessage("Hey, you didn't pick up the kids at 3 like we agreed. What happened?", 'other'),
      timestamp: at(6),
    },
    {
      ...demoMessage('Sorry, a meeting ran over. I should have texted you sooner.', 'user', true),
      timestamp: at(5),
    },
    {
      ...demoMessage('Okay. Can we sort out next week so it doesn’t happen again?', 'other'),
      timestamp: at(4),
    },
  ];
}

export const SCRIPTED_REPLY =
  'Thanks for putting it that way. I appreciate it. Let’s figure this out together.';
