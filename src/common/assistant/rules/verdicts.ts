/**
 * Verdicts on the reader or their work that the name-calling lists do not hold: "you're impossible",
 * "the worst boyfriend I've ever had", "your feedback was useless", "this is ridiculous". A verdict on
 * the reader is dropped; one on a thing is said as what it is ("unreasonable", "not helpful to me").
 */
import { UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';
import { YOU_ARE } from './insult-words';
import { ADMIRING_AFTER, YOU, YOURE } from './words';

/**
 * Words that judge a person, not a thing, so they are insults only after "you're": "you're impossible",
 * "you're exhausting" ("the hike was exhausting", "it's impossible to park" are calm).
 */
const PERSON_VERDICT = String.raw`(?:impossible|exhausting|unbearable|insufferable|intolerable|dramatic|spoiled|spoilt|ungrateful|clueless|heartless|spineless|a\s+nightmare|the\s+worst\b[^.!?,;]*|too\s+much|such\s+a\s+drama\s+queen|a\s+drama\s+queen)`;
/** A verdict on what someone did, at the end of its clause: "it's passive aggressive and childish." */
// Not "condescending", "rude" or "disrespectful": those name what happened, and calm people say them.
const CONDUCT_VERDICT = String.raw`(?:passive[- ]aggressive|childish|immature|petty)`;

export const personVerdicts = regexRule(
  'insult',
  'strong',
  [
    // "Your feedback on my design was useless." -> "... was not helpful to me" (about the reader's work only:
    // "the umbrella was useless in that wind" is a fact).
    [
      rx(
        String.raw`\b(your\s+[^.!?,;]{1,40}?)\s+(is|was|are|were)\s+(?:completely\s+|totally\s+|utterly\s+|pretty\s+|so\s+|just\s+)?(?:useless|worthless|pointless)\b`,
      ),
      '$1 $2 not helpful to me',
    ],
    // "I'll just sit here like an idiot waiting": the sender's own hurt; the label says nothing.
    [
      rx(
        String.raw`\b(I(?:${AP}ll|\s+will|${AP}m|\s+am|\s+was)?\s+(?:just\s+)?(?:sit|stand|wait|stay|sitting|standing|waiting|staying)(?:\s+(?:here|there|around|outside))?)\s+like\s+an?\s+(?:idiot|fool|moron|loser|clown|sucker)\b`,
      ),
      '$1',
    ],
    // "Mom you are SO embarrassing" -> "Mom I feel embarrassed": the feeling, not a verdict on her.
    [
      rx(
        String.raw`${YOU_ARE}(?:(?:so|such|really|just|being|totally|completely)\s+)*embarrassing(?:\s+me)?\b(?!\s+(?:yourself|him|her|them|us|the|your|my)\b)`,
      ),
      'I feel embarrassed',
    ],
    [
      rx(
        String.raw`${YOU_ARE}(?:(?:so|such|really|just|being|totally|completely|absolutely|honestly|literally)\s+)*${PERSON_VERDICT}\b(?!\s+(?:to|for|at|of)\b)[,!.]*`,
      ),
      '',
    ],
    // "it's passive aggressive and childish." -> "it bothers me." ("It's rude to ask, but ..." is calm.)
    [
      rx(
        String.raw`\b(it|that|this)(?:${AP}s|\s+is|\s+was)\s+(?:(?:so|just|really|totally|incredibly|pretty|very|honestly|frankly)\s+)*(?:[a-z]+\s+and,?\s+(?:(?:so|just|really|frankly|honestly),?\s+)?)?${CONDUCT_VERDICT}(?:(?:,\s*|\s+)(?:and\s+)?${CONDUCT_VERDICT})*(?=\s*(?:[.!?,;]|$)|\s+and\b)`,
      ),
      (_m: string, what: string) => (/^it$/i.test(what) ? 'it bothers me' : `${what} bothers me`),
    ],
  ],
  [
    [
      "So I'm standing there like an idiot with the principal looking at me.",
      "So I'm standing there with the principal looking at me.",
    ],

    [
      'Mom you are SO embarrassing, stop posting pics of me!!!',
      'Mom I feel embarrassed, stop posting pics of me!',
    ],
    [
      "Stop cc'ing my manager on every little thing, it's passive aggressive and childish.",
      "Please stop cc'ing my manager on every little thing, it bothers me.",
    ],
    ["Ugh, you're impossible. I said 6, not 7.", 'I said 6, not 7.'],
    ["You're exhausting. Just tell me if you're coming Sunday.", "Please tell me if you're coming Sunday."],
    ['The hike was exhausting but the view was worth it.', UNCHANGED],
    ["It's impossible to park near the school at 3.", UNCHANGED],
    ["That's condescending, and I'd like us to talk about it.", UNCHANGED],
    [
      "Fine. Don't text me back. I'll just sit here like an idiot waiting.",
      "Don't text me back. I'll just sit here waiting.",
    ],
    [
      "Kindly stop cc'ing my manager on every trivial email. It is unprofessional and frankly petty.",
      "Kindly stop cc'ing my manager on every trivial email. It bothers me.",
    ],
    ['Your feedback on my design was useless.', 'Your feedback on my design was not helpful to me.'],
  ],
);

// Not "was": "last night was insane" recounts an event, as often in delight as not.
const MADNESS = rx(
  String.raw`\b(is|are|sounds|seems|that${AP}s|this${AP}s|it${AP}s)\s+(?:just\s+|so\s+|really\s+|totally\s+|completely\s+|absolutely\s+|frankly\s+)?(?:insane|crazy|nuts|bonkers|mental|outrageous)\b(?!\s+(?:busy|how|that)\b)(?!${ADMIRING_AFTER})`,
);

/**
 * "$12,000 on catering is insane": in a message that is already a complaint, a verdict of madness on a
 * thing is said as what it is, unreasonable. ("That movie was insane!" is praise, and stays.)
 */
export const madnessVerdict: Rule = {
  kind: 'insult',
  strength: 'contextual',
  apply(sentence, ctx) {
    if (ctx.positive) return sentence;
    MADNESS.lastIndex = 0;
    return sentence.replace(MADNESS, '$1 unreasonable');
  },
  examples: [
    [
      'Who the hell approved this budget? $12,000 on catering is insane.',
      'Who approved this budget? $12,000 on catering is unreasonable.',
    ],
  ],
};

/** Belittling words for what someone said or did, not for a person: reworded, never dropped. */
export const belittling = regexRule(
  'insult',
  'strong',
  [
    // "you're a terrible father": an attack on someone's role, dropped with its lead-in
    [
      rx(
        String.raw`(?:^|\b)(?:honestly,?\s+|frankly,?\s+|seriously,?\s+)?(?:you|u)\s*(?:${AP}re|re| are| r)\s+(?:such\s+|a\s+|an\s+|the\s+|really\s+|just\s+)*(?:terrible|awful|horrible|bad|lousy|pathetic|useless|worthless|crappy|shitty|sorry excuse for an?|poor excuse for an?|joke of an?|failure of an?)\s+(?:(?:excuse\s+for\s+an?\s+)?(?:father|mother|dad|mom|mum|parent|husband|wife|partner|boyfriend|girlfriend|friend|person|human being|human|boss|manager|colleague|coworker|co-worker|teammate|son|daughter|brother|sister|teacher|employee|roommate|neighbor|neighbour|driver|cook|listener|co-parent))\b`,
      ),
      '',
    ],
    [rx(String.raw`\b(?:stupidity|idiocy|moronity|dumbness|imbecility)\b`), 'poor judgment'],
    [
      rx(
        String.raw`(?<!\b(?:I${AP}m|I am|I was|I feel|I felt|felt|me)\s+)\btoo\s+(?:stupid|dumb|ignorant|brainless|thick)\s+to\b`,
      ),
      'unable to',
    ],
    [rx(String.raw`\b(?:dumbest|stupidest|most idiotic|most moronic)\b`), 'least sensible'],
    [
      rx(
        String.raw`\b(such|this|that|more|utter|complete|total|absolute|pure|of|spewing|posting|post|the same old|religious|political|liberal|conservative|partisan)\s+(?:garbage|rubbish|trash|drivel|crap|bs|bullcrap|horsecrap)\b(?!\s+(?:can|bag|bin|day|truck|collection|disposal|pickup|man|men))`,
      ),
      '$1 nonsense',
    ],
    // Not admiration: "It's absurd how good this cake is", "The finale was ridiculous in the best way".
    [
      rx(
        String.raw`\b(is|are|was|were|sounds|seems|that${AP}s|this${AP}s|it${AP}s)\s+(?:just\s+|so\s+|really\s+|totally\s+|completely\s+|absolutely\s+|beyond\s+)?(?:ridiculous|absurd|laughable|ludicrous|preposterous)\b(?!${ADMIRING_AFTER})`,
      ),
      '$1 unreasonable',
    ],
    [
      rx(String.raw`\b(you|he|she|they|we|i|u)\s+(suck|sucks|sucked)\s+at\b`),
      (_m, who: string, v: string) =>
        `${who} ${v.endsWith('ed') ? 'struggled' : v.endsWith('s') ? 'struggles' : 'struggle'} with`,
    ],
    [
      rx(String.raw`\b(you|he|she|they|u)\s+(?:really\s+|totally\s+)?(suck|sucks)\b(?!\s+(?:at|up|it|in))`),
      (_m, who: string) =>
        /^(he|she)$/i.test(who) ? `${who} is not doing well` : `${who} are not doing well`,
    ],
  ],
  [
    ['Your plan is ridiculous.', 'Your plan is unreasonable.'],
    ['Your plan is ridiculous in every way.', 'Your plan is unreasonable in every way.'],
    ['The finale was ridiculous in the best way, I cried.', UNCHANGED],
    ["It's absurd how good this cake is.", UNCHANGED],
    ['Stop posting such garbage about the schedule.', 'Please stop posting such claims about the schedule.'],
    ["You're a terrible father. You forgot her recital on May 3rd.", 'You forgot her recital on May 3rd.'],
    ["It's absurd how good this cake is.", UNCHANGED],
    ["It's ridiculous how cute this puppy is.", UNCHANGED],
    ["It's ridiculous how long this takes.", "It's unreasonable how long this takes."],
    ["Everyone knows you're a bad mom and the kids see it.", 'The kids see it.'],
    ['Everyone knows the game starts at 6.', UNCHANGED],
    [
      "You're a terrible father and the kids know it.",
      "I'm upset right now. Can we talk when we're both calm?",
    ],
  ],
);

/** Verdicts on the reader that the insult lists do not hold. */
const VERDICTS = regexRule('insult', 'strong', [
  [
    rx(
      String.raw`\b(?:you|u)\s+(?:(?:lazy|stupid|useless|worthless|selfish|fat|ugly|dumb|little)\s+)*(?:piece\s+of\s+(?:shit|crap|garbage|trash|work)|waste\s+of\s+space)\b[,!.]*`,
    ),
    '',
  ],
  [rx(String.raw`\b(the\s+same|that|this)\s+(?:crap|shit|bs|nonsense)\s+(?=(?:you|u)\b)`), '$1 thing '],
  [
    rx(
      String.raw`(?:\b${YOURE}\s+)?\b(?:the\s+most|the\s+least)\s+[a-z-]+\s+(?:person|man|woman|human|guy|girl|boyfriend|girlfriend|husband|wife|co-?parent)\s+(?:I${AP}?ve|ive|I\s+have)\s+ever\s+(?:met|known|dated|had|seen)\b(?:\s+and\s+[^.!?]*)?`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:honestly\s+|literally\s+)?the\s+worst\s+(?:boyfriend|girlfriend|husband|wife|partner|friend|parent|co-?parent)\b[^.!?]*`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\byou\s+have\s+the\s+(?:emotional\s+)?(?:maturity|intelligence|manners|attention\s+span|self-awareness|IQ)\s+of\s+an?\s+\w+`,
    ),
    '',
  ],
  [
    rx(
      String.raw`\b(your\s+\w+|he|she)\s+(is|was)\s+(?:a|an|such\s+a)\s+(?:manipulative|selfish|toxic|horrible|terrible|nasty|cruel|vile|spiteful|vindictive|controlling|narcissistic|deceitful|dishonest|hateful)\s+(?:woman|man|person|human\s+being|individual)\b`,
    ),
    '$1 $2 hard for me to deal with',
  ],
  [
    rx(
      String.raw`\b(?:everyone|everybody|y${AP}?all|you\s+guys|you\s+all)(?:\s+in\s+this\s+(?:chat|group))?\s+(?:is|are)\s+useless\b`,
    ),
    'I need some help here',
  ],

  [rx(String.raw`\b(?:tf|wtf)\s+do\s+(you|u)\s+mean\b`), 'what do $1 mean'],
  [rx(String.raw`\s+like\s+a\s+normal\s+(?:person|human|adult)\b`), ''],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:kind\s+of\s+|kinda\s+)?(?:such\s+a\s+|a\s+)?(?:(?:f\*+(?:ing|in)?|fucking|freaking|damn|total|complete)\s+)?(?:snake|flake|clown|joke)(?:\s+(?:fr|bro|tbh))?\b[,.!]*`,
    ),
    '',
  ],
  [rx(String.raw`^\W*(?:a\s+)?(?:whole|entire)\s+circus\W*$`), ''],
  [rx(String.raw`,\s*grow\s+up\W*$`), ''],
  [
    rx(
      String.raw`\b${YOURE}\s+(?:such\s+a|a|acting\s+like\s+a)\s+(?:child|baby|toddler|brat)(?:\s+sometimes)?\b[,.!]*`,
    ),
    '',
  ],
  [
    rx(String.raw`\b${YOURE}\s+(?:such\s+a|a(?:\s+(?:real|big|huge|total))?)\s+disappointment\b`),
    "I'm disappointed",
  ],
  [
    rx(
      String.raw`^(\W*)(?:please\s+)?stop\s+treating\s+me\s+like\s+(?:a|an)\s+(?:baby|child|kid|idiot|toddler|little\s+kid)\b[,.!]*`,
    ),
    '$1Please trust me more.',
  ],
  [rx(String.raw`\bdo\s+${YOU}\s+think\s+money\s+grows\s+on\s+trees\?*`), 'Money is tight right now.'],
]);

/** "haha, you're such a baby" is teasing: a verdict said with a laugh stays. */
const LAUGH = /\b(?:haha\w*|lol|lmao|jk|rofl)\b|😂|🤣|😜|😝/iu;
export const verdicts: Rule = {
  ...VERDICTS,
  apply: (sentence, ctx) => {
    const out = VERDICTS.apply(sentence, ctx);
    return out !== sentence && LAUGH.test(ctx.message) ? sentence : out;
  },
  examples: [
    ["stop treating me like a baby i'm 16 not 6!!!", "Please trust me more. i'm 16 not 6!"],
    [
      'Honestly, you are the most passive-aggressive person I have ever met. Pickup is at 4.',
      'Pickup is at 4.',
    ],
    [
      "Don't pull the same crap you pulled in March.",
      "Please don't pull the same thing you pulled in March.",
    ],
    [
      'You lazy piece of shit, the trash has been there since Monday.',
      'The trash has been there since Monday.',
    ],

    ["Honestly you're the worst co-parent I could imagine. Pickup is at 5.", 'Pickup is at 5.'],
  ],
};
