/**
 * Name-calling: "you idiot", "you're so stupid", "that moron", "this stupid plan". Insults aimed at the
 * reader are dropped; insulting words about others become neutral ("that person", "unwise").
 */
import { HARSH_ADJECTIVES, INSULT_ADJECTIVES, INSULT_NOUNS } from '../lexicon';
import { gated, UNCHANGED, AP, regexRule, rx, type Rule } from '../rule';
import { alternation, articleFor } from '../text';

/** Nouns that are insults only when aimed at someone ("you tool", "such a clown"), never on their own. */
const CONTEXTUAL_NOUNS = new Set([
  'tool',
  'tools',
  'pig',
  'pigs',
  'sheep',
  'trash',
  'garbage',
  'ass',
  'asses',
  'scrub',
  'goon',
  'goons',
  'snowflake',
  'snowflakes',
  'freak',
  'freaks',
  'troll',
  'trolls',
  'parasite',
  'parasites',
  'degenerate',
  'degenerates',
  'pos',
  'scum',
  'dick',
  'dicks',
  'clown',
  'clowns',
  'hoes',
  'simp',
  'simps',
  'tosser',
  'tossers',
  'prat',
  'twit',
  'twits',
]);
const STRONG_NOUNS = INSULT_NOUNS.filter((n) => !CONTEXTUAL_NOUNS.has(n));

/** Adjectives that describe illness or sadness as often as they insult; never treated as insults of "you". */
const AMBIGUOUS_ADJ = new Set([
  'sick',
  'miserable',
  'hopeless',
  'thick',
  'fat',
  'ugly',
  'awful',
  'terrible',
  'horrible',
]);
const YOU_ADJECTIVES = INSULT_ADJECTIVES.filter((a) => !AMBIGUOUS_ADJ.has(a));

const N_ALL = `(?:${alternation(INSULT_NOUNS)}|pussy|pussies)`;
const N_STRONG = `(?:${alternation(STRONG_NOUNS)}|pussy|pussies)`;
const A_YOU = `(?:${alternation(YOU_ADJECTIVES)})`;
const A_HARSH = `(?:${alternation(HARSH_ADJECTIVES)})`;
/** Words that can stand between "you're" and the insult: "you're such a complete ...". */
const MODS = String.raw`(?:(?:such|so|being|just|really|totally|completely|truly|literally|an?|the|absolute|absolutely|complete|total|utter|fucking|freaking|bloody|biggest|most|little|big|real|pure|nothing but|acting like|like|a bunch of|bunch of|kind of|sort of|pretty|very|too|always|still|no better than|nothing more than|one|another|this|that|(?!only\b|early\b|family\b|silly\b|ugly\b|friendly\b|lovely\b|lonely\b)[a-z]{3,}ly)\s+)*`;
const A_CHAIN = String.raw`(?:${A_YOU}(?:\s*,\s*|\s+and\s+|\s+))*`;
// "ur" is "you're" here too ("ur such a liar"); otherwise "ur such a" is left half rewritten.
export const YOU_ARE = String.raw`\b(?:(?:you|u|ya)\s*(?:${AP}re|${AP}r|re| are| r| were| was| been| act| look| sound| seem| behave)|ur|(?:you|u)\s+(?:really|truly|honestly|literally|actually)\s+are)\s+`;

const PLURAL = /(?:s|people|sheep|scum|trash|garbage)$/i;
function personFor(noun: string): string {
  return PLURAL.test(noun) && !/(?:ass|pos)$/i.test(noun) ? 'people' : 'person';
}

/** What an insulting noun says about someone, in neutral words ("he is a liar" -> "he is not being honest"). */
function predicateFor(noun: string): string {
  const n = noun.toLowerCase();
  if (/^liar/.test(n)) return 'not being honest';
  if (/^hypocrit/.test(n)) return 'being inconsistent';
  if (/^(?:coward|wimp)/.test(n)) return 'avoiding this';
  if (/^(?:loser|bum|deadbeat|freeloader)/.test(n)) return 'not pulling their weight';
  if (
    /^(?:jerk|asshole|arsehole|dick|prick|bastard|bitch|douche|scumbag|creep|pig|cunt|twat|snob|brat)/.test(n)
  )
    return 'being unkind';
  return 'being unreasonable';
}

