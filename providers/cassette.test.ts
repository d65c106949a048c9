import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cassetteKey, cassettePath, recordingProvider, replayProvider } from './cassette.js';
import { openaiProvider } from './openai.js';
import type { Provider } from './provider.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-cassettes-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const payload = { messages: [{ role: 'user' as const, content: 'Merhaba' }] };
const params = { model: 'm', maxTokens: 32, temperature: 0 };
const fixed: Provider = { kind: 'command', complete: async () => ({ text: 'Selam', finishReason: 'stop', usage: null }) };

describe('cassette keys', () => {
  it('do not depend on key order or undefined members, and do depend on every value', () => {
    const a = cassetteKey(payload, params);
    expect(cassetteKey(payload, { temperature: 0, maxTokens: 32, model: 'm', seed: undefined })).toBe(a);
    expect(cassetteKey(payload, { ...params, temperature: 0.1 })).not.toBe(a);
    expect(cassetteKey(payload, { ...params, sample: 1 })).not.toBe(a);
    expect(cassetteKey({ messages: [{ role: 'user', content: 'Merhaba!' }] }, params)).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('replay', () => {
  it('fails on a missing cassette instead of passing', async () => {
    await expect(replayProvider(dir).complete(payload, params)).rejects.toMatchObject({ code: 'MISSING_CASSETTE' });
  });

  it('replays what was recorded', async () => {
    await recordingProvider(fixed, dir).complete(payload, params);
    expect(await replayProvider(dir).complete(payload, params)).toEqual({ text: 'Selam', finishReason: 'stop', usage: null });
    await expect(replayProvider(dir).complete(payload, { ...params, maxTokens: 33 })).rejects.toMatchObject({ code: 'MISSING_CASSETTE' });
  });

  it('refuses a cassette whose stored key does not match its name', async () => {
    await recordingProvider(fixed, dir).complete(payload, params);
    const file = cassettePath(dir, cassetteKey(payload, params));
    const cassette = JSON.parse(await readFile(file, 'utf8')) as { key: string };
    cassette.key = '0'.repeat(64);
    await writeFile(file, JSON.stringify(cassette));
    await expect(replayProvider(dir).complete(payload, params)).rejects.toMatchObject({ code: 'BAD_CASSETTE' });
  });
});

describe('recording from the HTTP provider', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  });

  it('never writes the API key or the base URL into a cassette', async () => {
    const secret = 'sk-very-secret-4242';
    let seenAuth = '';
    server = createServer((req, res) => {
      seenAuth = req.headers.authorization ?? '';
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: 'ok' }, finish_reason: 'stop' }] }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const live = openaiProvider({ baseUrl, apiKey: secret });
    await recordingProvider(live, dir).complete(payload, params);
    expect(seenAuth).toBe(`Bearer ${secret}`);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const text = await readFile(join(dir, files[0]!), 'utf8');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('127.0.0.1');
    expect(JSON.parse(text)).toMatchObject({ version: 1, recordedWith: 'openai', response: { text: 'ok' } });
  });
});
