import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The committed mutation results (`mutation/*.json`, written by `npm run
 * mutate -- SHARD`) are evidence about `core/` as it is: stale evidence is
 * no evidence. This fails as soon as a file of `core/` differs from the
 * source its shard mutated, a file of `core/` is in no shard, a shard has no
 * results, the scores fall under their targets, or a surviving mutant is
 * not argued in docs/mutation.md. Re-run the shard (`npm run mutate --
 * SHARD`, incremental: only what changed is tested again) and commit.
 */

interface Mutant {
  id: string;
  mutatorName: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const SHARDS = JSON.parse(readFileSync('mutation/shards.json', 'utf8')) as Record<string, { mutate: string[]; tests: string }>;

function coreSources(dir = 'core'): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...coreSources(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path.replace(/\\/g, '/'));
  }
  return out;
}

function report(shard: string): Report {
  return JSON.parse(readFileSync(`mutation/${shard}.json`, 'utf8')) as Report;
}

/** `core/select.ts:42:7 EqualityOperator`: how docs/mutation.md names a survivor. */
function label(file: string, m: Mutant): string {
  return `${file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName}`;
}

describe('the committed mutation results are current', () => {
  it('every file of core/ is in exactly one shard, and every shard has results', () => {
    const mutated = Object.entries(SHARDS).flatMap(([, s]) => s.mutate);
    expect([...mutated].sort()).toEqual(coreSources());
    for (const shard of Object.keys(SHARDS)) expect(() => report(shard), `mutation/${shard}.json`).not.toThrow();
  });

  it("each shard's results were made from core/ as it is now", () => {
    for (const shard of Object.keys(SHARDS)) {
      for (const [file, entry] of Object.entries(report(shard).files)) {
        expect(entry.source === readFileSync(file, 'utf8'), `${file} changed since mutation/${shard}.json: npm run mutate -- ${shard}`).toBe(true);
      }
    }
  });

  it('no mutant is switched off in the source (a disable comment would hide a survivor)', () => {
    for (const file of coreSources()) expect(readFileSync(file, 'utf8').includes('Stryker disable'), file).toBe(false);
  });

  it('the scores meet their targets and every survivor is argued in docs/mutation.md', () => {
    const doc = readFileSync('docs/mutation.md', 'utf8');
    let all = 0;
    let survivors = 0;
    const score = { properties: { detected: 0, valid: 0 }, everything: { detected: 0, valid: 0 } };
    for (const [shard, s] of Object.entries(SHARDS)) {
      const tally = score[s.tests as 'properties' | 'everything'];
      for (const [file, entry] of Object.entries(report(shard).files)) {
        for (const m of entry.mutants) {
          if (m.status === 'Ignored') continue;
          all++;
          tally.valid++;
          if (m.status === 'Killed' || m.status === 'Timeout') tally.detected++;
          else {
            survivors++;
            expect(doc.includes(label(file, m)), `${label(file, m)} (${m.status}) is not argued in docs/mutation.md`).toBe(true);
          }
        }
      }
    }
    expect(score.properties.detected / score.properties.valid, 'the property suite alone over core/ outside core/load/').toBeGreaterThanOrEqual(0.9);
    expect(score.everything.detected / score.everything.valid, 'npm test over core/load/').toBeGreaterThanOrEqual(0.7);
    expect(survivors / all, 'survivors, all of them argued as equivalent').toBeLessThanOrEqual(0.05);
  });
});
