import { describe, it } from 'vitest';
import { validateRequest } from '../../core/request.js';
import { propertyRequestRefusedAtAFault, propertyRequestRefusedByField } from '../requestValidation.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { coreImplementation, type Implementation } from '../implementation.js';
import { mutant } from './mutantImplementation.js';

/**
 * A validator that lets one kind of fault through: `core/`'s, with its
 * refusals of that kind (told by the detail of the message) turned into an
 * acceptance, as if that check had been emptied.
 */
function letsThrough(name: string, detail: RegExp): Implementation {
  return mutant(name, {
    validateRequest: (input) => {
      try {
        return validateRequest(input);
      } catch (error) {
        if (error instanceof Error && detail.test(error.message)) return input as ReturnType<typeof validateRequest>;
        throw error;
      }
    },
  });
}

/** A refusal that names another path: `rename` of the right one. */
function renames(name: string, rename: (path: (string | number)[]) => (string | number)[], on: 'validateRequest' | 'assemble' = 'validateRequest'): Implementation {
  const wrap = <A extends unknown[], R>(call: (...args: A) => R) => (...args: A): R => {
    try {
      return call(...args);
    } catch (error) {
      const path = (error as { path?: (string | number)[] }).path;
      if (!Array.isArray(path)) throw error;
      throw Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, { path: rename(path) });
    }
  };
  return on === 'validateRequest' ? mutant(name, { validateRequest: wrap(validateRequest) }) : mutant(name, { assemble: wrap(coreImplementation.assemble) });
}

describe('a request is read as its documented shape', () => {
  it('catches unknown keys let through (checkKeys emptied)', () => expectCaught(propertyRequestRefusedByField(letsThrough('keys-unchecked', /unknown key/))));
  it('catches blank text let through (the blank check dropped)', () => expectCaught(propertyRequestRefusedByField(letsThrough('blank-accepted', /must not be empty/))));
  it('catches control characters let through in ids and names', () => expectCaught(propertyRequestRefusedByField(letsThrough('control-accepted', /control characters/))));
  it('catches repeated ids let through', () => expectCaught(propertyRequestRefusedByField(letsThrough('duplicates-accepted', /duplicate/))));
  it('catches a tool result without its call, or answering twice, let through', () =>
    expectCaught(propertyRequestRefusedByField(letsThrough('orphans-accepted', /no earlier tool call|already has a result/))));
  it('catches scores and parameters that are not finite let through', () => expectCaught(propertyRequestRefusedByField(letsThrough('nan-accepted', /finite number/))));
  it('catches a refusal that names the item, not its field', () => expectCaught(propertyRequestRefusedByField(renames('item-named', (p) => (p.length > 2 ? p.slice(0, 2) : p)))));
  it('catches a refusal of several faults that names none of them', () => expectCaught(propertyRequestRefusedAtAFault(renames('parent-named', (p) => p.slice(0, -1)))));
  it('catches assemble naming the section, not the field', () => expectCaught(propertyRequestRefusedByField(renames('section-named', (p) => p.slice(0, 1), 'assemble'))));
  it('catches a validator that refuses empty text where it is allowed', () =>
    expectCaught(
      propertyRequestRefusedByField(
        mutant('empty-refused', {
          validateRequest: (input) => {
            const r = validateRequest(input);
            if (JSON.stringify(r).includes('""')) throw Object.assign(new Error('empty'), { code: 'INVALID_INPUT', path: [] });
            return r;
          },
        }),
      ),
    ));
});
