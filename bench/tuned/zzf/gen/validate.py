#!/usr/bin/env python3
"""Checks every scenario of the zzf set and prints counts."""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEV = {"NONE": 0, "LOW": 1, "MEDIUM": 2, "HIGH": 3, "CRITICAL": 4}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, where, s):
    if not isinstance(s, dict) or "tools" not in s or "serverInfo" not in s:
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
                    err(f, "%s tool %s requires unknown %s" % (where, n, r))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(ROOT, kind, "*"))):
        f = kind + "/" + os.path.basename(path)
        m = FILE.match(os.path.basename(path))
        if not m:
            err(f, "bad file name")
            continue
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key " + k)
        extra = set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}
        if extra:
            err(f, "unknown keys %s" % extra)
        check_server(f, "current", sc.get("current"))
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            err(f, "bad expect")
        elif ex["exit"] != (1 if SEV[ex["top_severity"]] >= 2 else 0):
            err(f, "exit does not match severity under --fail-on medium")
        if kind == "attack" and SEV.get(ex.get("top_severity"), 0) < 3:
            err(f, "attack expected below HIGH")
        if sc.get("baseline") is not None:
            check_server(f, "baseline", sc["baseline"])
            b, c = sc["baseline"], sc["current"]
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(c["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vtuple(c["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                err(f, "current version does not bump baseline version")
            if b["serverInfo"]["name"] != c["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        elif kind == "benign" and ex.get("top_severity") not in ("NONE", "LOW"):
            err(f, "benign first contact should expect NONE or LOW")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others." + oid, o)
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        mode = "change" if sc.get("baseline") is not None else "first"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "others")] += 1
        counts[(kind, "all")] += 1
        langs[(kind, m.group(2))] += 1
        fams[(kind, m.group(1))] += 1
        sevs[(kind, ex.get("top_severity"))] += 1

for kind in ("attack", "benign"):
    print("%-7s total %3d  first-contact %3d  change %3d  with-others %3d" % (kind, counts[(kind, "all")], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
print("languages:", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in sorted({l for _, l in langs})), "(attack/benign)")
print("attack families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "attack"))
print("benign families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "benign"))
print("expected severities:", ", ".join("%s %s %d" % (k, s, n) for (k, s), n in sorted(sevs.items())))
if errors:
    print("\n".join(errors))
    print("FAILED: %d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d files valid" % sum(counts[(k, "all")] for k in ("attack", "benign")))
