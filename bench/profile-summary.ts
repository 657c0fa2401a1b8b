/**
 * Where a server's CPU went: self time per package or source file, from the .cpuprofile files that
 * `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench` leaves (one per thread).
 *
 *   npx tsx bench/profile-summary.ts DIR [--map BUNDLE/main.js.map] [--top 25] [--last SECONDS]
 *     [--drop-last SECONDS] [--inclusive N]
 *
 * --last keeps only the samples of the profile's last SECONDS (the sustained phase, not start-up
 * and the clients connecting); --drop-last SECONDS leaves out the profile's final SECONDS (the server
 * shutting down after the bench's last round, which bench/send-cpu.ts's profiles end with). --inclusive N also lists the N functions with the most time spent in
 * them and what they called (a function counted once per sample however deep it recurs), by source
 * file when --map is given: what a piece of work costs in all, where self time scatters it.
 * The bench deletes its server bundle when it ends; for source files rather than one `main.js`, build
 * the same sources again (`node scripts/build-server.mjs /tmp/bundle`) and pass its map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const mapFile = option('--map');
const top = Number(option('--top') ?? 25);
const lastSeconds = Number(option('--last') ?? Infinity);
const inclusiveTop = Number(option('--inclusive') ?? 0);
const dropLastSeconds = Number(option('--drop-last') ?? 0);
const map = mapFile ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null;

/** The package, source file or kind of work a frame belongs to. */
function groupOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('wasm://')) return '(WebAssembly: PGlite PostgreSQL)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (map && url.endsWith('/main.js')) {
    // Both zero-based; an entry without a source is {} (Node's SourceMap).
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
    if (entry.originalSource) return entry.originalSource.replace(/^.*?src\//, 'src/');
  }
  return path.basename(url);
}

/** A function by its name and where it is (its source file with --map, else its group). */
function functionOf(frame: ProfileNode['callFrame']): string {
  return `${frame.functionName || '(anonymous)'} ${groupOf(frame)}`;
}

function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const inclusive = new Map<string, number>();
  let total = 0;
  const until = profile.endTime - dropLastSeconds * 1e6;
  const from = until - lastSeconds * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (!node || at < from || at > until) return;
    const group = groupOf(node.callFrame);
    self.set(group, (self.get(group) ?? 0) + dt);
    total += dt;
    if (inclusiveTop > 0 && group !== '(idle)') {
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
        const name = functionOf(byId.get(at)!.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
    }
  });
  const idle = self.get('(idle)') ?? 0;
  const busy = total - idle;
  console.log(
    `\n${path.basename(file)}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)}%)`,
  );
  console.log('| self time (share of busy) | where |\n| --- | --- |');
  const rows = [...self.entries()].filter(([g]) => g !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [group, us] of rows.slice(0, top)) {
    console.log(`| ${(us / 1e3).toFixed(0)} ms (${((us / busy) * 100).toFixed(1)}%) | ${group} |`);
  }
  if (inclusiveTop > 0) {
    console.log('\n| in it and what it called (share of busy) | function |\n| --- | --- |');
    const functions = [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, inclusiveTop);
    for (const [name, us] of functions) {
      console.log(`| ${(us / 1e3).toFixed(0)} ms (${((us / busy) * 100).toFixed(1)}%) | ${name} |`);
    }
  }
}

const inputs = args.flatMap((a) =>
  fs.statSync(a).isDirectory()
    ? fs
        .readdirSync(a)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(a, f))
    : [a],
);
for (const file of inputs) summarise(file);
