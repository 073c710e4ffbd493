// Starting and watching the processes a benchmark measures.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from '../../scripts/lib.mjs';

export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Peak resident memory of a live process in MB (Linux's VmHWM), or null where /proc does not tell. */
export function peakMemoryMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return null;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null where /proc does not tell. */
function cpuSecondsOf(pid) {
  try {
    // The command name may hold spaces, so fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Starts counting the CPU time the server spends, and the database's backends serving it (`databasePids`
 * lists them; for PGlite the database runs inside the server). The returned function gives the seconds
 * used since. CPU time per request holds on a busy machine where requests per second do not.
 */
export async function cpuMeter(pid, databasePids = async () => []) {
  const cpuOf = async () => {
    const backends = new Map((await databasePids()).map((backend) => [backend, cpuSecondsOf(backend) ?? 0]));
    return { app: cpuSecondsOf(pid), backends };
  };
  const before = await cpuOf();
  return async () => {
    const after = await cpuOf();
    let database = 0;
    // A backend that started meanwhile counts whole; one that ended meanwhile is lost (the pool keeps them).
    for (const [backend, seconds] of after.backends) database += seconds - (before.backends.get(backend) ?? 0);
    return { app: before.app === null || after.app === null ? null : after.app - before.app, database };
  };
}

/** A node process from the repository root; its stderr shows in the bench's output. */
export function startNode(script, args, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.exitedPromise = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

export async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await child.exitedPromise;
}
