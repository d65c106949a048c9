import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { toRequest } from './toRequest.js';

/**
 * The message shapes history may come in (docs/profiles-and-requests.md,
 * "Requests"): baglam's turns, OpenAI Chat Completions messages and Vercel AI
 * SDK v5 model messages. Each expectation here is written out by hand from
 * that page and from the shapes' own documentation: every key a shape
 * accepts, read into the right turn; every key it does not accept, refused
 * with the path of the field as written; every part that is not text,
 * refused by its name.
 */

const history = (turns: unknown[]): unknown[] => toRequest({ question: 'q', history: turns }).history as unknown[];

function refusal(turns: unknown[]): { path: readonly (string | number)[]; detail: string } {
  try {
    toRequest({ question: 'q', history: turns });
  } catch (error) {
    if (!(error instanceof BaglamError)) throw error;
    expect(error.code).toBe('INVALID_INPUT');
    return { path: error.path, detail: error.detail };
  }
  throw new Error('expected the history to be refused');
}

/** Calls to refer to: one baglam call `n1`, one OpenAI call `o1`, one AI SDK call `a1`. */
const NATIVE_CALL = { role: 'assistant', content: '', toolCalls: [{ id: 'n1', name: 'hava', arguments: '{}' }] };
const OPENAI_CALL = { role: 'assistant', content: null, tool_calls: [{ id: 'o1', type: 'function', function: { name: 'hava', arguments: '{}' } }] };
const AI_SDK_CALL = { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'a1', toolName: 'hava', input: {} }] };
const NATIVE_CALL_TURN = NATIVE_CALL;
const OPENAI_CALL_TURN = { role: 'assistant', content: '', toolCalls: [{ id: 'o1', name: 'hava', arguments: '{}' }] };
const AI_SDK_CALL_TURN = { role: 'assistant', content: '', toolCalls: [{ id: 'a1', name: 'hava', arguments: '{}' }] };

