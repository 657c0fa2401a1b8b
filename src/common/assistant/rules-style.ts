/**
 * Sarcasm markers, shouting, heated punctuation and bare demands.
 * Sarcasm that is unambiguous ("Typical.", "Thanks for nothing") always counts; words that are sincere as
 * often as sarcastic ("Great.", "Thanks a lot.") count only in a message about something going wrong.
 */
import { ACRONYMS } from './lexicon';
import { valence } from './tone';
import { AP, regexRule, rx, type Rule, type RuleContext } from './rule';

const STRONG_SARCASM = String.raw`(?:typical|how typical|so typical|classic you|thanks for nothing|thanks for absolutely nothing|(?:real(?:ly)?|very|how|so)\s+mature(?:\s+of\s+(?:you|u))?|classy|totally\s+believe\s+(?:you|u)|(?:really\s+)?felt\s+the\s+love|as\s+usual|as\s+always|like\s+always|same\s+as\s+always|yeah,?\s+right|ya,?\s+right|big surprise|what a surprise|surprise,?\s+surprise|shocker|what a shock|must be nice|wow,?\s+just wow|sure you (?:did|will|are|do|were|would|can)|of course you (?:did|didn${AP}?t|would|wouldn${AP}?t|do|don${AP}?t|are|were|forgot|can${AP}?t|won${AP}?t)|gee,?\s+thanks|nice one|slow clap|bravo|color me (?:surprised|shocked)|who would have thought|who could have guessed|go figure)`;
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

