/**
 * Absolutes that exaggerate a complaint: "every single time", "you constantly", "for once in your life".
 * The complaint is kept without the exaggeration; fondness ("Every single time I hear that song I think
 * of you") is left alone.
 */
import { AP, UNCHANGED, regexRule, rx, unlessFond, type Rule } from '../rule';
import { IDIOM, NEGATIVE_VERB, PRAISE } from './blame';

/** "Do you always ...?", "as you always say": a question or a reference, not an accusation. */
const QUESTION_BEFORE = rx(
  String.raw`\b(?:do|did|does|are|were|would|will|can|could|have|if|when|whenever|as|like|that|where|how|what)\s+$`,
  'i',
);

/**
 * "Every single time" exaggerates a complaint ("Every single time I ask, you forget"); in a message with
 * nothing wrong in it ("Every single time I hear that song I think of you") it is fondness, left alone.
 */
const EVERY_SINGLE_TIME = regexRule('absolute', 'strong', [
  // A sentence of its own ("u always do this!!! every single time!!!") says nothing the first did not.
  [rx(String.raw`^\W*(?:each\s+and\s+)?every\s+single\s+time\W*$`), ''],
  // "Every single time it's the same excuse" is a whole statement, not a "when" clause.
  [
    rx(
      String.raw`^(\W*)(?:each\s+and\s+)?every\s+single\s+time,?\s+(?=(?:it|that|there)(?:${AP}s|\s+is|\s+was)\b)`,
    ),
    '$1Often ',
  ],
  // "When …" only before the clause that answers it ("Every single time I call, you're busy"); alone
  // ("Every single time you do this and then act like I'm the problem.") it would be half a sentence.
  [rx(String.raw`^(\W*)(?:each\s+and\s+)?every\s+single\s+time\s+(?=[^.!?]*[,;])`), '$1When '],
  [rx(String.raw`^(\W*)(?:each\s+and\s+)?every\s+single\s+time\s+`), '$1It bothers me when '],
  // Mid-sentence before a clause it opens ("You are late every single time we meet"): "when" joins it.
  [
    rx(
      String.raw`\b(?:each\s+and\s+)?every\s+single\s+time\s+(?=(?:I|you|we|they|he|she|it|there|the|my|your|our|their|his|her)\b)`,
    ),
    'when ',
  ],
  [rx(String.raw`\b(?:each\s+and\s+)?every\s+single\s+time\b`), 'often'],
]);
/** The reader as the one who acts ("you forget", "you're busy"), not as an object ("I think of you"). */
const READER_ACTS = rx(
  String.raw`\b(?:you|u)\b(?<!\b(?:of|to|for|with|about|at|from|like|love|miss|thank|see|call|text|tell|ask|asked|remind|reminds)\s+(?:you|u))(?!\s*(?:[.!?,;]|$))`,
  'i',
);
export const everySingleTime: Rule = {
  ...EVERY_SINGLE_TIME,
  // The cheap test first: the whole-message look for the reader runs only where the phrase is.
  apply: (sentence, ctx) =>
    /\bevery\s+single\s+time\b/i.test(sentence) &&
    (ctx.negative || (!ctx.positive && READER_ACTS.test(ctx.message)))
      ? EVERY_SINGLE_TIME.apply(sentence, ctx)
      : sentence,
  examples: [
    ['Every single time I hear that song I think of you.', UNCHANGED],
    ['Every single time we go there the kids love it.', UNCHANGED],
    ['Every single time I see you, you make me smile.', UNCHANGED],
    ["Every single time I call, you're busy.", "When I call, you're busy."],
    ['Every single time I ask you to help, you disappear.', 'When I ask you to help, you disappear.'],
    [
      "Every single time you do this and then act like I'm the problem.",
      "It bothers me when you do this and then act like I'm the problem.",
    ],
    [
      "Every single time it's a new reason you can't take the boys.",
      "Often it's a new reason you can't take the boys.",
    ],
  ],
};
export const everySingleTimeInContext: Rule = {
  ...EVERY_SINGLE_TIME,
  strength: 'contextual',
  examples: [
    [
      'You idiot, you forgot the rent again. Every single time I ask, you forget.',
      'You forgot the rent again. When I ask, you forget.',
    ],
    ['Every single time I hear that song I think of you.', UNCHANGED],
  ],
};

/** A verb in its bare form after "you never" ("listen", "help", "call me back"): not a past tense or a modal. */
const BARE_VERB = rx(
  String.raw`^(?!(?:did|was|were|had|said|told|came|went|gave|made|got|took|knew|thought|saw|left|paid|sent|bought|brought|let|can|could|will|would|should|must|might|may|been|even|ever)\b)[a-z]+(?<!ed)\b`,
  'i',
);
/** A word that only a negative sentence takes ("never give me anything"): its positive form reads wrong. */
const NEGATIVE_POLARITY = /\b(?:any|anything|anyone|anybody|anymore|anyway|anywhere|at all|either|ever)\b/i;
/** What "you're never" says the reader is not: a place, a time or a state ("home", "on time", "ready"). */
const BE_COMPLEMENT = rx(
  String.raw`^(?:on time|home|here|there|around|ready|available|(?:at|on|in|there for)\b)`,
  'i',
);

