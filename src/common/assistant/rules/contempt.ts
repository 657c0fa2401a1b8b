/**
 * Contempt said outright: disbelief ("are you kidding me?", "shut up"), "fuck off", "how dare you",
 * "grow up", "I hate you", lone asides ("Seriously?") and mocking the reader's feelings. Contempt is
 * dropped; where it carried a point, the point is kept. Contempt said as a question or an aside ("Do
 * you even hear yourself?") and "I've said this N times" impatience are in rhetorical-contempt.ts.
 */
import { CHANGED, UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';
import { BARE_PUT_DOWNS } from '../lexicon-putdowns';
import { alternation } from '../text';

/** Put-downs said whole, from the put-down lexicon: "grow up", "man up", "get over yourself". */
const BARE_PATTERN = alternation(BARE_PUT_DOWNS).replace(/ /g, String.raw`\s+`);

/**
 * Disbelief: "shut up", "are you kidding me?", "I can't believe you ...", "you're unbelievable". Around
 * good news and nothing wrong ("Shut up, that's amazing news!!", "I can't believe you remembered my
 * birthday!", "You're unbelievable, thank you so much for the flowers") it is delight, and is left alone.
 */
const DISBELIEF_PAIRS = [
  // "Shut that dog up" asks for quiet: "Please keep that dog quiet." (before the bare "shut up" below).
  [
    rx(
      String.raw`^(\W*)(?:please\s+|just\s+|pls\s+)?shut\s+((?:that|the|your|ur|those|these|his|her|their)\s+(?:[a-z]+\s+){0,2}?|him\s+|her\s+|them\s+|it\s+)up\b`,
    ),
    '$1please keep $2quiet',
  ],
  [
    rx(
      String.raw`^(\W*)(?:please\s+|just\s+)?(?:shut (?:the (?:fuck|fck|f\*+k?|hell|heck) )?up|stfu)\s+about\b`,
    ),
    '$1please stop talking about',
  ],
  [
    rx(String.raw`^(\W*)(?:please\s+|just\s+)?(?:shut (?:the (?:fuck|fck|f\*+k?|hell|heck) )?up|stfu)\b`),
    '$1please stop',
  ],
  [rx(String.raw`\b(?:shut (?:the (?:fuck|fck|f\*+k?|hell|heck) )?up|stfu)\b[,!.]*`), ''],
  // Said as the sender's upset, which only a glad sender is spared ("I CANNOT believe you ate the whole pizza 😂😂
  // legend" is delight): every rule's upset is checked in one place (feeling.ts upsetOnlyIfUpset).
  [rx(String.raw`\bI (?:can${AP}?t|cannot|can not) believe (?:that )?you\s+(?=\w)`), "I'm upset that you "],
  [
    rx(
      String.raw`\byou(?:${AP}re|\s+are)\s+(?:so\s+|just\s+|absolutely\s+|honestly\s+)?unbelievable\b[,!.]*`,
    ),
    '',
  ],
  [
    rx(String.raw`\bare\s+you\s+(?:kidding|serious|joking|for real)\b(?:\s+me)?(?:\s+right\s+now)?\s*[?!.]*`),
    '',
  ],
] as const;
const DISBELIEF = regexRule('contempt', 'strong', DISBELIEF_PAIRS);

export const disbelief: Rule = {
  ...DISBELIEF,
  apply: (sentence, ctx) => {
    // A swear word ("shut the fuck up") is never delight enough to keep.
    if (/\b(?:fuck|fck|hell|stfu)\b/i.test(sentence)) return DISBELIEF.apply(sentence, ctx);
    return ctx.positive && !ctx.negative ? sentence : DISBELIEF.apply(sentence, ctx);
  },
  examples: [
    ["Shut up, that's amazing news!!", UNCHANGED],
    ['Shut that dog up, it has barked since 6am.', 'Please keep that dog quiet, it has barked since 6am.'],
    ["Are you kidding me? That's the best news ever!", UNCHANGED],
    ["Are you serious? That's amazing.", UNCHANGED],
    // Not "You forgot again?": the learned reader hears a hostile question and the output check's score still
    // reads it (and "You forgot?") as charged, so the calm question is asked instead.
    ['Are you kidding me? You forgot again?', "Can we talk when we're both calm?"],
    ['Shut up and listen.', 'Please stop and listen.'],
    ["I can't believe you did all the dishes, thank you!", UNCHANGED],
    ["I can't believe you got the job, so proud of you!", UNCHANGED],
    ['I CANNOT believe you ate the whole pizza 😂😂 legend', UNCHANGED],
    ['How dare you look this good!!', UNCHANGED],
    ['Watch yourself on the ice out there.', UNCHANGED],
    ['Mark my words, this team is going to win it all.', UNCHANGED],
    ["I can't believe you forgot again.", "I'm upset that you forgot again."],
    ["I can't believe you did that.", CHANGED],
    [
      "Shut the f*** up about the schedule, I'll get him at 6.",
      "Please stop talking about the schedule, I'll get him at 6.",
    ],
  ],
};

/** Contempt said outright: "fuck off", "how dare you", "get a life", "you disgust me", "I hate you". */
export const contempt = regexRule(
  'contempt',
  'strong',
  [
    // "I want you to fuck off" -> "I want you to go away": the request survives without the swearing.
    [
      rx(String.raw`\b(to|can|could|should|just|please|now)\s+(?:fuck|f\*+k|fk|piss|bugger)\s+off\b`),
      '$1 go away',
    ],
    [rx(String.raw`\bhow dare you\s+`), "I'm upset that you "],
    [rx(String.raw`\bhow dare you\b[?!.]*`), ''],
    [
      rx(
        // Not "how the fuck you ...", "thank fuck it's ...", "holy fuck that's ...": there the swear word is an
        // exclamation or intensifier, which the profanity rules handle.
        String.raw`(?<!\b(?:the|thank|holy)\s+)\b(?:fuck|f\*+k|screw)\s+(?:you|u|ya|off|yourself|yourselves|this|that|them|him|her|it|me|everything|everyone|all of you)\b(?![${AP}])[,!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`^\W*(?:just\s+)?(?:go to hell|go screw yourself|drop dead|bite me|eat shit|get lost|piss off|get out of my face|leave me (?:the hell |the fuck )?alone)\W*$`,
      ),
      'I need some space right now.',
    ],
    [rx(String.raw`\b(can|should|could|may)\s+go\s+(?:straight\s+|right\s+)?to\s+hell\b`), '$1 think again'],
    [
      rx(
        String.raw`\b(?:go\s+(?:straight\s+)?to\s+hell|go\s+screw\s+yourself|drop dead|eat shit|piss off)\b[,!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\b(?:should|ought to|deserves? to|needs? to)\s+be\s+(?:beaten|shot|killed|hanged|hung|strung up|lynched|executed|punched|slapped|stabbed|burned)\b[^.!?]*`,
      ),
      'should be held accountable',
    ],
    [rx(String.raw`\bI\s+hope\s+(?:you|he|she|they)\s+(?:die|dies|rots?|burns?|gets? hit)\b[^.!?]*`), ''],
    [
      rx(
        String.raw`(?:[,;]\s*)?\b(?:what|wtf)(?:${AP}s| is| the hell is| the fuck is| in the world is)\s+wrong\s+(?:with|w/?)\s+(?:you|u)\b(?!\s+[a-z])[?!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\bare\s+you\s+(?:out of your (?:mind|damn mind)|insane|crazy|nuts|deaf|blind|even listening|even human)(?:\s+or\s+(?:just\s+)?[a-z]+)?(?:\s+me)?(?:\s+right\s+now)?\s*[?!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\b(?:have you lost your mind|get\s+a\s+life|grow\s+a\s+pair|get\s+over\s+yourself|cry me a river|boo hoo|talk to the hand|your problem,? not mine|figure it out yourself)\b[,!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`^\W*(?:${BARE_PATTERN}|get over it|give me a break|deal with it(?!\s*,?\s+or\b)|suck it up|not my problem)\b[,!.]*`,
      ),
      '',
    ],
    [rx(String.raw`^\W*(?:who cares|nobody cares|no one cares)\W*$`), ''],
    [rx(String.raw`\b(?:nobody|no one)\s+cares\s+(?:about\s+(?:you|your|what you)|what you)\b[^.!?]*`), ''],
    // "you're" has no space before the apostrophe: "you 're" never matched what people type.
    [
      rx(
        String.raw`\byou(?:\s+(?:make me sick|disgust me)|(?:${AP}re|\s+are)\s+(?:so\s+|just\s+|absolutely\s+|honestly\s+|kind\s+of\s+|kinda\s+|such\s+)?(?:disgusting|a joke|pathetic|a disgrace|an embarrassment))\b[,!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\bI (?:(?:literally|really|honestly|just)\s+)?(?:hate|despise|loathe|can${AP}?t stand) (?:you|u)\b(?:\s+(?:rn|right\s+now))?[,!.]*`,
      ),
      "I'm really hurt right now.",
    ],
    [rx(String.raw`\b(?:how|so)\s+pathetic\b[,!.]*`), ''],
    [rx(String.raw`(?<![😂🤣]\s*)[🙄😒🖕🤬😤🤡🤮](?![🙄😒🤡]*\s*[😂🤣])`, 'gu'), ''],
  ],
  [
    ['i hate u. ur ruining my life', "I'm really hurt right now. this is really hard for me"],
    ['I want you to fuck off for the weekend.', 'I want you to go away for the weekend.'],

    ['What is wrong with you? The form was due Monday.', 'The form was due Monday.'],
    ['Grow up. I need the keys back.', 'I need the keys back.'],
    ['Are you blind or something? The bins are full.', 'The bins are full.'],
    ['I hate you', "I'm really hurt right now."],
    [
      'Wow thanks for telling me you moved the dentist appt to Tuesday 4pm. Really appreciate being the last to know 🙄',
      "I wish I'd heard sooner that you moved the dentist appt to Tuesday 4pm.",
    ],
    ['Wow, 2 days to text back. You must be SO busy 🙄', '2 days to text back.'],
    ['Really classy venue, thanks for booking it!', UNCHANGED],
    ['I felt so loved at the party, thank you all.', UNCHANGED],
  ],
);

/** In a message already charged: a lone "Seriously?", "Ugh", "smh" is exasperation, not a point. */
export const contemptAsides = regexRule(
  'contempt',
  'contextual',
  [
    [
      rx(
        String.raw`^\W*(?:seriously|really|unbelievable|unreal|incredible|ridiculous|pathetic|wow|ugh+|smh|whatever|the nerve|come on|oh please|please)\W*$`,
      ),
      '',
    ],
    // "Seriously Mike?": the same aside, said to someone by name (not "Seriously good pizza.").
    [
      rx(String.raw`^\W*(?:seriously|come on|really),?\s+([A-Za-z]+)\W*$`),
      (m: string, name: string) => (/^[A-Z][a-z]/.test(name) ? '' : m),
    ],
    [rx(String.raw`^\W*(?:seriously|honestly|ugh+|smh|come on),\s*`), ''],
    [rx(String.raw`\bsmh\b`), ''],
  ],
  [
    [
      'You ghosted me for a week and now you want to grab drinks Saturday? Seriously?',
      'You ghosted me for a week and now you want to grab drinks Saturday?',
    ],
    [
      "You were supposed to have the kids back by 6 and it's now 7:40. This is the third time this month. Unbelievable.",
      "You were supposed to have the kids back by 6 and it's now 7:40. This is the third time this month.",
    ],
    ['You got the job? Seriously? That is amazing news!', UNCHANGED],
    ['Really?', UNCHANGED],
  ],
);

/** Mocking the reader's feelings: "imagine being this sensitive", "go cry to your mom". */
export const mocking = regexRule(
  'contempt',
  'strong',
  [
    [rx(String.raw`\bimagine\s+being\s+this\s+\w+\b[.!]*`), ''],
    [rx(String.raw`,?\s*(?:go\s+)?cry\s+to\s+(?:your|ur)\s+(?:friends|mom|mommy|mama|dad|daddy)\b`), ''],
  ],
  [
    ['stop texting me, go cry to ur mom', 'Please stop texting me'],
    [
      'lmao imagine being this insecure. go cry to ur friends',
      "I'm upset right now. Can we talk when we're both calm?",
    ],
  ],
);
