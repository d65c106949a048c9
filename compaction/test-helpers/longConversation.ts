import { resolveProfile, type Profile } from '../../core/profile.js';
import type { Request, Turn } from '../../core/request.js';

/** A small window, so a few dozen turns overflow the history share (⌊1 800 × 0.3⌋ = 540 tokens). */
export const smallProfile: Profile = resolveProfile({
  name: 'compaction-test',
  window: 2_000,
  encoding: 'o200k_base',
  output: { answer: 200 },
  shares: { evidence: 0.4, history: 0.3 },
  protectedTurns: 2,
  maxHistoryTurns: 40,
});

export const FIRST_TURN =
  'Merhaba. Türkçe yaz, kısa tut. Tablo kullanma. Şu müşteri için bakıyoruz: Anadolu Lojistik (müşteri no 88123).';

/**
 * A support conversation: constraints in the first turn, an incident and a
 * file in the third, then `rounds` question/answer pairs and a tool exchange.
 */
export function longConversation(rounds: number): Request {
  const history: Turn[] = [
    { role: 'user', content: FIRST_TURN },
    { role: 'assistant', content: 'Anlaşıldı: Anadolu Lojistik (88123) için kısa ve Türkçe yanıt vereceğim.' },
    { role: 'user', content: 'INC-7781 açıldı; Ayşe Yılmaz odeme-gateway.log dosyasını ekledi.' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'call-1', name: 'olay_ara', arguments: '{"sorgu":"INC-7781"}' }] },
    { role: 'tool', toolCallId: 'call-1', content: 'INC-7781 | ödeme ağ geçidi | P1 | açık' },
    { role: 'assistant', content: 'INC-7781 ödeme ağ geçidinde, P1 ve hâlâ açık.' },
  ];
  for (let i = 1; i <= rounds; i++) {
    history.push({ role: 'user', content: `${i}. kontrol: ${i}. düğümde bağlantı havuzu doluluk oranı nedir, son bir saatte kaç zaman aşımı var?` });
    history.push({ role: 'assistant', content: `${i}. düğüm: havuz doluluğu %${40 + i}, son bir saatte ${i * 3} zaman aşımı. Eşik aşılmadı.` });
  }
  return { id: 'long', rules: [{ id: 'lang', text: 'Kullanıcının dilinde yanıt ver.' }], history, question: 'Şimdi ne yapalım?' };
}
