import { describeIdentifierList, type Line } from '../../compaction/test-helpers/identifierList.js';

/**
 * Names of shapes of their own (issue 14), a twenty-second list written before any change for it, in domains no
 * conversation of the set uses (a marina, a bell foundry, an apiary, a rope works, a planetarium, an observatory, a
 * fish farm, a greenhouse, a tannery, a dye works, a carpet restorer, a lighthouse, an orchestra). Each line is one
 * user turn or one tool output, half Turkish, half English, with the classes the twenty-first list left:
 *
 * - a ship by its prefix (`MV Arctic Plover`, `MT Ege Martısı`; "MS" only before two words: `MS Word` is a program);
 * - a company whose legal form is written in capitals of its own country (`Solberg Akvakultur AS`, `Lindqvist
 *   Tågverk AB`, `Nørgaard Bigård ApS`, `Rautio Valimo Oy`, `Van Dijk Tapijten BV`), where `AS` is also SQL's word;
 * - an acronym inside a name (`Harrowgate NHS Trust`, `Kadıköy SGK Müdürlüğü`), not one after a person's name;
 * - a firm "and partners" (`Whitcombe and Partners`, `Demirci ve Ortakları Hukuk Bürosu`), not two people;
 * - a tax office by its abbreviation (`Kozyatağı VD`);
 * - a given name hyphenated in lower case (`Min-jun Seo`, `Hye-jin Kwon`), not a compound word (`Check-in Desk`);
 * - a CamelCase word after a name's word (`Brightwater SeedBank`, `Ege DeriTek`), not a program after a verb;
 * - a product or a service with its version (`Lumen StarDesk 4.2.1`, `SeraPlus 3.4.1`, a tool's
 *   `"motor": "boya-hatti-api 2.9.3"`), not a version after a sentence's first word.
 *
 * `want`: what a reader would want kept verbatim, each one an item of `extractIdentifiers(text)` exactly (cut apart,
 * glued to its neighbour or missing is a miss); `noise`: tokens no summary should list (a noise token is kept when an
 * item that is no wanted form holds it as a word).
 *
 * Before any change for it: 20 of 50 wanted identifiers kept whole, 0 of 21 noise tokens listed, 29 strays.
 * After the round's change (`identifiers.ts`: each class above but the last in someone's words): 46 of 50, 0 of 21, 10
 * strays. Left: a program's version in someone's words (`DomeCast 2.11.0`): read with its name, it kept these four rows
 * and, on the tuning half, lost one identifier and listed two lines no truth file names (a help desk's truth lists
 * `7.2.6` alone where the assistant wrote "FortiClient 7.2.6"); a tool field holding just the two is read whole.
 *
 * Every want and every noise token is a row: a miss or a kept noise token runs as an expected failure (`MISSED`,
 * `NOISE_KEPT`), so a row fixed or broken fails until the sets, the counts below and docs/compaction.md's numbers
 * are updated. Items that are neither wanted nor noise are counted as strays, a number measured and pinned.
 */
