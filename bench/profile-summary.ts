/**
 * Where a server's CPU went: self time per package or source file, from the .cpuprofile files that
 * `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench` leaves (one per thread).
 *
 *   npx tsx bench/profile-summary.ts DIR [--map BUNDLE/main.js.map] [--top 25] [--last SECONDS]
 *
 * --last keeps only the samples of the profile's last SECONDS (the sustained phase, not start-up
 * and the clients connecting).
 * The bench deletes its server bundle when it ends; for source files rather than one `main.js`, build
 * the same sources again (`node scripts/build-server.mjs /tmp/bundle`) and pass its map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';

interface ProfileNode {
  id: number;
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

function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (!node || at < from) return;
    const group = groupOf(node.callFrame);
    self.set(group, (self.get(group) ?? 0) + dt);
    total += dt;
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
