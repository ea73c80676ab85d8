#!/usr/bin/env python3
"""Writes every scenario of the zza set. Run: python3 gen/gen.py"""
import glob, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import CASES, ROOT
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (they register cases)
from others_map import EXTRA_OTHERS, MAKERS

for k in ("attack", "benign"):
    for f in glob.glob(os.path.join(ROOT, k, "*.json")):
        os.remove(f)
seen = set()
for kind, stem, d in CASES:
    assert stem not in seen, stem
    seen.add(stem)
    if stem in EXTRA_OTHERS:
        assert not d.get("others"), stem
        d = {k: v for k, v in d.items() if k not in ("announcements", "expect")}
        d0 = [c for c in CASES if c[1] == stem][0][2]
        d["others"] = MAKERS[EXTRA_OTHERS.pop(stem)]()
        for k in ("announcements", "expect"):
            if k in d0:
                d[k] = d0[k]
    with open(os.path.join(ROOT, kind, stem + ".json"), "w", encoding="ascii") as fh:
        fh.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
assert not EXTRA_OTHERS, sorted(EXTRA_OTHERS)
print("wrote", len(CASES), "files")