const ENGLISH: Line[] = [
  { id: 'e01', text: 'Book the hull survey for MV Arctic Plover at the fuel pontoon next week.', want: ['MV Arctic Plover'], noise: ['Book'] },
  { id: 'e02', source: 'tool', text: '{"vessel": "MT Coral Heron", "flag": "Malta", "berth": "P-12"}', want: ['MT Coral Heron', 'P-12'], noise: [] },
  { id: 'e03', text: 'the research ship RV Celtic Lantern leaves on Friday with the buoys', want: ['RV Celtic Lantern'], noise: [] },
  { id: 'e04', text: 'Put the fish-feed invoice to Solberg Akvakultur AS and cc the skipper.', want: ['Solberg Akvakultur AS'], noise: ['Put'] },
  { id: 'e05', text: 'our rope supplier is Lindqvist Tågverk AB, they ship from the north', want: ['Lindqvist Tågverk AB'], noise: [] },
  { id: 'e06', text: 'the tenor bell was cast by Rautio Valimo Oy last spring', want: ['Rautio Valimo Oy'], noise: [] },
  { id: 'e07', source: 'tool', text: 'supplier: Nørgaard Bigård ApS\nterms: net 30', want: ['Nørgaard Bigård ApS'], noise: [] },
  { id: 'e08', text: 'the queens come from Ferrante Apicoltura SpA in April', want: ['Ferrante Apicoltura SpA'], noise: [] },
  { id: 'e09', text: 'ask the ward manager at Harrowgate NHS Trust about the night shifts', want: ['Harrowgate NHS Trust'], noise: [] },
  { id: 'e10', text: 'delivery to the Kelvin Moss RSPB Reserve gate was refused', want: ['Kelvin Moss RSPB Reserve'], noise: [] },
  { id: 'e11', text: 'send the PDF to Marta Lindgren today', want: ['Marta Lindgren'], noise: ['PDF'] },
  { id: 'e12', text: 'I told Ingrid Solheim UTC times only', want: ['Ingrid Solheim'], noise: ['UTC'] },
  { id: 'e13', text: 'the glazing is from Whitcombe and Partners, ref GL-4471', want: ['Whitcombe and Partners', 'GL-4471'], noise: [] },
  { id: 'e14', text: 'we hired Okafor & Daughters Ltd for the rigging', want: ['Okafor & Daughters Ltd'], noise: [] },
  { id: 'e15', text: 'I called Tom Hale and Priya Nair about the lenses', want: ['Tom Hale', 'Priya Nair'], noise: [] },
  { id: 'e16', text: 'The new conductor is Min-jun Seo, he arrives Monday.', want: ['Min-jun Seo'], noise: ['The'] },
  { id: 'e17', text: 'the violin tuning is booked with Ji-hoon Baek and Seo-yeon Cha', want: ['Ji-hoon Baek', 'Seo-yeon Cha'], noise: [] },
  { id: 'e18', text: 'the Check-in Desk of the marina opens at nine', want: [], noise: ['Check-in Desk'] },
  { id: 'e19', text: 'the Follow-up Call with the greenhouse is on Tuesday', want: [], noise: ['Follow-up Call'] },
  { id: 'e20', text: 'the sponsor is Brightwater SeedBank, not the council', want: ['Brightwater SeedBank'], noise: [] },
  { id: 'e21', text: 'we run Lumen StarDesk 4.2.1 for the dome shows', want: ['Lumen StarDesk 4.2.1'], noise: [] },
  { id: 'e22', source: 'tool', text: '{"controller": "dome-ctl 3.8.14", "uptime_days": 41}', want: ['dome-ctl 3.8.14'], noise: [] },
  { id: 'e23', text: 'the firmware DomeCast 2.11.0 crashed twice during the show', want: ['DomeCast 2.11.0'], noise: [] },
  { id: 'e24', text: 'Upgrade 2.11.0 tonight, not before', want: ['2.11.0'], noise: ['Upgrade'] },
  { id: 'e25', text: 'Open PowerPoint and show the tide table', want: [], noise: ['Open PowerPoint', 'PowerPoint'] },
];

