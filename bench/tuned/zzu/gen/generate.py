#!/usr/bin/env python3
"""Write every scenario of held-out set zzu into ../attack and ../benign.

Usage: python3 gen/generate.py
Existing *.json files in attack/ and benign/ are removed first, so the folders always
hold exactly what the sources describe. gen/payload_markers.json records, per attack
file, literals of the payload that validate.py uses to check that baselines are clean.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import attacks_en  # noqa: E402,F401
import attacks_i18n  # noqa: E402,F401
import benign_en  # noqa: E402,F401
import benign_i18n  # noqa: E402,F401


def main():
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    markers = {}
    for item in common.SCENARIOS:
        fname = "%s-%s-%s.json" % (item["family"], item["lang"], item["slug"])
        rel = os.path.join(item["kind"], fname)
        if rel in seen:
            raise SystemExit("duplicate file name: " + rel)
        seen.add(rel)
        text = json.dumps(item["scenario"], ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, rel), "w", encoding="ascii", newline="\n") as fh:
            fh.write(text)
        if item["kind"] == "attack":
            markers[rel] = item["markers"]
    with open(os.path.join(HERE, "payload_markers.json"), "w", encoding="ascii", newline="\n") as fh:
        json.dump(markers, fh, ensure_ascii=True, indent=2, sort_keys=True)
        fh.write("\n")
    n_att = sum(1 for i in common.SCENARIOS if i["kind"] == "attack")
    n_ben = len(common.SCENARIOS) - n_att
    print("wrote %d attack and %d benign scenarios" % (n_att, n_ben))


if __name__ == "__main__":
    main()
