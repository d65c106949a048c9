import { coreImplementation, type Implementation } from '../implementation.js';

/** `core/` with some functions replaced by broken ones. */
export function mutant(name: string, overrides: Partial<Omit<Implementation, 'name'>>): Implementation {
  return { ...coreImplementation, ...overrides, name };
}
