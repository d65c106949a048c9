import { afterAll, expect, test } from 'vitest';
import type { FaultCase, Problem } from './faultCase.js';
import { removeBuild } from './harness/cliProcess.js';
import { Workspace } from './harness/workspace.js';
import { judge } from './judge.js';

/**
 * The table as vitest tests: one test per case, in its own workspace. A
 * failure lists the problems most severe first, each tagged with its
 * category (`[data loss] …`), so a run's failures can be tallied by category.
 */
export function runTable(cases: readonly FaultCase[], timeoutMs: number, concurrent: boolean): void {
  const ids = new Set<string>();
  for (const fault of cases) {
    if (ids.has(fault.id)) throw new Error(`duplicate fault case id ${fault.id}`);
    ids.add(fault.id);
    // Fast cases run side by side: most of them wait (for a deadline, a process, a server), and each has its own workspace.
    (concurrent ? test.concurrent : test)(`${fault.id}: ${fault.bullet}`, async () => {
      const ws = new Workspace();
      let problems: Problem[];
      try {
        const seen = await fault.run(ws);
        // Whatever the command did, it lost none of its inputs: checked before the case's own checks, which may read them.
        const lost = ws.changedInputs(fault.mayChange).map((detail) => ({ category: 'data loss' as const, detail }));
        problems = await judge(fault, seen, [...lost, ...(fault.verify === undefined ? [] : await fault.verify(seen, ws))]);
      } finally {
        await fault.cleanup?.();
        ws.remove();
      }
      // The problems as the message too: vitest shortens long values, and each one matters whole.
      const report = problems.map((p) => `[${p.category}] ${p.detail}`).join('\n');
      expect(report, report).toBe('');
    }, timeoutMs);
  }
  afterAll(removeBuild);
}
