import type { JsonValue } from '../model.js';
import type { WeakeningReason } from '../findings.js';
import { canonicalize } from '../fingerprint/canonical.js';
import type { KeywordChange } from '../diff/types.js';
import { WHOLE_SCHEMA } from '../diff/keywords.js';
import { findTarget } from './structural-targets.js';

/**
 * H12's judgement of one keyword change: does the new schema accept more than the old one (or
 * point a default elsewhere)? Only loosening alerts: a constraint that appears (a new maxLength,
 * maximum, pattern, format or required entry), a bound moved inward, an enum or a type list that
 * loses members, number -> integer, are all tightening. When the direction cannot be known (a
 * pattern or a $ref rewritten) it counts as weakening: the old constraint is gone.
 */
export interface Weakening {
  reason: WeakeningReason;
  /** Enum values added, required entries dropped, types added. */
  values?: JsonValue[];
  /** A default that is (or was) a URL, host, IP, path or command: HIGH. */
  target?: { kind: string; text: string };
}

const REPLACED = new Set(['const', 'pattern', 'format', '$ref', 'multipleOf', 'contentMediaType', 'contentEncoding']);
const UPPER = new Set(['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties', 'maxContains']);
const LOWER = new Set(['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties', 'minContains']);
const CLOSERS = new Set(['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems']);
/** Subschemas that only ever restrict: dropping one accepts more. */
const RESTRICTING = new Set(['items', 'prefixItems', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'patternProperties', 'dependentSchemas', 'dependentRequired', 'dependencies']);

function setOf(v: JsonValue | undefined): Set<string> {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return new Set(list.map((x) => canonicalize(x)));
}

function newMembers(before: JsonValue | undefined, after: JsonValue | undefined): JsonValue[] {
  const old = setOf(before);
  const list = Array.isArray(after) ? after : after === undefined ? [] : [after];
  return list.filter((x) => !old.has(canonicalize(x)));
}

function removedOrChanged(k: KeywordChange): Weakening | null {
  if (k.before === undefined) return null;
  return { reason: k.after === undefined ? 'removed' : 'changed' };
}

/** `ignoreRequired`: required entries whose property was removed too (reported as removed parameters). */
export function weakening(k: KeywordChange, ignoreRequired: ReadonlySet<string> = new Set()): Weakening | null {
  const { keyword: kw, before: b, after: a } = k;
  if (kw === 'default') {
    const target = findTarget(a) ?? findTarget(b);
    return target ? { reason: 'default-changed', target } : { reason: 'default-changed' };
  }
  if (kw === 'enum') {
    if (b === undefined) return null;
    if (a === undefined) return { reason: 'removed' };
    if (!Array.isArray(a) || !Array.isArray(b)) return { reason: 'changed' };
    const added = newMembers(b, a);
    return added.length > 0 ? { reason: 'enlarged', values: added } : null;
  }
  if (REPLACED.has(kw)) return removedOrChanged(k);
  if (UPPER.has(kw) || LOWER.has(kw)) {
    if (b === undefined) return null;
    if (a === undefined) return { reason: 'removed' };
    if (typeof a !== 'number' || typeof b !== 'number') return { reason: 'changed' };
    if (UPPER.has(kw) && a > b) return { reason: 'raised' };
    if (LOWER.has(kw) && a < b) return { reason: 'lowered' };
    return null;
  }
  if (kw === 'uniqueItems') return b === true && a !== true ? { reason: a === undefined ? 'removed' : 'changed' } : null;
  if (CLOSERS.has(kw)) {
    // false -> anything, or a schema -> nothing/true: properties (items) it refused are now accepted.
    if (b === false && a !== false) return { reason: 'opened' };
    if (typeof b === 'object' && b !== null && (a === undefined || a === true)) return { reason: 'opened' };
    return null;
  }
  if (kw === 'required') {
    if (b === undefined) return null;
    const gone = newMembers(a, b).filter((x) => !(typeof x === 'string' && ignoreRequired.has(x)));
    return gone.length > 0 ? { reason: 'reduced', values: gone } : null;
  }
  if (kw === 'type') {
    if (b === undefined) return null;
    if (a === undefined) return { reason: 'removed' };
    // Every integer is a number: number -> integer narrows, integer -> number widens.
    const old = setOf(b);
    const added = newMembers(b, a).filter((t) => !(t === 'integer' && old.has(canonicalize('number'))));
    return added.length > 0 ? { reason: 'widened', values: added } : null;
  }
  if (kw === 'anyOf' || kw === 'oneOf') {
    if (!Array.isArray(b)) return null;
    if (a === undefined) return { reason: 'removed' };
    return Array.isArray(a) && a.length > b.length ? { reason: 'enlarged' } : Array.isArray(a) ? null : { reason: 'changed' };
  }
  if (kw === 'allOf') {
    if (!Array.isArray(b)) return null;
    if (a === undefined) return { reason: 'removed' };
    return Array.isArray(a) && a.length >= b.length ? null : { reason: 'reduced' };
  }
  if (RESTRICTING.has(kw)) return b !== undefined && a === undefined ? { reason: 'removed' } : null;
  if (kw === WHOLE_SCHEMA) {
    // A boolean schema turned to `true` (or a `false` dropped) accepts what it refused.
    if (a === true || (b === false && a !== false)) return { reason: 'opened' };
    return null;
  }
  return null;
}
