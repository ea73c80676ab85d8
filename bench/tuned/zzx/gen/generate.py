#!/usr/bin/env python3
"""Write every scenario of the zzx held-out set into ../attack and ../benign.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import attacks_en  # noqa: E402
import attacks_i18n  # noqa: E402
import benign_en  # noqa: E402
import benign_i18n  # noqa: E402

ROOT = os.path.dirname(HERE)


def collect():
    cases = []
    for mod in (attacks_en, attacks_i18n, benign_en, benign_i18n):
        cases.extend(mod.build())
    return cases


def main():
    cases = collect()
    names = {}
    for c in cases:
        fname = "%s-%s-%s.json" % (c["family"], c["lang"], c["slug"])
        path = os.path.join(c["kind"], fname)
        if path in names:
            raise SystemExit("duplicate scenario file name: " + path)
        names[path] = c
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for path, c in sorted(names.items()):
        text = json.dumps(c["data"], ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, path), "w", encoding="ascii") as fh:
            fh.write(text)
    n_att = sum(1 for c in cases if c["kind"] == "attack")
    print("wrote %d scenarios: %d attack, %d benign" % (len(cases), n_att, len(cases) - n_att))


if __name__ == "__main__":
    main()
