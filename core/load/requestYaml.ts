import type { Request } from '../request.js';
import { withSource } from './sourceError.js';
import { toRequest } from './toRequest.js';
import { parseYamlSource } from './yamlSource.js';

/**
 * One request file (YAML or JSON) to a validated `Request`, in any shape
 * `toRequest` accepts. Errors carry the `file:line:col` of the offending key
 * or value, as the person wrote it.
 */
export function parseRequestYaml(text: string, file: string): Request {
  const { value, locate } = parseYamlSource(text, file);
  return withSource(() => toRequest(value), locate);
}
