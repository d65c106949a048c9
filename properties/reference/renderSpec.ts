import { renderWith, type Renderers, type UnitSpec } from '../arbitraries/unitSpec.js';
import {
  EVIDENCE_BEGIN, EVIDENCE_END, EXAMPLES_BEGIN, EXAMPLES_END, NOTE_UNIT,
  chunkUnit, exampleUnit, formatUnit, questionText, rulesUnit, summaryUnit, toolsUnit, turnContent, turnUnit,
} from './prompt.js';

/** The reference renderer, piece by piece. */
export const referenceRenderers: Renderers = {
  rules: rulesUnit,
  tools: toolsUnit,
  example: exampleUnit,
  summary: summaryUnit,
  format: formatUnit,
  question: questionText,
  turnUnit,
  turnContent,
  chunkUnit,
  examplesOpen: EXAMPLES_BEGIN,
  examplesClose: EXAMPLES_END,
  evidenceOpen: EVIDENCE_BEGIN,
  evidenceClose: EVIDENCE_END,
  trimNote: NOTE_UNIT,
};

/** The reference renderer's answer for one spec. */
export function referenceRender(spec: UnitSpec): string {
  return renderWith(referenceRenderers, spec);
}