/** Neutral words for an insulting adjective used as a predicate ("this is stupid" -> "this is unwise"). */
function neutralFor(adj: string): string {
  const a = adj.toLowerCase();
  if (/stupid|stoopid|dumb|idiot|moron|brain|asinine|mindless|dimwit|retard|foolish/.test(a)) return 'unwise';
  if (/ignorant/.test(a)) return 'uninformed';
  if (/pathetic|worthless|useless|crappy|shitty|lame|lousy|half|good.for/.test(a)) return 'disappointing';
  if (/disgust|vile|despicable|contemptible|scumm|trash|sleaz|slim|filth/.test(a)) return 'unacceptable';
  if (/incompetent|inept/.test(a)) return 'not up to the job';
  return 'not okay';
}

/** "I was so stupid" is self-talk (often sadness), not name-calling: leave it. */
const SELF_BEFORE = rx(
  String.raw`\b(?:I${AP}m|I am|I was|I feel|I felt|feel|felt|I${AP}ve been|me|myself|made me look)\s+(?:so\s+|really\s+|very\s+|like\s+|pretty\s+|such\s+an?\s+|an?\s+|kind of\s+|kinda\s+)*$`,
  'i',
);

/**
 * The sender naming themselves ("I'm such an idiot", "I was a jerk last night and I'm sorry") or reporting
 * what they were called ("He called me a loser at school today"): an apology or a hurt, not name-calling.
 * Rewriting it turns the meaning into nonsense ("I was last night", "He called me a person").
 */
const SELF_NOUN_BEFORE = rx(
  String.raw`(?:\b(?:I${AP}m|I am|I was|I${AP}ve been|I have been|I feel like|I felt like|myself|(?:call(?:s|ed|ing)?|make(?:s)?|made)\s+me(?:\s+(?:look|feel)\s+like)?)|^\W*(?:I|me)\b)\s+(?:(?:such|so|a|an|an absolute|absolute|complete|total|real|like|the biggest|biggest|kind of|kinda|a bit of|being)\s+)*$`,
  'i',
);
/** "called me a ...", "calls her a ...": a reported insult. */
const CALLED_BEFORE = /\bcall(?:s|ed|ing)?\s+(?:me|him|her|them|us|you|my\s+\w+)\s+$/i;
/** Crude words stay swearing on screen whoever they name: "I'm such an asshole" is still rewritten. */
const CRUDE = /ass|dick|prick|cock|bitch|shit|fuck|cunt|twat|bastard|whore|slut|piss|wank|douche/i;
function aboutSelf(before: string, noun: string): boolean {
  return !CRUDE.test(noun) && SELF_NOUN_BEFORE.test(tail(before));
}
/**
 * The last words before a match, enough for the look-backs above: testing a whole long message from every
 * match would be quadratic. A cut-off start gets a word character so "^" cannot match mid-message.
 */
function tail(before: string): string {
  return before.length <= 80 ? before : `x${before.slice(-80)}`;
}
/** "stupid of me", "a dumb mistake on my part": the sender blaming themselves. */
const SELF_AFTER = /^\s*(?:[a-z]+\s+)?(?:of me|on my part|of mine)\b/i;
/** Idioms and intensifiers, not verdicts: "dumb luck", "stupid easy", "stupid expensive". */
const NOT_A_VERDICT = /^\s*(?:luck|easy|simple|good|cheap|expensive|fast|funny|cute|lucky|early|busy)\b/i;

/**
 * "This is not stupid, it is a real plan.", "It wasn't a dumb question": a harsh word the sender denies is no
 * verdict, and cutting it turns the sentence into nonsense ("This is not it is a real plan.").
 */
