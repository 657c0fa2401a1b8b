/**
 * What a charged sentence says, plainly, once the composer has nothing calmer for the whole message (calm-compose.ts
 * tries it before its stock line, which readers of the blind rounds called the point erased):
 *   - sarcastic thanks for a harm says the harm ("Thanks for telling everyone about my breakup." -> "You told everyone
 *     about my breakup.");
 *   - a mock opener or mock delight goes ("Cool, so you cancelled …" -> "You cancelled …"; "Love how the request came
 *     in at 5:58pm" -> "The request came in at 5:58pm.");
 *   - "Typical of you to forget her birthday." says the act it blames ("You forgot her birthday.");
 *   - a question that asks nothing says its view ("Do you think P?" -> "I don't think P."), and "Must be nice to leave
 *     at 3" what the reader does ("You leave at 3.");
 *   - otherwise the sentence cooled (calm-sentence.ts).
 * A plain account of what happened can sound firm and still be calm. A jab, mock praise, or thanks for a kindness that
 * never came ("Thanks for remembering." means the opposite) gets no plain form.
 */
import { isMockOnly, withoutTail } from './calm-point';
import { calmCandidates } from './calm-sentence';
import { againAsSaid } from './calm-mockery';
import { mustBeNiceAsDoing, rhetoricalAsView } from './calm-view';
import { plainAccounts } from './calm-said';
import { checkedJab } from './calm-jab';
import { JABS, purposeOf } from './purpose';
import { verbForm } from './nlp';
import { stillMocks } from './calm-parts';

/** "thanks for leaving me alone on the close again", "wow thx for ...", "Thank you so much for ...". */
const THANKS_FOR =
  /^\W*(?:(?:oh|wow|so|well|gee|cool),?\s+)*(?:thanks|thx|thank\s+(?:you|u)|ty|cheers)\s+(?:so\s+much\s+|a\s+lot\s+|again\s+)?for\s+(\p{L}+ing)\b\s*(.*)$/iu;
/**
 * Thanks for a kindness is sarcastic when the kindness never came ("Thanks for inviting me ... oh wait you didn't",
 * "thanks for letting me know"): its plain form is the opposite, which a cut cannot say, so there is none.
 */
const KINDNESS =
  /^(?:invit|rememb|help|ask|lett|call|check|includ|support|warn|reply|replie|answer|show|com|wait|cover|think|consider|notic|listen|bother|mak|text|back|stand|apolog|offer|keep|giv|car|valu|appreciat|stay|cook|driv|hear|understand|respect|trust|believ|sav|fix|clean|pay|return|join|bring|get|reach|visit|respond|tak)/i;
