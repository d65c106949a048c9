import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, type ContractId } from './contracts.js';

/** The words `baglam check` prints beside a number are the contract's name in docs/contracts.md. */
describe('contract names', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'contracts.md'), 'utf8');
  const headings = new Map([...doc.matchAll(/^### (C\d+) (.+)$/gm)].map((m) => [m[1]!, m[2]!]));

  it('every contract of docs/contracts.md is in the table, under the same name', () => {
    expect([...headings.keys()]).toEqual(Object.keys(CONTRACTS));
    for (const [id, name] of headings) expect(CONTRACTS[id as ContractId], id).toBe(name.toLowerCase());
  });
});
