"""Generate the blind set k: python3 gen/make_all.py (from OUTDIR or anywhere)."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
import lib
import attacks_en, attacks_intl, benign_en, benign_intl  # noqa: F401 (register cases)

import unicodedata

def dump(case):
    """Readable UTF-8 JSON; invisible/format/control characters as \\uXXXX escapes."""
    text = json.dumps(case, ensure_ascii=False, indent=2)
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ord(ch) > 127 and (cat in ("Cf", "Cc", "Co", "Cn") or (cat.startswith("Z") and ch != " ")):
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def main():
    seen = set()
    for sub in ("attack", "benign"):
        d = os.path.join(OUT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for kind, name, case in lib.CASES:
        if name in seen:
            raise SystemExit("duplicate case name " + name)
        seen.add(name)
        with open(os.path.join(OUT, kind, name + ".json"), "w", encoding="utf-8") as fh:
            fh.write(dump(case) + "\n")
    c = collections.Counter()
    for kind, name, case in lib.CASES:
        c[(kind, "first" if case["baseline"] is None else "change")] += 1
    print(len(lib.CASES), "cases", dict(c))

if __name__ == "__main__":
    main()
