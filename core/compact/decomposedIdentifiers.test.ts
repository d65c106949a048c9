import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from './identifiers.js';

/**
 * Identifiers in decomposed text (NFD: "ş" as "s" and U+0307's kin, as some
 * systems store file names and some editors paste) come out whole and as
 * written: the same identifiers as from the composed text, each in the
 * decomposed form the text holds. A combining mark is part of its letter,
 * never the end of a name or a path. Written before the extractor read
 * decomposed text.
 */
const TEXTS: [source: 'user' | 'tool' | 'assistant', text: string][] = [
  ['user', 'Fatura Müşteri Portalı üzerinden gitsin, sipariş no ŞRK-2291.'],
  ['user', 'Ödemeyi Gülşen Özdemir onaylayacak, IBAN TR33 0006 1005 1978 6457 8413 26.'],
  ['tool', 'Dosya /srv/çıktı/rapor_ağustos.pdf içinde.'],
  ['user', 'Zoë Brontë and Ångström Labs signed PO-7781.'],
  ['user', 'Sevkiyat İzmir Çiğli deposundan, takip no ÇGL-55-0192.'],
  ['assistant', 'Randevu Dr. Şebnem Güçlü ile, 14:30, oda B-12.'],
  ['tool', '{"müşteri": "Öztürk Gıda A.Ş.", "tutar": "12.450,00 TL", "şube": "Eskişehir"}'],
  ['user', 'The file is at s3://café-exports/2026/relevé_mars.csv, ask Renée.'],
  ['user', 'Branch feature/ödeme-sayfası, version 2.4.1, ticket ÖDM-311.'],
];

/** The texts whose identifiers still come out wrong: each runs as an expected failure until fixed. */
const MISSED = new Set<string>([]);
const each = (key: string) => (name: string, check: () => void): void => {
  if (MISSED.has(key)) it.fails(name, check);
  else it(name, check);
};

describe('identifiers in decomposed text', () => {
  for (const [source, text] of TEXTS) {
    each(text)(`${source}: ${text}`, () => {
      const composed = extractIdentifiers(text, { source });
      expect(composed.length).toBeGreaterThan(0);
      expect(extractIdentifiers(text.normalize('NFD'), { source })).toEqual(composed.map((id) => id.normalize('NFD')));
    });
  }

  each('partly')('a text partly composed: each identifier as that part of the text is written', () => {
    const partly = `Bu işi ${'Gülşen Özdemir'.normalize('NFD')} onaylar; dosya /srv/çıktı/rapor.pdf`;
    const ids = extractIdentifiers(partly, { source: 'user' });
    expect(ids).toEqual(['Gülşen Özdemir'.normalize('NFD'), '/srv/çıktı/rapor.pdf']);
    for (const id of ids) expect(partly.includes(id)).toBe(true);
  });
});
