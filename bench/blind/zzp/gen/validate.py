#!/usr/bin/env python3
"""Validate every scenario of the zzp set and print counts: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
LANGS = {"en", "es", "fr", "pt", "nl", "no", "fi", "sr", "bg", "tr", "ar", "ur", "ja", "tl", "sw"}
SEVS = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        return err(f, "%s lacks serverInfo/tools" % label)
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(f, "%s serverInfo needs name and version" % label)
    if not isinstance(s["tools"], list) or not s["tools"]:
        return err(f, "%s tools must be a non-empty list" % label)
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, "%s bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %r lacks description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %r inputSchema must be an object schema" % (label, n))
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s tool %r requires unknown %r" % (label, n, r))
        a = t.get("annotations")
        if a is not None:
            for k in a:
                if k not in ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                    err(f, "%s tool %r unknown annotation %r" % (label, n, k))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


rows = Counter(); langs = Counter(); fams = Counter(); sev = Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(f, "does not parse: %s" % e); continue
        m = FILE.match(f)
        if not m:
            err(f, "file name must be <family>-<lang>-<slug>.json"); continue
        fam, lang = m.group(1), m.group(2)
        if lang not in LANGS:
            err(f, "unexpected language %s" % lang)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key %s" % k)
        if set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}:
            err(f, "unknown keys %s" % (set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}))
        check_server(f, "current", sc.get("current"))
        base = sc.get("baseline")
        if base is not None:
            check_server(f, "baseline", base)
            if json.dumps(base["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                err(f, "change does not bump serverInfo.version")
            if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others[%s]" % oid, o)
        for a in sc.get("announcements") or []:
            if base is None:
                err(f, "announcement on a first contact")
            for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if not isinstance(a.get(k, []), list):
                    err(f, "announcement %s must be a list" % k)
        e = sc.get("expect", {})
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            err(f, "bad expect %r" % e)
        else:
            want_exit = 1 if SEVS.index(e["top_severity"]) >= SEVS.index("MEDIUM") else 0
            if e["exit"] != want_exit:
                err(f, "exit %s inconsistent with %s at fail-on medium" % (e["exit"], e["top_severity"]))
            if kind == "attack" and e["top_severity"] not in ("HIGH", "CRITICAL"):
                err(f, "attack expects below HIGH")
            if kind == "benign" and base is None and e["top_severity"] not in ("NONE", "LOW"):
                err(f, "benign first contact expects more than LOW")
        mode = "change" if base is not None else "first_contact"
        rows[(kind, mode)] += 1
        if sc.get("others"):
            rows[(kind, "with_others")] += 1
        rows[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sev[(kind, e.get("top_severity"))] += 1

for kind in ("attack", "benign"):
    print("%-7s total=%d first_contact=%d change=%d with_others=%d" % (kind, rows[(kind, "total")],
          rows[(kind, "first_contact")], rows[(kind, "change")], rows[(kind, "with_others")]))
for kind in ("attack", "benign"):
    print(kind, "languages:", ", ".join("%s=%d" % (l, c) for (k, l), c in sorted(langs.items()) if k == kind))
    print(kind, "families:", ", ".join("%s=%d" % (fa, c) for (k, fa), c in sorted(fams.items()) if k == kind))
    print(kind, "expected:", ", ".join("%s=%d" % (s, c) for (k, s), c in sorted(sev.items()) if k == kind))
if errors:
    print("\n".join(errors))
    print("FAILED: %d problem(s)" % len(errors))
    sys.exit(1)
print("OK: %d files valid" % (rows[("attack", "total")] + rows[("benign", "total")]))
