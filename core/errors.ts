/**
 * Errors of baglam: one small hierarchy with a string-literal `code` that
 * callers switch on and tests assert on (never on message text).
 *
 * Core code knows *fields* (a path into the object it was handed); only the
 * loaders at the edge know files, so they attach `source` (file, line, column)
 * when they turn a field path into a position.
 */

export type ErrorCode =
  /** A request or call argument is malformed: a field names where. */
  | 'INVALID_INPUT'
  /** A profile is malformed or impossible (reserve ≥ window, shares > 1 …). */
  | 'INVALID_PROFILE'
  /** A file could not be parsed (YAML/JSON syntax, alias bomb, unknown key). */
  | 'PARSE_ERROR'
  /** Nothing droppable remains and the prompt still does not fit. */
  | 'CONTEXT_OVERFLOW'
  /** The payload counted in one piece differs from the incremental count: a bug in baglam. */
  | 'VERIFY_MISMATCH';

/** A path into a caller's object: `['chunks', 3, 'score']`. */
export type FieldPath = readonly (string | number)[];

export interface SourcePosition {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
}

/** `['chunks', 3, 'score']` → `chunks[3].score`; the empty path (an error tied to no field) → `(root)`. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? '(root)' : out;
}

export class BaglamError extends Error {
  readonly code: ErrorCode;
  /** Where in the caller's object the problem is; empty when not tied to a field. */
  readonly path: FieldPath;
  /** Set by loaders that know the file the object came from. */
  readonly source: SourcePosition | undefined;
  /** The message without the field/position prefix. */
  readonly detail: string;

  constructor(code: ErrorCode, detail: string, path: FieldPath = [], source?: SourcePosition) {
    const where = source
      ? `${source.file}:${source.line}:${source.col}${path.length > 0 ? ` (${formatFieldPath(path)})` : ''}`
      : path.length > 0
        ? formatFieldPath(path)
        : '';
    super(where === '' ? detail : `${where}: ${detail}`);
    this.name = 'BaglamError';
    this.code = code;
    this.path = path;
    this.source = source;
    this.detail = detail;
  }

  /** The same error, placed in a file (loaders call this at the boundary). */
  withSource(source: SourcePosition): BaglamError {
    return new BaglamError(this.code, this.detail, this.path, source);
  }
}

export function invalidInput(path: FieldPath, detail: string): BaglamError {
  return new BaglamError('INVALID_INPUT', detail, path);
}

export function invalidProfile(path: FieldPath, detail: string): BaglamError {
  return new BaglamError('INVALID_PROFILE', detail, path);
}
