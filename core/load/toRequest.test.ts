import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import type { Turn } from '../request.js';
import { toRequest, toUnvalidatedRequest } from './toRequest.js';

function failure(value: unknown): { code: string; path: readonly (string | number)[] } {
  try {
    toRequest(value);
  } catch (error) {
    if (!(error instanceof BaglamError)) throw error;
    return { code: error.code, path: error.path };
  }
  throw new Error('expected the request to be refused');
}

/** One conversation with two parallel tool calls, in baglam's own shape. */
const NATIVE: Turn[] = [
  { role: 'user', content: 'Ankara ve İzmir için hava nasıl?' },
  {
    role: 'assistant',
    content: '',
    toolCalls: [
      { id: 'call_a', name: 'hava', arguments: '{"sehir":"Ankara"}' },
      { id: 'call_b', name: 'hava', arguments: '{"sehir":"İzmir"}' },
    ],
  },
  { role: 'tool', toolCallId: 'call_a', content: '{"derece":12}' },
  { role: 'tool', toolCallId: 'call_b', content: '{"derece":19}' },
  { role: 'assistant', content: 'Ankara 12°, İzmir 19°.' },
];

/** The same conversation as OpenAI Chat Completions messages. */
const OPENAI = [
  { role: 'user', content: [{ type: 'text', text: 'Ankara ve İzmir ' }, { type: 'text', text: 'için hava nasıl?' }] },
  {
    role: 'assistant',
    content: null,
    refusal: null,
    tool_calls: [
      { id: 'call_a', type: 'function', function: { name: 'hava', arguments: '{"sehir":"Ankara"}' } },
      { id: 'call_b', type: 'function', function: { name: 'hava', arguments: '{"sehir":"İzmir"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_a', content: '{"derece":12}' },
  { role: 'tool', tool_call_id: 'call_b', content: [{ type: 'text', text: '{"derece":19}' }] },
  { role: 'assistant', content: 'Ankara 12°, İzmir 19°.' },
];

/** The same conversation as Vercel AI SDK v5 model messages: both results in one tool message. */
const AI_SDK = [
  { role: 'user', content: 'Ankara ve İzmir için hava nasıl?' },
  {
    role: 'assistant',
    content: [
      { type: 'tool-call', toolCallId: 'call_a', toolName: 'hava', input: { sehir: 'Ankara' } },
      { type: 'tool-call', toolCallId: 'call_b', toolName: 'hava', input: { sehir: 'İzmir' } },
    ],
  },
  {
    role: 'tool',
    content: [
      { type: 'tool-result', toolCallId: 'call_a', toolName: 'hava', output: { type: 'json', value: { derece: 12 } } },
      { type: 'tool-result', toolCallId: 'call_b', toolName: 'hava', output: { type: 'text', value: '{"derece":19}' } },
    ],
  },
  { role: 'assistant', content: [{ type: 'text', text: 'Ankara 12°, İzmir 19°.' }] },
];

describe('toRequest: history shapes', () => {
  it('reads baglam turns, OpenAI messages and AI SDK messages of one conversation to the same turns', () => {
    for (const history of [NATIVE, OPENAI, AI_SDK]) {
      expect(toRequest({ question: 'Ve yarın?', history }).history).toEqual(NATIVE);
    }
  });

  it('does not change its input', () => {
    const input = structuredClone({ question: 'q', history: AI_SDK });
    toRequest(input);
    expect(input).toEqual({ question: 'q', history: AI_SDK });
  });

  it('round-trips generated conversations with parallel tool calls through both shapes', () => {
    const call = fc.record({ city: fc.string({ minLength: 1, maxLength: 8 }), temp: fc.integer({ min: -40, max: 50 }) });
    const exchange = fc.record({ ask: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''), calls: fc.array(call, { minLength: 0, maxLength: 3 }), answer: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '') });
    fc.assert(
      fc.property(fc.array(exchange, { minLength: 1, maxLength: 4 }), (exchanges) => {
        const native: Turn[] = [];
        const openai: unknown[] = [];
        const aiSdk: unknown[] = [];
        exchanges.forEach((ex, e) => {
          const ids = ex.calls.map((_, c) => `call_${e}_${c}`);
          native.push({ role: 'user', content: ex.ask });
          openai.push({ role: 'user', content: ex.ask });
          aiSdk.push({ role: 'user', content: [{ type: 'text', text: ex.ask }] });
          if (ex.calls.length > 0) {
            native.push({ role: 'assistant', content: '', toolCalls: ex.calls.map((c, i) => ({ id: ids[i]!, name: 'hava', arguments: JSON.stringify({ sehir: c.city }) })) });
            openai.push({ role: 'assistant', content: null, tool_calls: ex.calls.map((c, i) => ({ id: ids[i], type: 'function', function: { name: 'hava', arguments: JSON.stringify({ sehir: c.city }) } })) });
            aiSdk.push({ role: 'assistant', content: ex.calls.map((c, i) => ({ type: 'tool-call', toolCallId: ids[i], toolName: 'hava', input: { sehir: c.city } })) });
            ex.calls.forEach((c, i) => {
              native.push({ role: 'tool', toolCallId: ids[i]!, content: JSON.stringify({ derece: c.temp }) });
              openai.push({ role: 'tool', tool_call_id: ids[i], content: JSON.stringify({ derece: c.temp }) });
            });
            aiSdk.push({ role: 'tool', content: ex.calls.map((c, i) => ({ type: 'tool-result', toolCallId: ids[i], toolName: 'hava', output: { type: 'json', value: { derece: c.temp } } })) });
          }
          native.push({ role: 'assistant', content: ex.answer });
          openai.push({ role: 'assistant', content: ex.answer });
          aiSdk.push({ role: 'assistant', content: ex.answer });
        });
        expect(toRequest({ question: 'q', history: openai }).history).toEqual(native);
        expect(toRequest({ question: 'q', history: aiSdk }).history).toEqual(native);
        expect(toRequest({ question: 'q', history: native }).history).toEqual(native);
      }),
      { seed: 20261130, numRuns: 100 },
    );
  });

  it('turns the AI SDK output kinds into the text the model reads', () => {
    const result = (output: unknown): string => {
      const history = [
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output }] },
      ];
      return toRequest({ question: 'q', history }).history![1]!.content;
    };
    expect(result({ type: 'error-text', value: 'zaman aşımı' })).toBe('zaman aşımı');
    expect(result({ type: 'error-json', value: { error: 'x' } })).toBe('{"error":"x"}');
    expect(result({ type: 'content', value: [{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }] })).toBe('ab');
    expect(failure({ question: 'q', history: [
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c', toolName: 't', output: { type: 'content', value: [{ type: 'media', data: '', mediaType: 'image/png' }] } }] },
    ] })).toEqual({ code: 'INVALID_INPUT', path: ['history', 1, 'content', 0, 'output', 'value', 0, 'type'] });
  });

  it('keeps ids unique when one AI SDK tool message becomes several turns', () => {
    const history = [AI_SDK[0], AI_SDK[1], { ...AI_SDK[2], id: 'sonuc' }];
    expect(toRequest({ question: 'q', history }).history!.map((t) => t.id)).toEqual([undefined, undefined, 'sonuc.1', 'sonuc.2']);
  });
});