describe('message shapes: every key a shape accepts is read into the right turn', () => {
  // Expected turns are compared strictly: a key the message did not give (an
  // id, tool calls) must not appear on the turn, not even as `undefined`.
  it.each<[string, unknown[], unknown[]]>([
    ['a user message with an id and providerOptions', [{ role: 'user', content: 'merhaba', id: 'u1', providerOptions: { x: { y: 1 } } }], [{ role: 'user', content: 'merhaba', id: 'u1' }]],
    ['a user message without an id', [{ role: 'user', content: 'merhaba' }], [{ role: 'user', content: 'merhaba' }]],
    ['user text parts, one with providerOptions, joined without a separator', [{ role: 'user', content: [{ type: 'text', text: 'mer' }, { type: 'text', text: 'haba', providerOptions: { a: {} } }] }], [{ role: 'user', content: 'merhaba' }]],
    ['a system message with an id', [{ role: 'system', content: 'kısa yaz', id: 's1' }], [{ role: 'system', content: 'kısa yaz', id: 's1' }]],
    ['a developer message in the history, read as system', [{ role: 'user', content: 'a' }, { role: 'developer', content: 'kısa yaz', id: 'd1' }], [{ role: 'user', content: 'a' }, { role: 'system', content: 'kısa yaz', id: 'd1' }]],
    ['a plain assistant message', [{ role: 'assistant', content: 'tamam' }], [{ role: 'assistant', content: 'tamam' }]],
    ['an assistant message with an id, providerOptions, refusal null and empty annotations', [{ role: 'assistant', content: 'tamam', id: 'a', providerOptions: {}, refusal: null, annotations: [] }], [{ role: 'assistant', content: 'tamam', id: 'a' }]],
    ['baglam tool calls beside text', [{ role: 'assistant', content: 'bakıyorum', id: 'a', toolCalls: [{ id: 'n1', name: 'hava', arguments: '{"sehir":"Van"}' }] }], [{ role: 'assistant', content: 'bakıyorum', id: 'a', toolCalls: [{ id: 'n1', name: 'hava', arguments: '{"sehir":"Van"}' }] }]],
    ['OpenAI tool calls beside content null', [OPENAI_CALL], [OPENAI_CALL_TURN]],
    ['OpenAI tool calls without content (OpenAI makes content optional beside tool_calls)', [{ role: 'assistant', tool_calls: OPENAI_CALL.tool_calls }], [OPENAI_CALL_TURN]],
    ['OpenAI tool calls beside text, which is kept', [{ role: 'assistant', content: 'bakıyorum', tool_calls: OPENAI_CALL.tool_calls }], [{ ...OPENAI_CALL_TURN, content: 'bakıyorum' }]],
    ['an OpenAI tool call without its type', [{ role: 'assistant', content: null, tool_calls: [{ id: 'o1', function: { name: 'hava', arguments: '{}' } }] }], [OPENAI_CALL_TURN]],
    ['AI SDK text and tool-call parts, with providerOptions and providerExecuted', [{ role: 'assistant', providerOptions: {}, content: [
      { type: 'text', text: 'bakıyorum', providerOptions: {} },
      { type: 'tool-call', toolCallId: 'a1', toolName: 'hava', input: { sehir: 'Van' }, providerOptions: {}, providerExecuted: false },
    ] }], [{ role: 'assistant', content: 'bakıyorum', toolCalls: [{ id: 'a1', name: 'hava', arguments: '{"sehir":"Van"}' }] }]],
    ['a baglam tool result with an id', [NATIVE_CALL, { role: 'tool', toolCallId: 'n1', content: '12°', id: 't' }], [NATIVE_CALL_TURN, { role: 'tool', toolCallId: 'n1', content: '12°', id: 't' }]],
    ['an OpenAI tool result in text parts', [OPENAI_CALL, { role: 'tool', tool_call_id: 'o1', content: [{ type: 'text', text: '12' }, { type: 'text', text: '°' }] }], [OPENAI_CALL_TURN, { role: 'tool', toolCallId: 'o1', content: '12°' }]],
    ['one AI SDK tool result in a message with an id and providerOptions everywhere', [AI_SDK_CALL, { role: 'tool', id: 't', providerOptions: {}, content: [
      { type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: '12°', providerOptions: {} }, providerOptions: {} },
    ] }], [AI_SDK_CALL_TURN, { role: 'tool', toolCallId: 'a1', content: '12°', id: 't' }]],
    // baglam's turn does not carry the tool's name: it is only checked against the call when given.
    ['an AI SDK tool result without toolName', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', output: { type: 'text', value: '12°' } }] }], [AI_SDK_CALL_TURN, { role: 'tool', toolCallId: 'a1', content: '12°' }]],
  ])('%s', (_name, turns, expected) => {
    expect(history(turns)).toStrictEqual(expected);
  });

  it('reads every AI SDK output kind as the text the model reads', () => {
    const result = (output: unknown): unknown => history([AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output }] }])[1];
    expect(result({ type: 'text', value: '12°' })).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: '12°' });
    expect(result({ type: 'json', value: { derece: 12, birim: 'C' } })).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: '{"derece":12,"birim":"C"}' });
    expect(result({ type: 'error-text', value: 'zaman aşımı' })).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: 'zaman aşımı' });
    expect(result({ type: 'error-json', value: ['yok'] })).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: '["yok"]' });
    expect(result({ type: 'content', value: [{ type: 'text', text: '12' }, { type: 'text', text: '°' }] })).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: '12°' });
  });
});

