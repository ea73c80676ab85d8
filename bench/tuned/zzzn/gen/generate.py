#!/usr/bin/env python3
"""Write every scenario of held-out set zzzn to ../attack and ../benign (standard library only)."""
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
    "attacks_en1", "attacks_en2", "benign_en1", "benign_en2",
    "i18n_de", "i18n_fr", "i18n_es", "i18n_da", "i18n_fi", "i18n_sk", "i18n_hr",
    "i18n_bg", "i18n_sr", "i18n_ur", "i18n_bn", "i18n_zh", "i18n_ms",
]


def main():
    for m in MODULES:
        if not os.path.exists(os.path.join(HERE, m + ".py")):
            print("skipping missing module", m, file=sys.stderr)
            continue
        importlib.import_module(m).build()
    for sub in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, sub), exist_ok=True)
        for f in glob.glob(os.path.join(ROOT, sub, "*.json")):
            os.remove(f)
    for fname, sc in common.SCENARIOS:
        with open(os.path.join(ROOT, fname), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    na = sum(1 for f, _ in common.SCENARIOS if f.startswith("attack/"))
    print("wrote %d scenarios (%d attack, %d benign)" % (len(common.SCENARIOS), na, len(common.SCENARIOS) - na))


if __name__ == "__main__":
    main()
