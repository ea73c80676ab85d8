import type { JsonObject, JsonValue } from '../model.js';

/**
 * Sets a key that came from a server as an own property. `obj[key] = v` with the key "__proto__"
 * replaces the object's prototype instead, and the member vanishes from every hash and diff
 * (JSON.parse, other clients and the model all see it).
 */
export function setOwn(obj: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
