/**
 * Contempt ("what is wrong with you", "grow up") and threats or ultimatums ("or else", "you'll regret it").
 * Contempt is dropped; a threat is dropped, and a stated consequence is softened into a boundary
 * ("I'll take you to court" -> "I may need to take you to court") so the fact of the plan survives.
 */
import { AP, regexRule, rx, type Rule } from './rule';

const WILL = String.raw`(?:I${AP}ll|I will|I${AP}m going to|I am going to|I${AP}m gonna|I am gonna|I shall)`;
/** Consequences that make an "if you ..., I'll ..." sentence an ultimatum rather than an offer. */
const PUNITIVE = String.raw`(?:ask (?:the|a) (?:court|judge)|apply to (?:the|a) court|petition (?:the|a|for)|have (?:it|your \w+|the \w+) towed|take (?:you|this|it|the kids|them) (?:back )?to court|see you (?:back )?in court|call (?:my|a|the) (?:lawyer|attorney|police|cops)|get (?:a|my) lawyer|involve (?:my|a|the) (?:lawyer|attorney|police|court)|sue|report (?:you|this|it)|stop paying|cut you off|keep the kids|tell (?:everyone|everybody|your|the)|leave (?:you|this)|block you|file|be done|end (?:this|it|us)|never (?:speak|talk|see)|make sure|make you(?!\s+(?:a|an|some|dinner|breakfast|lunch|coffee|tea|something)\b)|ruin|fire you|go (?:back |straight )?to (?:hr|your boss|the judge|court|my lawyer)|post|expose|dump you|kick you out|change the locks|throw)`;

/** Where going is a step against someone ("or I'm going to my lawyer"), not an errand ("to the office"). */
const PLACE = String.raw`court|HR|CPS|the (?:mediator|judge|police|(?:family )?court|landlord|principal|school)|(?:my|a|our) (?:lawyer|attorney|mediator)|your (?:boss|manager|parents)`;
/** "going to", "going back to", "going straight to": where a plan goes, whichever way it is said. */
const GOING_TO = String.raw`going\s+(?:(?:back|straight|right)\s+)?to\s+`;
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
]);

/**
 * A step against the reader that an ultimatum names: "take you back to court", "file for full custody",
 * "call my lawyer". Each is [verb, its -ing form, what it must be done to], so "I'll call my lawyer" and
 * "I'm calling my lawyer" read alike, and "I'll call a cab" or "I'm filing the receipts" are not steps.
 */
const STEPS: ReadonlyArray<readonly [string, string, string]> = [
  [
    'take',
    'taking',
    String.raw`(?:you|this|it|the kids|them|him|her) (?:back )?to court|(?:the kids|them|your (?:phone|car|keys)) away`,
  ],
  [
    'call',
    'calling',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|solicitor|police|cops)|the (?:judge|court)|CPS|(?:child|social) services|your (?:boss|manager|mom|mother|dad|father|parents|wife|husband)`,
  ],
  [
    'contact',
    'contacting',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|solicitor|mediator|police)|HR|CPS|your (?:boss|manager)`,
  ],
  [
    'get',
    'getting',
    String.raw`(?:a|my) lawyer|a restraining order|the (?:police|courts?|lawyers?) involved`,
  ],
  [
    'involve',
    'involving',
    String.raw`(?:my|a|the|our) (?:lawyer|attorney|police|court|judge|mediator)|HR|CPS`,
  ],
  ['sue', 'suing', String.raw`you\b|for\b`],
  ['report', 'reporting', String.raw`you\b|(?:this|it) to\b`],
  [
    'file',
    'filing',
    String.raw`for (?:full |sole |primary )?(?:custody|divorce|a restraining order)|(?:a|an) (?:complaint|grievance|restraining order|police report|motion)|charges`,
  ],
  ['go', 'going', String.raw`(?:back |straight )?to (?:${PLACE})`],
  ['stop', 'stopping', String.raw`paying|(?:the )?(?:payments?|child support|support)\b`],
  ['cut', 'cutting', String.raw`you off`],
  ['block', 'blocking', String.raw`you\b|your number`],
  ['kick', 'kicking', String.raw`you out`],
  ['change', 'changing', String.raw`the locks`],
  ['fire', 'firing', String.raw`you\b`],
  ['keep', 'keeping', String.raw`the kids`],
  [
    'tell',
    'telling',
    String.raw`the judge|(?:my|the) lawyer|your (?:boss|manager|mom|mother|dad|father|parents|wife|husband)|everyone|everybody`,
  ],
  ['leave', 'leaving', String.raw`you\b`],
  ['end', 'ending', String.raw`(?:this|us|things)\b`],
  ['pull', 'pulling', String.raw`(?:the kids|them|him|her) out`],
];
const STEP = STEPS.map(([verb, , what]) => `${verb} (?:${what})`).join('|');
const STEP_ING = STEPS.map(([, ing, what]) => `${ing} (?:${what})`).join('|');
const I_AM = String.raw`(?:I${AP}m|I am)`;

