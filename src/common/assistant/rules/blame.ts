/**
 * Blame said as a statement. "You always X" becomes an "I" statement about X; "you never X" becomes a
 * clear request for X; "it's all your fault", "because of you" lose the blame and keep the rest. Praise
 * is left alone: "you always make me laugh", "you never complain". The same attacks said as questions
 * or wishes are in blame-questions.ts; "I'm sick of ..." is in exasperation.ts.
 */
import { AP, CHANGED, UNCHANGED, regexRule, rx, unlessFond, type Rule } from '../rule';

/** Clauses after "you always" that are praise, not blame. */
export const PRAISE = rx(
  String.raw`\b(?:make me (?:smile|laugh|happy|feel (?:better|good|loved|safe))|know (?:how|what|just)|there for|help|support|listen|have my back|look (?:great|good|amazing|nice)|find a way|cheer|brighten|remember|take care|got my back|manage|do (?:your best|great|well|such)|come through|show up for|surprise|amaze|impress|mean well|put (?:others|us|the kids|me) first|love|care|smell (?:good|nice)|cook|save|(?:so |such )?(?:welcome|invited|kind|sweet|thoughtful|patient|generous|helpful|lovely|wonderful|amazing|great|fun|a joy|a pleasure|a delight|a great)|on my mind|in my (?:heart|thoughts)|my favou?rite|(?:make|makes|cook|bake|give|gives|tell|find|pick)\s+the\s+best)\b`,
  'i',
);
/**
 * Clauses after "you never" that are praise ("you never complain", "you never let me down", "you never forget to
 * call"): "never" with a verb of failing says the reader does the good thing, so no request is built from it.
 */
