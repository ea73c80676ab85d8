#!/usr/bin/env python3
"""Checks every scenario of the zzq set and prints counts."""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        return err(f, label + " lacks serverInfo/tools")
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, label + " serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        for r in (sch or {}).get("required", []):
            if r not in sch["properties"]:
                err(f, "%s tool %s requires unknown %s" % (label, n, r))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sev = collections.Counter()
for kind in ("attack", "benign"):
    for fn in sorted(os.listdir(os.path.join(ROOT, kind))):
        if not fn.endswith(".json"):
            continue
        p = os.path.join(ROOT, kind, fn)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(fn, "not pure ASCII")
        if not re.match(r"^[a-z]+-[a-z]{2}-[a-z0-9-]+\.json$", fn):
            err(fn, "bad file name")
        try:
            sc = json.loads(raw)
        except Exception as e:
            err(fn, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(fn, "missing key " + k)
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            err(fn, "bad expect")
        if kind == "attack" and (ex.get("top_severity") not in ("HIGH", "CRITICAL") or ex.get("exit") != 1):
            err(fn, "attack must expect HIGH/CRITICAL exit 1")
        check_server(fn, "current", sc["current"])
        for oid, o in (sc.get("others") or {}).items():
            check_server(fn, "others." + oid, o)
        change = sc["baseline"] is not None
        if change:
            check_server(fn, "baseline", sc["baseline"])
            if sc["baseline"]["tools"] == sc["current"]["tools"]:
                err(fn, "baseline tools equal current tools")
            if not vtuple(sc["current"]["serverInfo"]["version"]) > vtuple(sc["baseline"]["serverInfo"]["version"]):
                err(fn, "version not bumped")
        elif kind == "benign" and ex.get("top_severity") not in ("NONE", "LOW"):
            err(fn, "benign first contact should expect NONE/LOW")
        for a in sc.get("announcements", []) or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(fn, "announcement lacks " + k)
        fam, lang = fn.split("-")[0], fn.split("-")[1]
        mode = "change" if change else "first_contact"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "with_others")] += 1
        counts[kind] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sev[(kind, ex.get("top_severity"), ex.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("%s: %d files (first contact %d, change %d, with others %d)" % (
        kind, counts[kind], counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families:", ", ".join("%s=%d" % (f, n) for (k, f), n in sorted(fams.items()) if k == kind))
    print("  languages:", ", ".join("%s=%d" % (l, n) for (k, l), n in sorted(langs.items()) if k == kind))
    print("  expectations:", ", ".join("%s/exit%d=%d" % (s, e, n) for (k, s, e), n in sorted(sev.items()) if k == kind))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts["attack"] + counts["benign"]))
