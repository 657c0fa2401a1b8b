/**
 * Sarcasm: markers ("Typical.", "Thanks for nothing"), mock praise ("Great job breaking the build"), mock
 * delight and titles ("Her royal highness"), and closers that only raise the stakes ("period").
 * Sarcasm that is unambiguous always counts; words that are sincere as often as sarcastic ("Great.",
 * "Thanks a lot.") count only in a message about something going wrong.
 */
import { FEIGNED_INDIFFERENCE, MOCK_HOPE, MOCK_PRIZE, THREAT_EMPHASIS } from '../lexicon-mockery';
import { UNCHANGED, AP, inPlace, regexRule, rx, type Rule } from '../rule';
import { YOU, YOUR } from './words';

export const STRONG_SARCASM = String.raw`(?:typical|how typical|so typical|classic you|thanks for nothing|thanks for absolutely nothing|(?:real(?:ly)?|very|how|so)\s+mature(?:\s+of\s+(?:you|u))?|classy|totally\s+believe\s+(?:you|u)|(?:really\s+)?felt\s+the\s+love|as\s+usual|as\s+always|like\s+always|same\s+as\s+always|yeah,?\s+right|ya,?\s+right|big surprise|what a surprise|surprise,?\s+surprise|shocker|what a shock|must be nice|wow,?\s+just wow|sure you (?:did|will|are|do|were|would|can)|of course you (?:did|didn${AP}?t|would|wouldn${AP}?t|do|don${AP}?t|are|were|forgot|can${AP}?t|won${AP}?t)|gee,?\s+thanks|nice one|slow clap|bravo|color me (?:surprised|shocked)|who would have thought|who could have guessed|go figure)`;
const WEAK_SARCASM = String.raw`(?:oh,?\s+(?:great|wonderful|perfect|brilliant|fantastic|joy|lovely|goody|how nice|nice|sure|really)|(?:just\s+)?(?:great|perfect|wonderful|brilliant|fantastic|lovely|awesome|amazing|nice)|(?:good|great|nice|brilliant|smart|smooth|real\s+smooth|genius)\s+(?:job|planning|thinking|idea|move|call|timing|plan|work|parenting|effort)|well done|nice going|way to go|thanks a lot|thanks a bunch|thanks a million|thanks so much|as usual|as always|whatever|of course|obviously|wow|figures|again|yet again|once again|lucky me|how nice|how lovely|how convenient|how thoughtful|so helpful|very helpful|really helpful|good for you|congratulations|congrats)`;

const MOCK_COMPLIMENT = String.raw`(?:(?:really|super|so|very|real|how|totally)\s+(?:classy|mature|helpful|reliable|thoughtful|considerate|sweet|kind|supportive|professional|responsible|dependable|nice|fair|cool|grown[- ]up)(?:\s+of\s+(?:you|u))?|(?:really\s+|I\s+)?(?:felt|feel)\s+(?:so\s+|really\s+)?(?:loved|appreciated|special|valued|respected)|(?:really\s+|I\s+really\s+)?appreciate\s+being\s+(?:the\s+last\s+to\s+know|left\s+out|ignored|an\s+afterthought)|(?:you\s+)?must\s+be\s+(?:so\s+|really\s+|very\s+)?(?:busy|important)|must\s+be\s+nice\s+to\s+be\s+[^.!?]+|(?:totally|it${AP}?s\s+totally|its\s+totally|it${AP}?s|its)\s+fine|(?:really\s+)?felt\s+the\s+love|totally\s+believe\s+(?:you|u)|(?:very|real|so|how)\s+mature(?:\s+of\s+(?:you|u))?|classy|smooth|cool(?:,?\s+cool)+)`;

const WEAK_ALONE = rx(String.raw`^\W*${WEAK_SARCASM}\s*(?:[.…]+|\?)?\s*$`, 'i');
const WEAK_OPENER = rx(String.raw`^\W*${WEAK_SARCASM}(?:\s*[,:;…—–-]+|\s+so\b)\s*\w`, 'i');

/** A sincere-looking marker ("Great.", "Oh great, ...", "Thanks a lot.") that does not end in "!". */
export function hasWeakSarcasm(sentences: readonly string[]): boolean {
  // "Again, thank you so much for everything." is thanks said twice.
  return sentences.some((s) => !AGAIN_THANKS.test(s) && (WEAK_ALONE.test(s) || WEAK_OPENER.test(s)));
}
const AGAIN_THANKS =
  /^\W*(?:again|once again|yet again)\s*,?\s+(?:thank|thanks|I\s+(?:really\s+)?appreciate)\b/i;

