import type { Turn } from './request.js';

/**
 * Splits a history into the units the clamp and the drop ladder move: runs
 * of consecutive turns that must stay together. A tool call and its result
 * are one unit, with every turn between them, so kept history never starts
 * with a tool result whose call was dropped (contract C12, docs/contracts.md#c12-tool-call-integrity), and a call is
 * never sent without its result.
 *
 * Returns groups of turn indices, oldest first. Assumes `validateRequest`
 * has checked that every result follows its call.
 */
export function groupTurns(turns: readonly Turn[]): number[][] {
  const n = turns.length;
  const callTurn = new Map<string, number>();
  // reach[i]: the furthest later turn that must stay with turn i.
  const reach = new Int32Array(n).fill(-1);
  turns.forEach((turn, i) => {
    if (turn.role === 'assistant') for (const call of turn.toolCalls ?? []) callTurn.set(call.id, i);
    // Results come in order, so the latest one seen is the furthest; every
    // result's call is earlier (validated), so `from` is never undefined.
    if (turn.role === 'tool') reach[callTurn.get(turn.toolCallId)!] = i;
  });
  const groups: number[][] = [];
  // Turn 0 always opens a group: nothing reaches it.
  let joinUntil = -1;
  for (let i = 0; i < n; i++) {
    if (i <= joinUntil) groups[groups.length - 1]!.push(i);
    else groups.push([i]);
    joinUntil = Math.max(joinUntil, reach[i]!);
  }
  return groups;
}
