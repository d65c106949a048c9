import { describe, it } from 'vitest';
import { validateRequest } from '../core/request.js';
import { coreImplementation } from './implementation.js';
import { propertyLoneSurrogatesRefused } from './loneSurrogates.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

describe('lone surrogates are refused, naming the field', () => {
  it('holds on core/', () => expectHolds(propertyLoneSurrogatesRefused(coreImplementation)));
  it('catches the mutant that lets lone surrogates through', () =>
    expectCaught(propertyLoneSurrogatesRefused(mutant('accepts-surrogates', { validateRequest: (input) => input as ReturnType<typeof validateRequest> }))));
  it('catches the mutant that names the request, not the field', () =>
    expectCaught(
      propertyLoneSurrogatesRefused(
        mutant('vague-path', {
          validateRequest: (input) => {
            try {
              return validateRequest(input);
            } catch (error) {
              throw Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, { path: [] });
            }
          },
        }),
      ),
    ));
});
