/**
 * Reads the charged-score training data (training/assistant/README.md): the sentences written for
 * Parley's domains, the development messages of scripts/assistant-domain-messages.txt, and the public
 * ParaDetox and GoEmotions lines. Each example says where it came from, so the held-out figures can be
 * reported per source, domain and style.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Label = 'charged' | 'calm';

export interface Example {
  text: string;
  label: Label;
  /** "written:<writer>", "domain-messages", "paradetox", "goemotions". */
  source: string;
  domain: string;
  style: string;
}

export const TRAINING_DIR = path.resolve(import.meta.dirname, '..', '..', 'training', 'assistant');
const DOMAIN_MESSAGES = path.resolve(import.meta.dirname, '..', 'assistant-domain-messages.txt');

export function readTsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const cols = header!.split('\t');
  return rows.map((r) => {
    const cells = r.split('\t');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/**
 * The files a second writer added on 2026-11-27 (training/assistant/README.md). The eval reports the held-out split
 * without them too, so the figures on the split as it was before stay comparable.
 */
export const isSecondWriter = (source: string): boolean =>
  /^(?:written:|calm:)styles-2$|^purpose:writer2-/.test(source);

/** The comparison key: two texts that differ only in case, spacing or punctuation are one sentence. */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}']+/gu, ' ')
    .trim();
}

function written(): Example[] {
  const dir = path.join(TRAINING_DIR, 'written');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .flatMap((f) =>
      readTsv(path.join(dir, f)).map((r) => ({
        text: r.text!,
        label: r.label as Label,
        source: `written:${f.replace(/\.tsv$/, '')}`,
        domain: r.domain!,
        style: r.style!,
      })),
    );
}

function domainMessages(): Example[] {
  return readFileSync(DOMAIN_MESSAGES, 'utf8')
    .split('\n')
    .filter((l) => /^[CK]\|/.test(l))
    .map((l) => ({
      text: l.slice(2),
      label: l[0] === 'C' ? 'charged' : 'calm',
      source: 'domain-messages',
      domain: 'mixed',
      style: 'mixed',
    }));
}

function paradetox(): Example[] {
  return readTsv(path.join(TRAINING_DIR, 'public', 'detox-pairs.tsv')).flatMap((r) => [
    { text: r.source!, label: 'charged', source: 'paradetox', domain: 'public', style: 'toxic comment' },
    { text: r.reference!, label: 'calm', source: 'paradetox', domain: 'public', style: 'neutral rewrite' },
  ]);
}

/**
 * GoEmotions lines labelled joy, neutral, surprise, sadness or fear are calm (feelings said plainly).
 * Anger and disgust are left out: a reader's anger at a film or a team is calm by the labelling guide,
 * and the labels do not say which lines attack the reader.
 */
const CALM_EMOTIONS = new Set(['joy', 'neutral', 'surprise', 'sadness', 'fear']);

function goemotions(): Example[] {
  return readTsv(path.join(TRAINING_DIR, 'public', 'tone-labels.tsv'))
    .filter((r) => CALM_EMOTIONS.has(r.ekman!))
    .map((r) => ({ text: r.text!, label: 'calm', source: 'goemotions', domain: 'public', style: r.ekman! }));
}

export interface Loaded {
  examples: Example[];
  /** Texts dropped because the same sentence carried both labels. */
  conflicts: string[];
  duplicates: number;
}

/**
 * The public data's labels are stand-ins (a ParaDetox "neutral rewrite" can still be "Grow up." or "What is
 * wrong with you??"); the sentences written for Parley follow LABELS.md. So when the two disagree, the
 * written label stands, and only a disagreement within the same side drops the sentence.
 */
const isPublic = (e: Example) => e.source === 'paradetox' || e.source === 'goemotions';

/**
 * Every example once: the first copy of a sentence wins (written data before the development set before
 * the public data), and a sentence labelled both ways by Parley's own data (or both ways by the public
 * data alone) is dropped altogether.
 */
export function loadExamples(): Loaded {
  const all = [...written(), ...domainMessages(), ...paradetox(), ...goemotions()].filter(
    (e) => textKey(e.text) !== '',
  );
  const own = new Set(all.filter((e) => !isPublic(e)).map((e) => textKey(e.text)));
  const labels = new Map<string, Set<Label>>();
  for (const e of all) {
    const k = textKey(e.text);
    if (isPublic(e) && own.has(k)) continue;
    labels.set(k, (labels.get(k) ?? new Set()).add(e.label));
  }
  const seen = new Set<string>();
  const conflicts = new Set<string>();
  const examples: Example[] = [];
  let duplicates = 0;
  for (const e of all) {
    const k = textKey(e.text);
    if (labels.get(k)!.size > 1) {
      conflicts.add(e.text);
      continue;
    }
    if (seen.has(k)) {
      duplicates++;
      continue;
    }
    seen.add(k);
    examples.push(e);
  }
  return { examples, conflicts: [...conflicts], duplicates };
}
