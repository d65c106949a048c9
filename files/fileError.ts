/**
 * A filesystem operation that failed, in one line a person can act on: the
 * path as they typed it, what was being done, and why in words
 * (`out/report.html: cannot write: the folder out does not exist`). The CLI
 * prints it without a stack trace and exits 2.
 */
export class FileError extends Error {
  /** The path as the user gave it. */
  readonly path: string;
  /** The system's code (`ENOENT`, `EISDIR` …), when there was one. */
  readonly code: string | undefined;

  constructor(path: string, message: string, code?: string) {
    super(`${path}: ${message}`);
    this.name = 'FileError';
    this.path = path;
    this.code = code;
  }
}

/** Why an operation failed, in words (the code stays in brackets for searching). */
export function fsReason(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const code = e?.code;
  const words: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EISDIR: 'is a folder, not a file',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EACCES: 'permission denied',
    EPERM: 'not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is exhausted',
    EFBIG: 'the file would be larger than the system allows (ulimit -f?)',
    EMFILE: 'too many open files',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'too many symbolic links',
    EEXIST: 'already exists',
    EBUSY: 'the file is busy',
    EXDEV: 'not on the same device',
  };
  if (code !== undefined) return `${words[code] ?? 'failed'} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** A `FileError` for `error`, which a filesystem call on `path` raised while `doing` something. */
export function fileError(path: string, doing: string, error: unknown): FileError {
  if (error instanceof FileError) return error;
  return new FileError(path, `${doing}: ${fsReason(error)}`, (error as NodeJS.ErrnoException)?.code);
}
