#!/usr/bin/env python3
"""Regenerate every scenario of the zx set: python3 gen/generate.py"""
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402
import attacks_a, attacks_b, attacks_c, attacks_d  # noqa: E402,F401
import benign_a, benign_b  # noqa: E402,F401
import coconfig  # noqa: E402

coconfig.apply()

for kind in ("attack", "benign"):
    for f in glob.glob(os.path.join(lib.ROOT, kind, "*.json")):
        os.remove(f)
print("wrote", lib.write_all(), "scenarios")
