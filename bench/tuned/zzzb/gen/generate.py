#!/usr/bin/env python3
"""Write every scenario of held-out set zzzb to ../attack/ and ../benign/.

Usage: python3 gen/generate.py   (from the set folder or anywhere)
Old *.json files in attack/ and benign/ are removed first, so the folders hold exactly
what the sources define.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import attacks_en      # noqa: E402
import attacks_i18n_a  # noqa: E402
import attacks_i18n_b  # noqa: E402
import benign_en       # noqa: E402
import benign_i18n     # noqa: E402


def all_scenarios():
    items = []
    for mod in (attacks_en, attacks_i18n_a, attacks_i18n_b, benign_en, benign_i18n):
        items.extend(mod.build())
    return items


def filename(item):
    return "%s-%s-%s.json" % (item["family"], item["lang"], item["slug"])


def main():
    items = all_scenarios()
    seen = set()
    for d in ("attack", "benign"):
        path = os.path.join(ROOT, d)
        os.makedirs(path, exist_ok=True)
        for f in os.listdir(path):
            if f.endswith(".json"):
                os.remove(os.path.join(path, f))
    for item in items:
        name = filename(item)
        key = (item["dir"], name)
        if key in seen:
            raise SystemExit("duplicate file name: %s/%s" % key)
        seen.add(key)
        text = json.dumps(item["data"], ensure_ascii=True, indent=2) + "\n"
        with open(os.path.join(ROOT, item["dir"], name), "w", encoding="ascii") as fh:
            fh.write(text)
    n_att = sum(1 for i in items if i["dir"] == "attack")
    print("wrote %d attack and %d benign scenarios" % (n_att, len(items) - n_att))


if __name__ == "__main__":
    main()
