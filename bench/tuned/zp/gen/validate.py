"""Checks every scenario of the zp set and prints counts: python3 gen/validate.py"""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
def err(f, m): errors.append("%s: %s" % (f, m))

def vkey(v):
    return tuple(int(x) for x in v.split("."))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, label + " lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, label + " serverInfo incomplete")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n): err(f, "%s bad tool name %r" % (label, n))
        if n in names: err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]: err(f, "%s tool %s required %s not a property" % (label, n, r))

counts = collections.Counter(); langs = collections.Counter(); fams = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"): continue
        f = kind + "/" + fn
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            s = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e); continue
        m = FILE.match(fn)
        if not m: err(f, "file name does not follow <family>-<lang>-<slug>.json"); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in s: err(f, "missing key " + k)
        if not isinstance(s.get("description"), str) or not s["description"]:
            err(f, "empty description")
        check_server(f, "current", s.get("current"))
        ex = s.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (ex.get("exit") != 1 or ex.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign" and s.get("baseline") is None and ex.get("top_severity") not in ("NONE", "LOW"):
            err(f, "benign first contact must expect NONE/LOW")
        b = s.get("baseline")
        if b is not None:
            check_server(f, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(s["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            try:
                if vkey(s["current"]["serverInfo"]["version"]) <= vkey(b["serverInfo"]["version"]):
                    err(f, "version not bumped")
            except Exception:
                err(f, "unparsable version")
            if b["serverInfo"]["name"] != s["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (s.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in s.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a: err(f, "announcement lacks " + k)
        phase = "change" if b is not None else "first"
        counts[(kind, phase)] += 1
        if s.get("others"): counts[(kind, "others")] += 1
        counts[(kind, "sev:%s/%d" % (ex.get("top_severity"), ex.get("exit")))] += 1
        langs[(kind, m.group(2))] += 1
        fams[(kind, m.group(1))] += 1

for e in errors: print("ERROR", e)
for kind in ("attack", "benign"):
    tot = counts[(kind, "first")] + counts[(kind, "change")]
    print("%s: %d files (first contact %d, change %d, with others %d)" % (
        kind, tot, counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
    print("  expect:", ", ".join("%s=%d" % (k[1][4:], v) for k, v in sorted(counts.items()) if k[0] == kind and k[1].startswith("sev:")))
    print("  families:", ", ".join("%s=%d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == kind))
    print("  languages:", ", ".join("%s=%d" % (k[1], v) for k, v in sorted(langs.items()) if k[0] == kind))
print("total files: %d; errors: %d" % (sum(fams.values()), len(errors)))
sys.exit(1 if errors else 0)
