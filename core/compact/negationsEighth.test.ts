import { describe, expect, it } from 'vitest';
import { classifyClause } from './clauseKind.js';
import { userItems } from './extractSummary.js';

/**
 * Turkish prohibitions the rules still missed after seven rounds, a list of
 * our own (issue 14, eighth round), written before the change: a `-mA`
 * command of a verb whose `-mA` form is also a noun ("onaylama": approval)
 * after "without …" (`-mAdAn`: "bana sormadan iade onaylama", "saha şefi
 * olmadan mesai onaylama"), and a refusal said as a counterfactual ("… olsaydı
 * zaten istemezdim"). Beside them, look-alikes that must not be read as
 * prohibitions: the noun after "without …" in narration, a habit of the past.
 * Before the change 4 of the 12 were kept as rules (where "hiç", "asla" or a
 * rule in the next clause carried them) and 10 of the 10 look-alikes left
 * alone; after it, 12 of 12 and 10 of 10.
 */
const RULES: string[] = [
  'bana sormadan iade onaylama',
  'Saha şefi olmadan fazla mesai onaylama.',
  'müdür imzalamadan sözleşmeyi onaylama',
  'haber vermeden siparişi iptal etme, önce beni ara',
  'izin almadan çalışma, ekip lideri kızar',
  'fatura gelmeden ödeme onaylama',
  'kimseye danışmadan planlama, takvim karışmasın',
  'depo sayımı bitmeden sevkiyat planlama',
  'kat irtifaklı ev olsaydı zaten istemezdim, riskli',
  'asansör olmasaydı zaten istemezdik',
  'bodrum kat olsaydı asla istemezdim',
  'o semtte olsaydı zaten istemezdim',
];

const LOOK_ALIKES: string[] = [
  'bana sormadan onaylama işlemi yapılmış',
  'fatura gelmeden ödeme talimatı verildi',
  'izin almadan çalışma saatleri değişti',
  'çocukken hiç sebze istemezdim',
  'eskiden kahvaltı istemezdim',
  'haber vermeden gelme alışkanlığı var onda',
  'onay gelmeden planlama toplantısı başladı',
  'sormadan yazma yetkisi verilmiş',
  'beklemeden ödeme yapıldı',
  'o zamanlar uzun toplantı istemezdik',
];

const asRule = (text: string): boolean => userItems(text, true).some((i) => i.key === 'constraints');

describe('Turkish prohibitions, an eighth list', () => {
  it.each(RULES)('kept as a rule: %s', (text) => {
    expect(asRule(text)).toBe(true);
  });
  it.each(LOOK_ALIKES)('not a prohibition: %s', (text) => {
    expect(classifyClause(text, true)).not.toBe('prohibition');
  });
});
