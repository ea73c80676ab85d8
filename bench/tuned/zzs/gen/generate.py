#!/usr/bin/env python3
"""Write every scenario of the zzs held-out set into ../attack and ../benign.

Usage: python3 gen/generate.py
"""
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en, attacks_i18n_a, attacks_i18n_b, benign_en, benign_i18n  # noqa: E402


def main():
    for mod in (attacks_en, attacks_i18n_a, attacks_i18n_b, benign_en, benign_i18n):
        mod.build()
    names = [f for f, _ in common.SCENARIOS]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        sys.exit("duplicate file names: %s" % dupes)
    for sub in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, sub), exist_ok=True)
        for old in glob.glob(os.path.join(ROOT, sub, "*.json")):
            os.remove(old)
    for fname, sc in common.SCENARIOS:
        text = json.dumps(sc, ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, fname), "w", encoding="ascii", newline="\n") as fh:
            fh.write(text)
    a = sum(1 for f in names if f.startswith("attack/"))
    print("wrote %d scenarios (%d attack, %d benign)" % (len(names), a, len(names) - a))


if __name__ == "__main__":
    main()
