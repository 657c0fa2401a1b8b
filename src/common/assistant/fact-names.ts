/**
 * The people a message names, so a rewrite never loses one: capitalised names inside a sentence ("ask Priya"),
 * a name after a title ("Mr. Delgado"), and the lower-case names people type on a phone ("tell dan", "jess's
 * bday", "aunt deb"), read from compromise's word list (its male and female first names; a first name that is a
 * common word too, "mark", only as a possessive), and a word the same message capitalises elsewhere ("Maya ...
 * tell maya").
 * No names list from npm is used: the maintained ones are fake-data generators, and the large census lists
 * hold common words ("will", "grace", "hope") that would make ordinary words facts.
 */
import { CALM_VOCABULARY, FUNCTION_WORDS, SHORTHAND_WORDS } from './calm-vocabulary';
import { cached } from './call-cache';
import { lexiconTag } from './nlp';
import { PROFANITY_PATTERN } from './rules/profanity';

const WORD = /\p{L}[\p{L}'’-]*/gu;
/** A capitalised word inside a sentence: after a word, a number, a comma or a bracket, not after a full stop. */
const INNER_CAPITAL = /(?<=[\p{L}\p{N},)'’]\s+)\p{Lu}[\p{Ll}][\p{L}'’-]*/gu;
const AFTER_TITLE =
  /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof)\.?\s+(\p{Lu}[\p{L}'’-]+)|\b(?:aunt|auntie|uncle|cousin|grandma|grandpa|nana|coach)\s+(\p{L}[\p{L}'’-]+)/giu;
/** compromise's first names that are only names; its plain "FirstName" ones are common words too ("mark", "chase"). */
const ONLY_A_NAME = new Set(['MaleName', 'FemaleName']);
/** Words compromise lists as first names that people write as words ("thanks buddy", "a margarita"). */
const WORDS_TOO = new Set([
  'buddy',
  'angel',
  'honey',
  'baby',
  'sunny',
  'margarita',
  'champ',
  'ginger',
  'candy',
]);
/** An oath names nobody the message is about ("Jesus Christ", "for God's sake"). */
const OATHS = new Set(['jesus', 'christ', 'god', 'lord', 'heavens']);

