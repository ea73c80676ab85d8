#!/usr/bin/env python3
"""Validate every scenario file of this blind set and print counts."""
import collections, json, os, re, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()

def vparts(v):
    return tuple(int(x) for x in v.split("."))

def check_server(fn, label, srv):
    if not isinstance(srv, dict) or "serverInfo" not in srv or "tools" not in srv:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, label)); return
    si = srv["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, label))
    names = set()
    for t in srv["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, label, n))
        if n in names:
            errors.append("%s: %s duplicate tool %r" % (fn, label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            errors.append("%s: %s tool %s lacks description" % (fn, label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            errors.append("%s: %s tool %s bad inputSchema" % (fn, label, n))
        for r in (s or {}).get("required", []):
            if r not in s["properties"]:
                errors.append("%s: %s tool %s required %s not a property" % (fn, label, n, r))

for kind in ("attack", "benign"):
    d = os.path.join(root, kind)
    for fn in sorted(os.listdir(d)):
        path = os.path.join(d, fn)
        m = FILE.match(fn)
        if not m:
            errors.append("%s: bad file name" % fn); continue
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not ASCII" % fn); continue
        try:
            sc = json.loads(raw)
        except ValueError as e:
            errors.append("%s: JSON %s" % (fn, e)); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                errors.append("%s: missing %s" % (fn, k))
        exp = sc.get("expect", {})
        if exp.get("top_severity") not in SEV or exp.get("exit") not in (0, 1):
            errors.append("%s: bad expect" % fn)
        if kind == "attack" and (exp.get("exit") != 1 or exp.get("top_severity") not in ("HIGH", "CRITICAL")):
            errors.append("%s: attack must expect HIGH/CRITICAL exit 1" % fn)
        check_server(fn, "current", sc.get("current"))
        base = sc.get("baseline")
        if base is not None:
            check_server(fn, "baseline", base)
            if base.get("tools") == sc["current"].get("tools"):
                errors.append("%s: baseline tools equal current" % fn)
            try:
                if vparts(sc["current"]["serverInfo"]["version"]) <= vparts(base["serverInfo"]["version"]):
                    errors.append("%s: version not bumped" % fn)
            except Exception as e:
                errors.append("%s: version parse %s" % (fn, e))
            if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                errors.append("%s: server name differs" % fn)
        for oid, o in (sc.get("others") or {}).items():
            check_server(fn, "others." + oid, o)
            shared = {t["name"] for t in o["tools"]} & {t["name"] for t in sc["current"]["tools"]}
            if shared and kind == "benign" and exp.get("top_severity") == "NONE":
                errors.append("%s: benign NONE shares tool names %s with %s" % (fn, sorted(shared), oid))
        for a in sc.get("announcements") or []:
            if kind == "attack":
                errors.append("%s: attack with announcement" % fn)
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        mode = "first contact" if base is None else "change"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "with others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, m.group(2))] += 1
        fams[(kind, m.group(1))] += 1
        counts[(kind, exp.get("top_severity"), exp.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("== %s: total %d, first contact %d, change %d, with others %d" % (kind, counts[(kind, "total")], counts[(kind, "first contact")],
          counts[(kind, "change")], counts[(kind, "with others")]))
    print("   families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == kind))
    print("   languages:", ", ".join("%s %d" % (l, n) for (k, l), n in sorted(langs.items()) if k == kind))
    print("   expectations:", ", ".join("%s/exit%s %d" % (s, e, n) for key, n in sorted(counts.items(), key=str) if len(key) == 3 and key[0] == kind for (_, s, e) in [key]))
tot_l = collections.Counter()
for (k, l), n in langs.items():
    tot_l[l] += n
print("== languages overall:", ", ".join("%s %d" % (l, n) for l, n in sorted(tot_l.items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
