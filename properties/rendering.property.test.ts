import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyCanonicalJsonAgrees, propertyEscapingAgrees, propertyRenderingAgrees, propertyShorteningAgrees } from './rendering.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('the prompt is written in the documented format', () => {
  it('every unit as the reference renderer writes it: holds on core/', () => expectHolds(propertyRenderingAgrees(coreImplementation)));
  it('escaping: holds on core/', () => expectHolds(propertyEscapingAgrees(coreImplementation)));
  it('metadata shortening: holds on core/', () => expectHolds(propertyShorteningAgrees(coreImplementation)));
  it('canonical JSON: holds on core/', () => expectHolds(propertyCanonicalJsonAgrees(coreImplementation)));
});
