/**
 * The composer's last resort, for a charged message whose composed form failed the check as a whole: only what was calm
 * as written; else each charged sentence said plainly (calm-plain.ts), the calm ones as written; else the sender's
 * point with its topic and facts (calm-point.ts), in their frame ("Dear Mark, ... Regards, Claire") and to the people
 * they named; else, when no calm line keeps the facts, the composed message itself; else the feeling alone.
 */
import {
  fallbackSource,
  isFrame,
  isInsultOnly,
  leadingGreeting,
  PLAIN_FEELING,
  PLAIN_QUESTION,
  pointFallbacks,
} from './calm-point';
import { couldKeepNamesAndNumbers, passesCheck, type RejectReason } from './output-check';
import type { FindingKind } from './rule';
import { extractFacts } from './facts';
import { hasContent, type Sentence } from './text';
import { firstPlainForm } from './calm-plain';
import type { ComposePiece, Composed } from './calm-compose';

/** The sender's feeling when nothing of theirs can be said calmly. */
export const FEELING_FALLBACK = PLAIN_FEELING;
export const QUESTION_FALLBACK = PLAIN_QUESTION;

const WHOLE_ONLY: readonly RejectReason[] = ['still-charged', 'lost-point'];
const LAST_RESORT: readonly RejectReason[] = ['lost-point'];

/** What the composer knows when it falls to the last resort. */
export interface LastResortInput {
  message: string;
  pieces: readonly ComposePiece[];
  /** Which pieces read charged. */
  charged: readonly boolean[];
  unmask: (text: string) => string;
  /** The message's words and the rules' frame words (calm-vocabulary.ts RULE_FRAME_WORDS). */
  ruleWords: ReadonlySet<string>;
  /** The kinds of change made so far; the last resort adds its own. */
  kinds: Set<FindingKind>;
  check: (original: string, candidate: string, skip?: readonly RejectReason[]) => boolean;
  /** A plain form's check (calm-compose.ts): heat read by its plain markers, its own added words allowed. */
  passesPlain: (original: string, candidate: string, added: readonly string[]) => boolean;
  saysSomething: (list: readonly Sentence[]) => boolean;
  /** The composed message that failed, and whether it passed the whole check anyway. */
  out: Sentence[];
  whole: boolean;
}

/** The people a message speaks to by name: "Thanks for nothing, Kayla.", "Jake, ..." (a name is a fact too). */
function namesAddressed(message: string): string[] {
  const names = new Set(extractFacts(message).names);
  const said = [...message.matchAll(/(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+),|,\s*(\p{Lu}\p{Ll}+)\s*(?:[.!?…]+|$)/gu)];
  return [...new Set(said.map((m) => m[1] ?? m[2]!).filter((n) => names.has(n)))];
}

