import { describe, expect, it } from 'vitest';
import { BaglamError } from '../core/index.js';
import { loadSuite } from './loadSuite.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';


/** Loads `suite` (beside a profile and a request file) and returns the error it throws. */
async function errorOf(suite: string, extra: Record<string, string> = {}): Promise<BaglamError> {
  const t = await tempDir({ 's.suite.yaml': suite, 'profile.yaml': SMALL_PROFILE, 'requests/disk.request.yaml': DISK_REQUEST, ...extra });
  try {
    await loadSuite('s.suite.yaml', { cwd: t.dir });
  } catch (error) {
    expect(error).toBeInstanceOf(BaglamError);
    return error as BaglamError;
  }
  throw new Error('the suite loaded without an error');
}

const HEAD = `profile: profile.yaml
requests:
  - requests/*.request.yaml
`;

describe('loadSuite', () => {
  it('loads a valid suite with files, globs and an inline request', async () => {
    const t = await tempDir({
      's.suite.yaml': `${HEAD}  - id: tiny
    question: Merhaba?
cases:
  - id: fits
    expect: { fits: true }
experiments:
  - id: drop-ex-2
    remove: { examples: ex-2 }
`,
      'profile.yaml': SMALL_PROFILE,
      'requests/disk.request.yaml': DISK_REQUEST,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    expect(suite.name).toBe('s');
    expect(suite.requests.map((r) => r.id)).toEqual(['disk', 'tiny']);
    expect(suite.cases[0]!.requestIds).toEqual(['disk', 'tiny']);
    expect(suite.experiments[0]!.removals).toMatchObject([{ section: 'examples', id: 'ex-2' }]);
  });

  it('names an unknown top-level key at the key', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiment: []\n`);
    expect(e.code).toBe('PARSE_ERROR');
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 7, col: 1 });
  });

  it('names an unknown expectation key at the key', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect:\n      fits: true\n      contain: x\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 8, col: 7 });
    expect(e.message).toContain('unknown key "contain"');
  });

  it('refuses a case with no expectations', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    request: disk\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 5, col: 5 });
    expect(e.message).toContain('no expectations');
  });

  it('refuses an empty expect mapping too', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: {}\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 6, col: 13 });
  });

  it('refuses a glob that matches no file, at the glob', async () => {
    const e = await errorOf(`profile: profile.yaml\nrequests:\n  - requests/*.jsonl\ncases:\n  - id: a\n    expect: { fits: true }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 3, col: 5 });
    expect(e.message).toContain('matches no file');
  });

  it('refuses an experiment that removes an id no request has', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiments:\n  - id: x\n    remove:\n      examples: [ex-1, ex-9]\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 10, col: 24 });
    expect(e.message).toContain('example "ex-9"');
  });

  it('refuses an experiment that changes nothing, found by comparing the changed inputs', async () => {
    // The rule exists, but its new text is its old text.
    const e = await errorOf(
      `${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiments:\n  - id: same\n    replace:\n      - rule: r-lang\n        text: Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.\n`,
    );
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 8, col: 5 });
    expect(e.message).toContain('changes nothing');
  });

  it('refuses a profile change to the value the profile already has', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiments:\n  - id: same\n    profile: { window: 4096 }\n`);
    expect(e.message).toContain('changes nothing');
  });

  it('places a bad profile value of an experiment in the suite', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiments:\n  - id: bad\n    profile:\n      shares: { evidence: 2 }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 10, col: 27 });
  });

  it('names an unknown profile key of an experiment at the key', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\nexperiments:\n  - id: bad\n    profile:\n      windw: 5000\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 10, col: 7 });
  });

  it('places an error of the profile file in that file', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\n`, { 'profile.yaml': 'window: 4096\noutput:\n  answer: 512\n  reserve: 3\n' });
    expect(e.source).toEqual({ file: 'profile.yaml', line: 4, col: 3 });
  });

  it('places an error of a request file in that file', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\n`, {
      'requests/disk.request.yaml': 'question: q\nchunks:\n  - { id: c, text: t, score: .nan }\n',
    });
    expect(e.source).toMatchObject({ file: 'requests/disk.request.yaml', line: 3 });
  });

  it('refuses a request pattern that matches no request', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    request: [disk, nope-*]\n    expect: { fits: true }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 6, col: 21 });
  });

  it('refuses an order item it does not know', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect:\n      order: [rules, evidnce]\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 7, col: 22 });
  });

  it('refuses a model check without a provider', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    model:\n      assert: [{ contains: disk }]\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 7, col: 7 });
  });

  it('refuses provider parameters it cannot send as written, at the field', async () => {
    const provider = (params: string): string => `${HEAD}provider:\n  cassettes: c\n  params: ${params}\ncases:\n  - id: a\n    model: { assert: [{ contains: disk }] }\n`;
    const reserved = await errorOf(provider('{ extraBody: { user: ci, max_tokens: 5 } }'));
    expect(reserved.source).toEqual({ file: 's.suite.yaml', line: 6, col: 48 });
    expect(reserved.detail).toContain('baglam sets max_tokens itself');
    const field = await errorOf(provider('{ maxTokensField: max_output_tokens }'));
    expect(field.path).toEqual(['provider', 'params', 'maxTokensField']);
    const tools = await errorOf(provider('{ tools: [refund] }'));
    expect(tools.path).toEqual(['provider', 'params', 'tools', 0]);
  });

  it('refuses a cost assertion without prices, and `provider:` beside `providers:`', async () => {
    const cost = await errorOf(`${HEAD}provider: { cassettes: c }\ncases:\n  - id: a\n    model: { assert: [{ not: { cost: 0.01 } }] }\n`);
    expect(cost.source).toEqual({ file: 's.suite.yaml', line: 7, col: 30 });
    expect(cost.detail).toContain('needs `prices:`');
    const both = await errorOf(`${HEAD}provider: { cassettes: c }\nproviders: [{ cassettes: c }]\ncases:\n  - id: a\n    expect: { fits: true }\n`);
    expect(both.path).toEqual(['providers']);
  });

  it('places a bad profile value of a case in the suite', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    profile: { output: { answer: 9000 } }\n    expect: { fits: true }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 6, col: 24 });
    expect(e.detail).toContain('leaves no room');
  });

  it('refuses duplicate case ids', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    expect: { fits: true }\n  - id: a\n    expect: { fits: true }\n`);
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 7, col: 9 });
  });

  it('refuses an alias bomb quickly', async () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++) {
      const prev = String.fromCharCode(96 + i);
      const next = String.fromCharCode(97 + i);
      bomb.push(`${next}: &${next} [${Array(10).fill(`*${prev}`).join(', ')}]`);
    }
    const e = await errorOf(`${bomb.join('\n')}\n${HEAD}cases: []\n`);
    expect(e.code).toBe('PARSE_ERROR');
    expect(e.source?.file).toBe('s.suite.yaml');
  });

  it('refuses a custom assertion module that does not exist', async () => {
    const e = await errorOf(
      `${HEAD}provider:\n  cassettes: c\ncases:\n  - id: a\n    model:\n      assert:\n        - module: ./nope.mjs\n`,
    );
    expect(e.source).toEqual({ file: 's.suite.yaml', line: 10, col: 19 });
  });
});

describe('request patterns', () => {
  it('adds with * and takes out with !', async () => {
    const t = await tempDir({
      's.suite.yaml': `profile: profile.yaml
requests:
  - { id: a-1, question: q }
  - { id: a-2, question: q }
  - { id: b-1, question: q }
cases:
  - id: c
    request: ["a-*", "b-1", "!a-2"]
    expect: { fits: true }
  - id: all
    expect: { fits: true }
`,
      'profile.yaml': SMALL_PROFILE,
    });
    const suite = await loadSuite('s.suite.yaml', { cwd: t.dir });
    expect(suite.cases.map((c) => c.requestIds)).toEqual([['a-1', 'b-1'], ['a-1', 'a-2', 'b-1']]);
  });

  it('refuses patterns that leave nothing', async () => {
    const e = await errorOf(`${HEAD}cases:\n  - id: a\n    request: [disk, "!disk"]\n    expect: { fits: true }\n`);
    expect(e.message).toContain('leave no request');
  });
});