describe('message shapes: several AI SDK tool results, and mixed shapes', () => {
  const threeCalls = { role: 'assistant', content: ['a', 'b', 'c'].map((s) => ({ type: 'tool-call', toolCallId: `c${s}`, toolName: 'hava', input: { s } })) };
  const threeResults = { role: 'tool', content: ['a', 'b', 'c'].map((s) => ({ type: 'tool-result', toolCallId: `c${s}`, toolName: 'hava', output: { type: 'text', value: s.toUpperCase() } })) };

  it('splits one AI SDK tool message into one tool turn per result, in order', () => {
    expect(history([threeCalls, threeResults]).slice(1)).toStrictEqual([
      { role: 'tool', toolCallId: 'ca', content: 'A' },
      { role: 'tool', toolCallId: 'cb', content: 'B' },
      { role: 'tool', toolCallId: 'cc', content: 'C' },
    ]);
  });

  it('numbers the split turns\' ids after the message\'s id, and keeps a single result\'s id as given', () => {
    expect(history([threeCalls, { ...threeResults, id: 'r' }]).slice(1).map((t) => (t as { id?: string }).id)).toEqual(['r.1', 'r.2', 'r.3']);
    expect(history([AI_SDK_CALL, { role: 'tool', id: 'r', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' } }] }])[1]).toStrictEqual({ role: 'tool', toolCallId: 'a1', content: 'x', id: 'r' });
  });

  it('reads a conversation whose messages mix the three shapes', () => {
    const mixed = [
      { role: 'developer', content: 'kısa yaz' },
      { role: 'user', content: [{ type: 'text', text: 'Van ve Kars?' }] },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'v', toolName: 'hava', input: { sehir: 'Van' } }] },
      { role: 'tool', tool_call_id: 'v', content: '3°' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'k', type: 'function', function: { name: 'hava', arguments: '{"sehir":"Kars"}' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'k', toolName: 'hava', output: { type: 'json', value: -8 } }] },
      { role: 'assistant', content: 'Van 3°, Kars -8°.', toolCalls: [] },
      { role: 'tool', toolCallId: 'k2', content: 'x' },
    ];
    // The last message answers a call nobody made: refused, at the field as written.
    expect(refusal(mixed).path).toEqual(['history', 7, 'toolCallId']);
    expect(history(mixed.slice(0, 7))).toStrictEqual([
      { role: 'system', content: 'kısa yaz' },
      { role: 'user', content: 'Van ve Kars?' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'v', name: 'hava', arguments: '{"sehir":"Van"}' }] },
      { role: 'tool', toolCallId: 'v', content: '3°' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'k', name: 'hava', arguments: '{"sehir":"Kars"}' }] },
      { role: 'tool', toolCallId: 'k', content: '-8' },
      { role: 'assistant', content: 'Van 3°, Kars -8°.', toolCalls: [] },
    ]);
  });

  it('refuses an AI SDK tool result that names another tool than its call, naming both', () => {
    for (const call of [NATIVE_CALL, OPENAI_CALL, AI_SDK_CALL]) {
      const id = call === NATIVE_CALL ? 'n1' : call === OPENAI_CALL ? 'o1' : 'a1';
      const { path, detail } = refusal([call, { role: 'tool', content: [{ type: 'tool-result', toolCallId: id, toolName: 'ruzgar', output: { type: 'text', value: 'x' } }] }]);
      expect(path).toEqual(['history', 1, 'content', 0, 'toolName']);
      expect(detail).toContain('"hava"');
      expect(detail).toContain('"ruzgar"');
    }
  });

  it('names a call\'s bad name, not the result that refers to it', () => {
    // The call's name is not text: its own field is what is wrong, not the result's toolName.
    expect(refusal([{ role: 'assistant', content: '', toolCalls: [{ id: 'n1', name: 5, arguments: '{}' }] }, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'n1', toolName: 'hava', output: { type: 'text', value: 'x' } }] }]).path)
      .toEqual(['history', 0, 'toolCalls', 0, 'name']);
    expect(refusal([{ role: 'assistant', content: '', toolCalls: [null] }]).path).toEqual(['history', 0, 'toolCalls', 0]);
    expect(refusal([{ role: 'assistant', content: '', toolCalls: ['x'] }]).path).toEqual(['history', 0, 'toolCalls', 0]);
  });
});

