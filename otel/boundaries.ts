/**
 * Bucket boundaries advised to the SDK (an application's view may override
 * them). OpenTelemetry exports buckets, not percentiles; a dashboard
 * estimates p50/p90/p99 within a bucket, so the buckets must be narrow
 * where token counts fall, from a one-line rule to a 2-million-token window.
 */

/**
 * Whole numbers at two steps an octave, ×1.5 then ×4/3 (0, 1, 2, 3, 4, 6,
 * 8, 12, 16, 24 … 1 572 864, 2 097 152), 43 boundaries: a percentile read
 * from them lies in a bucket whose ends differ by at most half, at every
 * scale from a one-line rule to the largest window. 0 is a bucket of its
 * own: a request with no history or no evidence is worth seeing.
 */
export const TOKEN_BOUNDARIES: readonly number[] = [0, 1, 2, ...Array.from({ length: 20 }, (_, k) => [3 * 2 ** k, 4 * 2 ** k]).flat()];

/** The GenAI semantic conventions' advice for `gen_ai.client.token.usage`: powers of 4 from 1 to 4^13. */
export const SEMCONV_TOKEN_BOUNDARIES: readonly number[] = Array.from({ length: 14 }, (_, k) => 4 ** k);

/**
 * The share of the output reserve used, a fraction: tenths, then finer near
 * the cap, where a truncated answer lies (exactly 1 is an answer that ran
 * out of room).
 */
export const RESERVE_BOUNDARIES: readonly number[] = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1];
