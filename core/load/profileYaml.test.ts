import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { parseProfileYaml } from './profileYaml.js';

/** The error `parseProfileYaml` throws for `text`, as code and position (and its text, for the tests of wording). */
function failure(text: string): { code: string; path: readonly (string | number)[]; line: number; col: number; file: string; message: string } {
  try {
    parseProfileYaml(text, 'p.yaml');
  } catch (error) {
    if (!(error instanceof BaglamError)) throw error;
    expect(error.source).toBeDefined();
    return { code: error.code, path: error.path, file: error.source!.file, line: error.source!.line, col: error.source!.col, message: error.message };
  }
  throw new Error('expected the profile to be refused');
}

const GOOD = ['name: ops', 'window: 8192', 'output:', '  answer: 1024', 'shares:', '  evidence: 0.4', '  history: 0.3', ''].join('\n');

describe('parseProfileYaml', () => {
  it('resolves a good profile with every default filled', () => {
    const profile = parseProfileYaml(GOOD, 'p.yaml');
    expect(profile.window).toBe(8192);
    expect(profile.output).toEqual({ answer: 1024, reasoning: 0 });
    expect(profile.encoding).toBe('o200k_base');
    expect(profile.template).toEqual({ kind: 'chat', perMessage: 3, replyPrimer: 3 });
  });

  it('reads JSON too (JSON is YAML)', () => {
    expect(parseProfileYaml('{"window": 4096, "output": {"answer": 512}}', 'p.json').window).toBe(4096);
  });

  it('points an unknown key at the key', () => {
    expect(failure('window: 8192\noutput:\n  answer: 1024\n  reasonin: 10\n')).toMatchObject({
      code: 'INVALID_PROFILE', path: ['output', 'reasonin'], file: 'p.yaml', line: 4, col: 3,
    });
    expect(failure('window: 8192\nwindwo: 1\noutput: {answer: 1}\n')).toMatchObject({ line: 2, col: 1 });
  });

  it('points a wrong type at the value', () => {
    expect(failure('window: "8192"\noutput: {answer: 1024}\n')).toMatchObject({ code: 'INVALID_PROFILE', path: ['window'], line: 1, col: 9 });
    expect(failure('window: 8192\noutput: {answer: 1024}\nshares:\n  history: lots\n')).toMatchObject({ path: ['shares', 'history'], line: 4, col: 12 });
    expect(failure('window: 8192\noutput: {answer: 1024}\nencoding: gpt2\n')).toMatchObject({ path: ['encoding'], line: 3, col: 11 });
  });

  it('refuses a reserve that leaves no prompt budget, at the output mapping', () => {
    expect(failure('window: 1000\noutput:\n  answer: 600\n  reasoning: 400\n')).toMatchObject({ code: 'INVALID_PROFILE', path: ['output'], line: 3, col: 3 });
  });

  it('refuses shares that add up to more than the whole', () => {
    expect(failure('window: 8192\noutput: {answer: 1}\nshares: {evidence: 0.7, history: 0.5}\n')).toMatchObject({
      code: 'INVALID_PROFILE', path: ['shares'], line: 3, col: 9,
    });
  });

  it('reports a missing required key at the mapping that lacks it', () => {
    expect(failure('window: 8192\noutput:\n  reasoning: 10\n')).toMatchObject({ path: ['output', 'answer'], line: 3, col: 3 });
    expect(failure('\n\nwindow: 8192\n')).toMatchObject({ path: ['output'], line: 3, col: 1 });
  });

  it('refuses YAML syntax errors with their position', () => {
    expect(failure('window: 8192\noutput: {answer: 1\n')).toMatchObject({ code: 'PARSE_ERROR', line: 3 });
    expect(failure('window: 8192\nname: ops: x\n')).toMatchObject({ code: 'PARSE_ERROR', line: 2, col: 7 });
    expect(failure('window: 8192\n\tname: x\n')).toMatchObject({ code: 'PARSE_ERROR', line: 2, col: 1 });
  });

  it('refuses duplicate keys at the second one', () => {
    expect(failure('window: 8192\noutput: {answer: 1}\nwindow: 4096\n')).toMatchObject({ code: 'PARSE_ERROR', line: 3, col: 1 });
  });

  it('refuses several documents, and documents that are not mappings', () => {
    expect(failure('window: 8192\noutput: {answer: 1}\n---\nwindow: 1\n')).toMatchObject({ code: 'PARSE_ERROR', line: 3 });
    expect(failure('- window: 8192\n')).toMatchObject({ code: 'INVALID_PROFILE', path: [], line: 1, col: 1 });
    expect(failure('')).toMatchObject({ code: 'INVALID_PROFILE', path: [] });
  });

  it('refuses unknown tags rather than reading them as strings', () => {
    expect(failure('window: !big 8192\noutput: {answer: 1}\n')).toMatchObject({ code: 'PARSE_ERROR', line: 1 });
  });

  it('refuses a billion-laughs alias bomb instead of expanding it', () => {
    // Nine levels of nine aliases: 9^9 ≈ 387 million strings if expanded.
    const lines = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i <= 9; i++) lines.push(`lol${i}: &l${i} [${Array(9).fill(`*l${i - 1}`).join(', ')}]`);
    lines.push('window: 8192', 'output: {answer: 1}');
    expect(failure(lines.join('\n'))).toMatchObject({ code: 'PARSE_ERROR', line: 2, col: 12 });
  });

  it('says in its own words what the YAML library found, with the key or tag, never the library\'s API', () => {
    const library = /YAML\.|parseAllDocuments|Map keys must be unique|Unresolved tag|resource exhaustion|Unresolved alias/;
    const cases: [string, string, RegExp][] = [
      ['window: 8192\noutput: {answer: 1}\nwindow: 4096\n', 'p.yaml:3:1', /key "window" \(first at line 1\) appears twice in one mapping/],
      ['window: 8192\noutput: {answer: 1, answer: 2}\n', 'p.yaml:2:21', /key "answer" \(first at line 2\) appears twice/],
      ['window: 8192\noutput: {answer: 1}\n---\nwindow: 1\n', 'p.yaml:3:1', /a second YAML document starts here/],
      ['window: !big 8192\noutput: {answer: 1}\n', 'p.yaml:1:9', /unknown tag !big/],
      ['window: *w\noutput: {answer: 1}\nname: &w x\n', 'p.yaml:1:9', /alias \*w is used before its anchor &w is set/],
    ];
    for (const [text, at, words] of cases) {
      const { message } = failure(text);
      expect(message.startsWith(`${at}: `), message).toBe(true);
      expect(message).toMatch(words);
      expect(message).not.toMatch(library);
    }
    const lines = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i <= 9; i++) lines.push(`lol${i}: &l${i} [${Array(9).fill(`*l${i - 1}`).join(', ')}]`);
    const bomb = failure([...lines, 'window: 8192', 'output: {answer: 1}'].join('\n')).message;
    expect(bomb).toMatch(/^p\.yaml:2:12: more than 100 alias expansions: refused as a possible alias bomb/);
    expect(bomb).not.toMatch(library);
  });

  it('still accepts a few honest aliases', () => {
    const profile = parseProfileYaml('window: &w 8192\noutput: {answer: 1}\nlimits: {longestTurn: *w}\n', 'p.yaml');
    expect(profile.limits.longestTurn).toBe(8192);
  });
});
