import type { JsonValue } from '../model.js';
import type { AnnotationChange } from './types.js';
import { byCodeUnits } from './paths.js';
import { isObject } from './schema-walk.js';
import { sameJson } from './keywords.js';

/** What a client must assume when a hint is absent (MCP specification, ToolAnnotations). */
export const ANNOTATION_DEFAULTS: Readonly<Record<string, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/** The value of each hint that asks the agent for more trust. */
export const TRUSTING: Readonly<Record<string, boolean>> = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/**
 * Annotations that are text for people, not hints to the agent: compared word by word with the
 * other texts (toolTexts reads `annotations.title`), never as a trust change.
 */
const TEXT_ANNOTATIONS = new Set(['title']);

function effective(annotations: JsonValue | undefined, key: string): JsonValue | undefined {
  const own = isObject(annotations) ? annotations[key] : undefined;
  if (own !== undefined) return own;
  return Object.hasOwn(ANNOTATION_DEFAULTS, key) ? ANNOTATION_DEFAULTS[key] : undefined;
}

/**
 * Every annotation whose effective value differs, sorted by key, `title` left to the texts. Absent
 * hints take the protocol defaults, so dropping `destructiveHint: true` is no change while dropping
 * `readOnlyHint: true` is.
 */
export function annotationChanges(before: JsonValue | undefined, after: JsonValue | undefined): AnnotationChange[] {
  const keys = new Set<string>(Object.keys(ANNOTATION_DEFAULTS));
  if (isObject(before)) for (const k of Object.keys(before)) keys.add(k);
  if (isObject(after)) for (const k of Object.keys(after)) keys.add(k);
  const out: AnnotationChange[] = [];
  for (const key of [...keys].sort(byCodeUnits)) {
    if (TEXT_ANNOTATIONS.has(key)) continue;
    const b = effective(before, key);
    const a = effective(after, key);
    if (sameJson(b, a)) continue;
    const trusting = Object.hasOwn(TRUSTING, key) ? TRUSTING[key] : undefined;
    out.push({ key, before: b, after: a, towardTrust: trusting !== undefined && a === trusting && b !== trusting });
  }
  return out;
}
