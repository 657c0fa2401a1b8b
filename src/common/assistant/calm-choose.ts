/**
 * What one charged sentence becomes in the calm composer (calm-compose.ts), by what it is for (purpose.ts, a jab
 * checked by calm-jab.ts): the first of its candidates that passes (`chooseFor`): a specific rule's reviewed rewrite,
 * its point kept and its jab dropped clause by clause (calm-clause.ts), the sentence built for its purpose
 * (calm-sentence.ts), its calm core cut at its seams (calm-trim.ts), its point without its aim (calm-aim.ts), its
 * fact-keeping forms (calm-fact.ts), or the sentence dropped or kept as written.
 */
import { isGreetingOnly, isMockOnly } from './calm-point';
import { calmCandidates, type Candidate } from './calm-sentence';
import { expectationAsAsk } from './calm-shapes';
import { againAsSaid, mockThanks } from './calm-mockery';
import { isPlainConsequence, plainConsequence } from './consequence';
import { rhetoricalAsView } from './calm-view';
import { reframedPoint } from './calm-reframe';
import { trimmedCalm } from './calm-trim';
import { isAimed, unaimedCalm } from './calm-aim';
import { cutKind } from './calm-parts';
import { JABS, purposeOf, type Purpose } from './purpose';
import { checkedJab } from './calm-jab';
import type { RejectReason } from './output-check';
import type { FindingKind } from './rule';
import { extractFacts } from './facts';
import { OR_CONSEQUENCE } from './rules/threat-words';
import { factKeepingForms } from './calm-fact';
import { clauseForm } from './calm-clause';
import { stillMocks } from './calm-parts';
import type { ComposePiece } from './calm-compose';

/** How a clause is read: by the composer's own reader, so a clause and a sentence are judged alike. */
function clauseReading(score: (text: string) => number, threat: boolean) {
  return {
    threat,
    purpose: (s: string) => checkedJab(s, purposeOf(s, true, false)),
    score,
    hasFact: (s: string) => {
      const f = extractFacts(s);
      return f.names.length + f.times.length + f.days.length + f.amounts.length + f.places.length > 0;
    },
  };
}

/**
 * Praise a sentence opens with ("Great job on …", "Loving the 7am drilling …", "So inclusive"); not a greeting ("Good
 * morning"), thanks (calm-plain.ts reads thanks), or love said to the reader ("Love you, but …").
 */
const MOCK_PRAISE_OPENER =
  /^\W*(?:(?:oh|wow|well|so|yeah|ok(?:ay)?),?\s+)*((?:great|nice|brilliant|amazing|lovely|wonderful|fantastic|excellent|perfect|superb|awesome|stellar|loving|love|loved|well\s+done|bravo|congrat\w*|so\s+(?:inclusive|thoughtful|helpful|kind|considerate|mature|professional|sweet|generous))\b)(?!\s+(?:you|u|ya|morning|afternoon|evening|night|luck|to\s+(?:meet|see|hear))\b)/i;

/** The thanks a sentence opens with ("Thanks", "thank you", "thx"). */
const THANKS_OPENER = /^\W*(?:(?:oh|wow|gee|well|so),?\s+)*(thanks|thank\s+you|thx|cheers)\b/i;

