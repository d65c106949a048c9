import { invalidInput, type FieldPath } from '../errors.js';
import { describeValue, isRecord } from './describeValue.js';
import { unknownKey } from './sourceError.js';

/**
 * History arrives in the shapes people already log. Each message is read on
 * its own, by the keys it carries, so one conversation may even mix shapes:
 *
 * - baglam's own turns: `{role, content, toolCalls?: [{id, name, arguments}]}`,
 *   `{role: 'tool', toolCallId, content}`;
 * - OpenAI Chat Completions messages: `content` a string, null (beside
 *   `tool_calls`) or `{type: 'text', text}` parts; assistant
 *   `tool_calls: [{id, type: 'function', function: {name, arguments}}]`;
 *   `{role: 'tool', tool_call_id, content}`; `developer` is read as `system`;
 * - Vercel AI SDK v5 `ModelMessage`s: `content` a string or parts — `text`,
 *   `tool-call` (`toolCallId`, `toolName`, `input`), and in `tool` messages
 *   `tool-result` (`toolCallId`, `toolName`, `output`); one AI SDK tool message
 *   with several results becomes several baglam tool turns.
 *
 * Text parts are concatenated without a separator, as providers send them.
 * Parts that are not text (images, files, audio, reasoning) are refused:
 * baglam budgets text, and a silently skipped image would make every count
 * wrong. Keys that carry nothing the model reads (`providerOptions`,
 * OpenAI's `refusal: null` and empty `annotations`, a function tool's
 * `strict`) are accepted and left out.
 *
 * Conversion only moves fields; their values are checked afterwards by
 * `validateRequest`, whose errors are mapped back through the origins.
 */

/** One baglam turn made from a message (unchecked), and where its fields came from. */
export interface ConvertedTurn {
  turn: Record<string, unknown>;
  /** [path inside the turn, path in the caller's value]; `[]` is the turn itself. */
  origins: [FieldPath, FieldPath][];
}

/** Tool call id → tool name, to check that an AI SDK tool result names the tool its call named. */
export type CallNames = Map<string, string>;

interface TextPart { kind: 'text'; text: unknown; at: FieldPath }
interface CallPart { kind: 'call'; call: Record<string, unknown>; origins: [FieldPath, FieldPath][] }
interface ResultPart { kind: 'result'; part: Record<string, unknown>; at: FieldPath }
type Part = TextPart | CallPart | ResultPart;

const NOT_TEXT = new Set(['image', 'image_url', 'file', 'input_audio', 'reasoning', 'redacted-reasoning', 'refusal']);

function checkKeys(value: Record<string, unknown>, allowed: readonly string[], at: FieldPath): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw unknownKey([...at, key], allowed);
}

function readPart(part: unknown, at: FieldPath, allowed: ReadonlySet<string>): Part {
  if (!isRecord(part)) throw invalidInput(at, `must be a content part with a type, got ${describeValue(part)}`);
  const type = part.type;
  if (typeof type === 'string' && NOT_TEXT.has(type)) {
    throw invalidInput([...at, 'type'], `"${type}" parts are not supported: baglam budgets text, and skipping the part would make every count wrong`);
  }
  if (typeof type !== 'string' || !allowed.has(type)) {
    throw invalidInput([...at, 'type'], `must be one of ${[...allowed].join(', ')} here, got ${describeValue(type)}`);
  }
  switch (type) {
    case 'text':
      checkKeys(part, ['type', 'text', 'providerOptions'], at);
      if (typeof part.text !== 'string') throw invalidInput([...at, 'text'], `must be a string, got ${describeValue(part.text)}`);
      return { kind: 'text', text: part.text, at };
    case 'tool-call': {
      checkKeys(part, ['type', 'toolCallId', 'toolName', 'input', 'providerOptions', 'providerExecuted'], at);
      if (part.input === undefined) throw invalidInput([...at, 'input'], 'is required (the tool call\'s arguments)');
      return {
        kind: 'call',
        // AI SDK keeps the arguments parsed; the model saw (and baglam counts) their JSON text.
        call: { id: part.toolCallId, name: part.toolName, arguments: JSON.stringify(part.input) },
        origins: [[[], at], [['id'], [...at, 'toolCallId']], [['name'], [...at, 'toolName']], [['arguments'], [...at, 'input']]],
      };
    }
    default:
      checkKeys(part, ['type', 'toolCallId', 'toolName', 'output', 'providerOptions'], at);
      return { kind: 'result', part, at };
  }
}

