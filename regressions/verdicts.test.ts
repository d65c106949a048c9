import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Provider } from '../providers/index.js';
import { runSuites, SuiteConfigError } from './runner.js';
import { standinProvider } from './test-helpers/standinProvider.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

async function setup(files: Record<string, string>): Promise<string> {
  return (await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, ...files })).dir;
}

/** ex-1 ("Disk doldu mu?") is the example the model needs; ex-2 and the fax rule it does not. */
const NEEDS_EX_1 = (p: number, without: number) => (text: string): number => (text.includes('Disk doldu mu?') ? p : without);

/** A suite a new user would write: one model check over the disk request, a safe removal and a control. */
function suite(options: { repeat?: number; passRate?: number; temperature?: number; extra?: string; experiments?: string } = {}): string {
  return `profile: profile.yaml
requests: [disk.request.yaml]
provider:
  model: m-1
  params: { temperature: ${options.temperature ?? 0} }
  cassettes: cassettes
  live: { kind: command, command: [never-run] }
cases:
  - id: holds
    expect: { fits: true }
  - id: answers
    model:
      repeat: ${options.repeat ?? 1}
      passRate: ${options.passRate ?? 1}
      assert: [{ equals: evet }]
${options.extra ?? ''}experiments:
${options.experiments ?? `  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
  - id: drop-needed-ex-1
    remove: { examples: ex-1 }
    expect: unsafe
`}`;
}

const verdicts = (results: Awaited<ReturnType<typeof runSuites>>): string[] => results[0]!.experiments.map((e) => `${e.id}: ${e.verdict}`);

describe('finding 1: no safe verdict when the baseline could not be checked', () => {
  it('a first run with no cassettes yet: every experiment inconclusive (answers missing), the suite fails', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(verdicts([result!])).toEqual(['drop-fax: inconclusive', 'drop-needed-ex-1: inconclusive']);
    expect(result!.experiments.map((e) => e.inconclusive)).toEqual([['answers-missing'], ['answers-missing']]);
    expect(result!.experiments[0]!.reasons[0]).toContain('no answers recorded for request disk');
    expect(result!.experiments.map((e) => e.status)).toEqual(['failed', 'failed']);
    expect(result!.status).toBe('failed');
  });

  it('after a one-word edit of a rule: the answers are stale, every experiment inconclusive; --record brings the verdicts back', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    const model = standinProvider({ seed: 1, passRate: NEEDS_EX_1(1, 0), model: 'm-1' });
    const recorded = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    expect(verdicts(recorded)).toEqual(['drop-fax: safe', 'drop-needed-ex-1: unsafe']);
    const request = join(dir, 'disk.request.yaml');
    await writeFile(request, (await readFile(request, 'utf8')).replace('Türkçe yanıt ver', 'Türkçe cevap ver'));
    const [edited] = await runSuites(['s.suite.yaml'], { cwd: dir });
    // Every payload changed with the rule: the recorded answers are to another prompt, and nothing stale counts as a pass.
    expect(verdicts([edited!])).toEqual(['drop-fax: inconclusive', 'drop-needed-ex-1: inconclusive']);
    expect(edited!.experiments.map((e) => e.inconclusive)).toEqual([['answers-stale'], ['answers-stale']]);
    expect(edited!.cases.find((c) => c.id === 'answers')!.failures[0]!.actual).toContain('for another prompt or other parameters');
    const again = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    expect(verdicts(again)).toEqual(['drop-fax: safe', 'drop-needed-ex-1: unsafe']);
  });

  it.each([
    // An answering server gets a timeout no loaded machine reaches; the silent one, a short one.
    ['answers 500', 500, 20_000, 'answered 500'],
    ['answers 401', 401, 20_000, 'answered 401'],
    ['times out', 0, 300, 'no answer within 300 ms'],
  ])('a live provider that %s: the experiments are inconclusive (provider errors), never safe', async (_name, status, timeoutMs, message) => {
    const servers: Server[] = [];
    const server = createServer((req, res) => {
      req.resume();
      if (status === 0) return; // never answers
      req.on('end', () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end('{"error":"no"}');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const dir = await setup({
        's.suite.yaml': suite().replace('live: { kind: command, command: [never-run] }',
          `live: { kind: openai, baseUrl: "http://127.0.0.1:${port}/v1", maxRetries: 0, timeoutMs: ${timeoutMs} }`),
      });
      const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live' });
      expect(result!.experiments[0]!.verdict).toBe('inconclusive');
      expect(result!.experiments[0]!.inconclusive).toEqual(['provider-error']);
      expect(result!.experiments[0]!.reasons[0]).toContain(message);
      expect(result!.experiments[0]!.status).toBe('failed');
    } finally {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    }
  });
});

