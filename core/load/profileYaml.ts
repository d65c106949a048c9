import { resolveProfile, type Profile } from '../profile.js';
import { withSource } from './sourceError.js';
import { parseDataSource } from './yamlSource.js';

/**
 * A profile file (YAML or JSON) to a resolved `Profile`. Every error —
 * syntax, duplicate key, alias bomb, unknown key, wrong type, impossible
 * budget — is a `BaglamError` whose `source` is the `file:line:col` of the
 * offending key or value (for a missing key, the mapping that lacks it).
 */
export function parseProfileYaml(text: string, file: string): Profile {
  const { value, locate } = parseDataSource(text, file);
  return withSource(() => resolveProfile(value), locate);
}
