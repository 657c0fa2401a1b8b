/**
 * The calm core of a charged sentence that no reshaped form could say: what only wounds cut at the sentence's
 * seams. A jab often rides on a plain point as a tail ("I'm not covering your half again while you buy concert
 * tickets."), a head ("Since you cannot seem to wash a dish, I will be putting your things on the porch."), an
 * aside between commas ("I am writing to record, yet again, your failure to return Chloe by 6pm") or a word of
 * exasperation ("apparently", "for once", "yet again"). Each cut is tried, the most words kept first, and the
 * first that passes the caller's whole output check (every fact kept, no fragment, nothing added, no longer
 * read as charged) is the sentence's calm form. Nothing is reworded here: only the sender's own words remain.
 */

import { closingMark, PUNCT_SEAM, seamsOf, withoutHeat } from './calm-parts';

/** A head that only gives a (usually wounding) reason: it may go when a main clause follows its comma. */
const REASON_HEAD = /^(?:since|as|seeing as|given|considering|because|now that|while)\b/i;
/** What no sentence starts with once its main clause is gone. */
const SUBORDINATE_START =
  /^(?:if|unless|when|whenever|before|after|because|since|as|while|though|although|like|so|and|but|or|until|till)\b/i;
/** A greeting left alone says nothing ("Dear Resident of Unit 3."). */
const GREETING_ONLY = /^(?:dear|hi|hello|hey|good (?:morning|afternoon|evening))\b[^,.!?]*$/i;
/** What no sentence ends with. */
const DANGLING_END =
  /\b(?:i['’]m|you['’]re|we['’]re|they['’]re|he['’]s|she['’]s|it['’]s|is|are|was|were|am|be|the|a|an|to|of|for|with|at|in|on|by|from|and|or|but|so|if|than|that|my|your|our|their|his|her|its)$/i;

/** At most this many cut forms are checked (each check scores the sentence: tens of microseconds). */
const MAX_TRIED = 24;
const MIN_WORDS = 3;

export function trimmedCalm(sentence: string, passes: (candidate: string) => boolean): string | null {
  const body = sentence.trim();
  const end = /[.!?…]+["'’”)]*\s*$/u.exec(body)?.[0] ?? '';
  const core = body.slice(0, body.length - end.length).trim();
  const asked = end.includes('?');
  const variants = new Set<string>();
  const add = (text: string) => {
    const shaped = shape(text, asked);
    if (shaped && shaped !== body && words(shaped) >= MIN_WORDS) variants.add(shaped);
  };
  const cooled = withoutHeat(core);
  for (const base of cooled !== core ? [core, cooled] : [core]) {
    if (base !== core) add(base);
    const cuts = seamsOf(base);
    // The tail goes ("..., and I'm not asking twice", "while you buy concert tickets").
    for (const at of cuts) add(base.slice(0, at.start));
    // A reason that only wounds goes before its main clause ("Since you can't lift a sponge, ...").
    for (const at of cuts) if (at.punct && REASON_HEAD.test(base)) add(base.slice(at.end));
    // An aside between two commas goes ("Dear Michael, since you apparently cannot ..., I will ...").
    for (let i = 0; i + 1 < cuts.length; i++)
      if (cuts[i]!.punct && cuts[i + 1]!.punct)
        add(base.slice(0, cuts[i]!.end) + base.slice(cuts[i + 1]!.end));
  }
  const ordered = [...variants].sort((a, b) => words(b) - words(a)).slice(0, MAX_TRIED);
  return ordered.find((v) => passes(v)) ?? null;
}

/** A clause made a sentence: its first letter capital, a full stop or question mark; none that cannot stand. */
function shape(text: string, asked: boolean): string {
  const t = text.trim().replace(/^[,;:\-–—\s]+|[,;:\-–—\s]+$/g, '');
  // Nor may its last clause be a subordinate one whose main clause was cut ("Please note that, as you have ...").
  const lastClause = t.split(PUNCT_SEAM).at(-1) ?? t;
  const cannotStand = [SUBORDINATE_START, DANGLING_END, GREETING_ONLY].some((re) => re.test(t));
  if (!/[\p{L}\p{N}]/u.test(t) || cannotStand || SUBORDINATE_START.test(lastClause)) return '';
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return capital + closingMark(capital, asked);
}

function words(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
