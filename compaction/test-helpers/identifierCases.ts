import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from '../../core/compact/identifiers.js';

/**
 * One way to write a list of identifier cases: each case names every
 * identifier its text holds (`want`: whole and exactly, nothing cut from it or
 * glued to it) and the noise it must not yield (`not`). Cases still missed
 * run as expected failures, so a case fixed or broken fails until its list is
 * updated.
 */
export interface IdentifierCase {
  name: string;
  text: string;
  source?: 'user' | 'assistant' | 'tool';
  want: string[];
  not?: string[];
}

export function checkIdentifiers(c: IdentifierCase): void {
  const out = extractIdentifiers(c.text, c.source === undefined ? {} : { source: c.source });
  for (const want of c.want) {
    expect(out, `"${want}" whole in ${JSON.stringify(out)}`).toContain(want);
    // Nothing cut from it and nothing glued to it (another identifier of the case may hold it: a ticket in a path).
    const partial = out.filter((o) => !c.want.includes(o) && (want.includes(o) || o.includes(want)));
    expect(partial, `pieces of "${want}"`).toEqual([]);
  }
  for (const noise of c.not ?? []) expect(out, `"${noise}" is noise`).not.toContain(noise);
}

/** The cases of one list, the missed ones as expected failures; `more` adds the list's own tests. */
export function describeIdentifierCases(title: string, cases: readonly IdentifierCase[], missed: ReadonlySet<string>, more?: () => void): void {
  describe(title, () => {
    it('the case names are distinct and the missed list names cases', () => {
      const names = cases.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      expect([...missed].filter((m) => !names.includes(m))).toEqual([]);
    });
    it.each(cases.filter((c) => !missed.has(c.name)))('$name', checkIdentifiers);
    it.fails.each(cases.filter((c) => missed.has(c.name)))('still missed: $name', checkIdentifiers);
    more?.();
  });
}
