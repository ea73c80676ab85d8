#!/usr/bin/env python3
"""Regenerate every case of blind set h: python3 gen/make_all.py"""
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import attacks_1, attacks_2, attacks_3, benign_1, benign_2

for kind in ("attack", "benign"):
    for p in glob.glob(os.path.join(lib.OUT, kind, "*.json")):
        os.remove(p)
for mod in (attacks_1, attacks_2, attacks_3, benign_1, benign_2):
    mod.build()
n = lib.write_all()
print(f"wrote {n} cases")
