import { readFile } from 'node:fs/promises';
import {
  AggregationTemporality, DataPointType, InMemoryMetricExporter, MeterProvider, PeriodicExportingMetricReader,
  type DataPoint, type Histogram, type MetricData,
} from '@opentelemetry/sdk-metrics';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContextOverflowError, type Profile } from '../core/index.js';
import type { CliIo } from '../cli/io.js';
import { loadProfile } from '../cli/loadFiles.js';
import { bundledPath } from '../cli/paths.js';
import type { HistogramKey, ReportAccumulator } from '../cli/report/aggregate.js';
import { parseLogEntry } from '../cli/report/logEntry.js';
import { reportLog } from '../cli/report/reportLog.js';
import { METRICS, RESERVE_BOUNDARIES, SEMCONV_TOKEN_BOUNDARIES, TOKEN_BOUNDARIES, instrumentAssemble, type AssembleInstrumentation } from './index.js';

/**
 * The instrumentation under the real SDK (`@opentelemetry/sdk-metrics`, its
 * in-memory exporter): the points it records for a log are the numbers
 * `baglam report` gives for that log. OpenTelemetry exports buckets, not
 * percentiles, so each histogram's buckets are checked against the report's
 * exact histogram rebinned here, independently, to the advised boundaries.
 */

let provider: MeterProvider;
let reader: PeriodicExportingMetricReader;
let exporter: InMemoryMetricExporter;
let instrumentation: AssembleInstrumentation;

/** A fresh SDK pipeline: meter provider, a reader that exports only when flushed, the in-memory exporter. */
function setUp(): void {
  exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  provider = new MeterProvider({ readers: [reader] });
  instrumentation = instrumentAssemble(provider.getMeter('baglam-test'), { provider: 'openai', model: 'gpt-4o' });
}

async function collected(): Promise<Map<string, MetricData>> {
  await reader.forceFlush();
  const metrics = new Map<string, MetricData>();
  for (const resource of exporter.getMetrics()) {
    for (const scope of resource.scopeMetrics) for (const metric of scope.metrics) metrics.set(metric.descriptor.name, metric);
  }
  return metrics;
}

function points(metrics: Map<string, MetricData>, name: string): DataPoint<unknown>[] {
  const metric = metrics.get(name);
  expect(metric, name).toBeDefined();
  return metric!.dataPoints as DataPoint<unknown>[];
}

function only<T>(list: readonly DataPoint<T>[], attributes: Record<string, string>): DataPoint<T> {
  const found = list.filter((p) => Object.entries(attributes).every(([k, v]) => p.attributes[k] === v));
  expect(found, JSON.stringify(attributes)).toHaveLength(1);
  return found[0]!;
}

/** The oracle: explicit buckets as OpenTelemetry defines them, (b[i-1], b[i]], then (b[last], +∞). */
function rebin(pairs: readonly [number, number][], boundaries: readonly number[], scale = 1): number[] {
  const counts = new Array<number>(boundaries.length + 1).fill(0);
  for (const [value, count] of pairs) {
    const v = value / scale;
    let i = 0;
    while (i < boundaries.length && v > boundaries[i]!) i++;
    counts[i]! += count;
  }
  return counts;
}

function expectSameHistogram(point: DataPoint<Histogram>, pairs: readonly [number, number][], boundaries: readonly number[], label: string): void {
  const count = pairs.reduce((n, [, c]) => n + c, 0);
  const sum = pairs.reduce((n, [v, c]) => n + v * c, 0);
  expect(point.value.count, label).toBe(count);
  expect(point.value.sum, label).toBe(sum);
  expect(point.value.min, label).toBe(pairs[0]![0]);
  expect(point.value.max, label).toBe(pairs[pairs.length - 1]![0]);
  expect(point.value.buckets.boundaries, label).toEqual(boundaries);
  expect(point.value.buckets.counts, label).toEqual(rebin(pairs, boundaries));
}

const io: CliIo = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: {} };

