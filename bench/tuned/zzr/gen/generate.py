#!/usr/bin/env python3
"""Write every scenario of held-out set zzr into ../attack and ../benign.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
Standard library only. Output is pure ASCII JSON (non-ASCII as \\uXXXX escapes).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = ["attacks_en", "benign_en", "lang_fr", "lang_de", "lang_es", "lang_pt", "lang_nl", "lang_da",
           "lang_ro", "lang_hu", "lang_ar", "lang_he", "lang_ja", "lang_vi", "lang_id"]


def main():
    for name in MODULES:
        __import__(name)
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for fname, sc in common.SCENARIOS:
        text = json.dumps(sc, ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, fname), "w", encoding="ascii", newline="\n") as fh:
            fh.write(text)
    n_att = sum(1 for f, _ in common.SCENARIOS if f.startswith("attack/"))
    n_ben = len(common.SCENARIOS) - n_att
    print("wrote %d attack and %d benign scenarios" % (n_att, n_ben))


if __name__ == "__main__":
    main()
