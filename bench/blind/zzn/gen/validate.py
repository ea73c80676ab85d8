#!/usr/bin/env python3
"""Check every scenario file and print counts: python3 gen/validate.py"""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FNAME = re.compile(r"^[a-z]+-[a-z]{2}-[a-z0-9-]+\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "fr", "de", "nl", "pl", "ru", "el", "tr", "ar", "he", "ja", "ko", "id"}
errors = []
counts = collections.Counter()
fam = collections.Counter()
lang = collections.Counter()
sevs = collections.Counter()


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


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
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (where, n))
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s tool %s requires missing %s" % (where, n, r))


for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        f = kind + "/" + fn
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        if not FNAME.match(fn):
            err(f, "bad file name")
        try:
            c = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                err(f, "missing key " + k)
        parts = fn.split("-")
        fam[(kind, parts[0])] += 1
        lang[(kind, parts[1])] += 1
        if parts[1] not in LANGS:
            err(f, "unknown language " + parts[1])
        e = c.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (e.get("exit") != 1 or e.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        sevs[(kind, e.get("top_severity"), e.get("exit"))] += 1
        check_server(f, "current", c.get("current"))
        if c.get("baseline") is not None:
            check_server(f, "baseline", c["baseline"])
            if json.dumps(c["baseline"], sort_keys=True) == json.dumps(c["current"], sort_keys=True):
                err(f, "baseline equals current")
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                err(f, "tools unchanged")
            if vtuple(c["current"]["serverInfo"]["version"]) <= vtuple(c["baseline"]["serverInfo"]["version"]):
                err(f, "version not bumped")
            if c["baseline"]["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (c.get("others") or {}).items():
            check_server(f, "others." + oid, o)
        for a in c.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        mode = "change" if c.get("baseline") is not None else "first_contact"
        counts[(kind, mode)] += 1
        if c.get("others"):
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1

print("families:")
for (k, fm), n in sorted(fam.items()):
    print("  %-7s %-11s %3d" % (k, fm, n))
print("languages:")
for (k, lg), n in sorted(lang.items()):
    print("  %-7s %-3s %3d" % (k, lg, n))
print("expectations:")
for (k, s, x), n in sorted(sevs.items()):
    print("  %-7s %-8s exit %d  %3d" % (k, s, x, n))
for k in ("attack", "benign"):
    print("%s: total %d, first contact %d, change %d, with others %d" % (
        k, counts[(k, "total")], counts[(k, "first_contact")], counts[(k, "change")], counts[(k, "with_others")]))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
