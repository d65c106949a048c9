/**
 * The contracts `core/` keeps, by number and in words (the names
 * `docs/contracts.md` gives them): what `baglam check` and the gate print
 * beside each number, so a reader need not look the number up.
 */
export const CONTRACTS = {
  C1: 'determinism',
  C2: 'never over budget',
  C3: 'loud overflow',
  C4: 'conservation',
  C5: 'one drop ladder in one place',
  C6: 'at least one turn',
  C7: 'honest trim notes',
  C8: 'chunk selection in tokens',
  C9: 'no spurious overflow',
  C10: 'order is a design decision',
  C11: 'purity',
  C12: 'tool-call integrity',
  C13: 'forgery-proof boundaries',
  C14: 'units',
} as const;

export type ContractId = keyof typeof CONTRACTS;

/** The contracts a profile changes, which `baglam check` runs under one: all but C14 (code points do not depend on a profile). */
export const PROFILE_CONTRACTS: readonly ContractId[] = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11', 'C12', 'C13'];

/** `C8 chunk selection in tokens`; several joined: `C2 never over budget, C3 loud overflow, …`; none: `profile health`. */
export function contractWords(ids: readonly ContractId[]): string {
  return ids.length === 0 ? 'profile health' : ids.map((id) => `${id} ${CONTRACTS[id]}`).join(', ');
}
