import { join } from 'node:path';
import {
  askedKey, cassetteFileName, describeAsked, legacyKey,
  type CassetteAddress, type CassetteEntry, type CassetteLimits, type LegacyCassette, type RecordedAnswer,
} from './cassetteFile.js';
import type { CassetteStore } from './cassetteStore.js';
import type { CompletionParams, Payload, Provider } from './provider.js';
import { ProviderError } from './providerError.js';

/** One cell of a run: a case's request under the baseline or an experiment, asked `repeat` times. */
export interface CellQuestion {
  address: CassetteAddress;
  requestId: string;
  payload: Payload;
  params: Omit<CompletionParams, 'sample'>;
  repeat: number;
}

/**
 * How complete a cell's answers are. Anything but `complete` is missing
 * evidence: the case fails, and a verdict that needs the cell is
 * `inconclusive`, never `safe`.
 */
export type Evidence = 'complete' | 'missing' | 'stale' | 'provider-error';

export interface CellAnswers {
  /** One per sample, in order; null where there is none (not recorded, or the call failed). */
  answers: (RecordedAnswer | null)[];
  evidence: Evidence;
  /** Why the evidence is not complete, in one line; null when it is. */
  problem: string | null;
  /** The look these samples are (see `CassetteEntry.looks`); 1 for live answers. */
  looks: number;
  /** Samples recorded by this run. */
  recorded: number;
}

/** Where a run's model answers come from: cassettes, a live provider, or both. */
export interface AnswerSource {
  /** `replay`, or the live provider's kind. */
  readonly kind: string;
  answer(question: CellQuestion): Promise<CellAnswers>;
}

const where = (store: CassetteStore, q: CellQuestion): string => `for request ${q.requestId} in ${join(store.dir, cassetteFileName(q.address))}`;

function fromEntry(entry: CassetteEntry, repeat: number): CellAnswers {
  return { answers: entry.samples.slice(0, repeat), evidence: 'complete', problem: null, looks: entry.looks, recorded: 0 };
}

/**
 * Why a cell's recorded entry cannot answer it, or null when it can: no
 * entry, one recorded for another prompt (stale), or too few samples.
 */
function shortfall(store: CassetteStore, q: CellQuestion, entry: CassetteEntry | undefined, key: string): CellAnswers | null {
  const empty = (evidence: Evidence, problem: string): CellAnswers => ({ answers: Array(q.repeat).fill(null), evidence, problem, looks: 1, recorded: 0 });
  if (entry === undefined) {
    const legacy = store.legacyCount === 0 ? '' : `; ${store.legacyCount} cassette(s) in ${store.dir} are in the old format: run with --migrate-cassettes`;
    return empty('missing', `no answers recorded ${where(store, q)}: record them with --record${legacy}`);
  }
  if (entry.key !== key) {
    const when = entry.samples[0]?.recordedAt ?? null;
    return empty('stale', `the answers ${where(store, q)} were recorded${when === null ? '' : ` on ${when.slice(0, 10)}`} for another prompt or other parameters: record it again with --record`);
  }
  if (entry.samples.length < q.repeat) {
    return {
      answers: [...entry.samples, ...Array(q.repeat - entry.samples.length).fill(null)],
      evidence: 'missing',
      problem: `${entry.samples.length} of the ${q.repeat} answers are recorded ${where(store, q)}: --record records the rest`,
      looks: entry.looks, recorded: 0,
    };
  }
  return null;
}

/** Answers from cassettes only: the CI default. Missing or stale evidence is reported, never a pass. */
export function replaySource(store: CassetteStore): AnswerSource {
  return {
    kind: 'replay',
    async answer(q) {
      const entry = store.entry(q.address, q.requestId);
      return shortfall(store, q, entry, askedKey(q.payload, q.params)) ?? fromEntry(entry!, q.repeat);
    },
  };
}

/** Asks the live provider for samples `from` … `repeat − 1`; failed calls come back as error lines. */
async function ask(provider: Provider, q: CellQuestion, from: number, limits: CassetteLimits): Promise<{ answers: (RecordedAnswer | null)[]; errors: string[] }> {
  const results = await Promise.all(
    Array.from({ length: q.repeat - from }, async (_, i) => {
      const sample = from + i;
      try {
        // Measured around the call as the runner sees it (a wait for a free slot included); the provider's own figure wins.
        const started = performance.now();
        const c = await provider.complete(q.payload, { ...q.params, ...(q.repeat > 1 ? { sample } : {}) });
        const latencyMs = Math.round(performance.now() - started);
        const bytes = Buffer.byteLength(c.text);
        if (bytes > limits.maxAnswerBytes) {
          throw new ProviderError('ANSWER_TOO_LARGE', `the answer is ${bytes} bytes, over maxAnswerBytes (${limits.maxAnswerBytes}): refused, not recorded`);
        }
        const answer: RecordedAnswer = {
          text: c.text, finishReason: c.finishReason, usage: c.usage,
          model: c.model ?? null, recordedAt: new Date().toISOString(), recordedWith: provider.kind, latencyMs,
        };
        return { answer, error: null };
      } catch (error) {
        return { answer: null, error: (error as Error).message };
      }
    }),
  );
  return { answers: results.map((r) => r.answer), errors: [...new Set(results.flatMap((r) => (r.error === null ? [] : [r.error])))] };
}

