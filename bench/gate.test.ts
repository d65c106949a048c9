import { describe, expect, test } from 'vitest';
import { parseBaseline, BaselineError, type BaselineEntry, type Environment } from './baseline.js';
import { confirmSlowdowns, judge, QUICK_GATE } from './gate.js';
import { summarize, type RoundSample } from './measure.js';
import { REFERENCE_TASK } from './tasks.js';

/**
 * The gate's decisions on invented measurements: no clock is read here, so
 * these tests say what the gate concludes from given numbers, never how fast
 * anything is.
 */

const env: Environment = { node: 'v20.0.0', cpu: 'Test CPU', cores: 2, platform: 'linux x64' };
const config = { tolerance: 1.5, minRoundSamples: 10, minGatedMs: 0.01 };

/** Rounds of invented medians (ms) per task; every sample count is 50 unless given. */
function rounds(perTask: Record<string, number[]>, samples = 50): Map<string, RoundSample>[] {
  const count = Object.values(perTask)[0]!.length;
  return Array.from({ length: count }, (_, r) =>
    new Map(Object.entries(perTask).map(([name, medians]) => [name, { median: medians[r]!, p99: medians[r]! * 2, samples }])),
  );
}

const baseline: BaselineEntry = {
  workload: 'test',
  tasks: { [REFERENCE_TASK]: { ratio: 1, median: 10 }, 'assemble warm': { ratio: 0.1, median: 1 }, select: { ratio: 0.01, median: 0.1 } },
};

function measured(perTask: Record<string, number[]>, samples?: number) {
  return summarize(Object.keys(perTask), rounds(perTask, samples));
}

describe('summarize', () => {
  test('takes each ratio against the reference of the same round, then the median over rounds', () => {
    // The machine slows down 3× in round 2: the times move, the ratio does not.
    const [, warm] = measured({ [REFERENCE_TASK]: [10, 30, 10], 'assemble warm': [1, 3, 1] });
    expect(warm!.ratios).toEqual([0.1, 0.1, 0.1]);
    expect(warm!.ratio).toBeCloseTo(0.1);
    expect(warm!.median).toBe(1);
    expect(warm!.minRoundSamples).toBe(50);
  });

  test('one disturbed round does not move the median ratio', () => {
    const [, warm] = measured({ [REFERENCE_TASK]: [10, 10, 10, 10, 10], 'assemble warm': [1, 1.1, 9, 0.9, 1] });
    expect(warm!.ratio).toBeCloseTo(0.1);
  });
});

