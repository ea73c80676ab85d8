/**
 * Ending a stdio server for good. A server runs in its own process group (spawned detached), so a
 * signal to -pid reaches it and every child it started in that group; children that moved to their
 * own session are found by walking /proc (Linux) while their parent still lives. A `process.on('exit')`
 * net SIGKILLs every group still alive when the sensor exits, so no server outlives a scan.
 *
 * A process that leaves the group *and* the tree — a classic daemon (fork, setsid, fork), a setsid
 * child whose parent already exited, one started from the SIGTERM handler during the grace — is
 * found by its environment: every server starts with MCP_SENTINEL_SCAN=<random marker>, which every
 * descendant inherits, and after the group is killed /proc/<pid>/environ is swept for it until no
 * process carries it. What escapes: a process that execs with a cleared environment (`env -i`) or
 * of another user. A subreaper or a PID namespace would hold those too, but need a native helper or
 * privileges the sensor does not assume.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** How long a server gets to exit on SIGTERM before the whole group is SIGKILLed. */
export const TERM_GRACE_MS = 300;
/** After SIGKILL a process dies at once; this only bounds the wait if the kernel is slow to reap. */
const KILL_WAIT_MS = 2000;

const liveGroups = new Set<number>();
/** The environment marker of each live group's server. */
const markers = new Map<number, string>();

/** The variable every stdio server (and so every descendant) is started with. */
export const SCAN_MARKER = 'MCP_SENTINEL_SCAN';
/** Sweeps until no process carries the marker, at most this many rounds (a fork bomb must not hold a scan). */
const SWEEP_ROUNDS = 20;

/** A fresh marker value for one server. */
export function newScanMarker(): string {
  return randomBytes(16).toString('hex');
}
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
    const marker = markers.get(pid);
    if (marker !== undefined) for (let i = 0; i < SWEEP_ROUNDS && killMarked(marker) > 0; i++);
  }
}

/** Remember a live group so the exit net can kill it. */
export function trackGroup(pid: number, marker?: string): void {
  if (liveGroups.size === 0) process.on('exit', killAllOnExit);
  liveGroups.add(pid);
  if (marker !== undefined) markers.set(pid, marker);
}

export function untrackGroup(pid: number): void {
  escapedOf.delete(pid);
  markers.delete(pid);
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

/**
 * Every process (but this one) whose environment holds SCAN_MARKER=<marker>, from /proc. Empty off
 * Linux. Only processes whose environ this user may read are seen — its own (all of them as root).
 */
export function markedProcesses(marker: string): number[] {
  if (process.platform !== 'linux') return [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const needle = Buffer.from(`${SCAN_MARKER}=${marker}\0`, 'latin1');
  const out: number[] = [];
  for (const name of entries) {
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    let env: Buffer;
    try {
      env = readFileSync(`/proc/${name}/environ`);
    } catch {
      continue; // exited meanwhile, or not ours
    }
    const at = env.indexOf(needle);
    if (at === 0 || (at > 0 && env[at - 1] === 0)) out.push(pid);
  }
  return out;
}

/** SIGKILLs every process carrying the marker; returns how many there were. */
function killMarked(marker: string): number {
  const pids = markedProcesses(marker);
  signalPids(pids, 'SIGKILL');
  return pids.length;
}

/**
 * After the group is gone: SIGKILL whatever still carries the marker, again until nothing does (a
 * process may fork between the read of /proc and the signal). A killed process has an empty
 * environ, even as a zombie waiting for its reaper, so it is not counted twice.
 */
export async function sweepMarked(marker: string): Promise<void> {
  for (let i = 0; i < SWEEP_ROUNDS; i++) {
    if (killMarked(marker) === 0) return;
    // A timer that holds the event loop: the server has exited, nothing else may be keeping it alive.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
  const marker = markers.get(pid);
  if (marker !== undefined) await sweepMarked(marker);
  untrackGroup(pid);
}
