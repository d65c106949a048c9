import {
  askedKey, type CassetteAddress, type CassetteStore, type CompletionParams, type Payload, type Provider, type RecordedAnswer, type RecordedGrade,
} from '../providers/index.js';
import { gradePasses, gradingPayload, parseGrade } from './grading.js';
import type { GradeOutcome } from './answerAssertions.js';

/** The model that judges `graded:` assertions (`grader:` in the suite), as the run uses it. */
export interface Grading {
  /** Sent as the model name, and part of every grade's key. */
  model: string | null;
  params: Omit<CompletionParams, 'model' | 'sample'>;
  /** Asks the grader model; null in replay, where grades come from the cassettes only. */
  provider: Provider | null;
  /** Where new grades are written, beside the answers they judge; null when nothing is recorded (replay, `--live`). */
  store: CassetteStore | null;
}

/** The question an answer replies to: the last user message, or a text template's whole text. */
export function questionOf(payload: Payload): string {
  if ('text' in payload) return payload.text;
  for (let i = payload.messages.length - 1; i >= 0; i--) {
    const m = payload.messages[i]!;
    if (m.role === 'user') return m.content;
  }
  return '';
}

function gradeParams(grading: Grading): Omit<CompletionParams, 'sample'> {
  return { ...grading.params, model: grading.model };
}

/**
 * A grade's key: the hash of everything the grader is asked — its
 * instructions, the rubric, the question, the answer — and its parameters.
 * A changed rubric, grader model or answer has another key and finds no
 * grade: evidence missing, never an old grade reused.
 */
export function gradeKey(grading: Grading, rubric: string, question: string, answer: string): string {
  return askedKey(gradingPayload(rubric, question, answer), gradeParams(grading));
}

/** What the recorded grade of an answer says about one rubric, or that none is recorded. */
export function lookUpGrade(grading: Grading | null, rubric: string, threshold: number | null, question: string, answer: RecordedAnswer): GradeOutcome {
  if (grading === null) return { kind: 'missing', detail: 'no grader: add `grader:` to the suite' };
  const key = gradeKey(grading, rubric, question, answer.text);
  const grade = answer.grades?.find((g) => g.key === key);
  if (grade === undefined) {
    return {
      kind: 'missing',
      detail: `no grade recorded for this rubric, grader and answer${grading.provider === null ? ': record it with --record' : ''}`,
    };
  }
  const parsed = parseGrade(grade.text);
  if (!parsed.ok) return { kind: 'graded', pass: false, detail: parsed.problem };
  return { kind: 'graded', ...gradePasses(parsed, threshold) };
}

/**
 * Fills in the grades a cell's answers lack for these rubrics, asking the
 * grader when the run may (`--live`, `--record`); with a store, the new
 * grades are written into the cell's cassette beside the answers they judge,
 * so a replay judges them offline as this run did. A failed grader call
 * leaves the grade missing (and says why), never a pass.
 */
export async function gradeAnswers(
  grading: Grading | null, rubrics: readonly string[], payload: Payload, answers: readonly (RecordedAnswer | null)[],
  cell: { address: CassetteAddress; requestId: string },
): Promise<{ answers: (RecordedAnswer | null)[]; errors: string[] }> {
  const out = answers.map((a) => (a === null ? null : { ...a, ...(a.grades === undefined ? {} : { grades: [...a.grades] }) }));
  if (grading === null || grading.provider === null || rubrics.length === 0) return { answers: out, errors: [] };
  const provider = grading.provider;
  const question = questionOf(payload);
  const errors = new Set<string>();
  let added = 0;
  await Promise.all(
    out.flatMap((answer) => {
      if (answer === null) return [];
      return [...new Set(rubrics)].map(async (rubric) => {
        const key = gradeKey(grading, rubric, question, answer.text);
        if (answer.grades?.some((g) => g.key === key) === true) return;
        try {
          const reply = await provider.complete(gradingPayload(rubric, question, answer.text), gradeParams(grading));
          const grade: RecordedGrade = {
            key, rubric, text: reply.text, model: reply.model ?? null, recordedAt: new Date().toISOString(), recordedWith: provider.kind,
          };
          answer.grades = [...(answer.grades ?? []), grade];
          added++;
        } catch (error) {
          errors.add(`the grader failed: ${(error as Error).message}`);
        }
      });
    }),
  );
  if (grading.store !== null && added > 0) {
    const entry = grading.store.entry(cell.address, cell.requestId);
    if (entry !== undefined) {
      // Grades are kept in the order the answers were graded in; sorting by key keeps a re-recording's diff small.
      const samples = entry.samples.map((s, i) => {
        const graded = out[i];
        if (graded === null || graded === undefined || graded.text !== s.text) return s;
        return { ...s, grades: [...(graded.grades ?? [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)) };
      });
      try {
        await grading.store.save(cell.address, { ...entry, samples });
      } catch (error) {
        errors.add(`grades not recorded: ${(error as Error).message}`);
      }
    }
  }
  return { answers: out, errors: [...errors] };
}
