#!/usr/bin/env python3
"""Print the Markdown count tables used in README.md (from the generated files)."""
import json
import os
import re
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = []
for kind in ("attack", "benign"):
    for fn in sorted(os.listdir(os.path.join(ROOT, kind))):
        fam, lang = re.match(r"^([a-z]+)-([a-z]{2})-", fn).groups()
        sc = json.load(open(os.path.join(ROOT, kind, fn)))
        rows.append((kind, fam, lang, sc["baseline"] is None, bool(sc.get("others")),
                     "%s/%d" % (sc["expect"]["top_severity"], sc["expect"]["exit"])))

print("| set | total | first contact | change | with others |\n|---|---|---|---|---|")
for kind in ("attack", "benign"):
    r = [x for x in rows if x[0] == kind]
    print("| %s | %d | %d | %d | %d |" % (kind, len(r), sum(x[3] for x in r), sum(not x[3] for x in r), sum(x[4] for x in r)))
print()
langs = ["en", "it", "pt", "ca", "lt", "lv", "et", "sl", "ta", "mr", "ko", "tl", "sw", "ar"]
print("| language | attacks | benign |\n|---|---|---|")
for l in langs:
    print("| %s | %d | %d |" % (l, sum(1 for x in rows if x[0] == "attack" and x[2] == l),
                               sum(1 for x in rows if x[0] == "benign" and x[2] == l)))
print()
for kind in ("attack", "benign"):
    print("| %s family | count | fc/ch | expect | languages |\n|---|---|---|---|---|" % kind)
    fams = defaultdict(list)
    for x in rows:
        if x[0] == kind:
            fams[x[1]].append(x)
    for fam in sorted(fams):
        r = fams[fam]
        ex = ", ".join("%s x%d" % (k, v) for k, v in sorted(Counter(x[5] for x in r).items()))
        lg = ", ".join("%s %d" % (k, v) for k, v in sorted(Counter(x[2] for x in r).items()))
        print("| %s | %d | %d/%d | %s | %s |" % (fam, len(r), sum(x[3] for x in r), sum(not x[3] for x in r), ex, lg))
    print()
