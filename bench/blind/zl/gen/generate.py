#!/usr/bin/env python3
"""Regenerate every scenario file of the zl blind set: python3 gen/generate.py"""
import json, os, sys, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases
import attacks1, attacks2, attacks3, benign1, benign2  # noqa: F401  (each registers its cases)
import others_extra

ROOT = os.path.dirname(HERE)

def main():
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    all_cases = others_extra.apply(cases.CASES)
    for kind, stem, sc in all_cases:
        assert stem not in seen, stem
        seen.add(stem)
        with open(os.path.join(ROOT, kind, stem + ".json"), "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    print("wrote %d files" % len(all_cases))

if __name__ == "__main__":
    main()
