import type { AssembledContext } from '../core/assemble.js';
import type { Profile } from '../core/profile.js';
import { oracleCount } from './referenceCounter.js';

/**
 * The payload's tokens counted the way the API counts them, independently of
 * baglam's own counter and of `countPayload`: js-tiktoken on each message's
 * whole content (the text template is one string), plus OpenAI's published
 * chat overhead (per message, its role, and the reply primer).
 */
export function independentPayloadCount(result: AssembledContext, profile: Profile): number {
  if (result.template === 'text') return oracleCount(profile.encoding, result.text);
  if (profile.template.kind !== 'chat') throw new Error('a chat payload under a text profile');
  let total = profile.template.replyPrimer;
  for (const m of result.messages) {
    total += profile.template.perMessage + oracleCount(profile.encoding, m.role) + oracleCount(profile.encoding, m.content);
  }
  return total;
}
