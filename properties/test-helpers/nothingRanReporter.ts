import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * Fails a run that was asked for tests by name (`-t`) and ran none. vitest
 * exits 0 when `-t` matches nothing (every test is skipped, and
 * `--passWithNoTests` is only about files), so a replay line that had gone
 * stale would read as "the bug is gone". Loaded by `vitest.config.ts`.
 */
export class NothingRanReporter implements Reporter {
  #vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const pattern = this.#vitest?.config.testNamePattern;
    if (pattern === undefined) return;
    let ran = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) if (test.result().state !== 'skipped') ran++;
    }
    if (ran > 0) return;
    process.exitCode = 1;
    this.#vitest?.logger.error(`\nNo test matched -t ${String(pattern)}: nothing ran, which is not a pass.\n`);
  }
}
