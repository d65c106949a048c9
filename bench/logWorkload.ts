import { BaglamError, ContextOverflowError, assemble, type Profile, type Request } from '../core/index.js';
import type { Workload } from './workloads.js';

/** How much of a team's log one task call packs. */
export interface LogSampleLimits {
  /** Requests per task call, at most. */
  maxRequests: number;
  /**
   * Characters of log lines per task call, at most (estimated from the
   * average line). About the standard request's size (0.9 MB): a quick gate
   * on it takes seconds, a full one about half a minute.
   */
  maxChars: number;
}

export const LOG_SAMPLE: LogSampleLimits = { maxRequests: 50, maxChars: 1_000_000 };

/**
 * Which of a log's `count` non-blank lines (`chars` characters in all) the
 * bench packs: evenly spread from the first line over the whole log, so a
 * log that grew over months is measured across its whole range, not only
 * its oldest part. Deterministic: the same log gives the same sample.
 */
export function logSample(count: number, chars: number, limits: LogSampleLimits = LOG_SAMPLE): number[] {
  if (count <= 0) return [];
  const perLine = Math.max(1, chars / count);
  const size = Math.max(1, Math.min(count, limits.maxRequests, Math.floor(limits.maxChars / perLine)));
  return Array.from({ length: size }, (_, i) => Math.floor((i * count) / size));
}

/** The sampled requests, with where they came from (`file:line`) for the name and for errors. */
export interface SampledRequest {
  request: Request;
  lineNo: number;
}

/**
 * A workload from a sample of a team's request log. Requests that overflow
 * under the profile are left out (they end in `ContextOverflowError`, which
 * the report counts; the bench times packing that succeeds) and the name
 * says how many. Throws when none is left: there is nothing to measure.
 */
export function logWorkload(file: string, lineCount: number, sample: readonly SampledRequest[], profile: Profile): Workload {
  const requests: Request[] = [];
  for (const { request, lineNo } of sample) {
    try {
      assemble(request, profile);
      requests.push(request);
    } catch (error) {
      if (error instanceof ContextOverflowError) continue;
      // A request the loader accepted but assemble refuses: say which line.
      if (error instanceof BaglamError && error.source === undefined) throw error.withSource({ file, line: lineNo, col: 1 });
      throw error;
    }
  }
  const left = sample.length - requests.length;
  if (requests.length === 0) {
    throw new BaglamError(
      'INVALID_INPUT',
      `every sampled request of ${file} (${sample.length} of ${lineCount}) overflows under profile ${profile.name}: nothing to measure`,
    );
  }
  return {
    name: `${file}: ${requests.length} of ${lineCount} requests under ${profile.name}${left > 0 ? `; ${left} that overflow left out` : ''}`,
    requests,
    profile,
  };
}
