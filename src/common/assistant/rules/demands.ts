/** Bare demands in a charged message: "Pay me back by Friday." -> "Please pay me back by Friday." */
import { AP, regexRule, rx, type Rule } from '../rule';
import { mayAddPlease } from '../calm-request';

/** Leading verbs of a bare command: "Pay me back by Friday." -> "Please pay me back by Friday." */
const COMMAND = String.raw`(?:answer|bring|call|come|clean|do|drop|fix|get|give|hand|leave|let|make|move|pay|pick|put|reply|respond|return|send|sign|stop|take|tell|text|finish|explain|check|show|sort|talk|listen|wash|turn|be|keep|quit|grab|hurry|wake|cut|back|sit|stay|go|look|read|write|email|ring|buy|tidy|empty|feed|walk|charge|submit|update|confirm|book|cancel)`;

const DEMAND_PAIRS = [
  [
    // Not a noun that shares the verb's spelling: "Drop-off is at 5", "Call is at 3pm", "Return was fine".
    rx(
      String.raw`^(\W*)(?:just\s+|now\s+)?(${COMMAND})\b(?!${AP}|-)(?!\s+(?:is|was|are|were|will be|has)\b)`,
    ),
    (_m: string, lead: string, verb: string) => `${lead}Please ${verb.toLowerCase()}`,
  ],
  [rx(String.raw`^(\W*)(?:just\s+)?don${AP}?t\s+`), `$1Please don't `],
  [rx(String.raw`^(\W*)you\s+(?:need|have|got)\s+to\s+(?:just\s+)?`), '$1Please '],
  [rx(String.raw`^(\W*)I\s+(?:demand|insist)\s+(?:that\s+)?(?:you\s+)?`), '$1I need you to '],
] as const;
const demandPairs = regexRule('demand', 'contextual', DEMAND_PAIRS);

const BITTER_PERMISSION = /^\W*(?:whatever|fine|sure|ok(?:ay)?|go ahead)\b[\s,.!…]*(?:then[\s,.!…]*)?[a-z]/i;

/** Only a sentence the sender opened with a command: not one whose first words were profanity we dropped. */
export const demandRules: Rule[] = [
  {
    kind: 'demand',
    strength: 'contextual',
    apply(sentence, ctx) {
      const startsAlike =
        sentence.trimStart().slice(0, 6).toLowerCase() === ctx.original.trimStart().slice(0, 6).toLowerCase();
      // A question ("do you ever read?") is not a command, even when it opens with one's verb.
      if (/\?\W*$/.test(sentence)) return sentence;
      // After a sigh ("whatever. go out with your friends again") a command is bitter permission, not a
      // request: "Please go out with your friends" would say the opposite of what was meant.
      if (BITTER_PERMISSION.test(ctx.message)) return sentence;
      if (!startsAlike) return sentence;
      const out = demandPairs.apply(sentence, ctx);
      // Whether the request may say "Please" is decided in one place (calm-request.ts).
      const please = out.search(/\bPlease\s/);
      if (please < 0 || out === sentence) return out;
      return mayAddPlease(out.slice(please + 7), ctx.original, ctx.message) ? out : sentence;
    },
    examples: [
      ["Don't even fucking start with me today.", "Please don't even start with me today."],
      ["Stop spying on me, it's creepy as hell.", "Please stop spying on me, it's creepy."],
      // A noun spelled like a command opens a statement, not a demand ("Please drop-off is at 6" read broken).
      [
        "Drop-off is at 6 on Sunday. Don't be late again, you idiot.",
        "Drop-off is at 6 on Sunday. Please don't be late again.",
      ],
      [
        'Call is at 3pm. Stop ignoring my emails, you clown.',
        'Call is at 3pm. Please stop ignoring my emails.',
      ],
    ],
  },
];
