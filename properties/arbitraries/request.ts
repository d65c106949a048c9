import fc from 'fast-check';
import type { Request } from '../../core/request.js';
import { chunks } from './chunks.js';
import { history } from './history.js';
import { anyText, requiredText, type TextConstraints } from './text.js';

export interface RequestConstraints extends TextConstraints {
  maxChunks?: number;
  maxEpisodes?: number;
}

function items(prefix: string, max: number): fc.Arbitrary<{ id: string; text: string }[]> {
  return fc
    .array(requiredText({ long: false }), { maxLength: max })
    .map((texts) => texts.map((text, i) => ({ id: `${prefix}-${i + 1}`, text })));
}

const TOOL_PARAMETERS = fc.oneof(
  fc.constant(undefined),
  fc.constant({ type: 'object', properties: { orderId: { type: 'string', description: 'Sipariş numarası, ör. SIP-00042' } }, required: ['orderId'] }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Whole requests: every section optional but the question, any text in any of them. */
export function request(constraints: RequestConstraints = {}): fc.Arbitrary<Request> {
  return fc
    .record(
      {
        rules: items('rule', 3),
        tools: fc.array(fc.record({ description: fc.option(anyText({ long: false }), { nil: undefined }), parameters: TOOL_PARAMETERS }), { maxLength: 2 }),
        examples: items('ex', 4),
        summary: requiredText({ long: false }),
        historyTrimmed: fc.boolean(),
        history: history(constraints),
        chunks: chunks(constraints),
        format: requiredText({ long: false }),
        question: requiredText(constraints),
      },
      { requiredKeys: ['question'] },
    )
    .map((r) => {
      const out: Request = { question: r.question };
      if (r.rules !== undefined && r.rules.length > 0) out.rules = r.rules;
      if (r.tools !== undefined && r.tools.length > 0) {
        out.tools = r.tools.map((t, i) => ({
          name: `tool_${i}`,
          ...(t.description === undefined ? {} : { description: t.description }),
          ...(t.parameters === undefined ? {} : { parameters: t.parameters }),
        }));
      }
      if (r.examples !== undefined && r.examples.length > 0) out.examples = r.examples;
      if (r.summary !== undefined) out.summary = r.summary;
      if (r.historyTrimmed !== undefined) out.historyTrimmed = r.historyTrimmed;
      if (r.history !== undefined) out.history = r.history;
      if (r.chunks !== undefined) out.chunks = r.chunks;
      if (r.format !== undefined) out.format = r.format;
      return out;
    });
}
