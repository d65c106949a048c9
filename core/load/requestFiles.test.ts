import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { parseRequestJsonl } from './requestJsonl.js';
import { parseRequestYaml } from './requestYaml.js';

interface Failure { code: string; path: readonly (string | number)[]; line: number; col: number }

function failure(parse: () => unknown): Failure {
  try {
    parse();
  } catch (error) {
    if (!(error instanceof BaglamError)) throw error;
    expect(error.source?.file).toBe('r.yaml');
    return { code: error.code, path: error.path, line: error.source!.line, col: error.source!.col };
  }
  throw new Error('expected the request to be refused');
}

const yaml = (text: string): Failure => failure(() => parseRequestYaml(text, 'r.yaml'));
const jsonl = (line: string, lineNo = 7): Failure => failure(() => parseRequestJsonl(line, 'r.yaml', lineNo));

describe('parseRequestYaml', () => {
  it('reads a request with OpenAI history', () => {
    const request = parseRequestYaml(
      [
        'question: Disk neden doldu?',
        'history:',
        '  - role: assistant',
        '    content: null',
        '    tool_calls:',
        '      - id: c1',
        '        type: function',
        '        function: {name: olay_ara, arguments: "{}"}',
        '  - {role: tool, tool_call_id: c1, content: INC-7781}',
      ].join('\n'),
      'r.yaml',
    );
    expect(request.history).toEqual([
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'olay_ara', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c1', content: 'INC-7781' },
    ]);
  });

  it('points an unknown key at the key, also inside a converted message', () => {
    expect(yaml('question: q\nchunk: []\n')).toMatchObject({ code: 'INVALID_INPUT', path: ['chunk'], line: 2, col: 1 });
    expect(yaml('question: q\nhistory:\n  - role: user\n    content: a\n    nmae: x\n')).toMatchObject({ path: ['history', 0, 'nmae'], line: 5, col: 5 });
  });

  it('points a wrong type at the value', () => {
    expect(yaml('question: q\nchunks:\n  - {id: k1, text: t, score: high}\n')).toMatchObject({ code: 'INVALID_INPUT', path: ['chunks', 0, 'score'], line: 3, col: 30 });
  });

  it('points a tool result without its call at the call id as written', () => {
    const text = 'question: q\nmessages:\n  - {role: user, content: a}\n  - role: tool\n    tool_call_id: c9\n    content: x\n  - {role: user, content: b}\n';
    expect(yaml(text)).toMatchObject({ code: 'INVALID_INPUT', path: ['messages', 1, 'tool_call_id'], line: 5, col: 19 });
  });

  it('refuses a lone surrogate where it stands', () => {
    expect(yaml('question: q\nrules:\n  - id: r1\n    text: "a\\uD800b"\n')).toMatchObject({ code: 'INVALID_INPUT', path: ['rules', 0, 'text'], line: 4, col: 11 });
  });

  it('refuses syntax errors, duplicate keys and alias bombs', () => {
    expect(yaml('question: q\nrules: [\n')).toMatchObject({ code: 'PARSE_ERROR' });
    expect(yaml('question: q\nformat: a\nquestion: r\n')).toMatchObject({ code: 'PARSE_ERROR', line: 3, col: 1 });
    const bomb = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x"]'];
    for (let i = 1; i <= 8; i++) bomb.push(`b${i}: &b${i} [${Array(8).fill(i === 1 ? '*a' : `*b${i - 1}`).join(', ')}]`);
    expect(yaml(bomb.join('\n'))).toMatchObject({ code: 'PARSE_ERROR', line: 2 });
  });
});