describe('finding 2: verdicts on a noisy model do not flip by chance', () => {
  it('refuses repeat: 3 when it loads, with the number of samples safe needs', async () => {
    const dir = await setup({ 's.suite.yaml': suite({ repeat: 3, passRate: 0.6, temperature: 0.7 }) });
    const error = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: standinProvider({ seed: 0, passRate: () => 0.75 }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SuiteConfigError);
    const message = (error as SuiteConfigError).errors[0]!.message;
    expect(message).toContain('experiment "drop-fax" can never be judged safe');
    expect(message).toContain('at most 3 answers per arm');
    expect(message).toContain('at least 38 per arm');
  });

  it('with a 75 %-correct model and enough samples, twelve runs never judge the needed example safe nor the irrelevant rule unsafe', async () => {
    const dir = await setup({ 's.suite.yaml': suite({ repeat: 80, passRate: 0.6, temperature: 0.7 }) });
    const tally = new Map<string, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const results = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: standinProvider({ seed, passRate: NEEDS_EX_1(0.75, 0.3), model: 'm-1' }) });
      for (const v of verdicts(results)) tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    expect(tally.get('drop-needed-ex-1: unsafe')).toBe(12);
    expect(tally.get('drop-needed-ex-1: safe') ?? 0).toBe(0);
    // The irrelevant rule is never judged safe by luck of a threshold: safe when the samples show it,
    // otherwise inconclusive with how many more would decide it. A false unsafe stays possible, at a rate of at
    // most α = 0.05 a run (measured over 500 runs in verdictEndToEnd.slow.test.ts); three or more in twelve runs would
    // happen 2 % of the time.
    expect(tally.get('drop-fax: safe') ?? 0).toBeGreaterThan(0);
    expect(tally.get('drop-fax: unsafe') ?? 0).toBeLessThanOrEqual(2);
    expect((tally.get('drop-fax: safe') ?? 0) + (tally.get('drop-fax: inconclusive') ?? 0) + (tally.get('drop-fax: unsafe') ?? 0)).toBe(12);
  });

  it('an inconclusive sampled verdict says how many more samples would decide it', async () => {
    const dir = await setup({ 's.suite.yaml': suite({ repeat: 40, passRate: 0.5, temperature: 0.7 }) });
    // 30 of 40 pass with the fax rule, 28 of 40 without: too close to call either way at n = 40.
    const counted: Provider = {
      kind: 'standin',
      complete: async (payload, params) => {
        const text = 'messages' in payload ? payload.messages.map((m) => m.content).join('\n') : payload.text;
        const passes = (params.sample ?? 0) < (text.includes('faks') ? 30 : 28);
        return { text: passes ? 'evet' : 'hayır', finishReason: 'stop', usage: null, model: 'm-1' };
      },
    };
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: counted });
    const e = result!.experiments[0]!;
    expect(e.verdict).toBe('inconclusive');
    expect(e.inconclusive).toEqual(['too-few-samples']);
    expect(e.samples).toMatchObject({ cells: 1, look: 1, alphaAtLook: 0.025, delta: 0.1, decision: 'undecided' });
    expect(e.reasons[0]).toMatch(/about \d+ more per arm \(\d+ in all\) would show it (safe|unsafe) if these pass rates hold/);
  });
});

