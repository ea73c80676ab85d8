#!/usr/bin/env python3
"""Generate every case file of this blind set from the case definitions."""
import json, os, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

import common  # noqa: E402
import attacks_en, attacks_intl, benign  # noqa: E402,F401

INVISIBLE = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000e0000-\U000e007f]")


def dump(obj):
    text = json.dumps(obj, ensure_ascii=False, indent=2)
    # invisible / format characters as \\uXXXX escapes (they only occur inside strings)
    def esc(m):
        cp = ord(m.group(0))
        if cp > 0xFFFF:
            cp -= 0x10000
            return "\\u%04x\\u%04x" % (0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF))
        return "\\u%04x" % cp
    return INVISIBLE.sub(esc, text) + "\n"


def main():
    for kind in ("attack", "benign"):
        d = os.path.join(OUT, kind)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, stem, case in common.CASES:
        path = os.path.join(OUT, kind, stem + ".json")
        if path in seen:
            raise SystemExit("duplicate case name: " + path)
        seen.add(path)
        with open(path, "w", encoding="utf-8") as f:
            f.write(dump(case))
    print("wrote", len(seen), "cases")


if __name__ == "__main__":
    main()
