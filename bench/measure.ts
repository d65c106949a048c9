import { Bench } from 'tinybench';
import { seededRandom, shuffled } from './seededOrder.js';
import { REFERENCE_TASK, type BenchTask } from './tasks.js';

export interface MeasureConfig {
  /** Rounds; each runs every task once, in its own shuffled order. */
  rounds: number;
  /** Seeds the task order of every round. */
  seed: number;
  /** Time budget per task per round, ms (tinybench keeps sampling until both this and `minSamples` are met). */
  timeMs: number;
  /** Samples per task per round, at least. */
  minSamples: number;
  /** Warm-up per task per round, ms. */
  warmupMs: number;
}

/** One task in one round, times in ms. */
export interface RoundSample {
  median: number;
  p99: number;
  samples: number;
}

/** One task over all rounds. */
export interface TaskMeasurement {
  name: string;
  /** Median over rounds of each round's median, ms. */
  median: number;
  /** Median over rounds of each round's p99, ms. */
  p99: number;
  /** Samples over all rounds. */
  samples: number;
  /** Fewest samples any single round took. */
  minRoundSamples: number;
  /** Median over rounds of (this task's median ÷ the reference's median in the same round). */
  ratio: number;
  /** Each round's ratio, in round order. */
  ratios: number[];
}

export interface Measurement {
  config: MeasureConfig;
  /** In the tasks' declared order. */
  tasks: TaskMeasurement[];
  /** The order tasks ran in, per round. */
  orders: string[][];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The bench's clock: CPU time of this process, in ms. On a shared machine a
 * neighbour's job preempts us; wall time then charges its slices to whichever
 * task was running, and more so to long tasks than to short ones, which
 * skews every ratio. CPU time does not count those slices. It does count
 * V8's helper threads (concurrent GC), which is work the task caused.
 */
export function cpuClock(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** A sample should take at least this long (ms) for the clock's microsecond steps not to matter. */
const MIN_SAMPLE_MS = 0.2;

/**
 * How many calls one sample makes: 1 for tasks that take 0.2 ms or more;
 * for faster ones (clampHistory takes well under a microsecond) a batch
 * long enough to time, whose time is then divided back per call.
 */
export function batchSize(task: BenchTask, clock: () => number = () => performance.now()): number {
  if (task.beforeEach !== undefined) return 1;
  // Wall time here: the estimate needs a fine clock more than a fair one, and
  // the process's CPU time jumps when a V8 helper thread (compiler, marker)
  // runs beside a call that takes a microsecond. The fastest of five trials,
  // after a warm-up, so that one call that met a compile or a collection does
  // not pass for the task's speed.
  const warm = clock();
  for (let i = 0; i < 20 && clock() - warm < 2; i++) task.fn();
  let perCall = Number.POSITIVE_INFINITY;
  for (let trial = 0; trial < 5; trial++) {
    let calls = 0;
    const start = clock();
    let elapsed = 0;
    while (elapsed < MIN_SAMPLE_MS && calls < 1_000_000) {
      task.fn();
      calls++;
      elapsed = clock() - start;
    }
    perCall = Math.min(perCall, elapsed / calls);
  }
  return perCall >= MIN_SAMPLE_MS ? 1 : Math.ceil(MIN_SAMPLE_MS / Math.max(perCall, 1e-6));
}

/** Runs one task list once with tinybench, in the given order; `batches` from `batchSize`. */
export function runOnce(
  tasks: readonly BenchTask[],
  config: Pick<MeasureConfig, 'timeMs' | 'minSamples' | 'warmupMs'>,
  batches: ReadonlyMap<string, number> = new Map(),
): Map<string, RoundSample> {
  const bench = new Bench({
    time: config.timeMs,
    iterations: config.minSamples,
    warmupTime: config.warmupMs,
    warmupIterations: 2,
    throws: true,
    now: cpuClock,
  });
  for (const task of tasks) {
    const before = task.beforeEach;
    const batch = batches.get(task.name) ?? 1;
    const fn = task.fn;
    const body =
      batch === 1
        ? fn
        : (): void => {
            for (let i = 0; i < batch; i++) fn();
          };
    bench.add(task.name, body, before === undefined ? {} : { beforeEach: () => before() });
  }
  bench.runSync();
  const out = new Map<string, RoundSample>();
  for (const task of bench.tasks) {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`bench task "${task.name}" ended ${result.state}`);
    const batch = batches.get(task.name) ?? 1;
    // A batched sample is the mean of its calls: its p99 is the p99 of batch means.
    out.set(task.name, { median: result.latency.p50 / batch, p99: result.latency.p99 / batch, samples: result.latency.samplesCount });
  }
  return out;
}

/**
 * Measures every task over several rounds. Each round shuffles the task
 * order with a seeded generator, so no task always runs right after the
 * reference (or right after a garbage-heavy task); each ratio is taken
 * against the reference *of the same round*, so a machine that slows down
 * between rounds moves both sides; the median over rounds drops the round a
 * neighbour's job happened to land in.
 */
export function measure(tasks: readonly BenchTask[], config: MeasureConfig): Measurement {
  if (!tasks.some((t) => t.name === REFERENCE_TASK)) throw new Error(`the task list has no "${REFERENCE_TASK}"`);
  const random = seededRandom(config.seed);
  const batches = new Map(tasks.map((task) => [task.name, batchSize(task)]));
  const perRound: Map<string, RoundSample>[] = [];
  const orders: string[][] = [];
  for (let round = 0; round < config.rounds; round++) {
    const order = shuffled(tasks, random);
    orders.push(order.map((t) => t.name));
    perRound.push(runOnce(order, config, batches));
  }
  return { config, tasks: summarize(tasks.map((t) => t.name), perRound), orders };
}

/** Per-round samples → per-task medians and ratios. Pure; the gate's tests feed it invented samples. */
export function summarize(names: readonly string[], perRound: readonly ReadonlyMap<string, RoundSample>[]): TaskMeasurement[] {
  return names.map((name) => {
    const rounds = perRound.map((round) => round.get(name));
    const ratios = perRound.map((round) => {
      const own = round.get(name);
      const reference = round.get(REFERENCE_TASK);
      return own === undefined || reference === undefined ? Number.NaN : own.median / reference.median;
    });
    const present = rounds.filter((r): r is RoundSample => r !== undefined);
    return {
      name,
      median: median(present.map((r) => r.median)),
      p99: median(present.map((r) => r.p99)),
      samples: present.reduce((sum, r) => sum + r.samples, 0),
      minRoundSamples: present.length === 0 ? 0 : Math.min(...present.map((r) => r.samples)),
      ratio: median(ratios.filter((r) => Number.isFinite(r))),
      ratios,
    };
  });
}
