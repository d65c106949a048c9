import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killersOf, shardsText, verdictModules } from '../scripts/mutation/killerModules.mjs';

/**
 * What `node scripts/mutation/killerModules.mjs` reads as the evidence for a
 * property shard's `only` list (docs/mutation.md, "Which property modules a
 * shard runs"): hand-written results and verdicts, each answer written out.
 */
const TITLES: [string, string][] = [
  ['identifier rows', 'properties/identifiers.property.test.ts'],
  ['slot pairs', 'properties/slotPairs.property.test.ts'],
  ['summary', 'properties/summary.property.test.ts'],
];

describe('the evidence for a shard\'s list of modules', () => {
  it('takes every killer, the first covering test of a timeout with no killer, and names the tests no module owns', () => {
    const results = {
      testFiles: {
        entry: {
          tests: [
            { id: '0', name: 'summary reads back' },
            { id: '1', name: 'identifier rows each row' },
            { id: '2', name: 'slot pairs replace' },
            { id: '3', name: 'a title no module has' },
          ],
        },
      },
      files: {
        'core/a.ts': {
          mutants: [
            { status: 'Killed', killedBy: ['1'] },
            { status: 'Survived', coveredBy: ['0', '2'] },
            // A timeout names no killer: the runner stopped at the first test covering it that it ran.
            { status: 'Timeout', coveredBy: ['2', '0'] },
            { status: 'Killed', killedBy: ['3'] },
            { status: 'Killed', killedBy: ['properties/test-helpers/mutationSuite.ts#properties/verbForms.property.test.ts loads'] },
          ],
        },
      },
    };
    const { modules, unmapped } = killersOf(results, TITLES);
    // The timeout's covering tests in the run's order: '0' (summary) runs before '2' (slot pairs).
    expect([...modules].sort()).toEqual(['properties/identifiers.property.test.ts', 'properties/summary.property.test.ts', 'properties/verbForms.property.test.ts']);
    expect([...unmapped]).toEqual(['a title no module has']);
  });

  it('a static timeout is first covered by the run\'s first test', () => {
    const results = {
      testFiles: { entry: { tests: [{ id: '7', name: 'slot pairs replace' }, { id: '8', name: 'summary reads back' }] } },
      files: { 'core/a.ts': { mutants: [{ status: 'Timeout', static: true }] } },
    };
    expect([...killersOf(results, TITLES).modules]).toEqual(['properties/slotPairs.property.test.ts']);
  });

  it('reads the modules of confirmed kills only, each placed in the shard its line is in', () => {
    const shards = {
      'supersession-2': { mutate: ['core/compact/supersession.ts:1-230'], tests: 'properties' as const },
      'supersession-3': { mutate: ['core/compact/supersession.ts:231-524'], tests: 'properties' as const },
    };
    const text = [
      '- `core/compact/supersession.ts:107:13 Regex ×2`: killed by a row (confirmed: spliced alone, properties/slotPairs.property.test.ts failed) ‖ left: no row holds (properties/summary.property.test.ts passes it)',
      '- `core/compact/supersession.ts:300:5 ArrayDeclaration`: killed by a row of properties/identifiers.property.test.ts (checked by hand)',
      '- `core/compact/supersession.ts:301:5 ArrayDeclaration`: killed (confirmed: spliced alone, properties/gone.property.test.ts failed)',
      '- `core/compact/other.ts:3:1 Regex`: killed (confirmed: spliced alone, properties/summary.property.test.ts failed)',
    ].join('\n');
    const found = verdictModules(shards, text, TITLES.map(([, module]) => module));
    expect(Object.fromEntries(Object.entries(found).map(([shard, set]) => [shard, [...set]]))).toEqual({
      'supersession-2': ['properties/slotPairs.property.test.ts'],
    });
  });

  it('writes the shards one a line, as mutation/shards.json is kept', () => {
    const text = shardsText({ a: { mutate: ['core/a.ts'], tests: 'properties', only: ['properties/x.property.test.ts', 'properties/y.property.test.ts'] } });
    expect(text).toBe('{\n  "a": { "mutate": ["core/a.ts"], "tests": "properties", "only": ["properties/x.property.test.ts", "properties/y.property.test.ts"] }\n}\n');
    // The committed file is in that layout, so --write changes only the lists it adds to.
    const committed = readFileSync('mutation/shards.json', 'utf8');
    expect(shardsText(JSON.parse(committed))).toBe(committed);
  });
});
