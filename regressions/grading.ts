import type { Payload } from '../providers/index.js';

/**
 * What a grader model is told. Part of every grade's key: changing it makes
 * every recorded grade missing (evidence gone), never silently reused.
 */
export const GRADER_INSTRUCTIONS = `You grade one answer of an AI assistant against a rubric.
Read the rubric, the question the assistant was asked, and its answer.
Reply with one JSON object and nothing else:
{"reason": "<one or two sentences>", "pass": true or false, "score": <a number from 0 to 1>}
"pass" is true only if the answer meets every requirement of the rubric.`;

/**
 * The grader's question about one answer: the rubric, the question the
 * answer replies to, and the answer, each in its own tag.
 */
export function gradingPayload(rubric: string, question: string, answer: string): Payload {
  return {
    messages: [
      { role: 'system', content: GRADER_INSTRUCTIONS },
      { role: 'user', content: `<rubric>\n${rubric}\n</rubric>\n<question>\n${question}\n</question>\n<answer>\n${answer}\n</answer>` },
    ],
  };
}

export type ParsedGrade = { ok: true; pass: boolean; score: number | null; reason: string } | { ok: false; problem: string };

/**
 * Reads a grader's reply: the first `{…}` in it that parses as JSON with a
 * boolean `pass` (models often wrap JSON in prose or a code fence), looked
 * for between the first 32 `{` and the last 32 `}`. A reply without one is
 * not a verdict — and not a pass.
 */
export function parseGrade(text: string): ParsedGrade {
  // A reply full of braces must not cost a parse per pair: the verdict object opens near the start and closes near the end.
  const opens: number[] = [];
  for (let i = text.indexOf('{'); i >= 0 && opens.length < 32; i = text.indexOf('{', i + 1)) opens.push(i);
  const closes: number[] = [];
  for (let i = text.lastIndexOf('}'); i >= 0 && closes.length < 32; i = i === 0 ? -1 : text.lastIndexOf('}', i - 1)) closes.push(i);
  for (const start of opens) {
    for (const end of closes) {
      if (end <= start) continue;
      let value: unknown;
      try {
        value = JSON.parse(text.slice(start, end + 1));
      } catch {
        continue;
      }
      const v = value as { pass?: unknown; score?: unknown; reason?: unknown } | null;
      if (v === null || typeof v !== 'object' || typeof v.pass !== 'boolean') continue;
      const score = typeof v.score === 'number' && Number.isFinite(v.score) ? v.score : null;
      return { ok: true, pass: v.pass, score, reason: typeof v.reason === 'string' ? v.reason : '' };
    }
  }
  const shown = Array.from(text);
  return { ok: false, problem: `the grader's reply holds no JSON verdict with a true/false "pass": ${JSON.stringify(shown.length > 120 ? `${shown.slice(0, 120).join('')}…` : text)}` };
}

/** Whether a parsed grade passes: `pass`, or with a threshold, a score at least that high. */
export function gradePasses(grade: Extract<ParsedGrade, { ok: true }>, threshold: number | null): { pass: boolean; detail: string } {
  const why = grade.reason === '' ? '' : `: ${grade.reason}`;
  if (threshold === null) return { pass: grade.pass, detail: `the grader said ${grade.pass ? 'pass' : 'fail'}${why}` };
  if (grade.score === null) return { pass: false, detail: `the grader gave no score to hold against the threshold ${threshold}${why}` };
  return { pass: grade.score >= threshold, detail: `the grader scored ${grade.score} (threshold ${threshold})${why}` };
}
