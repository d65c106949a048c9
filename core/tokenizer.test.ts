import { describe, expect, it, test } from 'vitest';
import { thrown } from '../properties/test-helpers/thrown.js';
import { createTokenizer, referenceCount, type Encoding } from './tokenizer.js';

const SAMPLES = [
  '',
  ' ',
  'Merhaba dünya! İstanbul’da ışıklar yandı; ÇĞİÖŞÜ çğıöşü.',
  'Kullanıcının ilk turlarda verdiği kısıtlar: Türkçe yaz, kısa tut, şu müşteri için.',
  'Afyonkarahisarlılaştıramadıklarımızdanmışsınızcasına',
  'The quick brown fox jumps over the lazy dog. It\'s 12,345.67 — isn\'t it?',
  '{"name":"olay_ara","parameters":{"type":"object","properties":{"sorgu":{"type":"string"}}}}',
  'function f(x) {\n  return x <= 0 ? [] : [x, ...f(x - 1)];\n}\n',
  '🙂🙂🙂 👩‍💻 ok 🇹🇷',
  '<|endoftext|> and <|endofprompt|> are plain text here',
  '\n\n\n   \t\t  \r\n x',
  'a\ud800b', // a lone surrogate: encoded as U+FFFD, like TextEncoder
  'INC-2041 /var/log/syslog %95 ₺1.250,00',
];

describe.each(['o200k_base', 'cl100k_base'] as Encoding[])('%s', (encoding) => {
  const fast = createTokenizer(encoding);
  const reference = createTokenizer(encoding, { backend: 'js-tiktoken' });

  test.each(SAMPLES.map((s) => [s]))('the fast backend counts %j like js-tiktoken', (text) => {
    expect(fast.count(text)).toBe(referenceCount(encoding, text));
    expect(reference.count(text)).toBe(referenceCount(encoding, text));
  });

  test('long pieces (the heap path) count like js-tiktoken', () => {
    // 3 000 characters with no whitespace: one pre-token, well above the heap threshold.
    let letters = '';
    for (let i = 0; i < 3000; i++) letters += String.fromCharCode(97 + ((i * 7919) % 26));
    const punctuation = '=-'.repeat(700) + '!?'.repeat(300);
    const turkish = 'şığüöçİ'.repeat(300);
    for (const text of [letters, punctuation, turkish]) {
      expect(fast.count(text)).toBe(referenceCount(encoding, text));
    }
  });

  test('countWithin is exact up to the limit and proves "more" beyond it', () => {
    const text = 'Disk doluluğu %95 eşiğini aştı. '.repeat(50);
    const exact = referenceCount(encoding, text);
    expect(createTokenizer(encoding, { cacheChars: 0 }).countWithin(text, exact)).toBe(exact);
    expect(createTokenizer(encoding, { cacheChars: 0 }).countWithin(text, exact - 1)).toBeGreaterThan(exact - 1);
    expect(createTokenizer(encoding, { cacheChars: 0 }).countWithin(text, 10)).toBeGreaterThan(10);
  });

  test('a bounded check does not poison the cache with a non-count', () => {
    const tokenizer = createTokenizer(encoding, { cacheChars: 1 << 20 });
    const text = `bounded ${encoding} `.repeat(40);
    tokenizer.countWithin(text, 3);
    expect(tokenizer.count(text)).toBe(referenceCount(encoding, text));
  });
});

test('tokenizers are shared per encoding and options, so their cache is too', () => {
  expect(createTokenizer('o200k_base')).toBe(createTokenizer('o200k_base'));
  expect(createTokenizer('o200k_base').name).toBe('o200k_base/fast');
  expect(createTokenizer('cl100k_base', { backend: 'js-tiktoken' }).name).toBe('cl100k_base/js-tiktoken');
});

test('a tiny cache still counts correctly (eviction costs speed only)', () => {
  const tokenizer = createTokenizer('o200k_base', { cacheChars: 16 });
  const texts = ['birinci metin burada', 'ikinci metin', 'üçüncü metin daha uzun bir metin'];
  for (let round = 0; round < 3; round++) {
    for (const text of texts) expect(tokenizer.count(text)).toBe(referenceCount('o200k_base', text));
  }
});

test('the two encodings differ on Turkish, which is why the profile names one', () => {
  const text = 'Sonuçlandıramadıklarımızdan mısınız? Görüşmeyi ertelediğimizi bildiriyoruz.';
  expect(createTokenizer('o200k_base').count(text)).not.toBe(createTokenizer('cl100k_base').count(text));
});

