import type { FieldPath, SourcePosition } from '../core/index.js';
import { foldCase } from '../core/compact/index.js';
import { isRecord } from '../core/load/describeValue.js';
import type { RecordedAnswer } from '../providers/index.js';
import { sameModel } from './sameModel.js';
import type { OutputAssertion } from './outputAssertion.js';
import type { SpecReader } from './specReader.js';

/**
 * The assertion kinds beyond text matching, schemas and modules: the ones
 * promptfoo users reach for first. Read and checked here; `outputAssertion.ts`
 * hands them over.
 *
 * Case-insensitive kinds fold case the way the compactor's markers do
 * (`foldCase`: the four Turkish i's are one letter, the rest by the
 * locale-independent `toLowerCase`), so `İSTANBUL`, `Istanbul` and
 * `istanbul` match on every machine.
 */
export type AnswerAssertion = { label: string; at: SourcePosition } & (
  | { kind: 'icontains'; text: string }
  | { kind: 'startsWith'; text: string }
  | { kind: 'containsAny' | 'containsAll' | 'icontainsAny' | 'icontainsAll'; texts: string[] }
  /** Passes when the inner assertion fails; a check that cannot be made stays one. */
  | { kind: 'not'; inner: OutputAssertion }
  /** The answer came within this many milliseconds. Checked in `--live` runs only. */
  | { kind: 'latency'; maxMs: number }
  /** The answer cost at most this many US dollars, from its token usage and the suite's `prices`. */
  | { kind: 'cost'; maxUsd: number }
  /** A grader model judged the answer against the rubric (see `grading.ts`). */
  | { kind: 'graded'; rubric: string; threshold: number | null }
);

export const ANSWER_KINDS: readonly string[] = ['icontains', 'startsWith', 'containsAny', 'containsAll', 'icontainsAny', 'icontainsAll', 'not', 'latency', 'cost', 'graded'];

export function isAnswerAssertion(assertion: OutputAssertion): assertion is AnswerAssertion {
  return ANSWER_KINDS.includes(assertion.kind);
}

/** Every assertion of a list, the ones `not:` wraps included: what a suite is checked for (`graded:` needs a grader, `cost:` prices). */
export function allAssertions(list: readonly OutputAssertion[]): OutputAssertion[] {
  return list.flatMap((a) => (a.kind === 'not' ? [a, ...allAssertions([a.inner])] : [a]));
}

/** Reads one of `ANSWER_KINDS`; `readInner` reads the assertion a `not:` wraps (any kind). */
export async function readAnswerAssertion(
  kind: string, raw: unknown, path: FieldPath, reader: SpecReader, readInner: (value: unknown, path: FieldPath) => Promise<OutputAssertion>,
): Promise<AnswerAssertion> {
  const at = reader.at(path);
  const field = [...path, kind];
  switch (kind) {
    case 'icontains':
    case 'startsWith': {
      const text = reader.string(raw, field);
      return { kind, text, at, label: `${kind} ${JSON.stringify(text)}` };
    }
    case 'containsAny':
    case 'containsAll':
    case 'icontainsAny':
    case 'icontainsAll': {
      const items = reader.list(raw, field);
      if (items.length === 0) reader.fail(field, 'list at least one text');
      const texts = items.map((t, i) => reader.string(t, [...field, i]));
      return { kind, texts, at, label: `${kind} ${JSON.stringify(texts)}` };
    }
    case 'not': {
      const inner = await readInner(raw, field);
      return { kind, inner, at, label: `not (${inner.label})` };
    }
    case 'latency': {
      const maxMs = reader.number(raw, field, 1, 3_600_000, true);
      return { kind, maxMs, at, label: `latency ≤ ${maxMs} ms` };
    }
    case 'cost': {
      const maxUsd = reader.number(raw, field, 0, 1_000_000, false);
      return { kind, maxUsd, at, label: `cost ≤ $${maxUsd}` };
    }
    default: {
      // `graded: RUBRIC`, or `graded: { rubric, threshold }` to pass on a score rather than the grader's pass.
      const spec = typeof raw === 'string' ? { rubric: raw } : reader.record(raw, field, ['rubric', 'threshold'], ['rubric']);
      const rubric = reader.string(spec.rubric, typeof raw === 'string' ? field : [...field, 'rubric']);
      const threshold = spec.threshold === undefined ? null : reader.number(spec.threshold, [...field, 'threshold'], 0, 1, false);
      const first = Array.from(rubric.trim().split('\n')[0]!);
      const short = first.length > 60 ? `${first.slice(0, 60).join('')}…` : first.join('');
      return { kind: 'graded', rubric, threshold, at, label: `graded "${short}"${threshold === null ? '' : ` (score ≥ ${threshold})`}` };
    }
  }
}

/** US dollars per million tokens, per model: `prices:` in the suite. */
export type PriceTable = ReadonlyMap<string, { input: number; output: number }>;

