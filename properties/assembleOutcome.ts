import type { AssembleOptions, AssembledContext, ContextOverflowError } from '../core/assemble.js';
import { isOverflow } from './errorShape.js';
import type { Implementation } from './implementation.js';
import type { Scenario } from './arbitraries/scenario.js';

/** What one assembly gave: a context, or the loud overflow C3 promises. Anything else thrown propagates. */
export type AssembleOutcome =
  | { kind: 'assembled'; result: AssembledContext }
  | { kind: 'overflow'; error: ContextOverflowError };

export function assembleOutcome(impl: Implementation, scenario: Scenario, options?: AssembleOptions): AssembleOutcome {
  try {
    return { kind: 'assembled', result: impl.assemble(scenario.request, scenario.profile, options) };
  } catch (error) {
    if (isOverflow(error)) return { kind: 'overflow', error };
    throw error;
  }
}

/** The payload as one string per message (the text template is one message). */
export function payloadParts(result: AssembledContext): string[] {
  return result.template === 'text' ? [result.text] : result.messages.map((m) => m.content);
}

/** The whole payload as one string, for searching (not for counting: chat messages are counted apart). */
export function payloadText(result: AssembledContext): string {
  return payloadParts(result).join('\n');
}
