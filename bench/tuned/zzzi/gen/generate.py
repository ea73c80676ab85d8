#!/usr/bin/env python3
"""Write every scenario of the zzzi held-out set into ../attack and ../benign,
and the count tables into ../README.md."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import Registry  # noqa: E402

MODULES = [
    "attacks_en_a", "attacks_en_b", "attacks_en_c",
    "benign_en_a", "benign_en_b",
    "lang_it", "lang_pt", "lang_sv", "lang_no", "lang_cs", "lang_ro", "lang_hu",
    "lang_uk", "lang_el", "lang_he", "lang_hi", "lang_ja", "lang_vi",
]


def main():
    reg = Registry()
    for name in MODULES:
        importlib.import_module(name).build(reg.add)
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for fname, sc in reg.items:
        with open(os.path.join(ROOT, fname), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    import readme
    readme.write(ROOT, reg.items)
    print("wrote %d scenarios" % len(reg.items))


if __name__ == "__main__":
    main()
