#!/usr/bin/env python3
"""Write every scenario of held-out set zzz into ../attack and ../benign.

Usage: python3 gen/generate.py   (from the set's folder or anywhere)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en, attacks_i18n, benign_en, benign_i18n  # noqa: E402,E401

ROOT = os.path.dirname(HERE)


def main():
    for mod in (attacks_en, attacks_i18n, benign_en, benign_i18n):
        mod.build()
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for fname, sc in common.REGISTRY:
        path = os.path.join(ROOT, fname)
        with open(path, "w", encoding="ascii", newline="\n") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    n_att = sum(1 for f, _ in common.REGISTRY if f.startswith("attack/"))
    n_ben = len(common.REGISTRY) - n_att
    print("wrote %d attack and %d benign scenarios" % (n_att, n_ben))


if __name__ == "__main__":
    main()
