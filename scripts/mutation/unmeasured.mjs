// @ts-check
/**
 * Survivors whose run did not complete the tests it chose (`testsCompleted`
 * 0, or fewer than the tests that cover the mutant): Stryker's vitest runner
 * (9.x, per-test coverage) can end a mutant's run with its tests collected
 * but none, or only some, run and record it as survived. Such a record is
 * no measurement: a test that did not run cannot have failed; `npm run mutate -- SHARD --retry-unmeasured` takes them
 * out of the shard's incremental file, so that Stryker's incremental mode
 * tests exactly them again and keeps every other result.
 */

/**
 * @typedef {{ status: string, testsCompleted?: number, coveredBy?: readonly string[] }} Mutant
 * @typedef {{ files: Record<string, { mutants: Mutant[] }> }} Report
 */

/**
 * A survivor that did not complete its tests. A mutant with no covering test
 * is `NoCoverage`, never this: `testsCompleted` 0 on a survivor means tests
 * were chosen and none completed, and fewer completed than `coveredBy`
 * names means some of the tests that reach it never ran. (A static mutant
 * has no `coveredBy`: every test runs for it, and only 0 tells.)
 * @param {Mutant} m
 */
export const unmeasured = (m) =>
  m.status === 'Survived' && (m.testsCompleted === 0 || (m.coveredBy !== undefined && m.testsCompleted !== undefined && m.testsCompleted < m.coveredBy.length));

/**
 * The report without its unmeasured survivors, and how many were taken out.
 * The input is not changed.
 * @template {Report} R
 * @param {R} report
 * @returns {{ report: R, removed: number }}
 */
export function withoutUnmeasured(report) {
  let removed = 0;
  /** @type {Record<string, { mutants: Mutant[] }>} */
  const files = {};
  for (const [file, entry] of Object.entries(report.files)) {
    const kept = entry.mutants.filter((m) => !unmeasured(m));
    removed += entry.mutants.length - kept.length;
    files[file] = { ...entry, mutants: kept };
  }
  return { report: { ...report, files }, removed };
}

/**
 * Why a retry of a shard's unmeasured survivors is refused, or undefined when it may run. A retry keeps every other
 * result as measured: only sound when they exist and were made with the suite of now, and not beside a run that
 * drops them (`--force`) or keeps results of another suite (`--reuse`).
 * @param {{ shard: string, exists: boolean, force: boolean, reuse: boolean, recorded: boolean, changes: readonly string[] }} run
 * @returns {string | undefined}
 */
export function retryRefusal({ shard, exists, force, reuse, recorded, changes }) {
  if (!exists) return `--retry-unmeasured: mutation/${shard}.json does not exist; run the shard first`;
  if (force || reuse) return '--retry-unmeasured runs alone: not with --force or --reuse';
  if (!recorded || changes.length > 0) {
    return `--retry-unmeasured: mutation/${shard}.json was made with another test suite (${changes.slice(0, 5).join(', ') || 'none recorded'}); run it again with --force`;
  }
  return undefined;
}
