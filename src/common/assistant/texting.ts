/**
 * Texting shorthand ("u", "ur", "im", "dont") spelled out before the rules read a message, so every rule
 * written for "you", "you're" and "don't" also sees "ur so annoying" or "u always do this". It only ever
 * reaches the sender's screen inside a rewrite the rules proposed anyway: a message with no finding is
 * returned exactly as written.
 */
import { SHORTHAND_WORDS } from './calm-vocabulary';
import { HARSH_ADJECTIVES, INSULT_ADJECTIVES } from './lexicon';
import { alternation } from './text';

/** Words after "ur" that make it "you're" ("ur so", "ur being", "ur wrong"); otherwise it is "your". */
const YOU_ARE_NEXT = new RegExp(
  String.raw`^(?:so|such|a|an|the|being|gonna|going|not|always|never|just|literally|really|too|very|still|acting|kidding|joking|lying|late|right|wrong|welcome|unbelievable|impossible|ridiculous|embarrassing|annoying|insane|crazy|selfish|lazy|rude|useless|done|ok|okay|fine|sure|only|already|actually|seriously|${alternation([...INSULT_ADJECTIVES, ...HARSH_ADJECTIVES])})$`,
  'i',
);

/**
 * Contractions typed without the apostrophe. Not "dont", "cant", "isnt" and the like: the rules already
 * read those with an optional apostrophe, and spelling them out only changed messages that were calm.
 */
const CONTRACTIONS: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  youre: "you're",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  thats: "that's",
  whats: "what's",
};

// Lower-case only, and not next to ".", "-" or an apostrophe: "U.S.", "U-turn", "ur'" stay as they are.
const SHORTHAND =
  /(?<![\w.'’-])(u|ur|r(?=\s+u\b)|youre|im|ive|wouldnt|couldnt|shouldnt|havent|hasnt|thats|whats)(?![\w'’-]|\.\w)(?=(?:\s+([A-Za-z-]+))?)/g;

export function expandTexting(text: string): string {
  return text.replace(SHORTHAND, (m: string, word: string, next: string | undefined, offset: number) => {
    if (word === 'u') return 'you';
    if (word === 'r') return 'are';
    if (word === 'ur') {
      // "ur driving is awful" is "your driving"; "ur lying" is "you're lying".
      const after = text.slice(offset + m.length);
      const youAre =
        next !== undefined &&
        (YOU_ARE_NEXT.test(next) || (/ing$/i.test(next) && !/^\s+\S+\s+(?:is|was)\b/i.test(after)));
      return youAre ? "you're" : 'your';
    }
    return CONTRACTIONS[word] ?? m;
  });
}

/**
 * What marks a message as written in phone shorthand: the shorthand the rewrite check spells out (SHORTHAND_WORDS:
 * "u", "ur", "rn", "pls", "tmrw" ...), the contractions typed without an apostrophe ("im", "dont"), chat words and a
 * lower-case "i". Lower case only: "I" and "U.S." are not shorthand.
 */
const SHORTHAND_MARKS: ReadonlySet<string> = new Set([
  ...Object.keys(SHORTHAND_WORDS),
  ...Object.keys(CONTRACTIONS),
  ...['dont', 'cant', 'wont', 'lol', 'tbh', 'smh', 'i'],
]);

/** Whether the message is written in phone shorthand: two marks of it set the register. */
export function readsShorthand(message: string): boolean {
  let marks = 0;
  for (const word of message.split(/[\s,.!?]+/)) if (SHORTHAND_MARKS.has(word) && ++marks >= 2) return true;
  return false;
}
