import { BaglamError, parseProfileYaml, parseRequestJsonl, parseRequestYaml, formatFieldPath, type Profile, type Request } from '../core/index.js';
import { EXIT, UserError, type CliIo } from './io.js';
import { readJsonlLines } from './jsonlLines.js';
import { readInput } from './readInput.js';

/**
 * A loader's error as editors and terminals expect it:
 * `file:line:col: field: detail` (the field is left out when the error is
 * about the text itself, such as a syntax error).
 */
export function sourcedUserError(error: unknown): unknown {
  if (!(error instanceof BaglamError) || error.source === undefined) return error;
  const { file, line, col } = error.source;
  const field = error.path.length > 0 ? `${formatFieldPath(error.path)}: ` : '';
  return new UserError(`${file}:${line}:${col}: ${field}${error.detail}`, EXIT.usage);
}

async function load<T>(path: string, io: CliIo, parse: (text: string, file: string) => T): Promise<T> {
  try {
    const { text, file } = await readInput(path, io);
    return parse(text, file);
  } catch (error) {
    throw sourcedUserError(error);
  }
}

/** A profile file (YAML or JSON), resolved. */
export function loadProfile(path: string, io: CliIo): Promise<Profile> {
  return load(path, io, parseProfileYaml);
}

/** One request file (YAML or JSON; `-` for standard input), validated. */
export function loadRequest(path: string, io: CliIo): Promise<Request> {
  return load(path, io, parseRequestYaml);
}

/** The requests of a JSONL log, one at a time; the first bad line stops with its `file:line:col`. */
export async function* loadRequestsJsonl(path: string, io: CliIo): AsyncGenerator<{ request: Request; lineNo: number }> {
  for await (const { text, lineNo, file } of readJsonlLines(path, io)) {
    let request: Request;
    try {
      request = parseRequestJsonl(text, file, lineNo);
    } catch (error) {
      throw sourcedUserError(error);
    }
    yield { request, lineNo };
  }
}
