/** Types of `unmeasured.mjs` for the tests that import it (the project does not compile JavaScript). */
export interface Mutant { status: string; testsCompleted?: number; coveredBy?: readonly string[] }
export function unmeasured(m: Mutant): boolean;
export function withoutUnmeasured<R extends { files: Record<string, { mutants: Mutant[] }> }>(report: R): { report: R; removed: number };
export function retryRefusal(run: { shard: string; exists: boolean; force: boolean; reuse: boolean; recorded: boolean; changes: readonly string[] }): string | undefined;
