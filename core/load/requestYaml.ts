import type { Request } from '../request.js';
import { withSource } from './sourceError.js';
import { parseDataSource } from './yamlSource.js';
import { toWrappedRequest } from './wrappedRequest.js';

/**
 * One request file (YAML, or JSON parsed as JSON) to a validated `Request`,
 * in any shape `toRequest` accepts, bare or in a wrapper baglam writes (what
 * `baglam compact --json` prints, a request-log entry). Errors carry the
 * `file:line:col` of the offending key or value, as the person wrote it.
 */
export function parseRequestYaml(text: string, file: string): Request {
  const { value, locate } = parseDataSource(text, file);
  return withSource(() => toWrappedRequest(value), locate);
}
