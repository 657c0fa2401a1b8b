/**
 * Shouting and heated punctuation: capitals read as a raised voice (not acronyms, not good news shouted
 * for joy), and "!!" or "?!" in a message that is already heated.
 */
import { ACRONYMS } from '../lexicon';
import { valence } from '../valence';
import { UNCHANGED, type Rule, type RuleContext } from '../rule';
import { lexiconTag } from '../nlp';

const CAPITALISED_WORD = /\b[A-Z][A-Z'’]*[A-Z]\b|\bI['’][A-Z]+\b/g;

/** How English words can open: "STR", "SCH", "TH", … An opening outside these ("RSPCA", "HMRC", "DVLA") is not a word. */
const ENGLISH_ONSET =
  /^(?:[AEIOUY]|[^AEIOUY][AEIOUY]|BL|BR|CH|CL|CR|DR|DW|FL|FR|GL|GR|GN|KN|KL|PH|PL|PR|PS|QU|SC|SH|SK|SL|SM|SN|SP|ST|SW|TH|TR|TW|WH|WR|SCR|SPR|STR|THR|SHR|SPL|SQU|SCH|CHR)/;

/** An acronym the list does not hold ("RSPCA", "HMRC"): no vowel, or an opening no English word has, and no word. */
function looksLikeAcronym(w: string): boolean {
  const bare = w.replace(/['’]S$/, '');
  if (/[AEIOUY]/.test(bare) && ENGLISH_ONSET.test(bare)) return false;
  return lexiconTag(bare.toLowerCase()) === undefined;
}

/** Capitalised words that read as shouting, not acronyms ("WHERE ARE YOU", "I SAID NO"). */
export function shoutingWords(text: string): string[] {
  const shouted: string[] = [];
  for (const { 0: w, index } of text.matchAll(CAPITALISED_WORD)) {
    // "[NAME]"-style placeholders are not shouting.
    if (text[index - 1] === '[') continue;
    // Short capitalised words are usually acronyms (OP, WR, DQ); they count only if they are common words.
    if (
      ACRONYMS.has(w.replace(/['’]S$/, '')) ||
      (w.length < 4 && !COMMON_SHOUTS.has(w)) ||
      looksLikeAcronym(w)
    )
      continue;
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

/** Words that keep their capital however they were shouted: a day, a month, a city or a country ("SUNDAY" -> "Sunday"). */
const PROPER_TAG = /^(?:WeekDay|Month|City|Country)$/;

/** A shouted word said in ordinary case: its capital kept where it names a day, a month or a place. */
function ordinaryCase(word: string): string {
  const lower = word.toLowerCase();
  return PROPER_TAG.test(lexiconTag(lower) ?? '') ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}

function lowerShouted(sentence: string): string {
  // In an all-capitals sentence short words ("HE", "IT", "AT") are shouted too, not acronyms.
  const whole = allCaps(sentence);
  const lowered = sentence.replace(CAPITALISED_WORD, (w, offset: number, text: string) => {
    if (/^I['’]/.test(w)) return 'I' + w.slice(1).toLowerCase();
    if (text[offset - 1] === '[') return w;
    if (whole) return (ACRONYMS.has(w) || looksLikeAcronym(w)) && !WORD_ACRONYMS.has(w) ? w : ordinaryCase(w);
    if (ACRONYMS.has(w) || (w.length < 4 && !COMMON_SHOUTS.has(w)) || looksLikeAcronym(w)) return w;
    return ordinaryCase(w);
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
  examples: [
    // An acronym no list holds keeps its capitals: "DVLA", "RSPCA", "HMRC" open as no English word does.
    ['WHY WOULD YOU CALL THE DVLA ABOUT MY CAR??', 'Why would you call the DVLA about my car?'],
    [
      'WHERE IS THE CHECK FOR THE ROOF REPAIR... IT WAS DUE ON THE 3RD... I AM NOT A BANK.',
      // "I am not a bank" after a money complaint is the jab the put-down rule drops (put-downs-with-a-point.ts).
      'Where is the check for the roof repair... It was due on the 3rd...',
    ],

    [
      'YOU NEVER SIGN HER FORMS. SHE NEEDS IT AT THE ER BY 9AM.',
      "I'd really appreciate it if you would sign her forms. She needs it at the ER by 9AM.",
    ],
  ],
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
  examples: [
    ["You lied to me AGAIN. Don't bother replying.", 'You lied to me again. I need some space right now.'],
    [
      'You forgot her inhaler AGAIN?! I’m so done.',
      'You forgot her inhaler again? I need a break from this conversation.',
    ],
    ["I'm done.", UNCHANGED],
    ["I'm done! Finally finished the tax forms.", UNCHANGED],
    // A day keeps its capital once lowered: "SUNDAY" is "Sunday", not "sunday".
    [
      'You were supposed to have them back by 6 on SUNDAY. Not Monday.',
      'You were supposed to have them back by 6 on Sunday. Not Monday.',
    ],

    [
      'Get off your phone and help me with the groceries NOW.',
      'Please get off your phone and help me with the groceries now.',
    ],
    ['You are incredibly kind, thank you for the flowers.', UNCHANGED],
    ['They NEVER guard against that!', UNCHANGED],
  ],
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
  examples: [
    ['Clean your damn dishes!!!', 'Please clean your dishes!'],
    ["WHY DIDN'T YOU TELL ME???", "Why didn't you tell me?"],
  ],
};
