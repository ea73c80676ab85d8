#!/usr/bin/env python3
"""Check every scenario file of the set and print counts."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.defaultdict(collections.Counter)
fams = collections.defaultdict(collections.Counter)
sevs = collections.defaultdict(collections.Counter)


def ver(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(fn, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, label)); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, label))
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append("%s: %s tool lacks %s" % (fn, label, k))
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, label, n))
        if n in names:
            errors.append("%s: %s duplicate tool %s" % (fn, label, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            errors.append("%s: %s tool %s schema not object" % (fn, label, n))
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, label, n, r))


for kind in ("attack", "benign"):
    for fn in sorted(os.listdir(os.path.join(ROOT, kind))):
        p = os.path.join(ROOT, kind, fn)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not ASCII" % fn)
        try:
            d = json.loads(raw)
        except Exception as e:
            errors.append("%s: %s" % (fn, e)); continue
        parts = fn[:-5].split("-")
        fam, lang = parts[0], parts[1]
        if not re.match(r"^[a-z]+$", fam) or not re.match(r"^[a-z]{2}$", lang):
            errors.append("%s: bad family/lang" % fn)
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                errors.append("%s: missing %s" % (fn, k))
        e = d.get("expect", {})
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            errors.append("%s: bad expect" % fn)
        if kind == "attack" and e.get("exit") != 1:
            errors.append("%s: attack must exit 1" % fn)
        check_server(fn, "current", d.get("current"))
        mode = "first contact"
        if d.get("baseline") is not None:
            mode = "change"
            check_server(fn, "baseline", d["baseline"])
            if d["baseline"] == d["current"] or d["baseline"]["tools"] == d["current"]["tools"]:
                errors.append("%s: baseline equals current" % fn)
            if ver(d["current"]["serverInfo"]["version"]) <= ver(d["baseline"]["serverInfo"]["version"]):
                errors.append("%s: version not bumped" % fn)
        for oid, o in (d.get("others") or {}).items():
            check_server(fn, "others/" + oid, o)
        for a in d.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        counts[(kind, mode)] += 1
        if d.get("others"):
            counts[(kind, "with others")] += 1
        counts[(kind, "total")] += 1
        langs[kind][lang] += 1
        fams[kind][fam] += 1
        sevs[kind][(e.get("top_severity"), e.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("== %s: total %d, first contact %d, change %d, with others %d" % (
        kind, counts[(kind, "total")], counts[(kind, "first contact")], counts[(kind, "change")], counts[(kind, "with others")]))
    print("   languages:", dict(sorted(langs[kind].items())))
    print("   families:", dict(sorted(fams[kind].items())))
    print("   expect:", dict(sorted(sevs[kind].items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for x in errors:
        print("  " + x)
    sys.exit(1)
print("OK: %d files, all valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
