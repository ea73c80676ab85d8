#!/usr/bin/env python3
"""Validates every scenario file of the zzm set and prints counts."""
import json, os, re, sys, collections

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
fams = {"attack": collections.Counter(), "benign": collections.Counter()}
langs = {"attack": collections.Counter(), "benign": collections.Counter()}
sev = {"attack": collections.Counter(), "benign": collections.Counter()}


def vtools(where, s):
    if not isinstance(s, dict) or not isinstance(s.get("serverInfo"), dict) or not isinstance(s.get("tools"), list):
        errors.append(where + ": bad server object"); return
    if not s["serverInfo"].get("name") or not s["serverInfo"].get("version"):
        errors.append(where + ": serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: bad tool name %r" % (where, n))
        if n in names:
            errors.append("%s: duplicate tool %r" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            errors.append("%s/%s: description missing" % (where, n))
        sc = t.get("inputSchema")
        if not isinstance(sc, dict) or sc.get("type") != "object" or not isinstance(sc.get("properties"), dict):
            errors.append("%s/%s: bad inputSchema" % (where, n))
        else:
            for r in sc.get("required", []):
                if r not in sc["properties"]:
                    errors.append("%s/%s: required %r not in properties" % (where, n, r))


def vkey(v):
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"[.-]", v))


for kind in ("attack", "benign"):
    d = os.path.join(root, kind)
    for fn in sorted(os.listdir(d)):
        path = os.path.join(d, fn)
        m = FNAME.match(fn)
        if not m:
            errors.append(fn + ": bad file name"); continue
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append(fn + ": not pure ASCII"); continue
        try:
            c = json.loads(raw)
        except Exception as e:
            errors.append("%s: JSON error %s" % (fn, e)); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errors.append("%s: missing key %s" % (fn, k))
        if errors and errors[-1].startswith(fn + ": missing"):
            continue
        e = c["expect"]
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            errors.append(fn + ": bad expect")
        if kind == "attack" and (e.get("top_severity") not in ("HIGH", "CRITICAL") or e.get("exit") != 1):
            errors.append(fn + ": attack must expect HIGH/CRITICAL exit 1")
        vtools(fn + ":current", c["current"])
        if c["baseline"] is not None:
            vtools(fn + ":baseline", c["baseline"])
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errors.append(fn + ": baseline tools equal current")
            if vkey(c["current"]["serverInfo"]["version"]) <= vkey(c["baseline"]["serverInfo"]["version"]):
                errors.append(fn + ": version not bumped")
            if c["baseline"]["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                errors.append(fn + ": server name changed")
        for oid, o in (c.get("others") or {}).items():
            vtools("%s:others/%s" % (fn, oid), o)
        for a in c.get("announcements", []) or []:
            for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if not isinstance(a.get(k, []), list):
                    errors.append(fn + ": announcement field %s not a list" % k)
        mode = "first_contact" if c["baseline"] is None else "change"
        counts[(kind, mode)] += 1
        if c.get("others"):
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1
        fams[kind][m.group(1)] += 1
        langs[kind][m.group(2)] += 1
        sev[kind][e.get("top_severity")] += 1

for kind in ("attack", "benign"):
    print("%s: total %d, first contact %d, change %d, with others %d" % (
        kind, counts[(kind, "total")], counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families:", dict(sorted(fams[kind].items())))
    print("  languages:", dict(sorted(langs[kind].items())))
    print("  expected severities:", dict(sorted(sev[kind].items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for x in errors:
        print("  " + x)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