describe('message shapes: parts that are not text are refused by their name', () => {
  it.each([
    ['image', { type: 'image', image: 'aGk=' }],
    ['image_url', { type: 'image_url', image_url: { url: 'https://x/y.png' } }],
    ['file', { type: 'file', data: 'aGk=', mediaType: 'application/pdf' }],
    ['input_audio', { type: 'input_audio', input_audio: { data: 'aGk=', format: 'wav' } }],
    ['reasoning', { type: 'reasoning', text: 'düşünüyorum' }],
    ['redacted-reasoning', { type: 'redacted-reasoning', data: 'x' }],
    ['refusal', { type: 'refusal', refusal: 'yapamam' }],
  ])('a "%s" part', (type, part) => {
    for (const role of ['user', 'assistant']) {
      const { path, detail } = refusal([{ role, content: [{ type: 'text', text: 'a' }, part] }]);
      expect(path).toEqual(['history', 0, 'content', 1, 'type']);
      expect(detail).toContain(`"${type}"`);
      expect(detail).toContain('not supported');
    }
  });

  it('refuses a part that is not text where only text is read, saying which types are read there', () => {
    const cases: [unknown[], (string | number)[]][] = [
      [[{ role: 'user', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }], ['history', 0, 'content', 0, 'type']],
      [[OPENAI_CALL, { role: 'tool', tool_call_id: 'o1', content: [{ type: 'media', data: '' }] }], ['history', 1, 'content', 0, 'type']],
      [[{ role: 'assistant', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'text', value: 'x' } }] }], ['history', 0, 'content', 0, 'type']],
      [[{ role: 'user', content: [{ text: 'a' }] }], ['history', 0, 'content', 0, 'type']],
      // A tool message with a tool result is an AI SDK one: its text part is what does not belong.
      [[AI_SDK_CALL, { role: 'tool', content: [{ type: 'text', text: 'x' }, { type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' } }] }], ['history', 1, 'content', 0, 'type']],
    ];
    for (const [turns, path] of cases) {
      const error = refusal(turns);
      expect(error.path).toEqual(path);
      expect(error.detail).toMatch(/must be one of/);
    }
  });
});

describe('message shapes: keys and values a shape does not accept are refused at their path', () => {
  it.each<[string, unknown[], (string | number)[], RegExp?]>([
    ['an unknown key in a user message', [{ role: 'user', content: 'a', name: 'ayse' }], ['history', 0, 'name'], /unknown key/],
    ['an unknown key in a system message', [{ role: 'system', content: 'a', cache: true }], ['history', 0, 'cache'], /unknown key/],
    ['an unknown key in an assistant message', [{ role: 'assistant', content: 'a', audio: null }], ['history', 0, 'audio'], /unknown key/],
    ['an unknown key in a tool message', [NATIVE_CALL, { role: 'tool', toolCallId: 'n1', content: 'a', name: 'hava' }], ['history', 1, 'name'], /unknown key/],
    ['an unknown key in an AI SDK tool message', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' } }], name: 'x' }], ['history', 1, 'name'], /unknown key/],
    ['an unknown key in a text part', [{ role: 'user', content: [{ type: 'text', text: 'a', cache_control: {} }] }], ['history', 0, 'content', 0, 'cache_control'], /unknown key/],
    ['an unknown key in a tool-call part', [{ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {}, args: {} }] }], ['history', 0, 'content', 0, 'args'], /unknown key/],
    ['an unknown key in a tool-result part', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' }, result: 'x' }] }], ['history', 1, 'content', 0, 'result'], /unknown key/],
    ['an unknown key in an AI SDK output', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x', text: 'x' } }] }], ['history', 1, 'content', 0, 'output', 'text'], /unknown key/],
    ['an unknown key in an OpenAI tool call', [{ role: 'assistant', content: null, tool_calls: [{ id: 'o1', type: 'function', index: 0, function: { name: 'hava', arguments: '{}' } }] }], ['history', 0, 'tool_calls', 0, 'index'], /unknown key/],
    ['a message that is not an object', [{ role: 'user', content: 'a' }, 'merhaba'], ['history', 1], /message/],
    ['a message that is null', [null], ['history', 0], /message/],
    ['an unknown role', [{ role: 'function', content: 'x' }], ['history', 0, 'role'], /developer/],
    ['a content part that is not an object', [{ role: 'user', content: ['merhaba'] }], ['history', 0, 'content', 0], /content part/],
    ['a content part that is null', [{ role: 'user', content: [null] }], ['history', 0, 'content', 0], /content part/],
    ['a text part whose text is not a string', [{ role: 'user', content: [{ type: 'text', text: 5 }] }], ['history', 0, 'content', 0, 'text'], /string/],
    // null is kept, not read as empty text: only beside tool calls does it stand for none.
    ['assistant content null without tool calls', [{ role: 'assistant', content: null }], ['history', 0, 'content'], /null/],
    ['an assistant refusal', [{ role: 'assistant', content: 'a', refusal: 'yapamam' }], ['history', 0, 'refusal'], /content/],
    ['non-empty annotations', [{ role: 'assistant', content: 'a', annotations: [{ type: 'url_citation' }] }], ['history', 0, 'annotations'], /annotations/],
    ['annotations that are not a list', [{ role: 'assistant', content: 'a', annotations: 'x' }], ['history', 0, 'annotations'], /annotations/],
    ['a tool-call part without input', [{ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't' }] }], ['history', 0, 'content', 0, 'input'], /required/],
    ['OpenAI tool_calls that are not a list', [{ role: 'assistant', content: null, tool_calls: { id: 'o1' } }], ['history', 0, 'tool_calls'], /array/],
    ['an OpenAI tool call that is not an object', [{ role: 'assistant', content: null, tool_calls: ['o1'] }], ['history', 0, 'tool_calls', 0], /tool call/],
    ['an OpenAI tool call that is null', [{ role: 'assistant', content: null, tool_calls: [null] }], ['history', 0, 'tool_calls', 0], /tool call/],
    ['an OpenAI tool call of another type', [{ role: 'assistant', content: null, tool_calls: [{ id: 'o1', type: 'custom', function: { name: 'hava', arguments: '{}' } }] }], ['history', 0, 'tool_calls', 0, 'type'], /function/],
    ['an OpenAI tool call without its function', [{ role: 'assistant', content: null, tool_calls: [{ id: 'o1', type: 'function' }] }], ['history', 0, 'tool_calls', 0, 'function'], /name and arguments/],
    ['an OpenAI tool call whose function is text', [{ role: 'assistant', content: null, tool_calls: [{ id: 'o1', type: 'function', function: 'hava' }] }], ['history', 0, 'tool_calls', 0, 'function'], /name and arguments/],
    ['baglam tool calls and tool-call parts together', [{ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }], toolCalls: [{ id: 'n', name: 't', arguments: '{}' }] }], ['history', 0, 'toolCalls'], /twice/],
    ['OpenAI tool calls and tool-call parts together', [{ role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }], tool_calls: [] }], ['history', 0, 'tool_calls'], /twice/],
    ['both toolCallId and tool_call_id', [NATIVE_CALL, { role: 'tool', toolCallId: 'n1', tool_call_id: 'n1', content: 'a' }], ['history', 1, 'tool_call_id'], /not both/],
    ['a tool result naming no call', [NATIVE_CALL, { role: 'tool', content: 'a' }], ['history', 1, 'toolCallId']],
    ['an AI SDK tool message with toolCallId beside its parts', [AI_SDK_CALL, { role: 'tool', toolCallId: 'a1', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' } }] }], ['history', 1, 'toolCallId'], /tool-result parts/],
    ['an AI SDK tool message with tool_call_id beside its parts', [AI_SDK_CALL, { role: 'tool', tool_call_id: 'a1', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'text', value: 'x' } }] }], ['history', 1, 'tool_call_id'], /tool-result parts/],
    ['an AI SDK output that is text', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: '12°' }] }], ['history', 1, 'content', 0, 'output'], /AI SDK tool output/],
    ['an AI SDK result without output', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava' }] }], ['history', 1, 'content', 0, 'output'], /AI SDK tool output/],
    ['an AI SDK output of an unknown type', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'media', value: 'x' } }] }], ['history', 1, 'content', 0, 'output', 'type'], /"media"/],
    ['a json output without value', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'json' } }] }], ['history', 1, 'content', 0, 'output', 'value'], /required/],
    ['a content output whose value is not a list', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'content', value: 'x' } }] }], ['history', 1, 'content', 0, 'output', 'value'], /array/],
    ['a lone surrogate in a content output', [AI_SDK_CALL, { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a1', toolName: 'hava', output: { type: 'content', value: [{ type: 'text', text: 'a\uD800' }] } }] }], ['history', 1, 'content', 0, 'output', 'value']],
  ])('%s', (_name, turns, path, words) => {
    const { path: got, detail } = refusal(turns);
    expect(got).toEqual(path);
    if (words !== undefined) expect(detail).toMatch(words);
  });
});

