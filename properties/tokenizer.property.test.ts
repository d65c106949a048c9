import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { mutant } from './mutants/mutantImplementation.js';
import { mutantTokenizer, type TokenizerDefect } from './mutants/mutantTokenizers.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';
import { propertyCountWithin, propertyTokenizerAgrees } from './tokenizer.js';
import { coreRenderer, propertyUnitsAreAdditive, type UnitRenderer } from './unitsAreAdditive.js';

const withTokenizer = (defect: TokenizerDefect) => mutant(defect, { tokenizer: (encoding) => mutantTokenizer(encoding, defect) });

describe('tokenizers', () => {
  it('the fast counter agrees with js-tiktoken: holds on core/', () => expectHolds(propertyTokenizerAgrees(coreImplementation)));
  for (const defect of ['undercounts-long-text', 'skips-lone-surrogates', 'common-spaces-only', 'marks-not-letters'] as TokenizerDefect[]) {
    it(`agreement: catches the mutant ${defect}`, () => expectCaught(propertyTokenizerAgrees(withTokenizer(defect))));
  }

  it('countWithin is exact under the limit, above it otherwise: holds on core/', () => expectHolds(propertyCountWithin(coreImplementation)));
  for (const defect of ['count-within-clamps', 'caches-early-exit'] as TokenizerDefect[]) {
    it(`countWithin: catches the mutant ${defect}`, () => expectCaught(propertyCountWithin(withTokenizer(defect))));
  }
});

/** Units that end at their closing tag, without the newline that keeps a `>` from merging with what follows. */
const withoutTrailingNewline: UnitRenderer = (spec) => coreRenderer(spec).replace(/\n$/, '');
/** The question as bare text (as the chat template sends it) inside a text payload. */
const bareQuestion: UnitRenderer = (spec) => (spec.kind === 'question' ? spec.text : coreRenderer(spec));

describe('rendered units count additively (why incremental counting is exact)', () => {
  it('holds on core/render.ts', () => expectHolds(propertyUnitsAreAdditive(coreRenderer)));
  it('catches the mutant renderer without trailing newlines', () => expectCaught(propertyUnitsAreAdditive(withoutTrailingNewline)));
  it('catches the mutant renderer with a bare-text question', () => expectCaught(propertyUnitsAreAdditive(bareQuestion)));
});
