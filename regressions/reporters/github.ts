import type { BaglamError, SourcePosition } from '../../core/index.js';
import type { SuiteResult } from '../result.js';

/** Workflow-command escaping: the message (`data`) and the `key=value` properties differ. */
export function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
export function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One `::error` workflow command, placed at `at` when known. */
export function annotation(at: SourcePosition | undefined, title: string, message: string): string {
  const place = at === undefined ? '' : `file=${property(at.file)},line=${at.line},col=${at.col},`;
  return `::error ${place}title=${property(title)}::${data(message)}`;
}

/** `::error file=…,line=…::…` lines for GitHub Actions: each failure marked on the suite line that states it. */
export function githubAnnotations(results: readonly SuiteResult[]): string[] {
  const out: string[] = [];
  for (const s of results) {
    for (const c of s.cases) {
      for (const f of c.failures) out.push(annotation(f.at, `baglam regress: ${s.name} / ${c.id}`, `${f.label} on ${f.requestId}: ${f.actual}`));
    }
    for (const e of s.experiments) {
      if (e.status === 'failed') out.push(annotation(e.at, `baglam regress: ${s.name} / experiment ${e.id}`, e.failures.concat(e.reasons).join('\n')));
    }
  }
  return out;
}

/** The same for configuration errors (exit 2). */
export function githubConfigAnnotations(errors: readonly BaglamError[]): string[] {
  return errors.map((e) => annotation(e.source, 'baglam regress: bad suite', e.detail));
}
