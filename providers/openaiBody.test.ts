import { describe, expect, it } from 'vitest';
import { maxTokensFieldFor, openaiBody } from './openai.js';

const payload = { messages: [{ role: 'user' as const, content: 'Merhaba' }] };

describe('openaiBody', () => {
  it('sends the output cap as max_completion_tokens to OpenAI\'s reasoning models and GPT-5, as max_tokens to the rest', () => {
    for (const model of ['o1', 'o1-mini', 'o3-mini', 'o4-mini-2025-04-16', 'gpt-5', 'gpt-5-mini', 'openai/o3']) {
      expect([model, maxTokensFieldFor(model)]).toEqual([model, 'max_completion_tokens']);
    }
    for (const model of ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'llama-3.1-8b', 'qwen2.5-7b-instruct', 'omni-7b', 'mistral-o1x']) {
      expect([model, maxTokensFieldFor(model)]).toEqual([model, 'max_tokens']);
    }
    expect(maxTokensFieldFor(null)).toBe('max_tokens');
    const reasoning = openaiBody(payload, { model: 'o3-mini', maxTokens: 300 });
    expect(reasoning).toMatchObject({ max_completion_tokens: 300 });
    expect(reasoning).not.toHaveProperty('max_tokens');
    expect(openaiBody(payload, { model: 'gpt-4o', maxTokens: 300 })).toMatchObject({ max_tokens: 300 });
  });

  it('an explicit maxTokensField wins over the model name', () => {
    const body = openaiBody(payload, { model: 'my-proxy/gpt-4o', maxTokens: 64, maxTokensField: 'max_completion_tokens' });
    expect(body).toMatchObject({ max_completion_tokens: 64 });
    expect(body).not.toHaveProperty('max_tokens');
    expect(openaiBody(payload, { model: 'o3', maxTokens: 64, maxTokensField: 'max_tokens' })).toEqual({ model: 'o3', messages: payload.messages, max_tokens: 64 });
  });

  it('passes seed, response_format, tools, tool_choice and extra body fields as written', () => {
    const tools = [{ type: 'function', function: { name: 'refund', parameters: { type: 'object', properties: {} } } }];
    const body = openaiBody(payload, {
      model: 'gpt-4o-mini', maxTokens: 10, seed: 7, temperature: 0, topP: 0.5, stop: ['\n\n'],
      responseFormat: { type: 'json_object' }, tools, toolChoice: 'auto', extraBody: { user: 'ci', logprobs: true },
    });
    expect(body).toEqual({
      model: 'gpt-4o-mini', messages: payload.messages, max_tokens: 10, seed: 7, temperature: 0, top_p: 0.5, stop: ['\n\n'],
      response_format: { type: 'json_object' }, tools, tool_choice: 'auto', user: 'ci', logprobs: true,
    });
  });

  it('an extra field never replaces one baglam sets (the loader refuses it; the body keeps its own regardless)', () => {
    const body = openaiBody(payload, { model: 'gpt-4o', maxTokens: 10, extraBody: { model: 'other', messages: [], max_tokens: 1 } });
    expect(body).toMatchObject({ model: 'gpt-4o', messages: payload.messages, max_tokens: 10 });
  });

  it('a text template is one user message', () => {
    expect(openaiBody({ text: 'düz' }, { model: null, maxTokens: 5 })).toEqual({ messages: [{ role: 'user', content: 'düz' }], max_tokens: 5 });
  });
});
