/**
 * The whole-message calm composer. Each sentence that reads charged (a specific rule changed it, or the
 * learned score flags it) becomes the first of its candidates that passes the whole output check: the
 * rule's rewrite, then the general path's reshaped forms (calm-sentence.ts: a command as a request, an
 * ultimatum's demand, a verdict as the sender's worry, sarcasm as nothing). Calm sentences stay exactly
 * as written. A sentence the score is sure of that no reshaped form says calmly keeps its calm core, cut at
 * its seams from the sender's own words (calm-trim.ts). When nothing calm can be said for a sentence, it is
 * dropped if no fact goes with it; a sentence that carries facts keeps the calmest form that still reads
 * whole. The composed message passes the check again as a whole; if it fails, the last resort
 * (calm-last-resort.ts) sends only the calm sentences, each charged one said plainly, or the sender's point
 * with its topic. What each charged sentence becomes, by its purpose, is chosen in calm-choose.ts.
 */
import { isFrame, isMockOnly } from './calm-point';
import { chooseFor, FACTS_ONLY, type Choice } from './calm-choose';
import { checkedJab, OFFER } from './calm-jab';
import { isSarcastic, purposeOf, rulePurposeOf, type Purpose } from './purpose';
import { RULE_FRAME_WORDS } from './calm-vocabulary';
import { passesCheck, type CheckOptions, type RejectReason } from './output-check';
import { recheckCharged } from './calm-recheck';
import { withoutStrayPlease } from './calm-request';
import type { FindingKind } from './rule';
import { extractFacts, factCount } from './facts';
import { chargedScore } from './charged-score';
import { hasContent, type Sentence } from './text';
import { leansBack, onlyWounds, partingVerdict, stillWounds, woundKind, woundsToDrop } from './calm-wound';
import { firstPlainForm, thanksLeftMocking } from './calm-plain';
import { keepTheComplaint } from './calm-complaint';
import { lastResort } from './calm-last-resort';
import { withoutScareQuotes } from './calm-parts';

export interface ComposePiece {
  /** The sentence as the sender wrote it (quotes masked). */
  original: string;
  /** What the specific rules made of it (the original when they left it). */
  ruleText: string;
  /** Whether the learned score reads it as charged. */
  flagged: boolean;
  /** The whitespace after it. */
  gap: string;
}

export interface Composed {
  pieces: Sentence[];
  /** The kinds of change the general path made (the rules' kinds are already known to the caller). */
  kinds: FindingKind[];
}

const MAX_RESHAPED = 8;
/**
 * A flagged sentence with no fact that the score reads at least this charged is taken as the learned purpose
 * reader reads it (calm-jab.ts checkedJab). 0.9 left closing jabs such as "How very grown-up of you." and
 * "Interesting priorities, don't you think?" (0.80-0.90) in the message; at 0.75 the development rounds' calm
 * messages were left exactly as before (scripts/EVAL-RESULTS.md, 2026-11-28 afternoon).
 */
const SURE_JAB = 0.75;
const MAX_RESHAPED_LENGTH = 400;

/**
 * Reading and keeping facts matter more than tone once no calm candidate passes. The lost point is held to each
 * sentence, where a safer form of it exists; the whole and the last resorts below have none that keeps more.
 */
const WHOLE_ONLY: readonly RejectReason[] = ['still-charged', 'lost-point'];

/** Whether a sentence names a time, a day, an amount, a place or a person: it is never dropped for a jab. */
function carriesFact(sentence: string): boolean {
  return factCount(extractFacts(sentence)) > 0;
}

/** The sender's feeling when nothing of theirs can be said calmly (calm-last-resort.ts). */
export { FEELING_FALLBACK, QUESTION_FALLBACK } from './calm-last-resort';

