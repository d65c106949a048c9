/**
 * The fixed part (rules + tools + examples + format) along each log, in the
 * order of its lines: the growth a footprint report is about (a rule added
 * after an incident, three more examples next month) shows as a step in
 * this series, where a percentile over the whole log only widens.
 *
 * Memory is bounded: each log keeps at most `MAX_BINS` bins of
 * `linesPerBin` consecutive lines, a power of two that doubles (neighbours
 * merged) whenever a line falls past the last bin. The width is thus a
 * function of the log's last line alone, and every bin holds exact sums, so
 * threads or shards of one log merge into the series one pass would build.
 */

export const MAX_BINS = 200;

/** One bin: the assembled requests of `linesPerBin` lines from line `index·linesPerBin + 1`. */
export interface FixedPartBin {
  index: number;
  /** Requests in the bin (lines that overflowed or were blank have none). */
  count: number;
  /** Sums over the bin's requests, in tokens. */
  rules: number;
  tools: number;
  examples: number;
  format: number;
  /** The smallest and largest fixed part of a request in the bin. */
  min: number;
  max: number;
}

export interface FixedPartOfLog {
  log: string;
  linesPerBin: number;
  /** By index, ascending; empty bins left out. */
  bins: FixedPartBin[];
}

export interface FixedSections {
  rules: number;
  tools: number;
  examples: number;
  format: number;
}

interface LogBins {
  linesPerBin: number;
  bins: Map<number, FixedPartBin>;
}

function addBin(into: Map<number, FixedPartBin>, bin: FixedPartBin): void {
  const seen = into.get(bin.index);
  if (seen === undefined) {
    into.set(bin.index, { ...bin });
    return;
  }
  seen.count += bin.count;
  seen.rules += bin.rules;
  seen.tools += bin.tools;
  seen.examples += bin.examples;
  seen.format += bin.format;
  seen.min = Math.min(seen.min, bin.min);
  seen.max = Math.max(seen.max, bin.max);
}

/** The bins at `linesPerBin` (a multiple of the log's, both powers of two). */
function widen(log: LogBins, linesPerBin: number): void {
  if (linesPerBin === log.linesPerBin) return;
  const factor = linesPerBin / log.linesPerBin;
  const wider = new Map<number, FixedPartBin>();
  for (const bin of log.bins.values()) addBin(wider, { ...bin, index: Math.floor(bin.index / factor) });
  log.linesPerBin = linesPerBin;
  log.bins = wider;
}

export class FixedPartSeries {
  /** By log name, in the order first seen (the order the logs were given). */
  readonly #logs = new Map<string, LogBins>();

  #log(name: string): LogBins {
    let log = this.#logs.get(name);
    if (log === undefined) {
      log = { linesPerBin: 1, bins: new Map() };
      this.#logs.set(name, log);
    }
    return log;
  }

  /** One assembled request: its log, its line and its fixed sections. */
  add(logName: string, line: number, s: FixedSections): void {
    const log = this.#log(logName);
    let linesPerBin = log.linesPerBin;
    while (Math.floor((line - 1) / linesPerBin) >= MAX_BINS) linesPerBin *= 2;
    widen(log, linesPerBin);
    const fixed = s.rules + s.tools + s.examples + s.format;
    addBin(log.bins, {
      index: Math.floor((line - 1) / linesPerBin), count: 1, rules: s.rules, tools: s.tools, examples: s.examples, format: s.format, min: fixed, max: fixed,
    });
  }

  /** Adds `other`'s bins in: the series one pass over both would hold. */
  merge(other: FixedPartSeries): void {
    for (const [name, theirs] of other.#logs) {
      const ours = this.#log(name);
      const linesPerBin = Math.max(ours.linesPerBin, theirs.linesPerBin);
      widen(ours, linesPerBin);
      const copy: LogBins = { linesPerBin: theirs.linesPerBin, bins: new Map(theirs.bins) };
      widen(copy, linesPerBin);
      for (const bin of copy.bins.values()) addBin(ours.bins, bin);
    }
  }

  /** The saved form: logs in the order first seen, bins by index. */
  logs(): FixedPartOfLog[] {
    return [...this.#logs].map(([log, { linesPerBin, bins }]) => ({
      log,
      linesPerBin,
      bins: [...bins.values()].sort((a, b) => a.index - b.index).map((bin) => ({ ...bin })),
    }));
  }

  /** A series holding `logs` (already validated: see `parseReportState`). */
  static fromLogs(logs: readonly FixedPartOfLog[]): FixedPartSeries {
    const series = new FixedPartSeries();
    for (const { log, linesPerBin, bins } of logs) {
      const into = series.#log(log);
      widen(into, Math.max(into.linesPerBin, linesPerBin));
      const copy: LogBins = { linesPerBin, bins: new Map(bins.map((bin) => [bin.index, { ...bin }])) };
      widen(copy, into.linesPerBin);
      for (const bin of copy.bins.values()) addBin(into.bins, bin);
    }
    return series;
  }
}
