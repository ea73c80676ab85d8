/**
 * Excessive agency in shadow mode (pure): how long the agent went calling tools with no human in
 * the loop, and how much of what it was offered it used. Wire-only signals: a checkpoint is what the
 * wire shows (an idle gap, an elicitation answered, a sampling request), not what a person did.
 */
import type { AgencyLimits } from './entries.js';

export interface AgencyCall {
  at: number;
  tool: string;
}

export interface AgencyWindow {
  start: number;
  /** The longest run of calls with no checkpoint between two of them. */
  chain: number;
  /** Distinct tools called ÷ tools listed (0 when nothing was listed). */
  breadth: number;
  toolsCalled: number;
  toolsListed: number;
  /** 0–100: half from the chain, half from the breadth, each against its threshold (capped at 1). */
  score: number;
}

/** One agency score for a chain and a breadth against their limits. */
export function agencyScore(chain: number, breadth: number, limits: Pick<AgencyLimits, 'max_chain' | 'max_breadth'>): number {
  const c = Math.min(1, chain / limits.max_chain);
  const b = Math.min(1, breadth / limits.max_breadth);
  return Math.round(50 * c + 50 * b);
}

/**
 * Calls (in time order) cut into windows of at most the session TTL; in each, the chain runs on
 * while calls follow each other within the checkpoint gap and no checkpoint falls between them.
 */
export function agencyWindows(calls: readonly AgencyCall[], checkpoints: readonly number[], toolsListed: number, limits: AgencyLimits): AgencyWindow[] {
  const sorted = [...calls].sort((a, b) => a.at - b.at);
  const marks = [...checkpoints].sort((a, b) => a - b);
  const windows: AgencyWindow[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i].at;
    const tools = new Set<string>();
    let chain = 0;
    let run = 0;
    let prev: number | null = null;
    for (; i < sorted.length && sorted[i].at - start < limits.session_ttl_ms; i++) {
      const at = sorted[i].at;
      const broken = prev === null || at - prev >= limits.checkpoint_gap_ms || marks.some((m) => m > prev! && m <= at);
      run = broken ? 1 : run + 1;
      chain = Math.max(chain, run);
      tools.add(sorted[i].tool);
      prev = at;
    }
    const breadth = toolsListed > 0 ? Math.min(1, tools.size / toolsListed) : 0;
    windows.push({ start, chain, breadth, toolsCalled: tools.size, toolsListed, score: agencyScore(chain, breadth, limits) });
  }
  return windows;
}
