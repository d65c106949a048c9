import fc from 'fast-check';
import type { FieldPath } from '../core/errors.js';
import { isBaglamError } from './errorShape.js';
import type { Request } from '../core/request.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { request } from './arbitraries/request.js';
import type { Implementation } from './implementation.js';

/** Every text field of a request, as the path `validateRequest` names. */
function textFields(r: Request): FieldPath[] {
  const paths: FieldPath[] = [['question']];
  if (r.summary !== undefined) paths.push(['summary']);
  if (r.format !== undefined) paths.push(['format']);
  (r.rules ?? []).forEach((_, i) => paths.push(['rules', i, 'text']));
  (r.examples ?? []).forEach((_, i) => paths.push(['examples', i, 'text']));
  (r.tools ?? []).forEach((t, i) => {
    if (t.description !== undefined) paths.push(['tools', i, 'description']);
  });
  (r.history ?? []).forEach((t, i) => {
    paths.push(['history', i, 'content']);
    if (t.role === 'assistant') (t.toolCalls ?? []).forEach((_, j) => paths.push(['history', i, 'toolCalls', j, 'arguments']));
  });
  (r.chunks ?? []).forEach((c, i) => {
    paths.push(['chunks', i, 'text']);
    if (c.source !== undefined) paths.push(['chunks', i, 'source']);
    for (const key of Object.keys(c.meta ?? {})) paths.push(['chunks', i, 'meta', key]);
  });
  return paths;
}

function withText(r: Request, path: FieldPath, text: string): Request {
  const copy = structuredClone(r) as unknown as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = text;
  return copy as unknown as Request;
}

/**
 * Lone surrogates cannot be sent as UTF-8: a request carrying one anywhere
 * is refused with `INVALID_INPUT` naming exactly that field, never sent
 * with a replacement character.
 */
export function propertyLoneSurrogatesRefused(impl: Implementation): fc.IPropertyWithHooks<[Request, number, string]> {
  return fc.property(request({ long: false }), fc.nat(), loneSurrogateText(), (r, pick, text) => {
    const fields = textFields(r);
    const path = fields[pick % fields.length]!;
    const bad = withText(r, path, text);
    let error: unknown;
    try {
      impl.validateRequest(bad);
    } catch (e) {
      error = e;
    }
    if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') {
      throw new Error(`a lone surrogate in ${JSON.stringify(path)} was ${error === undefined ? 'accepted' : `refused with ${String(error)}`}`);
    }
    if (JSON.stringify(error.path) !== JSON.stringify(path)) throw new Error(`the error names ${JSON.stringify(error.path)}, the surrogate is in ${JSON.stringify(path)}`);
  });
}
