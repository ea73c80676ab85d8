#!/usr/bin/env python3
"""Check every scenario of the zzl set and print counts: python3 gen/validate.py"""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vkey(v):
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"[.\-]", v))


def check_server(f, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        return err(f, where + " lacks serverInfo/tools")
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, where + " serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (where, n))
        if n in names:
            err(f, "%s duplicate tool %s" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %s lacks description" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (where, n))
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (where, n, r))


for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        f = kind + "/" + fn
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        if not re.match(r"^[a-z]+-[a-z]{2}-[a-z0-9-]+\.json$", fn):
            err(f, "file name pattern")
        try:
            sc = json.loads(raw)
        except Exception as e:
            err(f, "parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing " + k)
        exp = sc.get("expect", {})
        if exp.get("top_severity") not in SEV or exp.get("exit") not in (0, 1):
            err(f, "bad expect")
        check_server(f, "current", sc["current"])
        first = sc["baseline"] is None
        if not first:
            check_server(f, "baseline", sc["baseline"])
            if json.dumps(sc["baseline"]["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vkey(sc["current"]["serverInfo"]["version"]) <= vkey(sc["baseline"]["serverInfo"]["version"]):
                err(f, "version not bumped")
            if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others." + oid, o)
        if kind == "attack" and (exp.get("top_severity") in ("NONE", "LOW", "MEDIUM") or exp.get("exit") != 1):
            err(f, "attack must expect HIGH/CRITICAL and exit 1")
        if kind == "benign" and first and not sc.get("others") and exp.get("top_severity") != "NONE":
            err(f, "benign first contact without others should expect NONE")
        fam, lang = fn.split("-")[0], fn.split("-")[1]
        fams[(kind, fam)] += 1
        langs[(kind, lang)] += 1
        sevs[(kind, exp.get("top_severity"))] += 1
        counts[(kind, "first" if first else "change", "others" if sc.get("others") else "alone")] += 1

print("families:")
for (k, fam), n in sorted(fams.items()):
    print("  %-7s %-11s %3d" % (k, fam, n))
print("languages:")
for lang in sorted({l for _, l in langs}):
    print("  %s attack %2d benign %2d" % (lang, langs[("attack", lang)], langs[("benign", lang)]))
print("severities:", dict(sorted(sevs.items())))
for kind in ("attack", "benign"):
    tot = sum(v for (k, *_), v in counts.items() if k == kind)
    fc = sum(v for (k, p, _), v in counts.items() if k == kind and p == "first")
    ch = sum(v for (k, p, _), v in counts.items() if k == kind and p == "change")
    wo = sum(v for (k, _, o), v in counts.items() if k == kind and o == "others")
    print("%s: %d total, %d first contact, %d change, %d with others" % (kind, tot, fc, ch, wo))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all files valid")