describe('judge', () => {
  test('flags a synthetic 10× slowdown of one task and exits 1', () => {
    const tasks = measured({ [REFERENCE_TASK]: [10, 11, 9], 'assemble warm': [10, 11, 9], select: [0.1, 0.11, 0.09] });
    const result = judge(tasks, baseline, config, env, env);
    expect(result.exitCode).toBe(1);
    expect(result.verdicts).toEqual([
      expect.objectContaining({ task: 'assemble warm', state: 'slower', change: expect.closeTo(10, 5) }),
      expect.objectContaining({ task: 'select', state: 'ok' }),
    ]);
  });

  test('passes noise: ±30 % per round, one round off by 5×, a machine twice as slow', () => {
    const tasks = measured({
      [REFERENCE_TASK]: [20, 20, 20, 20, 20],
      'assemble warm': [2.6, 1.4, 10, 2.2, 1.8],
      select: [0.2, 0.26, 0.14, 0.2, 1],
    });
    const result = judge(tasks, baseline, config, env, env);
    expect(result.verdicts.map((v) => v.state)).toEqual(['ok', 'ok']);
    expect(result.exitCode).toBe(0);
  });

  test('a slowdown just past the tolerance fails, just under passes', () => {
    const at = (factor: number) =>
      judge(measured({ [REFERENCE_TASK]: [10], 'assemble warm': [factor] }), baseline, config, env, env).exitCode;
    expect(at(1.4)).toBe(0);
    expect(at(1.6)).toBe(1);
  });

  test('a task without a baseline, or with too few samples, cannot be judged: exit 2', () => {
    const fresh = judge(measured({ [REFERENCE_TASK]: [10], 'new task': [1] }), baseline, config, env, env);
    expect(fresh.verdicts).toEqual([{ task: 'new task', state: 'no-baseline', ratio: 0.1 }]);
    expect(fresh.exitCode).toBe(2);
    const thin = judge(measured({ [REFERENCE_TASK]: [10], 'assemble warm': [1] }, 3), baseline, config, env, env);
    expect(thin.verdicts).toEqual([{ task: 'assemble warm', state: 'too-few-samples', samples: 3, needed: 10 }]);
    expect(thin.exitCode).toBe(2);
    expect(judge(measured({ [REFERENCE_TASK]: [10], 'assemble warm': [1] }), undefined, config, env).exitCode).toBe(2);
  });

  test('a slower task outranks an unjudged one: exit 1', () => {
    const tasks = measured({ [REFERENCE_TASK]: [10], 'assemble warm': [10], 'new task': [1] });
    expect(judge(tasks, baseline, config, env, env).exitCode).toBe(1);
  });

  test('a task faster than 10 µs is reported, not gated, even 10× slower', () => {
    const tiny: BaselineEntry = { workload: 'test', tasks: { clamp: { ratio: 0.0001, median: 0.001 }, 'assemble warm': { ratio: 0.1, median: 1 } } };
    const result = judge(measured({ [REFERENCE_TASK]: [10], clamp: [0.009], 'assemble warm': [1] }), tiny, config, env, env);
    expect(result.verdicts).toEqual([expect.objectContaining({ task: 'assemble warm', state: 'ok' })]);
    expect(result.notGated).toEqual([{ task: 'clamp', ratio: expect.closeTo(0.0009, 6), median: 0.009 }]);
    expect(result.exitCode).toBe(0);
    const grown = judge(measured({ [REFERENCE_TASK]: [10], clamp: [0.011] }), tiny, config, env, env);
    expect(grown.verdicts).toEqual([expect.objectContaining({ task: 'clamp', state: 'slower' })]);
  });

  test('a task whose baseline was under 10 µs is judged only for a growth far beyond its noise', () => {
    // The baseline's 2.8 µs is itself noise: measured at 11 µs (×3.9) it is reported, not failed; at 40 µs (×14) it fails.
    const fast: BaselineEntry = { workload: 'test', tasks: { report: { ratio: 0.00028, median: 0.0028 }, 'assemble warm': { ratio: 0.1, median: 1 } } };
    const noisy = judge(measured({ [REFERENCE_TASK]: [10], report: [0.011], 'assemble warm': [1] }), fast, config, env, env);
    expect(noisy.verdicts).toEqual([expect.objectContaining({ task: 'assemble warm', state: 'ok' })]);
    expect(noisy.notGated).toEqual([{ task: 'report', ratio: expect.closeTo(0.0011, 6), median: 0.011 }]);
    expect(noisy.exitCode).toBe(0);
    // Just over the tolerance times the noise factor (1.5 × 4 = ×6): judged, and slower.
    const past = judge(measured({ [REFERENCE_TASK]: [10], report: [0.0171], 'assemble warm': [1] }), fast, config, env, env);
    expect(past.verdicts).toContainEqual(expect.objectContaining({ task: 'report', state: 'slower' }));
    expect(past.exitCode).toBe(1);
    const blown = judge(measured({ [REFERENCE_TASK]: [10], report: [0.04], 'assemble warm': [1] }), fast, config, env, env);
    expect(blown.verdicts).toContainEqual(expect.objectContaining({ task: 'report', state: 'slower' }));
    // A baseline over 10 µs keeps the plain tolerance: ×1.6 fails.
    const slow = judge(measured({ [REFERENCE_TASK]: [10], 'assemble warm': [1.6] }), baseline, config, env, env);
    expect(slow.verdicts).toEqual([expect.objectContaining({ task: 'assemble warm', state: 'slower' })]);
  });

  test('a run in which no task was gated judged nothing: exit 2, never a pass', () => {
    const tiny: BaselineEntry = { workload: 'test', tasks: { clamp: { ratio: 0.0001, median: 0.001 } } };
    const result = judge(measured({ [REFERENCE_TASK]: [10], clamp: [0.009] }), tiny, config, env, env);
    expect(result.verdicts).toEqual([]);
    expect(result.exitCode).toBe(2);
    expect(judge(measured({ [REFERENCE_TASK]: [10] }), baseline, config, env, env).exitCode).toBe(2);
  });

  // A library caller hands judge a baseline that never went through parseBaseline; the reference may measure 0.
  test.each([
    ['an infinite baseline ratio', Number.POSITIVE_INFINITY, 1, /^baseline ratio Infinity /],
    ['a NaN baseline ratio', Number.NaN, 1, /^baseline ratio NaN /],
    ['a zero baseline ratio', 0, 1, /^baseline ratio 0 /],
    ['a negative baseline ratio', -0.1, 1, /^baseline ratio -0\.1 /],
    ['an absurd baseline ratio', 1e12, 1, /^baseline ratio 1000000000000 /],
    ['a baseline ratio that is a string', '0.1' as unknown as number, 1, /^baseline ratio 0\.1 /],
    ['a reference that measured 0 (a measured ratio that is no number)', 0.1, 0, /^measured ratio NaN /],
  ])('%s cannot be judged: exit 2, never ok', (_, ratio, reference, reason) => {
    const bad: BaselineEntry = { workload: 'test', tasks: { 'assemble warm': { ratio, median: 1 } } };
    const result = judge(measured({ [REFERENCE_TASK]: [reference], 'assemble warm': [1] }), bad, config, env, env);
    expect(result.verdicts).toEqual([{ task: 'assemble warm', state: 'cannot-judge', reason: expect.stringMatching(reason) }]);
    expect(result.exitCode).toBe(2);
  });

  test('says when the baseline was taken elsewhere', () => {
    const tasks = measured({ [REFERENCE_TASK]: [10], 'assemble warm': [1] });
    expect(judge(tasks, baseline, config, env, env).environmentMatches).toBe(true);
    expect(judge(tasks, baseline, config, env, { ...env, cpu: 'Other CPU' }).environmentMatches).toBe(false);
  });

  test('the quick gate tells a 10× slowdown from its own tolerance', () => {
    expect(QUICK_GATE.tolerance).toBeGreaterThan(1);
    expect(QUICK_GATE.tolerance).toBeLessThan(10);
    expect(QUICK_GATE.measure.rounds).toBeGreaterThanOrEqual(3);
  });
});

