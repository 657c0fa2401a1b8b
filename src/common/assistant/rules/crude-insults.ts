/**
 * Crude words for a person and harsh labels: "he was a total dick" -> "unkind", "this clown should be
 * fired" -> "this person", "your incompetence" -> "your mistakes", "either you are blind or stupid".
 * Reported as insults; the sentence stays and the label goes. Milder put-downs ("nonsense", "you
 * people") are in put-downs.ts; name-calling proper is in name-calling.ts.
 */
import { HARSH_ADJECTIVES } from '../lexicon';
import { gated, UNCHANGED, AP, regexRule, rx } from '../rule';
import { alternation } from '../text';
import { SELF_AFTER, SELF_BEFORE, tail } from './insult-words';

const GATE_INSULT = new RegExp(
  String.raw`dick|ass|arse|prick|cock|jerk|nut|clown|fool|buffoon|pig|silly|childish|petty|nastiest|vilest|sickest|most\s|bloody|\b(?:you|u)\b|sick|brain|hell|piece|scum|inept|incompeten|hypocrisy|ridiculous|dump|pigsty|cesspool|cesspit|foaming|${alternation(HARSH_ADJECTIVES)}`,
  'i',
);

// Crude nouns for a person in a predicate: "he was a total dick", "stop being an ass" -> "unkind";
// "being a nut", "this guy is a clown" -> "unreasonable".
export const crudeLabels = gated(
  GATE_INSULT,
  regexRule(
    'insult',
    'strong',
    [
      [
        rx(
          String.raw`\b(be|being|been|is|was|are|were|${AP}s|${AP}re|youre|hes|shes|theyre|act like|acting like)\s+(?:(?:such|total|real|complete|just|absolute|utter|little)\s+)*(?:(?:an?|such\s+an?)\s+(?:(?:total|real|complete|absolute|utter|little|big)\s+)*(dick|ass|ass\s?hole|prick|cock|jerk|nut|clown|fool|buffoon)|(dicks|pricks|jerks|clowns|fools|buffoons))\b`,
        ),
        (
          m: string,
          verb: string,
          one: string | undefined,
          many: string | undefined,
          offset: number,
          whole: string,
        ) =>
          // "I was a jerk last night and I'm sorry" is an apology (insult-words.ts SELF_BEFORE): left as the sender
          // wrote it (a crude word, "I'm such a dick", is still profanity on screen).
          /^(?:jerk|nut|clown|fool|buffoon)/i.test(one ?? many ?? '') &&
          SELF_BEFORE.test(`${whole.slice(Math.max(0, offset - 40), offset)}${verb} `)
            ? m
            : `${verb} ${/^(?:nut|clown|fool|buffoon)/i.test(one ?? many ?? '') ? 'unreasonable' : 'unkind'}`,
      ],
      // "weak - ass joke", "fake-ass friends": the "-ass" only adds heat; "wise-ass" is a know-it-all.
      [
        rx(String.raw`\b(\w+)\s*-\s*(?:ass|arse)(es)?\b`),
        (_m, w: string, plural: string | undefined) =>
          /^(?:wise|smart)$/i.test(w)
            ? `know-it-all${plural ? 's' : ''}`
            : /^(?:bad|kick)$/i.test(w)
              ? 'impressive'
              : w,
      ],
      // "racist pig", "greedy pigs" -> "racist person", "greedy people".
      [
        rx(String.raw`\b(\w+ist|greedy|filthy|dirty|fat|lazy|selfish)\s+pig(s)?\b`),
        (_m, adj: string, plural: string | undefined) => `${adj} ${plural ? 'people' : 'person'}`,
      ],
      // "silly comments", "silliness", "you're being silly": dismissing what someone said (not "don't be silly").
      [
        rx(
          String.raw`\b(?:silly|foolish|childish|petty),?\s+(?=(?:comments?|remarks?|sarcasm|arguments?|claims?|excuses?|posts?|statements?|accusations?|games|drumbeat|diversionary|attacks?)\b)`,
        ),
        '',
      ],
      [
        rx(
          String.raw`(?<!\b(?:don${AP}?t|do not|not)\s+)\b(being|is just|that${AP}s just|this is just|it${AP}s just)\s+(?:so\s+|really\s+)?silly\b`,
        ),
        '$1 unreasonable',
      ],
      // Superlative put-downs of people: "one of the nastiest people", "the most inept manager".
      [
        rx(
          String.raw`\b(?:nastiest|vilest|sickest|most (?:degenerate|disgusting|vile|despicable|repugnant|hateful|contemptible))\b`,
        ),
        'most unkind',
      ],
      [rx(String.raw`\bmost (?:inept|incompetent|useless|clueless)\b`), 'least capable'],
      // "bloody" as an intensifier of a complaint ("a bloody disgrace"); "a bloody nose" stays.
      [
        rx(
          String.raw`\bbloody\s+(?=(?:disgrace|joke|idiots?|shame|hell|ridiculous|awful|terrible|useless|stupid|annoying|nightmare|mess|rude|waste|nuisance|typical|article|thing|people|lot)\b)`,
        ),
        '',
      ],
      // "you globalist dick" at the end of a sentence: the label goes, the sentence stays.
      [
        rx(
          String.raw`,?\s*\b(?:you|u)\s+(?:[a-z]+\s+)?(?:dick|dicks|prick|pricks|cock|clown|clowns|pig|pigs|tool|tools|jerk|jerks|creep|creeps|loser|losers)\b(?=\s*[.!?]*\s*$)`,
        ),
        '',
      ],
      // "the stupid and corrupt policy" -> "the corrupt policy".
      [
        rx(
          String.raw`\b(the|a|an|this|that|these|those|their|his|her|your|such|its)\s+(?:${alternation(HARSH_ADJECTIVES)})(?:\s+and|,)\s+(?=[a-z]+\s+[a-z])`,
        ),
        (_m, det: string) => `${det} `,
      ],
      // "is sick, vile and disgusting": "sick" listed with other harsh words is a moral verdict, not illness.
      [
        rx(
          String.raw`\bsick(?:,\s*|\s+and\s+)(?=(?:vile|disgusting|twisted|evil|fascist|depraved|perverted|weird|dangerous|cruel|hateful|demented|deranged|psychotic|corrupt)\b)`,
        ),
        '',
      ],
      [
        rx(
          String.raw`\b(?:that|this|your|his|her|their)\s+(?:tiny|little|small|pea)[- ]?(?:sized\s+)?brain\b`,
        ),
        'that view',
      ],
      [rx(String.raw`\bhell\s?hole\b`), 'place'],
      // "a fat ass", "that ugly ass": a body word used as a label for a person.
      [
        rx(
          String.raw`\b(an?\s+)?(?:fat|ugly|lazy|dumb|stupid|sorry|broke|cheap|punk|lame)\s+ass(?:es)?\b(?!\s+[a-z])`,
        ),
        (_m, art: string | undefined) => (art ? 'a person' : ''),
      ],
      [rx(String.raw`\bpieces?\s+of\s+(?:[a-z]+\s+){1,2}(?:shit|crap|garbage|trash)\b`), 'person'],
      [
        rx(
          String.raw`(?<!\bsoap\s+|\bpond\s+)\b(the|that|this|these|those|such|total|absolute)\s+scum(?:bags?)?\b`,
        ),
        '$1 person',
      ],
      // Character verdicts as nouns: "their ineptness", "your hypocrisy".
      // "mistakes" is plural: "your team's incompetence has cost us" -> "your team's mistakes have cost us".
      [
        rx(String.raw`\b(?:ineptness|ineptitude|incompetence)\s+(has|is|was)\b`),
        (_m: string, verb: string) =>
          `mistakes ${{ has: 'have', is: 'are', was: 'were' }[verb.toLowerCase()]}`,
      ],
      [rx(String.raw`\b(?:ineptness|ineptitude|incompetence)\b`), 'mistakes'],
      [rx(String.raw`\bhypocrisy\b`), 'inconsistency'],
      // "the most ridiculous thing", "a ridiculous excuse" -> "unreasonable" (not "a ridiculous amount of fun").
      [
        rx(
          String.raw`\b(the most|a|an|such an?|what an?|this|that|your|his|her|their)\s+ridiculous\b(?=,?\s+(?!amount|number|price|deal|view|time|fun|good|great|cute|beautiful)[a-z])`,
        ),
        (_m, det: string) => `${det.replace(/\ban?$/i, 'an')} unreasonable`,
      ],
      // "why are they so dumb", "this stupid": an intensified harsh word, not said about oneself (nor
      // "so stupid of me", "that dumb mistake on my part").
      [
        rx(String.raw`\b(so|this|that|too)\s+(stupid|dumb|idiotic|moronic|ignorant|brainless)\b(?!\s+to\b)`),
        (m: string, adv: string, adj: string, offset: number, whole: string) =>
          SELF_BEFORE.test(tail(whole.slice(0, offset))) || SELF_AFTER.test(whole.slice(offset + m.length))
            ? m
            : `${adv} ${/ignorant/i.test(adj) ? 'uninformed' : 'unwise'}`,
      ],
      // "..., ignorant!" tacked onto a sentence.
      [rx(String.raw`,\s*(?:${alternation(HARSH_ADJECTIVES)})\s*([.!?]*)\s*$`), '$1'],
      // "this clown should be impeached", "vote the clown out" (not "the clown should be here at 2").
      [
        rx(
          String.raw`\b(this)\s+clown\b(?=\s+(?:can|should|needs|must|has to)\b)|\b(the|this|that)\s+clown\b(?=\s+(?:out|in charge|running)\b)`,
        ),
        (_m, a: string | undefined, b: string | undefined) => `${a ?? b ?? 'the'} person`,
      ],
      [rx(String.raw`\bfoaming\s+at\s+the\s+mouth\b`), 'outrage'],
      [
        rx(
          String.raw`\b(is|was|${AP}s)\s+(?:such\s+)?an?\s+(?:total\s+|complete\s+)?(?:dump|pigsty|dumpster fire|cesspool|cesspit)\b`,
        ),
        '$1 run-down',
      ],
      // "..., stupid." or "..., stupid ass." as a form of address.
      [
        rx(
          String.raw`,\s*(?:(?:stupid|dumb|silly|lazy|fat|ugly|little|big)\s+)?(?:stupid|dummy|dumbo|genius|einstein|sweetheart|princess|ass|dick|prick|jerk|clown|pig|loser)\s*([.!?]*)\s*$`,
        ),
        '$1',
      ],
    ],
    [
      ['Your brother was a total dick at the barbecue.', 'Your brother was unkind at the barbecue.'],
      ['He was being an ass at pickup.', 'He was being unkind at pickup.'],
      ['That was a weak - ass apology, Sam.', 'That was a weak apology, Sam.'],
      ['Her ex is one of the nastiest people I know.', 'Her ex is one of the most unkind people I know.'],
      ['Enough with the silly comments about my cooking.', 'Enough with the comments about my cooking.'],
      // "You're being unreasonable about the curfew." is still a verdict on the reader; its subject stays.
      [
        "You're being silly about the curfew.",
        "I'm upset about the curfew, and I'd like to talk about it calmly.",
      ],
      ['The stupid and unfair rota starts Monday.', 'The unfair rota starts Monday.'],
      ['Your ex is being a nut about the holidays.', 'Your ex is being unreasonable about the holidays.'],
      [
        'Your hypocrisy about screen time is exhausting.',
        'Your inconsistency about screen time is exhausting.',
      ],
      [
        'We lost the account because of their incompetence.',
        'We lost the account because of their mistakes.',
      ],
      [
        'That is the most ridiculous excuse for missing pickup.',
        'That is the most unreasonable excuse for missing pickup.',
      ],
      ['My landlord is a piece of lying garbage.', 'My landlord is a person.'],
      ['Tell the scum from his office to call me.', 'Please tell the person from his office to call me.'],
      ['A ridiculous amount of fun at the zoo today!', UNCHANGED],
      ['Any tips for the soap scum in the shower?', UNCHANGED],
      ['Why is the new scheduler so dumb?', 'Why is the new scheduler so unwise?'],
      ['Your notes on the deck were rude, ignorant!', 'Your notes on the deck were rude!'],
      ['This clown should be fired before Q4.', 'This person should be fired before Q4.'],
      ['I feel so stupid for forgetting the permission slip.', UNCHANGED],
      ['I was too dumb to notice the typo, sorry!', UNCHANGED],
      ['The clown should be here at 2 for the party.', UNCHANGED],

      [
        "Frankly, your team's incompetence has cost us the Henderson account.",
        "Frankly, your team's mistakes have cost us the Henderson account.",
      ],
    ],
  ),
);

/** Runs before the name-calling rules, which would otherwise take the last word of the choice alone. */
export const eitherOrInsult = regexRule(
  'insult',
  'strong',
  [
    // "either you are blind or stupid": the choice is an insult either way.
    [
      rx(
        String.raw`\b(?:either\s+)?(?:you|u)\s*(?:${AP}re|re|r| are)\s+(?:(?:an?\s+)?[a-z]+\s+or\s+)(?:stupid|dumb|ignorant|an idiot|a moron|crazy|insane|blind|lying|a liar)\b`,
      ),
      'I think you may be missing something',
    ],
  ],
  [
    [
      'Either you are blind or stupid, the form says Friday.',
      'I think you may be missing something, the form says Friday.',
    ],
  ],
);