function withErrors(answers: (RecordedAnswer | null)[], errors: string[], looks: number, recorded: number): CellAnswers {
  const failed = answers.filter((a) => a === null).length;
  return {
    answers, looks, recorded,
    evidence: failed === 0 ? 'complete' : 'provider-error',
    problem: failed === 0 ? null : `${failed} of ${answers.length} call(s) failed: ${errors.slice(0, 2).join('; ')}`,
  };
}

/** Answers from the live provider, nothing written (`--live`). */
export function liveSource(provider: Provider, limits: CassetteLimits): AnswerSource {
  return {
    kind: provider.kind,
    async answer(q) {
      const { answers, errors } = await ask(provider, q, 0, limits);
      return withErrors(answers, errors, 1, 0);
    },
  };
}

/**
 * `--record` (`missing`): asks the live provider only for what the cassettes
 * lack — cells never recorded, recorded for another prompt, or with fewer
 * samples than `repeat` — and keeps the rest. `--record=all` asks again for
 * everything. Every complete set recorded again or topped up is one more
 * look (and a smaller share of α for `safe`); finishing a recording that
 * calls failed in is not.
 */
export function recordSource(provider: Provider, store: CassetteStore, mode: 'missing' | 'all', limits: CassetteLimits): AnswerSource {
  return {
    kind: provider.kind,
    async answer(q) {
      const key = askedKey(q.payload, q.params);
      const entry = store.entry(q.address, q.requestId);
      const current = entry !== undefined && entry.key === key ? entry : undefined;
      if (mode === 'missing' && current !== undefined && current.samples.length >= q.repeat) return fromEntry(current, q.repeat);
      const kept = mode === 'all' || current === undefined ? [] : current.samples.slice(0, q.repeat);
      const { answers: fresh, errors } = await ask(provider, q, kept.length, limits);
      const got = fresh.filter((a): a is RecordedAnswer => a !== null);
      const looks = current === undefined ? 1 : mode === 'all' || current.samples.length >= current.repeat ? current.looks + 1 : current.looks;
      if (got.length > 0) {
        try {
          await store.save(q.address, { request: q.requestId, key, asked: describeAsked(q.payload, q.params), repeat: q.repeat, looks, samples: [...kept, ...got] });
        } catch (error) {
          return withErrors([...kept, ...fresh.map(() => null)], [`not recorded: ${(error as Error).message}`], looks, 0);
        }
      }
      return withErrors([...kept, ...fresh], errors, looks, got.length);
    },
  };
}

/**
 * `--migrate-cassettes`: answers from version-2 cassettes where they exist,
 * else from the version-1 files of the same payload (one per sample), which
 * it writes into the cell's version-2 file. Version 1 kept no model id and
 * no date: migrated answers carry null for both. When fewer version-1
 * samples exist than `repeat` asks for now, the ones found are migrated and
 * the entry says how many it was recorded for, so `--record` tops it up (a
 * new look: those answers have been seen). A suite that went from `repeat: N`
 * to `repeat: 1` finds its first sample.
 */
export function migrateSource(store: CassetteStore): AnswerSource {
  return {
    kind: 'replay',
    async answer(q) {
      const key = askedKey(q.payload, q.params);
      const entry = store.entry(q.address, q.requestId);
      if (entry !== undefined && entry.key === key && entry.samples.length >= q.repeat) return fromEntry(entry, q.repeat);
      const found: LegacyCassette[] = [];
      for (let s = 0; s < q.repeat; s++) {
        const legacy = store.legacyAnswer(legacyKey(q.payload, q.params, q.repeat > 1 ? s : null)) ??
          (q.repeat === 1 ? store.legacyAnswer(legacyKey(q.payload, q.params, 0)) : undefined);
        if (legacy === undefined) break;
        found.push(legacy);
      }
      if (found.length === 0) return shortfall(store, q, entry, key)!;
      const samples: RecordedAnswer[] = found.map((l) => ({ ...l.response, model: null, recordedAt: null, recordedWith: l.recordedWith }));
      const migrated: CassetteEntry = { request: q.requestId, key, asked: describeAsked(q.payload, q.params), repeat: samples.length, looks: 1, samples };
      try {
        await store.save(q.address, migrated);
      } catch (error) {
        return { answers: Array(q.repeat).fill(null), evidence: 'missing', problem: `could not migrate: ${(error as Error).message}`, looks: 1, recorded: 0 };
      }
      return shortfall(store, q, migrated, key) ?? fromEntry(migrated, q.repeat);
    },
  };
}