/** A string, or text parts joined; anything else is left for `validateRequest` to name. */
function readText(content: unknown, at: FieldPath): { text: unknown; parts: Part[] } {
  if (!Array.isArray(content)) return { text: content, parts: [] };
  return readParts(content, at, new Set(['text']));
}

function readParts(content: unknown[], at: FieldPath, allowed: ReadonlySet<string>): { text: unknown; parts: Part[] } {
  const parts = content.map((part, i) => readPart(part, [...at, i], allowed));
  const text = parts.flatMap((p) => (p.kind === 'text' ? [p.text as string] : [])).join('');
  return { text, parts };
}

function withId(turn: Record<string, unknown>, id: unknown): Record<string, unknown> {
  return id === undefined ? turn : { ...turn, id };
}

function openAiCall(call: unknown, at: FieldPath): CallPart {
  if (!isRecord(call)) throw invalidInput(at, `must be an OpenAI tool call {id, type, function}, got ${describeValue(call)}`);
  checkKeys(call, ['id', 'type', 'function'], at);
  if (call.type !== undefined && call.type !== 'function') {
    throw invalidInput([...at, 'type'], `only function tool calls are supported, got ${describeValue(call.type)}`);
  }
  const fn = call.function;
  if (!isRecord(fn)) throw invalidInput([...at, 'function'], `must be an object with name and arguments, got ${describeValue(fn)}`);
  checkKeys(fn, ['name', 'arguments'], [...at, 'function']);
  return {
    kind: 'call',
    call: { id: call.id, name: fn.name, arguments: fn.arguments },
    origins: [[[], at], [['id'], [...at, 'id']], [['name'], [...at, 'function', 'name']], [['arguments'], [...at, 'function', 'arguments']]],
  };
}

function assistantTurn(message: Record<string, unknown>, at: FieldPath, callNames: CallNames): ConvertedTurn {
  checkKeys(message, ['role', 'content', 'id', 'toolCalls', 'tool_calls', 'refusal', 'annotations', 'providerOptions'], at);
  if (message.refusal !== undefined && message.refusal !== null) {
    throw invalidInput([...at, 'refusal'], 'a refusal is text the model said: put it in content');
  }
  if (message.annotations !== undefined && !(Array.isArray(message.annotations) && message.annotations.length === 0)) {
    throw invalidInput([...at, 'annotations'], 'annotations are not sent back to the model; remove them');
  }
  const origins: [FieldPath, FieldPath][] = [[[], at], [['content'], [...at, 'content']], [['id'], [...at, 'id']]];
  const { text, parts } = Array.isArray(message.content)
    ? readParts(message.content, [...at, 'content'], new Set(['text', 'tool-call']))
    : { text: message.content, parts: [] as Part[] };
  const calls = parts.filter((p): p is CallPart => p.kind === 'call');

  const given = ['toolCalls', 'tool_calls'].filter((k) => message[k] !== undefined);
  if (given.length + (calls.length > 0 ? 1 : 0) > 1) {
    throw invalidInput([...at, given[given.length - 1]!], 'tool calls are given twice: use one of toolCalls, tool_calls or tool-call parts');
  }
  let toolCalls: unknown;
  if (message.toolCalls !== undefined) {
    toolCalls = message.toolCalls;
    origins.push([['toolCalls'], [...at, 'toolCalls']]);
  } else {
    if (message.tool_calls !== undefined) {
      if (!Array.isArray(message.tool_calls)) {
        throw invalidInput([...at, 'tool_calls'], `must be an array, got ${describeValue(message.tool_calls)}`);
      }
      // One at a time: spreading 200 000 calls into `push` overflows the stack.
      message.tool_calls.forEach((call, j) => calls.push(openAiCall(call, [...at, 'tool_calls', j])));
    }
    if (calls.length > 0) {
      toolCalls = calls.map((c) => c.call);
      calls.forEach((c, j) => {
        for (const [inner, origin] of c.origins) origins.push([['toolCalls', j, ...inner], origin]);
      });
    }
  }
  if (Array.isArray(toolCalls)) {
    for (const call of toolCalls) {
      if (isRecord(call) && typeof call.id === 'string' && typeof call.name === 'string') callNames.set(call.id, call.name);
    }
  }
  // OpenAI sends `content: null` beside tool calls; baglam's turn then has empty text.
  const content = (text === null || text === undefined) && toolCalls !== undefined ? '' : text;
  const turn: Record<string, unknown> = { role: 'assistant', content };
  if (toolCalls !== undefined) turn.toolCalls = toolCalls;
  return { turn: withId(turn, message.id), origins };
}

