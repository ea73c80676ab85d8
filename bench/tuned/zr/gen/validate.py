"""Validate every scenario of the zr set and print counts: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []

def err(f, m):
    errors.append("%s: %s" % (f, m))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, label + " lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, label + " serverInfo lacks name/version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (label, n, r))

def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))

counts = Counter(); langs = Counter(); fams = Counter(); sevs = Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for f in sorted(os.listdir(d)):
        if not f.endswith(".json"):
            continue
        raw = open(os.path.join(d, f), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            s = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e); continue
        m = re.match(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$", f)
        if not m:
            err(f, "bad file name")
            continue
        fam, lang = m.groups()
        for k in ("description", "baseline", "current", "expect"):
            if k not in s:
                err(f, "missing key " + k)
        extra = set(s) - {"description", "baseline", "current", "others", "announcements", "expect"}
        if extra:
            err(f, "unknown keys %s" % extra)
        e = s.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (e.get("exit") != 1 or e.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        check_server(f, "current", s.get("current"))
        change = s.get("baseline") is not None
        if change:
            check_server(f, "baseline", s["baseline"])
            b, c = s["baseline"], s["current"]
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(c["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vtuple(c["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                err(f, "version not bumped")
            if b["serverInfo"]["name"] != c["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (s.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in s.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        counts[(kind, "change" if change else "first_contact")] += 1
        if s.get("others"):
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, e.get("top_severity"), e.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("%s: total %d, first_contact %d, change %d, with_others %d" % (kind, counts[(kind, "total")], counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == kind))
    print("  languages:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(langs.items()) if k[0] == kind))
    print("  expect:", ", ".join("%s/exit%s %d" % (k[1], k[2], v) for k, v in sorted(sevs.items()) if k[0] == kind))
if errors:
    print("\n".join(errors))
    print("FAILED: %d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