const NEGATED_BEFORE = rx(
  String.raw`(?:\bnot|\bnever|n${AP}?t|\bhardly|\bno\s+longer)\s+(?:(?:so|that|too|really|at all|even|an?|the)\s+)*$`,
  'i',
);

const COPULA_BEFORE = rx(
  String.raw`\b(?:is|was|are|were|be|been|being|am|seems?|sounds?|looks?|feels?|${AP}s|${AP}re|${AP}m)\s+$`,
  'i',
);

const HARSH_BEFORE_NOUN = rx(
  String.raw`\b(an?\s+)?(?:(?:so|such|really|very|total|totally|completely|fucking|freaking|bloody|monumentally|utterly|truly|incredibly|ridiculously)\s+)?(${A_HARSH})(?:\s*,\s*|\s+)(?=(?!and\b|or\b|but\b|as\b|of\b|to\b|enough\b)[a-z])`,
);
const HARSH_PREDICATE = rx(
  String.raw`\b(is|are|was|were|be|being|been|sounds|seems|looks|feels|look|sound|seem|${AP}s|${AP}re|that${AP}s|this is)\s+((?:so|really|very|just|totally|completely|absolutely|fucking|pretty|kinda|too|beyond|incredibly|utterly|plain|simply|downright|old|(?!only\b|early\b|really\b)[a-z]+ly)\s+)*(${A_HARSH})\b`,
);

/** A sentence that is only a harsh adjective and its noun: "Pathetic service.", "Useless meeting!" */
// Not "pathetic honestly": an adverb after the adjective is no noun.
const VERDICT_FRAGMENT = rx(
  String.raw`^\W*(${A_HARSH})\s+((?![a-z]+ly\b|fr\b|tbh\b|lol\b|lmao\b|ngl\b|bro\b|man\b|dude\b)[a-z]+)\s*([.!?]*)\s*$`,
  'i',
);

/**
 * Every name-calling pattern needs an insulting word (or "child", "baby", "son of", "piece of", "waste
 * of"): a sentence with none is passed over in one scan, instead of by each pattern in turn.
 */
const NAME_CALLING_GATE = new RegExp(
  String.raw`${N_ALL}|${A_YOU}|${A_HARSH}|child|baby|kid|toddler|teenager|sons?\s+of|pieces?\s+of|waste\s+of`,
  'i',
);

