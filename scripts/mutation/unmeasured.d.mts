/** Types of `unmeasured.mjs` for the tests that import it (the project does not compile JavaScript). */
export interface Mutant { status: string; testsCompleted?: number }
export function unmeasured(m: Mutant): boolean;
export function withoutUnmeasured<R extends { files: Record<string, { mutants: Mutant[] }> }>(report: R): { report: R; removed: number };
