import { createHash } from 'node:crypto';
import type { Payload, Provider } from '../../providers/index.js';

export interface StandinOptions {
  /** Every draw derives from it: the same seed gives the same answers. */
  seed: number;
  /** The chance that an answer to this payload is correct ("evet"); otherwise "hayır". */
  passRate: (payloadText: string) => number;
  /** The model id it reports; none by default. */
  model?: string;
}

export interface StandinCall {
  payloadText: string;
  sample: number;
  correct: boolean;
}

/**
 * An in-process stand-in for a sampling model with a known pass rate per
 * payload: no child process, so hundreds of seeded runs stay cheap. Each
 * answer is "evet" with probability `passRate(payload)`, drawn from a hash of
 * (seed, payload, sample), so draws are independent across payloads and
 * samples and reproducible. It logs every call, so a test can count the
 * passes it handed out without asking the runner.
 */
export function standinProvider(options: StandinOptions): Provider & { calls: StandinCall[] } {
  const calls: StandinCall[] = [];
  return {
    kind: 'standin',
    calls,
    async complete(payload: Payload, params) {
      const payloadText = 'messages' in payload ? payload.messages.map((m) => m.content).join('\n') : payload.text;
      const sample = params.sample ?? 0;
      const digest = createHash('sha256').update(`${options.seed}\u0000${sample}\u0000${payloadText}`).digest();
      const draw = digest.readUInt32BE(0) / 2 ** 32;
      const correct = draw < options.passRate(payloadText);
      calls.push({ payloadText, sample, correct });
      return { text: correct ? 'evet' : 'hayır', finishReason: 'stop', usage: null, ...(options.model === undefined ? {} : { model: options.model }) };
    },
  };
}