describe('parseBaseline', () => {
  const good = { version: 1, environment: env, configs: { quick: baseline } };

  test('reads a baseline', () => {
    expect(parseBaseline(JSON.stringify(good), 'b.json').configs.quick!.tasks['assemble warm']!.ratio).toBe(0.1);
  });

  test.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ ...good, version: 2 })],
    ['no configs', JSON.stringify({ version: 1, environment: env })],
    ['a ratio that is not positive', JSON.stringify({ ...good, configs: { quick: { workload: 'x', tasks: { a: { ratio: 0, median: 1 } } } } })],
  ])('refuses %s, naming the file', (_, text) => {
    expect(() => parseBaseline(text, 'b.json')).toThrow(BaselineError);
    expect(() => parseBaseline(text, 'b.json')).toThrow(/^b\.json: /);
  });

  // A gate judged against one of these passes anything: 1e400 reads as Infinity, and every task shows "ok ×0.00".
  test.each([
    ['1e400', 'Infinity'],
    ['0', '0'],
    ['-0.5', '-0.5'],
    ['1e12', '1000000000000'],
    ['1e-300', '1e-300'],
    ['1e-400', '0'],
    ['-1e400', '-Infinity'],
    ['"0.1"', '0.1'],
    ['"NaN"', 'NaN'],
    ['"Infinity"', 'Infinity'],
    ['null', 'null'],
  ])('refuses a ratio of %s, naming the file and the field', (written, shown) => {
    const text = JSON.stringify({ ...good, configs: { quick: { workload: 'x', tasks: { 'assemble warm': { ratio: 1234.5, median: 1 } } } } }).replace('1234.5', written);
    expect(() => parseBaseline(text, 'b.json')).toThrow(
      new RegExp(`^b\\.json: configs\\.quick\\.tasks\\["assemble warm"\\]\\.ratio: must be a number from 1e-9 to 1000000 .*got ${shown.replace('.', '\\.')}`),
    );
  });

  test.each([
    ['a task without its ratio', { 'assemble warm': { median: 1 } }, /tasks\["assemble warm"\]\.ratio: must be a number .*got undefined$/],
    ['a task that is a bare number', { 'assemble warm': 0.1 }, /tasks\["assemble warm"\]: must be an object with ratio and median$/],
    ['a task that is null', { 'assemble warm': null }, /tasks\["assemble warm"\]: must be an object with ratio and median$/],
  ])('refuses %s, naming the file and the field', (_, tasks, field) => {
    const text = JSON.stringify({ ...good, configs: { quick: { workload: 'x', tasks } } });
    expect(() => parseBaseline(text, 'b.json')).toThrow(BaselineError);
    expect(() => parseBaseline(text, 'b.json')).toThrow(new RegExp(`^b\\.json: configs\\.quick\\.${field.source}`));
  });

  test('refuses a configuration without its tasks or its workload', () => {
    expect(() => parseBaseline(JSON.stringify({ ...good, configs: { quick: { workload: 'x' } } }), 'b.json')).toThrow(/^b\.json: configs\.quick\.tasks: missing$/);
    expect(() => parseBaseline(JSON.stringify({ ...good, configs: { quick: { tasks: {} } } }), 'b.json')).toThrow(/^b\.json: configs\.quick\.workload: /);
  });

  test('a baseline without an entry for a gated task cannot pass that task: exit 2', () => {
    const parsed = parseBaseline(JSON.stringify({ ...good, configs: { quick: { workload: 'x', tasks: {} } } }), 'b.json');
    const result = judge(measured({ [REFERENCE_TASK]: [10], 'assemble warm': [1] }), parsed.configs.quick, config, env, env);
    expect(result.verdicts).toEqual([{ task: 'assemble warm', state: 'no-baseline', ratio: 0.1 }]);
    expect(result.exitCode).toBe(2);
  });

  test('refuses a non-finite median and masks the text of a file that is not JSON', () => {
    const median = JSON.stringify({ ...good, configs: { quick: { workload: 'x', tasks: { a: { ratio: 0.1, median: -1 } } } } });
    expect(() => parseBaseline(median, 'b.json')).toThrow(/tasks\["a"\]\.median: must be a number of milliseconds ≥ 0/);
    expect(() => parseBaseline('{"token": sk-live-abcdefghijklmnop}', 'b.json')).toThrow(/^b\.json: not JSON: Unexpected token 's'$/);
  });
});

