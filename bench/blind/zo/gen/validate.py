#!/usr/bin/env python3
"""Check every scenario of the zo blind set and print counts."""
import json, os, re, sys
from collections import Counter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errs = []
cnt = Counter(); langs = Counter(); fams = Counter()

def vkey(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errs.append("%s: %s lacks serverInfo/tools" % (f, label)); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errs.append("%s: %s serverInfo incomplete" % (f, label))
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t: errs.append("%s: %s tool lacks %s" % (f, label, k))
        n = t.get("name", "")
        if not NAME.match(n): errs.append("%s: bad tool name %r" % (f, n))
        if n in names: errs.append("%s: duplicate tool %s" % (f, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            errs.append("%s: %s inputSchema not an object schema" % (f, n))
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}): errs.append("%s: %s required %s missing" % (f, n, r))

for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for f in sorted(os.listdir(d)):
        path = os.path.join(d, f)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errs.append("%s: not pure ASCII" % f)
        try:
            c = json.loads(raw)
        except Exception as e:
            errs.append("%s: JSON error %s" % (f, e)); continue
        parts = f[:-5].split("-")
        if len(parts) < 3 or not re.match(r"^[a-z]+$", parts[0]) or not re.match(r"^[a-z]{2}$", parts[1]):
            errs.append("%s: bad file name" % f)
        for k in ("description", "baseline", "current", "expect"):
            if k not in c: errs.append("%s: missing %s" % (f, k))
        check_server(f, "current", c.get("current"))
        e = c.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errs.append("%s: bad expect" % f)
        if kind == "benign" and c.get("baseline") is None and (e.get("top_severity") not in ("NONE", "LOW") or e.get("exit") != 0):
            errs.append("%s: benign first contact must expect NONE/LOW, exit 0" % f)
        if kind == "benign" and e.get("top_severity") in ("HIGH", "CRITICAL"): errs.append("%s: benign expects HIGH+" % f)
        if kind == "attack" and e.get("exit") != 1: errs.append("%s: attack must exit 1" % f)
        if kind == "attack" and e.get("top_severity") not in ("HIGH", "CRITICAL"): errs.append("%s: attack below HIGH" % f)
        if c.get("baseline") is not None:
            b = c["baseline"]
            check_server(f, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errs.append("%s: baseline tools equal current" % f)
            if vkey(c["current"]["serverInfo"]["version"]) <= vkey(b["serverInfo"]["version"]):
                errs.append("%s: version not bumped" % f)
            if b["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                errs.append("%s: server name differs" % f)
            ctx = "change"
        else:
            ctx = "first"
        for sid, s in (c.get("others") or {}).items():
            check_server(f, "others/" + sid, s)
        for a in c.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a: errs.append("%s: announcement lacks %s" % (f, k))
        cnt[(kind, ctx)] += 1
        if c.get("others"): cnt[(kind, "others")] += 1
        cnt[(kind, "total")] += 1
        langs[(kind, parts[1])] += 1
        fams[(kind, parts[0])] += 1

print("%-8s %6s %7s %7s %6s" % ("", "total", "first", "change", "others"))
for kind in ("attack", "benign"):
    print("%-8s %6d %7d %7d %6d" % (kind, cnt[(kind, "total")], cnt[(kind, "first")], cnt[(kind, "change")], cnt[(kind, "others")]))
print("languages:", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in sorted({l for _, l in langs})))
print("attack families:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == "attack"))
print("benign families:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == "benign"))
sev = Counter((k, json.load(open(os.path.join(ROOT, k, f)))["expect"]["top_severity"]) for k in ("attack", "benign") for f in os.listdir(os.path.join(ROOT, k)))
print("expected severities:", ", ".join("%s %s %d" % (k, s, v) for (k, s), v in sorted(sev.items())))
if errs:
    print("ERRORS (%d):" % len(errs)); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: %d files valid" % (cnt[("attack", "total")] + cnt[("benign", "total")]))
