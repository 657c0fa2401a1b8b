/**
 * Contempt ("what is wrong with you", "grow up") and threats or ultimatums ("or else", "you'll regret it").
 * Contempt is dropped; a threat is dropped, and a stated consequence is softened into a boundary
 * ("I'll take you to court" -> "I may need to take you to court") so the fact of the plan survives.
 */
import { AP, regexRule, rx, type Rule } from './rule';

const WILL = String.raw`(?:I${AP}ll|I will|I${AP}m going to|I am going to|I${AP}m gonna|I am gonna|I shall)`;
/** Consequences that make an "if you ..., I'll ..." sentence an ultimatum rather than an offer. */
const PUNITIVE = String.raw`(?:take (?:you|this|it|the kids|them) to court|see you in court|call (?:my|a|the) (?:lawyer|attorney|police|cops)|get (?:a|my) lawyer|involve (?:my|a|the) (?:lawyer|attorney|police|court)|sue|report (?:you|this|it)|stop paying|cut you off|keep the kids|tell (?:everyone|everybody|your|the)|leave (?:you|this)|block you|file|be done|end (?:this|it|us)|never (?:speak|talk|see)|make sure|make you(?!\s+(?:a|an|some|dinner|breakfast|lunch|coffee|tea|something)\b)|ruin|fire you|go to (?:hr|your boss|the judge|court)|post|expose|dump you|kick you out|change the locks|throw)`;

/** Where going is a step against someone ("or I'm going to my lawyer"), not an errand ("to the office"). */
const PLACE = String.raw`court|HR|the (?:mediator|judge|police|court|landlord|principal|school)|(?:my|a|our) (?:lawyer|attorney|mediator)|your (?:boss|manager|parents)`;
/**
 * An "if you ..." clause that is only the reader's wish or time ("If you want,", "If you like it,", "If
 * you're free Saturday,", "If you get a chance,") makes what follows an offer, not an ultimatum: "If you
 * want, I'll tell your mom the good news". "If you want to keep the kids, I'll take you to court" goes on
 * past the wish, so it is still read as a condition.
 */
const NOT_OFFER = String.raw`(?!(?:${AP}d|\s+would)?\s+(?:like|want|prefer|need(?:\s+(?:me|help|a\s+(?:ride|hand)))?|have\s+(?:time|a\s+(?:minute|sec|second))|get\s+a\s+(?:chance|minute|sec|second))(?:\s+(?:it|that|one|them))?\s*,|(?:${AP}re|\s+are)\s+(?:free|busy|tired|hungry|interested|up for it)(?:\s+(?:today|tonight|tomorrow|this weekend|[A-Z][a-z]+day))?\s*,)`;

/**
 * Disbelief: "shut up", "are you kidding me?", "I can't believe you ...", "you're unbelievable". Around
 * good news and nothing wrong ("Shut up, that's amazing news!!", "I can't believe you remembered my
 * birthday!", "You're unbelievable, thank you so much for the flowers") it is delight, and is left alone.
 */
const DISBELIEF = regexRule('contempt', 'strong', [
  [
    rx(String.raw`^(\W*)(?:please\s+|just\s+)?(?:shut (?:the (?:fuck|fck|hell|heck) )?up|stfu)\b`),
    '$1please stop',
  ],
  [rx(String.raw`\b(?:shut (?:the (?:fuck|fck|hell|heck) )?up|stfu)\b[,!.]*`), ''],
  [rx(String.raw`\bI (?:can${AP}?t|cannot|can not) believe (?:that )?you\s+(?=\w)`), "I'm upset that you "],
  [
    rx(
      String.raw`\byou(?:${AP}re|\s+are)\s+(?:so\s+|just\s+|absolutely\s+|honestly\s+)?unbelievable\b[,!.]*`,
    ),
    '',
  ],
  [
    rx(String.raw`\bare\s+you\s+(?:kidding|serious|joking|for real)(?:\s+me)?(?:\s+right\s+now)?\s*[?!.]*`),
    '',
  ],
]);