describe('a request in a wrapper baglam writes', () => {
  it('reads the request of compact --json\'s output and of a request-log entry, in a file or on a line', () => {
    const compacted = '{"outcome": {"kind": "not-needed", "historyTokens": 3, "share": 10},\n "request": {"question": "q", "rules": [{"id": "r", "text": "t"}]}}';
    expect(parseRequestYaml(compacted, 'c.json')).toEqual({ question: 'q', rules: [{ id: 'r', text: 't' }] });
    expect(parseRequestYaml('request: {question: q}\nresponse: {usage: {completion_tokens: 1}, finish_reason: stop}\n', 'e.yaml')).toEqual({ question: 'q' });
    expect(parseRequestJsonl(compacted.replace('\n', ''), 'c.jsonl', 1)).toEqual({ question: 'q', rules: [{ id: 'r', text: 't' }] });
  });

  it('refuses any other key beside the request, and still refuses those keys in a bare request', () => {
    expect(yaml('request: {question: q}\nnote: x\n')).toMatchObject({ code: 'INVALID_INPUT', path: ['note'], line: 2, col: 1 });
    expect(jsonl('{"request":{"question":"q"},"extra":1}')).toMatchObject({ path: ['extra'], line: 7, col: 29 });
    // Without a request, outcome and response are unknown keys of a request, as before.
    expect(yaml('question: q\noutcome: {kind: compacted}\n')).toMatchObject({ path: ['outcome'], line: 2, col: 1 });
    expect(jsonl('{"question":"q","response":{}}')).toMatchObject({ path: ['response'], col: 17 });
    // A bad field inside the wrapper is named, and placed, under request.
    expect(yaml('outcome: {}\nrequest:\n  question: q\n  extra: 1\n')).toMatchObject({ path: ['request', 'extra'], line: 4, col: 3 });
  });
});

describe('parseRequestJsonl', () => {
  it('reads one request a line', () => {
    expect(parseRequestJsonl('{"question":"q","history":[{"role":"user","content":"a"}]}', 'r.yaml', 3).history).toEqual([{ role: 'user', content: 'a' }]);
  });

  it('reads the request of a request-log entry, placing its errors inside "request"', () => {
    const line = '{"request":{"question":"q","rules":[{"id":"r","text":"t"}]},"response":{"usage":{"completion_tokens":3},"finish_reason":"stop"}}';
    expect(parseRequestJsonl(line, 'log.jsonl', 2)).toEqual({ question: 'q', rules: [{ id: 'r', text: 't' }] });
    expect(jsonl('{"request":{"question":"q","extra":1}}')).toMatchObject({ path: ['request', 'extra'], line: 7, col: 28 });
    expect(jsonl('{"request":{"question":3}}')).toMatchObject({ path: ['request', 'question'], line: 7, col: 24 });
  });

  it('gives the line number and the column of a JSON syntax error', () => {
    expect(jsonl('{"question":"q",}', 12)).toMatchObject({ code: 'PARSE_ERROR', line: 12, col: 17 });
    // V8 names no position for this one; the column still comes out.
    expect(jsonl('{"question":}')).toMatchObject({ code: 'PARSE_ERROR', line: 7, col: 13 });
    expect(jsonl('{"question":"q"} x')).toMatchObject({ code: 'PARSE_ERROR', col: 18 });
    expect(jsonl('   ')).toMatchObject({ code: 'PARSE_ERROR', col: 1 });
  });

  it('gives the column of a bad field', () => {
    expect(jsonl('{"question":"q","chunks":[{"id":"k","text":"t","score":"x"}]}')).toMatchObject({
      code: 'INVALID_INPUT', path: ['chunks', 0, 'score'], line: 7, col: 56,
    });
    expect(jsonl('{"question":"q","extra":1}')).toMatchObject({ path: ['extra'], col: 17 });
    expect(jsonl('{"question":"\\ud800"}')).toMatchObject({ path: ['question'], col: 13 });
    expect(jsonl('{"question":"q","history":[{"role":"tool","tool_call_id":"c","content":"x"}]}')).toMatchObject({
      path: ['history', 0, 'tool_call_id'], col: 58,
    });
  });
});
