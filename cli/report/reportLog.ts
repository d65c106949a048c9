import { ContextOverflowError, assemble, createTokenizer, type Profile } from '../../core/index.js';
import { ReportAccumulator, type ReportSummary } from './aggregate.js';
import type { JsonlLine } from '../jsonlLines.js';
import { parseLogEntry } from './logEntry.js';

/**
 * Counts remembered per process while reading a log. The fixed part repeats
 * on every line, so a modest cache saves most of the work; the cap keeps a
 * million-line log from growing the cache past ~16 MiB of keys.
 */
const REPORT_CACHE_CHARS = 8 * 1024 * 1024;

/**
 * Folds the lines of a JSONL request log (`readJsonlLines` streams them from
 * a file or standard input) into the report: each request is assembled under
 * `profile` and forgotten. Nothing but the current line and the histograms
 * is held, whatever the log's length. A malformed line stops the run with a
 * `BaglamError` at its `file:line:col`.
 *
 * `name` is how the report names the log (the path the user typed).
 */
export async function reportLog(lines: AsyncIterable<JsonlLine>, name: string, profile: Profile): Promise<ReportSummary> {
  const tokenizer = createTokenizer(profile.encoding, { cacheChars: REPORT_CACHE_CHARS });
  const accumulator = new ReportAccumulator(profile, name);
  for await (const { text, lineNo, file } of lines) {
    const entry = parseLogEntry(text, file, lineNo);
    let outcome;
    try {
      // Dropped chunks are counted, not measured: exact drop counts would
      // tokenize every rejected candidate for a number the report never shows.
      outcome = assemble(entry.request, profile, { tokenizer, exactDropCounts: false });
    } catch (error) {
      if (!(error instanceof ContextOverflowError)) throw error;
      outcome = error;
    }
    accumulator.add(outcome, entry.response);
  }
  return accumulator.summary();
}
