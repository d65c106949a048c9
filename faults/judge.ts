import { BaglamError } from '../core/index.js';
import { CATEGORIES, type FaultCase, type Observation, type Problem } from './faultCase.js';

/** A line of a JavaScript stack trace: `    at fn (file:line:col)`. */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}

/** The non-empty lines of a stream, ignoring a progress bar's carriage returns. */
export function lines(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/\r/g, '').trim()).filter((l) => l !== '');
}

/**
 * Everything wrong with what a case saw, most severe first (data loss, hang,
 * crash, silently wrong, obscure): an empty list is a pass.
 */
export async function judge(fault: FaultCase, seen: Observation, extra: Problem[]): Promise<Problem[]> {
  const problems: Problem[] = [...extra];
  const expect = fault.expect;
  if (seen.hung) {
    problems.push({ category: 'hang', detail: 'still running at the deadline' });
  } else if (expect.kind === 'error') {
    const e = seen.thrown;
    if (e === undefined) {
      problems.push({ category: 'silently wrong', detail: `returned instead of throwing ${expect.code} at ${JSON.stringify(expect.path)}` });
    } else if (!(e instanceof BaglamError)) {
      problems.push({ category: 'crash', detail: `threw ${describe(e)} instead of a BaglamError` });
    } else {
      if (e.code !== expect.code) problems.push({ category: 'obscure', detail: `code ${e.code}, expected ${expect.code} (${e.message})` });
      if (JSON.stringify(e.path) !== JSON.stringify(expect.path)) {
        problems.push({ category: 'obscure', detail: `names ${JSON.stringify(e.path)}, expected ${JSON.stringify(expect.path)} (${e.message})` });
      }
    }
  } else if (expect.kind === 'value') {
    if (seen.thrown !== undefined) {
      const category = seen.thrown instanceof BaglamError ? 'silently wrong' : 'crash';
      problems.push({ category, detail: `threw ${describe(seen.thrown)}` });
    }
  } else {
    if (seen.thrown !== undefined) {
      problems.push({ category: 'crash', detail: `the command threw ${describe(seen.thrown)}` });
    } else {
      if (seen.exit === null) problems.push({ category: 'crash', detail: `ended by ${seen.signal ?? 'a signal'}` });
      if (!seen.debug && STACK_LINE.test(seen.stderr)) problems.push({ category: 'crash', detail: `a stack trace on stderr: ${lines(seen.stderr).slice(0, 2).join(' | ')}` });
      if (seen.exit !== null && seen.exit !== expect.exit) {
        problems.push({ category: 'silently wrong', detail: `exit ${seen.exit}, expected ${expect.exit}; stderr: ${lines(seen.stderr).slice(0, 2).join(' | ').slice(0, 300)}` });
      }
      const errLines = lines(seen.stderr);
      if (expect.stderr === 'empty' && errLines.length > 0) {
        problems.push({ category: 'obscure', detail: `stderr should be empty: ${errLines.slice(0, 2).join(' | ').slice(0, 300)}` });
      } else if (expect.stderr instanceof RegExp && !seen.debug) {
        if (errLines.length !== 1) {
          problems.push({ category: 'obscure', detail: `${errLines.length} lines on stderr, expected one: ${errLines.slice(0, 3).join(' | ').slice(0, 400)}` });
        } else if (!expect.stderr.test(errLines[0]!)) {
          problems.push({ category: 'obscure', detail: `stderr ${JSON.stringify(errLines[0]!.slice(0, 300))} does not match ${expect.stderr}` });
        }
      }
      if (expect.stdout !== undefined && !expect.stdout.test(seen.stdout)) {
        problems.push({ category: 'obscure', detail: `stdout does not match ${expect.stdout}: ${JSON.stringify(seen.stdout.slice(0, 300))}` });
      }
    }
  }
  return problems.sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
}