/** "you never" opening a clause of the sender's own: not reported speech ("The kids say you never help"). */
const CLAUSE_START = /(?:^|[,;:.!?]|\b(?:and|but|so))\s*$/i;

/** Absolutes that exaggerate: "every single time", "you constantly"; not in a fond message with nothing wrong in it. */
export const absolutes = unlessFond(
  regexRule(
    'absolute',
    'strong',
    [
      // "every single week" keeps its fact (weekly), without the exaggeration: "every week".
      [
        rx(String.raw`\b(?:each\s+and\s+)?every\s+single\s+(day|week|weekend|night|morning|month|year)\b`),
        // Only of what the reader does: "I miss Grandpa every single day" is grief, not an exaggeration.
        (m: string, unit: string, _offset: number, whole: string) =>
          /\b(?:you|your|u|ur)\b/i.test(whole) ? `every ${unit}` : m,
      ],
      [
        rx(String.raw`\byou(${AP}re| are)?\s+(?:always|constantly|forever)\b(?=\s+([^.!?]*))`),
        (m: string, are: string | undefined, rest: string, offset: number, whole: string) =>
          PRAISE.test(rest) || IDIOM.test(m + ' ' + rest) || QUESTION_BEFORE.test(whole.slice(0, offset))
            ? m
            : `you${are ?? ''} often`,
      ],
      // "Don't bother waiting up, you never do": the elliptic jab says nothing the sentence has not; it goes.
      [
        rx(
          String.raw`,?\s*(?:and\s+)?(?:you|u)\s+never\s+(?:do|did|does|will|would|can|could)(?=\s*(?:[.!?]|$))`,
        ),
        '',
      ],
      // "You never listen" is not made "you rarely listen" (a new claim the sender never made): it becomes what the
      // sender wants, "I'd like you to listen". A past or unclear verb is left for the composer to say or drop.
      [
        rx(
          String.raw`\byou(${AP}re| are)?\s+never\s+(?:(?:even|ever|once|really|actually|just)\s+)*(?=([^.!?]*))`,
        ),
        (m: string, are: string | undefined, rest: string, offset: number, whole: string) =>
          NEGATIVE_VERB.test(rest) ||
          NEGATIVE_POLARITY.test(rest) ||
          IDIOM.test(`${m.trimEnd()} ${rest}`) ||
          QUESTION_BEFORE.test(whole.slice(0, offset)) ||
          !(are ? BE_COMPLEMENT : BARE_VERB).test(rest) ||
          !CLAUSE_START.test(whole.slice(0, offset))
            ? m
            : `I'd like you to ${are ? 'be ' : ''}`,
      ],
      [
        rx(String.raw`\b(?:literally\s+)?(?:nothing|never|nobody|no one)\s+ever\b`),
        (m: string) => m.replace(/\s+ever$/i, ''),
      ],
    ],
    [
      ['You are late every single day.', 'You are late every day.'],
      ['I miss Grandpa every single day, and Sunday dinners feel empty without him.', UNCHANGED],
      ['You are never on time.', "I'd like you to be on time."],
      ['When I ask, you never answer.', "When I ask, I'd like you to answer."],
      ["Don't bother waiting up for me, you never do.", "Please don't bother waiting up for me."],
      // "never ... anything" has no positive form of its own ("I'd like you to give me anything"): left to the composer.
      ['When I ask, you never give me anything.', UNCHANGED],
      // Praise, a question and a past deed are not made a request.
      ['The kids say you never help with homework.', UNCHANGED],
      ['When it rains, you never forget to bring the dog in.', UNCHANGED],
      ['Have you never been to Lisbon?', UNCHANGED],
      [
        'I HATE this family. Nobody ever lets me do anything.',
        "I'm really unhappy with this family right now. Nobody lets me do anything.",
      ],
    ],
  ),
);

/** "Can you for once in your life think of someone else?" -> "Can you think of someone else?" */
export const forOnce = regexRule(
  'absolute',
  'strong',
  [[rx(String.raw`(\byou\b[^.!?]*?)\s*,?\s+for\s+once\s+in\s+your\s+(?:life|lives)\b,?`), '$1']],
  [['Can you for once in your life take responsibility?', 'Can you take responsibility?']],
);

/** "... and listen for once." in a message already charged: the request without the jab. */
export const forOnceInContext = regexRule(
  'absolute',
  'contextual',
  [
    [rx(String.raw`,?\s+for\s+once\b(?=\s*[.!?]*\s*$)`), ''],
    // ", I swear" / ", I mean it" closing a charged sentence only raise the stakes.
    [rx(String.raw`,?\s+(?:I\s+swear|I\s+mean\s+it|and\s+I\s+mean\s+it)\b(?=\s*[.!?]*\s*$)`), ''],
  ],
  [
    ['Shut up and listen for once.', 'Please stop and listen.'],
    ['can u do ur actual fucking job for once', 'can u do ur actual job'],
  ],
);