describe('baglam/otel on the bundled product log', () => {
  const LOG = bundledPath('fixtures', 'products', 'tr-ops-copilot', 'requests.jsonl');
  let profile: Profile;
  let report: ReportAccumulator;
  let metrics: Map<string, MetricData>;

  afterAll(() => provider.shutdown());
  beforeAll(async () => {
    setUp();
    profile = await loadProfile(bundledPath('fixtures', 'products', 'tr-ops-copilot', 'profile.yaml'), io);
    report = await reportLog(LOG, io, 'requests.jsonl', profile, { jobs: 1 });
    const lines = (await readFile(LOG, 'utf8')).split('\n');
    lines.forEach((text, i) => {
      if (text.trim() === '') return;
      const entry = parseLogEntry(text, LOG, i + 1);
      try {
        instrumentation.assemble(entry.request, profile, { exactDropCounts: false });
      } catch (error) {
        if (!(error instanceof ContextOverflowError)) throw error;
      }
      const r = entry.response;
      if (r !== undefined) {
        instrumentation.recordResponse(profile, {
          ...(r.promptTokens === undefined ? {} : { inputTokens: r.promptTokens }), outputTokens: r.completionTokens, finishReason: r.finishReason,
        });
      }
    });
    metrics = await collected();
  });

  it('records every section, the fixed part and the whole prompt as the report counts them, bucket for bucket', () => {
    const state = report.toState();
    const attrs = { 'baglam.profile': 'tr-ops-copilot' };
    const histogram = (name: string, key: HistogramKey, extra: Record<string, string> = {}, boundaries = TOKEN_BOUNDARIES): void => {
      const point = only(points(metrics, name) as DataPoint<Histogram>[], { ...attrs, ...extra });
      expect(metrics.get(name)!.dataPointType).toBe(DataPointType.HISTOGRAM);
      expectSameHistogram(point, state.histograms[key], boundaries, `${name} ${JSON.stringify(extra)}`);
    };
    histogram(METRICS.promptTokens, 'total');
    histogram(METRICS.fixedTokens, 'fixed');
    const sections = ['rules', 'tools', 'examples', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata', 'format', 'question', 'template'] as const;
    for (const section of sections) histogram(METRICS.sectionTokens, section, { 'baglam.section': section });
    expect(points(metrics, METRICS.sectionTokens)).toHaveLength(sections.length);
    histogram(METRICS.overflowTokens, 'overBy');
    histogram(METRICS.droppedChunks, 'droppedChunks');
    histogram(METRICS.droppedTurns, 'droppedTurns');
    histogram(METRICS.tokenUsage, 'completion', { 'gen_ai.token.type': 'output' }, SEMCONV_TOKEN_BOUNDARIES);
    // The log has overflows, drops and history cuts: the comparison is not of empty histograms.
    expect(state.histograms.overBy.length).toBeGreaterThan(0);
    expect(report.summary().droppedChunks.total).toBeGreaterThan(0);
  });

  it('records the output reserve used as the report\'s completion histogram over the output cap', () => {
    const pairs = report.toState().histograms.completion;
    const cap = report.summary().profile.maxOutputTokens;
    const point = only(points(metrics, METRICS.reserveUsed) as DataPoint<Histogram>[], { 'baglam.profile': 'tr-ops-copilot' });
    expect(point.value.count).toBe(pairs.reduce((n, [, c]) => n + c, 0));
    expect(point.value.min).toBe(pairs[0]![0] / cap);
    expect(point.value.max).toBe(pairs[pairs.length - 1]![0] / cap);
    expect(point.value.sum).toBeCloseTo(pairs.reduce((n, [v, c]) => n + (v / cap) * c, 0), 9);
    expect(point.value.buckets.boundaries).toEqual(RESERVE_BOUNDARIES);
    expect(point.value.buckets.counts).toEqual(rebin(pairs, RESERVE_BOUNDARIES, cap));
  });

  it('counts requests by outcome, drops by reason, trims, exhaustion and finish reasons as the report does', () => {
    const summary = report.summary();
    const sum = (name: string, attributes: Record<string, string>): number => only(points(metrics, name) as DataPoint<number>[], attributes).value;
    const p = { 'baglam.profile': 'tr-ops-copilot' };
    expect(sum(METRICS.requests, { ...p, 'baglam.outcome': 'assembled' })).toBe(summary.assembled);
    expect(sum(METRICS.requests, { ...p, 'baglam.outcome': 'overflow' })).toBe(summary.overflow.count);
    for (const [reason, n] of Object.entries(summary.droppedChunks.byReason)) {
      expect(sum(METRICS.drops, { ...p, 'baglam.section': 'chunks', 'baglam.drop.reason': reason })).toBe(n);
    }
    const turnDrops = (points(metrics, METRICS.drops) as DataPoint<number>[]).filter((d) => d.attributes['baglam.section'] === 'history');
    expect(turnDrops.reduce((n, d) => n + d.value, 0)).toBe(summary.droppedTurns.total);
    expect(sum(METRICS.trimmed, p)).toBe(summary.trimNote.count);
    expect(sum(METRICS.exhausted, p)).toBe(summary.candidatesExhausted.count);
    for (const [reason, n] of Object.entries(summary.output.finishReasons)) {
      expect(sum(METRICS.responses, { ...p, 'baglam.finish_reason': reason })).toBe(n);
    }
    expect(summary.output.truncated.count).toBeGreaterThan(0);
  });

  it('follows the GenAI conventions on token usage and keeps every attribute of bounded cardinality', () => {
    const usage = points(metrics, METRICS.tokenUsage);
    expect(metrics.get(METRICS.tokenUsage)!.descriptor.unit).toBe('{token}');
    expect(usage.map((u) => u.attributes['gen_ai.token.type']).sort()).toEqual(['input', 'output']);
    for (const u of usage) {
      expect(u.attributes).toMatchObject({ 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o' });
    }
    const allowed: Record<string, RegExp> = {
      'baglam.profile': /^tr-ops-copilot$/,
      'baglam.section': /^[a-zA-Z]+$/,
      'baglam.drop.reason': /^(below-threshold|duplicate|evidence-share|history-share|max-turns|budget)$/,
      'baglam.outcome': /^(assembled|overflow)$/,
      'baglam.finish_reason': /^(stop|length|tool_calls|content_filter|function_call)$/,
      'gen_ai.token.type': /^(input|output)$/,
      'gen_ai.operation.name': /^chat$/,
      'gen_ai.provider.name': /^openai$/,
      'gen_ai.request.model': /^gpt-4o$/,
    };
    let series = 0;
    for (const metric of metrics.values()) {
      for (const point of metric.dataPoints) {
        series++;
        for (const [key, value] of Object.entries(point.attributes)) expect(String(value), `${metric.descriptor.name} ${key}`).toMatch(allowed[key] ?? /^$/);
      }
    }
    // 160 requests with distinct ids and texts, yet a fixed, small set of series.
    expect(series).toBeLessThan(40);
  });
});

describe('baglam/otel on requests worked out by hand', () => {
  beforeEach(setUp);
  afterEach(() => provider.shutdown());
  const PROFILE = { name: 'tiny', window: 2000, output: { answer: 300, reasoning: 100 }, chunkThreshold: 0.5 } as unknown as Profile;

  it('records drops by reason, the reserve used and an overflow it rethrows', async () => {
    instrumentation.assemble({
      question: 'Disk neden doldu?',
      chunks: [
        { id: 'a1', text: 'Disk %95 dolu.', score: 0.9 },
        { id: 'a2', text: 'Alakasız.', score: 0.1 },
        { id: 'a3', text: 'Yine alakasız.', score: 0.2 },
      ],
    }, PROFILE);
    instrumentation.assemble({ question: 'Kim onayladı?' }, PROFILE);
    expect(() => instrumentation.assemble({ question: 'günlük '.repeat(3000) }, PROFILE)).toThrow(ContextOverflowError);
    instrumentation.recordResponse(PROFILE, { outputTokens: 100, finishReason: 'stop' });
    instrumentation.recordResponse(PROFILE, { inputTokens: 20, outputTokens: 400, finishReason: 'length' });
    const metrics = await collected();
    const p = { 'baglam.profile': 'tiny' };
    const count = (name: string, attributes: Record<string, string>): number => only(points(metrics, name) as DataPoint<number>[], attributes).value;
    expect(count(METRICS.requests, { ...p, 'baglam.outcome': 'assembled' })).toBe(2);
    expect(count(METRICS.requests, { ...p, 'baglam.outcome': 'overflow' })).toBe(1);
    expect(count(METRICS.drops, { ...p, 'baglam.section': 'chunks', 'baglam.drop.reason': 'below-threshold' })).toBe(2);
    const dropped = only(points(metrics, METRICS.droppedChunks) as DataPoint<Histogram>[], p).value;
    expect([dropped.count, dropped.sum, dropped.min, dropped.max]).toEqual([2, 2, 0, 2]);
    // Output cap 400: 100 → 0.25, 400 → 1 (a truncated answer fills the reserve).
    const reserve = only(points(metrics, METRICS.reserveUsed) as DataPoint<Histogram>[], p).value;
    expect([reserve.count, reserve.sum, reserve.min, reserve.max]).toEqual([2, 1.25, 0.25, 1]);
    expect(count(METRICS.responses, { ...p, 'baglam.finish_reason': 'length' })).toBe(1);
    const input = only(points(metrics, METRICS.tokenUsage) as DataPoint<Histogram>[], { ...p, 'gen_ai.token.type': 'input' }).value;
    expect([input.count, input.sum]).toEqual([1, 20]);
    const over = only(points(metrics, METRICS.overflowTokens) as DataPoint<Histogram>[], p).value;
    expect(over.count).toBe(1);
    expect(over.min).toBeGreaterThan(0);
  });

  it('refuses options and usage the conventions or the counts cannot hold', () => {
    expect(() => instrumentAssemble(provider.getMeter('x'), {} as never)).toThrow(/provider/);
    expect(() => instrumentation.recordResponse(PROFILE, { outputTokens: -1, finishReason: 'stop' })).toThrow(/outputTokens/);
    expect(() => instrumentation.recordResponse(PROFILE, { inputTokens: 1.5, outputTokens: 1, finishReason: 'stop' })).toThrow(/inputTokens/);
  });

  it('advises integer boundaries that grow by at most half a step, from 0 past a 2-million-token window', () => {
    for (const b of TOKEN_BOUNDARIES) expect(Number.isInteger(b)).toBe(true);
    for (let i = 3; i < TOKEN_BOUNDARIES.length; i++) expect(TOKEN_BOUNDARIES[i]! / TOKEN_BOUNDARIES[i - 1]!).toBeLessThanOrEqual(1.5);
    expect(TOKEN_BOUNDARIES[0]).toBe(0);
    expect(TOKEN_BOUNDARIES[TOKEN_BOUNDARIES.length - 1]).toBeGreaterThanOrEqual(2_000_000);
    expect(SEMCONV_TOKEN_BOUNDARIES).toEqual([1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864]);
  });
});
