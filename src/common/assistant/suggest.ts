/**
 * Reply suggestions: up to three short replies in different tones that answer what the other person's
 * newest message is (message-kind.ts): a complaint gets acknowledgement and a way to fix it, never a
 * cheer; a request a yes and a check-back; a question an answer; a plan a yes; bad news sympathy; good
 * news congratulations. The caller passes the other person's message: a reply to one's own is never offered.
 */
import { withCallCache } from './call-cache';
import { extractFacts, whenWhere } from './facts';
import { lastRequest, swapPerson } from './intent';
import { readKind, type MessageReading } from './message-kind';
import { boundWhitespace } from './text';
import type { ReplySuggestion } from './types';

type Draft = [tone: ReplySuggestion['tone'], text: string, confidence: number];

function sentenceCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function draftsFor(reading: MessageReading, current: string): Draft[] {
  // Only the newest message's own day and time: one taken from an earlier message ("10am" from Thursday's
  // call) put an answer in the reply that nobody asked for.
  const when = whenWhere(extractFacts(current));
  // After "for", "before" or as a subject, a day goes without its "on": "for Friday", not "for on Friday".
  const whenBare = when.replace(/^on\s+/i, '');
  const ask = reading.ask ? swapPerson(reading.ask).replace(/[?.!\s]+$/, '') : '';
  switch (reading.kind) {
    case 'complaint': {
      // A complaint that still asks for something ("Be at Lincoln School at 3:30pm, idiot."): the replies
      // take the request seriously. The last request is the one it ends on, up to where a new clause starts.
      const lastAsk =
        lastRequest(current)?.split(/,\s+(?=(?:I|you|we|he|she|they|it|this|that)\b)|;|\s[—–]\s/i)[0] || ask;
      if (lastAsk)
        return [
          ['empathetic', `I hear you. I'll ${lastAsk}.`, 0.84],
          [
            'professional',
            `Understood. Let me check${when ? ` ${whenBare}` : ''} and confirm shortly.`,
            0.74,
          ],
          [
            'direct',
            reading.heated
              ? `I'll ${lastAsk}, and I'd like us to keep this respectful.`
              : `I'll ${lastAsk}. Thanks for telling me.`,
            0.7,
          ],
        ];
      return reading.heated
        ? [
            [
              'empathetic',
              "I can tell you're upset, and I don't want to fight about this. What would help most right now?",
              0.86,
            ],
            [
              'professional',
              `I understand this is frustrating. Let's agree on a clear next step${when ? ` for ${whenBare}` : ''}.`,
              0.78,
            ],
            ['direct', "I hear you. Let's talk about it calmly — tell me what you need from me.", 0.72],
          ]
        : [
            ['empathetic', "You're right to tell me, and I'm sorry about that.", 0.84],
            [
              'professional',
              `Thanks for raising it. I'll look into what happened${when ? ` ${when}` : ''}.`,
              0.76,
            ],
            ['direct', 'What would you like me to do differently?', 0.68],
          ];
    }
    case 'request':
      return [
        [
          'friendly',
          ask
            ? `Sure, I can ${ask}${when && !ask.includes(when) ? ` ${when}` : ''}.`
            : 'Sure, happy to help!',
          0.84,
        ],
        [
          'professional',
          when
            ? `Let me check my calendar for ${whenBare} and confirm shortly.`
            : 'Let me check and confirm shortly.',
          0.76,
        ],
        [
          'direct',
          `Sorry, ${when ? `${whenBare} doesn't` : "that doesn't"} work for me. Could we find another option?`,
          0.62,
        ],
      ];
    case 'plan':
      return [
        ['friendly', `Sounds good${when ? `, ${whenBare} works for me` : ''}!`, 0.82],
        ['professional', `Let me check${when ? ` ${whenBare}` : ''} and confirm shortly.`, 0.72],
        ['direct', `That doesn't work for me. Could we find another option?`, 0.6],
      ];
    case 'question':
      return reading.question === 'yes-no'
        ? [
            ['friendly', `Yes${when ? `, ${whenBare} works for me` : ', sounds good'}!`, 0.8],
            ['direct', `Not yet — I'll let you know${when ? ` before ${whenBare}` : ' soon'}.`, 0.66],
            ['professional', 'Good question. Let me check and get back to you today.', 0.7],
          ]
        : [
            ['friendly', "Good question! Let me check and I'll get back to you soon.", 0.74],
            ['professional', "I'll look into it and reply with the details today.", 0.7],
            ['direct', when ? `How about ${whenBare}?` : "I'm not sure yet — what would you suggest?", 0.64],
          ];
    case 'apology':
      return [
        ['empathetic', 'Thank you for saying that. I appreciate it.', 0.86],
        ['friendly', "No worries — let's move forward.", 0.78],
        ['direct', "Thanks. Let's make sure we're on the same page next time.", 0.66],
      ];
    case 'thanks':
      return [
        ['friendly', "You're welcome! Happy to help.", 0.88],
        ['professional', 'My pleasure — let me know if you need anything else.', 0.76],
        ['empathetic', 'Glad it helped. Thanks for letting me know.', 0.7],
      ];
    case 'bad-news':
      return [
        ['empathetic', "I'm so sorry. That sounds really hard.", 0.88],
        ['friendly', 'Do you want to talk about it? I have time.', 0.76],
        ['direct', 'Is there anything I can do to help right now?', 0.7],
      ];
    case 'good-news':
      return [
        ['friendly', "That's wonderful news! So happy for you.", 0.86],
        ['empathetic', 'I can tell how much this means to you. Well deserved.', 0.74],
        ['professional', 'Great work — congratulations.', 0.68],
      ];
    case 'greeting':
      return [
        ['friendly', 'Hi! How are you doing?', 0.86],
        ['professional', 'Hello — how can I help?', 0.72],
        ['direct', "Hey! What's up?", 0.68],
      ];
    case 'agreement':
      return [
        ['friendly', `Great, thanks!${when ? ` See you ${when}.` : ''}`, 0.84],
        ['professional', `Thanks for confirming${when ? ` ${whenBare}` : ''}.`, 0.76],
        ['direct', 'Perfect.', 0.6],
      ];
    default:
      return [
        ['friendly', 'Thanks for letting me know!', 0.72],
        ['professional', 'Understood, thanks for the update.', 0.68],
        ['empathetic', 'Thanks for sharing that with me. How are you feeling about it?', 0.6],
      ];
  }
}

/** One call: the same text is read once however often its parts ask (call-cache.ts). */
export function suggestReplies(rawHistory: readonly string[], rawCurrent: string): ReplySuggestion[] {
  return withCallCache(() => suggestRepliesOnce(rawHistory, rawCurrent));
}

function suggestRepliesOnce(rawHistory: readonly string[], rawCurrent: string): ReplySuggestion[] {
  const history = rawHistory.map(boundWhitespace);
  const current = boundWhitespace(rawCurrent);
  const newest = current.trim() || [...history].reverse().find((h) => h.trim()) || '';
  if (!newest) return [];
  const reading = readKind(newest);
  return draftsFor(reading, newest)
    .slice(0, 3)
    .map(([tone, text, confidence]) => ({
      tone,
      text: sentenceCase(text.replace(/\s+/g, ' ').trim()),
      confidence,
    }));
}
