#!/usr/bin/env python3
"""Check every scenario of the zzo blind set and print counts: python3 gen/validate.py"""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-([A-Za-z0-9_.-]+)\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "it", "de", "sv", "da", "cs", "hu", "ro", "uk", "fa", "hi", "bn", "th", "vi", "zh"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, where + " lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, where + " serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s tool name %r invalid" % (where, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %s lacks description" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            err(f, "%s tool %s inputSchema must be an object schema" % (where, n))
        else:
            for r in sch.get("required", []):
                if r not in sch.get("properties", {}):
                    err(f, "%s tool %s requires unknown %s" % (where, n, r))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        f = kind + "/" + fn
        m = FILE.match(fn)
        if not m:
            err(f, "file name must be <family>-<lang>-<slug>.json"); continue
        fam, lang = m.group(1), m.group(2)
        if lang not in LANGS:
            err(f, "unknown language " + lang)
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII"); continue
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(f, "does not parse: %s" % e); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key " + k)
        if not isinstance(sc.get("description"), str) or not sc["description"]:
            err(f, "description must be a sentence")
        check_server(f, "current", sc.get("current"))
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEV or ex.get("exit") not in (0, 1):
            err(f, "bad expect %r" % ex)
        if kind == "attack" and ex.get("exit") != 1:
            err(f, "attack must expect exit 1")
        b = sc.get("baseline")
        change = b is not None
        if change:
            check_server(f, "baseline", b)
            if b.get("tools") == sc["current"].get("tools"):
                err(f, "baseline tools equal current tools")
            if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                err(f, "current version does not bump baseline version")
            if b["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(f, "baseline and current server names differ")
        elif kind == "benign" and ex.get("top_severity") not in ("NONE", "LOW"):
            err(f, "benign first contact should expect NONE or LOW")
        others = sc.get("others")
        if others is not None:
            if not isinstance(others, dict) or not others:
                err(f, "others must be a non-empty object")
            else:
                for sid, s in others.items():
                    check_server(f, "others." + sid, s)
        for a in sc.get("announcements", []) or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement lacks " + k)
        counts[(kind, "change" if change else "first_contact")] += 1
        if others:
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, ex.get("top_severity"), ex.get("exit"))] += 1

print("== families")
for (k, fam), n in sorted(fams.items()):
    print("  %-6s %-11s %3d" % (k, fam, n))
print("== languages (attack / benign)")
for lang in sorted({l for _, l in langs}):
    print("  %-3s %3d / %3d" % (lang, langs[("attack", lang)], langs[("benign", lang)]))
print("== expectations")
for (k, s, e), n in sorted(sevs.items()):
    print("  %-6s %-8s exit %d: %3d" % (k, s, e, n))
print("== counts")
print("  %-6s %6s %13s %7s %12s" % ("", "total", "first_contact", "change", "with_others"))
for k in ("attack", "benign"):
    print("  %-6s %6d %13d %7d %12d" % (k, counts[(k, "total")], counts[(k, "first_contact")], counts[(k, "change")],
                                       counts[(k, "with_others")]))
if errors:
    print("== %d ERRORS" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
