import { describe, expect, test } from 'vitest';
import { BaglamError, assemble, resolveProfile, type Request } from '../core/index.js';
import { BaselineError, type Baseline } from './baseline.js';
import { QUICK_GATE, WorkloadMismatchError, checkPerformance, sameWorkload, type GateConfig } from './gate.js';
import { logSample, logWorkload } from './logWorkload.js';
import type { Packer } from './tasks.js';
import { workloadHash, type Workload } from './workloads.js';

const profile = resolveProfile({ name: 'small', window: 2048, output: { answer: 256 } });

function request(question: string, chunkWords = 5): Request {
  return { question, chunks: [{ id: 'c', score: 0.9, text: Array(chunkWords).fill('disk').join(' ') }] };
}

describe('logSample', () => {
  test('takes every line of a small log, in order', () => {
    expect(logSample(4, 400)).toEqual([0, 1, 2, 3]);
  });

  test('spreads a sample of a long log evenly over all of it, from the first line', () => {
    const sample = logSample(1000, 100_000, { maxRequests: 10, maxChars: 1e9 });
    expect(sample).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  test('takes fewer lines when they are long, at least one, never more than the log holds', () => {
    // 10 000 characters a line and 25 000 allowed: two lines.
    expect(logSample(10, 100_000, { maxRequests: 50, maxChars: 25_000 })).toEqual([0, 5]);
    expect(logSample(3, 3_000_000, { maxRequests: 50, maxChars: 10 })).toEqual([0]);
    expect(logSample(3, 30, { maxRequests: 50, maxChars: 1e9 })).toEqual([0, 1, 2]);
    expect(logSample(0, 0)).toEqual([]);
  });

  test('is the same for the same log', () => {
    expect(logSample(777, 7_770_000)).toEqual(logSample(777, 7_770_000));
    expect(new Set(logSample(777, 7_770_000)).size).toBe(logSample(777, 7_770_000).length);
  });
});

describe('logWorkload', () => {
  test('packs the sampled requests under the profile, named after the log', () => {
    const workload = logWorkload('logs/requests.jsonl', 9, [{ request: request('a'), lineNo: 1 }, { request: request('b'), lineNo: 5 }], profile);
    expect(workload.requests.map((r) => r.question)).toEqual(['a', 'b']);
    expect(workload.profile).toBe(profile);
    expect(workload.name).toBe('logs/requests.jsonl: 2 of 9 requests under small');
  });

  test('leaves out requests that overflow, and says how many', () => {
    const huge = { question: Array(3000).fill('disk').join(' ') };
    const workload = logWorkload('r.jsonl', 3, [{ request: request('a'), lineNo: 1 }, { request: huge, lineNo: 2 }], profile);
    expect(workload.requests.map((r) => r.question)).toEqual(['a']);
    expect(workload.name).toBe('r.jsonl: 1 of 3 requests under small; 1 that overflow left out');
    expect(() => logWorkload('r.jsonl', 3, [{ request: huge, lineNo: 2 }], profile)).toThrow(/overflows under profile small: nothing to measure/);
  });

  test('a request assemble refuses is placed at its line', () => {
    const bad = { question: 'q', chunks: [{ id: 'c', score: 0.9, text: 'a' }, { id: 'c', score: 0.8, text: 'b' }] };
    let error: unknown;
    try {
      logWorkload('r.jsonl', 9, [{ request: bad, lineNo: 7 }], profile);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BaglamError);
    expect(error).toMatchObject({ source: { file: 'r.jsonl', line: 7, col: 1 } });
  });
});

describe('workloadHash', () => {
  const workload = (requests: Request[], p = profile): Workload => ({ name: 'w', requests, profile: p });

  test('is equal for equal content in fresh objects, whatever the name', () => {
    expect(workloadHash(workload([request('a')]))).toBe(workloadHash({ ...workload([request('a')]), name: 'other' }));
    expect(workloadHash(workload([request('a')]))).toMatch(/^sha256:[0-9a-f]{16}$/);
  });

  test('changes with any request, their number or order, and the profile', () => {
    const base = workloadHash(workload([request('a'), request('b')]));
    const others = [
      workload([request('a'), request('c')]),
      workload([request('a'), request('b', 6)]),
      workload([request('a')]),
      workload([request('b'), request('a')]),
      workload([request('a'), request('b')], resolveProfile({ name: 'small', window: 4096, output: { answer: 256 } })),
    ].map(workloadHash);
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });
});

describe('a baseline measured on another workload', () => {
  const tiny: Workload = { name: 'tiny', requests: [request('a')], profile };
  const config: GateConfig = { ...QUICK_GATE, workload: () => tiny };
  const baselineOn = (entry: Baseline['configs'][string]): Baseline => ({
    version: 1, environment: { node: 'v20', cpu: 'x', cores: 2, platform: 'linux x64' }, configs: { quick: entry },
  });

  test('is the same one by hash, or by name for a baseline written before hashes', () => {
    const id = { name: 'tiny', hash: workloadHash(tiny) };
    expect(sameWorkload({ workload: 'renamed', workloadHash: id.hash, tasks: {} }, id)).toBe(true);
    expect(sameWorkload({ workload: 'tiny', workloadHash: 'sha256:0000000000000000', tasks: {} }, id)).toBe(false);
    expect(sameWorkload({ workload: 'tiny', tasks: {} }, id)).toBe(true);
    expect(sameWorkload({ workload: 'quick', tasks: {} }, id)).toBe(false);
  });

  test('is refused before anything is measured, naming both workloads', () => {
    let packed = 0;
    const packer: Packer = (r, p, o) => {
      packed++;
      return assemble(r, p, o);
    };
    const entry = { workload: 'quick', workloadHash: 'sha256:0123456789abcdef', tasks: { 'assemble warm': { ratio: 0.1, median: 1 } } };
    let error: unknown;
    try {
      checkPerformance(config, baselineOn(entry), packer);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WorkloadMismatchError);
    expect(error).toBeInstanceOf(BaselineError);
    expect((error as Error).message).toMatch(/quick baseline was measured on another workload \(quick, sha256:0123456789abcdef\) than this run's \(tiny, sha256:[0-9a-f]{16}\)/);
    expect(packed).toBe(0);
  });
});
