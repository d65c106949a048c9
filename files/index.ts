export { removeOrphanedTempFiles, writeFileAtomic } from './atomicWrite.js';
export type { OrphanedTempFiles } from './atomicWrite.js';
export { FileLockError, withFileLock } from './fileLock.js';
export type { FileLockOptions } from './fileLock.js';
export { processIsAlive } from './processIsAlive.js';
