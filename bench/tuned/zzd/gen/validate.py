#!/usr/bin/env python3
"""Checks every scenario of the set: parses, ASCII, keys, names, change rules; prints counts."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z0-9]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
def err(f, m): errors.append("%s: %s" % (f, m))

def vkey(v):
    return tuple(int(x) for x in v.split("."))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, "%s lacks serverInfo/tools" % label); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s serverInfo incomplete" % label)
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t: err(f, "%s tool lacks %s" % (label, k))
        n = t.get("name", "")
        if not NAME.match(n): err(f, "%s bad tool name %r" % (label, n))
        if n in names: err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        sc = t.get("inputSchema", {})
        if sc.get("type") != "object" or not isinstance(sc.get("properties"), dict):
            err(f, "%s tool %s inputSchema not an object schema" % (label, n))
        for r in sc.get("required", []):
            if r not in sc.get("properties", {}): err(f, "%s tool %s requires unknown %s" % (label, n, r))
        if "annotations" in t and not isinstance(t["annotations"], dict): err(f, "bad annotations")

counts = collections.Counter(); langs = collections.Counter(); fams = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        f = "%s/%s" % (kind, fn)
        m = FILE.match(fn)
        if not m: err(f, "bad file name"); continue
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc: err(f, "missing key %s" % k)
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEVS or ex.get("exit") not in (0, 1): err(f, "bad expect")
        if kind == "attack" and (ex.get("exit") != 1 or ex.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL exit 1")
        check_server(f, "current", sc.get("current"))
        b = sc.get("baseline")
        if b is not None:
            check_server(f, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vkey(sc["current"]["serverInfo"]["version"]) <= vkey(b["serverInfo"]["version"]):
                err(f, "change does not bump version")
            if b["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a: err(f, "announcement lacks %s" % k)
        mode = "first" if b is None else "change"
        counts[(kind, mode)] += 1
        if sc.get("others"): counts[(kind, "others")] += 1
        counts[kind] += 1
        langs[(kind, m.group(2))] += 1
        fams[(kind, m.group(1))] += 1

for e in errors: print("ERROR", e)
print("families:", ", ".join("%s/%s=%d" % (k[0][0], k[1], v) for k, v in sorted(fams.items())))
print("languages:", ", ".join("%s=%d+%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in sorted({k[1] for k in langs})))
for kind in ("attack", "benign"):
    print("%s: %d (first contact %d, change %d, with others %d)" % (kind, counts[kind], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
print("OK" if not errors else "FAILED: %d errors" % len(errors))
sys.exit(1 if errors else 0)
