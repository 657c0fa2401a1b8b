/**
 * Passive aggression and giving up on the reader, which carry no swear word or insult: "Try to keep up",
 * "which you clearly didn't read", "Must be nice to ...", "do whatever you want, you always do",
 * "I don't care anymore". The dig is dropped; where it carried the point, the point is said as a
 * feeling or a request, so the message keeps what the sender wants.
 */
import { AP, regexRule, rx, type Rule } from '../rule';

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
]);

/**
 * Put-downs that carry a point: the point is kept, in the sender's words. "I'm not your maid. Pick up
 * your socks." -> "I need some help here. ..."; "I'm not asking, I'm telling you: be home by 10." ->
 * "Please be home by 10."
 */
const BARE_VERB: Record<string, string> = {
  messaging: 'message',
  texting: 'text',
  calling: 'call',
  'writing to': 'write to',
  emailing: 'email',
};

const putDowns = regexRule('contempt', 'strong', [
  // "Figure out the Jenkins build yourself." -> "Could you please handle the Jenkins build?"
  [
    rx(String.raw`^(\W*)(?:just\s+)?figure\s+out\s+([^.!?]{1,60}?)\s+(?:by\s+)?yourself\b\s*[.!]*`),
    '$1Could you please handle $2?',
  ],
  [
    rx(
      String.raw`\bI${AP}?m\s+not\s+(?:doing|covering)\s+your\s+(job|work|homework|laundry|chores|share)\s+for\s+you(?:\s+again)?\b`,
    ),
    "I can't keep doing your $1 for you",
  ],
  // "guess I wasn't worth a goodbye text" -> "I was hurt not to get a goodbye text"
  [
    rx(
      String.raw`^(\W*)(?:I\s+)?guess\s+I\s+(?:wasn${AP}?t|was\s+not|am\s+not|${AP}m\s+not)\s+worth\s+(an?|the|your)\s+([^.!?]+?)(?:,?\s+(?:huh|then|lol|eh))?\s*[.!?]*$`,
    ),
    (_m, lead: string, det: string, what: string) =>
      `${lead}I was hurt not to get ${det.toLowerCase() === 'your' ? 'a' : det} ${what}.`,
  ],
  // "Don't bother messaging me again unless you actually want to see me."
  [
    rx(
      String.raw`^(\W*)don${AP}?t\s+bother\s+(messaging|texting|calling|writing\s+to|emailing)\s+me(?:\s+again)?\s+unless\s+you\s+(?:actually\s+|really\s+)?`,
    ),
    (_m, lead: string, verb: string) =>
      `${lead}Please only ${BARE_VERB[verb.toLowerCase().replace(/\s+/g, ' ')] ?? 'message'} me again if you `,
  ],
  // "I guess you're too good to help with the dishes" -> "It feels like you don't want to help ..."
  [
    rx(
      String.raw`\b(?:(?:I\s+)?(?:guess|suppose)\s+)?(?:you${AP}?re|you\s+are|ur|u${AP}?re)\s+(?:just\s+)?too\s+(?:good|important|busy|cool|grown[- ]up)\s+to\s+`,
    ),
    "it feels like you don't want to ",
  ],
  // "I am astonished that a firm of your size cannot process a refund" -> "I'm concerned that ..."
  [
    rx(
      String.raw`\bI(?:${AP}m|\s+am)\s+(?:frankly\s+|honestly\s+|quite\s+|truly\s+|absolutely\s+)?(?:astonished|appalled|shocked|amazed|flabbergasted|stunned|baffled|dumbfounded)\s+that\s+(?=[^.!?]*\b(?:cannot|can${AP}?t|couldn${AP}?t|didn${AP}?t|won${AP}?t|wouldn${AP}?t|still|failed|never|not)\b)`,
    ),
    "I'm concerned that ",
  ],
  [
    rx(String.raw`\b(?:a|one)\s+simple\s+(?=(?:refund|question|task|request|thing|email|answer|form)\b)`),
    'a ',
  ],
  // "I shouldn't have to chase you for basic things." -> the wish, without the reproach.
  [
    rx(
      String.raw`\bI\s+shouldn${AP}?t\s+(?:have|need)\s+to\s+(?:keep\s+)?(?:chase|chasing|remind|ask|tell|beg|nag)\s+you\b[^.!?]*`,
    ),
    "I'd like this handled without more reminders",
  ],
  // "I don't know how many times I have to explain this to you:" -> "Just to confirm,"
  [
    rx(
      String.raw`^(\W*)I\s+don${AP}?t\s+know\s+how\s+many\s+(?:more\s+)?times\s+I\s+(?:have|need|got)\s+to\s+(?:explain|say|tell\s+you|repeat)\s*(?:this|it|that)?(?:\s+to\s+you)?\s*[:,.;—–-]+\s*`,
    ),
    '$1Just to confirm, ',
  ],
  [rx(String.raw`^(\W*)sorry,?\s+not\s+sorry,?\s*(?:but\s+)?`), '$1'],
  [
    rx(
      String.raw`^(\W*)I${AP}?m\s+not\s+your\s+(?:personal\s+)?(?:maid|slave|servant|mother|mom|mum|babysitter|secretary|assistant|butler|chauffeur|therapist|punching\s+bag|doormat|ATM|bank)\b\s*[.!]*\s*$`,
    ),
    '$1I need some help here.',
  ],
  [
    rx(
      String.raw`^(\W*)I(?:${AP}?m|\s+am)\s+not\s+(?:your|ur)\s+(?:personal\s+)?(?:maid|slave|servant|mother|mom|mum|babysitter|secretary|assistant|butler|chauffeur)\s*,\s*(?=[a-z])`,
    ),
    '$1I need some help here, please ',
  ],
  [
    rx(String.raw`^(\W*)I${AP}?m\s+not\s+asking,?\s*I${AP}?m\s+telling(?:\s+you)?\s*[:,.;—–-]*\s*(?=[a-z])`),
    '$1Please ',
  ],
  // "Good luck finding someone else who'll put up with you." says only that the sender is hurt.
  [
    rx(
      String.raw`^\W*good\s+luck\s+(?:finding|getting|with\s+finding)\s+(?:someone|anyone|somebody|anybody)(?:\s+else)?\s+(?:who${AP}?(?:ll|d)?|who\s+will|who\s+would|to|that${AP}?(?:ll)?)\s+(?:put\s+up\s+with|stand|tolerate|love|want|date|marry)\s+you\b[^.!?]*[.!?]*\s*$`,
    ),
    '',
  ],
  [rx(String.raw`^(\W*)(?:news\s*flash|hate\s+to\s+break\s+it\s+to\s+you|newsflash)\s*[:,.!—–-]+\s*`), '$1'],
  [
    rx(
      String.raw`\b(?:the\s+world|everything|life)\s+(?:doesn${AP}?t|does\s+not)\s+revolve\s+around\s+you\b`,
    ),
    "I'd like my needs to be considered too",
  ],
  [
    rx(
      String.raw`\byou${AP}?d\s+forget\s+your\s+(?:own\s+)?head\s+if\s+it\s+(?:wasn${AP}?t|weren${AP}?t|was\s+not|were\s+not)\s+(?:attached|screwed\s+on)\b`,
    ),
    'I feel like things keep slipping through the cracks',
  ],
  // Rhetorical questions that only wound: what the sender wants from them is said instead.
  [
    rx(
      String.raw`^(\W*)(?:can${AP}?t|can\s+you\s+not|do)\s+you\s+(?:ever\s+)?(?:do|get)\s+anything\s+right\b[^.!?]*\?*`,
    ),
    '$1Could we go over what went wrong?',
  ],
  [
    rx(
      String.raw`^(\W*)do\s+you\s+(?:ever|even)\s+think\s+before\s+you\s+(?:speak|talk|act|open\s+your\s+mouth|say\s+things|post|hit\s+send)\b[^.!?]*\?*`,
    ),
    '$1Please think about how that came across.',
  ],
  [
    rx(
      String.raw`^(\W*)(?:you|u)\s+(?:can${AP}?t|cannot|can\s+not)\s+be\s+trusted(?:\s+with\s+(?:anything|a\s+single\s+thing))?(?:,?\s+can\s+you)?\s*[?!.]*`,
    ),
    "$1I'm finding it hard to rely on this right now.",
  ],
  // "What kind of father forgets his own son's birthday?" -> "It really hurts when a father forgets ..."
  [
    rx(
      String.raw`^(\W*)what\s+kind\s+of\s+(father|mother|dad|mom|mum|parent|husband|wife|partner|boyfriend|girlfriend|friend|boss|manager|person|man|woman|son|daughter)\s+([a-z]+s)\b([^?]*)\?+`,
    ),
    (_m, lead: string, who: string, verb: string, rest: string) =>
      `${lead}It really hurts when ${/^[aeiou]/i.test(who) ? 'an' : 'a'} ${who.toLowerCase()} ${verb}${rest}.`,
  ],
  [rx(String.raw`\b(?:all\s+)?your\s+(?:drama|theatrics|tantrums?|whining|games|nonsense)\b`), 'this'],
]);

