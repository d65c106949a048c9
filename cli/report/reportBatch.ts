import { BaglamError, ContextOverflowError, assemble, createTokenizer, type Profile, type Tokenizer } from '../../core/index.js';
import { UserError } from '../io.js';
import { batchLines, type JsonlBatch } from '../jsonlLines.js';
import { ReportAccumulator } from './aggregate.js';
import { parseLogEntry, parseLogEntryForAssemble } from './logEntry.js';

/**
 * Counts remembered per thread while reading a log. The fixed part repeats
 * on every line, so a modest cache saves most of the work; the cap keeps a
 * million-line log from growing the cache past ~16 MiB of keys.
 */
const REPORT_CACHE_CHARS = 8 * 1024 * 1024;

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
  #line = 0;

  constructor(profile: Profile, logs: readonly string[]) {
    this.#profile = profile;
    this.#tokenizer = createTokenizer(profile.encoding, { cacheChars: REPORT_CACHE_CHARS });
    this.accumulator = new ReportAccumulator(profile, logs);
  }

  /**
   * Assembles every request of the batch under the profile and counts it.
   * A malformed line throws a `BaglamError` at its `file:line:col`: the log
   * is wrong. Anything else that goes wrong on a line is baglam's own
   * failure: the line is recorded in `crashes` and skipped, so one request
   * cannot take the report of all the others with it.
   */
  add(batch: JsonlBatch): void {
    for (const { text, lineNo, file } of batchLines(batch)) {
      this.#line = lineNo;
      let entry;
      let outcome;
      try {
        entry = parseLogEntryForAssemble(text, file, lineNo);
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
            parseLogEntry(text, file, lineNo);
            throw error.withSource({ file, line: lineNo, col: 1 });
          }
          throw error;
        }
        if (error instanceof UserError) throw error;
        this.crashes.push({ file, line: lineNo, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
        continue;
      }
      this.accumulator.add(outcome, entry.response, { log: file, line: lineNo, id: entry.request.id });
    }
  }

  /** The line being read, or last read: where a failure of `add` happened. */
  get line(): number {
    return this.#line;
  }
}

