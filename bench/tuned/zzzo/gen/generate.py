#!/usr/bin/env python3
"""Write every scenario of held-out set zzzo into ../attack and ../benign."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "en_attacks_a", "en_attacks_b", "en_attacks_c", "en_benign_a", "en_benign_b",
    "lang_it", "lang_pt", "lang_ca", "lang_lt", "lang_lv", "lang_et", "lang_sl",
    "lang_ta", "lang_mr", "lang_ko", "lang_tl", "lang_sw", "lang_ar",
]


def main():
    for name in MODULES:
        importlib.import_module(name)
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, stem, sc in common.SCENARIOS:
        if stem in seen:
            raise SystemExit("duplicate scenario name: " + stem)
        seen.add(stem)
        path = os.path.join(ROOT, kind, stem + ".json")
        with open(path, "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    n_a = sum(1 for k, _, _ in common.SCENARIOS if k == "attack")
    n_b = sum(1 for k, _, _ in common.SCENARIOS if k == "benign")
    print("wrote %d attack and %d benign scenarios" % (n_a, n_b))


if __name__ == "__main__":
    main()
