import { createHash } from 'node:crypto';
import { resolveProfile, type Profile, type Request } from '../core/index.js';
import { standardProfile, standardRequest } from '../fixtures/generate/standard.js';
import { smallProfile, smallRequest } from './smallWorkload.js';

/**
 * Requests and the profile they are packed under: what every task works on.
 * baglam's own workloads are one synthetic request; a team's is a sample of
 * the requests in its own log (`logWorkload`), so the bench tracks the
 * packing of their prompts.
 */
export interface Workload {
  name: string;
  /** At least one. Each task call works through all of them, in order. */
  requests: readonly Request[];
  profile: Profile;
}

/** The standard request (128k window, 1 000 candidates, 200 turns): what the targets are stated on. */
export function standardWorkload(): Workload {
  return { name: 'standard', requests: [standardRequest()], profile: resolveProfile(standardProfile()) };
}


/**
 * The quick gate's workload: 2 000 short candidates and 200 turns in an 8k
 * window. Many candidates make a step that is quadratic in them stand out;
 * short texts keep the cold tasks (which count everything offered) cheap.
 */
export function quickWorkload(): Workload {
  return {
    name: 'quick',
    requests: [smallRequest({ candidates: 2_000, turns: 200, chunkWords: 20, turnWords: 20 })],
    profile: resolveProfile(smallProfile()),
  };
}

/** Every text the request offers, joined: what the reference task tokenizes once. */
export function offeredText(request: Request): string {
  const parts: string[] = [];
  for (const rule of request.rules ?? []) parts.push(rule.text);
  for (const example of request.examples ?? []) parts.push(example.text);
  if (request.summary !== undefined) parts.push(request.summary);
  for (const turn of request.history ?? []) parts.push(turn.content);
  for (const chunk of request.chunks ?? []) parts.push(chunk.text);
  if (request.format !== undefined) parts.push(request.format);
  parts.push(request.question);
  return parts.join('\n');
}

/** Counts fresh copies over the whole process, so no two are alike even across task lists. */
let copies = 0;

/**
 * `text` as a new flat string: what `JSON.parse` hands a server. Joining two
 * strings makes a rope that V8 flattens on first read, inside the timed call;
 * a request parsed from JSON never pays that, so the harness must not either.
 */
function flat(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/**
 * The same request with text no tokenizer has seen: every chunk and turn gets
 * a suffix unique in this process, and new objects, so neither the count
 * cache nor any per-object memo can answer. Untimed (it runs before each
 * cold call).
 */
export function freshCopy(request: Request): Request {
  const mark = ` ·${(++copies).toString(36)}`;
  return {
    ...request,
    history: (request.history ?? []).map((turn) => ({ ...turn, content: turn.content === '' ? '' : flat(turn.content + mark) })),
    chunks: (request.chunks ?? []).map((chunk) => ({ ...chunk, text: flat(chunk.text + mark) })),
  };
}

/**
 * What a baseline's ratios were measured on, as a digest of every request
 * and the resolved profile. Ratios are comparable only on the same workload:
 * a baseline taken on another log, another sample of it, or another profile
 * is refused (exit 2), never compared.
 */
export function workloadHash(workload: Workload): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(workload.profile));
  for (const request of workload.requests) hash.update('\n').update(JSON.stringify(request));
  return `sha256:${hash.digest('hex').slice(0, 16)}`;
}
