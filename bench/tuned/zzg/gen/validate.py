"""Checks every scenario file of this set and prints counts: python3 gen/validate.py"""
import collections
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()


def err(f, m):
    errors.append("%s: %s" % (os.path.basename(f), m))


def check_server(f, label, srv):
    if not isinstance(srv, dict) or "serverInfo" not in srv or "tools" not in srv:
        err(f, "%s lacks serverInfo/tools" % label)
        return
    si = srv["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s serverInfo incomplete" % label)
    names = set()
    for t in srv["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(f, "%s tool lacks %s" % (label, k))
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(f, "%s tool %s inputSchema not an object with properties" % (label, n))
        for r in s.get("required", []):
            if r not in s.get("properties", {}):
                err(f, "%s tool %s requires unknown %s" % (label, n, r))


for kind in ("attack", "benign"):
    for f in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        raw = open(f, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(f, "does not parse: %s" % e)
            continue
        base = os.path.basename(f)[:-5].split("-")
        if len(base) < 3 or not re.match(r"^[a-z]+$", base[0]) or not re.match(r"^[a-z]{2}$", base[1]):
            err(f, "file name not <family>-<lang>-<slug>")
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key %s" % k)
        if not isinstance(sc.get("description"), str) or not sc.get("description"):
            err(f, "empty description")
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            err(f, "bad expect %r" % ex)
        if kind == "attack" and (ex.get("top_severity") not in ("HIGH", "CRITICAL") or ex.get("exit") != 1):
            err(f, "attack must expect HIGH/CRITICAL and exit 1")
        if kind == "benign" and sc.get("baseline") is None and ex.get("top_severity") not in ("NONE", "LOW"):
            err(f, "benign first contact should expect NONE or LOW")
        check_server(f, "current", sc.get("current"))
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others[%s]" % oid, o)
        b = sc.get("baseline")
        if b is not None:
            check_server(f, "baseline", b)
            if json.dumps(b.get("tools"), sort_keys=True) == json.dumps(sc["current"].get("tools"), sort_keys=True):
                err(f, "baseline tools equal current tools")
            if b["serverInfo"].get("version") == sc["current"]["serverInfo"].get("version"):
                err(f, "change does not bump the version")
        mode = "first" if b is None else "change"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, base[1])] += 1
        fams[(kind, base[0])] += 1

for e in errors:
    print("ERROR", e)
print("families:")
for (k, fam), n in sorted(fams.items()):
    print("  %-7s %-11s %3d" % (k, fam, n))
print("languages:")
for lang in sorted({l for _, l in langs}):
    print("  %s attack %3d benign %3d" % (lang, langs[("attack", lang)], langs[("benign", lang)]))
for k in ("attack", "benign"):
    print("%-7s total %3d  first contact %3d  change %3d  with others %3d" % (
        k, counts[(k, "total")], counts[(k, "first")], counts[(k, "change")], counts[(k, "others")]))
print("errors: %d" % len(errors))
sys.exit(1 if errors else 0)
