export { removeOrphanedTempFiles, writeFileAtomic } from './atomicWrite.js';
export type { AtomicWriteOptions, OrphanedTempFiles, OrphanOptions } from './atomicWrite.js';
export { FileError, fileError, fsReason } from './fileError.js';
export { FileLockError, withFileLock } from './fileLock.js';
export type { FileLockOptions } from './fileLock.js';
export { checkOutputPath } from './outputPath.js';
export type { InputPath } from './outputPath.js';
export { processIsAlive } from './processIsAlive.js';
export { MAX_TEXT_FILE_BYTES, readTextFile } from './readText.js';
