#!/usr/bin/env python3
"""Regenerate every scenario file of this blind set."""
import os, sys, shutil
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, attacks_en, attacks_x, benign_en, benign_x  # noqa: F401
import extra_others
extra_others.apply()
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for k in ("attack", "benign"):
    shutil.rmtree(os.path.join(root, k), ignore_errors=True)
print("wrote", lib.write_all(root), "files")
