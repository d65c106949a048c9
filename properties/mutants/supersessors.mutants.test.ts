import { describe, it } from 'vitest';
import { findSupersessions, type Statement } from '../../core/compact/supersession.js';
import type { Supersessions } from '../conversationRows.js';
import { propertySupersessors } from '../supersessors.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

const core: Supersessions = (earlier, later) => findSupersessions(earlier, later);

/** Broken readers, each a plausible mistake: the real rule given the statements the mistake would read, or its answer changed. */
const mutants: [string, Supersessions][] = [
  ['each earlier statement read alone, as a pair: what was said between not seen', (earlier, later) => earlier.map((e) => core([e], later)[0])],
  ['the last change kept, not the first: a change followed by another is passed over', (earlier, later) => {
    const got = core(earlier, later);
    return got.map((turn, i) => (turn === undefined ? undefined : (core(earlier, later.filter((s) => s.turn !== turn))[i] ?? turn)));
  }],
  ['how far back not bounded: every turn read as near', (earlier, later) => {
    const last = Math.max(...later.map((s) => s.turn));
    return core(earlier.map((e) => ({ ...e, turn: Math.max(e.turn, last - 6) })), later);
  }],
  ['the turn that approved a call read as before it', (earlier, later) => core(earlier, later.map(({ approvedIn: _in, ...s }: Statement) => s))],
  ['the sentence before "it" not read', (earlier, later) => core(earlier, later.map((s) => ({ ...s, context: s.text })))],
];

describe('propertySupersessors catches broken readers', () => {
  for (const [name, reader] of mutants) it(`catches: ${name}`, () => expectCaught(propertySupersessors(reader), { numRuns: 1 }));
});
