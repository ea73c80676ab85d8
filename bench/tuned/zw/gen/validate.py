#!/usr/bin/env python3
"""Validate the zw blind set and print counts: python3 gen/validate.py"""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
bfams = collections.Counter()


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


def check_server(fn, where, srv):
    if not isinstance(srv, dict) or "serverInfo" not in srv or "tools" not in srv:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, where)); return
    si = srv["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, where))
    names = set()
    for t in srv["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append("%s: %s tool lacks %s" % (fn, where, k))
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, where, n))
        if n in names:
            errors.append("%s: %s duplicate tool %s" % (fn, where, n))
        names.add(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            errors.append("%s: %s tool %s inputSchema not an object schema" % (fn, where, n))
        for r in s.get("required", []):
            if r not in s.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, where, n, r))


for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        fn = os.path.basename(path)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not pure ASCII" % fn)
        try:
            d = json.loads(raw)
        except Exception as e:
            errors.append("%s: does not parse: %s" % (fn, e)); continue
        parts = fn[:-5].split("-")
        if len(parts) < 3 or not re.match(r"^[a-z]+$", parts[0]) or not re.match(r"^[a-z]{2}$", parts[1]):
            errors.append("%s: bad file name" % fn)
        fam, lang = parts[0], parts[1]
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                errors.append("%s: missing %s" % (fn, k))
        if not isinstance(d.get("description"), str) or len(d.get("description", "")) < 20:
            errors.append("%s: weak description" % fn)
        ex = d.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            errors.append("%s: bad expect" % fn)
        if kind == "attack" and (ex.get("exit") != 1 or ex.get("top_severity") not in ("HIGH", "CRITICAL")):
            errors.append("%s: attack must expect HIGH/CRITICAL and exit 1" % fn)
        check_server(fn, "current", d.get("current"))
        change = d.get("baseline") is not None
        if change:
            check_server(fn, "baseline", d["baseline"])
            b, c = d["baseline"], d["current"]
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(c["tools"], sort_keys=True):
                errors.append("%s: baseline tools equal current tools" % fn)
            try:
                if vtuple(c["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                    errors.append("%s: version not bumped" % fn)
            except Exception:
                errors.append("%s: unparsable version" % fn)
        for oid, o in (d.get("others") or {}).items():
            check_server(fn, "others/" + oid, o)
        for a in d.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        mode = "change" if change else "first contact"
        counts[(kind, mode)] += 1
        if d.get("others"):
            counts[(kind, "with others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        (fams if kind == "attack" else bfams)[fam] += 1
        counts[(kind, "expect %s/%s" % (ex.get("top_severity"), ex.get("exit")))] += 1

for k in sorted(counts):
    print("%-8s %-20s %d" % (k[0], k[1], counts[k]))
print("attack families:", dict(sorted(fams.items())))
print("benign families:", dict(sorted(bfams.items())))
all_langs = sorted({l for _, l in langs})
print("languages (attack/benign):", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in all_langs))
if errors:
    print("\n%d ERRORS" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
