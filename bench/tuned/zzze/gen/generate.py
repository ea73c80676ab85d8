#!/usr/bin/env python3
"""Write every scenario of the zzze held-out set, then README.md.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
Standard library only. Deterministic: same sources, same files.
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en  # noqa: E402,F401
import attacks_i18n  # noqa: E402,F401
import benign_en  # noqa: E402,F401
import benign_i18n  # noqa: E402,F401
from readme import write_readme  # noqa: E402


def main():
    seen = set()
    for kind, fname, _ in common.SCENARIOS:
        key = (kind, fname)
        if key in seen:
            sys.exit("duplicate file name: %s/%s" % key)
        seen.add(key)
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for old in glob.glob(os.path.join(d, "*.json")):
            os.remove(old)
    for kind, fname, sc in common.SCENARIOS:
        path = os.path.join(ROOT, kind, fname)
        with open(path, "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2))
            f.write("\n")
    write_readme(ROOT, common.SCENARIOS)
    n_a = sum(1 for k, _, _ in common.SCENARIOS if k == "attack")
    n_b = sum(1 for k, _, _ in common.SCENARIOS if k == "benign")
    print("wrote %d attack and %d benign scenarios, and README.md" % (n_a, n_b))


if __name__ == "__main__":
    main()