describe('finding 7: --record records only what is missing', () => {
  const withReword = (word: string): string => suite({
    experiments: `  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
  - id: reword-lang
    replace: [{ rule: r-lang, text: "Türkçe ${word} ver." }]
`,
  });

  it('re-asks only the cells a one-word edit changed; --record=all asks for everything; nothing when all is recorded', async () => {
    const dir = await setup({ 's.suite.yaml': withReword('yanıt') });
    const model = standinProvider({ seed: 2, passRate: () => 1, model: 'm-1' });
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    expect(model.calls).toHaveLength(3); // baseline, drop-fax, reword-lang
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    expect(model.calls).toHaveLength(3);
    await writeFile(join(dir, 's.suite.yaml'), withReword('cevap'));
    const [edited] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    expect(model.calls).toHaveLength(4);
    expect(edited!.cassettes!.recorded).toBe(1);
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record-all', provider: model });
    expect(model.calls).toHaveLength(7);
  });

  it('lists cassettes no case asks for any more, and deletes them only with prune', async () => {
    const dir = await setup({ 's.suite.yaml': withReword('yanıt') });
    const model = standinProvider({ seed: 2, passRate: () => 1, model: 'm-1' });
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    await writeFile(join(dir, 's.suite.yaml'), suite({ experiments: '  - id: drop-fax\n    remove: { rules: r-fax }\n' }));
    const [listed] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(listed!.cassettes!.unused).toEqual(['m-1/answers/experiment.reword-lang.json']);
    expect(await readdir(join(dir, 'cassettes', 'm-1', 'answers'))).toContain('experiment.reword-lang.json');
    const [pruned] = await runSuites(['s.suite.yaml'], { cwd: dir, prune: true });
    expect(pruned!.cassettes!.pruned).toEqual(['m-1/answers/experiment.reword-lang.json']);
    expect((await readdir(join(dir, 'cassettes', 'm-1', 'answers'))).sort()).toEqual(['baseline.json', 'experiment.drop-fax.json']);
  });

  it('suites run together that share a cassette folder keep each other\'s answers: prune deletes only what none of them used', async () => {
    const other = suite().replace('- id: answers\n', '- id: answers-b\n');
    const dir = await setup({ 'a.suite.yaml': suite(), 'b.suite.yaml': other });
    const model = standinProvider({ seed: 2, passRate: () => 1, model: 'm-1' });
    await runSuites(['a.suite.yaml', 'b.suite.yaml'], { cwd: dir, mode: 'record', provider: model });
    const before = (await readdir(join(dir, 'cassettes', 'm-1'))).sort();
    expect(before).toEqual(['answers', 'answers-b']);
    const results = await runSuites(['a.suite.yaml', 'b.suite.yaml'], { cwd: dir, prune: true });
    expect(results.map((r) => r.cassettes?.pruned ?? [])).toEqual([[], []]);
    expect((await readdir(join(dir, 'cassettes', 'm-1'))).sort()).toEqual(before);
    expect((await readdir(join(dir, 'cassettes', 'm-1', 'answers-b'))).sort()).toEqual(['baseline.json', 'experiment.drop-fax.json', 'experiment.drop-needed-ex-1.json']);
  });
});

describe('stale models are evidence gone stale', () => {
  it('answers from another model than the suite names: the case fails and the verdicts are inconclusive', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: standinProvider({ seed: 1, passRate: () => 1, model: 'm-2' }) });
    expect(result!.cases.find((c) => c.id === 'answers')!.failures[0]!.actual).toContain('answered by m-2, not m-1');
    expect(result!.experiments[0]!.inconclusive).toEqual(['model-mismatch']);
    // A dated snapshot of the named model is the named model.
    const [dated] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: standinProvider({ seed: 1, passRate: NEEDS_EX_1(1, 0), model: 'm-1-2025-01-31' }) });
    expect(verdicts([dated!])).toEqual(['drop-fax: safe', 'drop-needed-ex-1: unsafe']);
  });

  it('baseline and experiment recorded from different snapshots are not compared', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: standinProvider({ seed: 1, passRate: () => 1, model: 'm-1-2025-01-31' }) });
    const file = join(dir, 'cassettes', 'm-1', 'answers', 'experiment.drop-fax.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"m-1-2025-01-31"', '"m-1-2025-06-30"'));
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(result!.experiments[0]!.verdict).toBe('inconclusive');
    expect(result!.experiments[0]!.reasons[0]).toContain('answered by m-1-2025-01-31 before and m-1-2025-06-30 after');
  });
});

describe('sensitivity', () => {
  it('a suite with no control that came out unsafe says so beside every safe verdict', async () => {
    const noControl = suite({ experiments: '  - id: drop-fax\n    remove: { rules: r-fax }\n    expect: safe\n' });
    const dir = await setup({ 's.suite.yaml': noControl });
    const model: Provider = standinProvider({ seed: 1, passRate: NEEDS_EX_1(1, 0), model: 'm-1' });
    const [alone] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: model });
    expect(alone!.experiments[0]!.verdict).toBe('safe');
    expect(alone!.experiments[0]!.caveats[0]).toContain('has not shown that it would notice harm');
    const [withControl] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: model, ...{} }).then(async () => {
      await writeFile(join(dir, 's.suite.yaml'), suite());
      return runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: model });
    });
    expect(withControl!.experiments.map((e) => e.caveats)).toEqual([[], []]);
  });
});