/** What the reader is told they will lose or suffer: "you'll never see the kids again", "you're out". */
const YOU_WILL_SUFFER = String.raw`(?:you${AP}ll|you will|you${AP}re going to|you are going to|you${AP}re gonna)\s+(?:never (?:see|speak|talk|hear|get to|be allowed|set foot|live|work)|regret|be sorry|lose (?:me|us|your|the kids|custody|everything|everyone)|pay\b|wish|not (?:see|get|have) (?:the kids|me|us|a cent|a dime|another)|be (?:out\b(?!\s+of)|fired|grounded|sleeping|on your own|cut off|kicked|banned|blocked|hearing from)|find yourself|get (?:what|fired|kicked|grounded)|end up (?:alone|in court|on the street|without))`;
const YOU_ARE_OUT = String.raw`(?:you${AP}re|you are)\s+(?:out\b(?!\s+of)|fired|grounded|off the team|cut off|banned|blocked|kicked out|on your own|sleeping on the couch)`;
// "we're done with school!", "we're through to the finals" are not a relationship ending.
const WE_ARE_DONE = String.raw`(?:we${AP}re|we are)\s+(?:done|through|finished|over)(?=\s*(?:[.!,;]|$|for good\b|forever\b))`;

/**
 * "Keep this up and you'll never see the kids again", "Do that again and I'll call my lawyer": an
 * ultimatum opened by what the reader is doing. What they would lose is dropped for the boundary it
 * stands for; a step the sender would take is kept as the next step. Only with a consequence that
 * costs the reader something: "Keep this up and you'll ace the exam!" is praise.
 */
