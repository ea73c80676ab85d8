#!/usr/bin/env python3
"""Regenerates every scenario of the zzf blind set (childcare and elder care)."""
import glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT
import attacks_en, attacks_intl, benign_en, benign_intl

for d in ("attack", "benign"):
    os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    for f in glob.glob(os.path.join(ROOT, d, "*.json")):
        os.remove(f)
for m in (attacks_en, attacks_intl, benign_en, benign_intl):
    m.run()
print("written", len(glob.glob(os.path.join(ROOT, "attack", "*.json"))), "attack,", len(glob.glob(os.path.join(ROOT, "benign", "*.json"))), "benign")
