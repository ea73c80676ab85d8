#!/usr/bin/env python3
"""Regenerate every scenario file of this set: python3 gen/generate.py"""
import json, os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib, attacks_en, attacks_intl, benign  # noqa: F401  (modules register cases)

for kind in ("attack", "benign"):
    d = os.path.join(lib.ROOT, kind)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
# Real clients run several servers at once: give a share of the scenarios an unrelated,
# honest companion server (never one that shares a tool name with the scanned server).
import zlib
CTX = [lib.MAIL, lib.CHAT, lib.DRIVE, lib.CAL]
QUOTA = {"attack": 0.28, "benign": 0.18}
for kind, fname, c in lib.CASES:
    if c.get("others"):
        continue
    h = zlib.crc32(fname.encode())
    if (h % 1000) / 1000.0 >= QUOTA[kind]:
        continue
    names = {t["name"] for t in c["current"]["tools"]}
    for i in range(len(CTX)):
        o = CTX[(h >> 10) % len(CTX) - i]()
        onames = {t["name"] for srv in o.values() for t in srv["tools"]}
        if not names & onames:
            c["others"] = o
            # keep key order: others before expect
            c["expect"] = c.pop("expect")
            break
seen = set()
for kind, fname, c in lib.CASES:
    assert fname not in seen, fname
    seen.add(fname)
    with open(os.path.join(lib.ROOT, kind, fname + ".json"), "w", encoding="ascii") as f:
        f.write(json.dumps(c, ensure_ascii=True, indent=2) + "\n")
print("wrote", len(lib.CASES), "files")