describe('toRequest: messages', () => {
  const messages = [
    { role: 'system', content: 'Türkçe yanıt ver.' },
    { role: 'developer', content: 'Kaynak göster.' },
    ...OPENAI,
    { role: 'user', content: 'Ve yarın?' },
  ];

  it('takes leading system messages as rules and the last user message as the question', () => {
    const request = toRequest({ rules: [{ id: 'r1', text: 'Kısa tut.' }], messages });
    expect(request.rules).toEqual([
      { id: 'r1', text: 'Kısa tut.' },
      { id: 'system-1', text: 'Türkçe yanıt ver.' },
      { id: 'system-2', text: 'Kaynak göster.' },
    ]);
    expect(request.question).toBe('Ve yarın?');
    expect(request.history).toEqual(NATIVE);
  });

  it('keeps every later message as history when question is given', () => {
    const request = toRequest({ question: 'Özetle.', messages });
    expect(request.question).toBe('Özetle.');
    expect(request.history!.at(-1)).toEqual({ role: 'user', content: 'Ve yarın?' });
    expect(request.history).toHaveLength(NATIVE.length + 1);
  });

  it('keeps a system message after the first turn as a system turn', () => {
    const request = toRequest({ messages: [{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }, { role: 'user', content: 'c' }] });
    expect(request.rules).toBeUndefined();
    expect(request.history).toEqual([{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }]);
  });

  it('refuses messages that end without the user question, or beside history', () => {
    expect(failure({ messages: [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 1] });
    expect(failure({ messages: [{ role: 'system', content: 'a' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages'] });
    expect(failure({ history: [], messages: [{ role: 'user', content: 'a' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages'] });
  });

  it('names fields of messages as written, after the rules and question were taken out', () => {
    const bad = [...messages.slice(0, 4), { role: 'tool', tool_call_id: 'call_x', content: 'x' }, ...messages.slice(4)];
    expect(failure({ messages: bad })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 4, 'tool_call_id'] });
    expect(failure({ messages: [{ role: 'system', content: '\uD800' }, { role: 'user', content: 'q' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 0, 'content'] });
    expect(failure({ messages: [{ role: 'user', content: '  ' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 0, 'content'] });
  });
});

describe('toUnvalidatedRequest', () => {
  it('converts every shape to what toRequest gives, without recording where fields came from', () => {
    const tools = [{ type: 'function', function: { name: 'hava', description: 'Hava durumu', parameters: { type: 'object' } } }];
    const inputs = [
      { rules: [{ id: 'r1', text: 'Kısa tut.' }], messages: [{ role: 'system', content: 'Türkçe yanıt ver.' }, ...OPENAI, { role: 'user', content: 'Ve yarın?' }] },
      { question: 'Özetle.', history: AI_SDK, tools },
      { question: 'q', history: NATIVE },
    ];
    for (const input of inputs) expect(toUnvalidatedRequest(structuredClone(input))).toEqual(toRequest(structuredClone(input)));
    // A shape error is thrown as toRequest throws it.
    expect(() => toUnvalidatedRequest({ question: 'q', histroy: [] })).toThrow(expect.objectContaining({ path: ['histroy'] }));
  });
});

describe('toRequest: tools', () => {
  it('reads OpenAI function tools', () => {
    const tools = [{ type: 'function', function: { name: 'hava', description: 'Hava durumu', parameters: { type: 'object' }, strict: true } }];
    expect(toRequest({ question: 'q', tools }).tools).toEqual([{ name: 'hava', description: 'Hava durumu', parameters: { type: 'object' } }]);
    expect(failure({ question: 'q', tools: [{ type: 'function', function: { name: '' } }] })).toEqual({ code: 'INVALID_INPUT', path: ['tools', 0, 'function', 'name'] });
    expect(failure({ question: 'q', tools: [{ type: 'function', function: { name: 'a', descripton: '' } }] })).toEqual({ code: 'INVALID_INPUT', path: ['tools', 0, 'function', 'descripton'] });
  });
});

describe('toRequest: bad input names the field as written', () => {
  it.each([
    ['an unknown request key', { question: 'q', histroy: [] }, ['histroy']],
    ['an unknown key in an OpenAI message', { question: 'q', history: [{ role: 'user', content: 'a', name: 'ayse' }] }, ['history', 0, 'name']],
    ['an unknown key in an OpenAI tool call', { question: 'q', history: [{ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 't', arguments: '{}', extra: 1 } }] }] }, ['history', 0, 'tool_calls', 0, 'function', 'extra']],
    ['an unknown key in a native turn', { question: 'q', history: [{ role: 'assistant', content: 'a', toolCalls: [{ id: 'c', name: 't', arguments: '', args: '' }] }] }, ['history', 0, 'toolCalls', 0, 'args']],
    ['a wrong type', { question: 'q', chunks: [{ id: 'c', text: 't', score: 'high' }] }, ['chunks', 0, 'score']],
    ['OpenAI arguments that are not text', { question: 'q', history: [{ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 't', arguments: {} } }] }] }, ['history', 0, 'tool_calls', 0, 'function', 'arguments']],
    ['a native tool result without its call', { question: 'q', history: [{ role: 'tool', toolCallId: 'c', content: 'x' }] }, ['history', 0, 'toolCallId']],
    ['an OpenAI tool result without its call', { question: 'q', history: [{ role: 'user', content: 'a' }, { role: 'tool', tool_call_id: 'c', content: 'x' }] }, ['history', 1, 'tool_call_id']],
    ['an AI SDK tool result without its call', { question: 'q', history: [AI_SDK[0], AI_SDK[1], { role: 'tool', content: [AI_SDK[2]!.content[0], { type: 'tool-result', toolCallId: 'nope', toolName: 'hava', output: { type: 'text', value: 'x' } }] }] }, ['history', 2, 'content', 1, 'toolCallId']],
    ['an AI SDK result naming another tool', { question: 'q', history: [AI_SDK[1], { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_a', toolName: 'ruzgar', output: { type: 'text', value: 'x' } }] }] }, ['history', 1, 'content', 0, 'toolName']],
    ['a lone surrogate in an AI SDK output', { question: 'q', history: [AI_SDK[1], { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_a', toolName: 'hava', output: { type: 'text', value: 'a\uDC00' } }] }] }, ['history', 1, 'content', 0, 'output', 'value']],
    ['an image part', { question: 'q', history: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] }, ['history', 0, 'content', 0, 'type']],
    ['a tool-call part in a user message', { question: 'q', history: [{ role: 'user', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 't', input: {} }] }] }, ['history', 0, 'content', 0, 'type']],
    ['tool calls given twice', { question: 'q', history: [{ role: 'assistant', content: '', toolCalls: [], tool_calls: [] }] }, ['history', 0, 'tool_calls']],
    ['an unknown role', { question: 'q', history: [{ role: 'function', content: 'x' }] }, ['history', 0, 'role']],
    ['a request that is not an object', [], []],
  ])('%s', (_name, value, path) => {
    expect(failure(value)).toEqual({ code: 'INVALID_INPUT', path });
  });
});

describe('toRequest: the request keys and tools each shape accepts', () => {
  it('accepts summary and historyTrimmed beside the other sections', () => {
    const request = toRequest({ question: 'q', summary: 'Önceki konuşma: hava soruldu.', historyTrimmed: true });
    expect(request.summary).toBe('Önceki konuşma: hava soruldu.');
    expect(request.historyTrimmed).toBe(true);
  });

  it('takes baglam tools as they are and OpenAI function tools without the keys they did not give', () => {
    const baglam = [{ name: 'hava', description: 'Hava durumu', parameters: { type: 'object' } }, { name: 'saat' }];
    expect(toRequest({ question: 'q', tools: baglam }).tools).toStrictEqual(baglam);
    expect(toRequest({ question: 'q', tools: [{ type: 'function', function: { name: 'saat' } }] }).tools).toStrictEqual([{ name: 'saat' }]);
  });

  it.each([
    ['an OpenAI tool without its function', [{ type: 'function' }], ['tools', 0, 'function']],
    ['an OpenAI tool whose function is text', [{ type: 'function', function: 'hava' }], ['tools', 0, 'function']],
    ['a function without its type', [{ function: { name: 'hava' } }], ['tools', 0, 'type']],
    ['a tool of another type', [{ type: 'web_search', function: { name: 'hava' } }], ['tools', 0, 'type']],
    ['a key beside type and function', [{ type: 'function', function: { name: 'hava' }, name: 'hava' }], ['tools', 0, 'name']],
    ['a second tool with a bad name', [{ name: 'saat' }, { type: 'function', function: { name: '' } }], ['tools', 1, 'function', 'name']],
  ])('refuses %s at the field as written', (_name, tools, path) => {
    expect(failure({ question: 'q', tools })).toEqual({ code: 'INVALID_INPUT', path });
  });

  it('says which keys an OpenAI tool may have beside type and function', () => {
    expect(() => toRequest({ question: 'q', tools: [{ type: 'function', function: { name: 'hava' }, name: 'hava' }] }))
      .toThrow(expect.objectContaining({ detail: expect.stringMatching(/unknown key; expected one of type, function$/) }));
  });
});

describe('toRequest: messages, field by field', () => {
  it('refuses messages that are not a list, and rules that are not a list beside system messages', () => {
    expect(failure({ messages: 'merhaba' })).toEqual({ code: 'INVALID_INPUT', path: ['messages'] });
    expect(failure({ messages: { role: 'user', content: 'a' } })).toEqual({ code: 'INVALID_INPUT', path: ['messages'] });
    // Not dropped in favour of the system messages: a rules value that is not a list is a mistake.
    expect(failure({ rules: 'kısa yaz', messages: [{ role: 'system', content: 'a' }, { role: 'user', content: 'q' }] })).toEqual({ code: 'INVALID_INPUT', path: ['rules'] });
  });

  it('names a rule\'s id and the question\'s parts in the message they came from', () => {
    const system = { role: 'system', content: 'a' };
    expect(failure({ messages: [system, { role: 'developer', content: 'b', id: '' }, { role: 'user', content: 'q' }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 1, 'id'] });
    expect(failure({ messages: [system, { role: 'user', content: 'a' }, { role: 'user', content: [{ type: 'image', image: 'x' }] }] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 2, 'content', 0, 'type'] });
  });

  it('names fields of history messages by the message, after rules were taken out and a tool message was split', () => {
    const messages = [
      { role: 'system', content: 'a' },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'x', toolName: 't', input: {} }, { type: 'tool-call', toolCallId: 'y', toolName: 't', input: {} }] },
      { role: 'tool', content: ['x', 'y'].map((id) => ({ type: 'tool-result', toolCallId: id, toolName: 't', output: { type: 'text', value: id } })) },
      { role: 'user', content: 'a', id: '' },
      { role: 'user', content: 'q' },
    ];
    expect(failure({ messages })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 3, 'id'] });
    expect(failure({ messages: [messages[0], { role: 'assistant', content: 5 }, messages[4]] })).toEqual({ code: 'INVALID_INPUT', path: ['messages', 1, 'content'] });
  });
});

describe('toRequest: errors that are not about a field', () => {
  it('passes an error thrown by the caller\'s own object through unchanged', () => {
    const boom = new Error('okunamadı');
    const chunk = { id: 'c', get text(): string { throw boom; } };
    let thrown: unknown;
    try {
      toRequest({ question: 'q', chunks: [chunk] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(boom);
  });
});