const bare = (w: string) => w.replace(/['’]s$/i, '');

/** Who-words that name no one ("Is Anybody actually Working there??"), however they are capitalised. */
const INDEFINITE = new Set([
  'anybody',
  'anyone',
  'everybody',
  'everyone',
  'nobody',
  'somebody',
  'someone',
  'whoever',
]);

function ordinaryWord(lower: string): boolean {
  return (
    FUNCTION_WORDS.has(lower) ||
    CALM_VOCABULARY.has(lower) ||
    lower in SHORTHAND_WORDS ||
    INDEFINITE.has(lower)
  );
}

/**
 * Capitalised names inside sentences and after titles; none in an older writer's Habitual Capitals. Read once per
 * call into the assistant (call-cache.ts): the check reads the same sentences for every candidate. Shared: never write.
 */
function capitalisedNames(text: string): readonly string[] {
  return cached('capitalised-names', text, () => capitalisedNamesOnce(text));
}

function capitalisedNamesOnce(text: string): string[] {
  const all = text.match(WORD) ?? [];
  const capitalised = all.filter((w) => /^\p{Lu}/u.test(w));
  const habitual = all.length >= 4 && capitalised.length / all.length > 0.5;
  const names: string[] = [];
  for (const m of text.matchAll(AFTER_TITLE)) {
    const w = bare(m[1] ?? m[2]!);
    const lower = w.toLowerCase();
    if (!ordinaryWord(lower) && (m[1] || /^\p{Lu}/u.test(w) || /Name|Person/.test(lexiconTag(lower) ?? '')))
      names.push(w);
  }
  if (habitual) return names;
  for (const m of text.matchAll(INNER_CAPITAL)) {
    const w = bare(m[0]);
    if (ordinaryWord(w.toLowerCase()) || /^I(?:['’]\w+)?$/.test(w)) continue;
    names.push(w);
  }
  // A sentence may open with a name ("Kayla, ...", "Lukas took it."): only one compromise knows as a name alone.
  for (const m of text.matchAll(/(?:^|[.!?…]\s+)(\p{Lu}\p{Ll}+)(?:['’]s)?(?![\p{L}'’])/gu)) {
    const w = m[1]!;
    if (ONLY_A_NAME.has(lexiconTag(w.toLowerCase()) ?? '')) names.push(w);
  }
  return names;
}

/**
 * A lower-case word that is a name: one of compromise's first names, or, as a possessive, one of the first names
 * that are common words too ("mark's"). A possessive of a word it does not know is no sign: its list holds few
 * common nouns ("the contractor's", "the router's").
 */
function lowerCaseName(word: string, possessive: boolean): boolean {
  if (word.length < 3 || ordinaryWord(word)) return false;
  const tag = lexiconTag(word);
  if (WORDS_TOO.has(word)) return false;
  return ONLY_A_NAME.has(tag ?? '') || (possessive && tag === 'FirstName');
}

/** compromise's tags for words that name someone or somewhere; any other tag it knows is a common word's. */
const NAMING_TAGS =
  /^(?:FirstName|MaleName|FemaleName|LastName|Person|Actor|Honorific|Place|City|Country|Region|Organization|Company|SportsTeam|Month|WeekDay|Holiday|Acronym)$/;

/** Whether compromise knows the word, lower-cased, as a common word ("service", "ready", "bridge", "moving"). */
export function commonWord(word: string): boolean {
  const tag = lexiconTag(word.toLowerCase());
  return tag !== undefined && !NAMING_TAGS.test(tag);
}

/**
 * Whether the message's writer capitalises common words out of habit ("I am not a Taxi Service. If you cannot be
 * Ready at 7 o'clock, you can Walk."): at least three known common words capitalised inside sentences, in at least
 * two places, so "Meet me at the Garden Centre" alone keeps its place. Read once per call into the assistant.
 */
export function habitualCapitals(context: string): boolean {
  return cached('habitual-capitals', context, () => {
    let words = 0;
    let runs = 0;
    let last = -2;
    const all = [...context.matchAll(WORD)];
    all.forEach((m, i) => {
      const w = bare(m[0]);
      const inner = i > 0 && !/[.!?…]\s*$/.test(context.slice(all[i - 1]!.index!, m.index));
      if (!inner || !/^\p{Lu}\p{Ll}/u.test(w) || !commonWord(w)) return;
      words++;
      if (i !== last + 1) runs++;
      last = i;
    });
    return words >= 3 && runs >= 2;
  });
}

/**
 * The names in `text`, as written (without a possessive 's). `context` is the whole message when `text` is one
 * of its sentences: a word it capitalises is a name wherever it appears; in a message of habitual capitals, a common
 * word capitalised names no one.
 */
export function namesIn(text: string, context = text): string[] {
  const habitual = habitualCapitals(context);
  const names = capitalisedNames(text).filter((n) => !habitual || !commonWord(n));
  // The whole message's names, read once per call into the assistant (call-cache.ts), not once per candidate.
  const known = cached(
    'context-names',
    context,
    () =>
      new Set(
        capitalisedNames(context)
          .filter((n) => !habitual || !commonWord(n))
          .map((n) => n.toLowerCase()),
      ),
  );
  for (const w of text.match(WORD) ?? []) {
    if (w !== w.toLowerCase()) continue;
    const word = bare(w);
    if (known.has(word) || lowerCaseName(word, word !== w)) names.push(word);
  }
  PROFANITY_PATTERN.lastIndex = 0;
  const swears = (text.match(PROFANITY_PATTERN) ?? []).join(' ').toLowerCase();
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = n.toLowerCase().replace(/’/g, "'");
    if (seen.has(k) || OATHS.has(k) || swears.includes(k)) return false;
    seen.add(k);
    return true;
  });
}
