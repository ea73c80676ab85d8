#!/usr/bin/env python3
"""Validate the zzc set: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
LANGS = {"en", "fr", "pt", "nl", "da", "fi", "hu", "ro", "bg", "ru", "ar", "ur", "id", "ko", "zh"}
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def check_server(f, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, where + " lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, where + " serverInfo incomplete")
    seen = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (where, n))
        if n in seen:
            err(f, "%s duplicate tool %s" % (where, n))
        seen.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            err(f, "%s tool %s bad inputSchema" % (where, n))
        for r in (sch or {}).get("required", []):
            if r not in sch.get("properties", {}):
                err(f, "%s tool %s requires unknown %s" % (where, n, r))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


counts = Counter(); langs = Counter(); fams = Counter(); sev = Counter()
for group in ("attack", "benign"):
    d = os.path.join(ROOT, group)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        f = group + "/" + fn
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            s = json.loads(raw)
        except Exception as e:
            err(f, "parse: %s" % e); continue
        m = FILE.match(fn)
        if not m:
            err(f, "bad file name")
        elif m.group(2) not in LANGS:
            err(f, "unknown language " + m.group(2))
        for k in ("description", "baseline", "current", "expect"):
            if k not in s:
                err(f, "missing key " + k)
        if set(s) - {"description", "baseline", "current", "others", "announcements", "expect"}:
            err(f, "unexpected keys %s" % (set(s) - {"description", "baseline", "current", "others", "announcements", "expect"}))
        check_server(f, "current", s.get("current"))
        b = s.get("baseline")
        kind = "first_contact"
        if b is not None:
            kind = "change"
            check_server(f, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(s["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vtuple(s["current"]["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                err(f, "version not bumped")
            if b["serverInfo"]["name"] != s["current"]["serverInfo"]["name"]:
                err(f, "server name changed")
        for oid, o in (s.get("others") or {}).items():
            check_server(f, "others." + oid, o)
        for a in s.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        e = s.get("expect", {})
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if group == "attack" and e.get("exit") != 1:
            err(f, "attack must expect exit 1")
        if group == "benign" and b is None and e.get("top_severity") not in ("NONE", "LOW"):
            err(f, "benign first contact must expect NONE/LOW")
        counts[(group, kind)] += 1
        if s.get("others"):
            counts[(group, "with_others")] += 1
        if m:
            langs[(group, m.group(2))] += 1
            fams[(group, m.group(1))] += 1
        sev[(group, e.get("top_severity"))] += 1

for g in ("attack", "benign"):
    tot = counts[(g, "first_contact")] + counts[(g, "change")]
    print("%-7s total %3d  first_contact %3d  change %3d  with_others %3d" % (g, tot, counts[(g, "first_contact")], counts[(g, "change")], counts[(g, "with_others")]))
for g in ("attack", "benign"):
    print(g, "languages:", ", ".join("%s=%d" % (l, n) for (gg, l), n in sorted(langs.items()) if gg == g))
    print(g, "families:", ", ".join("%s=%d" % (l, n) for (gg, l), n in sorted(fams.items()) if gg == g))
    print(g, "expected severities:", ", ".join("%s=%d" % (l, n) for (gg, l), n in sorted(sev.items()) if gg == g))
if errors:
    print("\n".join(errors)); print("FAILED: %d errors" % len(errors)); sys.exit(1)
print("OK: all files valid")