export function composeCalm(
  message: string,
  pieces: readonly ComposePiece[],
  unmask: (text: string) => string,
): Composed {
  const allowWords = new Set(message.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []);
  // The whole message tells a sentence's names: one it capitalises elsewhere is a name in every sentence.
  const options: CheckOptions = { allowWords, context: unmask(message) };
  const ruleWords = new Set([...allowWords, ...RULE_FRAME_WORDS]);
  const check = (original: string, candidate: string, skip: readonly RejectReason[] = []) =>
    passesCheck(unmask(original), unmask(candidate), { ...options, skip });
  // A specific rule's reviewed rewrite is held to every check, with heat read by its plain markers.
  // A rule's rewrite says the sender's point in its own reviewed words ("I don't care anymore." -> "I don't want to
  // keep arguing about this."): the lost-point check, which reads words, is for the general path's cuts and drops.
  const checkRule = (original: string, candidate: string) =>
    passesCheck(unmask(original), unmask(candidate), {
      ...options,
      allowWords: ruleWords,
      chargedBy: 'markers',
      skip: ['lost-point'],
    });
  const checkWhole = (original: string, candidate: string) =>
    passesCheck(unmask(original), unmask(candidate), {
      ...options,
      allowWords: ruleWords,
      chargedBy: 'markers',
    });
  // A plain form (calm-plain.ts) is held to every check with heat read by its plain markers, the words it says that the
  // sender did not ("left" for "leaving") allowed. Read on unmasked text.
  const passesPlain = (original: string, candidate: string, added: readonly string[]) =>
    passesCheck(original, candidate, {
      ...options,
      allowWords: added.length ? new Set([...ruleWords, ...added]) : ruleWords,
      chargedBy: 'markers',
    });
  const kinds = new Set<FindingKind>();
  const anyCharged = pieces.some((p) => p.flagged || p.ruleText !== p.original);
  // In a charged message, a sentence of mocking words alone ("Cool cool.", "got it", "Very nice friend.")
  // is part of the jab even when the score, reading it alone, does not flag it.
  const charged = pieces.map(
    (p) =>
      p.flagged ||
      p.ruleText !== p.original ||
      (anyCharged && (isMockOnly(unmask(p.original)) || isSarcastic(unmask(p.original)))),
  );
  // A greeting or a sign-off is no point: a message left with only "Richard... Margaret" said nothing.
  // A frame opens or closes a message: only the first and last pieces with content are read as one (isFrame
  // asks compromise, about a millisecond a call).
  const saysSomething = (list: readonly Sentence[]) => {
    // A greeting, a sign-off and its name ("Dear Mr. and Mrs. Okafor." "Regards, L." "Grant") say nothing: the first
    // two pieces and the last two are read, anything between them says something.
    const said = list.filter((s) => hasContent(s.text));
    return said.some((s, i) => (i > 1 && i < said.length - 2) || !isFrame(unmask(s.text)));
  };
  const compose = () => {
    // A sentence that comes again is decided once; only the first few distinct ones are reshaped
    // (compromise reads a sentence in about a millisecond), the rest keep their rule's rewrite or go.
    const decided = new Map<string, Choice>();
    return pieces.map((p, i) => {
      if (!charged[i]) return { text: p.original, gap: p.gap, kind: null };
      const key = `${p.original}\u0000${p.ruleText}`;
      let choice = decided.get(key);
      if (!choice) {
        const deep = decided.size < MAX_RESHAPED && p.original.length <= MAX_RESHAPED_LENGTH;
        // What the sentence is for; a jab the rules only softened ("You're often late.") is still a jab.
        // A rule's rewrite that took the jab out ("Oh great, the rent is late again." -> "The rent is late again.")
        // is read for what it now is; a threat stays a threat whatever the rule left of it.
        // (Of the original only "is it a threat" counts once a rule changed it: compromise need not read it.)
        // Whether a plain statement is a command (compromise, about a millisecond) is asked only once the
        // sentence is to be reshaped: a rule's rewrite that passes, or a jab, never needs it.
        const changedByRule = p.ruleText !== '' && p.ruleText !== p.original;
        let purpose = purposeOf(unmask(p.original), true, false);
        purpose = checkedJab(
          unmask(p.original),
          purpose,
          p.flagged && chargedScore(unmask(p.original)) >= SURE_JAB && !carriesFact(unmask(p.original)),
        );
        const read = purpose !== 'threat' && changedByRule ? p.ruleText : p.original;
        // A rule's reviewed rewrite is read by the regex reader: the learned one was trained on what senders
        // write, not on the rules' own calm phrasings ("You are late every day." is the rule's fact, not a verdict).
        const reader = read !== p.original ? rulePurposeOf : purposeOf;
        if (read !== p.original) purpose = reader(unmask(read), true, false);
        // The deeper reading only tells a command from a statement: it never makes a plain statement a jab.
        const asCommand = (): Purpose =>
          purpose === 'logistics' &&
          deep &&
          !OFFER.test(unmask(read)) &&
          reader(unmask(read), true, true) === 'request'
            ? 'request'
            : purpose;
        choice = chooseFor(
          p,
          purpose,
          asCommand,
          check,
          checkRule,
          checkWhole,
          deep,
          (t) => chargedScore(unmask(t)),
          unmask(message),
        );
        decided.set(key, choice);
      }
      // A rewrite that left the sender's "Please," before a statement says it without it (calm-request.ts).
      const text = choice.text !== p.original ? withoutStrayPlease(choice.text) : choice.text;
      return {
        text,
        gap: text ? p.gap : '',
        kind: choice.kind,
        stuck: choice.stuck,
        jab: choice.jab,
        mockName: choice.mockName,
        firm: choice.firm,
      };
    });
  };
  const chosen = compose();
  // A sentence that only wounds (calm-wound.ts: a short rhetorical question, a mock hope) goes whole while the rest
  // of the message says its point: a cut of it keeps the sting or changes what it says ("Do you take pensioners for
  // fools?" -> "Do you take pensioners?"). An unflagged one goes only in a message read as charged.
  const woundsDropped: Array<{ index: number; was: (typeof chosen)[number]; charged: boolean }> = [];
  if (anyCharged) {
    const originals = pieces.map((p) => unmask(p.original));
    const texts = chosen.map((c) => unmask(c.text));
    const readCharged = [...charged];
    // What a rule or a cut left of a sentence may be such a sentence itself ("You are liar and you think I am
    // stupid." -> "You think I am stupid."): it is read as flagged, by its own score.
    const wounds = originals.map((o, i) => {
      const score = chargedScore(o);
      const left = texts[i]!;
      // "did u read the thread before replying all? bc thats not what dan asked for": the next one leans on it.
      if (leansBack(originals[i + 1] ?? '')) return false;
      if (onlyWounds(o, score, charged[i]!)) return stillWounds(o, left);
      return charged[i]! && left !== '' && left !== o && onlyWounds(left, chargedScore(left), true);
    });
    const drop = (i: number, kind: FindingKind) => {
      if (!check(pieces[i]!.original, '', FACTS_ONLY)) return;
      woundsDropped.push({ index: i, was: { ...chosen[i]! }, charged: charged[i]! });
      Object.assign(chosen[i]!, { text: '', gap: '', kind, stuck: false, jab: true });
      texts[i] = '';
      charged[i] = true;
    };
    for (const i of woundsToDrop(texts, wounds)) drop(i, woundKind(originals[i]!));
    // Then a parting verdict left as written ("There is nothing further to discuss.", "Some people simply do not
    // think."), while what is left still says something (calm-wound.ts partingVerdict). A form the composer chose
    // for a sentence is its own calm reading and is not read again.
    // Only beside another sentence read charged: alone, only the score's doubt says it is a jab.
    const chargedCount = readCharged.filter(Boolean).length;
    const besideCharged = (i: number) => chargedCount > (readCharged[i] ? 1 : 0);
    const parting = texts.map((t, i) =>
      t !== '' && t === originals[i] && besideCharged(i) && !leansBack(originals[i + 1] ?? '')
        ? partingVerdict(t)
        : null,
    );
    const partingDrops = woundsToDrop(
      texts,
      parting.map((k) => k !== null),
    );
    for (const i of partingDrops) drop(i, parting[i]!);
  }
  // Only the score doubted it, and nothing in it is a jab ("Mia came home with a bloody nose, she is fine now."):
  // the message is the sender's as written.
  if (
    chosen.every((c, i) => !charged[i] || (c.stuck && !c.jab)) &&
    pieces.every((p) => p.ruleText === p.original)
  )
    return { pieces: pieces.map((p) => ({ text: p.original, gap: p.gap })), kinds: [] };
  // A sentence about to be sent that still reads charged is said through the general path, or goes.
  const rechecked = recheckCharged(
    pieces.map((p, i) => ({
      original: p.original,
      text: chosen[i]!.text,
      charged: charged[i]! && !chosen[i]!.firm,
    })),
    (original, candidate) => check(original, candidate),
    (original, candidate) => check(original, candidate, FACTS_ONLY),
    (sentence) => checkedJab(unmask(sentence), purposeOf(unmask(sentence), true, false)),
    (sentence) => rulePurposeOf(unmask(sentence), true, false),
    unmask,
    (sentence) => checkedJab(unmask(sentence), purposeOf(unmask(sentence), true, false), false, false),
  );
  rechecked.forEach((r, i) => {
    if (!r) return;
    const c = chosen[i]!;
    Object.assign(c, { text: r.text, gap: r.text ? pieces[i]!.gap : '', kind: r.kind, stuck: false });
    charged[i] = true;
  });
  // The rest no longer says anything once the recheck dropped its jabs too: a wound is not dropped for nothing.
  const restSays = () =>
    chosen.some(
      (c, i) => !woundsDropped.some((w) => w.index === i) && hasContent(c.text) && !isFrame(unmask(c.text)),
    );
  if (woundsDropped.length > 0 && !restSays())
    for (const w of woundsDropped) {
      Object.assign(chosen[w.index]!, w.was);
      charged[w.index] = w.charged;
    }
  // Sarcastic thanks kept while its jab went ("Thanks for doing literally 0% of the presentation 👏👏") says the harm.
  if (anyCharged)
    chosen.forEach((c, i) => {
      const original = unmask(pieces[i]!.original);
      const form = c.text ? thanksLeftMocking(unmask(c.text), original, charged[i]!, unmask(message)) : null;
      if (!form) return;
      if (!passesPlain(original, form.text, form.added)) return;
      Object.assign(c, { text: form.text, kind: 'sarcasm', stuck: false, jab: false });
      charged[i] = true;
    });
  // A complaint about what the reader did that went with a jab is said (calm-complaint.ts).
  if (anyCharged)
    keepTheComplaint(chosen, pieces, charged, {
      unmask,
      message: unmask(message),
      passesPlain,
      passesAsWritten: (original) => checkWhole(original, original),
    });
  // A jab no form said calmly, kept as written for the fact it carries ("Wow, nice of you to reply three days
  // later."), is said plainly instead (calm-plain.ts: "You replied three days later."), held to the plain markers.
  if (anyCharged)
    chosen.forEach((c, i) => {
      if (!c.stuck || !c.jab || c.firm || !charged[i]) return;
      const original = unmask(pieces[i]!.original);
      const form = firstPlainForm(original, unmask(message), (f) => passesPlain(original, f.text, f.added));
      if (form) Object.assign(c, { text: form.text, kind: 'sarcasm', stuck: false, jab: false });
    });
  for (const c of chosen) if (c.kind) kinds.add(c.kind);
  const out: Sentence[] = chosen.map(({ text, gap }) => ({ text, gap }));
  const composed = out.map((s) => s.text + s.gap).join('');
  // Each sentence passed its own check; the whole is checked for what only shows across sentences
  // (a doubled word at a seam, a fact that went missing, unbalanced quotes).
  // (Each piece already passed its own check, so a rule frame's words in it are the rule's, not added.)
  // Mock praise dropped whole takes the name it was said to with it: the whole is held to the rest's facts.
  const said = chosen.some((c) => c.mockName)
    ? pieces.map((p, i) => (chosen[i]!.mockName ? '' : p.original + p.gap)).join('')
    : message;
  const whole = passesCheck(unmask(said), unmask(composed), {
    allowWords: ruleWords,
    skip: WHOLE_ONLY,
  });
  // A charged message the composer could not change at all ("Do whatever you want with the Thanksgiving
  // schedule, you will anyway.": no calm form keeps its fact) gets the last resort below, not itself back.
  const unchanged = chosen.every((c, i) => !charged[i] || c.stuck);
  if (saysSomething(out) && whole && !unchanged) {
    // Held to the learned score too: a jab around the quotes ("ur still 'waiting on payday'??") stays a jab without them.
    const plain = withoutScareQuotesIn(out, pieces, unmask, (o, r) => check(o, r));
    const plainWhole =
      plain !== out &&
      passesCheck(unmask(said), plain.map((p) => p.text + p.gap).join(''), {
        allowWords: ruleWords,
        skip: WHOLE_ONLY,
      });
    if (plainWhole) kinds.add('sarcasm');
    return { pieces: plainWhole ? plain : out, kinds: [...kinds] };
  }
  // The composed message fails as a whole: the last resort (calm-last-resort.ts).
  return lastResort({
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
  });
}

/**
 * The message about to be sent with words in scare quotes said plainly ("Your 'expert' plumber flooded my kitchen" ->
 * "Your expert plumber …"): the marks mock what the reader claimed. Each changed sentence is held to `check` against
 * the sender's; the same array back when nothing changed.
 */
function withoutScareQuotesIn(
  out: Sentence[],
  pieces: readonly ComposePiece[],
  unmask: (text: string) => string,
  check: (original: string, rewrite: string) => boolean,
): Sentence[] {
  let changed = false;
  const plain = out.map((s, i) => {
    const said = unmask(s.text);
    const text = withoutScareQuotes(said);
    if (text === said || !check(pieces[i]!.original, text)) return s;
    changed = true;
    return { ...s, text };
  });
  return changed ? plain : out;
}
