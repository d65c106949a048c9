import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseProfileYaml } from '../../core/load/profileYaml.js';
import type { Turn } from '../../core/request.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const profileFile = join(root, 'fixtures', 'conversations', 'compaction-small.profile.yaml');
/** The small profile of the compaction measurement, which the cases are sized for. */
export const profile = parseProfileYaml(readFileSync(profileFile, 'utf8'), profileFile);

/**
 * The ordinary offsite-planning conversation the clamp-window cases
 * (`clampWindow.test.ts`, `clampMechanisms.test.ts`) put one statement in:
 * an opening, acknowledgements, and exchanges no rule keeps.
 */
export type Language = 'en' | 'tr';

export const OPENING: Record<Language, string> = {
  en: 'Hi. Keep answers short and in English. We are organising the spring offsite for Harbor & Pine.',
  tr: 'Merhaba. Kısa ve Türkçe yaz. Harbor & Pine için bahar toplantısını organize ediyoruz.',
};

/** An ordinary question and its answer, different each time, that no rule keeps. */
export function exchange(language: Language, i: number): Turn[] {
  const code = `SHP-${1000 + i * 37}`;
  const time = `${String(8 + (i % 9)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`;
  return language === 'en'
    ? [
        { role: 'user', content: `Where does shipment ${code} stand right now?` },
        { role: 'assistant', content: `Shipment ${code} left the Izmir depot at ${time} on the truck with plate 35 ABC ${100 + i}; the driver reported ${i % 7} stops ahead of it and expects to reach the customer in the afternoon, weather permitting, with a call before arrival.` },
      ]
    : [
        { role: 'user', content: `${code} numaralı sevkiyat şu an nerede?` },
        { role: 'assistant', content: `${code} sevkiyatı ${time}'de İzmir deposundan 35 ABC ${100 + i} plakalı araçla çıktı; sürücü önünde ${i % 7} durak olduğunu, hava izin verirse öğleden sonra müşteride olacağını ve varmadan önce arayacağını söyledi.` },
      ];
}

export const ACK: Record<Language, string> = { en: 'Noted.', tr: 'Not aldım.' };

/** Exchanges after the statement: enough that compaction's raw tail starts after it, few enough that the clamp keeps it. */
export const AFTER = 9;
