import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { ContextOverflowError, assemble, createTokenizer, type Profile } from '../../core/index.js';
import { ReportAccumulator, type ReportSummary } from './aggregate.js';
import { parseLogEntry } from './logEntry.js';

/**
 * Counts remembered per process while reading a log. The fixed part repeats
 * on every line, so a modest cache saves most of the work; the cap keeps a
 * million-line log from growing the cache past ~16 MiB of keys.
 */
const REPORT_CACHE_CHARS = 8 * 1024 * 1024;

/**
 * Streams a JSONL request log line by line, assembles each request under
 * `profile`, and folds the outcome into the report. Nothing but the current
 * line and the histograms is held, whatever the log's length. A malformed
 * line stops the run with a `BaglamError` at its `file:line:col`.
 *
 * `name` is how the log is named in errors and in the report (the path the
 * user typed, not an absolute one).
 */
export async function reportLog(path: string, name: string, profile: Profile): Promise<ReportSummary> {
  const tokenizer = createTokenizer(profile.encoding, { cacheChars: REPORT_CACHE_CHARS });
  const accumulator = new ReportAccumulator(profile, name);
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo++;
    const line = lineNo === 1 && raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
    if (line.trim() === '') continue;
    const entry = parseLogEntry(line, name, lineNo);
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
