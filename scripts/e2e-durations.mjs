#!/usr/bin/env node
/**
 * Where a browser run's time went, from Playwright's JSON report (playwright.config.ts writes one to
 * test-results/<E2E_PORT>/report.json on every run): the run's wall time, the sum of test durations,
 * each file's sum, and the slowest tests. `node scripts/e2e-durations.mjs [report.json] [how many]`.
 */
import fs from 'node:fs';

const file = process.argv[2] ?? `test-results/${process.env.E2E_PORT ?? 5055}/report.json`;
const most = Number(process.argv[3] ?? 20);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));

const tests = [];
(function walk(suite, titles) {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      for (const r of t.results)
        tests.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          seconds: r.duration / 1000,
          status: r.status,
          retry: r.retry,
        });
  for (const child of suite.suites ?? [])
    walk(child, child.title === child.file ? titles : [...titles, child.title]);
})({ suites: report.suites }, []);

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const s = (x) => `${x.toFixed(1)} s`;
const counts = {};
for (const t of tests) counts[t.status] = (counts[t.status] ?? 0) + 1;
console.log(`${file}: wall ${s(report.stats.duration / 1000)}, ${tests.length} results`, counts);
console.log(`sum of test durations ${s(sum(tests.map((t) => t.seconds)))}`);
const byFile = new Map();
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.seconds);
console.log('\nper file:');
for (const [f, secs] of [...byFile].sort((a, b) => b[1] - a[1]))
  console.log(`  ${s(secs).padStart(9)}  ${f}`);
console.log(`\nslowest ${most}:`);
for (const t of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, most))
  console.log(
    `  ${s(t.seconds).padStart(9)}  ${t.file}: ${t.title.slice(0, 110)}${t.retry ? ` (retry ${t.retry})` : ''} ${t.status === 'passed' ? '' : t.status}`,
  );
