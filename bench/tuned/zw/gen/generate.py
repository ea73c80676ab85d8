#!/usr/bin/env python3
"""Regenerate every scenario file of the zw blind set: python3 gen/generate.py"""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, WRITTEN

for kind in ("attack", "benign"):
    os.makedirs(os.path.join(ROOT, kind), exist_ok=True)
    for f in glob.glob(os.path.join(ROOT, kind, "*.json")):
        os.remove(f)

import attacks1, attacks2, attacks3, benign1, benign2  # noqa: E402,F401  (each module writes its files on import)

print("wrote %d files" % len(WRITTEN))
