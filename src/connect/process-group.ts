/**
 * Ending a stdio server for good. A server runs in its own process group (spawned detached), so a
 * signal to -pid reaches it and every child it started in that group; children that moved to their
 * own session are found by walking /proc (Linux) while their parent still lives. A `process.on('exit')`
 * net SIGKILLs every group still alive when the sensor exits, so no server outlives a scan.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** How long a server gets to exit on SIGTERM before the whole group is SIGKILLed. */
export const TERM_GRACE_MS = 300;
/** After SIGKILL a process dies at once; this only bounds the wait if the kernel is slow to reap. */
const KILL_WAIT_MS = 2000;

const liveGroups = new Set<number>();
/** Descendants that left a group (setsid), seen by terminateGroup while it waits out the grace. */
const escapedOf = new Map<number, number[]>();

function killAllOnExit(): void {
  for (const pid of liveGroups) {
    // A second Ctrl-C can end the sensor while a group is in its SIGTERM grace: the group signal
    // does not reach children that called setsid(), so they are killed by pid too — looked up
    // before the group dies, while the chain of parents still leads to them.
    const escaped = [...(escapedOf.get(pid) ?? []), ...descendantsOf(pid)];
    signalGroup(pid, 'SIGKILL');
    signalPids(escaped, 'SIGKILL');
  }
}

/** Remember a live group so the exit net can kill it. */
export function trackGroup(pid: number): void {
  if (liveGroups.size === 0) process.on('exit', killAllOnExit);
  liveGroups.add(pid);
}

export function untrackGroup(pid: number): void {
  escapedOf.delete(pid);
  if (!liveGroups.delete(pid)) return;
  if (liveGroups.size === 0) process.removeListener('exit', killAllOnExit);
}

/** Group ids of servers still running (for the CLI's own signal handlers and for tests). */
export function liveServerGroups(): number[] {
  return [...liveGroups];
}

/** SIGKILL every server group still alive. Synchronous: safe to call from a signal or exit handler. */
export function killAllServers(): void {
  killAllOnExit();
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    if (process.platform === 'win32') process.kill(pid, signal);
    else process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function signalPids(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Every live descendant of `root` (children, grandchildren …), from /proc. Empty off Linux.
 * Catches children that called setsid() and so escaped the group signal, as long as the chain
 * of parents to `root` is still alive.
 */
export function descendantsOf(root: number): number[] {
  if (process.platform !== 'linux') return [];
  return descendantsFromChildrenFiles(root) ?? descendantsFromProcScan(root);
}

/** Fast path: /proc/<pid>/task/<tid>/children (a few reads); null when the kernel does not offer it. */
function descendantsFromChildrenFiles(root: number): number[] | null {
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // exited meanwhile
    }
    for (const tid of tasks) {
      let text: string;
      try {
        text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(`/proc/${pid}/task/${tid}`)) return null;
        continue;
      }
      for (const word of text.split(' ')) {
        const kid = Number(word);
        if (word && Number.isInteger(kid)) {
          out.push(kid);
          queue.push(kid);
        }
      }
    }
  }
  return out;
}

/** Slow path: read every /proc/<pid>/stat for its parent pid. */
function descendantsFromProcScan(root: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const name of entries) {
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue; // not a pid directory
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid …" — comm may hold spaces and parentheses, so parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const list = children.get(ppid);
    if (list) list.push(Number(name));
    else children.set(ppid, [Number(name)]);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const kid of children.get(queue.shift()!) ?? []) {
      out.push(kid);
      queue.push(kid);
    }
  }
  return out;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * SIGTERM to the group (and any escaped descendant), a short grace, then SIGKILL to all of them —
 * even when the direct child already left, since its children may not have. Resolves once the
 * direct child has exited.
 */
export async function terminateGroup(child: ChildProcess, exited: Promise<unknown>, graceMs = TERM_GRACE_MS): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const running = child.exitCode === null && child.signalCode === null;
  const escaped = running ? descendantsOf(pid) : [];
  if (escaped.length > 0 && liveGroups.has(pid)) escapedOf.set(pid, escaped);
  if (running) {
    signalGroup(pid, 'SIGTERM');
    signalPids(escaped, 'SIGTERM');
    await Promise.race([exited, delay(graceMs)]);
  }
  signalGroup(pid, 'SIGKILL');
  signalPids(escaped, 'SIGKILL');
  await Promise.race([exited, delay(KILL_WAIT_MS)]);
  untrackGroup(pid);
}