describe('message shapes: errors found after conversion name the field as written', () => {
  // Message 1 (two AI SDK results) becomes turns 1 and 2, so message 2 is
  // turn 3: a path with the turn's index, or a converted field's name, is wrong.
  const before = [
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'x', toolName: 'hava', input: {} }, { type: 'tool-call', toolCallId: 'y', toolName: 'hava', input: {} }] },
    { role: 'tool', content: ['x', 'y'].map((id) => ({ type: 'tool-result', toolCallId: id, toolName: 'hava', output: { type: 'text', value: id } })) },
  ];
  // A function has no JSON text: a library caller can pass one where AI SDK keeps parsed arguments.
  const noJson = (): void => undefined;
  it.each<[string, unknown, (string | number)[]]>([
    ['user content', { role: 'user', content: 5 }, ['history', 2, 'content']],
    ['a user id', { role: 'user', content: 'a', id: '' }, ['history', 2, 'id']],
    ['system content', { role: 'system', content: '' }, ['history', 2, 'content']],
    ['assistant content', { role: 'assistant', content: 5 }, ['history', 2, 'content']],
    ['an assistant id', { role: 'assistant', content: 'a', id: 'a\nb' }, ['history', 2, 'id']],
    ['baglam tool calls that are not a list', { role: 'assistant', content: '', toolCalls: 'x' }, ['history', 2, 'toolCalls']],
    ['a baglam call id', { role: 'assistant', content: '', toolCalls: [{ id: '', name: 'hava', arguments: '{}' }] }, ['history', 2, 'toolCalls', 0, 'id']],
    ['an OpenAI call id', { role: 'assistant', content: null, tool_calls: [{ id: '', type: 'function', function: { name: 'hava', arguments: '{}' } }] }, ['history', 2, 'tool_calls', 0, 'id']],
    ['an OpenAI call id used twice', { role: 'assistant', content: null, tool_calls: [{ id: 'x', type: 'function', function: { name: 'hava', arguments: '{}' } }] }, ['history', 2, 'tool_calls', 0, 'id']],
    ['an OpenAI function name', { role: 'assistant', content: null, tool_calls: [{ id: 'z', type: 'function', function: { name: '', arguments: '{}' } }] }, ['history', 2, 'tool_calls', 0, 'function', 'name']],
    ['an AI SDK call id', { role: 'assistant', content: [{ type: 'tool-call', toolCallId: '', toolName: 'hava', input: {} }] }, ['history', 2, 'content', 0, 'toolCallId']],
    ['an AI SDK tool name', { role: 'assistant', content: [{ type: 'text', text: 'a' }, { type: 'tool-call', toolCallId: 'z', toolName: 5, input: {} }] }, ['history', 2, 'content', 1, 'toolName']],
    ['AI SDK input without JSON text', { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'z', toolName: 'hava', input: noJson }] }, ['history', 2, 'content', 0, 'input']],
    ['baglam tool result content', { role: 'tool', toolCallId: 'x', content: 5 }, ['history', 2, 'content']],
    ['a baglam tool result id', { role: 'tool', toolCallId: 'x', content: 'a', id: '' }, ['history', 2, 'id']],
    ['an OpenAI tool result content', { role: 'tool', tool_call_id: 'x', content: null }, ['history', 2, 'content']],
    ['an OpenAI tool result answering a call twice', { role: 'tool', tool_call_id: 'x', content: 'a' }, ['history', 2, 'tool_call_id']],
    ['an AI SDK tool message id', { role: 'tool', id: '', content: [{ type: 'tool-result', toolCallId: 'x', toolName: 'hava', output: { type: 'text', value: 'a' } }] }, ['history', 2, 'id']],
    ['an AI SDK text output', { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'x', toolName: 'hava', output: { type: 'text', value: 5 } }] }, ['history', 2, 'content', 0, 'output', 'value']],
    ['a json output without JSON text', { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'x', toolName: 'hava', output: { type: 'json', value: noJson } }] }, ['history', 2, 'content', 0, 'output', 'value']],
  ])('%s', (_name, message, path) => {
    expect(refusal([...before, message]).path).toEqual(path);
  });
});
