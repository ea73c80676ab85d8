#!/usr/bin/env python3
"""Generate every case file of blind set l. Run: python3 gen/make_all.py"""
import json, os, sys, unicodedata
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import attacks_en, attacks_ml, benign  # noqa: F401  (they register cases)
import overrides
overrides.apply()

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def escape_invisible(s):
    # keep readable UTF-8 but write format/control/private characters as \\uXXXX escapes
    out = []
    for ch in s:
        cat = unicodedata.category(ch)
        if cat in ("Cf", "Co", "Cs") or (cat == "Cc" and ch not in "\n\t"):
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)))
            else:
                out.append("\\u%04x" % cp)
        else:
            out.append(ch)
    return "".join(out)


def main():
    seen = set()
    for kind in ("attack", "benign"):
        d = os.path.join(OUT, kind)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for kind, stem, c in common.CASES:
        assert stem not in seen, stem
        seen.add(stem)
        text = json.dumps(c, ensure_ascii=False, indent=2)
        text = escape_invisible(text)
        json.loads(text)
        with open(os.path.join(OUT, kind, stem + ".json"), "w", encoding="utf-8") as fh:
            fh.write(text + "\n")
    print("wrote", len(common.CASES), "cases")


if __name__ == "__main__":
    main()