/** "Must be nice to cancel whenever you like\" -> "It bothers me when you cancel whenever you like." */
const envy = regexRule('sarcasm', 'strong', [
  [
    // Only about the reader ("... whenever you feel like it", "... while I do the school run"):
    // "Must be nice to have a pool!" is envy said in fun, and the rewrite's "you" would be made up.
    rx(
      String.raw`^(\W*)(?:it\s+)?must\s+be\s+nice\s+to\s+(?:just\s+)?(?=[^.!?]*\b(?:you|your|while\s+I|ghost\w*|ignor\w+|cancel\w*|bail\w*|flak\w+)\b)([a-z][^.!?]*?)\s*[.!?]*$`,
    ),
    (_m, lead: string, act: string) => `${lead}It bothers me when you ${act}.`,
  ],
]);

/** Giving up on the reader, said as the feeling behind it. */
const givingUp = regexRule('exasperation', 'strong', [
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
]);

/** "... and listen for once." in a message already charged: the request without the jab. */
const forOnceInContext = regexRule('absolute', 'contextual', [
  [rx(String.raw`,?\s+for\s+once\b(?=\s*[.!?]*\s*$)`), ''],
  // ", I swear" / ", I mean it" closing a charged sentence only raise the stakes.
  [rx(String.raw`,?\s+(?:I\s+swear|I\s+mean\s+it|and\s+I\s+mean\s+it)\b(?=\s*[.!?]*\s*$)`), ''],
]);

/** In a message already charged: a leading "Per my last email,\" or a lone "Fine." is a sigh, not a point. */
const sighs = regexRule('sarcasm', 'contextual', [
  [
    rx(String.raw`^(\W*)(?:as\s+)?per\s+my\s+(?:last|previous|earlier)\s+(?:email|message|text)s?,?\s*`),
    '$1',
  ],
  [rx(String.raw`^\W*(?:fine|okay then|ok then|sure)\W*$`), ''],
]);

export const dismissalRules: Rule[] = [
  digs,
  putDowns,
  envy,
  givingUp,
  stopCaring,
  accusations,
  shuttingOut,
  leastYouCouldDo,
  forOnce,
  forOnceInContext,
  scolding,
  sighs,
];