describe('looks: topping up samples spends α', () => {
  it('a top-up is look 2 (α/4); re-recording everything look 3; finishing a recording calls failed in is not a new look', async () => {
    const dir = await setup({ 's.suite.yaml': suite({ repeat: 40, passRate: 0.5, temperature: 0.7 }) });
    let failing = true;
    const good = standinProvider({ seed: 5, passRate: () => 0.97, model: 'm-1' });
    const flaky: Provider = {
      kind: 'standin',
      complete: async (payload, params) => {
        if (failing && (params.sample ?? 0) >= 35) throw new Error('connection reset');
        return good.complete(payload, params);
      },
    };
    const [first] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: flaky });
    expect(first!.experiments[0]!.inconclusive).toEqual(['provider-error']);
    failing = false;
    // Three cells (the baseline and two experiments): only the 5 failed samples of each are asked again.
    const before = good.calls.length;
    const [finished] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: flaky });
    expect(good.calls.length - before).toBe(3 * 5);
    expect(finished!.experiments[0]!.samples).toMatchObject({ look: 1, alphaAtLook: 0.025 });
    await writeFile(join(dir, 's.suite.yaml'), suite({ repeat: 60, passRate: 0.5, temperature: 0.7 }));
    const [topped] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: flaky });
    expect(good.calls.length - before).toBe(3 * 5 + 3 * 20);
    expect(topped!.experiments[0]!.samples).toMatchObject({ look: 2, alphaAtLook: 0.0125, pooled: { n0: 60, n1: 60 } });
    const [replayed] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(replayed!.experiments[0]!.samples).toEqual(topped!.experiments[0]!.samples);
    const [again] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record-all', provider: flaky });
    expect(again!.experiments[0]!.samples).toMatchObject({ look: 3, alphaAtLook: 0.00625 });
  });
});

