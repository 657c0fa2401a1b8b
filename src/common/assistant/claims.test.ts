import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAIMS, claimsFor, REWORDED } from './claims';
import { rewriteMessage } from './rewrite';

// Every message written while building the engine, charged and calm, with and without score coverage.
const examples = readFileSync(
  path.resolve(import.meta.dirname, '../../../scripts/assistant-domain-messages.txt'),
  'utf8',
)
  .split('\n')
  .filter((l) => /^[CK]\|/.test(l))
  .map((l) => l.slice(2));

describe('improvements claim only what the rewrite did', () => {
  it('every claim shown holds of the original and the rewrite, on every example', () => {
    let shown = 0;
    for (const scoreCoverage of [false, true])
      for (const text of examples) {
        const r = rewriteMessage(text, { scoreCoverage });
        for (const said of r.improvements) {
          shown++;
          if (said === REWORDED) {
            expect(r.rewritten, text).not.toBe(text);
            continue;
          }
          const claim = CLAIMS.find((c) => c.say(text, r.rewritten) === said);
          expect(claim, `${said} for ${text}`).toBeDefined();
          expect(claim!.holds(text, r.rewritten), `${said}: ${text} -> ${r.rewritten}`).toBe(true);
        }
      }
    expect(shown).toBeGreaterThan(500);
    // 2 x 1,059 rewrites, half of them composing with compromise: tens of seconds on a loaded machine.
  }, 120_000);

  it('does not claim a softened absolute that is still there', () => {
    expect(claimsFor(['absolute'], 'You always do this.', 'You always do this, sadly.')).toEqual([REWORDED]);
    expect(claimsFor(['absolute'], 'You always do this.', 'You often do this.')).toEqual([
      "Softened absolutes ('you always')",
    ]);
  });

  it('does not claim name-calling removed when the insult stays', () => {
    expect(claimsFor(['insult'], 'You are an idiot, call me.', 'You are an idiot. Call me.')).toEqual([
      REWORDED,
    ]);
    expect(claimsFor(['insult'], 'You are an idiot, call me.', 'Call me.')).toEqual(['Removed name-calling']);
  });

  it('claims a request only when the rewrite asks for something', () => {
    const said = claimsFor(['blame'], 'You never call.', 'It bothers me when you do not call.');
    expect(said).toEqual(["Turned blame ('you never') into an 'I' statement"]);
    expect(claimsFor(['blame'], 'You never call.', 'Could you call me?')).toEqual([
      "Turned blame ('you never') into a clear request",
    ]);
  });

  it('claims nothing for a message left as written', () => {
    expect(claimsFor(['insult'], 'Thanks!', 'Thanks!')).toEqual([]);
  });
});