/**
 * What no one praises in earnest: "Great job breaking the build", "Thanks for ruining dinner". Not the
 * good uses of the same verbs ("breaking the record", "breaking down the plan", "losing 10 pounds").
 */
const BAD_ACT = String.raw`(?:ruining|forgetting|ignoring|failing|presenting\s+(?:my|our)\b[^.!?]{0,40}?\s+as\s+(?:your|his|her|their)\s+own|wasting|ditching|ghosting|embarrassing|humiliating|wrecking|undermining|interrupting|bailing|lying|screwing\s+(?:up|it\s+up|everything\s+up)|messing\s+(?:up|it\s+up|everything\s+up)|dropping\s+the\s+ball|letting\s+(?:me|us|them|everyone|the\s+kids|the\s+team)\s+down|standing\s+me\s+up|blowing\s+me\s+off|throwing\s+me\s+under|taking\s+(?:all\s+(?:the\s+)?)?credit|showing\s+up\s+late|being\s+late|making\s+(?:me|us|everyone)\s+(?:wait|late|look)|leaving\s+(?:me|us|the\s+kids)\s+(?:hanging|alone|out|stranded|waiting|behind)|breaking(?!\s+(?:down|through|even|ground|news|in|a\s+sweat|the\s+(?:ice|news|silence|tie)|my\s+fall)\b)(?![^.!?,]{0,30}\brecords?\b)|missing(?!\s+(?:nothing|out|me|us|you)\b)|losing(?!\s+(?:weight|\d|the\s+(?:weight|extra|baby)|pounds|kilos)))`;
const PAST_PARTICIPLE: Record<string, string> = {
  telling: 'told',
  letting: 'let',
  informing: 'informed',
  warning: 'warned',
  inviting: 'invited',
  asking: 'asked',
};

/** Praise openers that turn sarcastic before a bad act. */
const MOCK_PRAISE = String.raw`(?:(?:great|good|nice|fantastic|amazing|awesome|excellent|wonderful|brilliant|stellar|terrific)\s+(?:job|work|going|one)|well\s+done|way\s+to\s+go|bravo|congrat(?:ulation)?s|thanks(?:\s+(?:a\s+lot|so\s+much|a\s+bunch|again))?|thank\s+you(?:\s+so\s+much)?)`;

/** Praise of a bad act ("Great job breaking production"): sarcasm however it is exclaimed (feeling.ts readsGlad). */
export const PRAISED_BAD_ACT = rx(
  String.raw`\b${MOCK_PRAISE},?\s+(?:on\s+|for\s+|with\s+)?${BAD_ACT}\b`,
  'i',
);

/** An aside that says the reader did it before: "as usual", "once again". */
const AGAIN_ASIDE = String.raw`(?:as\s+usual|as\s+always|like\s+always|like\s+usual|once\s+again|yet\s+again|for\s+a\s+change)`;

