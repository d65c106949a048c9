import { BaglamError, invalidInput, type FieldPath } from '../errors.js';
import { validateRequest, type Request } from '../request.js';
import { describeType, describeValue, isRecord } from './describeValue.js';
import { convertMessage, type CallNames } from './messageShapes.js';
import { PathOrigins } from './pathOrigins.js';
import { unknownKey } from './sourceError.js';

const REQUEST_KEYS = [
  'id', 'rules', 'tools', 'examples', 'summary', 'historyTrimmed', 'history', 'messages', 'chunks', 'format', 'question',
];

function convertHistory(
  messages: readonly unknown[],
  from: number,
  to: number,
  at: FieldPath,
  callNames: CallNames,
  origins: PathOrigins | undefined,
): unknown[] {
  const turns: unknown[] = [];
  for (let i = from; i < to; i++) {
    for (const { turn, origins: fields } of convertMessage(messages[i], [...at, i], callNames)) {
      for (const [inner, origin] of fields) origins?.set(['history', turns.length, ...inner], origin);
      turns.push(turn);
    }
  }
  return turns;
}

/** An OpenAI function tool `{type: 'function', function: {name, description, parameters, strict}}` → baglam's tool. */
function convertTool(tool: unknown, i: number, origins: PathOrigins | undefined): unknown {
  if (!isRecord(tool) || (tool.type === undefined && tool.function === undefined)) return tool;
  const at = ['tools', i];
  for (const key of Object.keys(tool)) if (key !== 'type' && key !== 'function') throw unknownKey([...at, key], ['type', 'function']);
  if (tool.type !== 'function') throw invalidInput([...at, 'type'], `only function tools are supported, got ${describeValue(tool.type)}`);
  const fn = tool.function;
  if (!isRecord(fn)) throw invalidInput([...at, 'function'], `must be an object with name, description, parameters, got ${describeValue(fn)}`);
  const keys = ['name', 'description', 'parameters', 'strict'];
  for (const key of Object.keys(fn)) if (!keys.includes(key)) throw unknownKey([...at, 'function', key], keys);
  origins?.set(at, [...at, 'function']);
  // `strict` tells the provider how to decode; the model does not read it, so it is not counted.
  const out: Record<string, unknown> = { name: fn.name };
  if (fn.description !== undefined) out.description = fn.description;
  if (fn.parameters !== undefined) out.parameters = fn.parameters;
  return out;
}

/**
 * `messages` (an OpenAI-style list) split into baglam's sections:
 * - the leading `system`/`developer` messages become rules, after any
 *   `rules` given, with ids `system-1`, `system-2` … (or the message's `id`);
 * - when `question` is absent, the last message must be the user's and
 *   becomes the question; when `question` is given, it is not taken from
 *   the messages;
 * - everything in between is history (a later system message stays a
 *   system turn in the history).
 */
function splitMessages(
  value: Record<string, unknown>,
  out: Record<string, unknown>,
  callNames: CallNames,
  origins: PathOrigins | undefined,
): void {
  const messages = value.messages;
  if (value.history !== undefined) throw invalidInput(['messages'], 'give either history or messages, not both');
  if (!Array.isArray(messages)) throw invalidInput(['messages'], `must be an array of messages, got ${describeValue(messages)}`);

  const rules: unknown[] = Array.isArray(value.rules) ? [...(value.rules as unknown[])] : [];
  let first = 0;
  for (; first < messages.length; first++) {
    const message: unknown = messages[first];
    if (!isRecord(message) || (message.role !== 'system' && message.role !== 'developer')) break;
    const at = ['messages', first];
    const [converted] = convertMessage(message, at, callNames);
    origins?.set(['rules', rules.length], at);
    origins?.set(['rules', rules.length, 'text'], [...at, 'content']);
    origins?.set(['rules', rules.length, 'id'], [...at, 'id']);
    rules.push({ id: message.id ?? `system-${first + 1}`, text: converted!.turn.content });
  }
  if (first > 0) {
    if (value.rules !== undefined && !Array.isArray(value.rules)) {
      throw invalidInput(['rules'], `must be an array, got ${describeValue(value.rules)}`);
    }
    out.rules = rules;
  }

  let end = messages.length;
  if (value.question === undefined) {
    const last: unknown = messages[end - 1];
    if (end === first) {
      throw invalidInput(['messages'], 'has no user message to take the question from: end it with the user\'s question, or give question');
    }
    if (!isRecord(last) || last.role !== 'user') {
      throw invalidInput(['messages', end - 1], 'must be the user\'s question (a user message), since question is not given');
    }
    const [converted] = convertMessage(last, ['messages', end - 1], callNames);
    out.question = converted!.turn.content;
    origins?.set(['question'], ['messages', end - 1, 'content']);
    end -= 1;
  }
  origins?.set(['history'], ['messages']);
  out.history = convertHistory(messages, first, end, ['messages'], callNames, origins);
}

/**
 * Any supported request shape → a validated baglam `Request`.
 *
 * Accepts baglam's own shape, and history (in `history`, or a whole OpenAI
 * style conversation in `messages`) as baglam turns, OpenAI Chat Completions
 * messages or Vercel AI SDK v5 model messages, detected message by message
 * (see `messageShapes.ts`). Tools may be baglam's `{name, description,
 * parameters}` or OpenAI's `{type: 'function', function: {…}}`.
 *
 * Errors are `BaglamError`s whose `path` names the field as the caller wrote
 * it (`messages[3].tool_call_id`), never the converted one. The input is not
 * changed.
 */
export function toRequest(value: unknown): Request {
  const origins = new PathOrigins();
  const request = convert(value, origins);
  try {
    return validateRequest(request);
  } catch (error) {
    if (!(error instanceof BaglamError) || error.source !== undefined) throw error;
    throw new BaglamError(error.code, error.detail, origins.resolve(error.path));
  }
}

/**
 * `toRequest` without its validation: the request in baglam's shape, for a
 * caller that hands it straight to `assemble`, which validates it anyway
 * (the same checks in the same order). When that validation fails, the
 * caller calls `toRequest` on the same value for the error, which then
 * names the field as the caller wrote it. Shape errors found while
 * converting are thrown here, as `toRequest` throws them. @internal
 */
export function toUnvalidatedRequest(value: unknown): Request {
  // No origins: nothing here asks for them (errors come from `toRequest`),
  // and recording them was a few percent of reading a log.
  return convert(value, undefined) as unknown as Request;
}

/** The request in baglam's shape; with `origins`, where each converted field came from. */
function convert(value: unknown, origins: PathOrigins | undefined): Record<string, unknown> {
  if (!isRecord(value)) throw invalidInput([], `a request must be an object, got ${describeType(value)}`);
  for (const key of Object.keys(value)) if (!REQUEST_KEYS.includes(key)) throw unknownKey([key], REQUEST_KEYS);

  const callNames: CallNames = new Map();
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (key !== 'messages') out[key] = item;
  if (Array.isArray(value.tools)) out.tools = value.tools.map((tool, i) => convertTool(tool, i, origins));
  if (value.messages !== undefined) splitMessages(value, out, callNames, origins);
  else if (Array.isArray(value.history)) out.history = convertHistory(value.history, 0, value.history.length, ['history'], callNames, origins);
  return out;
}