/** Reads `prices: { gpt-4o-mini: { input: 0.15, output: 0.6 } }`. */
export function readPrices(value: unknown, path: FieldPath, reader: SpecReader): PriceTable {
  if (!isRecord(value) || Object.keys(value).length === 0) reader.fail(path, 'must map model ids to { input, output }: US dollars per million tokens');
  const spec = value;
  const out = new Map<string, { input: number; output: number }>();
  for (const [model, price] of Object.entries(spec)) {
    const p = reader.record(price, [...path, model], ['input', 'output'], ['input', 'output']);
    out.set(model, {
      input: reader.number(p.input, [...path, model, 'input'], 0, 1_000_000, false),
      output: reader.number(p.output, [...path, model, 'output'], 0, 1_000_000, false),
    });
  }
  return out;
}

/** The price of a model: its own entry, or the entry of the model it is a dated snapshot of. */
export function priceOf(prices: PriceTable, model: string): { model: string; input: number; output: number } | null {
  const exact = prices.get(model);
  if (exact !== undefined) return { model, ...exact };
  for (const [name, price] of prices) if (sameModel(model, name)) return { model: name, ...price };
  return null;
}

/** What an answer assertion may look at besides the text: how the answer was recorded and how the run treats it. */
export interface AnswerFacts {
  answer: RecordedAnswer;
  /** The model the provider was asked for (null: its default). */
  askedModel: string | null;
  /** Whether this run checks latency: `--live` only; otherwise latency is reported. */
  latencyChecked: boolean;
  prices: PriceTable;
  /** The grade of this answer against a graded assertion's rubric (see `grading.ts`). */
  grade: (assertion: { rubric: string; threshold: number | null }) => GradeOutcome;
}

export type GradeOutcome =
  | { kind: 'graded'; pass: boolean; detail: string }
  /** No grade recorded for this rubric, grader and answer: evidence missing, never a pass. */
  | { kind: 'missing'; detail: string };

/**
 * One check's outcome. `unchecked` is a check this run cannot make —
 * latency outside `--live` (`reported`), or a grade never recorded
 * (`missing`) — and is never a pass.
 */
export type CheckOutcome = { pass: boolean; message: string; unchecked?: { kind: 'reported' | 'missing'; note: string } };

const show = (text: string): string => JSON.stringify(Array.from(text).length > 80 ? `${Array.from(text).slice(0, 80).join('')}…` : text);

/** Checks one answer against one of `ANSWER_KINDS`; `checkInner` checks the assertion a `not:` wraps. */
export async function checkAnswerAssertion(
  assertion: AnswerAssertion, text: string, facts: AnswerFacts, checkInner: (inner: OutputAssertion) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const verdict = (pass: boolean, message: string): CheckOutcome => ({ pass, message: pass ? '' : message });
  switch (assertion.kind) {
    case 'icontains':
      return verdict(foldCase(text).includes(foldCase(assertion.text)), `not in the answer, in any case ${show(text)}`);
    case 'startsWith':
      return verdict(text.startsWith(assertion.text), `the answer starts ${show(Array.from(text).slice(0, assertion.text.length + 10).join(''))}`);
    case 'containsAny':
    case 'containsAll':
    case 'icontainsAny':
    case 'icontainsAll': {
      const fold = assertion.kind.startsWith('i') ? foldCase : (s: string): string => s;
      const hay = fold(text);
      const missing = assertion.texts.filter((t) => !hay.includes(fold(t)));
      if (assertion.kind.endsWith('Any')) return verdict(missing.length < assertion.texts.length, `none of them is in the answer ${show(text)}`);
      return verdict(missing.length === 0, `missing ${missing.map((m) => JSON.stringify(m)).join(', ')} in the answer ${show(text)}`);
    }
    case 'not': {
      const inner = await checkInner(assertion.inner);
      // "Not" of a check that could not be made is still a check that could not be made.
      if (inner.unchecked !== undefined) return inner;
      return verdict(!inner.pass, 'the wrapped assertion passed');
    }
    case 'latency': {
      const ms = facts.answer.latencyMs ?? null;
      if (!facts.latencyChecked) {
        return { pass: false, message: '', unchecked: { kind: 'reported', note: `${assertion.label}: not checked outside --live${ms === null ? '' : ` (recorded ${ms} ms)`}` } };
      }
      if (ms === null) return verdict(false, 'the answer has no measured latency');
      return verdict(ms <= assertion.maxMs, `the answer took ${ms} ms`);
    }
    case 'cost': {
      const usage = facts.answer.usage;
      if (usage === null) return verdict(false, 'the provider reported no token usage, so the cost cannot be shown');
      const model = facts.answer.model ?? facts.askedModel;
      const price = model === null ? null : priceOf(facts.prices, model);
      if (price === null) return verdict(false, `no price for the model ${model ?? '(unnamed)'} in the suite's prices`);
      const usd = (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1e6;
      return verdict(usd <= assertion.maxUsd, `the answer cost $${usd.toPrecision(3)} (${usage.promptTokens} prompt + ${usage.completionTokens} completion tokens at ${price.model}'s prices)`);
    }
    case 'graded': {
      const grade = facts.grade(assertion);
      if (grade.kind === 'missing') return { pass: false, message: '', unchecked: { kind: 'missing', note: grade.detail } };
      return verdict(grade.pass, grade.detail);
    }
  }
}
