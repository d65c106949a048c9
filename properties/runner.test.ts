import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty, checkProperty, DEFAULT_RUNS, DEFAULT_SEED, replayLine, runSettings, testNamePattern, vitestTarget } from './runner.js';

/** A property that fails for every n ≥ 7: shrinks to exactly 7. */
const failsFromSeven = fc.property(fc.integer({ min: 0, max: 1000 }), (n) => n < 7);

describe('run settings', () => {
  it('pins seed and runs by default', () => {
    expect(runSettings({})).toEqual({ seed: DEFAULT_SEED, numRuns: DEFAULT_RUNS, path: undefined });
  });

  it('takes BAGLAM_SEED, BAGLAM_RUNS and BAGLAM_PATH from the environment', () => {
    expect(runSettings({ BAGLAM_SEED: '-42', BAGLAM_RUNS: '5000', BAGLAM_PATH: '3:1:0' })).toEqual({ seed: -42, numRuns: 5000, path: '3:1:0' });
  });

  it.each([
    [{ BAGLAM_SEED: 'abc' }, /BAGLAM_SEED/],
    [{ BAGLAM_SEED: '1.5' }, /BAGLAM_SEED/],
    [{ BAGLAM_RUNS: '0' }, /BAGLAM_RUNS/],
    [{ BAGLAM_RUNS: 'many' }, /BAGLAM_RUNS/],
  ])('refuses %j loudly rather than fall back to a default', (env, message) => {
    expect(() => runSettings(env)).toThrow(message);
  });
});

describe('failures replay', () => {
  it('reports the seed, the path and the shrunk counterexample', () => {
    const outcome = checkProperty(failsFromSeven, { seed: 1, numRuns: 200, path: undefined });
    expect(outcome.status).toBe('failed');
    if (outcome.status !== 'failed') return;
    expect(outcome.seed).toBe(1);
    expect(outcome.counterexample).toBe('[7]');
    expect(outcome.path).toMatch(/^\d+(:\d+)*$/);
  });

  it('the reported seed and path replay the same counterexample', () => {
    const first = checkProperty(failsFromSeven, { seed: 99, numRuns: 200, path: undefined });
    if (first.status !== 'failed') throw new Error('expected a failure');
    const replayed = checkProperty(failsFromSeven, { seed: first.seed, numRuns: 200, path: first.path });
    expect(replayed).toMatchObject({ status: 'failed', counterexample: first.counterexample });
  });

  it('the same seed finds the same counterexample again (nothing depends on the clock)', () => {
    const settings = { seed: 12345, numRuns: 200, path: undefined };
    expect(checkProperty(failsFromSeven, settings)).toEqual(checkProperty(failsFromSeven, settings));
  });

  it('assertProperty throws the replay command with seed and path', () => {
    const target = vitestTarget('properties/x.property.test.ts', ['C2', 'holds on core/']);
    expect(target).toBe("npx vitest run properties/x.property.test.ts -t '^C2 holds on core/$'");
    let message = '';
    try {
      assertProperty(failsFromSeven, { seed: 5, numRuns: 200, path: undefined }, target);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/Counterexample: \[7\]/);
    expect(message).toMatch(/BAGLAM_SEED=5 BAGLAM_PATH=[\d:]+ npx vitest run properties\/x\.property\.test\.ts -t '\^C2 holds on core\/\$'/);
  });

  it('counts the runs in the right number: "1 run", "3 runs"', () => {
    const alwaysFails = fc.property(fc.constant(0), () => false);
    expect(() => assertProperty(alwaysFails, { seed: 5, numRuns: 200, path: undefined }, 'npx vitest run x')).toThrow(/^Property failed after 1 run: /);
    let calls = 0;
    const failsOnThird = fc.property(fc.constant(0), () => ++calls < 3);
    expect(() => assertProperty(failsOnThird, { seed: 5, numRuns: 200, path: undefined }, 'npx vitest run x')).toThrow(/^Property failed after 3 runs: /);
  });

  it('the -t pattern is every name joined by one space (as vitest 4 matches it), escaped and anchored', () => {
    const names = ['C2 C3 C4: never over budget (a.k.a. $1) > [x]', 'holds on core/ | +? {2} \\ ^'];
    const pattern = new RegExp(testNamePattern(names));
    // vitest 4's own full name for -t: describe and test names joined by a space.
    expect(pattern.test(names.join(' '))).toBe(true);
    expect(pattern.test(`${names.join(' ')} again`)).toBe(false);
    expect(pattern.test(`outer ${names.join(' ')}`)).toBe(false);
    expect(pattern.test(names.join(' > '))).toBe(false);
  });

  it('the replay command quotes what a shell would split or expand', () => {
    expect(vitestTarget('properties/a b.test.ts', ["it's $HOME"])).toBe(`npx vitest run 'properties/a b.test.ts' -t '^it'\\''s \\$HOME$'`);
    expect(vitestTarget('properties/x.test.ts')).toBe('npx vitest run properties/x.test.ts');
  });

  it('a time limit on shrinking still finds the failure, and its path replays what was reached', () => {
    for (const shrinkTimeLimitMs of [0, 60_000]) {
      const outcome = checkProperty(failsFromSeven, { seed: 3, numRuns: 200, path: undefined }, { shrinkTimeLimitMs });
      if (outcome.status !== 'failed') throw new Error('expected a failure');
      if (shrinkTimeLimitMs > 0) expect(outcome.counterexample).toBe('[7]');
      const replayed = checkProperty(failsFromSeven, { seed: outcome.seed, numRuns: 200, path: outcome.path }, { shrink: false });
      expect(replayed).toMatchObject({ status: 'failed', counterexample: outcome.counterexample });
    }
  });

  it('a holding property reports how many cases it ran', () => {
    expect(checkProperty(fc.property(fc.nat(), (n) => n >= 0), { seed: 1, numRuns: 17, path: undefined })).toEqual({ status: 'held', numRuns: 17, seed: 1 });
  });

  it('replayLine puts the variables before the command', () => {
    expect(replayLine({ seed: 3, path: '0:1' }, 'baglam check')).toBe('BAGLAM_SEED=3 BAGLAM_PATH=0:1 baglam check');
  });
});
