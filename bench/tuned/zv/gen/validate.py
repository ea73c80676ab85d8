#!/usr/bin/env python3
"""Check every scenario of the zv set and print counts."""
import json, os, re, sys, glob, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "fr", "de", "nl", "da", "fi", "hu", "ro", "ru", "ar", "ur", "th", "vi"}
errors = []

def err(f, m):
    errors.append("%s: %s" % (f, m))

def check_server(f, label, srv):
    if not isinstance(srv, dict) or "serverInfo" not in srv or "tools" not in srv:
        err(f, "%s lacks serverInfo/tools" % label); return
    si = srv["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s serverInfo incomplete" % label)
    names = set()
    for t in srv["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %s lacks description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        else:
            for r in s.get("required", []):
                if r not in s["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (label, n, r))
    return names

def vkey(v):
    return tuple(int(x) for x in v.split("."))

counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        f = os.path.relpath(path, ROOT)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            d = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                err(f, "missing key %s" % k)
        parts = os.path.basename(path)[:-5].split("-")
        fam, lang = parts[0], parts[1]
        if lang not in LANGS:
            err(f, "unknown language %s" % lang)
        if not re.match(r"^[a-z]+$", fam):
            err(f, "bad family %s" % fam)
        check_server(f, "current", d["current"])
        for oid, o in (d.get("others") or {}).items():
            check_server(f, "others[%s]" % oid, o)
        e = d["expect"]
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (e["exit"] != 1 or e["top_severity"] not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL and exit 1")
        if kind == "benign" and d["baseline"] is None and e["top_severity"] not in ("NONE", "LOW"):
            err(f, "benign first contact must expect NONE or LOW")
        if d["baseline"] is not None:
            check_server(f, "baseline", d["baseline"])
            if json.dumps(d["baseline"]["tools"], sort_keys=True) == json.dumps(d["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            try:
                if vkey(d["current"]["serverInfo"]["version"]) <= vkey(d["baseline"]["serverInfo"]["version"]):
                    err(f, "version not bumped")
            except Exception:
                err(f, "unparsable version")
            if d["baseline"]["serverInfo"]["name"] != d["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
            mode = "change"
        else:
            mode = "first_contact"
        for a in d.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks %s" % k)
            if a.get("version") and a["version"] != d["current"]["serverInfo"]["version"]:
                err(f, "announcement version does not match current")
        counts[(kind, mode)] += 1
        if d.get("others"):
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, e["top_severity"], e["exit"])] += 1

for kind in ("attack", "benign"):
    print("%s: total %d, first contact %d, change %d, with others %d" % (
        kind, counts[(kind, "total")], counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families: " + ", ".join("%s=%d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == kind))
    print("  languages: " + ", ".join("%s=%d" % (k[1], v) for k, v in sorted(langs.items()) if k[0] == kind))
    print("  expect: " + ", ".join("%s/exit%d=%d" % (k[1], k[2], v) for k, v in sorted(sevs.items()) if k[0] == kind))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
