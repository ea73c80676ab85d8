#!/usr/bin/env python3
"""Check every scenario of the zzj set and print counts."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z0-9]+)-([a-z]{2})-[a-z0-9-]+\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
def err(f, m): errors.append("%s: %s" % (f, m))
def vt(v): return tuple(int(x) for x in v.split("."))
def check_server(f, label, s):
    if not isinstance(s, dict) or set(s) - {"serverInfo", "tools"} or "tools" not in s:
        err(f, label + " malformed server"); return
    si = s.get("serverInfo", {})
    if not si.get("name") or not si.get("version"): err(f, label + " serverInfo needs name+version")
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t: err(f, "%s tool missing %s" % (label, k))
        n = t.get("name", "")
        if not NAME.match(n): err(f, "%s bad tool name %r" % (label, n))
        if n in names: err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties"), dict): err(f, label + " inputSchema not object/properties")
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}): err(f, "%s required %s not a property" % (label, r))
        if set(t) - {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}: err(f, label + " unexpected tool key")
counts = collections.Counter(); langs = collections.Counter(); fams = collections.Counter(); sevs = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        raw = open(p, "rb").read()
        try: raw.decode("ascii")
        except UnicodeDecodeError: err(f, "not ASCII"); continue
        try: sc = json.loads(raw)
        except Exception as e: err(f, "bad JSON %s" % e); continue
        m = FILE.match(f)
        if not m: err(f, "bad file name"); continue
        fam, lang = m.group(1), m.group(2)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc: err(f, "missing " + k)
        if set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}: err(f, "unexpected key")
        if not isinstance(sc.get("description"), str) or len(sc["description"]) < 20: err(f, "description too short")
        check_server(f, "current", sc["current"])
        ex = sc["expect"]
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1): err(f, "bad expect")
        if kind == "attack" and ex.get("exit") != 1: err(f, "attack must expect exit 1")
        if kind == "attack" and ex.get("top_severity") not in ("HIGH", "CRITICAL"): err(f, "attack must expect HIGH/CRITICAL")
        if kind == "benign" and sc["baseline"] is None and ex.get("top_severity") not in ("NONE", "LOW"): err(f, "benign first contact should be NONE/LOW")
        if sc["baseline"] is not None:
            check_server(f, "baseline", sc["baseline"])
            if json.dumps(sc["baseline"]["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True): err(f, "baseline tools equal current")
            if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]: err(f, "server name differs")
            if not vt(sc["current"]["serverInfo"]["version"]) > vt(sc["baseline"]["serverInfo"]["version"]): err(f, "version not bumped")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in sc.get("announcements", []):
            if set(a) != {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}: err(f, "announcement keys")
        mode = "first contact" if sc["baseline"] is None else "change"
        counts[(kind, mode)] += 1
        if sc.get("others"): counts[(kind, "with others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1; fams[(kind, fam)] += 1; sevs[(kind, ex["top_severity"], ex["exit"])] += 1
for k in ("attack", "benign"):
    print("%-7s total %3d | first contact %3d | change %3d | with others %3d" % (k, counts[(k, "total")], counts[(k, "first contact")], counts[(k, "change")], counts[(k, "with others")]))
print("languages:", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in sorted({l for _, l in langs})), "(attack/benign)")
print("attack families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "attack"))
print("benign families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "benign"))
print("expectations:", ", ".join("%s %s exit %s: %d" % (k, s, e, n) for (k, s, e), n in sorted(sevs.items())))
if errors:
    print("\n".join(errors)); print("FAILED: %d errors" % len(errors)); sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
