#!/usr/bin/env python3
"""Write every scenario of the zzw held-out set (household finance).

Usage: python3 gen/generate.py   (from anywhere; writes ../attack and ../benign)
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en, attacks_i18n, benign_en, benign_i18n  # noqa: E402,E401


def main():
    for mod in (attacks_en, attacks_i18n, benign_en, benign_i18n):
        mod.build()
    seen = set()
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    counts = {"attack": 0, "benign": 0}
    for kind, stem, sc in common.SCENARIOS:
        if stem in seen:
            raise SystemExit("duplicate scenario name: " + stem)
        seen.add(stem)
        path = os.path.join(ROOT, kind, stem + ".json")
        with open(path, "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
        counts[kind] += 1
    print("wrote %d attack and %d benign scenarios" % (counts["attack"], counts["benign"]))


if __name__ == "__main__":
    main()