const KEEP_IT_UP = String.raw`(?:if you\s+)?keep (?:this|that|it) up|keep (?:pushing|testing|provoking) me|(?:do|try|say|pull) (?:that|this|it) (?:again|one more time)`;
const ultimatum = regexRule('threat', 'strong', [
  [
    rx(
      String.raw`\b(${KEEP_IT_UP})\s*,?\s+(?:and\s+|then\s+)?(?:(?:${YOU_WILL_SUFFER}|${YOU_ARE_OUT}|${WE_ARE_DONE})|(?:and\s+)?(?:see|watch) what happens)\b[^.!?]*`,
    ),
    'I need this to stop',
  ],
  [
    rx(
      String.raw`\b(${KEEP_IT_UP})\s*,?\s+(?:and\s+|then\s+)?(?:${WILL}\s+(?:have to\s+|need to\s+)?(${STEP})|${I_AM}\s+(${STEP_ING}))`,
    ),
    (_m, opener: string, step: string | undefined, stepIng: string | undefined) =>
      `${/keep/i.test(opener) ? 'If this keeps happening' : 'If this happens again'}, ${step ? `I may need to ${step}` : `my next step would be ${stepIng}`}`,
  ],
  // "... or don't bother coming to Sunday dinner": where the reader would not be welcome is kept.
  [
    rx(
      String.raw`[,;]?\s*\bor\s+(?:else\s+)?don${AP}?t\s+(?:even\s+|ever\s+)?bother\s+(?:coming|showing up|turning up)(?:\s+(?:back|home))?\s+(to|at|for)\s+([^.!?;]+)`,
    ),
    "; otherwise I'd rather you didn't come $1 $2",
  ],
  // "One more missed pickup and I'm filing for full custody": the condition is kept, said plainly.
  [
    rx(
      String.raw`\bone more\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s*,?\s+and\s+(?:${WILL}\s+(?:have to\s+|need to\s+)?(${STEP})|${I_AM}\s+(${STEP_ING})|(?:${YOU_WILL_SUFFER}|${YOU_ARE_OUT}|${WE_ARE_DONE})[^.!?]*)`,
    ),
    (_m, what: string, step: string | undefined, stepIng: string | undefined) => {
      const happens = /^(?:time|word|peep|chance)\b/i.test(what);
      if (!step && !stepIng) return happens ? 'I need this to stop' : `I can't accept another ${what}`;
      const cond = happens ? 'If this happens again' : `If there's another ${what}`;
      return `${cond}, ${step ? `I may need to ${step}` : `my next step would be ${stepIng}`}`;
    },
  ],
  // "You'll be hearing from my lawyer", "The judge will hear about this": the plan, said as the sender's.
  [
    rx(
      String.raw`\b(?:you${AP}ll|you will|you${AP}re going to|you are going to|expect to)\s+(?:be\s+)?hear(?:ing)?\s+from\s+(my|our)\s+(lawyer|attorney|solicitor)\b(?=(?:\s+(?:soon|shortly|very soon))?\s*(?:[.!]|$))`,
    ),
    'my next step would be contacting $1 $2',
  ],
  [
    rx(
      String.raw`\b(the judge|the court|my lawyer|your (?:boss|manager|mom|mother|dad|father|parents)|HR|the school|CPS|everyone)\s+(?:will|is going to|${AP}ll)\s+(?:hear|know)\s+about\s+(this|it|that)\b`,
    ),
    (_m, who: string, what: string) =>
      `I may need to tell ${/^(?:HR|CPS)$/.test(who) ? who : who.toLowerCase()} about ${what.toLowerCase()}`,
  ],
  [rx(String.raw`^(\W*)see you in court\W*$`), '$1I may need to take this to court.'],
]);

/**
 * Stonewalling: "Don't bother texting me back", "Lose my number". The need under it is space, said so.
 * A bare "I'm done." is as often a finished chore, so it is read this way only in a charged message.
 */
