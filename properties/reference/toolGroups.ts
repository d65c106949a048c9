import type { Turn } from '../../core/request.js';

/**
 * The property suite's own reading of C12, written apart from
 * `core/turnGroups.ts` so that one cannot vouch for itself: every tool call
 * spans the turns from its assistant turn to its result; overlapping spans
 * merge; every other turn stands alone. Returns positions in `turns`,
 * grouped, oldest first.
 */
export function toolGroups(turns: readonly Turn[]): number[][] {
  const callAt = new Map<string, number>();
  const spanEnd: number[] = turns.map((_, i) => i);
  turns.forEach((turn, i) => {
    if (turn.role === 'assistant') for (const call of turn.toolCalls ?? []) callAt.set(call.id, i);
    if (turn.role === 'tool') {
      const from = callAt.get(turn.toolCallId);
      if (from !== undefined) spanEnd[from] = Math.max(spanEnd[from]!, i);
    }
  });
  const groups: number[][] = [];
  let end = -1;
  turns.forEach((_, i) => {
    if (i > end) groups.push([]);
    groups[groups.length - 1]!.push(i);
    end = Math.max(end, spanEnd[i]!);
  });
  return groups;
}
