// Modules, not core/index.js: a worker thread loads only what it runs (the index brings compaction, loaders and YAML, a third of a second to load).
import { ContextOverflowError, assemble } from '../../core/assemble.js';
import { BaglamError } from '../../core/errors.js';
import type { AssembledContext, Profile, Tokenizer } from '../../core/index.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { UserError } from '../io.js';
import { batchLines, isCleanText, type JsonlBatch } from '../jsonlLines.js';
import { ReportAccumulator } from './aggregate.js';
import { logEntryFromValue, parseLogEntry, parseLogEntryForAssemble, type LogEntry } from './logEntry.js';
import { RepeatedMembers } from './repeatedMembers.js';

/**
 * Counts remembered per thread while reading a log, in UTF-16 units of
 * their texts: 16 per token of the window, up to a power of two (512 Ki
 * for a 32 K window; tokenizers are shared per cache size, so reports
 * under many profiles in one process share a few caches). The
 * fixed part repeats on every line and must stay remembered: a cache
 * generation (half of this, `core/countCache.ts`) holds it beside the
 * texts one request counts exactly (what fits its prompt: a window of
 * tokens at most, a few units each). More only keeps each line's own
 * texts (its chunks and question, seldom seen twice in a log) alive for
 * hundreds of lines, long enough that the garbage collector copies them
 * into its old generation (docs/performance.md).
 */
function reportCacheUnits(window: number): number {
  return 2 ** Math.ceil(Math.log2(16 * window));
}

/**
 * A line baglam failed on for a reason of its own (a bug, not a malformed
 * line): where, and the error's one-line description.
 */
export interface LineCrash {
  file: string;
  line: number;
  message: string;
}

/**
 * What one thread (the main one, or each worker) folds batches of a log
 * into: its own tokenizer and accumulator. Accumulators of several threads
 * merge exactly, so how the lines were shared out never shows in the report.
 */
export class BatchReporter {
  readonly accumulator: ReportAccumulator;
  /** Lines skipped because baglam failed on them (see `add`), in the order met. */
  readonly crashes: LineCrash[] = [];
  readonly #profile: Profile;
  readonly #tokenizer: Tokenizer;
  readonly #repeated = new RepeatedMembers();
  #line = 0;

  constructor(profile: Profile, logs: readonly string[]) {
    this.#profile = profile;
    this.#tokenizer = createTokenizer(profile.encoding, { cacheChars: reportCacheUnits(profile.window) });
    this.accumulator = new ReportAccumulator(profile, logs);
  }

  /**
   * Assembles every request of the batch under the profile and counts it.
   * A malformed line throws a `BaglamError` at its `file:line:col`: the log
   * is wrong. Anything else that goes wrong on a line is baglam's own
   * failure: the line is recorded in `crashes` and skipped, so one request
   * cannot take the report of all the others with it.
   *
   * Lines are read from the bytes, so a line whose fixed part is the one
   * remembered is decoded and parsed without it (`RepeatedMembers`). A
   * batch that is not valid UTF-8, or holds a NUL, is read as text by
   * `batchLines`, which refuses it at its first bad byte as before.
   */
  add(batch: JsonlBatch): void {
    const { file } = batch;
    if (!isCleanText(batch.bytes)) {
      for (const { text, lineNo } of batchLines(batch)) this.#addLine(undefined, text, file, lineNo);
      return;
    }
    const bytes = Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength);
    let lineNo = batch.firstLine;
    for (let start = 0; start < bytes.length; lineNo++) {
      let end = bytes.indexOf(0x0a, start);
      if (end < 0) end = bytes.length;
      // As `batchLines`: a CR before the line break and a byte-order mark on line 1 are not the line's.
      let from = start;
      if (lineNo === 1 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf) from += 3;
      const line = bytes.subarray(from, end > from && bytes[end - 1] === 0x0d ? end - 1 : end);
      start = end + 1;
      let first = 0;
      while (line[first] === 0x20 || line[first] === 0x09 || line[first] === 0x0d) first++;
      if (line[first] === 0x7b) {
        this.#addLine(line, undefined, file, lineNo);
        continue;
      }
      const text = line.toString('utf8');
      if (text.trim() !== '') this.#addLine(undefined, text, file, lineNo);
    }
  }

  /** One non-blank line, as bytes (an object's) or as text. */
  #addLine(bytes: Buffer | undefined, given: string | undefined, file: string, lineNo: number): void {
    this.#line = lineNo;
    let text = given;
    const lineText = (): string => (text ??= bytes!.toString('utf8'));
    let entry: LogEntry | undefined;
    let outcome: AssembledContext | ContextOverflowError;
    try {
      if (bytes !== undefined) {
        const value = this.#repeated.parse(bytes);
        if (value !== undefined) {
          try {
            entry = logEntryFromValue(value);
          } catch {
            // Read in full below: the error is named there, at its place.
          }
        }
      }
      if (entry === undefined) {
        entry = parseLogEntryForAssemble(lineText(), file, lineNo);
        if (bytes !== undefined) {
          this.#repeated.learn(bytes);
          // This line too gets the remembered (frozen) values, so the
          // fixed-part memo of `assemble` keeps them and finds every later
          // line's by identity, not by walking its content.
          const value = this.#repeated.parse(bytes);
          if (value !== undefined) entry = logEntryFromValue(value);
        }
      }
      try {
        // Dropped chunks are counted, not measured: exact drop counts would
        // tokenize every rejected candidate for a number the report never shows.
        outcome = assemble(entry.request, this.#profile, { tokenizer: this.#tokenizer, exactDropCounts: false });
      } catch (error) {
        if (!(error instanceof ContextOverflowError)) throw error;
        outcome = error;
      }
    } catch (error) {
      if (error instanceof BaglamError && error.code !== 'VERIFY_MISMATCH') {
        if (error.source === undefined) {
          // A request assemble refused: the validating parse throws the same
          // error, naming the field as the log wrote it, at its column.
          parseLogEntry(lineText(), file, lineNo);
          throw error.withSource({ file, line: lineNo, col: 1 });
        }
        throw error;
      }
      if (error instanceof UserError) throw error;
      this.crashes.push({ file, line: lineNo, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      return;
    }
    this.accumulator.add(outcome, entry.response, { log: file, line: lineNo, id: entry.request.id });
  }

  /** The line being read, or last read: where a failure of `add` happened. */
  get line(): number {
    return this.#line;
  }
}

