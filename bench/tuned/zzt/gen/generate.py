#!/usr/bin/env python3
"""Write every scenario of the zzt held-out set into ../attack and ../benign.

Usage: python3 gen/generate.py   (from the set folder, or from anywhere)
"""
import json
import os
import shutil
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en, attacks_i18n, benign_en, benign_i18n  # noqa: E402,E401


def main():
    common.SCENARIOS.clear()
    for mod in (attacks_en, attacks_i18n, benign_en, benign_i18n):
        mod.build()

    for kind in ("attack", "benign"):
        out = os.path.join(ROOT, kind)
        if os.path.isdir(out):
            shutil.rmtree(out)
        os.makedirs(out)

    seen = set()
    stats = Counter()
    for kind, family, lang, slug, sc in common.SCENARIOS:
        fname = "%s-%s-%s.json" % (family, lang, slug)
        if (kind, fname) in seen:
            raise SystemExit("duplicate file name: %s/%s" % (kind, fname))
        seen.add((kind, fname))
        text = json.dumps(sc, ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, kind, fname), "w", encoding="ascii") as fh:
            fh.write(text)
        stats[kind] += 1
    print("wrote %d attack and %d benign scenarios" % (stats["attack"], stats["benign"]))


if __name__ == "__main__":
    main()