const stonewall = regexRule('threat', 'strong', [
  [
    rx(
      String.raw`^\W*(?:just\s+|so\s+)?(?:don${AP}?t|do not)\s+(?:even\s+|ever\s+)?bother\s+(?:texting|calling|replying|responding|answering|messaging|writing|emailing|e-mailing|contacting|reaching out|getting back)(?:\s+to)?(?=\s+(?:me|back|again|anymore|any more|ever)\b)(?:\s+me)?(?:\s+back)?(?:\s+(?:again|anymore|any more|ever again|at all|today|tonight))?\W*$`,
    ),
    'I need some space right now.',
  ],
  [
    rx(String.raw`^\W*(?:just\s+)?(?:lose my number|don${AP}?t (?:ever )?contact me (?:ever )?again)\W*$`),
    'I need some space right now.',
  ],
]);
const stonewallInContext = regexRule('threat', 'contextual', [
  [
    rx(
      String.raw`^\W*(?:just\s+)?don${AP}?t (?:even\s+)?bother(?:\s+(?:texting|calling|replying|responding|answering|messaging|writing|emailing))?(?:\s+me)?(?:\s+back)?\W*$`,
    ),
    'I need some space right now.',
  ],
  [
    rx(
      String.raw`^\W*(?:${I_AM}|honestly,?\s+${I_AM})\s+(?:(?:so|just|completely|totally|really|officially|absolutely)\s+)?(?:done|through)(?:\s+with\s+(?:you|this|us|all (?:of )?this|it|this conversation|talking(?: to you)?|this relationship|everything|your (?:crap|bs|nonsense|games|excuses|drama|attitude)))?(?:\s+(?:now|here|anymore|for good|for today|for tonight))?\W*$`,
    ),
    'I need a break from this conversation.',
  ],
  [
    rx(
      String.raw`^\W*(?:we${AP}re done here|this conversation is over|conversation over|end of (?:discussion|conversation|story)|I${AP}m not (?:discussing|talking about) this (?:anymore|any more|any further|again)|I${AP}m not discussing this)\W*$`,
    ),
    'I need a break from this conversation.',
  ],
  [rx(String.raw`^\W*(?:go ahead,?\s+)?(?:try me|I dare you|test me|you${AP}ll see)\W*$`), ''],
  [rx(String.raw`^\W*(?:this is your last chance|don${AP}?t say I didn${AP}?t warn you)\W*$`), ''],
]);

/** Words that make "Do you have any idea how ___ that sounds?" a put-down rather than a question. */
const FOOLISH = String.raw`(?:stupid|dumb|ridiculous|crazy|insane|idiotic|absurd|pathetic|ignorant|childish|selfish|arrogant|moronic|ludicrous|delusional|hypocritical|unhinged|petty|entitled|condescending|rude|awful|bad)`;
/** "For the hundredth time," — a count that only says the sender is tired of repeating it. */
const NTH = String.raw`(?:hundredth|thousandth|millionth|billionth|zillionth|gazillionth|umpteenth|nth|tenth|twentieth|fiftieth|last|\d{2,}(?:th|st|nd|rd))`;
const COUNT = String.raw`(?:(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a (?:few|couple of|dozen|hundred|thousand|million)|several|many|multiple|numerous|countless|\d+|so many|too many|a million|a hundred)\s+times|repeatedly|more than once|over and over(?: again)?)`;

/**
 * Contempt for the reader's sense or worth said as a question or a rhetorical aside ("Do you even hear
 * yourself?", "Are you even capable of ...", "This is why nobody wants to work with you", "It's not
 * rocket science"), and "I've said this N times" impatience. The point is kept where there is one.
 */
