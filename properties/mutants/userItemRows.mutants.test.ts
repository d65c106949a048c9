import { describe, it } from 'vitest';
import { userItems } from '../../core/compact/extractSummary.js';
import { propertyUserItemRows, type UserItems } from '../userItemRows.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a user's turn, each a plausible mistake: the real `userItems` with its input or answer changed the
 * way the mistake would change it.
 */
const mutants: [string, UserItems][] = [
  ['a question mark anywhere in the text asks, not only at its end', (t, tr, told, relayed) => (/\?(?!["'”’)\]]*$)/u.test(t) ? [{ key: 'question', text: t }] : userItems(t, tr, told, relayed))],
  ['a sentence that ends in a question mark asks all of it, even a clause that forbids', (t, tr, told, relayed) => (/\?$/u.test(t) ? [{ key: 'question', text: t }] : userItems(t, tr, told, relayed))],
  ['a rule asked for politely read as a question', (t, tr, told, relayed) => (/(?:could|would|can) you/iu.test(t) && /\?$/u.test(t) ? [{ key: 'question', text: t.replace(/^[^,]*,\s*(?=could)/u, '') }] : userItems(t, tr, told, relayed))],
  ['a rule dictated in quotes not taken as the user\'s', (t, tr, told, relayed) => { const quote = /"([^"]*)"/u.exec(t)?.[1]; return userItems(t, tr, told, relayed).filter((i) => quote === undefined || !quote.includes(i.text)); }],
  ['the clauses that tell a change not handed on', (t, tr) => userItems(t, tr)],
  ['a bare "no" or "ok" before a statement files nothing', (t, tr, told, relayed) => userItems(t, tr, told, relayed).filter((i) => !/^(?:no|ok|fine|sure|tamam|hayır),/iu.test(i.text))],
  ['an item typed wide quoted with its spaces made one', (t, tr, told, relayed) => userItems(t, tr, told, relayed).map((i) => ({ ...i, text: i.text.replace(/\s+/gu, ' ') }))],
  ['a rule named after it not joined to it', (t, tr, told, relayed) => userItems(t.replace(/,\s*(?:that's the rule|kural bu)$/u, ''), tr, told, relayed)],
];

describe('the rows of a user turn catch broken readers of its items', () => {
  for (const [name, read] of mutants) it(`catches: ${name}`, () => expectCaught(propertyUserItemRows(read), { numRuns: 1 }));
});
