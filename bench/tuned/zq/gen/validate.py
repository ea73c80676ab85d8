#!/usr/bin/env python3
"""Validate the zq blind set and print counts."""
import collections
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def check_manifest(f, label, m):
    if not isinstance(m, dict) or "serverInfo" not in m or "tools" not in m:
        err(f, label + " lacks serverInfo/tools"); return
    si = m["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(f, label + " serverInfo name/version")
    if not isinstance(m["tools"], list) or not m["tools"]:
        err(f, label + " tools empty"); return
    names = set()
    for t in m["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s tool %s lacks description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(f, "%s tool %s bad inputSchema" % (label, n))
        else:
            for r in s.get("required", []):
                if r not in s["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (label, n, r))
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                err(f, "%s tool %s unexpected key %s" % (label, n, k))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        p = os.path.join(d, fn)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(fn, "not pure ASCII")
        try:
            c = json.loads(raw)
        except ValueError as e:
            err(fn, "does not parse: %s" % e); continue
        m = FILE.match(fn)
        if not m:
            err(fn, "bad file name")
            continue
        fam, lang = m.group(1), m.group(2)
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                err(fn, "missing key " + k)
        for k in c:
            if k not in ("description", "baseline", "current", "others", "announcements", "expect"):
                err(fn, "unexpected key " + k)
        e = c.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(fn, "bad expect")
        if kind == "attack" and (e.get("exit") != 1 or e.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(fn, "attack must expect HIGH/CRITICAL and exit 1")
        check_manifest(fn, "current", c.get("current"))
        mode = "first"
        if c.get("baseline") is not None:
            mode = "change"
            check_manifest(fn, "baseline", c["baseline"])
            if c["baseline"] == c["current"]:
                err(fn, "baseline equals current")
            elif c["baseline"]["tools"] == c["current"]["tools"]:
                err(fn, "tools unchanged")
            if vtuple(c["current"]["serverInfo"]["version"]) <= vtuple(c["baseline"]["serverInfo"]["version"]):
                err(fn, "version not bumped")
        elif kind == "benign" and e.get("top_severity") not in ("NONE", "LOW"):
            err(fn, "benign first contact should expect NONE/LOW")
        if "others" in c:
            for sid, om in c["others"].items():
                check_manifest(fn, "others." + sid, om)
        for a in c.get("announcements", []):
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(fn, "announcement lacks " + k)
        counts[(kind, mode)] += 1
        if "others" in c:
            counts[(kind, "others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1

for kind in ("attack", "benign"):
    print("%s families: %s" % (kind, ", ".join("%s=%d" % (f, n) for (k, f), n in sorted(fams.items()) if k == kind)))
    print("%s languages: %s" % (kind, ", ".join("%s=%d" % (l, n) for (k, l), n in sorted(langs.items()) if k == kind)))
for kind in ("attack", "benign"):
    print("%-6s total=%d first_contact=%d change=%d with_others=%d" % (
        kind, counts[(kind, "total")], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all files valid")
