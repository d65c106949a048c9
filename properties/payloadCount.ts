import type { AssembledContext } from '../core/assemble.js';
import type { Profile } from '../core/profile.js';
import { referenceCount } from '../core/tokenizer.js';

/**
 * The payload's tokens counted the way the API counts them, independently of
 * baglam's own counter and of `countPayload`: js-tiktoken on each message's
 * whole content (the text template is one string), plus OpenAI's published
 * chat overhead (per message, its role, and the reply primer).
 */
export function independentPayloadCount(result: AssembledContext, profile: Profile): number {
  if (result.template === 'text') return referenceCount(profile.encoding, result.text);
  if (profile.template.kind !== 'chat') throw new Error('a chat payload under a text profile');
  let total = profile.template.replyPrimer;
  for (const m of result.messages) {
    total += profile.template.perMessage + referenceCount(profile.encoding, m.role) + referenceCount(profile.encoding, m.content);
  }
  return total;
}