export const sarcasmRules: Rule[] = [
  regexRule(
    'sarcasm',
    'strong',
    [
      // "Great job breaking the build right before the demo." -> "I'm upset about you breaking the build ..."
      [
        // The formal lead goes with the praise ("I would like to thank you for humiliating me"), or it dangles.
        rx(
          String.raw`\b(?:(?:I\s+(?:would|${AP}d)\s+like\s+to|I\s+(?:just\s+)?want(?:ed)?\s+to|let\s+me)\s+)?${MOCK_PRAISE},?\s+(?:on\s+|for\s+|with\s+)?(?=${BAD_ACT}\b)`,
        ),
        "I'm upset about you ",
      ],
      // "Nice of you to show up at 10:30.", "… to finally reply, two weeks after I asked": when the sentence says how
      // late, the lateness is the complaint ("I was waiting for you to show up at 10:30" says 10:30 was the plan).
      [
        rx(
          String.raw`^(\W*)(?:how\s+)?(?:nice|good|kind|big|sweet)\s+of\s+(?:you|u)\s+to\s+(?:finally\s+)?(show\s+up|join\s+us|turn\s+up|reply|answer|call(?:\s+back)?|text\s+back|grace\s+us)\b(?=[^.!?]*\b(?:\d+|late|after|only|minutes?|hours?|days?|weeks?|months?)\b)`,
        ),
        (_m, lead: string, verb: string) =>
          `${lead}I'm upset about you ${verb.replace(/^(\p{L}+?)(e?)\b/u, (_w, stem: string) => `${stem.replace(/(?<=[^aeiou][aeiou])([pt])$/, '$1$1')}ing`)}`,
      ],
      // "Nice of you to finally show up." / "Glad you could finally join us": the wait, said plainly.
      [
        rx(
          String.raw`^(\W*)(?:(?:how\s+)?(?:nice|good|kind|sweet|big|thoughtful)\s+of\s+(?:you|u)\s+to|(?:so\s+)?glad\s+you\s+could|look\s+who\s+(?:finally\s+)?decided\s+to|look\s+who)\s+finally\s+(?:decided?\s+to\s+)?`,
        ),
        '$1I was waiting for you to ',
      ],
      [rx(String.raw`^(\W*)look\s+who\s+(?:finally\s+)?decided\s+to\s+`), '$1I was waiting for you to '],
      [
        rx(
          String.raw`^(\W*)(?:how\s+)?(?:nice|good|kind|big)\s+of\s+(?:you|u)\s+to\s+(?=(?:show\s+up|join\s+us|turn\s+up|reply|answer|call|text\s+back|grace\s+us)\b)`,
        ),
        '$1I was waiting for you to ',
      ],
      // "Congratulations, you've managed to upset everyone" -> "You've upset everyone": the fact, unpraised.
      [
        rx(
          String.raw`^(\W*)${MOCK_PRAISE},?\s+(you(?:${AP}ve|\s+have)?|you${AP}re|you\s+are)\s+(?:really\s+|finally\s+)?(?:managed|succeeded)\s+(?:to|in)\s+`,
        ),
        (_m, lead: string, you: string) => `${lead}${you} `,
      ],
      // "Gee, thanks for the last-minute notice." -> "I'm not happy about the last-minute notice."
      [
        rx(
          String.raw`^(\W*)(?:gee|wow|oh|well|yeah),?\s+(?:thanks|thank\s+you)(?:\s+(?:a\s+lot|so\s+much|a\s+bunch))?\s+for\s+(?=(?:the|your|all\s+the)\s)`,
        ),
        "$1I'm not happy about ",
      ],
      // "Thanks for telling me about the play AFTER it happened." -> "I wish you had told me about the play
      // before it happened."
      [
        rx(
          String.raw`^(\W*)(?:(?:wow|gee|oh),?\s+)?(?:thanks|thank\s+you)(?:\s+(?:a\s+lot|so\s+much))?\s+for\s+(telling|letting|informing|warning|inviting|asking)\s+(me|us)\b([^.!?]*?)\s+(?:after|once)\s+(?=(?:it|the|everything|we|I|they|you|u)\b)`,
        ),
        (_m, lead: string, verb: string, who: string, what: string) =>
          `${lead}I wish you had ${PAST_PARTICIPLE[verb.toLowerCase()]} ${who}${what} before `,
      ],
      // "Not like it matters." -> "It matters to me."; "It's not like I matter" -> "I want to matter to you."
      [
        rx(
          String.raw`^(\W*)(?:it${AP}?s\s+)?not\s+like\s+(?:it|this|that)\s+matters?(?:\s+(?:anyway|to\s+you))?\s*[.!?]*\s*$`,
        ),
        '$1It matters to me.',
      ],
      [
        rx(
          String.raw`^(\W*)(?:it${AP}?s\s+)?not\s+like\s+I\s+matter(?:\s+(?:anyway|to\s+you))?\s*[.!?]*\s*$`,
        ),
        '$1I want to matter to you.',
      ],
      // "I guess I'm the only one who cares if Emma does her homework." -> "It feels like I'm the only one ..."
      [
        rx(String.raw`^(\W*)(?:I\s+)?guess\s+I${AP}?m\s+the\s+only\s+one\s+(?=who|that)`),
        "$1It feels like I'm the only one ",
      ],
      // "Whatever you say, boss." -> "Okay.\"
      [
        rx(
          String.raw`^(\W*)whatever\s+you\s+say(?:,?\s+(?:boss|genius|einstein|sherlock|princess|chief|captain|your\s+(?:highness|majesty)))?(?=\s*[.!]*\s*$|,)`,
        ),
        '$1Okay',
      ],
      // "Nice try, but I'm not falling for that again." -> "I'm not falling for that again."
      [rx(String.raw`^(\W*)nice\s+try,?\s+(?:but\s+)?`), '$1'],
      // "I hope your work is better than your time-keeping.": a put-down said as a hope, by comparison; it goes whole.
      [rx(String.raw`^\W*${MOCK_HOPE}[^.!?]*[.!?…]*\s*$`, 'giu'), ''],
      // a whole sentence that is only a sarcastic marker
      [rx(String.raw`^\W*${STRONG_SARCASM}\s*[.!?…]*\s*$`), ''],
      // a sarcastic opener before the real point: "Typical, you forgot again" -> "You forgot again";
      // before an act ("Real mature, hanging up on me") the act is what upset the sender.
      [
        rx(String.raw`^(\W*)${STRONG_SARCASM}\s*[,:;.…—–-]+\s*(?=(\w+))`),
        (_m, lead: string, next: string) =>
          /^[a-z]{2,}ing$/i.test(next) &&
          !/^(?:(?:no|some|every|any)thing|morning|evening|during)$/i.test(next)
            ? `${lead}I'm upset about you `
            : lead,
      ],
      [rx(String.raw`\b(?:so-called|so called)\s+`), ''],
      // "Thanks for nothing" (the bad acts are read by MOCK_PRAISE above).
      [rx(String.raw`\bthanks\s+(?:a\s+lot\s+|so\s+much\s+|a\s+bunch\s+)?for\s+(?:nothing|never)\b`), ''],
    ],
    [
      ['Nice of you to show up to standup, Ryan.', 'I was waiting for you to show up to standup, Ryan.'],
      [
        'cool so youre just gonna leave me on read. very mature of u',
        // The rule's "cool so youre just gonna leave me on read." keeps the mock opener; without it the score
        // still reads the statement as charged, but what it says plainly beats a stock line (calm-plain.ts).
        'Youre gonna leave me on read.',
      ],

      ['Typical. You forgot the permission slip again.', 'You forgot the permission slip again.'],
      [
        'Thanks a lot for ghosting me after our date on Friday.',
        "I'm upset about you ghosting me after our date on Friday.",
      ],
      ['Thanks so much for forgetting Emma at practice.', "I'm upset about you forgetting Emma at practice."],
      [
        'I would like to thank you for humiliating me in front of the whole team on Monday.',
        "I'm upset about you humiliating me in front of the whole team on Monday.",
      ],
      ['Nice of you to finally call me back.', 'I was waiting for you to call me back.'],
      ['Nice of you to show up at 10:30.', "I'm upset about you showing up at 10:30."],
      [
        'Nice of you to finally reply, two weeks after I asked.',
        "I'm upset about you replying, two weeks after I asked.",
      ],
      ['Whatever you say, boss.', 'Okay.'],
      [
        'Attached is the signed contract. I hope your work is better than your time-keeping.',
        'Attached is the signed contract.',
      ],
      ['I hope your new job is better than your last one, honestly!', UNCHANGED],
      ["Nice try, but I'm not falling for that again.", "I'm not falling for that again."],
      ["Congratulations, you've managed to upset everyone at dinner.", "You've upset everyone at dinner."],
      ['Gee, thanks for the last-minute notice.', "I'm not happy about the last-minute notice."],
      [
        'Wow. Thanks for telling me about the school play AFTER it happened.',
        'I wish you had told me about the school play before it happened.',
      ],
      ['Great planning on the reunion, everyone had a blast!', UNCHANGED],
      ['Thanks for telling me about the school play, I will be there at 6.', UNCHANGED],
      [
        "Great job ignoring me all night at Jess's party. Really felt loved.",
        "I'm upset about you ignoring me all night at Jess's party.",
      ],
      [
        "I guess I'm the only one who cares if Emma does her homework. Must be nice to be the fun parent.",
        "It feels like I'm the only one who cares if Emma does her homework.",
      ],
      [
        "Oh sure, forget our anniversary, it's only the 14th. Totally fine. Not like it matters.",
        "Forget our anniversary, it's only the 14th. It matters to me.",
      ],
    ],
  ),
  regexRule(
    'sarcasm',
    'contextual',
    [
      [rx(String.raw`^\W*${WEAK_SARCASM}\s*(?:[.…]+|\?|,\s*(?:thanks|then))?\s*$`), ''],
      // "Wow thanks for telling me you moved the appointment." in a complaint: the news came too late.
      [
        rx(
          String.raw`^(\W*)(?:wow|gee|oh|well),?\s+(?:thanks|thank\s+you)\s+for\s+(?:telling|letting)\s+me(?:\s+know)?\s+(?:that\s+)?(?=[a-z])`,
        ),
        "$1I wish I'd heard sooner that ",
      ],
      // A closing mock compliment in a complaint: "Really classy.", "Super reliable as always, Dan.",
      // "Really felt loved.", "You must be SO busy", "Cool cool cool."
      [
        rx(
          String.raw`^\W*${MOCK_COMPLIMENT}(?:\s+(?:as\s+always|as\s+usual|like\s+always))?(?:,\s*[A-Z][a-z]+)?\s*[.!…]*\s*$`,
        ),
        '',
      ],
      [
        rx(String.raw`^(\W*)${WEAK_SARCASM}\s*[,:;…—–-]+\s*(?:now\s+|so\s+|you\s+)?`),
        (m: string, lead: string) => (/you\s*$/i.test(m) ? `${lead}you ` : lead),
      ],
      [
        // A comma before it goes with it only where it trails its clause: one that opens a clause leaves the comma
        // after a name ("Derek, Once AGAIN the payment is late." -> "Derek, the payment is late.").
        rx(String.raw`[,;]\s*\b${AGAIN_ASIDE}\b(?=\s*(?:[,;.!?…]|$))|\s*\b${AGAIN_ASIDE}\b,?`),
        '',
      ],
    ],
    [
      [
        'Your "quick fix" took down checkout for two hours on Sunday. Well done.',
        // The scare quotes mock what the reader called it: said plainly once the jab that showed it went.
        'Your quick fix took down checkout for two hours on Sunday.',
      ],

      ['Oh great, the rent is late again. Thanks a lot.', 'The rent is late again.'],
      [
        'Oh perfect, you booked the flight for the wrong weekend. Great planning.',
        'You booked the flight for the wrong weekend.',
      ],
      ["Oh great, you're late AGAIN. Super reliable as always, Dan.", "You're late again."],
      ['Wow. Priya, once again the invoice is late.', 'Priya, the invoice is late.'],
    ],
  ),
];

