/**
 * `--profiles`: one server scanned under several client identities. The list the scan is judged by
 * (the target's own profile) is compared with each other profile's, item by item over every kind of
 * item the fingerprint holds; each profile that was shown other items gives one H16 finding naming
 * what is present, absent or different there. Pure: the views are fetched and stored elsewhere.
 */
import type { JsonObject, Severity, Snapshot } from '../model.js';
import type { FindingOf, ItemName, ProfileSplitDetail } from '../findings.js';
import { itemsOf } from '../fingerprint/items.js';
import { canonicalize } from '../fingerprint/canonical.js';
import { shortId } from '../fingerprint/hash.js';

/** How a profile presented itself, and what it was shown (null when its scan failed). */
export interface ProfileView {
  profile: string;
  clientName: string;
  capabilities: JsonObject;
  snapshot: Snapshot | null;
  /**
   * Only for a profile whose capabilities differ from the judged one's: what the judged client name
   * was shown when it declared this profile's capabilities (null: that control scan failed).
   */
  control?: Snapshot | null;
}

/** LOW when capabilities alone explain the split (an honest server may gate a tool on them), else the heuristic's own. */
function causeOf(v: ProfileView, primary: Snapshot, capabilitiesDiffer: boolean): ProfileSplitDetail['cause'] {
  if (!capabilitiesDiffer) return 'client_name';
  if (!v.control) return 'unknown';
  if (v.control.manifestHash === v.snapshot?.manifestHash) return 'capabilities';
  if (v.control.manifestHash === primary.manifestHash) return 'client_name';
  return 'both';
}

/** Items named in a finding, at most this many per list (the counts say how many in all). */
export const MAX_NAMED = 20;

function sortNames(list: ItemName[]): ItemName[] {
  return list.sort((a, b) => (a.kind === b.kind ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.kind < b.kind ? -1 : 1));
}

/** One H16 finding per view whose items differ from the primary's; a failed view compares nothing. */
export function profileSplitFindings(serverId: string, primary: ProfileView & { snapshot: Snapshot }, views: ProfileView[], severity: Severity): FindingOf<'H16'>[] {
  const base = new Map(itemsOf(primary.snapshot).map((i) => [`${i.kind}\u0000${i.key}`, i]));
  const out: FindingOf<'H16'>[] = [];
  for (const v of views) {
    if (v.snapshot === null || v.snapshot.manifestHash === primary.snapshot.manifestHash) continue;
    const here = new Map(itemsOf(v.snapshot).map((i) => [`${i.kind}\u0000${i.key}`, i]));
    const onlyHere: ItemName[] = [];
    const missing: ItemName[] = [];
    const different: ItemName[] = [];
    for (const [k, i] of here) {
      const b = base.get(k);
      if (!b) onlyHere.push({ kind: i.kind, name: i.key });
      else if (b.hash !== i.hash) different.push({ kind: i.kind, name: i.key });
    }
    for (const [k, b] of base) if (!here.has(k)) missing.push({ kind: b.kind, name: b.key });
    // Same items, same hashes, and still another manifest hash: only the hash algorithm could do
    // that, and both views use the scan's; nothing to name.
    if (onlyHere.length + missing.length + different.length === 0) continue;
    const split_id = shortId('ps', [serverId, primary.profile, primary.snapshot.manifestHash, v.profile, v.snapshot.manifestHash]);
    for (const list of [onlyHere, missing, different]) sortNames(list);
    const first = onlyHere[0] ?? different[0] ?? missing[0]!;
    const capabilitiesDiffer = canonicalize(v.capabilities) !== canonicalize(primary.capabilities);
    const cause = causeOf(v, primary.snapshot, capabilitiesDiffer);
    out.push({
      heuristic: 'H16',
      severity: cause === 'capabilities' ? 'LOW' : severity,
      type: 'profile_split',
      tool: null,
      field: null,
      fragment: `under ${v.profile}: ${first.kind} ${first.name} ${onlyHere.includes(first) ? 'listed only here' : different.includes(first) ? 'different here' : 'missing here'}`,
      detail: {
        profile: v.profile,
        client_name: v.clientName,
        compared_with: primary.profile,
        only_here: onlyHere.slice(0, MAX_NAMED),
        missing_here: missing.slice(0, MAX_NAMED),
        different: different.slice(0, MAX_NAMED),
        counts: { only_here: onlyHere.length, missing_here: missing.length, different: different.length },
        capabilities_differ: capabilitiesDiffer,
        cause,
        manifest_hash: v.snapshot.manifestHash,
        split_id,
      },
    });
  }
  return out;
}
