import { describe, expect, it } from 'vitest';
import { pair, summarize, type Language } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A count of the people who work an event is not its headcount (issue 14's revisions: a false resolution is worse than
 * a miss). Written from one case of the twenty-second strangers' list ("kukla gösterisi için 20 kişilik yer ayırın" →
 * "sahne arkasında 6 kişi çalışacak" marked the audience's room replaced), before `supersession.ts` changed: of the
 * nine look-alikes below, six were kept live, three marked replaced (the puppet show, the hall's kitchen, the wedding's
 * service); after, eight. The true revisions beside them must stay resolved.
 */
const LOOK_ALIKES: [Language, string, string][] = [
  ['tr', 'kukla gösterisi için 20 kişilik yer ayırın', 'sahne arkasında 6 kişi çalışacak'],
  ['tr', 'salon için 40 kişilik masa kurun', 'mutfakta 3 kişi çalışacak'],
  ['tr', 'düğüne 120 kişi gelecek, ona göre sandalye koyun', 'servis için 8 kişi görevli olacak'],
  ['tr', 'atölyeye 15 kişi alalım', 'kayıtta 2 gönüllü çalışsın'],
  ['tr', 'konser için 300 kişilik yer ayırın', 'kapıda 6 görevli dursun'],
  ['en', 'set up the hall for 80 people', '6 staff will be working the door'],
  ['en', 'book the venue for 150 guests', 'we need 12 volunteers on the night'],
  ['en', 'plan the open day for 200 visitors', '10 people will be working the stands'],
  ['en', 'reserve the terrace for 60 guests', 'we will have 4 waiters on the terrace'],
];
/** Still marked replaced after the change; the reason is in the test's name. */
const STILL_MARKED = new Set(['servis için 8 kişi görevli olacak']);

const REVISIONS: [Language, string, string][] = [
  ['tr', 'gala için 200 kişilik salon ayırın', 'gala 250 kişi olacak, salonu büyütelim'],
  ['en', 'book the room for 20 people', 'actually make it 25 people'],
  ['en', 'plan lunch for 30 people', '35 people now, two teams joined'],
  ['tr', 'tura 10 kişi alalım', 'aslında tura 14 kişi alalım'],
];

function firstOf(language: Language, first: string, later: string) {
  const s = summarize(language, pair(language, first, later));
  return [...s.constraints, ...s.decisions].find((c) => c.text === first || c.text.startsWith(first.split(',')[0]!));
}

describe('a count of the people who work an event replaces no count of its guests', () => {
  for (const [language, first, later] of LOOK_ALIKES) {
    const check = (): void => {
      const item = firstOf(language, first, later);
      expect(item, `"${first}" is kept`).toBeDefined();
      expect(item!.supersededBy, `"${first}" then "${later}"`).toBeUndefined();
    };
    if (STILL_MARKED.has(later)) it.fails(`still marked replaced (another path than the counts' kinds reads the two as one slot): ${later}`, check);
    else it(`${first} → ${later}`, check);
  }
});

describe('the headcount changed is still resolved', () => {
  for (const [language, first, later] of REVISIONS) {
    it(`${first} → ${later}`, () => {
      const item = firstOf(language, first, later);
      expect(item, `"${first}" is kept`).toBeDefined();
      expect(item!.supersededBy, `"${first}" then "${later}"`).toBeDefined();
    });
  }
});