/** Sarcasm the other rules do not read: mock delight, mock titles, mock checks. */
export const mockery = regexRule(
  'sarcasm',
  'strong',
  [
    [
      rx(
        String.raw`^(\W*)of\s+course\s+(?=(?:you|u)\s+(?:forgot|didn${AP}?t|didnt|did|would|wouldn${AP}?t|can${AP}?t|cant|won${AP}?t)\b)`,
      ),
      '$1',
    ],
    // "Thanks for finally replying, only took you four days." -> "I was waiting to hear back; it took four days."
    [
      rx(
        String.raw`^(\W*)(?:thanks|thank\s+you)\s+for\s+finally\s+(?:replying|answering|responding|getting\s+back\s+to\s+me|calling\s+(?:me\s+)?back|texting\s+(?:me\s+)?back)\b,?\s*`,
      ),
      '$1I was waiting to hear back; ',
    ],
    [rx(String.raw`\b(?:it\s+)?only\s+took\s+(?:you|u)\s+`), 'it took '],
    // Indifference dressed as a choice ("Show up or don't, I don't care anymore."): the plan before it is the point.
    [
      rx(
        String.raw`^\W*(?:[a-z]+\s+){1,3}or\s+(?:don${AP}?t|dont|not)\b(?:\s*[,;.—-]?\s*(?:I\s+(?:honestly\s+|really\s+)?(?:don${AP}?t|dont)\s+care(?:\s+any\s?more)?|whatever|your\s+(?:call|choice)|up\s+to\s+(?:you|u)))?\W*$`,
      ),
      '',
    ],
    // Indifference or a prize offered in mockery: "…, in case you care", "not that u care", "Do you want a medal?".
    [rx(String.raw`[,;]?\s*\b${FEIGNED_INDIFFERENCE}\b(?=\s*(?:[,.;!?…]|$))`), ''],
    [rx(String.raw`^\W*${MOCK_PRIZE}\s*[.!?]*\s*$`), ''],
    [
      rx(String.raw`^(\W*)(?:real(?:ly)?|very|so|how)\s+mature,?\s+(?=[a-z]+ing\b)`),
      "$1I'm upset about you ",
    ],
    [
      rx(
        String.raw`^(\W*)(?:thanks|thank\s+you)\s+for\s+the\s+(?:lovely|wonderful|great|amazing|fun)\s+(?:evening|night|dinner|date|weekend|time)\s+of\s+${YOU}\s+`,
      ),
      "$1I'm upset about you ",
    ],
    [
      rx(
        String.raw`^(\W*)(?:it${AP}?s|how)\s+(?:cute|adorable|sweet|funny)\s+(?:that|how)\s+${YOU}\s+(?:think|believe)\s+(?:that\s+)?(?!of\b|about\b)`,
      ),
      "$1I don't think ",
    ],
    [
      rx(
        String.raw`\b(?:honestly,?\s+)?it${AP}?s\s+(?:really\s+|truly\s+)?(?:impressive|amazing|incredible|remarkable)\s+how\s+${YOU}\s+(?:manage\s+to\s+)?`,
      ),
      inPlace('It bothers me how you '),
    ],
    [
      rx(String.raw`^(\W*)(?:I\s+)?(?:love|adore)\s+how\s+${YOU}\s+(?=(?:always|never|constantly)\b)`),
      '$1It hurts that you ',
    ],
    [rx(String.raw`\b${YOUR}\s+(?:royal\s+)?(?:highness|majesty)\s+was\b`), 'you were'],
    [rx(String.raw`\b${YOUR}\s+(?:royal\s+)?(?:highness|majesty)\b`), 'you'],
    [rx(String.raw`\b(?:I\s+)?guess\s+(${YOU})\s+(were|are|was)\s+too\s+busy\s+`), 'it seems $1 $2 busy '],
    [
      rx(
        String.raw`\b(?:just\s+)?(?:didn${AP}?t|didnt|doesn${AP}?t|doesnt)\s+matter\s+to\s+${YOU}(?:,?\s+I\s+guess)?\b`,
      ),
      'mattered to me',
    ],
    [
      rx(
        // Only with "wow"/"gee": "Thanks for the heads up!" is thanks.
        String.raw`^(\W*)(?:gee|wow|oh),?\s+(?:thanks|thank\s+you)(?:\s+a\s+lot)?\s+for\s+the\s+heads\s+up\b[,.!]*\s*(?=\W*$)`,
      ),
      "$1I wish I'd had a heads up.",
    ],
    [
      rx(String.raw`,?\s*(?:wow|gee),?\s+(?:thanks|thank\s+you)\s+for\s+the\s+heads\s+up\s*$`),
      ". I wish I'd had a heads up",
    ],
    [rx(String.raw`^\W*mature\W*$`), ''],
    [
      rx(String.raw`^(\W*)(?:real|very|so|how)\s+mature\s+of\s+${YOU}\s+to\s+`),
      '$1It hurt when you chose to ',
    ],
  ],
  [
    [
      'Thanks for finally replying, only took you four days.',
      'I was waiting to hear back; it took four days.',
    ],
    [
      'Thanks for the lovely evening of you staring at your phone the whole time.',
      "I'm upset about you staring at your phone the whole time.",
    ],
    [
      'It\'s cute that you think a "sorry" text fixes standing me up.',
      // The rule keeps the quotes; the composer then says the scare-quoted word plainly (calm-compose.ts).
      "I don't think a sorry text fixes standing me up.",
    ],
    [
      'oh sorry i didnt realize ur highness was too busy to take out the recycling',
      'oh sorry i didnt realize you were too busy to take out the recycling',
    ],
    ['Thanks for the heads up! I’ve been wanting to see this for a while.', UNCHANGED],
    ['Nice of you to offer, but I can drive myself.', UNCHANGED],
    ["It's cute that you think of me when you hear that song ❤️", UNCHANGED],
    ['OMG JAKE SCORED HIS FIRST GOAL TODAY!!! wish u could have seen it', UNCHANGED],
    [
      'Of course you forgot to call the plumber. Why would I expect anything else?',
      'You forgot to call the plumber.',
    ],

    ['Real mature, hanging up on me.', "I'm upset about you hanging up on me."],
    // A prize offered in mockery goes; one offered for real stays.
    ['You emptied the dishwasher. Do you want a medal?', 'You emptied the dishwasher.'],
    // Indifference dressed as a choice goes; the plan stays, and a real either-or question is no jab.
    ["Drinks are at 9, the Crown. Come or don't, I don't care anymore.", 'Drinks are at 9, the Crown.'],
    ['Do you want tea or not?', UNCHANGED],
    ['I got an A! Do you want a cookie to celebrate? 😄', UNCHANGED],
    ['His recital was Thursday, in case you care.', 'His recital was Thursday.'],
    [
      "Your dog has been barking since 5am. I work for a living, not that you'd know.",
      'Your dog has been barking since 5am. I work for a living.',
    ],
  ],
);

