import { describe, expect } from 'vitest';
import { SMALL_TALK, eachCase, liveLines, turnChecks, type Language } from '../../compaction/test-helpers/oneUserTurn.js';

/**
 * Stranger cases of the twentieth round: a rule said in parallel pieces with its verb said once (gapping). "fatura
 * şahsa kesilecek, babamın adına", "we need 40 for the car park, 25 for the church wedding": the second piece has no
 * verb of its own, it takes the first one's, and is part of the same rule — a summary that keeps "şahsa kesilecek"
 * alone keeps half of it. Written before any change of the round, in domains no conversation uses (an apiary, an
 * orchestra, a marina, a library, a chess club, a vineyard, a theatre box office, a recycling yard).
 *
 * - `GAPPED`: the rule, then a piece without a verb in the same case (Turkish) or with the same value and
 *   preposition, or the same preposition after a noun (English): one live line holds the whole sentence.
 * - `ASIDES`: a rule, then an aside that looks like such a piece (a case ending, "to", "for"): the rule is kept and
 *   no live line holds the aside.
 * - `NARRATED`: parallel pieces with no rule in them (a past, a fact): nothing is filed as a rule.
 *
 * A case the summarizer still misses runs as an expected failure (`MISSED` sets), so a case fixed or broken fails
 * until the sets and docs/compaction.md's numbers are updated.
 */
const { kept, noRule, summarize } = turnChecks(SMALL_TALK);

/** [what the user says, its language]: the whole of it must be in one live line. */
const GAPPED: [string, Language][] = [
  ['kovanlar bahçeye taşınsın, ballıklar depoya', 'tr'],
  ['faturalar muhasebeye gitsin, irsaliyeler ambara', 'tr'],
  ['kamyonlar arka kapıdan girsin, misafirler ön kapıdan', 'tr'],
  ['provalar salıya alınsın, genel prova perşembeye', 'tr'],
  ['aidatlar kulübün hesabına yatırılacak, Halkbank şubesine', 'tr'],
  ['tekneler iskeleye bağlanmalı, jet skiler rampaya', 'tr'],
  ['kitaplar rafa dizilsin, dergiler sehpaya', 'tr'],
  ["oyuncular saat 9'da salonda olmalı, hakemler 8'de", 'tr'],
  ['fidanlar kuzey tarlasına dikilecek, çilekler seraya', 'tr'],
  ['bilet iadeleri gişeden yapılır, online satışlar web sitesinden', 'tr'],
  ['şişeler serin mahzende saklansın, fıçılar alt katta', 'tr'],
  ['cam atıklar mavi konteynere atılsın, piller ayrı kutuya', 'tr'],
  ['sertifika kulüp adına düzenlenecek, başkanın adına', 'tr'],
  ['we need 12 chairs for the reading room, 6 for the office', 'en'],
  ['budget is £400 for the flowers, £150 for the programmes', 'en'],
  ['allow 3 hives per acre, 2 per acre on the slope', 'en'],
  ['invoices go to the treasurer, receipts to the secretary', 'en'],
  ['the sopranos sit on the left, the altos on the right', 'en'],
  ['order 30 bottles for the tasting, 20 for the dinner', 'en'],
  ['players must arrive by 9:00, arbiters by 8:30', 'en'],
  ['keep 2 kayaks for the instructors, 1 for rescue', 'en'],
  ['book 4 rooms at the lodge, 2 at the inn', 'en'],
  ['cap the workshop at 15 people, the lecture at 60', 'en'],
  ['we want 2 tastings on friday, 3 on saturday', 'en'],
  ['glass goes in the blue skip, batteries in the grey box', 'en'],
];
/**
 * Before the round's change: 8 of 25 kept whole, the English ones whose second piece holds a limit word ("per", "by",
 * "at", a value and a weekday) and one Turkish with a time; of the rest, the first piece alone was kept, or nothing
 * ("the sopranos sit on the left" is no rule to the clause rules). After it (`gappedPiece.ts`): 24 of 25; the sopranos'
 * seating is still no rule, so there is nothing for the piece to join.
 */
const GAPPED_MISSED = new Set<string>(['the sopranos sit on the left, the altos on the right']);

/** [what the user says, its language, the rule kept, the aside no live line may hold]. */
const ASIDES: [string, Language, string, string][] = [
  ['faturalar muhasebeye gitsin, bu arada', 'tr', 'faturalar muhasebeye gitsin', 'bu arada'],
  ['paketler depoya gitsin, ona göre', 'tr', 'paketler depoya gitsin', 'ona göre'],
  ['provalar salıya alınsın, sana zahmet', 'tr', 'provalar salıya alınsın', 'sana zahmet'],
  ['kitaplar rafa dizilsin, bence de', 'tr', 'kitaplar rafa dizilsin', 'bence de'],
  ['tekneler iskeleye bağlanmalı, her neyse', 'tr', 'tekneler iskeleye bağlanmalı', 'her neyse'],
  ['şişeler mahzende saklansın, ne güzel', 'tr', 'şişeler mahzende saklansın', 'ne güzel'],
  ['we need 12 chairs for the reading room, thanks for asking', 'en', 'we need 12 chairs for the reading room', 'thanks for asking'],
  ['invoices go to the treasurer, back to you on the rest', 'en', 'invoices go to the treasurer', 'back to you'],
  ['order 30 bottles for the tasting, sorry for the late notice', 'en', 'order 30 bottles for the tasting', 'sorry for the late notice'],
  ['hives go to the north field, up to you which row', 'en', 'hives go to the north field', 'up to you'],
  ['players must arrive by 9:00, same as last year', 'en', 'players must arrive by 9:00', 'same as last year'],
];
/**
 * Before the round's change: 10 of 11 pass, before and after it. The one that fails does so on its rule, not on the
 * aside: "order 30 bottles for the tasting" is no rule to the clause rules ("order" is no verb of a choice there).
 */
const ASIDES_MISSED = new Set<string>(['order 30 bottles for the tasting, sorry for the late notice']);

/** Parallel pieces that tell what happened or what is: no rule. */
const NARRATED: [string, Language][] = [
  ["dün Ayşe Bursa'ya gitti, Mehmet de İzmir'e", 'tr'],
  ['kovanlar geçen hafta bahçedeydi, ballıklar depoda', 'tr'],
  ['geçen yıl provalar salıdaydı, konser cumaya kaldı', 'tr'],
  ['sopranolar dün soldaydı, altolar sağda', 'tr'],
  ['we sold 40 tickets for the matinee, 25 for the evening', 'en'],
  ['the bees were on the lavender, the wasps on the bins', 'en'],
  ['Anna went to Porto, Ben to Lisbon', 'en'],
];
/** Before the round's change: 7 of 7 file nothing; the same after it. */
const NARRATED_MISSED = new Set<string>([]);

describe('stranger cases, the twentieth round: a rule in parallel pieces, the verb said once', () => {
  const first = <T extends readonly unknown[]>(c: T): string => String(c[0]);
  eachCase('kept whole', GAPPED, GAPPED_MISSED, first, (text, language) => kept(text, language, text));
  eachCase('the rule kept, the aside left out', ASIDES, ASIDES_MISSED, first, (text, language, rule, aside) => {
    kept(text, language, rule);
    const lines = liveLines(summarize(text, language));
    expect(lines.filter((l) => l.includes(aside))).toEqual([]);
  });
  eachCase('no rule', NARRATED, NARRATED_MISSED, first, (text, language) => noRule(text, language));
});