const TURKISH: Line[] = [
  { id: 't01', text: "bakım için MV Karadeniz Yıldızı'nı üçüncü rıhtıma alın", want: ['MV Karadeniz Yıldızı'], noise: [] },
  { id: 't02', source: 'tool', text: '{"gemi": "MT Ege Martısı", "bayrak": "TR", "rihtim": "R-07"}', want: ['MT Ege Martısı', 'R-07'], noise: [] },
  { id: 't03', text: 'fener bakımını MS Poyraz Kaptan yapacak, raporu da MS Word ile yazdım', want: ['MS Poyraz Kaptan'], noise: ['MS Word'] },
  { id: 't04', text: "arı kovanlarını Kaya ve Ortakları Arıcılık'a sattık", want: ['Kaya ve Ortakları Arıcılık'], noise: [] },
  { id: 't05', text: 'sözleşmeyi Demirci ve Ortakları Hukuk Bürosu hazırlıyor', want: ['Demirci ve Ortakları Hukuk Bürosu'], noise: [] },
  { id: 't06', text: 'toplantıya Selin Koç ve Emre Aydın gelecek', want: ['Selin Koç', 'Emre Aydın'], noise: [] },
  { id: 't07', text: 'vergi dairesi Kozyatağı VD, vergi no 4810023371', want: ['Kozyatağı VD', '4810023371'], noise: [] },
  { id: 't08', text: "fatura Ulus VD'ye kayıtlı, başka yere kesmeyin", want: ['Ulus VD'], noise: [] },
  { id: 't09', text: 'formda VD kısmını boş bırakma', want: [], noise: ['VD'] },
  { id: 't10', text: "başvuruyu Kadıköy SGK Müdürlüğü'ne yaptım", want: ['Kadıköy SGK Müdürlüğü'], noise: [] },
  { id: 't11', text: 'dün Mehmet Yılmaz SGK belgesini getirdi', want: ['Mehmet Yılmaz'], noise: ['SGK'] },
  { id: 't12', text: 'tabaklama raporunu Zeynep Arslan PDF olarak gönderdi', want: ['Zeynep Arslan'], noise: ['PDF'] },
  { id: 't13', text: 'deri numuneleri Ege DeriTek firmasından geldi', want: ['Ege DeriTek'], noise: [] },
  { id: 't14', text: 'sera otomasyonu için SeraPlus 3.4.1 kurulu', want: ['SeraPlus 3.4.1'], noise: [] },
  { id: 't15', source: 'tool', text: '{"motor": "boya-hatti-api 2.9.3", "durum": "CALISIYOR"}', want: ['boya-hatti-api 2.9.3'], noise: ['CALISIYOR'] },
  { id: 't16', text: 'Sürüm 2.9.3 yüklendi, sorun yok', want: ['2.9.3'], noise: ['Sürüm'] },
  { id: 't17', text: "teleskop kontrolü AstroKule 1.0.7'de takılıyor", want: ['AstroKule 1.0.7'], noise: [] },
  { id: 't18', text: 'Gözlemevi müdürü Hye-jin Kwon bu hafta izinli', want: ['Hye-jin Kwon'], noise: ['Gözlemevi'] },
  { id: 't19', text: "balık çiftliği için Aquaflex Norge AS'den teklif aldık", want: ['Aquaflex Norge AS'], noise: [] },
  { id: 't20', text: 'halı restorasyonunu Van Dijk Tapijten BV yapacak', want: ['Van Dijk Tapijten BV'], noise: [] },
  { id: 't21', source: 'tool', text: 'tedarikçi: Sørensen Reb ApS\nvade: 30 gün', want: ['Sørensen Reb ApS'], noise: [] },
  { id: 't22', text: 'sorguda kolonlar AS ile yeniden adlandırıldı', want: [], noise: ['AS'] },
  { id: 't23', text: 'orkestra sandalyelerini Check-in Alanı yanına koyun', want: [], noise: ['Check-in Alanı'] },
  { id: 't24', text: 'boyahane kaydı Ayşe Nur Kılıç ve Ortak Girişim adına değil', want: ['Ayşe Nur Kılıç'], noise: ['ve Ortak'] },
  { id: 't25', text: 'Sunum PowerPoint ile değil, Keynote ile olsun', want: [], noise: ['PowerPoint'] },
];

/** Wanted identifiers no item of the extractor's list equals today, by `id:first form`. */
const MISSED = new Set<string>([
  "e21:Lumen StarDesk 4.2.1",
  "e23:DomeCast 2.11.0",
  "t14:SeraPlus 3.4.1",
  "t17:AstroKule 1.0.7",
]);

/** Noise tokens an unwanted item holds as a word today, by `id:token`. */
const NOISE_KEPT = new Set<string>([
]);

/** Items that are neither a wanted form nor hold a noise token: a number measured, not judged. */
const STRAYS = 10;

describeIdentifierList('names of shapes of their own', { english: ENGLISH, turkish: TURKISH, missed: MISSED, noiseKept: NOISE_KEPT, strays: STRAYS, atLeast: { lines: 50, noise: 20 } });
