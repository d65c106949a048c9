import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTokenizer, parseRequestYaml } from '../core/index.js';
import { EXAMPLES_CLOSE, EXAMPLES_OPEN, exampleUnit } from '../core/render.js';
import { runSuites, SuiteConfigError } from './runner.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

const STANDIN = fileURLToPath(new URL('./fixtures/standin-model.mjs', import.meta.url));
const NODE = JSON.stringify(process.execPath);


async function setup(suite: string, extra: Record<string, string> = {}): Promise<string> {
  const t = await tempDir({ 's.suite.yaml': suite, 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, ...extra });
  return t.dir;
}

const HEAD = 'profile: profile.yaml\nrequests: [disk.request.yaml]\n';

describe('cases', () => {
  it('passes what holds and names what does not, with the actual value and its line', async () => {
    const dir = await setup(`${HEAD}cases:
  - id: holds
    expect:
      fits: true
      kept: { chunks: [kb-disk, kb-net], examples: [ex-1, ex-2], turns: [turn-0] }
      dropped: { chunks: kb-noise }
      trimNote: false
      contains: [INC-4821, "/var/log"]
      notContains: Bahar kampanyası
      order: [rules, examples, history, evidence, format, question]
      first: rules
      last: question
      maxOutputTokens: 512
      tokens: { total: { max: 3584 }, rules: { min: 5, max: 60 } }
  - id: breaks
    expect:
      kept: { chunks: kb-noise }
      order: [question, rules]
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(result!.status).toBe('failed');
    const [holds, breaks] = result!.cases;
    expect(holds).toMatchObject({ id: 'holds', status: 'passed', failures: [] });
    expect(breaks!.status).toBe('failed');
    expect(breaks!.failures.map((f) => [f.label, f.at.line])).toEqual([
      ['kept.chunks kb-noise', 19],
      ['order question < rules', 20],
    ]);
    expect(breaks!.failures[0]!.actual).toContain('kept chunks: kb-disk, kb-net');
  });

  it('checks overflow expectations against the overflow error', async () => {
    const dir = await setup(`${HEAD}cases:
  - id: tiny-window
    profile: { window: 700, output: { answer: 600 } }
    expect:
      fits: false
      overBy: { min: 1 }
      dropped: { chunks: [kb-disk, kb-net], turns: [turn-0] }
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(result!.cases[0]!.failures).toEqual([]);
  });
});

describe('experiments', () => {
  it('judges removing an unused example safe with its savings, and removing a depended-on one unsafe, naming the case', async () => {
    const dir = await setup(`${HEAD}cases:
  - id: needs-ex-1
    expect:
      kept: { examples: ex-1 }
experiments:
  - id: drop-ex-2
    remove: { examples: ex-2 }
    expect: safe
  - id: drop-ex-1
    remove: { examples: ex-1 }
    expect: unsafe
  - id: drop-ex-1-claimed-safe
    remove: { examples: ex-1 }
    expect: safe
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    const [safe, unsafe, wrong] = result!.experiments;
    expect(safe).toMatchObject({ verdict: 'safe', status: 'passed', reasons: [] });
    expect(safe!.savings.savedMedian).toBeGreaterThan(10);
    expect(safe!.savings.savedPer1000).toBe(safe!.savings.savedMedian * 1000);
    expect(unsafe).toMatchObject({ verdict: 'unsafe', status: 'passed' });
    expect(unsafe!.reasons[0]).toContain('case needs-ex-1 on disk: kept.examples ex-1');
    expect(wrong).toMatchObject({ verdict: 'unsafe', status: 'failed', failures: ['expected safe, judged unsafe'] });
    expect(result!.status).toBe('failed');
  });

  it('counts the saving as the removed items cost in the payload', async () => {
    const dir = await setup(`${HEAD}cases:
  - id: fits
    expect: { fits: true }
experiments:
  - id: one
    remove: { examples: ex-2 }
  - id: both
    remove: { examples: [ex-1, ex-2] }
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    const tokenizer = createTokenizer('o200k_base');
    const request = parseRequestYaml(DISK_REQUEST, 'disk.request.yaml');
    const unit = (i: number): number => tokenizer.count(exampleUnit(request.examples![i]!));
    const wrapper = tokenizer.count(EXAMPLES_OPEN) + tokenizer.count(EXAMPLES_CLOSE);
    // One example: its own unit. Both: the units and the <examples> wrapper, which goes with the last one.
    expect(result!.experiments[0]!.savings.savedMedian).toBe(unit(1));
    expect(result!.experiments[1]!.savings.savedMedian).toBe(unit(0) + unit(1) + wrapper);
    expect(result!.experiments[1]!.savings.savedTotal).toBe(unit(0) + unit(1) + wrapper);
  });

  it('reports chunks that newly fit when the fixed part shrinks', async () => {
    // The window is tight: kb-net does not fit until the examples are gone.
    const dir = await setup(`${HEAD}cases:
  - id: tight
    profile: { window: 890, output: { answer: 600 }, shares: { evidence: 0.9, history: 0.1 } }
    expect:
      kept: { chunks: kb-disk }
      dropped: { chunks: kb-net }
experiments:
  - id: drop-examples
    remove: { examples: [ex-1, ex-2] }
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(result!.cases[0]!.failures).toEqual([]);
    const e = result!.experiments[0]!;
    expect(e.verdict).toBe('unsafe');
    expect(e.changes[0]!.notes).toContain('chunks newly kept: kb-net');
    expect(e.reasons[0]).toContain('dropped.chunks kb-net held before and fails after');
  });

  it('replaces a rule text and a phrase, and changes profile values', async () => {
    const dir = await setup(`${HEAD}cases:
  - id: lang
    expect:
      contains: Türkçe yanıt ver
  - id: output
    expect:
      maxOutputTokens: 512
experiments:
  - id: reword
    replace:
      - rule: r-lang
        text: Always answer in English.
  - id: phrase
    replace:
      - find: "/var/log"
        with: "/var/tmp"
    expect: safe
  - id: bigger-answer
    profile: { output: { answer: 800 } }
    expect: unsafe
`);
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir });
    const [reword, phrase, bigger] = result!.experiments;
    expect(reword!.reasons[0]).toContain('case lang on disk: contains "Türkçe yanıt ver"');
    expect(phrase!.verdict).toBe('safe');
    expect(bigger!.reasons[0]).toContain('maxOutputTokens: 512');
    expect(bigger!.savings.savedMedian).toBe(0);
    expect(result!.status).toBe('passed');
  });
});

describe('model checks', () => {
  const providerBlock = (model: string): string => `provider:
  model: standin-template-1
  params: { temperature: 0 }
  cassettes: cassettes
  live:
    kind: command
    command: [${NODE}, ${JSON.stringify(model)}]
    timeoutMs: 20000
`;

  it('records cassettes, replays them, and fails (never passes) when one is missing', async () => {
    const dir = await setup(`${HEAD}${providerBlock(STANDIN)}cases:
  - id: cites
    model:
      assert:
        - contains: "Özet:"
        - regex: "^Özet: Disk yüzde 95"
        - notContains: Summary
        - maxTokens: 200
        - finishReason: stop
experiments:
  - id: drop-ex-2
    remove: { examples: ex-2 }
    expect: safe
  - id: no-lang-rule
    remove: { rules: r-lang }
    expect: unsafe
`);
    const recorded = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record' });
    expect(recorded[0]!.status).toBe('passed');
    expect(recorded[0]!.experiments[1]!.reasons[0]).toContain("the model's answers no longer pass");
    // One file per case and variant; the experiment that leaves the payload as it was asks nothing new.
    const files = (await readdir(join(dir, 'cassettes'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual([
      'standin-template-1/cites/baseline.json',
      'standin-template-1/cites/experiment.drop-ex-2.json',
      'standin-template-1/cites/experiment.no-lang-rule.json',
    ]);
    expect(recorded[0]!.cassettes).toMatchObject({ recorded: 3, unused: [] });

    const replayed = await runSuites(['s.suite.yaml'], { cwd: dir });
    const same = (r: typeof recorded): unknown => r.map((s) => ({ ...s, provider: null, cassettes: { ...s.cassettes, recorded: 0 } }));
    expect(same(replayed)).toEqual(same(recorded));
    expect(replayed[0]!.provider).toBe('replay');

    const stray = join(dir, 'cassettes', 'standin-template-1', 'gone-case', 'baseline.json');
    await mkdir(join(dir, 'cassettes', 'standin-template-1', 'gone-case'));
    await writeFile(stray, await readFile(join(dir, 'cassettes', files[0]!), 'utf8'));
    const [withStray] = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(withStray!.cassettes!.unused).toEqual(['standin-template-1/gone-case/baseline.json']);
    expect(replayed[0]!.cassettes!.unused).toEqual([]);

    await rm(join(dir, 'cassettes'), { recursive: true });
    const missing = await runSuites(['s.suite.yaml'], { cwd: dir });
    expect(missing[0]!.cases[0]!.status).toBe('failed');
    expect(missing[0]!.cases[0]!.failures[0]!.actual).toContain('no answers recorded for request disk');
    expect(missing[0]!.experiments.map((e) => e.verdict)).toEqual(['inconclusive', 'inconclusive']);
  });

  it('reuses the baseline answers where an experiment leaves the payload as it was, and notes changed answers', async () => {
    const counting = "const fs=require('fs');let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{" +
      "fs.appendFileSync('calls.log','x');const {payload}=JSON.parse(s);" +
      "process.stdout.write(JSON.stringify({text:'chars:'+payload.messages[0].content.length}))})";
    const dir = await setup(`profile: profile.yaml
requests:
  - disk.request.yaml
  - { id: plain, rules: [{ id: r-lang, text: Türkçe yanıt ver. }], question: Merhaba? }
provider:
  params: { temperature: 0 }
  cassettes: c
  live: { kind: command, command: [${NODE}, model.cjs] }
cases:
  - id: answers
    model: { assert: [{ contains: "chars:" }] }
experiments:
  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
`, { 'model.cjs': counting });
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live' });
    // Two baseline calls, and one more for the only request whose payload changed.
    expect(await readFile(join(dir, 'calls.log'), 'utf8')).toBe('xxx');
    expect(result!.experiments[0]!.changes).toEqual([
      { caseId: 'answers', requestId: 'disk', notes: ['answers changed (1 of 1), still 1/1 passing'], answers: { before: ['chars:322'], after: ['chars:286'] } },
    ]);
  });

  it('records from an OpenAI-compatible endpoint with the key from the environment, and never writes the key', async () => {
    const secret = 'sk-regress-secret-7781';
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization ?? '');
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: 'Özet: disk dolu.' }, finish_reason: 'stop' }], usage: { prompt_tokens: 9, completion_tokens: 4 } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const dir = await setup(`${HEAD}provider:
  model: local-model
  cassettes: cassettes
  live: { kind: openai, baseUrl: "http://127.0.0.1:${port}/v1", apiKeyEnv: REGRESS_KEY, maxRetries: 0 }
cases:
  - id: a
    model: { assert: [{ regex: "^Özet" }] }
`);
      const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'record', env: { REGRESS_KEY: secret } });
      expect(result!.status).toBe('passed');
      expect(seen).toEqual([`Bearer ${secret}`]);
      const text = await readFile(join(dir, 'cassettes', 'local-model', 'a', 'baseline.json'), 'utf8');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(`127.0.0.1:${port}`);
      const [replayed] = await runSuites(['s.suite.yaml'], { cwd: dir });
      expect(replayed!.status).toBe('passed');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('judges a noisy model by its pass rate over repeat runs', async () => {
    const noisy = "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const {params}=JSON.parse(s);" +
      "process.stdout.write(JSON.stringify({text:params.sample===2?'hayır':'evet'}))})";
    const suite = (rate: number): string => `${HEAD}provider:
  cassettes: c
  live: { kind: command, command: [${NODE}, model.cjs] }
cases:
  - id: noisy
    model:
      repeat: 3
      passRate: ${rate}
      assert: [{ equals: evet }]
`;
    const dir = await setup(suite(0.6), { 'model.cjs': noisy });
    const lenient = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live' });
    expect(lenient[0]!.cases[0]!.status).toBe('passed');
    const strict = await setup(suite(1), { 'model.cjs': noisy });
    const result = await runSuites(['s.suite.yaml'], { cwd: strict, mode: 'live' });
    expect(result[0]!.cases[0]!.failures[0]!.actual).toContain('2/3 runs passed (threshold 1)');
  });

  it('runs a custom assertion module and a JSON schema', async () => {
    const dir = await setup(`${HEAD}provider:
  cassettes: c
  live: { kind: command, command: [${NODE}, model.cjs] }
cases:
  - id: json
    model:
      assert:
        - json: true
        - jsonSchema: { type: object, required: [severity], properties: { severity: { enum: [SEV1, SEV2] } } }
        - module: ./checks/severity.mjs
`, {
      'model.cjs': "process.stdin.resume();process.stdin.on('end',()=>process.stdout.write(JSON.stringify({text:'{\"severity\":\"SEV3\"}'})))",
      'checks/severity.mjs': "export default (output, ctx) => ({ pass: !output.text.includes('SEV3'), message: `SEV3 for ${ctx.requestId}` });",
    });
    const [result] = await runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live' });
    const actual = result!.cases[0]!.failures[0]!.actual;
    expect(actual).toContain('$.severity: must be one of "SEV1", "SEV2"');
    expect(actual).toContain('SEV3 for disk');
  });
});

describe('configuration errors', () => {
  it('refuses the whole run when one suite is malformed, collecting every error', async () => {
    const dir = await setup(`${HEAD}cases:\n  - id: a\n    expect: { fits: maybe }\n`, {
      'b.suite.yaml': `${HEAD}cases: []\n`,
    });
    const run = runSuites(['s.suite.yaml', 'b.suite.yaml'], { cwd: dir });
    await expect(run).rejects.toBeInstanceOf(SuiteConfigError);
    const error = (await run.catch((e: unknown) => e)) as SuiteConfigError;
    expect(error.errors.map((e) => e.source)).toEqual([
      { file: 's.suite.yaml', line: 5, col: 21 },
      { file: 'b.suite.yaml', line: 3, col: 8 },
    ]);
  });

  it('refuses a live run when the key variable is not set, without naming any key', async () => {
    const dir = await setup(`${HEAD}provider:
  cassettes: c
  live: { kind: openai, baseUrl: "http://127.0.0.1:9/v1", apiKeyEnv: OPS_KEY }
cases:
  - id: a
    model: { assert: [{ contains: x }] }
`);
    await expect(runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live', env: {} })).rejects.toThrow(/OPS_KEY \(apiKeyEnv\) is not set/);
  });

  it('refuses credentials in a base URL', async () => {
    const dir = await setup(`${HEAD}provider:
  live: { kind: openai, baseUrl: "http://user:sk-1@127.0.0.1:9/v1" }
cases:
  - id: a
    model: { assert: [{ contains: x }] }
`);
    await expect(runSuites(['s.suite.yaml'], { cwd: dir, mode: 'live' })).rejects.toThrow(/without credentials/);
  });

  it('needs cassettes to replay and a live provider to record', async () => {
    const dir = await setup(`${HEAD}provider:\n  live: { kind: command, command: [x] }\ncases:\n  - id: a\n    model: { assert: [{ contains: x }] }\n`);
    await expect(runSuites(['s.suite.yaml'], { cwd: dir })).rejects.toThrow(/replay needs `cassettes`/);
  });
});
