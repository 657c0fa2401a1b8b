/**
 * Blame and absolutes. "You always X" becomes an "I" statement about X; "you never X" becomes a clear
 * request for X; rhetorical attacks ("how many times do I have to tell you to X?") become the request X.
 * Praise is left alone: "you always make me laugh", "you never complain".
 */
import { UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';

/** Clauses after "you always" that are praise, not blame. */
export const PRAISE = rx(
  String.raw`\b(?:make me (?:smile|laugh|happy|feel (?:better|good|loved|safe))|know (?:how|what|just)|there for|help|support|listen|have my back|look (?:great|good|amazing|nice)|find a way|cheer|brighten|remember|take care|got my back|manage|do (?:your best|great|well|such)|come through|show up for|surprise|amaze|impress|mean well|put (?:others|us|the kids|me) first|love|care|smell (?:good|nice)|cook|save|(?:so |such )?(?:welcome|invited|kind|sweet|thoughtful|patient|generous|helpful|lovely|wonderful|amazing|great|fun|a joy|a pleasure|a delight|a great)|on my mind|in my (?:heart|thoughts)|my favou?rite)\b`,
  'i',
);
/** Clauses after "you never" that are praise ("you never complain", "you never let me down"). */
export const NEGATIVE_VERB = rx(
  String.raw`\b(?:complain|whine|yell|shout|judge|criticiz|criticis|let (?:me|us|anyone) down|fail|disappoint|give up|quit|lie|cheat|hurt|forget (?:my|our|a|to smile)|miss a|stop|cease|lose|panic|worry|raise your voice|get angry|get mad|make (?:a|me) (?:fuss|feel bad)|hesitate|back down|mind|take (?:sides|advantage)|ask for)`,
  'i',
);
/** Idioms with "never"/"always" that are not about the reader's behaviour. */
export const IDIOM = rx(
  String.raw`\byou (?:never|always) (?:know|can tell|can be too|can have too|fail to)\b|\bnever mind\b|\byou never know\b|\bif you ever\b`,
  'i',
);

const PARTICIPLE: Record<string, string> = {
  came: 'come',
  did: 'done',
  gave: 'given',
  went: 'gone',
  ate: 'eaten',
  took: 'taken',
  wrote: 'written',
  forgot: 'forgotten',
  saw: 'seen',
  knew: 'known',
  spoke: 'spoken',
  drove: 'driven',
  ran: 'run',
  began: 'begun',
  got: 'gotten',
  showed: 'shown',
  told: 'told',
  said: 'said',
  paid: 'paid',
  called: 'called',
  asked: 'asked',
  bought: 'bought',
  brought: 'brought',
  thought: 'thought',
  sent: 'sent',
  answered: 'answered',
  helped: 'helped',
  replied: 'replied',
  texted: 'texted',
  apologized: 'apologized',
  apologised: 'apologised',
  picked: 'picked',
  listened: 'listened',
  cared: 'cared',
  tried: 'tried',
  cleaned: 'cleaned',
  offered: 'offered',
  thanked: 'thanked',
  mentioned: 'mentioned',
  returned: 'returned',
  showed_up: 'shown up',
  checked: 'checked',
  planned: 'planned',
};

/** "came to the game" -> "come to the game" for "I was hoping you would have ...". */
function toParticiple(clause: string): string | null {
  const m = /^(\w+)(.*)$/.exec(clause);
  if (!m) return null;
  const w = m[1]!.toLowerCase();
  if (PARTICIPLE[w]) return PARTICIPLE[w] + m[2];
  if (/ed$/.test(w)) return clause;
  return null;
}

/** Words of the clause that only make sense in the accusation ("even", "once", "anything"). */
function softenClause(clause: string): string {
  return clause
    .replace(/\b(?:even|once|ever|at all|one single time|a single time)\b\s*/gi, '')
    .replace(/\banything\b/gi, 'something')
    .replace(/\s+$/, '');
}

function endsWithQuestion(s: string): boolean {
  return /\?[!?]*\s*$/.test(s);
}

const LEAD = String.raw`^(\W*)(?:(?:and|but|so|plus|honestly|seriously|yet|because|like|oh|again|once again|as always|as usual),?\s+)*`;

const ALWAYS_SENTENCE = rx(
  String.raw`${LEAD}(?:why\s+(?:do|must|would)\s+)?you(${AP}re| are)?\s+(?:(?:literally|just|seriously|honestly|actually|really|basically)\s+)?(?:always|constantly|forever|ALWAYS)\s+(.+?)\s*[.!?]*$`,
  'i',
);
const NEVER_SENTENCE = rx(
  String.raw`${LEAD}(?:why\s+(?:do|can${AP}?t|won${AP}?t|don${AP}?t)\s+)?you\s+(?:(?:literally|just|seriously|honestly|actually|really|basically)\s+)?(?:never|NEVER|don${AP}?t ever|do not ever|won${AP}?t ever|can${AP}?t ever|haven${AP}?t ever)\s+(.+?)\s*[.!?]*$`,
  'i',
);

/** "You always/never ..." as the main clause of a sentence. */
const blameSentence: Rule = {
  kind: 'blame',
  strength: 'strong',
  apply(sentence) {
    if (IDIOM.test(sentence)) return sentence;
    const always = ALWAYS_SENTENCE.exec(sentence);
    if (always) {
      const [, lead = '', are, rest = ''] = always;
      if (
        PRAISE.test(rest) &&
        !/\b(?:late|forget|forgot|ignore|interrupt|blame|leave|mess|yell|criticiz|complain|lie|twist|cancel|change the|make excuses)/i.test(
          rest,
        )
      )
        return sentence;
      // "why do you always have to make it about you" -> "... when you make it about you".
      const body = softenClause(are ? rest : rest.replace(/^(?:have|got|need)\s+to\s+/i, ''));
      return `${lead}It bothers me when you${are ? "'re" : ''} ${body}.`;
    }
    const never = NEVER_SENTENCE.exec(sentence);
    if (never) {
      const [, lead = '', rest = ''] = never;
      if (NEGATIVE_VERB.test(rest)) return sentence;
      const body = softenClause(rest);
      const part = toParticiple(body);
      if (
        part &&
        !/^(?:pick|call|ask|help|answer|text|check|return|listen|clean|offer|thank|mention|plan|reply|try|care)\b/i.test(
          body,
        )
      )
        return `${lead}I was hoping you would have ${part}.`;
      if (/^(?:been|was|were|had)\b/i.test(body))
        return `${lead}I was hoping you would have ${body.replace(/^(?:was|were)\b/i, 'been')}.`;
      return `${lead}I'd really appreciate it if you would ${body}.`;
    }
    return sentence;
  },
  examples: [
    ['You always leave the dishes for me.', 'It bothers me when you leave the dishes for me.'],
    ['You never help with homework!', "I'd really appreciate it if you would help with homework."],
    ["You're always late to pickup.", "It bothers me when you're late to pickup."],
    [
      "You never listen. I don't care anymore.",
      "I'd really appreciate it if you would listen. I don't want to keep arguing about this.",
    ],
    [
      "you literally never let me do anything. everyone else is going to Jake's party saturday",
      "I'd really appreciate it if you would let me do something. everyone else is going to Jake's party saturday",
    ],
  ],
};

/** Rhetorical attacks that hide a request: the request is kept, the attack dropped. */
const rhetorical = regexRule(
  'blame',
  'strong',
  [
    [
      rx(
        String.raw`${LEAD}how\s+many\s+(?:more\s+)?times\s+(?:do|must|will)\s+I\s+(?:have\s+to|need\s+to)\s+(?:tell|ask|remind|beg)\s+you\s+(?:(not\s+)?to\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, not: string | undefined, rest: string) =>
        `${lead}Could you please ${not ? 'not ' : ''}${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}how\s+many\s+(?:more\s+)?times\s+(?:do|must|will|have)\s+I\s+(?:have\s+to\s+|need\s+to\s+)?(?:tell|told|ask|asked|remind|reminded|say|said)(?:\s+you)?(?:\s+this)?\s*[.!?]*$`,
      ),
      "$1I've asked about this before.",
    ],
    [
      rx(
        String.raw`${LEAD}how\s+many\s+times\s+have\s+I\s+(?:told|asked|reminded)\s+you\s+(?:to\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}how\s+(?:hard|difficult)\s+(?:is\s+it|can\s+it\s+be)\s+to\s+(?:just\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}why\s+(?:can${AP}?t|won${AP}?t|cant|wont|can\s+not|don${AP}?t)\s+you\s+(?:ever\s+)?(?:just\s+)?(\w.*?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(String.raw`${LEAD}(?:can${AP}?t|cant)\s+you\s+(?:just\s+|even\s+)+(.+?)\s*\?[!?]*$`),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(
        String.raw`${LEAD}(?:is\s+it\s+(?:too|so)\s+much\s+to\s+ask\s+(?:for\s+you\s+)?to|would\s+it\s+kill\s+you\s+to)\s+(?:just\s+)?(.+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, rest: string) => `${lead}Could you please ${softenClause(rest)}?`,
    ],
    [
      rx(String.raw`${LEAD}do\s+you\s+even\s+(.+?)\s*[.!?]*$`),
      (_m, lead: string, rest: string) => `${lead}I'm not sure you ${rest}.`,
    ],
    // "Are you even interested?", "Did you even read it?": the question, without the jab.
    [
      rx(String.raw`\b(are|did|does|can|could|have|has|were|would|will)\s+(you|u)\s+even\s+(?=[a-z])`),
      '$1 $2 ',
    ],
    // "Why is it always me fixing your schedule?" / "Why am I always the one who has to remember?"
    [
      rx(
        String.raw`^(\W*)why\s+(?:is\s+it\s+always\s+(?:me|I)|am\s+I\s+always\s+the\s+one)\s+((?:who|that)\s+[^?]+|[a-z]+ing\b[^?]*)\?*`,
      ),
      "$1It feels like I'm always the one $2.",
    ],
    [rx(String.raw`\b(?:don${AP}?t|dont)\s+(?:you|u)\s+(?:dare|even\s+think\s+about)\s+`), "please don't "],
    [rx(String.raw`\bI\s+hate\s+(?:it\s+)?(?:when|that|how)\s+you\s+`), 'It bothers me when you '],
  ],
  [
    ['How many times do I have to tell you to lock the door?', 'Could you please lock the door?'],
    ['How hard is it to reply to a text?', 'Could you please reply to a text?'],
    ["Why can't you just call when you're running late?", "Could you please call when you're running late?"],
  ],
);

/** "It's all your fault", "because of you", "you made me ...". */
const fault = regexRule(
  'blame',
  'strong',
  [
    [
      rx(
        String.raw`^\W*(?:this|it|that|everything)\s*(?:${AP}s|is|was)\s+(?:all\s+|entirely\s+|completely\s+|totally\s+)?(?:your|ur)\s+fault\s*[.!?]*$`,
      ),
      "I'd like us to work out what went wrong.",
    ],
    [
      rx(
        String.raw`\b(?:this|it|that|everything)\s*(?:${AP}s|is|was)\s+(?:all\s+|entirely\s+|completely\s+|totally\s+)?(?:your|ur)\s+fault\b`,
      ),
      'I think something went wrong',
    ],
    [rx(String.raw`\b(?:all\s+)?because\s+of\s+you\b,?\s*`), ''],
    [rx(String.raw`\bthanks\s+to\s+you\b,?\s*`), ''],
    [
      rx(
        String.raw`\byou\s+made\s+me\s+(?:so\s+|really\s+|feel\s+)*(angry|mad|upset|sad|furious|cry|look stupid|look like an idiot|feel stupid|miserable|anxious|embarrassed|worried)\b`,
      ),
      (_m, feeling: string) =>
        feeling === 'cry'
          ? 'I cried'
          : /look|stupid/.test(feeling)
            ? 'I felt embarrassed'
            : `I felt ${feeling}`,
    ],
  ],
  [
    ['This is all your fault, you made me late.', 'I think something went wrong, you made me late.'],
    ['Because of you she is crying every Sunday night.', 'She is crying every Sunday night.'],
  ],
);

/**
 * Exasperation says the writer has given up on the reader: "I'm sick of your excuses", "I'm so done
 * with this". Said as a feeling, the point stays and the door stays open. About "you"/"your" it is
 * charged by itself; about anything else ("I'm sick of this rain") only in a message already charged.
 * Not "tired of" (weariness and sadness say that) nor a plain "done with" ("I'm done with the dishes").
 */
const EXASPERATED = String.raw`\b(?:I${AP}m|I am)\s+(?:(?:just|really|absolutely|completely|totally|honestly|so|literally)\s+)?(?:sick\s+and\s+tired\s+of|sick\s+to\s+death\s+of|sick\s+of|fed\s+up\s+with|(?:so|really|completely|totally)\s+done\s+with|so\s+over(?=\s+(?:you|your)\b))\s+`;
const exasperation = regexRule(
  'exasperation',
  'strong',
  [
    // About the reader anywhere in the clause: "I'm sick and tired of cleaning up after you."
    [rx(EXASPERATED + String.raw`(?=[^.!?;]*\b(?:you|your)\b)`), "I'm frustrated with "],
  ],
  [
    ["I'm sick and tired of you ignoring my texts!!", "I'm frustrated with you ignoring my texts!"],
    ["I'm sick and tired of cleaning up after you.", "I'm frustrated with cleaning up after you."],
    ['I hate Mondays, but the coffee helps.', UNCHANGED],
    ["I'm sick of this rain.", UNCHANGED],
    ["I'm so over your excuses.", "I'm frustrated with your excuses."],
  ],
);
const exasperationInContext = regexRule(
  'exasperation',
  'contextual',
  [
    [rx(EXASPERATED), "I'm frustrated with "],
    // "I HATE this family." in an outburst: the feeling, for now, not a verdict on them forever.
    [
      rx(
        String.raw`\bI\s+(?:really\s+|just\s+|absolutely\s+)?(?:hate|despise|loathe|can${AP}?t\s+stand)\s+(this|my|our|the)\s+(family|house|home|school|job|life|place|team|company|office|class|town)\b(?!\s+(?:when|if|because)\b)`,
      ),
      "I'm really unhappy with $1 $2 right now",
    ],
  ],
  [
    [
      'I HATE this family. Nobody ever lets me do anything.',
      "I'm really unhappy with this family right now. Nobody lets me do anything.",
    ],
    [
      "Your attitude lately is a load of crap and I'm sick of it.",
      "Your attitude lately is bad and I'm frustrated with it.",
    ],
  ],
);

/**
 * "Maybe if you actually listened for once we wouldn't be fighting": the wish, said as one, and what
 * it would change; "All you ever think about is yourself": the sender's side of it.
 */
const ifYouActually = regexRule(
  'blame',
  'strong',
  [
    [
      rx(String.raw`^(\W*)(?:is|was)\s+it\s+(?:really\s+)?(?:so|that)\s+hard\s+to\s+([^?]+?)\s*\?+\s*$`),
      '$1Could you please $2?',
    ],
    // "After everything I've done for you, you can't even remember to buy milk?"
    [
      rx(
        String.raw`(?:^|,?\s*)after\s+(?:all|everything)\s+(?:that\s+)?I(?:${AP}?ve\s+done|\s+have\s+done|\s+did|\s+do)\s+for\s+(?:you|u)\b,?\s*`,
      ),
      '',
    ],
    [
      rx(String.raw`^(\W*)(?:and\s+)?you\s+can${AP}?t\s+even\s+([^.!?]+?)\s*\?+\s*$`),
      '$1Could you please $2?',
    ],
    // "u cant even remember ur own sons birthday" said as a statement: the hurt under it.
    [
      rx(
        String.raw`(^\W*|,\s*)(?:and\s+)?(?:you|u)\s+(?:can${AP}?t|cant|couldn${AP}?t|couldnt)\s+even\s+(?=[a-z])`,
      ),
      "$1It hurts that you couldn't ",
    ],
    [
      rx(
        String.raw`^(\W*)(?:maybe|perhaps)\s+if\s+you\s+(?:would\s+)?(?:actually|just|ever|bothered\s+to)\s+([^,.!?;]+?)(?:\s+for\s+once(?:\s+in\s+your\s+life)?)?,?\s+(we|I|things|this|it|everyone)\s+(wouldn${AP}?t|would\s+not|won${AP}?t|might\s+not|would|might|could|wouldn${AP}?t\s+have)\s+([^.!?]+?)\s*[.!?]*$`,
      ),
      (_m, lead: string, act: string, who: string, verb: string, rest: string) =>
        `${lead}I think it would help if you ${act}; then ${who} ${verb} ${rest}.`,
    ],
    [
      rx(
        String.raw`^(\W*)(?:maybe|perhaps)\s+if\s+you\s+(?:would\s+)?(?:actually|ever|bothered\s+to)\s+([^,.!?;]+?)(?:\s+for\s+once(?:\s+in\s+your\s+life)?)?\s*[.!?]*$`,
      ),
      '$1I think it would help if you $2.',
    ],
    [
      rx(
        String.raw`\b(?:all\s+you\s+(?:ever\s+)?(?:think|care|talk)\s+about\s+is|you\s+(?:only\s+)?(?:ever\s+)?(?:think|care)\s+(?:only\s+)?about)\s+(?:yourself|you|your\s+own\s+\w+)\b`,
      ),
      "I feel like my needs aren't being considered",
    ],
    [
      rx(
        String.raw`\b(?:it|everything)(?:${AP}?s|\s+is)\s+always\s+about\s+you\b(?:,?\s+(?:isn${AP}?t|is\s+not|isnt)\s+it)?\s*\??`,
      ),
      "I feel like my needs aren't being considered",
    ],
  ],
  [
    [
      'ur pathetic, u cant even remember ur own sons birthday is march 8',
      "It hurts that you couldn't remember ur own sons birthday is march 8",
    ],
    [
      "Is it really so hard to text me when you're running late?",
      "Could you please text me when you're running late?",
    ],

    [
      "Maybe if you actually listened for once we wouldn't be fighting.",
      "I think it would help if you listened; then we wouldn't be fighting.",
    ],
    [
      "You're so selfish, all you ever think about is yourself.",
      "I feel like my needs aren't being considered.",
    ],
    ["You obviously don't have to come if you're busy.", UNCHANGED],
    ['Maybe if you have time we could grab lunch Friday?', UNCHANGED],
    ['Its always about you isnt it.', "I feel like my needs aren't being considered."],
    [
      "After everything I've done for you, you can't even remember to buy milk?",
      'Could you please remember to buy milk?',
    ],
  ],
);

export const blameRules: Rule[] = [
  rhetorical,
  blameSentence,
  fault,
  exasperation,
  exasperationInContext,
  ifYouActually,
];

/** For the coach: does this text blame the reader? */
export const BLAME_PATTERN = rx(
  String.raw`\byou(?:${AP}re| are)?\s+(?:always|never|constantly)\b|\byour\s+fault\b|\bevery\s+single\s+time\b|\bhow\s+many\s+times\b|\bbecause\s+of\s+you\b`,
  'i',
);

export { endsWithQuestion };
