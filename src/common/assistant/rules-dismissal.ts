/**
 * Passive aggression and giving up on the reader, which carry no swear word or insult: "Try to keep up",
 * "which you clearly didn't read", "Must be nice to ...", "do whatever you want, you always do",
 * "I don't care anymore". The dig is dropped; where it carried the point, the point is said as a
 * feeling or a request, so the message keeps what the sender wants.
 */
import { AP, regexRule, rx, type Rule } from './rule';

const digs = regexRule('contempt', 'strong', [
  // Remarks on the reader's competence or attention.
  [
    rx(
      // The whole sentence: "Try to keep up with the reading list" is advice.
      String.raw`^\W*(?:please\s+|kindly\s+|just\s+)?(?:try to keep up|(?:do\s+)?keep up|learn to read|use your (?:brain|head))[,!.]*\s*$`,
    ),
    '',
  ],
  [rx(String.raw`^(\W*)(kindly\s+|please\s+|just\s+)?do your (?:job|job properly)\s+and\s+`), '$1$2'],
  [
    rx(
      String.raw`,?\s*which\s+you\s+(?:clearly|obviously|apparently|evidently)\s+(?:(?:didn${AP}?t|did not|never|don${AP}?t|do not)\s+(?:read|see|notice|bother)|ignored|skipped|missed|skimmed)\b[^,.!?]*,?`,
    ),
    '',
  ],
  [
    rx(String.raw`\bwhat${AP}?s\s+so\s+(?:hard|difficult|complicated)\s+about\s+(?:that|this|it)\b[?!.]*`),
    '',
  ],
  [rx(String.raw`\bwhat\s+is\s+so\s+(?:hard|difficult|complicated)\s+about\s+(?:that|this|it)\b[?!.]*`), ''],
  [
    rx(
      String.raw`\b(this|it)(?:${AP}s|\s+is)\s+(?:such\s+|an?\s+)?(?:absolute\s+|complete\s+|total\s+)?joke\b`,
    ),
    "$1 isn't working for me",
  ],
  // "It's a lie and you know it": a verdict on the claim, said without calling the reader a liar
  // ("It's a lie that carrots help your eyes" is a fun fact).
  [
    rx(
      String.raw`\b(that|this|it)(?:${AP}s|\s+is)\s+(?:a\s+)?(?:total\s+|complete\s+|flat[- ]out\s+|big\s+|bald[- ]faced\s+)?lie(?:,?\s+and\s+you\s+know\s+it)?\b(?!\s+(?:that|about)\b)`,
    ),
    (_m, what: string) => `${what} isn't true`,
  ],
  // "You clearly didn't read my email." -> "It seems you didn't read my email."
  [
    rx(
      String.raw`\byou\s+(?:clearly|obviously|evidently)\s+(didn${AP}?t|don${AP}?t|never|haven${AP}?t|have\s+no|can${AP}?t)\s+(?=(?:read|listen|care|think|understand|get|pay|bother|know|idea|clue|see|notice|remember|follow)\b)`,
    ),
    'it seems you $1 ',
  ],
  // "Can you not be so dramatic for once?": what the sender wants is a calmer talk, not a label.
  [
    rx(
      String.raw`^(\W*)(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:not\s+be|stop\s+being|quit\s+being)|(?:please\s+|just\s+)?(?:stop|quit)\s+being)\s+(?:so\s+|such\s+an?\s+|an?\s+)?(?:dramatic|emotional|sensitive|defensive|negative|difficult|stubborn|extra|drama\s+queen|baby|crybaby)\b(?:\s+for\s+once(?:\s+in\s+your\s+life)?)?\s*[?!.]*\s*$`,
    ),
    '$1Could we talk about this calmly?',
  ],
  // "Hey genius," / "Nice going, Einstein": a mock title of address ("Thanks genius, you saved the
  // day!" is praise).
  [
    rx(
      String.raw`^(\W*)(?:(?:hey|ok|okay|well|listen|nice going),?\s+)?(?:genius|einstein|sherlock|smart guy|smarty pants|hotshot|princess)\b[,!.]*\s*`,
    ),
    '$1',
  ],
]);

