#!/usr/bin/env python3
"""Write every scenario of held-out set zzzc into ../attack and ../benign (pure-ASCII JSON)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en  # noqa: E402
import attacks_i18n  # noqa: E402
import benign_en  # noqa: E402
import benign_i18n  # noqa: E402


def main():
    common.SCENARIOS.clear()
    attacks_en.build()
    attacks_i18n.build()
    benign_en.build()
    benign_i18n.build()
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for fname, sc in common.SCENARIOS:
        path = os.path.join(ROOT, fname)
        with open(path, "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2))
            fh.write("\n")
    na = sum(1 for f, _ in common.SCENARIOS if f.startswith("attack/"))
    nb = len(common.SCENARIOS) - na
    print("wrote %d attack and %d benign scenarios" % (na, nb))


if __name__ == "__main__":
    main()
