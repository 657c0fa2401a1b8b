/**
 * Imports labelled sentences written for the charged score into training/assistant/written/<name>.tsv.
 * Usage: tsx scripts/import-assistant-writing.ts <folder of .tsv files> <name>
 * Each file: a header `label domain style text`, then one sentence a row (training/assistant/LABELS.md).
 * Rows with a bad label, an empty field or an over-long text are refused and listed; a sentence already
 * in the file or written by someone else (same words, ignoring case and punctuation) is kept once.
 * Re-running replaces <name>.tsv, so a writer who is still adding rows can be imported again.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTsv, textKey, TRAINING_DIR } from './assistant-training/data';

const [folder, name] = process.argv.slice(2);
if (!folder || !name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: tsx scripts/import-assistant-writing.ts <folder> <name: a-z, 0-9, ->');
  process.exit(2);
}

const writtenDir = path.join(TRAINING_DIR, 'written');
const others = new Set(
  readdirSync(writtenDir)
    .filter((f) => f.endsWith('.tsv') && f !== `${name}.tsv`)
    .flatMap((f) => readTsv(path.join(writtenDir, f)).map((r) => textKey(r.text!))),
);

const kept = new Map<string, string>();
const refused: string[] = [];
let duplicates = 0;
for (const file of readdirSync(folder)
  .filter((f) => f.endsWith('.tsv'))
  .sort()) {
  for (const row of readTsv(path.join(folder, file))) {
    const text = (row.text ?? '').replace(/\s+/g, ' ').trim();
    const [label, domain, style] = [row.label, row.domain, row.style].map((c) =>
      (c ?? '').trim().toLowerCase(),
    );
    const bad =
      !['charged', 'calm'].includes(label!) ||
      !/^[a-z][a-z0-9-]*$/.test(domain!) ||
      !/^[a-z][a-z0-9-]*$/.test(style!) ||
      text.length < 2 ||
      text.length > 1000;
    if (bad) {
      refused.push(`${file}: ${JSON.stringify(row)}`);
      continue;
    }
    const key = textKey(text);
    if (kept.has(key) || others.has(key)) {
      duplicates++;
      continue;
    }
    kept.set(key, [label, domain, style, text].join('\t'));
  }
}

writeFileSync(
  path.join(writtenDir, `${name}.tsv`),
  ['label\tdomain\tstyle\ttext', ...kept.values()].join('\n') + '\n',
);
console.log(`${name}: ${kept.size} kept, ${duplicates} duplicates skipped, ${refused.length} refused`);
for (const r of refused) console.log(`  refused ${r}`);
