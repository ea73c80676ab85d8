#!/usr/bin/env python3
"""Regenerate every case file of the set (attack/ and benign/)."""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib
import attacks_en, attacks_asia, attacks_rest, benign_en, benign_intl  # noqa: F401 (register cases)

for kind in ("attack", "benign"):
    for f in glob.glob(os.path.join(lib.OUT, kind, "*.json")):
        os.remove(f)
lib.write_all()
print(len(lib.CASES), "cases written")
