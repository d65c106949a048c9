import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { removeOrphanedTempFiles, withFileLock, writeFileAtomic, type OrphanedTempFiles } from '../files/index.js';
import {
  cassetteFileName, CassetteFileError, parseCassette, serializeCassette,
  type CassetteAddress, type CassetteEntry, type CassetteFile, type CassetteLimits, type LegacyCassette,
} from './cassetteFile.js';

async function removeFile(path: string): Promise<void> {
  try {
    await rm(path, { force: true });
  } catch (error) {
    throw new CassetteFileError(path, `cannot be deleted: ${(error as Error).message}`);
  }
}

/** A folder's name for the reader: forward slashes on every platform. */
const shown = (path: string): string => path.split(sep).join('/');

/**
 * The cassettes of one suite's folder, read and checked in full when opened
 * (a corrupt or oversized file stops the run before it starts), then asked
 * for cell by cell. It notes what was asked, so a run can list the files and
 * entries nothing asked for; and it writes entries back one file at a time:
 * serialised within the process (a queue per file), across processes (a
 * lock file), and atomically (temp file and rename), so concurrent or killed
 * recordings lose nothing.
 */
export class CassetteStore {
  private readonly files = new Map<string, CassetteFile>();
  private readonly legacy = new Map<string, { file: string; cassette: LegacyCassette }>();
  private readonly used = new Set<string>();
  private readonly usedLegacy = new Set<string>();
  private readonly queues = new Map<string, Promise<unknown>>();

  private constructor(
    readonly dir: string,
    readonly limits: CassetteLimits,
    /** Temp files of killed recordings, found (and removed) when the folder was opened. */
    readonly tempFiles: OrphanedTempFiles,
  ) {}

  /** Reads every cassette under `dir` (a missing folder is an empty store). Throws `CassetteFileError`. */
  static async open(dir: string, limits: CassetteLimits): Promise<CassetteStore> {
    const store = new CassetteStore(dir, limits, await removeOrphanedTempFiles(dir));
    let names: string[];
    try {
      names = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && e.name.endsWith('.json'))
        .map((e) => relative(dir, join(e.parentPath, e.name)))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return store;
      throw new CassetteFileError(dir, `cannot read the folder: ${(error as Error).message}`);
    }
    for (const name of names) {
      const file = join(dir, name);
      const parsed = parseCassette(await store.readChecked(file), file, limits);
      if (parsed.kind === 'legacy') store.legacy.set(parsed.cassette.key, { file: name, cassette: parsed.cassette });
      else store.files.set(name, parsed.cassette);
    }
    return store;
  }

  private async readChecked(file: string): Promise<string> {
    const size = (await stat(file)).size;
    if (size > this.limits.maxFileBytes) {
      throw new CassetteFileError(file, `is ${size} bytes, over maxCassetteBytes (${this.limits.maxFileBytes}); delete it and record again`);
    }
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      throw new CassetteFileError(file, `cannot be read: ${(error as Error).message}`);
    }
  }

  /** The recorded entry of one request of a cell, if any; marks it as asked for. */
  entry(address: CassetteAddress, requestId: string): CassetteEntry | undefined {
    const name = cassetteFileName(address);
    this.used.add(`${name}\u0000${requestId}`);
    this.used.add(name);
    const file = this.files.get(name);
    if (file === undefined || file.provider !== address.provider || file.case !== address.caseId || file.variant !== address.variant) return undefined;
    return file.entries.find((e) => e.request === requestId);
  }

  /** A version-1 cassette by its key (for migration); marks it as asked for. */
  legacyAnswer(key: string): LegacyCassette | undefined {
    const found = this.legacy.get(key);
    if (found !== undefined) this.usedLegacy.add(key);
    return found?.cassette;
  }

  /** How many version-1 cassettes the folder holds. */
  get legacyCount(): number {
    return this.legacy.size;
  }

  /** Writes one request's entry into its cell's file, replacing the entry of the same request. */
  save(address: CassetteAddress, entry: CassetteEntry): Promise<void> {
    const name = cassetteFileName(address);
    const file = join(this.dir, name);
    const previous = this.queues.get(name) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => mkdir(dirname(file), { recursive: true })).then(() => withFileLock(file, async () => {
      // Re-read under the lock: another process may have written other entries since we opened the folder.
      let current: CassetteFile = { format: 'baglam-cassette', version: 2, provider: address.provider, case: address.caseId, variant: address.variant, entries: [] };
      const onDisk = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (onDisk !== null) {
        const parsed = parseCassette(onDisk, file, this.limits);
        if (parsed.kind === 'current') current = parsed.cassette;
      }
      const entries = current.entries.filter((e) => e.request !== entry.request);
      entries.push(entry);
      entries.sort((a, b) => (a.request < b.request ? -1 : a.request > b.request ? 1 : 0));
      const updated: CassetteFile = { ...current, provider: address.provider, case: address.caseId, variant: address.variant, entries };
      const text = serializeCassette(updated);
      const bytes = Buffer.byteLength(text);
      if (bytes > this.limits.maxFileBytes) {
        throw new CassetteFileError(file, `would grow to ${bytes} bytes, over maxCassetteBytes (${this.limits.maxFileBytes}): not written`);
      }
      await writeFileAtomic(file, text);
      this.files.set(name, updated);
    }));
    this.queues.set(name, next);
    return next;
  }

  /**
   * What nothing asked for in this run: whole files (`provider/case/baseline.json`),
   * entries of files that were asked for (`…json: request R`), and version-1
   * files no migration used.
   */
  unused(): string[] {
    const out: string[] = [];
    for (const [name, file] of this.files) {
      if (!this.used.has(name)) {
        out.push(shown(name));
        continue;
      }
      for (const e of file.entries) if (!this.used.has(`${name}\u0000${e.request}`)) out.push(`${shown(name)}: request ${e.request}`);
    }
    for (const [key, { file }] of this.legacy) if (!this.usedLegacy.has(key)) out.push(shown(file));
    return out.sort();
  }

  /** Deletes what `unused()` lists (files whole; entries out of their files). Returns what it removed. Throws `CassetteFileError`. */
  async prune(): Promise<string[]> {
    const removed = this.unused();
    for (const [name, file] of [...this.files]) {
      const path = join(this.dir, name);
      if (!this.used.has(name)) {
        await removeFile(path);
        this.files.delete(name);
        continue;
      }
      const kept = file.entries.filter((e) => this.used.has(`${name}\u0000${e.request}`));
      if (kept.length === file.entries.length) continue;
      const updated = { ...file, entries: kept };
      try {
        await withFileLock(path, () => writeFileAtomic(path, serializeCassette(updated)));
      } catch (error) {
        throw new CassetteFileError(path, `cannot be rewritten without its unused entries: ${(error as Error).message}`);
      }
      this.files.set(name, updated);
    }
    for (const [key, { file }] of [...this.legacy]) {
      if (this.usedLegacy.has(key)) continue;
      await removeFile(join(this.dir, file));
      this.legacy.delete(key);
    }
    return removed;
  }

  /** Deletes the version-1 files a migration used (their answers are in version-2 files now). Returns how many. */
  async removeMigrated(): Promise<number> {
    let n = 0;
    for (const key of this.usedLegacy) {
      const found = this.legacy.get(key);
      if (found === undefined) continue;
      await removeFile(join(this.dir, found.file));
      this.legacy.delete(key);
      n++;
    }
    this.usedLegacy.clear();
    return n;
  }
}