const rhetoricalContempt = regexRule('contempt', 'strong', [
  [
    rx(
      String.raw`^\W*(?:do|did)\s+you\s+(?:even\s+)?(?:have\s+(?:any|an|the (?:slightest|faintest))\s+idea|know|realize|realise|understand)\s+how\s+(?:(?:utterly|completely|totally|incredibly|absolutely|fucking|freaking|so)\s+)?${FOOLISH}\s+(?:that|this|you|it|your \w+)\s+(?:sounds?|is|are|was|were|looks?|seems?|came across|comes across)(?:\s+right now)?(?:,\s*[A-Z][\w'’-]*)?\s*[?!.]*$`,
    ),
    'I see this differently.',
  ],
  [
    rx(
      String.raw`^\W*(?:(?:do|can)\s+you\s+(?:even\s+|ever\s+)?(?:hear|listen to)\s+yourself|have\s+you\s+(?:even\s+|ever\s+)?(?:heard|listened to)\s+yourself|are\s+you\s+(?:even\s+)?listening\s+to\s+yourself)(?:\s+right\s+now)?(?:,\s*[A-Z][\w'’-]*)?\s*[?!.]*$`,
    ),
    'I see this differently.',
  ],
  // "Are you even capable of answering a simple question?" -> "Could you please try answering my question?"
  [
    rx(
      String.raw`^(\W*)(?:are|were)\s+you\s+((?:(?:even|ever|actually|really|physically|mentally)\s+)*)(capable\s+of|able\s+to)\s+(.+?)\s*\?[!?]*$`,
    ),
    (m: string, lead: string, how: string, can: string, rest: string) =>
      // "Are you able to pick up Leo at 3?" is a question: only "even" or a "simple" task makes it a jab.
      /\b(?:even|ever)\b/i.test(how) || /\b(?:simple|basic|single|easy|one)\b/i.test(rest)
        ? `${lead}Could you please ${/^capable/i.test(can) ? 'try ' : ''}${rest
            .replace(
              /\ba\s+(?:simple|basic|straightforward|easy|single)\s+(question|request|task)\b/gi,
              'my $1',
            )
            .replace(/\b(?:simple|basic|straightforward|easy|single)\s+/gi, '')
            .replace(/\s+for once\b/gi, '')}?`
        : m,
  ],
  // "I swear you do this on purpose to make me look bad" -> "It feels like this is on purpose to make me look bad".
  [
    rx(
      String.raw`^(\W*)(?:(?:I swear(?: to god)?|I bet|I know|admit it|honestly),?\s+)?(?:that\s+)?you\s+(do|did|are doing|${AP}re doing|say|said)\s+(?:this|that|it|these things|things like (?:this|that)|stuff like (?:this|that))\s+(?:(on purpose|deliberately|intentionally)|just(?=\s+to\b))`,
    ),
    (_m, lead: string, verb: string, how: string | undefined) =>
      `${lead}It feels like ${/^(?:did|said)$/i.test(verb) ? 'that was' : 'this is'} ${how ?? 'on purpose'}`,
  ],
  [
    rx(
      String.raw`\b(?:and\s+)?(?:this|that|it|which)(?:${AP}s|\s+is)\s+(?:exactly\s+)?why\s+(?:nobody|no one|no-one|people (?:don${AP}?t|can${AP}?t)|everyone (?:hates|avoids|leaves))\b[^.!?]*?\byou(?:r(?:self)?)?\b[^.!?]*`,
    ),
    '',
  ],
  [
    rx(
      String.raw`^\W*(?:no wonder\s+)?(?:nobody|no one|no-one)\s+(?:(?:really|even|actually|ever)\s+)?(?:likes|can stand|trusts|respects|invites|takes|wants(?:\s+to\s+(?:work|deal|talk|hang out|be friends|be around|be|live))?(?:\s+(?:with|around|to))?)\s+you(?:\s+(?:seriously|around|anymore|any more|here))?\W*$`,
    ),
    '',
  ],
  // "It's not rocket science, just put the dishes away" -> "Please put the dishes away". Only before an order:
  // "It's not rocket science, but it took me a while" and "..., I promise" are modesty and encouragement.
  [
    rx(
      String.raw`^(\W*)(?:it|this|that)(?:${AP}s|\s+is|\s+isn${AP}t|\s+ain${AP}t)\s+(?:not\s+)?(?:exactly\s+|literally\s+)?(?:rocket science|brain surgery|quantum physics|astrophysics)\s*(?:[,;:!—–-]+|\.(?=\s))\s*(?=(?:just|simply|you (?:just|only|simply)|all you)\b)(?:(just|simply)\s+(?=[a-z]))?`,
    ),
    (_m, lead: string, just: string | undefined) => (just ? `${lead}please ` : lead),
  ],
  [
    rx(
      String.raw`^(\W*)(?:shape up or ship out|get (?:your|ur) (?:act|life|head|stuff) together|get it together|sort yourself out|shape up|get a grip)\s*(?=[,;]|\s+or\b|\W*$)`,
    ),
    '$1Things need to change',
  ],
  [
    rx(
      String.raw`^(\W*)(?:get (?:your|ur) (?:act|life|head|stuff) together|get it together|sort yourself out|shape up|get a grip)(?:\s*[,!.]+\s*|\s+and\s+(?=[a-z]))`,
    ),
    // "Get your act together and call the school" -> "Please call the school".
    (m: string, lead: string) => (/\band\s+$/i.test(m) ? `${lead}please ` : lead),
  ],
  // "For the hundredth time, the meeting is at 10" -> "Just to confirm, the meeting is at 10".
  [rx(String.raw`^(\W*)for\s+the\s+${NTH}\s+time\s*[,:;!—–-]+\s*`), '$1Just to confirm, '],
  [rx(String.raw`^(\W*)(?:who\s+raised\s+you|were\s+you\s+raised\s+(?:by\s+wolves|in\s+a\s+barn))\W*$`), ''],
  [rx(String.raw`^\W*don${AP}?t\s+(?:even\s+)?start\s+with\s+me\W*$`), ''],
  [
    rx(
      String.raw`^\W*do\s+I\s+look\s+like\s+(?:your|a|the)\s+(?:maid|servant|slave|secretary|personal assistant|assistant|mother|mom|mum|babysitter|nanny|chauffeur|driver|butler|bank|ATM|cleaner|housekeeper|therapist)\W*$`,
    ),
    "I'd like us to share this more fairly.",
  ],
]);