export const sarcasmRules: Rule[] = [
  regexRule('sarcasm', 'strong', [
    // "Great job breaking the build right before the demo." -> "I'm upset about you breaking the build ..."
    [rx(String.raw`\b${MOCK_PRAISE},?\s+(?:on\s+|for\s+|with\s+)?(?=${BAD_ACT}\b)`), "I'm upset about you "],
    // "Nice of you to finally show up." / "Glad you could finally join us": the wait, said plainly.
    [
      rx(
        String.raw`^(\W*)(?:(?:how\s+)?(?:nice|good|kind|sweet|big|thoughtful)\s+of\s+you\s+to|(?:so\s+)?glad\s+you\s+could|look\s+who\s+(?:finally\s+)?decided\s+to|look\s+who)\s+finally\s+(?:decided?\s+to\s+)?`,
      ),
      '$1I was waiting for you to ',
    ],
    [rx(String.raw`^(\W*)look\s+who\s+(?:finally\s+)?decided\s+to\s+`), '$1I was waiting for you to '],
    [
      rx(
        String.raw`^(\W*)(?:how\s+)?(?:nice|good|kind|big)\s+of\s+you\s+to\s+(?=(?:show\s+up|join\s+us|turn\s+up|reply|answer|call|text\s+back|grace\s+us)\b)`,
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
      rx(String.raw`^(\W*)(?:it${AP}?s\s+)?not\s+like\s+I\s+matter(?:\s+(?:anyway|to\s+you))?\s*[.!?]*\s*$`),
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
    // a whole sentence that is only a sarcastic marker
    [rx(String.raw`^\W*${STRONG_SARCASM}\s*[.!?…]*\s*$`), ''],
    // a sarcastic opener before the real point: "Typical, you forgot again" -> "You forgot again";
    // before an act ("Real mature, hanging up on me") the act is what upset the sender.
    [
      rx(String.raw`^(\W*)${STRONG_SARCASM}\s*[,:;.…—–-]+\s*(?=(\w+))`),
      (_m, lead: string, next: string) =>
        /^[a-z]{2,}ing$/i.test(next) && !/^(?:(?:no|some|every|any)thing|morning|evening|during)$/i.test(next)
          ? `${lead}I'm upset about you `
          : lead,
    ],
    [rx(String.raw`\b(?:so-called|so called)\s+`), ''],
    // "Thanks for nothing" (the bad acts are read by MOCK_PRAISE above).
    [rx(String.raw`\bthanks\s+(?:a\s+lot\s+|so\s+much\s+|a\s+bunch\s+)?for\s+(?:nothing|never)\b`), ''],
  ]),
  regexRule('sarcasm', 'contextual', [
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
      rx(
        String.raw`[,;]?\s*\b(?:as\s+usual|as\s+always|like\s+always|like\s+usual|once\s+again|yet\s+again|for\s+a\s+change)\b`,
      ),
      '',
    ],
  ]),
];

const CAPITALISED_WORD = /\b[A-Z][A-Z'’]*[A-Z]\b|\bI['’][A-Z]+\b/g;

/** Capitalised words that read as shouting, not acronyms ("WHERE ARE YOU", "I SAID NO"). */
export function shoutingWords(text: string): string[] {
  const shouted: string[] = [];
  for (const { 0: w, index } of text.matchAll(CAPITALISED_WORD)) {
    // "[NAME]"-style placeholders are not shouting.
    if (text[index - 1] === '[') continue;
    // Short capitalised words are usually acronyms (OP, WR, DQ); they count only if they are common words.
    if (ACRONYMS.has(w.replace(/['’]S$/, '')) || (w.length < 4 && !COMMON_SHOUTS.has(w))) continue;
    shouted.push(w);
  }
  return shouted;
}

/** Two or more shouted words, or one long one: a message that is shouting rather than using an acronym. */
export function isShouting(text: string): boolean {
  const words = shoutingWords(text);
  if (words.length >= 3) return true;
  if (words.length === 2) return words.some((w) => w.length >= 4 || COMMON_SHOUTS.has(w));
  return false;
}

const COMMON_SHOUTS = new Set([
  'YOU',
  'THE',
  'NOT',
  'ARE',
  'WHY',
  'WHAT',
  'NOW',
  'ME',
  'MY',
  'IS',
  'IT',
  'DO',
  'NO',
  'DON’T',
  "DON'T",
  'CAN',
  'GET',
  'I’M',
  "I'M",
  'ALL',
  'AND',
  'WAS',
  'DID',
  'HOW',
  'YOUR',
  'YOU’RE',
  "YOU'RE",
  'SAID',
  'SAY',
  'ONE',
  'OUT',
  'OFF',
  'UP',
]);

/** Acronyms that are also everyday words: in a sentence written all in capitals they are the words. */
const WORD_ACRONYMS = new Set(['IT', 'US', 'AM', 'ACT', 'SAT', 'PIN', 'ZIP', 'STEM', 'GOAT', 'ID']);

/** A sentence written in capitals from end to end ("HE NEEDS IT AT SCHOOL"), not one shouted word. */
function allCaps(sentence: string): boolean {
  const letters = sentence.replace(/[^A-Za-z]/g, '');
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return letters.length >= 8 && upper >= letters.length * 0.8;
}

function lowerShouted(sentence: string): string {
  // In an all-capitals sentence short words ("HE", "IT", "AT") are shouted too, not acronyms.
  const whole = allCaps(sentence);
  const lowered = sentence.replace(CAPITALISED_WORD, (w, offset: number, text: string) => {
    if (/^I['’]/.test(w)) return 'I' + w.slice(1).toLowerCase();
    if (text[offset - 1] === '[') return w;
    if (whole) return ACRONYMS.has(w) && !WORD_ACRONYMS.has(w) ? w : w.toLowerCase();
    if (ACRONYMS.has(w) || (w.length < 4 && !COMMON_SHOUTS.has(w))) return w;
    return w.toLowerCase();
  });
  // In a sentence written all in capitals, "3RD" and a lone "A" were shouted too.
  return whole
    ? lowered
        .replace(/\b(\d+)(ST|ND|RD|TH)\b/g, (_m, d: string, s: string) => d + s.toLowerCase())
        .replace(/(?<=\S\s+)A\b/g, 'a')
    : lowered;
}

/** Good news with no complaint in it ("WE WON!!"): excitement, not anger. */
export function isPositive(text: string): boolean {
  const v = valence(text);
  return v.negative === 0 && (v.positive >= 2 || GOOD_NEWS.test(text));
}

/** Good news the sentiment list does not score ("JAKE SCORED HIS FIRST GOAL!!!", "you got the promotion?!"). */
const GOOD_NEWS =
  /\b(?:promoted|promotion|engaged|pregnant|got\s+the\s+(?:job|apartment|house|place|offer|part|role|tickets)|best\s+news|congrats|congratulations|got\s+in(?:to)?|got\s+accepted|made\s+the\s+team|last\s+final|scored|graduated|passed\s+(?:my|his|her|the)|we\s+won|incredible|amazing)\b|🎉|🥳|🎊/iu;

/** Shouting is strong when the message is negative or shouts a lot; excited shouting of good news is left. */
export const shoutingRule: Rule = {
  kind: 'shouting',
  strength: 'strong',
  apply(sentence, ctx) {
    if (!ctx.shouting || (!ctx.negative && ctx.positive)) return sentence;
    if (shoutingWords(sentence).length === 0) return sentence;
    return lowerShouted(sentence);
  },
};

/** Good news with nothing gone wrong; read only once a rule would change something (it scans the message). */
function isGoodNews(ctx: RuleContext): boolean {
  return !ctx.negative && GOOD_NEWS.test(ctx.message);
}

/** In a charged message a lone shouted word ("late AGAIN") is lowered too. */
export const emphasisRule: Rule = {
  kind: 'shouting',
  strength: 'contextual',
  apply(sentence, ctx) {
    const words = shoutingWords(sentence).filter((w) => w.length >= 3 || COMMON_SHOUTS.has(w));
    // Good news shouted ("holy shit that's the best news ever, CONGRATS!!") keeps its voice.
    if (words.length === 0 || isGoodNews(ctx)) return sentence;
    return lowerShouted(sentence);
  },
};

/** "!!" and "?!" in a message that is already heated; one "!" becomes a full stop there too. */
export const punctuationRule: Rule = {
  kind: 'punctuation',
  strength: 'contextual',
  apply(sentence, ctx) {
    // One "!" stays (it is not a raised voice on its own); runs of them and "?!" are calmed.
    const calmed = sentence
      .replace(/[!?]*\?[!?]*|[!?]*‽[!?]*/g, (m) => (m.length > 1 || m === '‽' ? '?' : m))
      .replace(/!{2,}/g, '!')
      .replace(/\.{4,}/g, '...');
    return calmed === sentence || isGoodNews(ctx) ? sentence : calmed;
  },
};

/** Leading verbs of a bare command: "Pay me back by Friday." -> "Please pay me back by Friday." */
const COMMAND = String.raw`(?:answer|bring|call|come|clean|do|drop|fix|get|give|hand|leave|let|make|move|pay|pick|put|reply|respond|return|send|sign|stop|take|tell|text|finish|explain|check|show|sort|talk|listen|wash|turn|be|keep|quit|grab|hurry|wake|cut|back|sit|stay|go|look|read|write|email|ring|buy|tidy|empty|feed|walk|charge|submit|update|confirm|book|cancel)`;

const DEMAND_PAIRS = [
  [
    rx(String.raw`^(\W*)(?:just\s+|now\s+)?(${COMMAND})\b(?![${AP}])`),
    (_m: string, lead: string, verb: string) => `${lead}Please ${verb.toLowerCase()}`,
  ],
  [rx(String.raw`^(\W*)(?:just\s+)?don${AP}?t\s+`), `$1Please don't `],
  [rx(String.raw`^(\W*)you\s+(?:need|have|got)\s+to\s+(?:just\s+)?`), '$1Please '],
  [rx(String.raw`^(\W*)I\s+(?:demand|insist)\s+(?:that\s+)?(?:you\s+)?`), '$1I need you to '],
] as const;
const demandPairs = regexRule('demand', 'contextual', DEMAND_PAIRS);

const BITTER_PERMISSION = /^\W*(?:whatever|fine|sure|ok(?:ay)?|go ahead)\b[\s,.!…]*(?:then[\s,.!…]*)?[a-z]/i;

/** Only a sentence the sender opened with a command: not one whose first words were profanity we dropped. */
export const demandRules: Rule[] = [
  {
    kind: 'demand',
    strength: 'contextual',
    apply(sentence, ctx) {
      const startsAlike =
        sentence.trimStart().slice(0, 6).toLowerCase() === ctx.original.trimStart().slice(0, 6).toLowerCase();
      // A question ("do you ever read?") is not a command, even when it opens with one's verb.
      if (/\?\W*$/.test(sentence)) return sentence;
      // After a sigh ("whatever. go out with your friends again") a command is bitter permission, not a
      // request: "Please go out with your friends" would say the opposite of what was meant.
      if (BITTER_PERMISSION.test(ctx.message)) return sentence;
      return startsAlike ? demandPairs.apply(sentence, ctx) : sentence;
    },
  },
];

/** Profanity and insults still left once everything else has run (rare forms), dropped. */
export const leftoverProfanity: Rule = regexRule('profanity', 'strong', [
  [rx(String.raw`\b(?:fuck|fucks|fuk|fck|f\*+k|shit|crap|cunt|twat|bitch|damn|dammit)\b[,!]*`), ''],
  [rx(String.raw`\b\w*(?:fuck|shit|bitch|cunt|fucka)\w*\b[,!]*`), ''],
]);