/** "Must be nice to cancel whenever you like" -> "It bothers me when you cancel whenever you like." */
const envy = regexRule('sarcasm', 'strong', [
  [
    // Only about the reader ("... whenever you feel like it", "... while I do the school run"):
    // "Must be nice to have a pool!" is envy said in fun, and the rewrite's "you" would be made up.
    rx(
      String.raw`^(\W*)(?:it\s+)?must\s+be\s+nice\s+to\s+(?:just\s+)?(?=[^.!?]*\b(?:you|your|while\s+I)\b)([a-z][^.!?]*?)\s*[.!?]*$`,
    ),
    (_m, lead: string, act: string) => `${lead}It bothers me when you ${act}.`,
  ],
]);

/** Giving up on the reader, said as the feeling behind it. */
const givingUp = regexRule('exasperation', 'strong', [
  [
    rx(
      String.raw`^(\W*)(?:(?:fine|whatever|ok|okay)[,.]?\s+)?(?:just\s+)?do\s+(?:whatever|what)\s+you\s+(?:want|like)(?:,?\s+(?:you\s+always\s+do|like\s+you\s+always\s+do|like\s+always|as\s+always|as\s+usual|I\s+don${AP}?t\s+care))\b[.!?]*`,
    ),
    "$1I feel like my view doesn't count here.",
  ],
  [
    rx(String.raw`\bI\s+give\s+up\s+(?:on\s+you|trying\s+with\s+you|on\s+us|with\s+you)\b`),
    "I'm feeling really discouraged",
  ],
]);

/**
 * "I don't care anymore" closing a charged message is giving up on the exchange; said of a couch's
 * colour or an old job it is calm, so it is only rewritten in a message that is charged anyway, and
 * only where it ends a sentence.
 */
const stopCaring = regexRule('exasperation', 'contextual', [
  [
    rx(
      String.raw`\bI\s+(?:just\s+|really\s+|honestly\s+)?don${AP}?t\s+(?:even\s+)?care\s+any\s*more(?=\s*[.!?]*\s*$)`,
    ),
    "I don't want to keep arguing about this",
  ],
]);

/**
 * "Stop lying." accuses; what the sender wants is the truth. "I don't care what you think" shuts the
 * reader out; what it means is that the sender sees it otherwise.
 */
const accusations = regexRule('demand', 'strong', [
  [
    rx(String.raw`^(\W*)(?:just\s+|please\s+)?stop\s+lying(?:\s+to\s+me)?\b[.!]*`),
    '$1Please be honest with me.',
  ],
]);
const shuttingOut = regexRule('contempt', 'strong', [
  [
    rx(
      String.raw`\bI\s+(?:really\s+|honestly\s+|just\s+)?don${AP}?t\s+care\s+what\s+you\s+(?:think|say|want|feel)\b`,
    ),
    'I see this differently',
  ],
]);

/** Demands dressed as a verdict on the reader: the request stays, the verdict goes. */
const leastYouCouldDo = regexRule('blame', 'strong', [
  // "The least you could do is apologize." -> "I'd like you to apologize."
  [
    rx(String.raw`^(\W*)the\s+least\s+you\s+(?:could|can)\s+do\s+is\s+(?:to\s+)?(?=[a-z])`),
    "$1I'd like you to ",
  ],
]);

/** "Can you for once in your life think of someone else?" -> "Can you think of someone else?" */
const forOnce = regexRule('absolute', 'strong', [
  [rx(String.raw`(\byou\b[^.!?]*?)\s*,?\s+for\s+once\s+in\s+your\s+(?:life|lives)\b,?`), '$1'],
]);

/**
 * "Don't ever cc my manager again": the request, without the scolding "ever". Only about doing
 * something again: "Don't ever let anyone tell you that you can't" is encouragement.
 */
const scolding = regexRule('demand', 'strong', [
  [
    rx(
      String.raw`^(\W*)(?:and\s+)?don${AP}?t\s+(?:you\s+)?ever\s+(?!mind|change|stop|give up|lose|forget how)\b(?=[^.!?]*\bagain\b)`,
    ),
    "$1Please don't ",
  ],
]);

/** In a message already charged: a leading "Per my last email," or a lone "Fine." is a sigh, not a point. */
const sighs = regexRule('sarcasm', 'contextual', [
  [
    rx(String.raw`^(\W*)(?:as\s+)?per\s+my\s+(?:last|previous|earlier)\s+(?:email|message|text)s?,?\s*`),
    '$1',
  ],
  [rx(String.raw`^\W*(?:fine|okay then|ok then|sure)\W*$`), ''],
]);

export const dismissalRules: Rule[] = [
  digs,
  envy,
  givingUp,
  stopCaring,
  accusations,
  shuttingOut,
  leastYouCouldDo,
  forOnce,
  scolding,
  sighs,
];
