/**
 * The purpose reader on its held-out split (training/assistant/purpose/, fold 0 of split.ts): precision and
 * recall per purpose of the learned reader (purposeOf), of the hand-written regular expressions it replaced
 * (rulePurposeOf), and of each alone on the jab / not-jab decision the composer turns on; and the share of
 * held-out calm sentences (derived, purpose-data.ts) each would call a jab. Run by `npm run eval:assistant`;
 * alone: `npx tsx scripts/eval-purpose.ts` (`--misses` prints the model's held-out misses).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { JABS, purposeOf, rulePurposeOf, type Purpose } from '../src/common/assistant/purpose';
import { MODEL_PURPOSES, purposeScores } from '../src/common/assistant/purpose-model';
import { isSecondWriter } from './assistant-training/data';
import { loadPurposeExamples, type PurposeExample } from './assistant-training/purpose-data';
import { isTestText } from './assistant-training/split';

export interface PurposeReport {
  lines: string[];
  figures: Array<[string, string, string]>;
}

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');

function prf(gold: readonly string[], said: readonly string[], p: string) {
  let tp = 0;
  let sp = 0;
  let gp = 0;
  gold.forEach((g, i) => {
    if (said[i] === p) sp++;
    if (g === p) gp++;
    if (g === p && said[i] === p) tp++;
  });
  return { n: gp, p: tp / sp, r: tp / gp };
}

export function purposeReport(showMisses = false): PurposeReport {
  const test = loadPurposeExamples().examples.filter((e) => isTestText(e.text));
  const labelled = test.filter((e): e is PurposeExample & { purpose: Purpose } => e.purpose !== 'not-jab');
  const calm = test.filter((e) => e.purpose === 'not-jab');
  const gold = labelled.map((e) => e.purpose as string);
  const model = labelled.map((e) => purposeOf(e.text, true));
  const rules = labelled.map((e) => rulePurposeOf(e.text, true));
  const lines = [
    `Purpose reader, held-out (${labelled.length} labelled sentences, each read as part of a charged message):`,
    '| purpose | n | model P | model R | rules P | rules R |',
    '| --- | --: | --: | --: | --: | --: |',
  ];
  for (const p of MODEL_PURPOSES) {
    const m = prf(gold, model, p);
    const r = prf(gold, rules, p);
    lines.push(`| ${p} | ${m.n} | ${f3(m.p)} | ${f3(m.r)} | ${f3(r.p)} | ${f3(r.r)} |`);
  }
  const acc = (said: readonly string[]) => said.filter((s, i) => s === gold[i]).length / gold.length;
  const isJab = (p: string) => JABS.has(p as Purpose);
  const toJab = (p: string) => (isJab(p) ? 'jab' : 'no');
  const goldJab = gold.map(toJab);
  const jabOf = (said: readonly string[]) => said.map(toJab);
  const mj = prf(goldJab, jabOf(model), 'jab');
  const rj = prf(goldJab, jabOf(rules), 'jab');
  const calmJab = (read: (t: string) => Purpose) =>
    calm.filter((e) => isJab(read(e.text))).length / calm.length;
  const mCalm = calmJab((t) => purposeOf(t, true));
  const rCalm = calmJab((t) => rulePurposeOf(t, true));
  lines.push(
    `accuracy: model ${f3(acc(model))}, rules ${f3(acc(rules))}`,
    `jab or not: model P ${f3(mj.p)} R ${f3(mj.r)}; rules P ${f3(rj.p)} R ${f3(rj.r)} (${mj.n} jabs)`,
    `held-out calm sentences read as a jab if they were flagged charged: model ${f3(mCalm)}, rules ${f3(rCalm)} (${calm.length})`,
  );
  // The split as it was before the second writer's files, and those files' own held-out sentences.
  for (const [name, keep] of [
    ['without the second writer', (src: string) => !isSecondWriter(src)],
    ['the second writer only', isSecondWriter],
  ] as const) {
    const at = labelled.flatMap((e, i) => (keep(e.source) ? [i] : []));
    const g = at.map((i) => gold[i]!);
    const m = at.map((i) => model[i]!);
    const r = at.map((i) => rules[i]!);
    const part = calm.filter((e) => keep(e.source));
    const jabRecall = (said: string[]) => prf(g.map(toJab), said.map(toJab), 'jab');
    const subAcc = (said: string[]) => said.filter((x, j) => x === g[j]).length / g.length;
    lines.push(
      `  ${name}: accuracy model ${f3(subAcc(m))}, rules ${f3(subAcc(r))} (${g.length}); jab recall model ` +
        `${f3(jabRecall(m).r)}, rules ${f3(jabRecall(r).r)} (${jabRecall(m).n} jabs); calm read as a jab model ` +
        `${f3(part.filter((e) => isJab(purposeOf(e.text, true))).length / part.length)} (${part.length})`,
    );
  }
  // Time per sentence: the model alone (features once, eleven dot products), and purposeOf as the composer calls
  // it (with the rules, and compromise's reading of a greeting or a command).
  const timed = (read: (t: string) => unknown) => {
    for (const e of labelled) read(e.text);
    const times = labelled.map((e) => {
      const t0 = performance.now();
      read(e.text);
      return performance.now() - t0;
    });
    times.sort((a, b) => a - b);
    // CPU time is what the reader costs; wall time on a loaded machine includes waiting for a core.
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < 5; k++) for (const e of labelled) read(e.text);
    const cpu = process.cpuUsage(cpu0);
    const cpuMean = (cpu.user + cpu.system) / (5 * labelled.length);
    const us = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 1000).toFixed(0);
    return `CPU mean ${cpuMean.toFixed(0)} µs, wall p50 ${us(0.5)} µs, p99 ${us(0.99)} µs`;
  };
  lines.push(
    `time per sentence (wall, load average ${os.loadavg()[0]!.toFixed(1)}): model ${timed(purposeScores)}; ` +
      `purposeOf ${timed((t) => purposeOf(t))}`,
  );
  if (showMisses)
    labelled.forEach((e, i) => {
      if (model[i] !== e.purpose)
        lines.push(`  miss ${e.purpose} -> ${model[i]} (rules ${rules[i]}): ${e.text}`);
    });
  return {
    lines,
    figures: [
      ['purpose reader, held-out: accuracy (model / rules)', `${f3(acc(model))} / ${f3(acc(rules))}`, '—'],
      ['purpose reader, held-out: jab recall (model / rules)', `${f3(mj.r)} / ${f3(rj.r)}`, '—'],
      ['purpose reader, held-out calm read as a jab (model / rules)', `${f3(mCalm)} / ${f3(rCalm)}`, 'lower'],
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(purposeReport(process.argv.includes('--misses')).lines.join('\n'));