test('unknown encodings and backends are refused, naming the field', () => {
  expect(() => createTokenizer('p50k_base' as Encoding)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', path: ['encoding'] }));
  expect(() => createTokenizer('o200k_base', { backend: 'wasm' as 'fast' })).toThrow(expect.objectContaining({ path: ['backend'] }));
  expect(() => createTokenizer('o200k_base', { cacheChars: -1 })).toThrow(expect.objectContaining({ path: ['cacheChars'] }));
});

describe('a text or limit of another type is refused at the door, naming the argument', () => {
  // Before the check `count(5)` answered 0 and `count(new String(…))` counted whatever the object's methods answered:
  // an undercount that a budget decision would have trusted.
  const refusal = (run: () => unknown): { code: unknown; path: unknown; message: unknown } => {
    const error = thrown(run) as { code: unknown; path: unknown; message: unknown };
    return { code: error.code, path: error.path, message: error.message };
  };
  for (const backend of ['fast', 'js-tiktoken'] as const) {
    const tokenizer = createTokenizer('o200k_base', { backend });
    it(`${backend}: count and countWithin take only a string`, () => {
      expect(refusal(() => tokenizer.count(5 as unknown as string))).toEqual({ code: 'INVALID_INPUT', path: ['text'], message: 'text: must be a string, got a number' });
      expect(refusal(() => tokenizer.count(new String('hello world') as unknown as string))).toEqual({ code: 'INVALID_INPUT', path: ['text'], message: 'text: must be a string, got an object' });
      expect(refusal(() => tokenizer.count(null as unknown as string))).toEqual({ code: 'INVALID_INPUT', path: ['text'], message: 'text: must be a string, got null' });
      expect(refusal(() => tokenizer.countWithin(undefined as unknown as string, 10))).toEqual({ code: 'INVALID_INPUT', path: ['text'], message: 'text: must be a string, got nothing' });
    });
    it(`${backend}: countWithin takes any number but NaN as its limit`, () => {
      expect(refusal(() => tokenizer.countWithin('hello world', Number.NaN))).toEqual({ code: 'INVALID_INPUT', path: ['limit'], message: 'limit: must be a number, got NaN' });
      expect(refusal(() => tokenizer.countWithin('hello world foo', '3' as unknown as number))).toEqual({ code: 'INVALID_INPUT', path: ['limit'], message: 'limit: must be a number, got a string' });
      // 'hello world' is 2 tokens in o200k_base: within Infinity it is counted; over -1 and 0 any answer > limit is right.
      expect(tokenizer.countWithin('hello world', Number.POSITIVE_INFINITY)).toBe(2);
      expect(tokenizer.countWithin('hello world', -1)).toBeGreaterThan(-1);
      expect(tokenizer.countWithin('hello world', 0)).toBeGreaterThan(0);
    });
  }
  it('a tokenizer is frozen: it is shared and trusted, so no caller can replace its methods for the others', () => {
    const shared = createTokenizer('cl100k_base');
    expect(createTokenizer('cl100k_base')).toBe(shared);
    expect(() => {
      (shared as { count: (text: string) => number }).count = () => 0;
    }).toThrow(TypeError);
    expect(shared.count('hello world')).toBe(2);
  });
  it('referenceCount checks its encoding and its text', () => {
    expect(refusal(() => referenceCount('o200k_base', 5 as unknown as string))).toEqual({ code: 'INVALID_INPUT', path: ['text'], message: 'text: must be a string, got a number' });
    expect(refusal(() => referenceCount('p50k_base' as Encoding, 'x'))).toEqual({
      code: 'INVALID_INPUT',
      path: ['encoding'],
      message: 'encoding: unknown encoding "p50k_base"; expected one of o200k_base, cl100k_base',
    });
    expect(referenceCount('cl100k_base', 'hello world')).toBe(2);
  });
});

test('a 50 000-letter run with no whitespace counts exactly', () => {
  // js-tiktoken's merge is quadratic on one long pre-token; the reference
  // would take about a minute here, so compare on the 5 000-letter prefix
  // (still one pre-token) and check the whole against a split-invariant bound.
  let run = '';
  for (let i = 0; i < 50_000; i++) run += String.fromCharCode(97 + ((i * 7919) % 26));
  const tokenizer = createTokenizer('o200k_base');
  expect(tokenizer.count(run.slice(0, 5000))).toBe(referenceCount('o200k_base', run.slice(0, 5000)));
  const whole = tokenizer.count(run);
  // Every token is at most one merge of existing bytes: at least 1 and at most 1 per byte.
  expect(whole).toBeGreaterThan(50_000 / 16);
  expect(whole).toBeLessThanOrEqual(50_000);
});
