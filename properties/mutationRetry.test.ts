import { describe, expect, it } from 'vitest';
import { retryRefusal, withoutUnmeasured } from '../scripts/mutation/unmeasured.mjs';

/** What `npm run mutate -- SHARD --retry-unmeasured` takes out of a shard's results before Stryker runs again. */
describe('a retry of the survivors that did not complete their tests', () => {
  const report = {
    schemaVersion: '2',
    files: {
      'core/a.ts': {
        language: 'typescript',
        mutants: [
          { id: '1', status: 'Killed', testsCompleted: 4 },
          { id: '2', status: 'Survived', testsCompleted: 0 },
          { id: '3', status: 'Survived', testsCompleted: 7 },
          { id: '4', status: 'NoCoverage', testsCompleted: 0 },
          { id: '5', status: 'Survived' },
          { id: '8', status: 'Survived', testsCompleted: 2, coveredBy: ['t1', 't2', 't3'] },
          { id: '9', status: 'Survived', testsCompleted: 3, coveredBy: ['t1', 't2', 't3'] },
          { id: '10', status: 'Killed', testsCompleted: 1, coveredBy: ['t1', 't2', 't3'] },
        ],
      },
      'core/b.ts': { language: 'typescript', mutants: [{ id: '6', status: 'Survived', testsCompleted: 0 }, { id: '7', status: 'Timeout', testsCompleted: 0 }] },
    },
  };

  it('takes out exactly the survivors whose run completed none or only some of their tests, and keeps everything else as it was', () => {
    const before = JSON.stringify(report);
    const { report: kept, removed } = withoutUnmeasured(report);
    // 2 and 6 completed no test, 8 two of the three that cover it; 10 was killed part way, which is a measurement.
    expect(removed).toBe(3);
    expect(kept.files['core/a.ts']!.mutants.map((m) => m.id)).toEqual(['1', '3', '4', '5', '9', '10']);
    expect(kept.files['core/b.ts']!.mutants.map((m) => m.id)).toEqual(['7']);
    expect(kept.schemaVersion).toBe('2');
    expect(kept.files['core/a.ts']!.language).toBe('typescript');
    expect(JSON.stringify(report)).toBe(before);
  });

  it('is refused unless the results exist, were made with the suite of now, and no other flag changes what is kept', () => {
    const ok = { shard: 'verbs', exists: true, force: false, reuse: false, recorded: true, changes: [] };
    expect(retryRefusal(ok)).toBeUndefined();
    expect(retryRefusal({ ...ok, exists: false })).toBe('--retry-unmeasured: mutation/verbs.json does not exist; run the shard first');
    expect(retryRefusal({ ...ok, force: true })).toBe('--retry-unmeasured runs alone: not with --force or --reuse');
    expect(retryRefusal({ ...ok, reuse: true })).toBe('--retry-unmeasured runs alone: not with --force or --reuse');
    expect(retryRefusal({ ...ok, recorded: false })).toBe('--retry-unmeasured: mutation/verbs.json was made with another test suite (none recorded); run it again with --force');
    expect(retryRefusal({ ...ok, changes: ['properties/a.ts', 'properties/b.ts'] })).toBe('--retry-unmeasured: mutation/verbs.json was made with another test suite (properties/a.ts, properties/b.ts); run it again with --force');
  });
});
