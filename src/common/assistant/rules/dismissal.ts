/**
 * Passive aggression and giving up on the reader, which carry no swear word or insult: "Try to keep up",
 * "which you clearly didn't read", "Must be nice to ...", "do whatever you want, you always do",
 * "I don't care anymore". The dig is dropped; where it carried the point, the point is said as a
 * feeling or a request, so the message keeps what the sender wants.
 */
import { UNCHANGED, AP, regexRule, rx } from '../rule';
import { LEARN_TO_PATTERN, USE_YOUR_PATTERN } from '../lexicon-putdowns';

export const digs = regexRule(
  'contempt',
  'strong',
  [
    // Remarks on the reader's competence or attention.
    [
      rx(
        // The whole sentence: "Try to keep up with the reading list" is advice.
        String.raw`^\W*(?:please\s+|kindly\s+|just\s+)?(?:try to keep up|(?:do\s+)?keep up|${LEARN_TO_PATTERN}|${USE_YOUR_PATTERN})[,!.]*\s*$`,
      ),
      '',
    ],
    [rx(String.raw`^(\W*)(kindly\s+|please\s+|just\s+)?do your (?:job|job properly)\s+and\s+`), '$1$2'],
    // "Just do your job for once." alone: the request under it, said as one.
    [
      rx(
        String.raw`^(\W*)(?:kindly\s+|please\s+|just\s+)*do\s+your\s+(?:job|part|share)(?:\s+properly)?(?:\s+for\s+once)?\s*[.!]*\s*$`,
      ),
      '$1Could you please take care of your part of this?',
    ],
    [
      rx(
        String.raw`,?\s*which\s+you\s+(?:(?:apparently\s+)?chose\s+to\s+ignore|(?:clearly|obviously|apparently|evidently)\s+(?:(?:didn${AP}?t|did not|never|don${AP}?t|do not)\s+(?:read|see|notice|bother)|ignored|skipped|missed|skimmed))\b[^,.!?]*,?`,
      ),
      // Between two commas, one stays: "Per my last emails, which you ignored, the invoice".
      (m: string) => (/^,/.test(m) && /,$/.test(m) ? ',' : ''),
    ],
    [
      rx(String.raw`\bwhat${AP}?s\s+so\s+(?:hard|difficult|complicated)\s+about\s+(?:that|this|it)\b[?!.]*`),
      '',
    ],
    [
      rx(String.raw`\bwhat\s+is\s+so\s+(?:hard|difficult|complicated)\s+about\s+(?:that|this|it)\b[?!.]*`),
      '',
    ],
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
        String.raw`\b(?:(?:clearly|obviously|evidently),?\s+you|you\s+(?:clearly|obviously|evidently))\s+(didn${AP}?t|don${AP}?t|never|haven${AP}?t|have\s+no|can${AP}?t)\s+(?=(?:read|listen|care|think|understand|get|pay|bother|know|idea|clue|see|notice|remember|follow)\b)`,
      ),
      'it seems you $1 ',
    ],
    // "clearly they matter more than me": a guess at the reader's heart, said as the sender's feeling.
    [
      rx(
        String.raw`\b(?:clearly|obviously),?\s+((?:they|it|that|this|work|your\s+\w+|(?:he|she)|everyone\s+else)\s+(?:matters?|means?|comes?|is|are|counts?)\s+more)\b`,
      ),
      'it feels like $1',
    ],
    // "Can you not be so dramatic for once?": what the sender wants is a calmer talk, not a label.
    [
      rx(
        String.raw`^(\W*)(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:not\s+be|stop\s+being|quit\s+being)|(?:please\s+|just\s+)?(?:stop|quit)\s+being)\s+(?:so\s+|such\s+an?\s+|an?\s+)?(?:dramatic|emotional|sensitive|defensive|negative|difficult|stubborn|extra|clingy|needy|jealous|annoying|drama\s+queen|baby|crybaby)\b(?:\s+for\s+(?:once(?:\s+in\s+your\s+life)?|(?:five|two|ten|one|a\s+few)\s+(?:minutes?|seconds?)|a\s+(?:minute|second)))?(?:\s*[?!.]*\s*$|\s*[?!.]*\s+(?=(?:it${AP}?s|its|it\s+is|I|we)\b))`,
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
    // "Rent was due Monday, genius.": the same title closing a plain point.
    [
      rx(
        String.raw`,\s*(?:genius|einstein|sherlock|smart guy|smarty pants|hotshot|mastermind|your\s+(?:majesty|highness))\s*([.!?]*)\s*$`,
      ),
      '$1',
    ],
  ],
  [
    ['Just do your job and stop whining about the deadline.', "Let's talk about the deadline."],
    [
      'Per my last three emails, which you apparently chose to ignore, the invoice for $4,750 was due on April 15.',
      'As I mentioned in my last message, the invoice for $4,750 was due on April 15.',
    ],

    [
      'Per my last email, which you obviously ignored, the venue is the Marriott on Elm.',
      'As I mentioned in my last message, the venue is the Marriott on Elm.',
    ],
    ['The handover is at 6:30, not 7. Try to keep up.', 'The handover is at 6:30, not 7.'],
    ['I sent the W-2 form twice. What is so hard about that?', 'I sent the W-2 form twice.'],
    ['Kindly do your job and approve the $75 expense.', 'Kindly approve the $75 expense.'],
    ['Hey genius, the car registration expired on the 12th.', 'The car registration expired on the 12th.'],
    ['Rent was due Monday, genius.', 'Rent was due Monday.'],
    ["That's a lie and you know it. I paid Dr. Kim's bill.", "That isn't true. I paid Dr. Kim's bill."],
    ['Do whatever you want with the leftover paint.', UNCHANGED],
    ["Don't ever change, you're the best.", UNCHANGED],
    ['Keep up the good work on the Henderson account!', UNCHANGED],
    ['It must be nice in Lisbon this time of year.', UNCHANGED],
    ['Must be nice to have a pool! Enjoy the summer.', UNCHANGED],
    ["Honestly I don't care anymore what color the couch is, pick whichever.", UNCHANGED],
    ["I quit that job in March and I don't care anymore.", UNCHANGED],
    ["Try to keep up with the reading list this week, it's a lot.", UNCHANGED],
    ["It's a lie that carrots improve eyesight, fun fact.", UNCHANGED],
    ['Thanks genius, you saved the day!', UNCHANGED],
    ["Don't ever let anyone tell you that you can't.", UNCHANGED],
    ['Hurry up or we will miss the bus at 7:40', UNCHANGED],
    ["Or I'm going to the store at 5, do you need anything?", UNCHANGED],
    ["You clearly didn't read my email.", "It seems you didn't read my email."],
    ['Can you not be so dramatic for once?', 'Could we talk about this calmly?'],
    ["Obviously you don't care about my feelings.", "It seems you don't care about my feelings."],
    [
      'whatever. go out with your friends again, clearly they matter more than me',
      'go out with your friends again, it feels like they matter more than me',
    ],
  ],
);