/** In a message already charged: closers that only raise the stakes ("period", "like last year"). */
export const closers = regexRule(
  'sarcasm',
  'contextual',
  [
    [rx(String.raw`^\W*(?:never|always|ever)\W*$`), ''],
    [
      rx(
        String.raw`^\W*(?:now|right\s+now|done|dont|don${AP}?t|I${AP}?m\s+serious|im\s+serious|as\s+usual|have\s+fun\s+without\s+me)\W*$`,
      ),
      '',
    ],
    [
      rx(
        String.raw`,?\s*(?:have\s+fun\s+without\s+me|dont\s+even\s+argue\s+with\s+me|don${AP}?t\s+even\s+argue\s+with\s+me)\b[.!]*`,
      ),
      '',
    ],
    [rx(String.raw`[,;.]?\s*\bI${AP}?m\s+not\s+(?:asking|telling\s+you)\s+(?:again|twice)\b[.!]*`), ''],
    [rx(String.raw`[,;]?\s*\bperiod\s*[.!]*\s*$`), ''],
    [rx(String.raw`[,;]?\s*\b(?:like\s+last\s+(?:year|time)|just\s+saying)\b(?=\W*$)`), ''],
    [rx(String.raw`^\W*(?:got\s+it|noted|k|kk|sure\s+thing|nice|cool\s+cool|cool)\W*$`), ''],
    [rx(String.raw`,?\s*(?:really\s+|so\s+)proud\s+of\s+${YOU}\b`), ''],
    [rx(String.raw`[,;]?\s*(?:it${AP}?s|its)\s+not\s+rocket\s+science\W*$`), ''],
    // Acceptance said in irony after a complaint ("… since Monday but sure, I'll do it"): the complaint is the point.
    [rx(String.raw`[,;]?\s*\b(?:but|and)\s+sure,?\s+[^.!?]*`), ''],
    // A verdict of mock approval or disbelief closing a complaint: "…, totally normal", "… actually insane".
    // Only set off on its own: "ur actually unbelievable" says it of the reader, and a cut would leave "ur".
    [rx(String.raw`(?:^\W*|[,;]\s*)(?:totally|completely|perfectly|very)\s+normal\b(?=\W*$)`), ''],
    [
      rx(
        String.raw`(?:^\W*|[,;]\s*)(?:actually|literally|absolutely|honestly|just)\s+(?:insane|unreal|unbelievable|wild|crazy|mental)\b(?=\W*$)`,
      ),
      '',
    ],
    // Said only to back a threat ("Next time I call the towing, I am not joking with you."): alone it still warns.
    [rx(String.raw`^\W*(?:and\s+)?${THREAT_EMPHASIS}\W*$`), ''],
    [rx(String.raw`\s*👏+`, 'gu'), ''],
  ],
  [
    ['K. Whatever you say, boss.', 'Okay.'],
    ['bravo, another $80 on takeout 👏👏', 'another $80 on takeout'],
    // Acceptance in irony after a complaint goes; the complaint stays.
    [
      "You idiot, the bins have been full since Tuesday but sure, I'll take them out.",
      'The bins have been full since Tuesday.',
    ],
    // A threat's emphasis goes with the threat.
    [
      'Your van is on my drive again, you moron. Move it today or I call the council. I am not joking.',
      'Your van is on my drive again. Please move it today; otherwise I may need to call the council.',
    ],
  ],
);