export const NEGATIVE_VERB = rx(
  String.raw`\b(?:complain|whine|yell|shout|judge|criticiz|criticis|let (?:me|us|anyone|them|him|her|the \w+|your \w+) down|fail|disappoint|give up|quit|lie|cheat|hurt|forget (?:my|our|a|to smile)|miss a|stop|cease|lose|panic|worry|raise your voice|get angry|get mad|make (?:a|me) (?:fuss|feel bad)|hesitate|back down|mind|take (?:sides|advantage)|ask for)|^(?:forget|forgot|miss|neglect|overlook|ignore)\b`,
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
export function softenClause(clause: string): string {
  return clause
    .replace(/\b(?:even|once|ever|at all|one single time|a single time)\b\s*/gi, '')
    .replace(/\banything\b/gi, 'something')
    .replace(/\s+$/, '');
}

function endsWithQuestion(s: string): boolean {
  return /\?[!?]*\s*$/.test(s);
}

export const LEAD = String.raw`^(\W*)(?:(?:and|but|so|plus|honestly|seriously|yet|because|like|oh|again|once again|as always|as usual),?\s+)*`;
/** A dismissive opener before the blame ("Whatever, you never listen anyway."): it goes with the blame's frame. */
const DISMISSIVE_LEAD = /^(\W*)(?:whatever|fine|ugh)\b[,.!…]*\s+(?=(?:you|u)\s)/i;

const ALWAYS_SENTENCE = rx(
  String.raw`${LEAD}(?:why\s+(?:do|must|would)\s+)?you(${AP}re| are)?\s+(?:(?:literally|just|seriously|honestly|actually|really|basically)\s+)?(?:always|constantly|forever|ALWAYS)\s+(.+?)\s*[.!?]*$`,
  'i',
);
const NEVER_SENTENCE = rx(
  String.raw`${LEAD}(?:why\s+(?:do|can${AP}?t|won${AP}?t|don${AP}?t)\s+)?you\s+(?:(?:literally|just|seriously|honestly|actually|really|basically)\s+)?(?:never|NEVER|don${AP}?t ever|do not ever|won${AP}?t ever|can${AP}?t ever|haven${AP}?t ever)\s+(.+?)\s*[.!?]*$`,
  'i',
);

/**
 * "You always/never ..." as the main clause of a sentence. Not in a fond message with nothing wrong in it ("You never
 * change and I'm glad.", "You NEVER remember where you put your glasses... Love you anyway"): unlessFond.
 */
export const blameSentence: Rule = unlessFond({
  kind: 'blame',
  strength: 'strong',
  apply(said) {
    if (IDIOM.test(said)) return said;
    // "Whatever, you never listen anyway." is read as "you never listen"; an "anyway" closing it goes with the opener.
    const dismissive = DISMISSIVE_LEAD.test(said);
    const sentence = dismissive
      ? said.replace(DISMISSIVE_LEAD, '$1').replace(/,?\s+anyway(?=\W*$)/i, '')
      : said;
    const always = ALWAYS_SENTENCE.exec(sentence);
    if (always) {
      const [, lead = '', are, rest = ''] = always;
      if (
        PRAISE.test(rest) &&
        !/\b(?:late|forget|forgot|ignore|interrupt|blame|leave|mess|yell|criticiz|complain|lie|twist|cancel|change the|make excuses)/i.test(
          rest,
        )
      )
        return said;
      // "why do you always have to make it about you" -> "... when you make it about you".
      const body = softenClause(are ? rest : rest.replace(/^(?:have|got|need)\s+to\s+/i, ''));
      return `${lead}It bothers me when you${are ? "'re" : ''} ${body}.`;
    }
    const never = NEVER_SENTENCE.exec(sentence);
    if (never) {
      const [, lead = '', rest = ''] = never;
      if (NEGATIVE_VERB.test(rest)) return said;
      const body = softenClause(rest);
      // "You never do." has no act to ask for ("I'd really appreciate it if you would do").
      if (/^(?:do|does|did|will|would|can|could|have|has)\W*$/i.test(body)) return said;
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
    return said;
  },
  examples: [
    ['You always leave the dishes for me.', 'It bothers me when you leave the dishes for me.'],
    ['You never help with homework!', "I'd really appreciate it if you would help with homework."],
    // "never" with a verb of failing is praise: no request is built from it (its opposite would be asked for).
    ['You never forget to lock the back door, which I love.', UNCHANGED],
    ['You never miss one of her recitals.', UNCHANGED],
    ["You never change and I'm glad.", UNCHANGED],
    ['Whatever, you never listen anyway.', "I'd really appreciate it if you would listen."],
    ['Well you always make the best lasagna!', UNCHANGED],
    [
      "You NEVER remember where you put your glasses... they're on your head, dear. Love you anyway",
      UNCHANGED,
    ],
    // Good news alone is not fondness: a complaint said with "funny" is still one.
    ["You're always busy when it's my turn to pick the restaurant. Funny how that works.", CHANGED],
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
});

/** "It's all your fault", "because of you", "you made me ...". */
export const fault = regexRule(
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
    // "You couldn't be bothered to call" says what the reader did not do, and that it did not matter to them: the
    // first is the point ("You didn't call").
    [
      rx(
        String.raw`(?<!\b(?:if|when|unless|whenever)\s)\b(you|u|they)\s+(couldn${AP}?t|could\s+not|can${AP}?t|cannot|can\s+not)\s+(?:even\s+)?be\s+bothered\s+to\s+`,
      ),
      (_m, who: string, can: string) => `${who} ${/^could/i.test(can) ? "didn't" : "don't"} `,
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
    ["You couldn't even be bothered to call on my birthday.", "You didn't call on my birthday."],
    ["I couldn't be bothered to cook tonight, pizza?", UNCHANGED],
    // A condition reported, not a charge: "The coach said if you can't be bothered to turn up, don't come back."
    [
      "The coach said if you can't be bothered to turn up, don't bother coming back. Harsh for a nine-year-old?",
      UNCHANGED,
    ],
  ],
);

/** For the coach: does this text blame the reader? */
export const BLAME_PATTERN = rx(
  String.raw`\byou(?:${AP}re| are)?\s+(?:always|never|constantly)\b|\byour\s+fault\b|\bevery\s+single\s+time\b|\bhow\s+many\s+times\b|\bbecause\s+of\s+you\b`,
  'i',
);

export { endsWithQuestion };
