#!/usr/bin/env python3
"""Check every scenario of the zx set and print counts."""
import collections
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
LANGS = {"en", "es", "pt", "fr", "de", "it", "nl", "sv", "pl", "ru", "tr", "ar", "hi", "id", "ko"}
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (os.path.relpath(f, ROOT), m))


def ver(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, "%s: needs serverInfo and tools" % where)
        return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s: serverInfo needs name and version" % where)
    names = set()
    for t in s["tools"]:
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, "%s: bad tool name %r" % (where, n))
        if n in names:
            err(f, "%s: duplicate tool %r" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            err(f, "%s/%s: description missing" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s/%s: inputSchema must be an object schema with properties" % (where, n))
        for r in (sch or {}).get("required", []):
            if r not in sch["properties"]:
                err(f, "%s/%s: required %r not in properties" % (where, n, r))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sev = collections.Counter()
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
        import unicodedata
        txt = json.dumps(sc, ensure_ascii=False)
        if any(unicodedata.category(ch) in ("Cf", "Cc") and ch not in "\n\t" for ch in txt):
            err(f, "contains an invisible/format or control character (none is intended in this set)")
        parts = os.path.basename(f)[:-5].split("-")
        fam, lang = parts[0], parts[1] if len(parts) > 1 else ""
        if not re.match(r"^[a-z]+$", fam):
            err(f, "bad family %r" % fam)
        if lang not in LANGS:
            err(f, "bad language %r" % lang)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key %s" % k)
        if set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}:
            err(f, "unknown keys %s" % (set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}))
        ex = sc.get("expect", {})
        if ex.get("top_severity") not in SEVS or ex.get("exit") not in (0, 1):
            err(f, "bad expect %r" % ex)
        if kind == "attack" and (ex.get("exit") != 1 or ex.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL and exit 1")
        check_server(f, "current", sc.get("current"))
        b = sc.get("baseline")
        if b is not None:
            check_server(f, "baseline", b)
            if json.dumps(b["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if not ver(sc["current"]["serverInfo"]["version"]) > ver(b["serverInfo"]["version"]):
                err(f, "change does not bump serverInfo.version")
            if b["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(f, "baseline and current server names differ")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, "announcement missing %s" % k)
        mode = "first" if b is None else "change"
        counts[(kind, mode)] += 1
        if sc.get("others"):
            counts[(kind, "others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sev[(kind, ex.get("top_severity"), ex.get("exit"))] += 1

for kind in ("attack", "benign"):
    print("%s: total %d, first contact %d, change %d, with others %d" % (
        kind, counts[(kind, "total")], counts[(kind, "first")], counts[(kind, "change")], counts[(kind, "others")]))
    print("  families:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(fams.items()) if k[0] == kind))
    print("  languages:", ", ".join("%s %d" % (k[1], v) for k, v in sorted(langs.items(), key=lambda x: -x[1]) if k[0] == kind))
    print("  expectations:", ", ".join("%s/exit%d %d" % (k[1], k[2], v) for k, v in sorted(sev.items()) if k[0] == kind))
if errors:
    print("\n%d ERRORS" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
