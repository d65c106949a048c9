import { describe, expect, it } from 'vitest';
import { BaglamError } from '../core/index.js';
import { loadSuite } from './loadSuite.js';
import { runSuites } from './runner.js';
import { SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

const RULES = `  rules:
    - { id: r-lang, text: "Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver." }
    - { id: r-fax, text: "Müşteriye faks ile bildirim gönder." }
  examples:
    - { id: ex-1, text: "S: Disk doldu mu? C: Evet, /var/log yüzde 95 dolu." }
    - { id: ex-2, text: "S: Disk dolu mu? C: Evet, /var/log yüzde 95 dolmuş." }
  format: En fazla üç cümle yaz.
`;

const QUESTIONS = ['Disk neden doldu?', 'Ağ neden yavaş?', 'Yedek ne zaman alındı?'];

/** The same suite twice: the fixed part once in `defaults:`, or written out on every request line. */
function suites(): { withDefaults: string; inline: string; requests: string; inlineRequests: string } {
  const cases = `cases:
  - id: rules-are-sent
    expect:
      contains: Türkçe yanıt ver
      kept: { examples: [ex-1, ex-2] }
      order: [rules, examples, format, question]
  - id: fits
    expect: { fits: true }
experiments:
  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
  - id: drop-ex-2
    remove: { examples: ex-2 }
`;
  const requests = QUESTIONS.map((q, i) => JSON.stringify({ id: `q-${i}`, question: q })).join('\n');
  const inlineRequests = QUESTIONS.map((q, i) => JSON.stringify({
    id: `q-${i}`,
    rules: [{ id: 'r-lang', text: 'Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.' }, { id: 'r-fax', text: 'Müşteriye faks ile bildirim gönder.' }],
    examples: [{ id: 'ex-1', text: 'S: Disk doldu mu? C: Evet, /var/log yüzde 95 dolu.' }, { id: 'ex-2', text: 'S: Disk dolu mu? C: Evet, /var/log yüzde 95 dolmuş.' }],
    format: 'En fazla üç cümle yaz.',
    question: q,
  })).join('\n');
  return {
    withDefaults: `profile: profile.yaml\nrequests: [requests.jsonl]\ndefaults:\n${RULES}${cases}`,
    inline: `profile: profile.yaml\nrequests: [inline.jsonl]\n${cases}`,
    requests, inlineRequests,
  };
}

async function errorOf(suite: string): Promise<BaglamError> {
  const t = await tempDir({ 's.suite.yaml': suite, 'profile.yaml': SMALL_PROFILE, 'requests.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n` });
  try {
    await loadSuite('s.suite.yaml', { cwd: t.dir });
  } catch (error) {
    expect(error).toBeInstanceOf(BaglamError);
    return error as BaglamError;
  }
  throw new Error('the suite loaded without an error');
}

describe('defaults: the fixed part', () => {
  it('a suite with its rules and examples in one place runs like the same suite written out on every request', async () => {
    const s = suites();
    const t = await tempDir({
      'a.suite.yaml': s.withDefaults, 'b.suite.yaml': s.inline, 'profile.yaml': SMALL_PROFILE,
      'requests.jsonl': `${s.requests}\n`, 'inline.jsonl': `${s.inlineRequests}\n`,
    });
    const [a, b] = await runSuites(['a.suite.yaml', 'b.suite.yaml'], { cwd: t.dir });
    expect(a!.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
    expect(b!.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
    // Same verdicts and the same savings, to the token: the defaults are part of the fixed part.
    const strip = (r: typeof a): unknown => r!.experiments.map((e) => ({ id: e.id, verdict: e.verdict, savings: e.savings }));
    expect(strip(a)).toEqual(strip(b));
    expect(a!.experiments[0]!.verdict).toBe('safe');
    expect(a!.experiments[0]!.savings.savedMedian).toBeGreaterThan(5);
  });

  it('the request\'s own item of the same id wins; the defaults\' others come first; the request\'s format wins', async () => {
    const request = {
      id: 'own', question: 'Disk?', format: 'Tek cümle.',
      rules: [{ id: 'r-fax', text: 'Faks yok artık.' }],
      examples: [{ id: 'ex-own', text: 'S: Ağ? C: Yavaş.' }],
    };
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml\nrequests: [r.jsonl]\ndefaults:\n${RULES}cases:\n  - id: c\n    expect: { fits: true }\n`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify(request)}\n`,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    const r = suite.requests[0]!.request;
    expect(r.rules).toEqual([{ id: 'r-lang', text: 'Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.' }, { id: 'r-fax', text: 'Faks yok artık.' }]);
    expect(r.examples!.map((e) => e.id)).toEqual(['ex-1', 'ex-2', 'ex-own']);
    expect(r.format).toBe('Tek cümle.');
  });
});

describe('defaults: precedence of profile, parameters, expectations and model checks', () => {
  it('profile: the suite\'s < defaults < the case\'s < the experiment\'s', async () => {
    // maxOutputTokens is the profile's output.answer + reasoning: each layer sets it to a value of its own.
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests: [r.jsonl]
defaults:
  profile: { output: { answer: 300 } }
cases:
  - id: from-defaults
    expect: { maxOutputTokens: 300 }
  - id: from-the-case
    profile: { output: { answer: 200 } }
    expect: { maxOutputTokens: 200 }
experiments:
  - id: from-the-experiment
    profile: { output: { answer: 100 } }
`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n`,
    });
    const [r] = await runSuites(['s.suite.yaml'], { cwd: t.dir });
    expect(r!.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
    // Under the experiment both cases see 100: the experiment's value is stronger than the case's.
    const notes = r!.experiments[0]!.changes.flatMap((c) => c.notes);
    expect(notes).toEqual(['expectation maxOutputTokens: 300: pass → FAIL (100)', 'expectation maxOutputTokens: 200: pass → FAIL (100)']);
  });

  it('time limits: defaults.model.timeLimitMs bounds the defaults\' assertions and a case\'s own where it sets none', async () => {
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests: [r.jsonl]
defaults:
  model: { timeLimitMs: 700, assert: [{ regex: "^a" }] }
provider:
  model: m
  cassettes: cassettes
cases:
  - id: inherits
    model: { assert: [{ regex: "b$" }] }
  - id: own
    model: { timeLimitMs: 300, assert: [{ regex: "c$" }] }
`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n`,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    const limits = suite.cases.map((c) => c.model!.assertions.map((a) => (a.kind === 'regex' ? a.timeLimitMs : null)));
    // The case's own first, then the defaults', each with the limit it was read under.
    expect(limits).toEqual([[700, 700], [300, 700]]);
  });

  it('parameters: defaults.params < the provider\'s params, each read where it is written', async () => {
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests: [r.jsonl]
defaults:
  params: { temperature: 0.7, seed: 7 }
provider:
  model: m
  params: { temperature: 0 }
  cassettes: cassettes
cases:
  - id: c
    model: { assert: [{ contains: x }] }
`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n`,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    expect(suite.provider!.params).toEqual({ temperature: 0, seed: 7 });
    // temperature 0 from the provider makes repeat: 1 deterministic, though the default says 0.7.
    expect(suite.cases[0]!.model!.sampled).toBe(false);
  });

  it('expectations: key by key, the case\'s own replace the defaults\'; null clears one', async () => {
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests: [r.jsonl]
defaults:
  expect: { fits: true, contains: Disk, maxOutputTokens: 512 }
cases:
  - id: inherits
    expect: { trimNote: false }
  - id: overrides
    expect: { fits: true, contains: [Disk, "?"] }
  - id: clears
    expect: { contains: null }
`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n`,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    const labels = suite.cases.map((c) => c.expectations.map((e) => e.label));
    expect(labels).toEqual([
      ['fits: true', 'contains "Disk"', 'maxOutputTokens: 512', 'trimNote: false'],
      ['maxOutputTokens: 512', 'fits: true', 'contains "Disk"', 'contains "?"'],
      ['fits: true', 'maxOutputTokens: 512'],
    ]);
    // A default is placed where it is written, so a failure names the defaults' line.
    expect(suite.cases[0]!.expectations[0]!.at).toEqual({ file: 's.suite.yaml', line: 4, col: 19 });
  });

  it('model checks: defaults fill repeat and passRate and add their assertions after the case\'s own', async () => {
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests: [r.jsonl]
provider: { model: m, cassettes: cassettes }
defaults:
  model: { repeat: 40, passRate: 0.9, assert: [{ notContains: Summary }] }
cases:
  - id: own-and-defaults
    model: { assert: [{ contains: Özet }] }
  - id: only-defaults
    model: { repeat: 2 }
  - id: no-model
    expect: { fits: true }
`,
      'profile.yaml': SMALL_PROFILE, 'r.jsonl': `${JSON.stringify({ id: 'q', question: 'Disk?' })}\n`,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    const [a, b, c] = suite.cases;
    expect(a!.model).toMatchObject({ repeat: 40, passRate: 0.9 });
    expect(a!.model!.assertions.map((x) => x.label)).toEqual(['contains "Özet"', 'notContains "Summary"']);
    expect(b!.model).toMatchObject({ repeat: 2, passRate: 0.9 });
    expect(b!.model!.assertions.map((x) => x.label)).toEqual(['notContains "Summary"']);
    expect(c!.model).toBeNull();
  });
});

describe('defaults: mistakes are errors at file:line:col', () => {
  const HEAD = 'profile: profile.yaml\nrequests: [requests.jsonl]\n';
  const CASE = 'cases:\n  - id: c\n    expect: { fits: true }\n';

  it.each([
    ['an unknown key, at the key', `${HEAD}defaults:\n  rule: []\n${CASE}`, 4, 3, 'unknown key "rule"'],
    ['a rule without text, in the defaults', `${HEAD}defaults:\n  rules:\n    - { id: r-1 }\n${CASE}`, 5, 7, 'text'],
    ['two default rules with one id', `${HEAD}defaults:\n  rules:\n    - { id: r-1, text: a }\n    - { id: r-1, text: b }\n${CASE}`, 6, 13, 'r-1'],
    ['a bad profile value, in the defaults', `${HEAD}defaults:\n  profile: { window: -5 }\n${CASE}`, 4, 22, 'window'],
    ['parameters without a provider', `${HEAD}defaults:\n  params: { seed: 1 }\n${CASE}`, 4, 11, 'provider'],
    ['a bad parameter, in the defaults', `${HEAD}defaults:\n  params: { seed: -1 }\nprovider: { model: m, cassettes: c }\n${CASE}`, 4, 19, 'seed'],
    ['model defaults no case uses', `${HEAD}defaults:\n  model: { repeat: 3 }\n${CASE}`, 4, 10, 'no case has one'],
    ['clearing a key no default sets', `${HEAD}defaults:\n  expect: { fits: true }\ncases:\n  - id: c\n    expect: { contains: null, fits: false }\n`, 7, 25, 'sets no contains'],
    ['model: {} with no assertions anywhere', `${HEAD}provider: { model: m, cassettes: c }\ncases:\n  - id: c\n    model: {}\n`, 6, 12, '"assert" is required'],
  ])('%s', async (_name, suite, line, col, message) => {
    const e = await errorOf(suite);
    expect(e.source).toEqual({ file: 's.suite.yaml', line, col });
    expect(e.message).toContain(message);
  });
});
