import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { coreImplementation } from '../implementation.js';
import { propertyNeverOverBudget } from '../neverOverBudget.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C2 C3 C4: never over budget, loud overflow, conservation', () => {
  const defects: AssemblerDefect[] = [
    'undercounting-tokenizer', 'sum-of-parts', 'inexact-drop-counts', 'estimated-drop-bounds', 'forgets-duplicates', 'drops-newest-turn', 'evidence-share-first',
  ];
  for (const defect of defects) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyNeverOverBudget(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
  it('catches the mutant: countPayload without the reply primer', () =>
    expectCaught(
      propertyNeverOverBudget(
        mutant('count-payload-without-primer', {
          countPayload: (result, profile, tokenizer) =>
            coreImplementation.countPayload(result, profile, tokenizer) - (profile.template.kind === 'chat' ? profile.template.replyPrimer : 0),
        }),
        source,
      ),
    ));
});