/**
 * "As I have explained THREE times already," -> "As I mentioned before,": the count only says the
 * sender is tired of repeating it. Around good news ("As I've said many times, I'm so proud of you") it
 * is warmth, and stays.
 */
const repeating = regexRule('contempt', 'strong', [
  [
    rx(
      String.raw`\b(a)s\s+I(?:${AP}ve|\s+have)?\s+(?:already\s+)?(?:explained|said|told you|mentioned|stated|pointed out|written|noted|asked|requested|repeated)(?:\s+(?:this|it|that|before|to you))?\s+${COUNT}(?:\s+(?:already|now|before|by now))?\s*([,:;]|—|–|-)?`,
    ),
    (_m, a: string, punct: string | undefined) => `${a}s I mentioned before${punct ? ',' : ''}`,
  ],
]);
const repeatingInContext = regexRule('contempt', 'contextual', [
  [
    rx(
      String.raw`\b(I(?:${AP}ve|\s+have)\s+(?:already\s+)?(?:told|asked|reminded|warned)\s+you|I(?:${AP}ve|\s+have)\s+(?:already\s+)?(?:explained|said|mentioned)\s+(?:this|it|that))\s+${COUNT}(?:\s+(?:already|now|by now))?`,
    ),
    '$1 before',
  ],
]);

/** A rule that leaves a message of good news and nothing wrong alone ("Keep it up and you'll be out of here by June!"). */
function unlessGoodNews(rule: Rule): Rule {
  return {
    ...rule,
    apply: (sentence, ctx) => (ctx.positive && !ctx.negative ? sentence : rule.apply(sentence, ctx)),
  };
}

/**
 * "It's not rocket science. Just sign the form.": the aside is its own sentence, and the order after it
 * shows what it was for. Alone ("How did you fix it?" "It's not rocket science.") it is modesty.
 */
const NOT_ROCKET_SCIENCE = rx(
  String.raw`^\W*(?:it|this|that)(?:${AP}s|\s+is|\s+isn${AP}t|\s+ain${AP}t)\s+(?:not\s+)?(?:exactly\s+|literally\s+)?(?:rocket science|brain surgery|quantum physics|astrophysics)\W*$`,
  'i',
);
const FOLLOWED_BY_ORDER = rx(
  String.raw`(?:rocket science|brain surgery|quantum physics|astrophysics)[.!]+\s+(?:just|simply)\s+[a-z]`,
  'i',
);
const notRocketScience: Rule = {
  kind: 'contempt',
  strength: 'strong',
  apply: (sentence, ctx) =>
    NOT_ROCKET_SCIENCE.test(sentence) && FOLLOWED_BY_ORDER.test(ctx.message) ? '' : sentence,
};