/** "Must be nice to cancel whenever you like\" -> "It bothers me when you cancel whenever you like." */
export const envy = regexRule(
  'sarcasm',
  'strong',
  [
    [
      // Only about the reader ("... whenever you feel like it", "... while I do the school run"):
      // "Must be nice to have a pool!" is envy said in fun, and the rewrite's "you" would be made up.
      rx(
        String.raw`^(\W*)(?:it\s+)?must\s+be\s+nice\s+to\s+(?:just\s+)?(?=[^.!?]*\b(?:you|your|while\s+I|ghost\w*|ignor\w+|cancel\w*|bail\w*|flak\w+)\b)([a-z][^.!?]*?)\s*[.!?]*$`,
      ),
      (_m, lead: string, act: string) => `${lead}It bothers me when you ${act}.`,
    ],
  ],
  [
    [
      'Must be nice to sleep until noon while I do the school run.',
      'It bothers me when you sleep until noon while I do the school run.',
    ],
  ],
);

/** Giving up on the reader, said as the feeling behind it. */
export const givingUp = regexRule(
  'exasperation',
  'strong',
  [
    [
      rx(
        String.raw`^(\W*)(?:(?:fine|whatever|ok|okay)[,.]?\s+)*(?:just\s+)?do\s+(?:whatever|what)\s+(?:you|u)\s+(?:want|like)(?:\s+with\s+[^,.!?]{1,40}?)?(?:,?\s+(?:(?:you|u)\s+(?:will|would)\s+(?:anyway|regardless)|(?:you|u)\s+always\s+do(?:\s+anyway)?|like\s+(?:you|u)\s+always\s+do|like\s+always|as\s+always|as\s+usual|I\s+don${AP}?t\s+care))\b[.!?]*`,
      ),
      "$1I feel like my view doesn't count here.",
    ],
    [
      rx(
        String.raw`\bI\s+(?:really\s+|honestly\s+)?don${AP}?t\s+(?:even\s+)?know\s+why\s+I\s+(?:even\s+)?(?:bother|try)(?:\s+(?:with\s+you|with\s+this|anymore|any\s+more))*\b`,
      ),
      "I'm feeling really discouraged",
    ],
    [
      rx(String.raw`\bI\s+give\s+up\s+(?:on\s+you|trying\s+with\s+you|on\s+us|with\s+you)\b`),
      "I'm feeling really discouraged",
    ],
  ],
  [
    [
      'Do whatever you want with the Thanksgiving schedule, you will anyway.',
      // The rule's "I feel like my view doesn't count here." drops the Thanksgiving schedule (a fact).
      "I'm upset about the Thanksgiving schedule, and I'd like to talk about it calmly.",
    ],

    ['Fine. Do whatever you want, like always.', "I feel like my view doesn't count here."],
    ["I don't even know why I bother with you anymore.", "I'm feeling really discouraged."],
  ],
);