describe('confirmSlowdowns: a slowdown fails only when a second measurement finds it too', () => {
  const judged = (warm: number, select = 0.1) =>
    judge(measured({ [REFERENCE_TASK]: [10, 10, 10], 'assemble warm': [warm, warm, warm], select: [select, select, select] }), baseline, config, env, env);

  test('found again: still slower, exit 1, with both changes', () => {
    const result = confirmSlowdowns(judged(1.9), judged(2.2));
    expect(result.exitCode).toBe(1);
    const warm = result.verdicts.find((v) => v.task === 'assemble warm')!;
    expect(warm).toMatchObject({ state: 'slower', firstChange: 1.9 });
    expect(warm.state === 'slower' && warm.change).toBeCloseTo(2.2);
  });

  test('not found again: ok on the second measurement, the first change kept beside it', () => {
    const result = confirmSlowdowns(judged(1.9), judged(1.1));
    expect(result.exitCode).toBe(0);
    expect(result.verdicts.find((v) => v.task === 'assemble warm')).toMatchObject({ state: 'ok', firstChange: 1.9 });
  });

  test('only the first measurement\'s slow tasks are judged again: a task ok the first time stays as it was', () => {
    const result = confirmSlowdowns(judged(1), judged(1, 0.5));
    expect(result.exitCode).toBe(0);
    expect(result.verdicts.every((v) => !('firstChange' in v))).toBe(true);
  });

  test('a second measurement that cannot judge the task keeps the first\'s slowdown', () => {
    const second = judge(measured({ [REFERENCE_TASK]: [10, 10, 10], 'assemble warm': [1, 1, 1], select: [0.1, 0.1, 0.1] }, 3), baseline, config, env, env);
    expect(second.verdicts.find((v) => v.task === 'assemble warm')!.state).toBe('too-few-samples');
    const result = confirmSlowdowns(judged(1.9), second);
    expect(result.exitCode).toBe(1);
    expect(result.verdicts.find((v) => v.task === 'assemble warm')).toMatchObject({ state: 'slower', change: expect.closeTo(1.9) });
  });
});
