/**
 * Loads the chosen property modules of the mutation run, each in turn, and
 * turns a module that fails to load into a failing test.
 *
 * A mutant of code that runs at import (a table emptied, a pattern that no
 * longer compiles) can make a module of `core/` throw as it loads. In
 * `npm test` that is a red run. But the mutation suite is one module that
 * loads the others: the throw would end its collection with no test run,
 * and Stryker's vitest runner records a run with no failed test as a
 * survivor that ran no test. So the error is kept and reported by a test
 * of its own, which fails: the mutant is detected, as it is by `npm test`,
 * and the modules after it still load and run.
 */
export async function loadProperties(
  modules: Readonly<Record<string, () => Promise<unknown>>>,
  chosen: readonly string[] | undefined,
  failed: (name: string, error: unknown) => void,
): Promise<void> {
  for (const [name, load] of Object.entries(modules)) {
    if (chosen !== undefined && !chosen.includes(name)) continue;
    try {
      await load();
    } catch (error) {
      failed(name, error);
    }
  }
}
