/**
 * The complaint about what the reader did, kept where the composer dropped it with a jab. Readers of the development
 * rounds called such drops the point erased: "Thanks for telling the entire family about my grades 🙄 super cool mom"
 * became "super cool mom"; "I am NOT being dramatic. You read my diary. Like, my actual diary. …" lost "You read my
 * diary.". Only while no sentence left says what the reader did: beside "You brought Mia back at 8:40 when we agreed
 * 6.", "Typical of you to think the rules don't apply to you." is the verdict that goes.
 *
 *   - sarcastic thanks or praise for a harm says the harm (calm-plain.ts harmSaid: "You told the entire family about
 *     my grades."), held to the plain markers of heat as the other plain forms are;
 *   - a plain statement of what the reader did, in the past tense ("You read my diary.", "u put ur name first"), stays
 *     as written when no plain marker of heat is in it, unless that leaves the whole message as written.
 */
import { harmSaid, type PlainForm } from './calm-plain';
import type { ComposePiece } from './calm-compose';
import type { FindingKind } from './rule';

/** What the composer chose for one sentence (calm-compose.ts), as far as this pass reads and changes it. */
export interface Chosen {
  text: string;
  gap: string;
  kind: FindingKind | null;
  stuck?: boolean;
  jab?: boolean;
}

export interface ComplaintChecks {
  /** The text with its quotes put back. */
  unmask: (text: string) => string;
  /** The whole message, unmasked. */
  message: string;
  /** The plain forms' check: every check, heat read by its plain markers, the form's own words allowed. */
  passesPlain: (original: string, candidate: string, added: readonly string[]) => boolean;
  /** Whether the sentence as written passes with heat read by its plain markers (masked text). */
  passesAsWritten: (original: string) => boolean;
}

/**
 * What the reader did, in the past tense: "You read my diary.", "u put ur name first"; no verdict on who they are, and
 * not "you were" or "you had" ("You had one job."). A list, not compromise's tags: it reads "read" and "let" as present.
 * "need" and its like end in "ed" and are no past tense ("You need to sign the form before then").
 */
const YOU_DID =
  /^\W*(?:you|u)\s+(?:(?:just|literally|actually|really|even|then|also)\s+)?(?:(?!(?:need|feed|bleed|speed|proceed|succeed|exceed)\b)\p{L}+ed|read|took|ate|left|put|told|said|did|didn['’]?t|forgot|broke|lost|made|sold|spent|sent|went|came|gave|kept|let|ran|saw|stole|threw|wrote|bought|brought|caught|taught|thought|paid|got)\b/iu;
/** Whether the sentence says, in the past tense, what the reader did (see YOU_DID). */
export function tellsWhatTheyDid(sentence: string): boolean {
  return YOU_DID.test(sentence) && !sentence.includes('?');
}

/** A sentence that says something of the reader: what they did, or their things. */
const ABOUT_YOU = /^\W*(?:you|u|ur|your)\b/i;

/** Puts back, in `chosen`, the complaint a dropped sentence carried (see the file's comment). */
export function keepTheComplaint(
  chosen: Chosen[],
  pieces: readonly ComposePiece[],
  charged: readonly boolean[],
  checks: ComplaintChecks,
): void {
  const { unmask, message, passesPlain, passesAsWritten } = checks;
  const saysWhatYouDid = () => chosen.some((c) => ABOUT_YOU.test(unmask(c.text)));
  const dropped = (i: number) => !chosen[i]!.text && charged[i]! && !saysWhatYouDid();
  pieces.forEach((p, i) => {
    if (!dropped(i)) return;
    const original = unmask(p.original);
    const form: PlainForm | null = harmSaid(original, message);
    if (form && passesPlain(original, form.text, form.added))
      Object.assign(chosen[i]!, { text: form.text, gap: p.gap, kind: 'sarcasm', stuck: false, jab: false });
  });
  const restored: Array<{ index: number; was: Chosen }> = [];
  pieces.forEach((p, i) => {
    if (!dropped(i)) return;
    const original = unmask(p.original);
    if (!tellsWhatTheyDid(original) || !passesAsWritten(p.original)) return;
    restored.push({ index: i, was: { ...chosen[i]! } });
    Object.assign(chosen[i]!, { text: p.original, gap: p.gap, kind: null, stuck: true, jab: false });
  });
  // The message as written is what the composer could not change at all: the last resort's, not this pass's.
  if (restored.length && chosen.every((c, i) => c.text === pieces[i]!.original))
    for (const r of restored) Object.assign(chosen[r.index]!, r.was);
}
