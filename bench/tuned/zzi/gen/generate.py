#!/usr/bin/env python3
"""Regenerate every scenario file of the zzi blind set. Usage: python3 gen/generate.py"""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common
import attacks_en, attacks_i18n, benign_en, benign_i18n  # noqa: F401  (they fill common.CASES)

ROOT = os.path.dirname(HERE)
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
seen = set()
for kind, stem, data in common.CASES:
    assert stem not in seen, stem
    seen.add(stem)
    with open(os.path.join(ROOT, kind, stem + ".json"), "w", encoding="ascii") as f:
        f.write(json.dumps(data, ensure_ascii=True, indent=2) + "\n")
print("wrote", len(common.CASES), "files")
