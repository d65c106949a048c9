/**
 * Whether a process with this pid is running on this machine. Signal 0 checks
 * without sending anything: ESRCH means gone, EPERM means alive but someone
 * else's. Used to tell a lock or temp file of a killed run from a live one.
 */
export function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
