"""Check every scenario file of the zt set and print counts: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter, defaultdict
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = set("en es pt fr de it nl pl cs ru tr ar hi id ja".split())
errors = []
counts = Counter(); fams = defaultdict(Counter); langs = defaultdict(Counter); sevs = defaultdict(Counter)

def ver(v):
    return tuple(int(x) for x in v.split("."))

def check_manifest(fn, label, m):
    if not isinstance(m, dict) or "serverInfo" not in m or "tools" not in m:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, label)); return
    si = m["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, label))
    names = set()
    for t in m["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append("%s: %s tool lacks %s" % (fn, label, k))
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, label, n))
        if n in names:
            errors.append("%s: %s duplicate tool %s" % (fn, label, n))
        names.add(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object" or not isinstance(s.get("properties", {}), dict):
            errors.append("%s: %s tool %s inputSchema not an object schema" % (fn, label, n))
        for r in s.get("required", []):
            if r not in s.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, label, n, r))

for kind in ("attack", "benign"):
    for fn in sorted(os.listdir(os.path.join(ROOT, kind))):
        p = os.path.join(ROOT, kind, fn)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not pure ASCII" % fn); continue
        try:
            sc = json.loads(raw)
        except Exception as e:
            errors.append("%s: JSON error %s" % (fn, e)); continue
        parts = fn[:-5].split("-")
        if len(parts) < 3 or parts[1] not in LANGS or not parts[0].isalpha() or parts[0] != parts[0].lower():
            errors.append("%s: bad file name" % fn)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                errors.append("%s: missing %s" % (fn, k))
        e = sc.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errors.append("%s: bad expect" % fn)
        if kind == "attack" and (e.get("exit") != 1 or e.get("top_severity") not in ("HIGH", "CRITICAL")):
            errors.append("%s: attack must expect HIGH/CRITICAL, exit 1" % fn)
        check_manifest(fn, "current", sc.get("current"))
        b = sc.get("baseline")
        if b is not None:
            check_manifest(fn, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                errors.append("%s: baseline tools equal current" % fn)
            if ver(sc["current"]["serverInfo"]["version"]) <= ver(b["serverInfo"]["version"]):
                errors.append("%s: change does not bump the version" % fn)
        for oid, om in (sc.get("others") or {}).items():
            check_manifest(fn, "others/" + oid, om)
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        mode = "change" if b is not None else "first"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "others")] += 1
        counts[(kind, "total")] += 1
        fams[kind][parts[0]] += 1
        langs[kind][parts[1]] += 1
        sevs[kind][(e.get("top_severity"), e.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("%s: total %d | first contact %d | change %d | with others %d" % (kind, counts[(kind, "total")], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
    print("  families:", dict(sorted(fams[kind].items())))
    print("  languages:", dict(sorted(langs[kind].items())))
    print("  expect:", dict(sorted(sevs[kind].items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for x in errors:
        print("  " + x)
    sys.exit(1)
print("OK: all %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
