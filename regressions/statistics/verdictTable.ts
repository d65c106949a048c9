import { probabilitySafe, safeRegion, sizeAtMargin } from './measureRule.js';
import { alphaAtLook, judgeSamples } from './sampleRule.js';

/**
 * `npm run verdict:table`: the numbers the regression-suites guide quotes,
 * enumerated over every table: the rule's size at a drop of exactly δ
 * (largest P(safe) over baseline pass rates δ … 1 in 0.01 steps) at the
 * first and second look, and its power — P(safe) for a harmless change —
 * at several pass rates, for a few samples-per-arm counts. Slow for large
 * n (a minute or more), so it is a script; the tests recompute the rows
 * for n = 38 and 60.
 */
const SETTINGS = { alpha: 0.05, delta: 0.1 };
export const POWER_RATES = [0.8, 0.9, 0.95, 0.99, 1];

export interface TableRow {
  n: number;
  size1: number;
  size2: number;
  power: number[];
}

export function tableRow(n: number): TableRow {
  const region = (look: number): number[] => safeRegion(n, (t) => judgeSamples([{ id: 'c', ...t }], SETTINGS, look).decision === 'safe');
  const first = region(1);
  return {
    n,
    size1: sizeAtMargin(first, SETTINGS.delta, 90).size,
    size2: sizeAtMargin(region(2), SETTINGS.delta, 90).size,
    power: POWER_RATES.map((p) => probabilitySafe(first, p, p)),
  };
}

/** One Markdown table row, as the guide prints it. */
export function formatRow(row: TableRow): string {
  const pct = (x: number, digits: number): string => `${(100 * x).toFixed(digits)} %`;
  return `| ${row.n} | ${pct(row.size1, 3)} | ${pct(row.size2, 3)} | ${row.power.map((p) => pct(p, 1)).join(' | ')} |`;
}

if (process.argv[1]?.endsWith('verdictTable.js')) {
  console.log(`| samples per arm | size, look 1 (α/2 = ${alphaAtLook(SETTINGS.alpha, 1)}) | size, look 2 (α/4) | P(safe), harmless, ${POWER_RATES.map((p) => `p = ${p}`).join(' | ')} |`);
  console.log(`|---:|---:|---:|${POWER_RATES.map(() => '---:').join('|')}|`);
  for (const n of (process.argv[2] ?? '38,60,100,200').split(',').map(Number)) console.log(formatRow(tableRow(n)));
}
