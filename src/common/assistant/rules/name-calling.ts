/**
 * Name-calling: "you idiot", "you're so stupid", "that moron". Insults aimed at the reader are dropped;
 * insulting nouns for others become neutral ("that person", "he is not being honest"). Harsh adjectives
 * on their own ("this stupid plan") are in harsh-adjectives.ts; the shared word lists in insult-words.ts.
 */
import { gated, UNCHANGED, AP, regexRule, rx } from '../rule';
import { articleFor } from '../text';
import {
  A_CHAIN,
  A_HARSH,
  A_YOU,
  MODS,
  N_ALL,
  N_STRONG,
  SELF_AFTER,
  SELF_BEFORE,
  tail,
  YOU_ARE,
} from './insult-words';
import { simileFor } from './insult-simile';

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

/**
 * The sender naming themselves ("I'm such an idiot", "I was a jerk last night and I'm sorry", "What an idiot I am")
 * or reporting what they were called ("He called me a loser at school today"): an apology or a hurt, not
 * name-calling (insult-words.ts SELF_BEFORE, SELF_AFTER). Rewriting it turns the meaning into nonsense ("I was last
 * night", "He called me a person").
 */
/** "called me a ...", "calls her a ...": a reported insult. */
const CALLED_BEFORE = /\bcall(?:s|ed|ing)?\s+(?:me|him|her|them|us|you|my\s+\w+)\s+$/i;
/** Crude words stay swearing on screen whoever they name: "I'm such an asshole" is still rewritten. */
const CRUDE = /ass|dick|prick|cock|bitch|shit|fuck|cunt|twat|bastard|whore|slut|piss|wank|douche/i;
function aboutSelf(before: string, noun: string, after = ''): boolean {
  return !CRUDE.test(noun) && (SELF_BEFORE.test(tail(before)) || SELF_AFTER.test(after.slice(0, 40)));
}

/** The words between "like" and an insult noun in a simile ("like a complete idiot", "like idiots"). */
const SIMILE_WORDS = String.raw`(?:(?:an?|some|such|total|complete|absolute|utter|little|big|real|right|proper|${A_HARSH})\s+)*`;
/** Text ending inside a simile, before its insult noun: the simile rule has said it already. */
const IN_SIMILE = new RegExp(String.raw`\blike\s+${SIMILE_WORDS}$`, 'i');

/**
 * Every name-calling pattern needs an insulting word (or "child", "baby", "son of", "piece of", "waste
 * of"): a sentence with none is passed over in one scan, instead of by each pattern in turn.
 */
const NAME_CALLING_GATE = new RegExp(
  String.raw`${N_ALL}|${A_YOU}|${A_HARSH}|child|baby|kid|toddler|teenager|sons?\s+of|pieces?\s+of|waste\s+of`,
  'i',
);

export const nameCalling = gated(
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
          // "are you incompetent or just lazy?", "… or just indifferent?": the second half goes with the first.
          String.raw`\b(?:are|r)\s+(?:you|u)\s+${MODS}(?:${A_YOU}|${N_ALL})(?:\s+or\s+(?:something|what|${MODS}(?:${A_YOU}|${N_ALL})|(?:just\s+|simply\s+|plain\s+)?[a-z]+(?=\s*\?)))?\s*\?*`,
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
      // An insult in a simile ("treated like a fool", "he parks like a moron") is said as what it means
      // (insult-simile.ts), never "like a person"; "I feel like an idiot" is the sender's own and stays.
      [
        rx(String.raw`(\s*)\blike\s+${SIMILE_WORDS}(${N_STRONG})\b`),
        (m: string, space: string, noun: string, offset: number, whole: string) => {
          const before = whole.slice(0, offset + space.length);
          if (aboutSelf(`${before}like `, noun)) return m;
          const said = simileFor(tail(before), noun);
          return said ? `${space}${said}` : '';
        },
      ],
      // determiner + insult noun: "that idiot", "those morons" -> "that person", "those people"
      [
        rx(
          String.raw`\b(the|that|this|those|these|some|an?|his|her|their|your|my|our|of|all|other|other\s+the|many|more|most|such)\s+(?:${A_HARSH}\s+|little\s+|big\s+|fucking\s+|complete\s+|total\s+|absolute\s+)*(${N_STRONG})\b`,
        ),
        (m: string, det: string, noun: string, offset: number, whole: string) => {
          if (
            aboutSelf(whole.slice(0, offset), noun, whole.slice(offset + m.length)) ||
            IN_SIMILE.test(tail(whole.slice(0, offset)))
          )
            return m;
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
          if (
            aboutSelf(whole.slice(0, offset), noun, whole.slice(offset + m.length)) ||
            IN_SIMILE.test(tail(whole.slice(0, offset)))
          )
            return m;
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
      ['You left the gate open again, you lazy sod.', 'You left the gate open again.'],
      ['Push it to git before you go, the sod is laid.', UNCHANGED],

      ['Your lawyer is an idiot.', 'Your lawyer is being unreasonable.'],
      ['He is a liar.', 'He is not being honest.'],
      ['Can you take out the garbage before Tuesday?', UNCHANGED],
      ['That idiot from accounting sent it again.', 'That person from accounting sent it again.'],
      ["I'm such an idiot, I left the oven on. All good now though.", UNCHANGED],
      ['I am such a silly old fool, I forgot the cake. Back with it at 3.', UNCHANGED],
      ['What an idiot I am, I booked the wrong day. Sorry!', UNCHANGED],
      ['That idiot I was dating took my charger.', 'That person I was dating took my charger.'],
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
      // A simile says what it means, never "like a person" (insult-simile.ts).
      [
        'I do not appreciate being treated like a fool by your company.',
        'I do not appreciate being treated with disrespect by your company.',
      ],
      ['You drive like an idiot.', 'You drive carelessly.'],
      [
        "You are unbelievably lazy, the lawn hasn't been mowed in a month.",
        "The lawn hasn't been mowed in a month.",
      ],
    ],
  ),
);

/** For detection elsewhere (coach, tone): does this text call someone names? */
export const NAME_CALLING = rx(
  String.raw`\b(?:you|u)\s+(?:${A_YOU}\s+)*${N_ALL}\b|${YOU_ARE}${MODS}${A_CHAIN}(?:${N_ALL}|${A_YOU})\b|\b${N_STRONG}\b`,
  'i',
);
