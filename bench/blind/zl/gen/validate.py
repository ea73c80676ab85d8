#!/usr/bin/env python3
"""Validate the zl blind set and print counts: python3 gen/validate.py"""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
LANGS = {"en", "es", "pt", "fr", "de", "it", "uk", "cs", "hu", "ro", "el", "tr", "hi", "vi", "zh"}
SEV = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
errors = []

def err(f, m):
    errors.append("%s: %s" % (f, m))

def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))

def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, label + " lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, label + " serverInfo needs name and version")
    names = set()
    if not isinstance(s["tools"], list) or not s["tools"]:
        err(f, label + " has no tools")
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(f, "%s tool lacks %s" % (label, k))
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %s" % (label, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            err(f, label + " inputSchema must be an object schema")
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                err(f, "%s %s requires unknown %s" % (label, n, r))
        a = t.get("annotations")
        if a is not None:
            for k in a:
                if k not in ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                    err(f, "%s unknown annotation %s" % (label, k))

counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
total = 0
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        f = kind + "/" + fn
        total += 1
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e); continue
        parts = fn[:-5].split("-")
        if not fn.endswith(".json") or len(parts) < 3:
            err(f, "name must be <family>-<lang>-<slug>.json")
            continue
        fam, lang = parts[0], parts[1]
        if not re.match(r"^[a-z]+$", fam):
            err(f, "family must be one lowercase word")
        if lang not in LANGS:
            err(f, "unknown language " + lang)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key " + k)
        if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
            err(f, "description too short")
        check_server(f, "current", sc.get("current"))
        change = sc.get("baseline") is not None
        if change:
            b, c = sc["baseline"], sc["current"]
            check_server(f, "baseline", b)
            if b == c:
                err(f, "baseline equals current")
            if b.get("tools") == c.get("tools"):
                err(f, "baseline tools equal current tools")
            if vtuple(c["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                err(f, "change does not bump serverInfo.version")
            if b["serverInfo"]["name"] != c["serverInfo"]["name"]:
                err(f, "change renames the server")
        others = sc.get("others") or {}
        for oid, o in others.items():
            check_server(f, "others/" + oid, o)
        for a in sc.get("announcements", []) or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        e = sc.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        else:
            s = e["top_severity"]
            if (s in ("NONE", "LOW")) != (e["exit"] == 0):
                err(f, "exit does not fit severity under default --fail-on medium")
            if kind == "attack" and SEV.index(s) < SEV.index("HIGH"):
                err(f, "attack must expect HIGH or CRITICAL")
            if kind == "benign" and not change and s not in ("NONE", "LOW"):
                err(f, "benign first contact must expect NONE or LOW")
        counts[(kind, "change" if change else "first_contact")] += 1
        if others:
            counts[(kind, "with_others")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, e.get("top_severity"))] += 1

print("files: %d" % total)
print("%-8s %14s %8s %12s %6s" % ("", "first_contact", "change", "with_others", "total"))
for kind in ("attack", "benign"):
    fc_, chg, oth = counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]
    print("%-8s %14d %8d %12d %6d" % (kind, fc_, chg, oth, fc_ + chg))
print("languages (attack/benign):")
for l in sorted(LANGS):
    print("  %s %3d %3d" % (l, langs[("attack", l)], langs[("benign", l)]))
print("families:")
for (k, fam), n in sorted(fams.items()):
    print("  %-7s %-11s %3d" % (k, fam, n))
print("expected severities:", dict(sorted(sevs.items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all files valid")
