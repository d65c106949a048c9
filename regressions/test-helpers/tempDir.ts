import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A scratch folder holding `files` (path → text), removed when the test that
 * made it finishes, passed or failed, however many folders that test makes
 * (a shared `cleanup` variable kept only the last one). Call it inside a test.
 * `prefix` names the folder so a leftover can be traced to its tests.
 */
export async function tempDir(files: Record<string, string> = {}, prefix = 'baglam-regress-'): Promise<{ dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text, 'utf8');
  }
  return { dir };
}

/** A small request as YAML, for suites that load it from a file. */
export const DISK_REQUEST = `id: disk
rules:
  - id: r-lang
    text: Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.
  - id: r-fax
    text: Müşteriye faks ile bildirim gönder.
examples:
  - id: ex-1
    text: "S: Disk doldu mu? C: Evet, /var/log yüzde 95 dolu [runbook/disk.md]."
  - id: ex-2
    text: "S: Disk dolu mu? C: Evet, /var/log yüzde 95 dolmuş [runbook/disk.md]."
history:
  - role: user
    content: Türkçe yaz, kısa tut. INC-4821 için çalışıyoruz.
  - role: assistant
    content: Tamam, INC-4821 için kısa yanıt vereceğim.
  - role: user
    content: db-03 üzerinde disk alarmı var.
chunks:
  - id: kb-disk
    score: 0.9
    source: runbook/disk.md
    text: Disk yüzde 95 dolunca önce /var/log altındaki eski logları sıkıştır.
  - id: kb-net
    score: 0.5
    source: runbook/network.md
    text: Ağ gecikmesinde önce switch portlarını kontrol et.
  - id: kb-noise
    score: 0.1
    source: blog/spring.md
    text: Bahar kampanyası başladı.
format: En fazla üç cümle yaz.
question: Disk neden doldu ve ne yapmalıyım?
`;

export const SMALL_PROFILE = `window: 4096
encoding: o200k_base
output:
  answer: 512
chunkThreshold: 0.3
`;