describe('cassette files', () => {
  it('a corrupt or oversized cassette stops the run with one line naming the file', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: standinProvider({ seed: 1, passRate: () => 1, model: 'm-1' }) });
    const file = join(dir, 'cassettes', 'm-1', 'answers', 'baseline.json');
    const good = await readFile(file, 'utf8');
    const cases: [string, string][] = [
      [good.slice(0, 100), 'not JSON'],
      [good.replace('"samples": [', '"samples": 7, "x": ['), 'entries[0].samples is not a list'],
      [good.replace('"evet"', JSON.stringify('e'.repeat(1100))), 'over maxAnswerBytes (1000)'],
    ];
    await writeFile(join(dir, 's.suite.yaml'), suite().replace('  model: m-1\n', '  model: m-1\n  maxAnswerBytes: 1000\n  maxCassetteBytes: 200000\n'));
    for (const [text, detail] of cases) {
      await writeFile(file, text);
      const error = (await runSuites(['s.suite.yaml'], { cwd: dir }).catch((e: unknown) => e)) as SuiteConfigError;
      expect(error).toBeInstanceOf(SuiteConfigError);
      expect(error.errors).toHaveLength(1);
      expect(error.errors[0]!.message).toContain(`cassette ${file}`);
      expect(error.errors[0]!.message).toContain(detail);
      expect(error.errors[0]!.message.split('\n')).toHaveLength(1);
    }
    await writeFile(file, `${good} ${' '.repeat(200_000)}`);
    const big = (await runSuites(['s.suite.yaml'], { cwd: dir }).catch((e: unknown) => e)) as SuiteConfigError;
    expect(big.errors[0]!.message).toContain('over maxCassetteBytes (200000)');
  });

  it('an answer over the cap is refused with one line and never written', async () => {
    const dir = await setup({ 's.suite.yaml': suite().replace('  model: m-1\n', '  model: m-1\n  maxAnswerBytes: 4096\n') });
    const huge: Provider = { kind: 'standin', complete: async () => ({ text: 'x'.repeat(5000), finishReason: 'stop', usage: null, model: 'm-1' }) };
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: huge });
    const failure = result!.cases.find((c) => c.id === 'answers')!.failures[0]!.actual;
    expect(failure).toContain('the answer is 5000 bytes, over maxAnswerBytes (4096): refused, not recorded');
    expect(result!.experiments[0]!.inconclusive).toEqual(['provider-error']);
    expect(await readdir(join(dir, 'cassettes')).catch(() => [])).toEqual([]);
  });

  it('two recordings into one file at once lose nothing', async () => {
    const two = (requests: string, id: string): string => suite({ repeat: 1 }).replace('requests: [disk.request.yaml]', `requests: ${requests}`).replace('- id: holds', `- id: holds-${id}`);
    const dir = await setup({
      'a.suite.yaml': two('[disk.request.yaml]', 'a'),
      'b.suite.yaml': two('[{ id: other, rules: [{ id: r-fax, text: Faks gönder. }], examples: [{ id: ex-1, text: "S: Disk doldu mu?" }], question: Merhaba? }]', 'b'),
    });
    const model = standinProvider({ seed: 1, passRate: () => 1, model: 'm-1' });
    await Promise.all([
      runSuites(['a.suite.yaml'], { cwd: dir, mode: 'record', provider: model }),
      runSuites(['b.suite.yaml'], { cwd: dir, mode: 'record', provider: model }),
    ]);
    const baseline = JSON.parse(await readFile(join(dir, 'cassettes', 'm-1', 'answers', 'baseline.json'), 'utf8')) as { entries: { request: string }[] };
    expect(baseline.entries.map((e) => e.request)).toEqual(['disk', 'other']);
    expect((await readdir(join(dir, 'cassettes', 'm-1', 'answers'))).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it('temp files a killed recording left behind are removed and reported on the next run', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', provider: standinProvider({ seed: 1, passRate: NEEDS_EX_1(1, 0), model: 'm-1' }) });
    await mkdir(join(dir, 'cassettes', 'm-1', 'answers'), { recursive: true });
    // pid 2^22 + 1 is above Linux's pid_max: no such process is running.
    const orphan = join('m-1', 'answers', `baseline.json.${2 ** 22 + 1}.0badcafe.tmp`);
    await writeFile(join(dir, 'cassettes', orphan), 'half an answ');
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(result!.cassettes!.removedTempFiles).toEqual([orphan]);
    expect(await readdir(join(dir, 'cassettes', 'm-1', 'answers'))).not.toContain(orphan.split('/').pop());
    expect(result!.status).toBe('passed');
  });
});

describe('migration from version-1 cassettes', () => {
  it('moves one-answer-per-file cassettes into one file per case and variant, and replays the same verdicts', async () => {
    const dir = await setup({ 's.suite.yaml': suite() });
    const model = standinProvider({ seed: 1, passRate: NEEDS_EX_1(1, 0), model: 'm-1' });
    const [live] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: model });
    // Write what version 1 would have: SHA-256 of the sorted-key JSON of {payload, params}, one file per answer.
    const { createHash } = await import('node:crypto');
    const sorted = (v: unknown): unknown => (Array.isArray(v) ? v.map(sorted) : v !== null && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v);
    const recorder: Provider = {
      kind: 'command',
      async complete(payload, params) {
        const answer = await model.complete(payload, params);
        const key = createHash('sha256').update(JSON.stringify(sorted(JSON.parse(JSON.stringify({ payload, params }))))).digest('hex');
        await mkdir(join(dir, 'cassettes'), { recursive: true });
        await writeFile(join(dir, 'cassettes', `${key}.json`), JSON.stringify({ version: 1, key, recordedWith: 'command', request: {}, response: { text: answer.text, finishReason: 'stop', usage: null } }));
        return answer;
      },
    };
    await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', provider: recorder });
    const [before] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(before!.cassettes!.legacy).toBe(3);
    expect(before!.experiments.map((e) => e.verdict)).toEqual(['inconclusive', 'inconclusive']);
    const [migrated] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'migrate' });
    expect(migrated!.cassettes).toMatchObject({ migrated: 3, legacy: 0, unused: [] });
    expect((await readdir(join(dir, 'cassettes'))).sort()).toEqual(['m-1']);
    const [replayed] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(verdicts([replayed!])).toEqual(verdicts([live!]));
    expect(replayed!.status).toBe('passed');
  });
});
