import { describe, it } from 'vitest';
import { propertyFloorIsLowerBound, propertyFloorShortcutProvesNothing, propertyUnitFloorsAreLowerBounds } from './floors.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('token floors are proofs', () => {
  it('the text floor is canonical and never exceeds either encoding\'s pre-tokens: holds on core/', () => expectHolds(propertyFloorIsLowerBound(coreImplementation)));
  it('chunk-unit and turn floors are canonical and never exceed what is sent: holds on core/', () => expectHolds(propertyUnitFloorsAreLowerBounds(coreImplementation)));
  it('a chunk\'s floor is skipped only where it could prove nothing: holds on core/', () => expectHolds(propertyFloorShortcutProvesNothing(coreImplementation)));
});
