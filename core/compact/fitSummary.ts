import { renderSummary } from './renderSummary.js';
import { type Summary, type SummaryItem, type SummaryKey } from './summary.js';

/** A list of the summary: one of the summarizer's five, or compaction's verbatim section (`Summary.said`). */
export type SummaryList = SummaryKey | 'said';

/**
 * Shrinks a summary until it fits `budget` (as `cost` counts its rendered
 * text), from the bottom of its priority order instead of failing:
 *
 * 1. superseded items (the summary keeps them only to say they changed);
 * 2. the user's words verbatim (`said`) that an earlier compaction kept
 *    from turns the clamp no longer reaches — this compaction's are protected;
 * 3. identifiers, last of the list first (the list is ordered by value, so
 *    table headers and numbers seen once in a tool result go before the
 *    order number the user gave);
 * 4. open questions, 5. rejected options, 6. decisions, each last first;
 * 7. constraints, last first — the rules the summary exists to keep go last.
 *
 * `isProtected` items are never dropped (compaction protects what the user
 * said in the turns the plain clamp would have kept: the `said` section and
 * the items kept from those turns; dropping them would leave the model
 * knowing less than not compacting). Returns `undefined` when even the
 * protected items alone do not fit.
 */
export function fitSummary(
  summary: Summary,
  budget: number,
  cost: (text: string) => number,
  isProtected: (key: SummaryList, item: SummaryItem) => boolean = () => false,
): Summary | undefined {
  if (cost(renderSummary(summary)) <= budget) return summary;

  const order: SummaryItem[] = [];
  const push = (key: SummaryList, items: readonly SummaryItem[], when: (item: SummaryItem) => boolean): void => {
    for (let i = items.length - 1; i >= 0; i--) if (when(items[i]!) && !isProtected(key, items[i]!)) order.push(items[i]!);
  };
  const stale = (item: SummaryItem): boolean => item.supersededBy !== undefined;
  const keys = ['identifiers', 'openQuestions', 'rejected', 'decisions', 'constraints'] as const;
  for (const key of keys) push(key, summary.content[key], stale);
  push('said', summary.said ?? [], () => true);
  for (const key of keys) push(key, summary.content[key], (item) => !stale(item));

  // Keeping the first k of `order` out is (nearly) monotonic in k: search for the smallest k that fits.
  const without = (k: number): Summary => {
    const dropped = new Set(order.slice(0, k));
    return keepItems(summary, (item) => !dropped.has(item));
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

/** The summary with only its `isProtected` items: what `fitSummary` can shrink it to at most. */
export function protectedOnly(summary: Summary, isProtected: (key: SummaryList, item: SummaryItem) => boolean): Summary {
  const keys = ['constraints', 'decisions', 'rejected', 'openQuestions', 'identifiers'] as const;
  const kept = new Set<SummaryItem>([
    ...keys.flatMap((key) => summary.content[key].filter((item) => isProtected(key, item))),
    ...(summary.said ?? []).filter((item) => isProtected('said', item)),
  ]);
  return keepItems(summary, (item) => kept.has(item));
}

function keepItems(summary: Summary, keep: (item: SummaryItem) => boolean): Summary {
  const c = summary.content;
  const said = (summary.said ?? []).filter(keep);
  const { said: _said, ...rest } = summary;
  return {
    ...rest,
    content: {
      constraints: c.constraints.filter(keep), decisions: c.decisions.filter(keep), rejected: c.rejected.filter(keep),
      openQuestions: c.openQuestions.filter(keep), identifiers: c.identifiers.filter(keep),
    },
    ...(said.length === 0 ? {} : { said }),
  };
}
