#!/usr/bin/env python3
"""Write every scenario of held-out set zzzg into ../attack/ and ../benign/.

Usage: python3 gen/generate.py            (from the set folder or anywhere)
Existing attack/ and benign/ JSON files are removed first so the folders hold exactly this set."""
import glob
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

MODULES = [
    "attacks_en",
    "attacks_es_it", "attacks_de_ca", "attacks_lt_lv", "attacks_et_bg", "attacks_ar_ta_mr", "attacks_ja_tl",
    "benign_en",
    "benign_es_it_de", "benign_ca_lt_lv_et", "benign_bg_ar_ta", "benign_mr_ja_tl",
]


def main():
    common.SCENARIOS.clear()
    for name in MODULES:
        importlib.import_module(name).build()
    seen = set()
    for sc in common.SCENARIOS:
        if sc["file"] in seen:
            raise SystemExit("duplicate file name: " + sc["file"])
        seen.add(sc["file"])
    for kind in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, kind), exist_ok=True)
        for f in glob.glob(os.path.join(ROOT, kind, "*.json")):
            os.remove(f)
    for sc in common.SCENARIOS:
        path = os.path.join(ROOT, sc["file"])
        with open(path, "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc["data"], ensure_ascii=True, indent=2))
            fh.write("\n")
    n_att = sum(1 for s in common.SCENARIOS if s["kind"] == "attack")
    n_ben = sum(1 for s in common.SCENARIOS if s["kind"] == "benign")
    print("wrote %d attack and %d benign scenarios into %s" % (n_att, n_ben, ROOT))


if __name__ == "__main__":
    main()
