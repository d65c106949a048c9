import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processIsAlive } from '../files/processIsAlive.js';
import { commandEnvironment, commandProvider } from './command.js';

const node = process.execPath;
const payload = { messages: [{ role: 'user' as const, content: 'Merhaba' }] };
const params = { model: null, maxTokens: 16 };

describe('commandProvider', () => {
  it('sends the payload on stdin and reads a JSON reply', async () => {
    const script = `let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const {payload,params}=JSON.parse(s);` +
      `process.stdout.write(JSON.stringify({text:payload.messages[0].content+'/'+params.maxTokens,finishReason:'length'}))})`;
    const reply = await commandProvider({ command: [node, '-e', script], cwd: '.' }).complete(payload, params);
    expect(reply).toEqual({ text: 'Merhaba/16', finishReason: 'length', usage: null });
  });

  it('reads usage in baglam\'s spelling or OpenAI\'s, and refuses a usage it cannot read rather than drop it', async () => {
    const reply = (json: string) => commandProvider({ command: [node, '-e', `process.stdout.write(${JSON.stringify(json)})`], cwd: '.' }).complete(payload, params);
    expect((await reply('{"text":"a","usage":{"prompt_tokens":12,"completion_tokens":3},"finish_reason":"length"}'))).toEqual({
      text: 'a', finishReason: 'length', usage: { promptTokens: 12, completionTokens: 3 },
    });
    expect((await reply('{"text":"a","usage":{"promptTokens":12,"completionTokens":3}}')).usage).toEqual({ promptTokens: 12, completionTokens: 3 });
    expect((await reply('{"text":"a","usage":null}')).usage).toBeNull();
    await expect(reply('{"text":"a","usage":{"input_tokens":12,"output_tokens":3}}')).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: expect.stringContaining('usage') });
    await expect(reply('{"text":"a","usage":{"prompt_tokens":1.5,"completion_tokens":3}}')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reads plain text with output: text', async () => {
    const reply = await commandProvider({ command: [node, '-e', "process.stdout.write('düz metin')"], cwd: '.', output: 'text' })
      .complete(payload, params);
    expect(reply.text).toBe('düz metin');
  });

  it('fails on a non-zero exit, with the end of stderr', async () => {
    const call = commandProvider({ command: [node, '-e', "console.error('model yok');process.exit(3)"], cwd: '.' }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'COMMAND_FAILED', message: expect.stringContaining('model yok') });
  });

  it('kills a command that does not answer in time', async () => {
    const call = commandProvider({ command: [node, '-e', 'setTimeout(()=>{},60000)'], cwd: '.', timeoutMs: 200 }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('fails on output that is not a reply', async () => {
    const call = commandProvider({ command: [node, '-e', "process.stdout.write('{\"answer\":1}')"], cwd: '.' }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('fails when the program does not exist', async () => {
    const call = commandProvider({ command: ['baglam-no-such-program-xyz'], cwd: '.' }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'COMMAND_FAILED' });
  });

  it('runs at most `concurrency` commands at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baglam-command-'));
    try {
      // Each run marks its start and end; with one slot they can never interleave.
      const script = "const fs=require('fs');fs.appendFileSync('log','s');process.stdin.resume();" +
        "process.stdin.on('end',()=>setTimeout(()=>{fs.appendFileSync('log','e');process.stdout.write(JSON.stringify({text:'ok'}))},30))";
      const provider = commandProvider({ command: [node, '-e', script], cwd: dir, concurrency: 1 });
      await Promise.all([1, 2, 3].map(() => provider.complete(payload, params)));
      expect(await readFile(join(dir, 'log'), 'utf8')).toBe('sesese');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('commandProvider bounds', () => {
  it('its timeout kills the whole process group: a child holding stdout open does not hold the call', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baglam-command-'));
    try {
      const script = "const {spawn}=require('child_process');spawn(process.execPath,['-e',\"require('fs').writeFileSync('pid',String(process.pid));setTimeout(()=>{},60000)\"],{stdio:['ignore','inherit','inherit']});setTimeout(()=>{},60000)";
      const started = Date.now();
      const call = commandProvider({ command: [node, '-e', script], cwd: dir, timeoutMs: 3000 }).complete(payload, params);
      await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(Date.now() - started).toBeLessThan(15_000);
      const pid = Number(await readFile(join(dir, 'pid'), 'utf8'));
      // A killed process takes a moment to be gone on a loaded machine: up to 5 s (a guard, not a speed check).
      for (let i = 0; i < 50 && processIsAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(processIsAlive(pid)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs with the base environment and the names it is given, never the rest', async () => {
    const script = "process.stdout.write(JSON.stringify({text:JSON.stringify(process.env)}))";
    const source = { PATH: process.env.PATH, HOME: '/home/x', OPENAI_API_KEY: 'sk-secret', MODEL_DIR: '/m' };
    const reply = await commandProvider({ command: [node, '-e', script], cwd: '.', env: commandEnvironment(source, ['MODEL_DIR']) }).complete(payload, params);
    const seen = JSON.parse(reply.text) as Record<string, string>;
    expect(seen.OPENAI_API_KEY).toBeUndefined();
    expect(seen).toMatchObject({ HOME: '/home/x', MODEL_DIR: '/m' });
  });

  it('kills a command that prints past maxOutputBytes', async () => {
    const script = "const b=Buffer.alloc(65536,97);const f=()=>{while(process.stdout.write(b));process.stdout.once('drain',f)};f()";
    const call = commandProvider({ command: [node, '-e', script], cwd: '.', maxOutputBytes: 1 << 20 }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('more than 1 MiB') });
  });

  it('an aborted call kills its command', async () => {
    const controller = new AbortController();
    const call = commandProvider({ command: [node, '-e', 'setTimeout(()=>{},60000)'], cwd: '.' }).complete(payload, params, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