export const contemptRules: Rule[] = [
  {
    ...DISBELIEF,
    apply: (sentence, ctx) =>
      // A swear word ("shut the fuck up") is never delight enough to keep.
      ctx.positive && !ctx.negative && !/\b(?:fuck|fck|hell|stfu)\b/i.test(sentence)
        ? sentence
        : DISBELIEF.apply(sentence, ctx),
  },
  regexRule('contempt', 'strong', [
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
        String.raw`\bwhat(?:${AP}s| is| the hell is| the fuck is| in the world is)\s+wrong\s+with\s+you\b(?!\s+[a-z])[?!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\bare\s+you\s+(?:out of your (?:mind|damn mind)|insane|crazy|nuts|deaf|blind|even listening|even human)(?:\s+me)?(?:\s+right\s+now)?\s*[?!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`\b(?:have you lost your mind|get a life|grow a pair|get over yourself|cry me a river|boo hoo|talk to the hand|your problem,? not mine|figure it out yourself)\b[,!.]*`,
      ),
      '',
    ],
    [
      rx(
        String.raw`^\W*(?:grow up|man up|get over it|give me a break|deal with it|suck it up|not my problem)\b[,!.]*`,
      ),
      '',
    ],
    [rx(String.raw`^\W*(?:who cares|nobody cares|no one cares)\W*$`), ''],
    [rx(String.raw`\b(?:nobody|no one)\s+cares\s+(?:about\s+(?:you|your|what you)|what you)\b[^.!?]*`), ''],
    // "you're" has no space before the apostrophe: "you 're" never matched what people type.
    [
      rx(
        String.raw`\byou(?:\s+(?:make me sick|disgust me)|(?:${AP}re|\s+are)\s+(?:so\s+|just\s+|absolutely\s+|honestly\s+)?(?:disgusting|a joke|pathetic|a disgrace|an embarrassment))\b[,!.]*`,
      ),
      '',
    ],
    [rx(String.raw`\bI (?:hate|despise|loathe|can${AP}?t stand) you\b[,!.]*`), "I'm really hurt right now."],
    [rx(String.raw`\b(?:how|so)\s+pathetic\b[,!.]*`), ''],
    [rx(String.raw`[🙄😒🖕🤬😤]`, 'gu'), ''],
  ]),
  regexRule('contempt', 'contextual', [
    [
      rx(
        String.raw`^\W*(?:seriously|really|unbelievable|unreal|incredible|ridiculous|pathetic|wow|ugh+|smh|whatever|the nerve|come on|oh please|please)\W*$`,
      ),
      '',
    ],
    [rx(String.raw`^\W*(?:seriously|honestly|ugh+|smh|come on),\s*`), ''],
    [rx(String.raw`\bsmh\b`), ''],
  ]),
];

export const threatRules: Rule[] = [
  // "Mark my words" is as often a prediction ("Mark my words, this team is going to win it all") as a
  // threat: dropped only from a message already charged.
  regexRule('threat', 'contextual', [[rx(String.raw`\bmark my words\b[,!.]*`), '']]),
  regexRule('threat', 'strong', [
    [rx(String.raw`\b(?:this is|that${AP}s|it${AP}s)?\s*(?:your|my)?\s*(?:last|final) warning\b[,!.]*`), ''],
    [
      rx(
        // "Watch yourself on the ice" is care, not a threat.
        String.raw`\b(?:I${AP}m warning you|you${AP}ve been warned|consider yourself warned|don${AP}?t test me|don${AP}?t push me|watch your back|watch yourself(?!\s+(?:on|in|out|around|at|near|with|crossing|driving)\b)|I know where you live)\b[,!.]*`,
      ),
      '',
    ],
    // "I swear if you let him stay up again" with no consequence said: the unsaid threat is a request.
    [
      rx(String.raw`^(\W*)I swear(?: to god)?,?\s+if you\s+([^,;.!?]+?)\s*[.!?]*$`),
      (_m, lead: string, act: string) => `${lead}Please don't ${act}.`,
    ],
    [rx(String.raw`\bI swear(?: to god)?,?\s+(?=if you\b)`), ''],
    // "If you walk out tonight, don't bother coming back": what the sender does not want, said plainly.
    [
      rx(
        String.raw`^(\W*)if you(${AP}re| are)?\s+([^,;.!?]+?),?\s+(?:then\s+)?don${AP}?t (?:bother|even bother|ever bother)\s+(?:coming back|coming home|calling|texting|showing up|talking to me)\b[^.!?]*`,
      ),
      (_m, lead: string, are: string | undefined, act: string) =>
        `${lead}I really don't want you to ${are ? 'be ' : ''}${act}`,
    ],
    [
      rx(
        String.raw`\byou${AP}?(?:ll| will|re going to| are going to|re gonna| are gonna)\s+(?:regret (?:it|this|that|the day)|be sorry|pay for (?:this|it|that)|get what${AP}s coming)\b[^.!?]*`,
      ),
      '',
    ],
    // "I'll make sure you regret it": the same threat said from the sender's side.
    [
      rx(
        String.raw`,?\s*${WILL}\s+make\s+(?:sure\s+)?you\s+(?:regret (?:it|this|that|the day)|pay for (?:this|it|that)|sorry)\b[^.!?]*`,
      ),
      '',
    ],
    // A violent verb is a threat only with a victim: "I'm going to kill it at the interview", "I'll end up
    // late", "I'll beat the traffic", "I'm going to hurt tomorrow after that workout", "I'll destroy this
    // pizza", "I'll punch in the numbers", "I'll get you a coffee" and "I'll find you at the gate" are not.
    [
      rx(
        String.raw`\b${WILL}\s+(?:fucking\s+)?(?:make you (?:pay|regret|sorry)|make your life (?:a\s+)?(?:living\s+)?hell|kill(?!\s+(?:it|this|that|time)\b)|(?:hurt|destroy)(?=\s+(?:you|u|him|her|them|your|his|their|someone|somebody|anyone|everyone)\b)|end(?=\s+(?:you|u|him|her|them|your|this|it|us)\b)|beat(?=\s+(?:(?:you|u|him|her|them|your|his|their)\b(?!\s+(?:at|to|there|home|in)\b)|(?:the\s+)?(?:shit|crap|hell|living|life)\b|up\b))|smack|slap|punch(?!\s+(?:in|it|that|the numbers)\b)|strangle|get you(?!\s+(?:a|an|the|some|one|two|more|another|something|anything|home|there|to|from|up|on|in|at|off|ready|started|set|whatever)\b)|come after you|find you(?!\s+(?:at|in|by|near|outside|inside|there|a|an|some|the)\b)|kick your)\b[^.!?]*`,
      ),
      '',
    ],
    [rx(String.raw`\bdon${AP}?t make me\b[^.!?]*`), ''],
    [
      rx(String.raw`\bthis is the last time I${AP}?(?:m| am) (?:asking|telling you|saying this)\b`),
      "I've asked about this before",
    ],
    [rx(String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:we${AP}re|we are)\s+(?:done|through|finished)\b`), ''],
    [
      rx(
        String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:it${AP}s over|I${AP}m (?:leaving|done|out)|I am (?:leaving|done|out)|don${AP}?t bother (?:coming back|calling|coming home)|you${AP}re (?:out|fired|done)|you are (?:out|fired|done))\b`,
      ),
      '',
    ],
    [rx(String.raw`[,;]?\s*\bor\s+else,?\s+${WILL}\s+`), '; otherwise I may need to '],
    [rx(String.raw`[,;]?\s*\bor\s+else\b(?:\s*(?:…|\.{2,}))?`), ''],
    // "or I'm going to the mediator", "or I'm calling my lawyer": a plan in the present tense, kept as
    // the next step (before the "I'm going to <verb>" rule below, which would read "to the" as a verb).
    // Only where it goes: "or I'm going to the store" is an errand. "or we will" likewise only for
    // what the sender would do: "or we will miss the bus" is what happens to both of them.
    [
      rx(
        String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:I${AP}m|I am|we${AP}re|we are)\s+((?:going\s+to\s+(?=${PLACE})|(?:calling|reporting|filing|suing|contacting|involving|escalating|blocking)\b))`,
      ),
      '; otherwise my next step would be $1',
    ],
    // "or I'm going to the store" is an errand: "going to" before a place is not a plan to do something.
    // Nor is a second plan of the sender's own ("I'll drive, or I'll take the bus"), or a fallback that
    // costs the reader nothing ("Text me when you land or I'll worry", "... or I'll just assume it's a
    // yes", "... or I'll try again later", "Let me know by Friday or I'll book it myself").
    [
      rx(
        String.raw`[,;]?\s*\bor\s+(?<!\bI(?:${AP}ll| will| can| could| might)\b[^.!?;]{0,80})${WILL}\s+(?=[a-z])(?!(?:the|a|an|my|your|our|his|her|their)\b)(?!(?:just\s+|probably\s+|go ahead and\s+)?(?:worry|wonder|assume|guess|figure|try|wait|ask|check|see|order|book|buy|grab|pick|bring|save|take (?:the|a|an)\b))`,
      ),
      '; otherwise I may need to ',
    ],
    [
      rx(
        String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:we${AP}ll|we will|we${AP}re going to|we are going to)\s+(?=[a-z])(?!(?:miss|be|get|lose|run|have|need|end up|fall|make it)\b)`,
      ),
      '; otherwise we may need to ',
    ],
    [
      rx(
        String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?),?\s*(?:then\s+)?(?:I${AP}m|I am)\s+((?:going\s+to\s+(?=${PLACE})|(?:calling|taking|reporting|filing|telling|leaving|contacting|escalating|getting|involving|suing|keeping|changing|kicking|blocking|moving)\b))`,
      ),
      '$1, my next step would be $2',
    ],
    [rx(String.raw`[,;]?\s*\bor\s+${WILL}\s+(?=${PUNITIVE})`), '; otherwise I may need to '],
    [
      rx(String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?,?\s*(?:then\s+)?)${WILL}\s+(?=${PUNITIVE})`),
      '$1I may need to ',
    ],
    [rx(String.raw`\b(?:you${AP}d|you had)\s+better\s+`), 'please '],
  ]),
];
