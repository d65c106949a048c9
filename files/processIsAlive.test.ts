import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processIsAlive } from './processIsAlive.js';

describe('processIsAlive', () => {
  it('is true for this process and a running child, false for one that has ended and for no pid at all', async () => {
    expect(processIsAlive(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      expect(processIsAlive(child.pid!)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    const ended = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
    expect(processIsAlive(ended)).toBe(false);
    for (const pid of [0, -1, Number.NaN, 1.5]) expect(processIsAlive(pid)).toBe(false);
  });

  // A lock or temp file of a killed run whose parent never reaps it (a container's first process) must not hold forever.
  it('is false for a zombie: a process that has ended but was never reaped', async () => {
    // sh starts `sleep 1` in the background, prints its pid, then becomes `sleep 30`, which never reaps it.
    // The child must outlive sh: sh reaps a background job that has already ended when it reaches `exec`
    // (with `sleep 0` the child was sometimes gone, not a zombie, and the test checked nothing).
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [chunk] = (await once(parent.stdout!, 'data')) as [Buffer];
      const zombie = Number(chunk.toString().trim());
      // Give `sleep 1` time to end (up to 10 s on a loaded machine); until then it is alive.
      for (let i = 0; i < 500 && processIsAlive(zombie); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(processIsAlive(zombie)).toBe(false);
      // Signal 0 alone still finds it: what the check used to trust.
      expect(() => process.kill(zombie, 0)).not.toThrow();
    } finally {
      parent.kill('SIGKILL');
      await once(parent, 'exit');
    }
  });
});