export function lastResort(input: LastResortInput): Composed {
  const {
    message,
    pieces,
    charged,
    unmask,
    ruleWords,
    kinds,
    check,
    passesPlain,
    saysSomething,
    out,
    whole,
  } = input;
  // Send only what was calm as written, or say the feeling.
  const calmOnly = pieces.map((p, i) =>
    charged[i] ? { text: '', gap: '' } : { text: p.original, gap: p.gap },
  );
  const calmText = calmOnly.map((s) => s.text + s.gap).join('');
  if (saysSomething(calmOnly) && check(message, calmText, LAST_RESORT)) {
    if (kinds.size === 0) kinds.add('contempt');
    return { pieces: calmOnly, kinds: [...kinds] };
  }
  // The kinds of what was dropped name the heat better than the fallback's own; it says contempt only alone.
  if (kinds.size === 0) kinds.add('contempt');
  // The last resort says the sender's point (their feeling about what the message is about, with its
  // facts), in their frame ("Dear Mark, ... Regards, Claire"), not a stock line that drops the point.
  const asked = /\?\s*$/.test(message.trim());
  const first = pieces[0];
  const last = pieces.length > 1 ? pieces[pieces.length - 1] : undefined;
  const framing = (p: ComposePiece | undefined) =>
    p && isFrame(unmask(p.original)) && !isInsultOnly(unmask(p.original)) ? p : undefined;
  const opener = framing(first);
  const closer = framing(last);
  const greeting = opener ? null : leadingGreeting(unmask(message));
  const framed = (line: string): Sentence[] => [
    ...(opener ? [{ text: opener.original, gap: opener.gap || ' ' }] : []),
    ...(greeting ? [{ text: greeting, gap: ' ' }] : []),
    { text: line, gap: closer ? ' ' : '' },
    ...(closer ? [{ text: closer.original, gap: '' }] : []),
  ];
  const frameNames = new Set(
    [opener, closer].flatMap((p) =>
      p
        ? (unmask(p.original)
            .toLowerCase()
            .match(/\p{L}+/gu) ?? [])
        : [],
    ),
  );
  // The people the message names are said to first ("Kayla, I'm upset right now, ..."): a name is a fact too.
  const addressed = namesAddressed(unmask(message)).filter((n) => !frameNames.has(n.toLowerCase()));
  const toNamed = (line: string) =>
    addressed.length && !opener && !greeting
      ? `${addressed.join(' and ')}, ${line.replace(/^(?!I\b)\p{Lu}/u, (c) => c.toLowerCase())}`
      : line;
  // Before a stock line, each charged sentence said plainly (calm-plain.ts: "Thanks for telling everyone ..." ->
  // "You told everyone ..."), the calm ones as written: blind readers called the stock line the point erased.
  const checkPlain = (original: string, candidate: string, added: readonly string[]) =>
    passesPlain(unmask(original), unmask(candidate), added);
  // The plain message is held to every fact of the message: one no rewrite can keep as a word (a name such as
  // "Memphis'") fails it whatever its sentences say, so they are not built (output-lost-fact.ts
  // couldKeepNamesAndNumbers, with the whole message as the source).
  const plain = couldKeepNamesAndNumbers(unmask(message), unmask(message))
    ? plainMessage(message, pieces, charged, unmask, checkPlain)
    : null;
  if (
    plain &&
    passesCheck(unmask(message), plain.sentences.map((s) => s.text + s.gap).join(''), {
      // The words a plain form says that the sender did not ("left" for "leaving") passed its own sentence's check.
      allowWords: plain.added.length ? new Set([...ruleWords, ...plain.added]) : ruleWords,
      skip: WHOLE_ONLY,
    })
  ) {
    kinds.add('sarcasm');
    return { pieces: plain.sentences, kinds: [...kinds] };
  }
  // Its lines are made of the message's opening and calm words: when a name or number is in neither, nor in the
  // frame (nor said to by name), every line loses it, and compromise need not read the opening for topics.
  const frameText = [opener, closer].map((p) => (p ? unmask(p.original) : '')).join('\n');
  // Its topics come from the body: the frame is said as written around the line, and read with it the sign-off ran
  // into the sentence before ("… to HR. Regards, Sandra" gave "HR Regards").
  const body = unmask(
    pieces
      .filter((p) => p !== opener && p !== closer)
      .map((p) => p.original + p.gap)
      .join(''),
  );
  const source = `${fallbackSource(body)}\n${frameText}\n${greeting ?? ''}\n${addressed.join(' ')}`;
  const lines = couldKeepNamesAndNumbers(unmask(message), source)
    ? pointFallbacks(body, asked, frameNames).flatMap((l) => [l, toNamed(l)])
    : [];
  for (const line of lines) {
    const candidate = framed(line);
    const joined = candidate.map((s) => s.text + s.gap).join('');
    if (check(message, joined, ['still-charged', ...LAST_RESORT]))
      return { pieces: candidate, kinds: [...kinds] };
  }
  // No calm line keeps the facts: keeping them matters more than the tone (the composed message read whole).
  if (saysSomething(out) && whole) return { pieces: out, kinds: [...kinds] };
  return { pieces: framed(toNamed(asked ? QUESTION_FALLBACK : FEELING_FALLBACK)), kinds: [...kinds] };
}

/**
 * The message with each charged sentence in its plain form (calm-plain.ts) or gone, the calm ones as written; null
 * when no charged sentence has a plain form that passes the check with heat read by its plain markers, or nothing
 * but a greeting would be left.
 */
function plainMessage(
  message: string,
  pieces: readonly ComposePiece[],
  charged: readonly boolean[],
  unmask: (text: string) => string,
  check: (original: string, candidate: string, added: readonly string[]) => boolean,
): { sentences: Sentence[]; added: string[] } | null {
  let said = false;
  const added: string[] = [];
  const sentences = pieces.map((p, i) => {
    if (!charged[i]) return { text: p.original, gap: p.gap };
    const form = firstPlainForm(unmask(p.original), unmask(message), (f) =>
      check(p.original, f.text, f.added),
    );
    if (!form) return { text: '', gap: '' };
    said = true;
    added.push(...form.added);
    return { text: form.text, gap: p.gap };
  });
  return said && sentences.some((s) => hasContent(s.text) && !isFrame(unmask(s.text)))
    ? { sentences, added }
    : null;
}
