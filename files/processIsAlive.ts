import { readFileSync } from 'node:fs';

/**
 * Whether a process with this pid is running on this machine. Signal 0 checks
 * without sending anything: ESRCH means gone, EPERM means alive but someone
 * else's. A zombie (ended, never reaped: a container's first process may
 * never reap it) has ended: on Linux its state in `/proc/PID/stat` is `Z`.
 * Used to tell a lock or temp file of a killed run from a live one.
 */
export function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    // On Linux a missing entry is a process that ended since signal 0; elsewhere there is no /proc to ask.
    return !(process.platform === 'linux' && (error as NodeJS.ErrnoException).code === 'ENOENT');
  }
  // The state is the field after the command name, which is in parentheses and may itself hold ") ".
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}
