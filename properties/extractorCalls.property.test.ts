import { describe, expect, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import type { SummaryTurn } from '../core/compact/summary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyApprovedCall } from './extractorCalls.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of a conversation of six or seven short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

function summary(turns: Omit<SummaryTurn, 'n'>[], language: 'en' | 'tr'): ReturnType<typeof extractSummary> {
  const numbered = turns.map((t, i) => ({ n: i + 1, ...t }));
  return extractSummary({ turns: numbered, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language, maxTurn: numbered.length });
}

/** The user sets a value, the assistant offers another, the user approves, the assistant calls and replies. */
function approved(statement: string, offer: string, yes: string, call: string, reply: string): Omit<SummaryTurn, 'n'>[] {
  return [
    { role: 'user', text: statement },
    { role: 'assistant', text: 'Noted.' },
    { role: 'assistant', text: offer },
    { role: 'user', text: yes },
    { role: 'assistant', text: '', calls: [call] },
    { role: 'tool', text: '{"ok": true}' },
    { role: 'assistant', text: reply },
  ];
}

describe('the extractive summarizer reads a tool call the user approved, as documented', () => {
  it('an approved call is a choice, in the words of a reply that names its value, else the call, and replaces the value it sets; declined, read only or asked for as a task, nothing: holds on core/', () =>
    expectHolds(propertyApprovedCall(extractSummary), runs));

  // Known misses, found while writing the table above (left out of the generator, which states what holds today).
  // The call's key names the unit in part ("ttl_seconds" for "300 seconds") or not at all ("ttl"): its bare number is
  // no duration, so it replaces no duration, although the offer the user approved says "600 seconds".
  it.fails("a call whose key names the unit in part replaces the value ('Cache TTL stays at 300 seconds.' → set_cache({\"ttl_seconds\": 600}))", () =>
    expect(summary(approved('Cache TTL stays at 300 seconds.', 'Hit rate is low. Want me to set the cache TTL to 600 seconds?', 'yep go ahead', 'set_cache({"ttl_seconds": 600})', 'Cache TTL is now 600 seconds.'), 'en').constraints[0]?.supersededBy).toBe(5));
  // The offer names the thing in Turkish with a case ending ("havuzunu"): the call's "slots" is no word of "4 slot".
  it.fails("a Turkish offer approved and carried out replaces the value ('dbt havuzu 4 slot olsun.' → 'dbt havuzunu 6 slot yapayım mı?' → 'evet' → set_pool)", () =>
    expect(summary(approved('dbt havuzu 4 slot olsun.', 'Kuyruk birikiyor. dbt havuzunu 6 slot yapayım mı?', 'evet', 'set_pool({"pool": "dbt", "slots": 6})', 'dbt havuzu artık 6 slot.'), 'tr').constraints[0]?.supersededBy).toBe(5));
  // "yap" (do it) is read as an order of its own: the approval is kept as a rule.
  it.fails("'tamam yap' approving a call is no rule of its own", () =>
    expect(summary(approved('dbt havuzu 4 slot olsun.', 'Kuyruk birikiyor. dbt havuzunu 6 slot yapayım mı?', 'tamam yap', 'set_pool({"pool": "dbt", "slots": 6})', 'Tamam, dbt havuzu 6 slot oldu.'), 'tr').constraints.map((i) => i.text)).not.toContain('tamam yap'));
});