/** News or help given to the sender ("telling me", "sending me the notes") is a kindness too; "leaving me" is not. */
const GIVEN = /^(?:tell|send|show|lett|remind|inform|updat|loop)/i;
const TO_ME = /^(?:me|us)\b/i;
/** The irony said outright ("oh wait", "you didn't"): the thanks means the opposite. */
const NEVER_CAME = /\b(?:oh wait|not that you did|you didn['’]?t|u didnt|you never did)\b/i;

/**
 * How a kindness wronged the sender: too late, behind their back, to everyone, leaving them out ("thx for telling me
 * the meeting moved to 2 after it ended", "thanks for inviting literally everyone but me", "… three days later").
 */
const WRONGED =
  /\b(?:(?:\p{L}+|\d+)\s+(?:days?|weeks?|hours?|months?|years?)\s+(?:later|late)|before\s+I\s+(?:could|did|had)|after\s+(?:it|the\s+\p{L}+)\s+(?:ended|was\s+over|had\s+(?:ended|started|finished)|started|finished)|but\s+me|except\s+(?:me|us)|without\s+(?:asking|telling|checking\s+with)\s+(?:me|us)|behind\s+my\s+back|in\s+front\s+of|at\s+the\s+last\s+(?:minute|second)|(?:the\s+)?whole\s+(?:family|team|class|office|department|group|street|table|school))\b/iu;

/** Stops, marks and emoji (with their joiners and skin tones) a plain statement does not end on. */
const TRAILING_MARKS = /(?:[\s,.!?…]|\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+$/u;

/** "telling" -> "told", "leaving" -> "left" (compromise conjugates only a word it knows as a verb; null else). */
function pastOf(gerund: string): string | null {
  const read = (text: string) => verbForm(text, 'PastTense');
  const direct = read(gerund);
  if (direct && !/ing$/i.test(direct)) return direct;
  // compromise reads some gerunds alone as nouns ("telling"): the bare verb is "tell", "leave" or "stop".
  const stem = gerund.replace(/ing$/i, '');
  for (const bare of [stem, `${stem}e`, stem.replace(/(\p{L})\1$/u, '$1')]) {
    const past = read(bare);
    if (past) return past;
  }
  return null;
}

/** A plain form and the words it says that the sender did not write (the verb's past tense). */
export interface PlainForm {
  text: string;
  added: string[];
}

/** Sarcastic thanks for a harm, said as what the reader did; null when it is not one. */
export function thanksAsHarm(sentence: string, message = sentence): PlainForm | null {
  const m = THANKS_FOR.exec(sentence.trim());
  if (!m || NEVER_CAME.test(message)) return null;
  const [, gerund, rest] = m as unknown as [string, string, string];
  // "Thanks for being late" says no act to put in the past with "You" ("You was late"). A kindness thanked for is
  // a harm when the thanks says how it wronged the sender ("… telling Mom about the job before I could").
  const wronged = WRONGED.test(rest);
  if (
    /^being$/i.test(gerund) ||
    (!wronged && (KINDNESS.test(gerund) || (GIVEN.test(gerund) && TO_ME.test(rest))))
  )
    return null;
  const past = pastOf(gerund.toLowerCase());
  if (!past) return null;
  const body = `${past} ${rest}`
    .replace(/\s+(?:really|so|very)?\s*appreciate\s+it\b.*$/i, '')
    .replace(TRAILING_MARKS, '')
    .replace(/\b(?:EVERYONE|EVERYBODY|ALL|AGAIN|ALWAYS|NEVER|EVER|ALONE|NOTHING|WHOLE|ENTIRE)\b/g, (w) =>
      w.toLowerCase(),
    );
  const you =
    /^\W*(?:thx|ty)\b/i.test(sentence) || sentence.trim() === sentence.trim().toLowerCase() ? 'you' : 'You';
  return { text: `${you} ${body}.`, added: [past.toLowerCase()] };
}

/**
 * Thanks for a kindness, and nothing in the message says it never came or came wrong ("Thanks for inviting me to the
 * party."): sincere, whatever the learned score makes of words that sarcastic thanks use too. `found`: whether a
 * specific rule found anything in the message.
 */
export function sincereThanks(sentence: string, message: string, found: boolean): boolean {
  const m = THANKS_FOR.exec(sentence.trim());
  if (!m || found) return false;
  const [, gerund, rest] = m as unknown as [string, string, string];
  const kindness = KINDNESS.test(gerund) || (GIVEN.test(gerund) && TO_ME.test(rest));
  return (
    kindness &&
    !WRONGED.test(rest) &&
    !NEVER_CAME.test(message) &&
    !SARCASM_MARK.test(message) &&
    !/^\W*(?:oh|wow|gee|well)\b/i.test(sentence)
  );
}

/** What marks thanks as sarcastic after the thing thanked for: a contempt emoji, "literally", "for nothing", capitals. */
const SARCASM_MARK =
  /[👏🙃🙄💀😒🤡😑🥱🤦]|\b(?:literally|for nothing|(?:so|very) much for|zero|0%|nothing|as usual|as always|as ever|like always|again|for once)\b|\b\p{Lu}{3,}\b/u;

/**
 * Sarcastic thanks left in a charged message once its jab went ("Thanks for doing literally 0% of the presentation
 * 👏👏", "carried you again 💀" cut) still mocks: said as the harm when the sentence was flagged itself or the thanks
 * carries a mark of sarcasm. Null otherwise: "Thanks for driving me home" in an angry message is still thanks.
 */
export function thanksLeftMocking(
  kept: string,
  original: string,
  flagged: boolean,
  message: string,
): PlainForm | null {
  // Only the sender's own thanks: a rule's calm one ("Congratulations on being on time for once." -> "Thank you for
  // being on time.") is already what they mean.
  const m = THANKS_FOR.exec(kept.trim());
  const theirs = THANKS_FOR.exec(original.trim());
  if (!m || !theirs || (!flagged && !SARCASM_MARK.test(theirs[2]!))) return null;
  return thanksAsHarm(kept, message);
}

/** "Typical of you to forget her birthday.", "so typical of u to cancel last minute": a verdict on a habit, and an act. */
const TYPICAL_OF_YOU =
  /^\W*(?:(?:wow|oh|well|gee|gosh),?\s+)*(?:(?:so|how|that['’]?s|thats|just)\s+)*typical(?:\s+of\s+(?:you|u))?,?\s+to\s+(?:go\s+and\s+)?(\p{L}+)\s+(.+?)$/iu;

/** "Nice of you to post the pics without me 🙃", "so kind of u to tell everyone": praise for what wronged the sender. */
const NICE_OF_YOU =
  /^\W*(?:(?:wow|oh|well|gee|gosh),?\s+)*(?:(?:so|how|real|really|very)\s+)*(?:nice|kind|sweet|thoughtful|lovely|considerate|good)\s+of\s+(?:you|u)\s+to\s+(?:go\s+and\s+)?(\p{L}+)\s+(.+?)$/iu;

/**
 * "Typical of you to forget her birthday." or "Nice of you to post the pics without me in a single one 🙃" said as
 * the act it blames ("You forgot her birthday.", "You posted the pics without me in a single one."); null otherwise.
 */
export function typicalAsDone(sentence: string): PlainForm | null {
  const nice = NICE_OF_YOU.exec(sentence.trim());
  // "Nice of you to remember my birthday." praises a kindness: sincere, or sarcasm whose plain form is its opposite.
  // Unless it came too late or left the sender out ("Wow, nice of you to reply three days later.").
  if (nice && KINDNESS.test(nice[1]!) && !WRONGED.test(nice[2]!)) return null;
  const m = TYPICAL_OF_YOU.exec(sentence.trim()) ?? nice;
  if (!m) return null;
  const past = pastOf(m[1]!.toLowerCase());
  const rest = m[2]!.replace(TRAILING_MARKS, '').replace(/\s+(?:again|as usual|as always)$/i, '');
  if (!past || !rest) return null;
  const you = sentence.trim() === sentence.trim().toLowerCase() ? 'you' : 'You';
  return { text: `${you} ${past} ${rest}.`, added: [past.toLowerCase()] };
}

/**
 * What the reader did, when the sentence is sarcastic thanks or praise for it ("Thanks for telling everyone …",
 * "Typical of you to cancel an hour before."), said plainly; null for any other sentence. Tried on its own and
 * without a mocking tail ("… super cool mom").
 */
export function harmSaid(sentence: string, message: string): PlainForm | null {
  // "Thanks for cooking, shame you left me the washing up": the thanks is sincere, the complaint comes after it.
  if (MIXED_THANKS.test(sentence)) return null;
  const trimmed = withoutTail(sentence).trim();
  const forms = trimmed !== sentence.trim() ? [trimmed, sentence] : [sentence];
  for (const s of forms) {
    const form = thanksAsHarm(s, message) ?? typicalAsDone(s);
    if (form) return form;
  }
  return null;
}
const MIXED_THANKS = /,\s*(?:shame|pity|but|though|just)\b/i;

/** A clause that cannot stand once what followed it went ("Whoever finished my oat milk …"). */
const NEEDS_MORE =
  /^\W*(?:whoever|whatever|whichever|if|unless|when|whenever|because|since|although|though|while)\b/i;

/**
 * Whether the mockery was all in a tail of words ("… after u bailed on the trip cool cool", "… good for u") and what
 * is left stands as a sentence; not when only an emoji went, or the thanks never came ("oh wait you didn't").
 */
function mockTailOnly(sentence: string, trimmed: string, message: string): boolean {
  const tail = sentence.trim().slice(trimmed.replace(/[.!?…]+$/, '').length);
  return (
    trimmed !== sentence.trim() &&
    /\p{L}/u.test(tail) &&
    !NEEDS_MORE.test(trimmed) &&
    !NEVER_CAME.test(message)
  );
}

const MIN_WORDS = 3;

/**
 * The plain forms of one charged sentence, best first (each still to pass the caller's check), built only as far as
 * the caller reads: each kind asks compromise or the learned readers, and the first that passes is most often early.
 */
function* plainFormsIn(sentence: string, message: string): Generator<PlainForm> {
  const own = (text: string | null): PlainForm | null => (text ? { text, added: [] } : null);
  // "You're late again." is the complaint said plainly, whatever the purpose reader calls it (a verdict, by its
  // opening): built here, it needs none of the filters below.
  const again = againAsSaid(sentence);
  if (again) yield again;
  const seen = new Set<string>();
  const keep = (f: PlainForm | null): f is PlainForm => {
    if (!f?.text || f.text === sentence || seen.has(f.text)) return false;
    seen.add(f.text);
    return (
      (f.text.match(/\p{L}+/gu)?.length ?? 0) >= MIN_WORDS &&
      !stillMocks(f.text) &&
      !isMockOnly(f.text) &&
      !JABS.has(checkedJab(f.text, purposeOf(f.text, true, false), false, false))
    );
  };
  // Cooled as it stands only when it is no jab, threat or guilt trip: those say something else plainly or nothing.
  // Only whether it is a jab, a threat or a guilt trip is asked: a command and a plain statement are alike here.
  let statementRead: boolean | undefined;
  const statement = () =>
    (statementRead ??= ((purpose) => !JABS.has(purpose) && purpose !== 'threat' && purpose !== 'guilt')(
      checkedJab(sentence, purposeOf(sentence, true, false), false, false),
    ));
  const trimmed = withoutTail(sentence).trim();
  const tailed = trimmed !== sentence.trim();
  const kinds: Array<() => Array<PlainForm | null>> = [
    () => [own(rhetoricalAsView(sentence)), own(mustBeNiceAsDoing(sentence))],
    // Said of the sentence without a mocking tail ("…, great friend u are") when it has one.
    () => [thanksAsHarm(sentence, message), tailed ? thanksAsHarm(trimmed, message) : null],
    () => [typicalAsDone(sentence), tailed ? typicalAsDone(trimmed) : null],
    () => calmCandidates(sentence, 'sarcasm').map((c) => own(c.text)),
    () => (statement() ? calmCandidates(sentence, 'logistics').map((c) => own(c.text)) : []),
    // The mockery was all in its tail ("… after u bailed on the trip cool cool"): what is left, cooled, if it is no jab.
    () =>
      !statement() && mockTailOnly(sentence, trimmed, message)
        ? calmCandidates(trimmed, 'logistics').map((c) => own(c.text))
        : [],
    // What the sarcasm reports, said plainly, and last the verdict said as how it feels, which keeps its point where
    // every other form lost it (calm-said.ts).
    () => plainAccounts(sentence),
  ];
  if (again) seen.add(again.text);
  for (const kind of kinds) for (const f of kind()) if (keep(f)) yield f;
}

/** Every plain form of one charged sentence, best first. */
export function plainForms(sentence: string, message: string): PlainForm[] {
  return [...plainFormsIn(sentence, message)];
}

/** The first plain form of one charged sentence that `accept` takes, or undefined. */
export function firstPlainForm(
  sentence: string,
  message: string,
  accept: (form: PlainForm) => boolean,
): PlainForm | undefined {
  for (const f of plainFormsIn(sentence, message)) if (accept(f)) return f;
  return undefined;
}
