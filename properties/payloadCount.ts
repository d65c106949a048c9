import type { AssembledContext } from '../core/assemble.js';
import type { Profile } from '../core/profile.js';
import { chatOverhead } from './reference/profile.js';
import { referenceTokens } from './reference/tokens.js';

/**
 * The payload's tokens counted the way the API counts them, independently of
 * baglam's counter and of `countPayload`: js-tiktoken on each message's
 * whole content (the text template is one string), plus OpenAI's published
 * chat overhead (per message, its role, and the reply primer).
 */
export function independentPayloadCount(result: AssembledContext, profile: Profile): number {
  if (result.template === 'text') return referenceTokens(profile.encoding, result.text);
  const overhead = chatOverhead(profile);
  if (overhead === null) throw new Error('a chat payload under a text profile');
  let total = overhead.replyPrimer;
  for (const m of result.messages) {
    total += overhead.perMessage + referenceTokens(profile.encoding, m.role) + referenceTokens(profile.encoding, m.content);
  }
  return total;
}
