"""Regenerates every scenario of this set: python3 gen/generate.py"""
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402
import attacks  # noqa: E402
import benign_en  # noqa: E402
import benign_intl  # noqa: E402

for kind in ("attack", "benign"):
    os.makedirs(os.path.join(lib.ROOT, kind), exist_ok=True)
    for f in glob.glob(os.path.join(lib.ROOT, kind, "*.json")):
        os.remove(f)

attacks.run()
benign_en.run()
benign_intl.run()
print("wrote %d files" % len(lib.WRITTEN))
