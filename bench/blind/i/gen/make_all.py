#!/usr/bin/env python3
"""Regenerate every case file of blind set i: python3 gen/make_all.py"""
import os, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common, attacks_a, attacks_b, benign  # noqa: E402,F401

OUT = os.path.dirname(HERE)
for kind in ("attack", "benign"):
    os.makedirs(os.path.join(OUT, kind), exist_ok=True)
    for f in glob.glob(os.path.join(OUT, kind, "*.json")):
        os.remove(f)
n = common.write_all(OUT)
print(f"wrote {n} cases to {OUT}")