export const nameCallingRules: Rule[] = [
  gated(
    NAME_CALLING_GATE,
    regexRule(
      'insult',
      'strong',
      [
        // "son of a bitch" and friends before the single-word forms
        [
          rx(
            String.raw`\b(?:sons?\s+of\s+(?:a\s+)?bitch(?:es)?|pieces?\s+of\s+(?:shit|crap|garbage|trash|work)|waste\s+of\s+(?:space|oxygen|air|skin))\b`,
          ),
          'person',
        ],
        // "are you stupid?", "are you an idiot or something?"
        [
          rx(
            // "are you incompetent or just lazy?": the second insult goes with the first.
            String.raw`\b(?:are|r)\s+(?:you|u)\s+${MODS}(?:${A_YOU}|${N_ALL})(?:\s+or\s+(?:something|what|${MODS}(?:${A_YOU}|${N_ALL})))?\s*\?*`,
          ),
          '',
        ],
        // "Could you stop being so lazy and take the trash out?" -> "Could you take the trash out?"
        [
          rx(
            String.raw`\b(can|could|would|will)\s+(you|u)\s+(?:please\s+)?(?:stop|quit)\s+(?:be(?:ing)?|act(?:ing)?(?:\s+like)?)\s+${MODS}(?:${A_YOU}|${N_ALL}|child|baby|kid)\s+and\s+`,
          ),
          '$1 $2 ',
        ],
        // "don't be an idiot", "stop acting like a child/brat"
        [
          rx(
            String.raw`\b(?:don${AP}?t|do not|stop)\s+(?:be(?:ing)?|act(?:ing)?(?:\s+like)?)\s+${MODS}(?:${A_YOU}|${N_ALL}|child|baby|kid|toddler|teenager)\b(?:\s+about\s+(?:it|this|that))?`,
          ),
          '',
        ],
        // "you're an idiot for forgetting" -> "I'm upset about you forgetting"
        [
          rx(String.raw`${YOU_ARE}${MODS}${A_CHAIN}(?:${N_ALL}|${A_YOU})\s+(?:for|to)\s+(\w+ing)\b`),
          "I'm upset about you $1",
        ],
        // "you're such a lazy idiot", "you are so stupid", "you look like a clown"
        [
          rx(
            // Not an intensifier: "You're crazy talented", "you're stupid good at this".
            String.raw`${YOU_ARE}${MODS}${A_CHAIN}(?:${N_ALL}|${A_YOU})\b(?!\s+(?:talented|good|smart|fast|beautiful|pretty|cute|funny|strong|lucky|rich|cool|amazing|gorgeous|brave|kind|sweet|generous|patient|creative|fit|gifted|skilled|fun)\b)(?:\s+(?:person|people|man|woman|guy|girl|kid|thing|human(?: being)?))?`,
          ),
          '',
        ],
        // "you idiot", "you stupid moron", ", you jerk": a label of address is dropped; where "you" is part of
        // the sentence ("do you idiots ever read", "I'm tired of you morons") the pronoun stays.
        [
          rx(
            String.raw`(,\s*)?\b(you|u|ya)\s+(?:${A_YOU}\s+|little\s+|big\s+|absolute\s+|complete\s+|total\s+|utter\s+|fucking\s+|filthy\s+)*(?:${N_ALL})\b`,
          ),
          (m: string, comma: string | undefined, you: string, offset: number, whole: string) => {
            if (comma) return '';
            const before = whole.slice(0, offset).trimEnd();
            const after = whole.slice(offset + m.length);
            // Mid-sentence after a word ("how you trash would"), or the object of a preposition ("for all you ...").
            const inSentence =
              (/[a-z]$/i.test(before) &&
                /^\s+[a-z]/i.test(after) &&
                !/\b(?:and|or|but|so|lol|haha|hey|yo|thanks|thank|right|okay|ok)$/i.test(before)) ||
              /\b(?:of|for|to|with|at|about|from|all)$/i.test(before);
            const asSubject =
              /^\s+(?:[a-z]+n[’']t|are|were|have|had|never|always|just|really|actually|can|could|will|would|should|need|think|do|did|don[’']?t|keep|all)\b/i.test(
                after,
              );
            return inSentence || asSubject ? you : '';
          },
        ],
        [
          rx(
            String.raw`(?:,\s*)?\b(?:you|u)\s+(?:${A_YOU}\s+)+(?:people|person|thing|man|woman|guy|girl|boy|kid|kids|lot|bunch)\b`,
          ),
          '',
        ],
        // "what an idiot", "such a moron" as an exclamation
        [rx(String.raw`^\W*(?:what|such)\s+(?:an?\s+)?${A_CHAIN}${N_ALL}\W*$`), ''],
        // third person: "he is an idiot" -> "he is unreasonable"
        [
          rx(
            String.raw`\b(is|are|was|were|be|being|been|${AP}s|${AP}re)(\s+${MODS})${A_CHAIN}(${N_STRONG})\b(?=(\s+[a-z]+)?)`,
          ),
          (
            m: string,
            v: string,
            mods: string,
            noun: string,
            next: string | undefined,
            offset: number,
            whole: string,
          ) =>
            aboutSelf(`${whole.slice(Math.max(0, offset - 100), offset)}${v}${mods}`, noun)
              ? m
              : // "just another cry baby losing candidate": drop the noun only; at the end of a clause (or before
                // a time, "he was a jerk last night"), say what is meant
                next &&
                  !/^\s+(?:and|or|but|who|that|for|to|in|on|at|with|because|if|when|last|yesterday|today|tonight|again|sometimes|lately)$/i.test(
                    next,
                  )
                ? `${v}${mods}`.replace(/\s+(?:an?|the)\s*$/i, ' ')
                : `${v} ${/^(?:be|being|been)$/i.test(v) ? predicateFor(noun).replace(/^being /, '') : predicateFor(noun)}`,
        ],
        // determiner + insult noun: "that idiot", "those morons" -> "that person", "those people"
        [
          rx(
            String.raw`\b(the|that|this|those|these|some|an?|his|her|their|your|my|our|of|all|other|other\s+the|many|more|most|such)\s+(?:${A_HARSH}\s+|little\s+|big\s+|fucking\s+|complete\s+|total\s+|absolute\s+)*(${N_STRONG})\b`,
          ),
          (m: string, det: string, noun: string, offset: number, whole: string) => {
            if (aboutSelf(whole.slice(0, offset), noun)) return m;
            // "He called me a bitch": what happened is that they used an offensive name ("called me a
            // person" says nothing).
            if (/^an?$/i.test(det) && CALLED_BEFORE.test(tail(whole.slice(0, offset))))
              return 'an offensive name';
            const p = personFor(noun);
            if (/^an?$/i.test(det)) return `${articleFor(det, p)} ${p}`;
            if (/^(this|that)$/i.test(det) && p === 'people') return `${det} ${p}`;
            return `${det} ${p}`;
          },
        ],
        // remaining strong insult nouns on their own
        [
          rx(String.raw`\b(${N_STRONG})\b`),
          (m: string, noun: string, offset: number, whole: string) => {
            // A vocative ("thanks bitch", "idiot, listen") is dropped; a subject ("idiots like you") becomes "people".
            if (/^[a-z]/.test(m) === false && /^[A-Z][a-z]/.test(m) && offset > 0) return m;
            if (aboutSelf(whole.slice(0, offset), noun)) return m;
            const before = whole.slice(0, offset).trimEnd();
            const after = whole.slice(offset + m.length);
            const vocative =
              before === '' ||
              /[,!?.:;(-]$/.test(before) ||
              /\b(?:thanks|thank you|hey|hi|yo|ok|okay|bye|listen|look|dear|and|lol|haha)$/i.test(before);
            if (vocative || /^\s*(?:[,!?.:;)]|$|where|what|why|how|who|when)/i.test(after)) return '';
            return personFor(noun);
          },
        ],
      ],
      [
        ['Why do they have to be jerks to the new hire?', 'Why do they have to be unkind to the new hire?'],
        ['Read the email again, you lazy clown.', 'Please read the email again.'],
        ['do you idiots ever read the shared calendar?', 'do you ever read the shared calendar?'],
        ["I'm tired of you idiots.", "I'm tired of you."],
        ['this goes for all you jerks in accounting', 'this goes for all you in accounting'],
        ['the pickup is at 4, you idiot.', 'the pickup is at 4.'],

        ['Your lawyer is an idiot.', 'Your lawyer is being unreasonable.'],
        ['He is a liar.', 'He is not being honest.'],
        ['Can you take out the garbage before Tuesday?', UNCHANGED],
        ['That idiot from accounting sent it again.', 'That person from accounting sent it again.'],
        ["I'm such an idiot, I left the oven on. All good now though.", UNCHANGED],
        ["I was a jerk last night and I'm sorry.", UNCHANGED],
        ["That's so stupid of me, I forgot my keys again.", UNCHANGED],
        ['What a dumb mistake on my part.', UNCHANGED],
        ["He called me a loser at school today and I'm sad.", UNCHANGED],
        ['Pure dumb luck that we found parking.', UNCHANGED],
        ['That question was stupid easy.', UNCHANGED],
        // The same words about someone else, or crude ones about oneself, are still rewritten.
        ['He was a jerk last night.', 'He was being unkind last night.'],
        ['What the heck happened to the wifi?', UNCHANGED],
        ["He's a pain in the neck about bedtime but we manage.", UNCHANGED],
        ['What the heck were you thinking, you idiot?', 'What were you thinking?'],
        [
          "You're a spoiled brat and the car goes back to Dad on Sunday.",
          'The car goes back to Dad on Sunday.',
        ],
        [
          'Are you stupid or just lazy? The vendor in Austin still has no PO.',
          'The vendor in Austin still has no PO.',
        ],
        ['He called me a bitch', 'He called me an offensive name'],
        [
          "You are unbelievably lazy, the lawn hasn't been mowed in a month.",
          "The lawn hasn't been mowed in a month.",
        ],
      ],
    ),
  ),
  {
    kind: 'insult',
    strength: 'strong',
    apply(sentence) {
      // "Pathetic service." is all verdict: dropping the adjective would leave a bare noun.
      const verdict = VERDICT_FRAGMENT.exec(sentence);
      if (verdict) return `The ${verdict[2]!.toLowerCase()} is ${neutralFor(verdict[1]!)}${verdict[3]}`;
      // Harsh adjectives: dropped before a noun, reworded as a predicate; self-talk left alone.
      let out = sentence.replace(
        HARSH_BEFORE_NOUN,
        (m: string, art: string | undefined, _adj: string, offset: number, whole: string) => {
          if (SELF_BEFORE.test(whole.slice(0, offset)) || NEGATED_BEFORE.test(tail(whole.slice(0, offset))))
            return m;
          const after = whole.slice(offset + m.length);
          if (SELF_AFTER.test(after) || NOT_A_VERDICT.test(after)) return m;
          // "that was stupid, the form ..." is a predicate (worded below), not an adjective before a noun.
          if (!art && COPULA_BEFORE.test(whole.slice(0, offset))) return m;
          const rest = whole.slice(offset + m.length);
          return art ? `${articleFor(art.trim(), rest)} ` : '';
        },
      );
      out = out.replace(
        HARSH_PREDICATE,
        (m: string, verb: string, _mods: string, adj: string, offset: number, whole: string) => {
          if (SELF_BEFORE.test(whole.slice(0, offset + verb.length + 1))) return m;
          if (/\bI\s*$/i.test(whole.slice(0, offset))) return m;
          const after = whole.slice(offset + m.length);
          if (SELF_AFTER.test(after) || NOT_A_VERDICT.test(after)) return m;
          return `${verb} ${neutralFor(adj)}`;
        },
      );
      return out;
    },
    examples: [
      ['Cancelling the trip was just plain stupid.', 'Cancelling the trip was unwise.'],
      ['That was a foolish reply to the client.', 'That was a reply to the client.'],
      ['Your coach is so ignorant.', 'Your coach is uninformed.'],
      ['Our vendor is ridiculously incompetent.', 'Our vendor is not up to the job.'],
      ['That was stupid, the form says Friday.', 'That was unwise, the form says Friday.'],
      ['The plan is dumb, honestly.', 'The plan is unwise, honestly.'],
      ["Don't touch my charger, stupid ass.", "Please don't touch my charger."],
      [
        'stupid billing system, which account is this charge tied to?',
        'billing system, which account is this charge tied to?',
      ],

      ['The test was stupid.', 'The test was unwise.'],
      [
        'The courier came at 4pm, not 10am. Pathetic company.',
        'The courier came at 4pm, not 10am. The company is disappointing.',
      ],
      ['Stupid policy!', 'The policy is unwise!'],
      // A harsh word the sender denies is no verdict: cutting it would leave "This is not it is a real plan."
      ['This is not stupid, it is a real plan.', UNCHANGED],
      ["It wasn't a dumb question, we just had no time.", UNCHANGED],
      ['The idea is not ridiculous, the numbers back it up.', UNCHANGED],
    ],
  },
];

/** For detection elsewhere (coach, tone): does this text call someone names? */
export const NAME_CALLING = rx(
  String.raw`\b(?:you|u)\s+(?:${A_YOU}\s+)*${N_ALL}\b|${YOU_ARE}${MODS}${A_CHAIN}(?:${N_ALL}|${A_YOU})\b|\b${N_STRONG}\b`,
  'i',
);
