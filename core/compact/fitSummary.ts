import { renderSummary } from './renderSummary.js';
import { type Summary, type SummaryItem, type SummaryKey } from './summary.js';

/**
 * Shrinks a summary until it fits `budget` (as `cost` counts its rendered
 * text), from the bottom of its priority order instead of failing:
 *
 * 1. superseded items (the summary keeps them only to say they changed);
 * 2. identifiers, last of the list first (the list is ordered by value, so
 *    table headers and numbers seen once in a tool result go before the
 *    order number the user gave);
 * 3. open questions, 4. rejected options, 5. decisions, each last first;
 * 6. constraints, last first — the rules the summary exists to keep go last.
 *
 * `isProtected` items are never dropped (compaction protects the
 * constraints of turns the plain clamp would have kept: dropping those
 * would leave the model knowing less than not compacting). Returns
 * `undefined` when even the protected items alone do not fit.
 */
export function fitSummary(
  summary: Summary,
  budget: number,
  cost: (text: string) => number,
  isProtected: (key: SummaryKey, item: SummaryItem) => boolean = () => false,
): Summary | undefined {
  if (cost(renderSummary(summary)) <= budget) return summary;

  const order: { key: SummaryKey; item: SummaryItem }[] = [];
  const push = (key: SummaryKey, items: readonly SummaryItem[], when: (item: SummaryItem) => boolean): void => {
    for (let i = items.length - 1; i >= 0; i--) if (when(items[i]!) && !isProtected(key, items[i]!)) order.push({ key, item: items[i]! });
  };
  const stale = (item: SummaryItem): boolean => item.supersededBy !== undefined;
  for (const key of ['identifiers', 'openQuestions', 'rejected', 'decisions', 'constraints'] as const) push(key, summary.content[key], stale);
  for (const key of ['identifiers', 'openQuestions', 'rejected', 'decisions', 'constraints'] as const) push(key, summary.content[key], (item) => !stale(item));

  // Keeping the first k of `order` out is (nearly) monotonic in k: search for the smallest k that fits.
  const without = (k: number): Summary => {
    const dropped = new Set(order.slice(0, k).map((o) => o.item));
    const keep = (items: SummaryItem[]): SummaryItem[] => items.filter((i) => !dropped.has(i));
    const c = summary.content;
    return {
      ...summary,
      content: {
        constraints: keep(c.constraints), decisions: keep(c.decisions), rejected: keep(c.rejected),
        openQuestions: keep(c.openQuestions), identifiers: keep(c.identifiers),
      },
    };
  };
  const fits = (k: number): boolean => cost(renderSummary(without(k))) <= budget;
  if (!fits(order.length)) return undefined;
  let low = 0; // does not fit
  let high = order.length; // fits
  while (high - low > 1) {
    const mid = (low + high) >>> 1;
    if (fits(mid)) high = mid;
    else low = mid;
  }
  return without(high);
}