/**
 * "I don't care anymore" closing a charged message is giving up on the exchange; said of a couch's
 * colour or an old job it is calm, so it is only rewritten in a message that is charged anyway, and
 * only where it ends a sentence.
 */
export const stopCaring = regexRule(
  'exasperation',
  'contextual',
  [
    [
      rx(
        String.raw`\bI\s+(?:just\s+|really\s+|honestly\s+)?don${AP}?t\s+(?:even\s+)?care\s+any\s*more(?=\s*[.!?]*\s*$)`,
      ),
      "I don't want to keep arguing about this",
    ],
  ],
  [
    [
      "You lied to me again, you idiot. I don't care anymore.",
      "You lied to me again. I don't want to keep arguing about this.",
    ],
    ["I don't care anymore, the couch can be any colour.", UNCHANGED],
  ],
);

/**
 * "Stop lying." accuses; what the sender wants is the truth. "I don't care what you think" shuts the
 * reader out; what it means is that the sender sees it otherwise.
 */
export const accusations = regexRule(
  'demand',
  'strong',
  [
    [
      rx(String.raw`^(\W*)(?:just\s+|please\s+)?stop\s+lying(?:\s+to\s+me)?\b[.!]*`),
      '$1Please be honest with me.',
    ],
  ],
  [['Stop lying.', 'Please be honest with me.']],
);
export const notListening = regexRule(
  'contempt',
  'strong',
  [
    [
      rx(
        String.raw`\bI\s+(?:really\s+|honestly\s+|just\s+)?don${AP}?t\s+care\s+what\s+you\s+(?:think|say|want|feel)\b`,
      ),
      'I see this differently',
    ],
  ],
  [["I don't care what you think.", 'I see this differently.']],
);

/** Demands dressed as a verdict on the reader: the request stays, the verdict goes. */
export const leastYouCouldDo = regexRule(
  'blame',
  'strong',
  [
    // "The least you could do is apologize." -> "I'd like you to apologize."
    [
      rx(String.raw`^(\W*)the\s+least\s+you\s+(?:could|can)\s+do\s+is\s+(?:to\s+)?(?=[a-z])`),
      "$1I'd like you to ",
    ],
  ],
  [
    [
      'You missed the 2pm call with Acme. The least you could do is email them.',
      "You missed the 2pm call with Acme. I'd like you to email them.",
    ],
    ['For once the 8:15 train was on time!', UNCHANGED],
  ],
);

/**
 * "Don't ever cc my manager again": the request, without the scolding "ever". Only about doing
 * something again: "Don't ever let anyone tell you that you can't" is encouragement.
 */
export const scolding = regexRule(
  'demand',
  'strong',
  [
    [
      rx(
        String.raw`^(\W*)(?:and\s+)?don${AP}?t\s+(?:you\s+)?((?:talk|speak|yell|shout|swear|hang\s+up)\s+(?:to|at|on)\s+me\b[^.!?]*?)\s+ever\s+again\b`,
      ),
      "$1Please don't $2 again",
    ],
    [
      rx(
        String.raw`^(\W*)(?:and\s+)?don${AP}?t\s+(?:you\s+)?ever\s+(?!mind|change|stop|give up|lose|forget how)\b(?=[^.!?]*\bagain\b)`,
      ),
      "$1Please don't ",
    ],
  ],
  [
    ["Don't ever read my journal again.", "Please don't read my journal again."],
    ["Don't talk to me like that ever again.", "Please don't talk to me like that again."],
  ],
);

/** In a message already charged: a leading "Per my last email,\" or a lone "Fine." is a sigh, not a point. */
export const sighs = regexRule(
  'sarcasm',
  'contextual',
  [
    [
      rx(String.raw`^(\W*)(?:as\s+)?per\s+my\s+(?:last|previous|earlier)\s+(?:email|message|text)s?,?\s*`),
      '$1',
    ],
    [rx(String.raw`^\W*(?:fine|okay then|ok then|sure)\W*$`), ''],
  ],
  [
    // Said alone, the reference is kept in the office's calm words (formal-indignation.ts), not a topic line.
    ['As per my previous email. Again.', 'As I mentioned in my previous email.'],
    ['Fine. Do whatever you want, you always do.', "I feel like my view doesn't count here."],
  ],
);
