import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Project root (this file compiles to dist/bench/lib/proc.js). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CLI = `${ROOT}bin/mcp-schema-sentinel.js`;

export interface Exit {
  /** Wall time from spawn to exit, in ms. */
  ms: number;
  code: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident set size in MB (when measured). */
  peakMb?: number;
}

const TIME_V = '/usr/bin/time';

/**
 * Runs a process to its end and times it from spawn to exit (the whole-process cost an operator pays,
 * node start-up included). With `peak`, it runs under `/usr/bin/time -v` and reads
 * "Maximum resident set size", or polls /proc/<pid>/status VmHWM when time(1) is missing.
 */
export function runTimed(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; peak?: boolean; input?: string } = {}): Promise<Exit> {
  const useTime = opts.peak === true && existsSync(TIME_V);
  const [c, a] = useTime ? [TIME_V, ['-v', cmd, ...args]] : [cmd, args];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(c, a, { cwd: opts.cwd ?? ROOT, env: opts.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let hwmKb = 0;
    const poll = opts.peak && !useTime ? setInterval(() => (hwmKb = Math.max(hwmKb, vmHwmKb(child.pid))), 5) : undefined;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.stdin.end(opts.input ?? '');
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (poll) clearInterval(poll);
      const out: Exit = { ms, code, stdout, stderr };
      if (useTime) {
        const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (m) out.peakMb = Number(m[1]) / 1024;
        out.stderr = stderr.replace(/\n?\tCommand being timed:[\s\S]*$/, '');
      } else if (opts.peak) {
        out.peakMb = hwmKb / 1024;
      }
      resolve(out);
    });
  });
}

function vmHwmKb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Throws with the child's stderr when it did not exit with one of `ok`. */
export function expectExit(e: Exit, ok: number[], what: string): Exit {
  if (e.code === null || !ok.includes(e.code)) throw new Error(`${what} exited with ${e.code}:\n${e.stderr.slice(0, 2000)}`);
  return e;
}

/** Resident set size of a live process now, in KB (Linux /proc). */
export function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

/** CPU time (user + system, every thread) a process has used so far, in ms (Linux /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
