import { describe, it } from 'vitest';
import { validateRequest } from '../../core/request.js';
import { propertyLoneSurrogatesRefused } from '../loneSurrogates.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';

describe('lone surrogates are refused, naming the field', () => {
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