/** AI SDK v5 `ToolResultOutput` → the text the model reads. */
function outputText(output: unknown, at: FieldPath): { text: unknown; from: FieldPath } {
  const expected = 'must be an AI SDK tool output {type: text | json | error-text | error-json | content, value}';
  if (!isRecord(output)) throw invalidInput(at, `${expected}, got ${describeValue(output)}`);
  checkKeys(output, ['type', 'value', 'providerOptions'], at);
  switch (output.type) {
    case 'text':
    case 'error-text':
      return { text: output.value, from: [...at, 'value'] };
    case 'json':
    case 'error-json':
      if (output.value === undefined) throw invalidInput([...at, 'value'], 'is required');
      return { text: JSON.stringify(output.value), from: [...at, 'value'] };
    case 'content': {
      if (!Array.isArray(output.value)) throw invalidInput([...at, 'value'], `must be an array of parts, got ${describeValue(output.value)}`);
      return { text: readParts(output.value, [...at, 'value'], new Set(['text'])).text, from: [...at, 'value'] };
    }
    default:
      throw invalidInput([...at, 'type'], `${expected}, got type ${describeValue(output.type)}`);
  }
}

function toolTurns(message: Record<string, unknown>, at: FieldPath, callNames: CallNames): ConvertedTurn[] {
  checkKeys(message, ['role', 'content', 'id', 'toolCallId', 'tool_call_id', 'providerOptions'], at);
  const isAiSdk = Array.isArray(message.content) && message.content.some((p) => isRecord(p) && p.type === 'tool-result');
  const named = ['toolCallId', 'tool_call_id'].filter((k) => message[k] !== undefined);
  if (isAiSdk) {
    if (named.length > 0) throw invalidInput([...at, named[0]!], 'an AI SDK tool message names its calls in its tool-result parts');
    const { parts } = readParts(message.content as unknown[], [...at, 'content'], new Set(['tool-result']));
    return parts.map((p, k) => {
      const { part, at: partAt } = p as ResultPart;
      const call = typeof part.toolCallId === 'string' ? callNames.get(part.toolCallId) : undefined;
      if (part.toolName !== undefined && call !== undefined && part.toolName !== call) {
        throw invalidInput([...partAt, 'toolName'], `the call "${String(part.toolCallId)}" was to "${call}", not ${describeValue(part.toolName)}`);
      }
      const { text, from } = outputText(part.output, [...partAt, 'output']);
      // Several results from one message become several turns; their ids stay unique.
      const id = message.id === undefined ? undefined : parts.length === 1 ? message.id : `${String(message.id)}.${k + 1}`;
      return {
        turn: withId({ role: 'tool', toolCallId: part.toolCallId, content: text }, id),
        origins: [[[], partAt], [['toolCallId'], [...partAt, 'toolCallId']], [['content'], from], [['id'], [...at, 'id']]],
      };
    });
  }
  if (named.length > 1) throw invalidInput([...at, 'tool_call_id'], 'give toolCallId (baglam) or tool_call_id (OpenAI), not both');
  const key = named[0] ?? 'toolCallId';
  const { text } = readText(message.content, [...at, 'content']);
  return [{
    turn: withId({ role: 'tool', toolCallId: message[key], content: text }, message.id),
    origins: [[[], at], [['toolCallId'], [...at, key]], [['content'], [...at, 'content']], [['id'], [...at, 'id']]],
  }];
}

/** One message, in any supported shape, to the baglam turns it stands for. */
export function convertMessage(message: unknown, at: FieldPath, callNames: CallNames): ConvertedTurn[] {
  if (!isRecord(message)) throw invalidInput(at, `must be a message with role and content, got ${describeValue(message)}`);
  switch (message.role) {
    case 'user':
    case 'system':
    case 'developer': {
      checkKeys(message, ['role', 'content', 'id', 'providerOptions'], at);
      const { text } = readText(message.content, [...at, 'content']);
      // OpenAI's `developer` role is its newer name for `system`.
      const role = message.role === 'developer' ? 'system' : message.role;
      return [{
        turn: withId({ role, content: text }, message.id),
        origins: [[[], at], [['content'], [...at, 'content']], [['id'], [...at, 'id']]],
      }];
    }
    case 'assistant':
      return [assistantTurn(message, at, callNames)];
    case 'tool':
      return toolTurns(message, at, callNames);
    default:
      throw invalidInput([...at, 'role'], `must be user, assistant, tool, system or developer, got ${describeValue(message.role)}`);
  }
}
