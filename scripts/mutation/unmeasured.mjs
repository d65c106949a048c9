// @ts-check
/**
 * Survivors whose run completed no test (`testsCompleted` 0): Stryker's
 * vitest runner (9.x, per-test coverage) can end a mutant's run with its
 * tests collected but none run and record it as survived. Such a record is
 * no measurement; `npm run mutate -- SHARD --retry-unmeasured` takes them
 * out of the shard's incremental file, so that Stryker's incremental mode
 * tests exactly them again and keeps every other result.
 */

/**
 * @typedef {{ status: string, testsCompleted?: number }} Mutant
 * @typedef {{ files: Record<string, { mutants: Mutant[] }> }} Report
 */

/**
 * A survivor that ran no test. A mutant with no covering test is
 * `NoCoverage`, never this: `testsCompleted` 0 on a survivor means tests
 * were chosen and none completed.
 * @param {Mutant} m
 */
export const unmeasured = (m) => m.status === 'Survived' && m.testsCompleted === 0;

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