export const contemptRules: Rule[] = [
  {
    ...DISBELIEF,
    apply: (sentence, ctx) =>
      // A swear word ("shut the fuck up") is never delight enough to keep.
      ctx.positive && !ctx.negative && !/\b(?:fuck|fck|hell|stfu)\b/i.test(sentence)
        ? sentence
        : DISBELIEF.apply(sentence, ctx),
  },
  rhetoricalContempt,
  notRocketScience,
  unlessGoodNews(repeating),
  repeatingInContext,
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
        String.raw`(?:[,;]\s*)?\b(?:what|wtf)(?:${AP}s| is| the hell is| the fuck is| in the world is)\s+wrong\s+(?:with|w/?)\s+(?:you|u)\b(?!\s+[a-z])[?!.]*`,
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
  ]),
  regexRule('contempt', 'contextual', [
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
  ]),
];

/**
 * Blackmail ("pay me back by Monday or I'm telling everyone what you did", "post that and I'll tell your
 * mom about March"): the request stays, the threat to expose goes; no calmer form of it exists.
 */
const TELL = String.raw`(?:tell(?:ing)?|post(?:ing)?|show(?:ing)?|send(?:ing)?|expos(?:e|ing)|screenshot(?:ting)?)`;
const I_WILL = String.raw`(?:I${AP}?m|im|I\s+am|I${AP}?ll|ill|I\s+will)\s+(?:going\s+to\s+|gonna\s+)?`;
/** Telling the judge or the school is a step, not blackmail: the next-step rules below read it. */
const NOT_AUTHORITY = String.raw`(?!\s+(?:the\s+|my\s+|your\s+)?(?:judge|court|mediator|lawyer|attorney|police|school|principal|teacher|HR|doctor)\b)`;
const blackmail = regexRule('threat', 'strong', [
  // "don't make me beg for it like last time": exasperation, not a threat (a rule below drops what follows).
  [
    rx(
      String.raw`(?:\band\s+)?(?:maybe\s+)?(?:this\s+time\s+)?\bdon${AP}?t\s+make\s+me\s+(?:beg|ask|chase|remind|wait)\b[^.!?]*`,
    ),
    "I'd appreciate not having to ask again",
  ],
  [
    rx(
      String.raw`^(\W*)if\s+(?:you|u)\s+(?:don${AP}?t|dont|do\s+not)\s+([^,]+?),?\s+${I_WILL}${TELL}\b${NOT_AUTHORITY}[^.!?]*`,
    ),
    (_m, lead: string, act: string) => `${lead}Please ${act.replace(/\s+again$/i, '')}`,
  ],
  [
    rx(
      String.raw`^(\W*)((?:post|send|show|share)\s+[^.!?]*?)\s+and\s+${I_WILL}${TELL}\b${NOT_AUTHORITY}[^.!?]*`,
    ),
    "$1Please don't $2",
  ],
  [
    rx(String.raw`^(\W*)keep\s+[a-z]+ing\b[^.!?]*?\s+and\s+${I_WILL}${TELL}\b[^.!?]*`),
    '$1I need this to stop',
  ],
  [rx(String.raw`[,;]?\s*\bor\s+${I_WILL}tell\b${NOT_AUTHORITY}[^.!?]*`), ''],
  [
    rx(String.raw`,?\s*(?:and\s+)?(?:it${AP}?s|its|it\s+is)\s+not\s+(?:gonna|going\s+to)\s+be\s+pretty\b`),
    '',
  ],
]);

