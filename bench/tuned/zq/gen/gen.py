#!/usr/bin/env python3
"""Regenerate every scenario of the zq blind set (HR / recruiting domain).

Usage: python3 gen/gen.py   (from the set folder or anywhere)
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import CASES  # noqa: E402
import attacks_a, attacks_b, attacks_c, benign_a, benign_b  # noqa: E402,F401


def main():
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, stem, case in CASES:
        if stem in seen:
            raise SystemExit("duplicate file name: " + stem)
        seen.add(stem)
        with open(os.path.join(ROOT, kind, stem + ".json"), "w", encoding="ascii") as f:
            f.write(json.dumps(case, ensure_ascii=True, indent=2) + "\n")
    print("wrote %d files" % len(CASES))


if __name__ == "__main__":
    main()
