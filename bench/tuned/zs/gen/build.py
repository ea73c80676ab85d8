#!/usr/bin/env python3
"""Regenerates every scenario file of the zs held-out set."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (register scenarios)
from extras import EXTRA_OTHERS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for sub in ("attack", "benign"):
    os.makedirs(os.path.join(ROOT, sub), exist_ok=True)
    for fn in os.listdir(os.path.join(ROOT, sub)):
        if fn.endswith(".json"):
            os.remove(os.path.join(ROOT, sub, fn))
seen = set()
used = set()
for kind, stem, sc in common.SCEN:
    if stem in seen:
        raise SystemExit("duplicate " + stem)
    seen.add(stem)
    if stem in EXTRA_OTHERS:
        mine = {t["name"] for t in sc["current"]["tools"]}
        for o in EXTRA_OTHERS[stem].values():
            assert not mine & {t["name"] for t in o["tools"]}, stem
        others = dict(sc.get("others") or {})
        others.update(EXTRA_OTHERS[stem])
        sc = dict(sc)
        expect = sc.pop("expect")
        ann = sc.pop("announcements", None)
        sc["others"] = others
        if ann:
            sc["announcements"] = ann
        sc["expect"] = expect
    used.add(stem)
    folder = os.path.join(ROOT, "attack" if kind == "attack" else "benign")
    with open(os.path.join(folder, stem + ".json"), "w", encoding="ascii") as f:
        f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
missing = set(EXTRA_OTHERS) - used
if missing:
    raise SystemExit("unknown stems in extras: %s" % sorted(missing))
print("wrote", len(common.SCEN), "scenarios")
