#!/usr/bin/env python3
"""Checks every scenario of the zza set and prints counts."""
import collections, glob, json, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z0-9]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEV = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
errors = []

def err(f, m):
    errors.append("%s: %s" % (f, m))

def ver(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        return err(f, label + " lacks serverInfo/tools")
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, label + " serverInfo incomplete")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %s lacks description" % (label, n))
        sc = t.get("inputSchema")
        if not isinstance(sc, dict) or sc.get("type") != "object" or not isinstance(sc.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        else:
            for r in sc.get("required", []):
                if r not in sc["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (label, n, r))

counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        f = kind + "/" + os.path.basename(path)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not ASCII")
        try:
            d = json.loads(raw)
        except Exception as e:
            err(f, "JSON: %s" % e)
            continue
        m = FILE.match(os.path.basename(path))
        if not m:
            err(f, "file name not family-lang-slug")
            continue
        fam, lang = m.group(1), m.group(2)
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                err(f, "missing key " + k)
        extra = set(d) - {"description", "baseline", "current", "others", "announcements", "expect"}
        if extra:
            err(f, "unknown keys %s" % sorted(extra))
        check_server(f, "current", d["current"])
        if d.get("baseline") is not None:
            check_server(f, "baseline", d["baseline"])
            b, c = d["baseline"], d["current"]
            if b["tools"] == c["tools"]:
                err(f, "baseline tools equal current tools")
            if not ver(c["serverInfo"]["version"]) > ver(b["serverInfo"]["version"]):
                err(f, "version not bumped")
            if b["serverInfo"]["name"] != c["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (d.get("others") or {}).items():
            check_server(f, "others." + oid, o)
        for a in d.get("announcements") or []:
            if not set(a) <= {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}:
                err(f, "bad announcement keys")
        e = d["expect"]
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (SEV.index(e["top_severity"]) < 3 or e["exit"] != 1):
            err(f, "attack expects less than HIGH/exit 1")
        if kind == "benign" and d.get("baseline") is None and not d.get("others") and e["top_severity"] != "NONE":
            err(f, "benign first contact should expect NONE")
        if kind == "benign" and e["exit"] != (1 if SEV.index(e["top_severity"]) >= 2 else 0):
            err(f, "benign exit inconsistent with severity")
        mode = "change" if d.get("baseline") is not None else "first_contact"
        counts[(kind, mode)] += 1
        if d.get("others"):
            counts[(kind, "with_others")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, e["top_severity"])] += 1

for kind in ("attack", "benign"):
    tot = counts[(kind, "first_contact")] + counts[(kind, "change")]
    print("%s: total %d  first_contact %d  change %d  with_others %d" % (
        kind, tot, counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families:", ", ".join("%s=%d" % (f, n) for (k, f), n in sorted(fams.items()) if k == kind))
    print("  languages:", ", ".join("%s=%d" % (l, n) for (k, l), n in sorted(langs.items()) if k == kind))
    print("  expected severities:", ", ".join("%s=%d" % (s, sevs[(kind, s)]) for s in SEV if sevs[(kind, s)]))
if errors:
    print("\n".join(errors))
    print("FAILED: %d problem(s)" % len(errors))
    sys.exit(1)
print("OK: all files valid")