export const threatRules: Rule[] = [
  blackmail,
  unlessGoodNews(ultimatum),
  {
    ...stonewall,
    // "Thanks, you're a star! Don't bother calling me back." is kindness: it saves the reader a call.
    // The rule first: the whole-message look for thanks runs only where it would change something.
    apply: (sentence, ctx) => {
      const out = stonewall.apply(sentence, ctx);
      return out !== sentence &&
        ((ctx.positive && !ctx.negative) || /\b(?:thanks|thank you|thx|appreciate)\b/i.test(ctx.message))
        ? sentence
        : out;
    },
  },
  stonewallInContext,
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
      rx(
        String.raw`^(\W*)I swear(?: to god)?,?\s+if you\s+((?:(?!\b(?:I${AP}m|I am|I${AP}ll|I will|we${AP}re|we are|you${AP}re|you are|ur|u r)\b)[^,;.!?])+?)\s*[.!?]*$`,
      ),
      // "I swear if you don't answer your phone" asks for the opposite of "I swear if you let him stay up".
      (_m, lead: string, act: string) => {
        const negated = /^(?:don[’']?t|dont|do not)\s+(.+)$/i.exec(act);
        return negated ? `${lead}Please ${negated[1]}.` : `${lead}Please don't ${act}.`;
      },
    ],
    [rx(String.raw`\bI swear(?: to god)?,?\s+(?=if (?:you|u)\b)`), ''],
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
    // "This is the last time I'm covering for you." -> "I can't keep covering for you."
    [
      rx(
        String.raw`^(\W*)this is the last time (?:that )?I${AP}?(?:m| am)\s+(?=[a-z]+ing\b)(?!(?:asking|telling|saying|going|doing\s+(?:this|that)\s+(?:trip|race|show|run)))`,
      ),
      "$1I can't keep ",
    ],
    [rx(String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:we${AP}re|we are)\s+(?:done|through|finished)\b`), ''],
    // "If you cancel on me one more time we're done": the boundary, without ending things in advance.
    [
      rx(
        String.raw`\b(if you\b${NOT_OFFER}[^.!?,]*?),?\s+(?:then\s+)?(?:we${AP}re|we are|it${AP}s|it is|this is)\s+(?:done|through|finished|over)\b(?:,?\s+I\s+mean\s+it)?`,
      ),
      "$1, I'll need to rethink this",
    ],
    [
      rx(
        String.raw`^(\W*)(?:just\s+)?keep\s+[a-z]+ing\b[^.!?]*?\s+and\s+(?:just\s+)?(?:see|watch)\s+what\s+happens\b[.!]*`,
      ),
      '$1I need this to stop.',
    ],
    [
      rx(
        String.raw`\byou${AP}?(?:ll|\s+will)\s+be\s+(?:seeing\s+me|hearing\s+from\s+(?:me|my\s+lawyer))\s+in\s+court\b`,
      ),
      'I may need to take this to court',
    ],
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
        String.raw`[,;]?\s*\bor\s+(?:else\s+)?(?:I${AP}m|I am|we${AP}re|we are)\s+((?:${GOING_TO}(?=${PLACE})|(?:calling|reporting|filing|suing|contacting|involving|escalating|blocking)\b))`,
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
        String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?),?\s*(?:then\s+)?(?:I${AP}m|I am)\s+((?:${GOING_TO}(?=${PLACE})|(?:calling|taking|reporting|filing|telling|leaving|contacting|escalating|getting|involving|suing|keeping|changing|kicking|blocking|moving|running\s+away|quitting)\b))`,
      ),
      '$1, my next step would be $2',
    ],
    [rx(String.raw`[,;]?\s*\bor\s+${WILL}\s+(?=${PUNITIVE})`), '; otherwise I may need to '],
    [
      rx(String.raw`\b(if you\b${NOT_OFFER}[^.!?]*?)(,?\s*(?:then\s+)?)${WILL}\s+(?=${PUNITIVE})`),
      // Without its comma ("If you do that again I will sue") the condition would read as all one request.
      (_m, cond: string, gap: string) => `${cond}${gap.includes(',') ? gap : `,${gap}`}I may need to `,
    ],
    [rx(String.raw`\b(?:you${AP}d|you\s+had|you|u)\s+better\s+(?=[a-z])`), 'please '],
  ]),
];
