import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyApprovedCall } from '../extractorCalls.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of an approved tool call, each a plausible mistake: the real `extractSummary`, its input or its
 * answer changed the way a reader that misses (or overreaches) the form would change it.
 */

/** The answer changed after reading. */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
/** The first turn that calls a tool, if any. */
const calling = (input: SummaryInput) => input.turns.find((t) => (t.calls ?? []).length > 0);

const mutants: [string, Extract][] = [
  // The reply after the call never read: every approved call kept as the call.
  ['the report never read: the call kept as itself', (input) => extractSummary({ ...input, turns: input.turns.map((t, i) => (t.role === 'assistant' && i > 0 && (input.turns[i - 2]?.calls ?? []).length > 0 ? { ...t, text: 'Done.' } : t)) })],
  // The reply's first sentence taken whatever it names.
  ['any reply taken as the report', after((c, input) => {
    const call = calling(input);
    const reply = call === undefined ? undefined : input.turns.find((t) => t.n > call.n && t.role === 'assistant' && t.text.trim() !== '');
    if (reply === undefined) return c;
    const first = reply.text.split(/(?<=\.)\s/u)[0]!;
    return { ...c, decisions: c.decisions.map((d) => (d.text === call!.calls![0] ? { text: first, turns: [reply.n] } : d)) };
  })],
  // The call read as a choice but never as a change: the user's value stays live.
  ['an approved call replaces nothing', after((c) => ({ ...c, constraints: c.constraints.map(({ supersededBy: _, ...i }) => i) }))],
  // Every call read as approved: a task asked for, or a call that only reads, replaces the value and is kept.
  ['every call read as approved', after((c, input) => {
    const call = calling(input);
    if (call === undefined || c.decisions.length > 0) return c;
    return { ...c, constraints: c.constraints.map((i, k) => (k === 0 ? { ...i, supersededBy: call.n } : i)), decisions: [...c.decisions, { text: call.calls![0]!, turns: [call.n] }] };
  })],
  // A decline read as a yes.
  ['a decline read as approval', (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.role === 'user' && /^(?:no, leave it|no, keep it as is|not now)$/u.test(t.text) ? { ...t, text: 'yes do it' } : t)) })],
];

describe('the approved-call property catches broken readers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyApprovedCall(extract), { numRuns: 50 }));
});
