import { contractWords } from '../properties/contracts.js';
import type { ProfileCheckResult } from '../properties/checkProfile.js';

/**
 * The results of `checkProfile` as lines, under the contracts they check in
 * words: `C8 chunk selection in tokens: held`, then each property of it with
 * its status and title, then what `details` adds under a failure (its
 * reason, counterexample and replay line). What `baglam check` and the
 * gate's properties step print.
 */
export function contractLines(results: readonly ProfileCheckResult[], details: (result: ProfileCheckResult) => string[]): string[] {
  const lines: string[] = [];
  const idWidth = Math.max(0, ...results.map((r) => r.id.length));
  for (let start = 0; start < results.length; ) {
    let end = start + 1;
    while (end < results.length && results[end]!.contract === results[start]!.contract) end++;
    const group = results.slice(start, end);
    const held = group.every((r) => r.outcome.status === 'held');
    lines.push(`  ${contractWords(group[0]!.contracts)}: ${held ? 'held' : 'FAILED'}`);
    for (const r of group) {
      lines.push(`    ${r.outcome.status === 'held' ? 'held  ' : 'FAILED'}  ${r.id.padEnd(idWidth)}  ${r.title}`);
      if (r.outcome.status === 'failed') lines.push(...details(r).map((line) => `${' '.repeat(idWidth + 14)}${line}`));
    }
    start = end;
  }
  return lines;
}
