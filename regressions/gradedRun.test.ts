import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Payload, Provider } from '../providers/index.js';
import { runSuites } from './runner.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

/**
 * `graded:` end to end: a grader model's answers are recorded in the cassette
 * beside the answers they judge, a replay judges offline from them alone, and
 * anything that changes what the grader would be asked (the rubric, the
 * grader) finds no grade: the case fails and the verdict is inconclusive.
 */
const text = (p: Payload): string => ('messages' in p ? p.messages.map((m) => m.content).join('\n') : p.text);

/** Answers "disk dolu, /var/log" while the fax rule is sent; without ex-1 it forgets the path. */
function model(): Provider & { calls: number } {
  const m = {
    kind: 'test-model',
    calls: 0,
    async complete(payload: Payload) {
      m.calls++;
      const all = text(payload);
      return { text: all.includes('Disk doldu mu?') ? 'Disk dolu: /var/log temizle.' : 'Disk dolu.', finishReason: 'stop', usage: null, model: 'm-1' };
    },
  };
  return m;
}

/** Passes an answer that holds every phrase the rubric quotes. */
function grader(reply: (answer: string, rubric: string) => string = (answer, rubric) => {
  const wanted = [...rubric.matchAll(/"([^"]+)"/g)].map((x) => x[1]!);
  return JSON.stringify({ pass: wanted.every((w) => answer.includes(w)), reason: 'checked the quoted phrases' });
}): Provider & { calls: number } {
  const g = {
    kind: 'test-grader',
    calls: 0,
    async complete(payload: Payload) {
      g.calls++;
      const user = text(payload);
      const rubric = /<rubric>\n([\s\S]*?)\n<\/rubric>/.exec(user)![1]!;
      const answer = /<answer>\n([\s\S]*?)\n<\/answer>/.exec(user)![1]!;
      return { text: reply(answer, rubric), finishReason: 'stop', usage: null, model: 'grader-1' };
    },
  };
  return g;
}

const suite = (rubric: string): string => `profile: profile.yaml
requests: [disk.request.yaml]
provider:
  model: m-1
  params: { temperature: 0 }
  cassettes: cassettes
  live: { kind: command, command: [never-run] }
grader:
  model: grader-1
  live: { kind: command, command: [never-run] }
cases:
  - id: answers
    model: { assert: [{ graded: '${rubric}' }] }
experiments:
  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
  - id: drop-ex-1
    remove: { examples: ex-1 }
    expect: unsafe
`;

async function setUp(rubric = 'Must say "/var/log"'): Promise<string> {
  const { dir } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': suite(rubric) });
  return dir;
}

describe('graded assertions', () => {
  it('--record asks the grader once per answer and rubric and writes its reply beside the answer', async () => {
    const dir = await setUp();
    const m = model();
    const g = grader();
    const [r] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: m, grader: g });
    expect(r!.experiments.map((e) => [e.id, e.verdict])).toEqual([['drop-fax', 'safe'], ['drop-ex-1', 'unsafe']]);
    // Three payloads (baseline, without the fax rule, without ex-1), each answered and graded once.
    expect([m.calls, g.calls]).toEqual([3, 3]);
    const cassette = JSON.parse(await readFile(join(dir, 'cassettes/m-1/answers/baseline.json'), 'utf8'));
    const sample = cassette.entries[0].samples[0];
    expect(sample.text).toBe('Disk dolu: /var/log temizle.');
    expect(sample.grades).toHaveLength(1);
    expect(sample.grades[0]).toMatchObject({ rubric: 'Must say "/var/log"', model: 'grader-1', recordedWith: 'test-grader' });
    expect(JSON.parse(sample.grades[0].text)).toMatchObject({ pass: true });
    expect(sample.grades[0].key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a replay judges from the recorded grades alone, offline, with the same verdicts', async () => {
    const dir = await setUp();
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model(), grader: grader() });
    const g = grader();
    const [r] = await runSuites(['s.suite.yaml'], { cwd: dir, grader: g, provider: model() });
    expect(g.calls).toBe(0);
    expect(r!.status).toBe('passed');
    expect(r!.experiments.map((e) => e.verdict)).toEqual(['safe', 'unsafe']);
  });

  it('a changed rubric finds no grade: the case fails and no verdict is safe', async () => {
    const dir = await setUp();
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model(), grader: grader() });
    await writeFile(join(dir, 's.suite.yaml'), suite('Must say "/var/log" and be short'), 'utf8');
    const [r] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(r!.cases[0]!.status).toBe('failed');
    expect(r!.cases[0]!.failures[0]!.actual).toContain('no grade recorded');
    expect(r!.experiments.map((e) => e.verdict)).toEqual(['inconclusive', 'inconclusive']);
    expect(r!.experiments[0]!.inconclusive).toEqual(['answers-missing']);
    // --record fills in only the grades: the answers are still current.
    const m = model();
    const g = grader();
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: m, grader: g });
    expect([m.calls, g.calls]).toEqual([0, 3]);
    const [again] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(again!.experiments.map((e) => e.verdict)).toEqual(['safe', 'unsafe']);
  });

  it('a grader reply without a verdict fails the answer; a grader that fails leaves the grade missing', async () => {
    const dir = await setUp();
    const [r] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model(), grader: grader(() => 'Looks fine to me.') });
    expect(r!.cases[0]!.failures[0]!.actual).toContain('no JSON verdict');
    expect(r!.experiments[0]!.verdict).not.toBe('safe');
    const broken: Provider = { kind: 'broken', complete: () => Promise.reject(new Error('503 from the grader')) };
    const dir2 = await setUp();
    const [r2] = await runSuites(['s.suite.yaml'], { cwd: dir2, mode: 'record', provider: model(), grader: broken });
    expect(r2!.cases[0]!.failures[0]!.actual).toContain('503 from the grader');
    expect(r2!.experiments.map((e) => e.verdict)).toEqual(['inconclusive', 'inconclusive']);
  });

  it('refuses a graded assertion without a grader, and --record without a live grader', async () => {
    const noGrader = suite('x').replace(/grader:\n.*\n.*\n/, '');
    const { dir } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': noGrader });
    await expect(runSuites(['s.suite.yaml'], { cwd: dir })).rejects.toThrow(/s\.suite\.yaml:10:\d+.*needs a `grader:`/);
    const notLive = suite('x').replace('  live: { kind: command, command: [never-run] }\ncases', 'cases');
    const { dir: dir2 } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': notLive });
    await expect(runSuites(['s.suite.yaml'], { cwd: dir2, mode: 'record', provider: model() })).rejects.toThrow(/--record needs a `live` grader/);
  });
});
