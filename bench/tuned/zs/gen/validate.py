#!/usr/bin/env python3
"""Checks every scenario file of the zs set and prints counts."""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()


def vt(key):
    return tuple(int(x) for x in key.split("."))


def check_server(fn, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, label)); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, label))
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append("%s: %s tool lacks %s" % (fn, label, k))
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, label, n))
        if n in names:
            errors.append("%s: %s duplicate tool %s" % (fn, label, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            errors.append("%s: %s tool %s bad inputSchema" % (fn, label, n))
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, label, n, r))


for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append(fn + ": not pure ASCII")
        try:
            sc = json.loads(raw)
        except ValueError as e:
            errors.append("%s: JSON error %s" % (fn, e)); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                errors.append("%s: missing key %s" % (fn, k))
        parts = fn[:-5].split("-")
        if len(parts) < 3 or not re.match(r"^[a-z]+$", parts[0]) or not re.match(r"^[a-z]{2}$", parts[1]):
            errors.append(fn + ": bad file name")
        exp = sc.get("expect", {})
        if exp.get("top_severity") not in SEVS or exp.get("exit") not in (0, 1):
            errors.append(fn + ": bad expect")
        if kind == "attack" and exp.get("exit") != 1:
            errors.append(fn + ": attack must expect exit 1")
        check_server(fn, "current", sc.get("current"))
        for oid, o in (sc.get("others") or {}).items():
            check_server(fn, "others/" + oid, o)
        b = sc.get("baseline")
        mode = "first"
        if b is not None:
            mode = "change"
            check_server(fn, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                errors.append(fn + ": baseline tools equal current")
            try:
                if vt(sc["current"]["serverInfo"]["version"]) <= vt(b["serverInfo"]["version"]):
                    errors.append(fn + ": version not bumped")
            except Exception:
                errors.append(fn + ": unparsable version")
            if b["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                errors.append(fn + ": server name differs")
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "others")] += 1
        langs[(kind, parts[1])] += 1
        fams[(kind, parts[0])] += 1
        sevs[(kind, exp.get("top_severity"))] += 1

for e in errors:
    print("ERROR", e)
print("families:", ", ".join("%s/%s=%d" % (k[0][0], k[1], v) for k, v in sorted(fams.items())))
print("languages:", ", ".join("%s/%s=%d" % (k[0][0], k[1], v) for k, v in sorted(langs.items())))
print("expected severities:", ", ".join("%s/%s=%d" % (k[0], k[1], v) for k, v in sorted(sevs.items())))
for kind in ("attack", "benign"):
    print("%s: total=%d first_contact=%d change=%d with_others=%d" % (
        kind, counts[(kind, "first")] + counts[(kind, "change")], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
print("errors:", len(errors))
sys.exit(1 if errors else 0)