/** The reframed forms that say a request or the sender's feeling (calm-reframe.ts), after any greeting. */
const REVIEWED_FORM =
  /^(?:\W*\p{L}[^,]*,\s*)?(?:please|could you|I\s+am\s+very\s+upset|I\s+was\s+hurt\s+by|I['’]m\s+upset\s+about)\b/iu;

/** "Don't touch my charger." is a boundary; "Don't pretend you can't pay." accuses (calm-shapes.ts PRETEND). */
const BARE_BOUNDARY =
  /^\W*(?:don['’]?t|dont|do not)\s+(?!pretend|act\s+(?:like|as if)|play\s+(?:dumb|innocent))\w/i;

/** The score above which a sentence's calm core is cut from it, and the score its core must stay under. */
const TRIM_FROM = 0.8;
const TRIM_TO = 0.5;
/** The score from which a point said at the reader loses its aim (calm-aim.ts), and which its form must fall under. */
const AIM_FROM = 0.9;

/** Reading and keeping facts matter more than tone once no calm candidate passes (the lost-fact check alone). */
export const FACTS_ONLY: readonly RejectReason[] = ['fragment', 'added-words', 'still-charged'];

/** What a charged sentence became, and the kind of change that made it. */
export interface Choice {
  text: string;
  kind: FindingKind | null;
  /** Nothing calm could be said for a charged sentence that carries a fact or a request: kept as written. */
  stuck?: boolean;
  /** Whether the sentence was a jab (purpose.ts). */
  jab?: boolean;
  /** Mock praise dropped whole with the name it was said to ("Super reliable as always, Dan."). */
  mockName?: boolean;
  /** A firm boundary said plainly ("Don't touch my charger."), kept as written on purpose. */
  firm?: boolean;
}

/**
 * What one charged sentence becomes, by what it is for (purpose.ts). `check(original, candidate, skip)` is the
 * output check with the message's own words allowed and quotes restored. A greeting or sign-off stays; a
 * specific rule's reviewed rewrite that passes stands unless the sentence is a jab (a softened jab is still one);
 * then the sentence built for its purpose (calm-sentence.ts). A jab goes when no fact goes with it; any other
 * sentence is the sender's point and is kept in the calmest whole form there is.
 */
export function chooseFor(
  piece: ComposePiece,
  shallow: Purpose,
  asCommand: () => Purpose,
  checkAny: (original: string, candidate: string, skip?: readonly RejectReason[]) => boolean,
  checkRuleAny: (original: string, candidate: string) => boolean,
  checkWholeAny: (original: string, candidate: string) => boolean,
  reshape: boolean,
  score: (text: string) => number,
  context: string,
): Choice {
  const { original, ruleText } = piece;
  // Praise that opened a charged sentence was mock praise: a form that keeps it without the jab that showed the
  // mockery says the opposite of what the sender meant ("Great job on the client call, really. …" -> "Great job on
  // the client call."; readers called it the meaning flipped). Such a form is no calm form of the sentence.
  // Thanks for a thing that wronged the sender ("Thanks for the free 2am drum concert 🙄") is mock praise too.
  const opener = (text: string) => MOCK_PRAISE_OPENER.exec(text)?.[1] ?? THANKS_OPENER.exec(text)?.[1];
  const mockPraise = (
    MOCK_PRAISE_OPENER.exec(original)?.[1] ??
    (mockThanks(original) ? THANKS_OPENER.exec(original)?.[1] : undefined)
  )?.toLowerCase();
  const keepsPraise = (c: string) => !!mockPraise && opener(c)?.toLowerCase() === mockPraise;
  // Nor is the greeting alone ("Dear Mr. and Mrs. Okafor." of "Dear Mr. and Mrs. Okafor, I write for the fourth
  // time …"): it says nothing of the sentence.
  // (A name alone, "Kayla.", still carries the name the last resort says the feeling to.)
  const noForm = (c: string) => keepsPraise(c) || (!!c && c !== original && isGreetingOnly(c));
  const check = (o: string, c: string, skip?: readonly RejectReason[]) => !noForm(c) && checkAny(o, c, skip);
  const checkRule = (o: string, c: string) => !noForm(c) && checkRuleAny(o, c);
  const checkWhole = (o: string, c: string) => (c === o || !noForm(c)) && checkWholeAny(o, c);
  const fromRule = ruleText !== original;
  let purpose = shallow;
  if (purpose === 'frame')
    return {
      text: fromRule && ruleText && checkRuleAny(original, ruleText) ? ruleText : original,
      kind: null,
    };
  const jab = JABS.has(purpose);
  // A consequence through the proper channel ("If it happens again I'm calling the council.", "This will be
  // documented.") is the sender's point (consequence.ts): never dropped, whatever it is read as; kept in its calmest
  // whole form, firm, when nothing calmer keeps it (below).
  const consequence = reshape && !fromRule && isPlainConsequence(original);
  // A question that asks nothing, said as the sender's view (calm-view.ts rhetoricalAsView: "Do you honestly
  // think a nine-year-old should be up until midnight?" -> "I don't think …"), whatever it was read as: it keeps the
  // point a drop would lose and is calmer than the question kept. Held to the plain markers of heat only: the score,
  // trained on complaints, still doubts a plain "I don't think …".
  // A jab that goes with no fact lost goes ("Do you think rules are a suggestion?" says nothing plain); when the
  // whole message would go with it, the composer says its view then (calm-plain.ts).
  const dropped = (kind: FindingKind): Choice | null =>
    !consequence && check(original, '', FACTS_ONLY) ? { text: '', kind } : null;
  // A hostile question or formal reproach said as the sender's point (calm-reframe.ts: "I trust you will correct the
  // record before Friday." -> "Please correct the record before Friday."): taken before a drop, even of a jab, since
  // readers called the request dropped with the jab the point erased. Held to every check; a request ("Please …",
  // "Could you …?") or the sender's own feeling ("I am very upset that …", "I was hurt by …") to the plain markers,
  // as a rule's reviewed phrasing is. "It bothers me when you …" is held to the score: it can still judge.
  const reframed = reshape && piece.flagged ? reframedPoint(original) : null;
  if (
    reframed &&
    (check(original, reframed) || (REVIEWED_FORM.test(reframed) && checkWhole(original, reframed)))
  )
    return { text: reframed, kind: 'blame', jab };
  // The view includes the reframed point (rhetoricalAsView, for the plain forms): decided above, not again here by the
  // plain markers alone.
  const view = reshape && !fromRule ? rhetoricalAsView(original) : null;
  if (view && view !== reframed && (!jab || !check(original, '', FACTS_ONLY)) && checkWhole(original, view))
    return { text: view, kind: 'contempt', jab };
  // Mock praise goes whole, with the name it was said to ("Super reliable as always, Dan.").
  if (isMockOnly(original, true) && check(original, '', ['lost-fact', ...FACTS_ONLY]))
    return { text: '', kind: 'sarcasm', mockName: true };
  // A rule that emptied the sentence ("Grow up.") dropped what only wounded: fine while no fact goes with it.
  if (fromRule && ruleText === '') {
    const gone = dropped('contempt');
    if (gone) return { ...gone, kind: null };
  }
  // Sarcasm, a verdict or an insult only wounds: a rule that softened its words still leaves the jab ("Some
  // father you are."), so it goes when no fact goes with it. A guilt trip may carry the sender's own decision
  // ("I'll just do it myself"), which its candidates keep before it goes.
  // A verdict judges what the reader did or said ("Your excuse makes no sense at all."): blame, read as frustrated
  // (tone.ts); only an insult is name-calling.
  if (purpose === 'verdict' || purpose === 'insult') {
    // "I Expect An Apology." reads as a verdict but asks for something: the ask, said as a wish, stays.
    const asked = expectationAsAsk(original);
    if (asked && check(original, asked)) return { text: asked, kind: 'demand' };
    // "Late again." is the complaint: said with its subject ("You're late again."), held to the plain markers.
    const again = reshape ? againAsSaid(original) : null;
    if (again && checkWhole(original, again.text)) return { text: again.text, kind: 'blame' };
    const gone = dropped(purpose === 'verdict' ? 'blame' : 'insult');
    if (gone) return gone;
  }
  // Sarcasm that opens a statement about the reader ("cool so youre just gonna leave me on read") keeps the
  // statement; a guilt trip keeps the sender's own decision ("I'll do it myself."), not a rule's added plea.
  if (reshape && (purpose === 'sarcasm' || purpose === 'guilt')) {
    const own = [
      ...calmCandidates(original, purpose),
      ...(fromRule && ruleText ? calmCandidates(ruleText, purpose) : []),
    ];
    for (const c of own) if (c.text && c.text !== original && check(original, c.text)) return c;
  }
  // What it says without what only wounds, cut at its seams from the sender's own words (calm-trim.ts).
  // Only for a sentence the score is sure of, and only a core it reads as clearly calm.
  let trimmedCore: string | null | undefined;
  const trimmed = (): string | null => {
    if (trimmedCore === undefined)
      trimmedCore =
        reshape && piece.flagged && score(original) >= TRIM_FROM
          ? trimmedCalm(original, (c) => score(c) < TRIM_TO && check(original, c))
          : null;
    return trimmedCore;
  };
  // A guilt trip about what the sender did ("I paid the electric bill again, because clearly nobody else can.")
  // keeps what they did: it is their point, and dropping it leaves only a stock line. Only a core that reads as
  // plain logistics: "I'll sort it, obviously." or "I'll sit here." is still the guilt trip.
  const guiltCore = purpose === 'guilt' ? trimmed() : null;
  if (guiltCore && purposeOf(guiltCore) === 'logistics') return { text: guiltCore, kind: cutKind(purpose) };
  if (purpose === 'sarcasm') {
    const gone = dropped('sarcasm');
    if (gone) return gone;
  }
  // The forms in reviewed or the sender's own words, a specific rule's rewrite and the sentence decided clause by
  // clause (calm-clause.ts: the jab clauses gone, the point kept in the sender's words), are accepted in one place
  // (`ownForm`), each by its own test, decided once: a form that test refused is never taken later as a fallback.
  // The rule's rewrite is held to every check with heat read by its plain markers, first: the score, trained on what
  // senders write, doubts the rules' reviewed calm phrasings ("If you're late again, I may need to take you to
  // court."); it says the point in its own reviewed words, so is not held to the lost-point reader; one that still
  // holds an ultimatum's "or ..." ("Please clean it or no wifi") is no calm form at all. The clause form is held to
  // every check, score included, first; by its plain markers only once no reshaped form passed (complaint content
  // reads as heat to the score, and a cut that keeps a dig beside it passes the markers).
  const ruleStillThreat = purpose === 'threat' && fromRule && OR_CONSEQUENCE.test(ruleText);
  const ruleLine: Choice | null =
    fromRule && ruleText && !ruleStillThreat ? { text: ruleText, kind: null } : null;
  // The clause form is built only when it is looked at: a rule's rewrite that passes is taken before it.
  const threat = purpose === 'threat';
  let clauseLine: Choice | null | undefined;
  const clauseChoice = (): Choice | null => {
    if (clauseLine !== undefined) return clauseLine;
    const byClause = reshape ? clauseForm(original, clauseReading(score, threat)) : null;
    clauseLine = byClause ? { text: byClause.text, kind: cutKind(byClause.dropped[0]!) } : null;
    return clauseLine;
  };
  const ownForm = (stage: 'first' | 'late'): Choice | null => {
    if (stage === 'first' && ruleLine && checkRule(original, ruleLine.text)) return ruleLine;
    const clauseLine = clauseChoice();
    if (!clauseLine) return null;
    const ok = stage === 'first' ? check(original, clauseLine.text) : checkWhole(original, clauseLine.text);
    return ok ? clauseLine : null;
  };
  // A firm boundary said plainly ("Don't touch my charger.", "Don't bother replying, I've sorted it.") that no
  // rule changed and that carries no marker of heat is calm as written: "Please" is not added to it. A jab clause
  // riding on it goes first ("Don't wait up, not that you ever do." -> "Don't wait up.").
  if (purpose === 'request' && !fromRule && BARE_BOUNDARY.test(original) && checkWhole(original, original))
    return ownForm('first') ?? { text: original, kind: null, stuck: true, jab, firm: true };
  const first = ownForm('first');
  if (first) return first;
  // Built from the sender's own words; from the rule's rewrite when the original swears (its profanity is gone).
  // The rule's text is reshaped only when nothing built from the sender's passes (compromise reads each one).
  const distinct = (list: Candidate[]) =>
    list.filter(
      (c, i, all) => all.findIndex((o) => o.text === c.text) === i && (c.text === '' || c.text !== original),
    );
  const passes = (c: Choice) => (c.text === '' ? check(original, '', FACTS_ONLY) : check(original, c.text));
  purpose = asCommand();
  const built = distinct(reshape ? calmCandidates(original, purpose) : []);
  const step = built.find((c) => c.step && checkWhole(original, c.text));
  if (step) return step;
  for (const c of built) if ((c.text || !consequence) && passes(c)) return c;
  const candidates = distinct([
    ...built,
    ...(reshape && fromRule && ruleText ? calmCandidates(ruleText, purpose) : []),
  ]);
  for (const c of candidates.slice(built.length)) if (passes(c)) return c;
  // Whole, with every fact, nothing added and no plain marker of heat (swearing, names, contempt emoji), though
  // the score may still doubt it. (The rule's rewrite and the clause form were decided above, once.)
  const whole = (): Choice | null => {
    for (const c of candidates) if (c.text && checkWhole(original, c.text)) return c;
    return null;
  };
  const core = trimmed();
  if (core) return { text: core, kind: cutKind(purpose) };
  const late = ownForm('late');
  if (late) return late;
  // A logistics line, a request, a decision, a feeling or a genuine question is the sender's point: it is never
  // dropped, only said in the calmest whole form there is (verbatim when nothing in it is heat).
  if (!jab) {
    // Nothing in it is heat and no rule changed it: only the score doubted it, and it stays as written, unless
    // the score is sure and its heat is aimed at the reader: then it keeps its point without the aim (calm-aim.ts).
    if (!fromRule && checkWhole(original, original)) {
      const unaimed =
        reshape && piece.flagged && score(original) >= AIM_FROM && isAimed(original)
          ? unaimedCalm(original, (c) => score(c) < AIM_FROM && checkWhole(original, c))
          : null;
      // Blame, not calm-parts' cutKind(purpose): that is 'exasperation' for the sender's own point, which would
      // change the kinds this message reports (detect.ts) and so the improvements claimed for it (claims.ts).
      if (unaimed) return { text: unaimed, kind: 'blame' };
      return { text: original, kind: null, stuck: true, jab };
    }
    const kept = whole();
    if (kept) return kept;
    if (checkWhole(original, original)) return { text: original, kind: null, stuck: true, jab };
  }
  // A threat's request, a guilt trip's own decision, a hostile question's real question: built whole for it.
  for (const c of candidates) if (c.text && checkWhole(original, c.text)) return c;
  // A plain consequence said without the emphasis that made it a warning ("…, I am serious", consequence.ts), or as
  // written. Held to the plain markers of heat: the score reads any consequence as charged.
  if (consequence) {
    const plain = plainConsequence(original);
    if (plain !== original && checkWhole(original, plain)) return { text: plain, kind: 'threat', firm: true };
    if (checkWhole(original, original)) return { text: original, kind: null, stuck: true, firm: true };
  }
  const gone = dropped('insult');
  if (gone) return gone;
  // It carries a fact: said without its jab clauses and words, or its fact-carrying clauses alone (calm-fact.ts).
  const forms = reshape ? factKeepingForms(original, context, purpose === 'sarcasm') : [];
  for (const text of forms) if (check(original, text)) return { text, kind: cutKind(purpose) };
  // Else the calmest whole sentence that keeps it.
  const kept = whole();
  if (kept) return kept;
  // Else the sentence without its plain heat (a contempt emoji, capitals, "seriously", "again"), when no praise or
  // emoji is left to carry the jab (calm-plain.ts): "You literally left me at the club alone at 1am 🙂" keeps its
  // fact as "You left me at the club alone at 1am."
  // A threat cooled still threatens.
  if (reshape && purpose !== 'threat' && !OR_CONSEQUENCE.test(original))
    for (const c of [...calmCandidates(original, 'sarcasm'), ...calmCandidates(original, 'logistics')])
      if (c.text && c.text !== original && !stillMocks(c.text) && checkWhole(original, c.text))
        return { ...c, jab };
  return { text: original, kind: null, stuck: true, jab };
}
