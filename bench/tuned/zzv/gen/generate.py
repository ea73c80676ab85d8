#!/usr/bin/env python3
"""Write every scenario of the zzv held-out set into ../attack and ../benign."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en, attacks_i18n_a, attacks_i18n_b  # noqa: E402
import benign_en, benign_i18n_a, benign_i18n_b  # noqa: E402


def main():
    for mod in (attacks_en, attacks_i18n_a, attacks_i18n_b,
                benign_en, benign_i18n_a, benign_i18n_b):
        mod.build()
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for fname, sc in common.SCENARIOS:
        with open(os.path.join(ROOT, fname), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2))
            fh.write("\n")
    n_att = sum(1 for f, _ in common.SCENARIOS if f.startswith("attack/"))
    print("wrote %d scenarios (%d attack, %d benign)"
          % (len(common.SCENARIOS), n_att, len(common.SCENARIOS) - n_att))


if __name__ == "__main__":
    main()
