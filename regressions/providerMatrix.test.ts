import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompletionParams, Payload, Provider } from '../providers/index.js';
import { summarize } from './reporters/summary.js';
import { formatText } from './reporters/text.js';
import { runSuites } from './runner.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

/**
 * `providers:` runs every case and experiment once per provider: a verdict
 * per provider, cassettes per provider in the usual files, and the run
 * fails if any expected verdict fails on any provider.
 */
const text = (p: Payload): string => ('messages' in p ? p.messages.map((m) => m.content).join('\n') : p.text);

/** `big` needs only the language rule; `small` also needs example ex-1 to answer in Turkish. */
function models(): Provider & { asked: string[] } {
  const m = {
    kind: 'test-models',
    asked: [] as string[],
    async complete(payload: Payload, params: CompletionParams) {
      m.asked.push(params.model!);
      const all = text(payload);
      const turkish = params.model === 'big' ? all.includes('Türkçe yanıt ver') : all.includes('Disk doldu mu?');
      return { text: turkish ? 'Evet, disk dolu.' : 'Yes, the disk is full.', finishReason: 'stop', usage: null, model: params.model! };
    },
  };
  return m;
}

const suite = (verdict: string): string => `profile: profile.yaml
requests: [disk.request.yaml]
providers:
  - model: big
    params: { temperature: 0 }
    cassettes: cassettes
    live: { kind: command, command: [never-run] }
  - id: small-cheap
    model: small
    params: { temperature: 0 }
    cassettes: cassettes
    live: { kind: command, command: [never-run] }
cases:
  - id: turkish
    model: { assert: [{ startsWith: Evet }] }
experiments:
  - id: drop-ex-1
    remove: { examples: ex-1 }
    expect: ${verdict}
`;

describe('a model matrix (providers:)', () => {
  it('runs each case and experiment per provider, with a verdict per provider and cassettes in each one\'s folder', async () => {
    const { dir } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': suite('{ verdict: { big: safe, small-cheap: unsafe } }') });
    const m = models();
    const results = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: m });
    expect(results.map((r) => [r.name, r.providerId, r.experiments[0]!.verdict, r.status])).toEqual([
      ['s [big]', 'big', 'safe', 'passed'],
      ['s [small-cheap]', 'small-cheap', 'unsafe', 'passed'],
    ]);
    expect([...m.asked].sort()).toEqual(['big', 'big', 'small', 'small']);
    await access(join(dir, 'cassettes/big/turkish/baseline.json'));
    const small = JSON.parse(await readFile(join(dir, 'cassettes/small-cheap/turkish/experiment.drop-ex-1.json'), 'utf8'));
    expect(small.entries[0].samples[0]).toMatchObject({ text: 'Yes, the disk is full.', model: 'small' });
    // Replay: the same verdicts from the cassettes alone, and one folder shared by both providers has nothing unused.
    const replay = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(replay.map((r) => r.experiments[0]!.verdict)).toEqual(['safe', 'unsafe']);
    expect(replay.flatMap((r) => r.cassettes?.unused ?? [])).toEqual([]);
    expect(replay.filter((r) => r.cassettes !== null)).toHaveLength(1);
    expect(formatText(replay)).toMatch(/✓ s \[big\][\s\S]*drop-ex-1: safe[\s\S]*✓ s \[small-cheap\][\s\S]*drop-ex-1[\s\S]*caught: case turkish on disk/);
  });

  it('fails the run when an expected verdict fails on any one provider', async () => {
    const { dir } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': suite('safe') });
    const results = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: models() });
    expect(results.map((r) => r.status)).toEqual(['passed', 'failed']);
    expect(results[1]!.experiments[0]!.failures).toEqual([expect.stringContaining('expected safe, judged unsafe')]);
    expect(summarize(results).passed).toBe(false);
  });

  it('refuses two providers with one name, and a per-provider verdict naming no provider', async () => {
    const twins = suite('safe').replace('  - id: small-cheap\n    model: small', '  - model: big');
    const { dir } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': twins });
    await expect(runSuites(['s.suite.yaml'], { cwd: dir })).rejects.toThrow(/s\.suite\.yaml:8:\d+.*two providers are named "big"/);
    const typo = suite('{ verdict: { big: safe, smal: unsafe } }');
    const { dir: dir2 } = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, 's.suite.yaml': typo });
    await expect(runSuites(['s.suite.yaml'], { cwd: dir2 })).rejects.toThrow(/no provider of the suite has the id "smal"/);
  });
});
