#!/usr/bin/env python3
"""Check every scenario file of the zm set and print counts."""
import json, os, re, sys, collections

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "fr", "de", "nl", "no", "pl", "ru", "ar", "ur", "bn", "sw", "id", "ko", "ja"}
errors = []


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


def check_server(fn, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, label)); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
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
            errors.append("%s: %s tool %s inputSchema not an object schema" % (fn, label, n))
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, label, n, r))
        if not isinstance(t.get("annotations", {}), dict):
            errors.append("%s: %s annotations not object" % (fn, label))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        path = os.path.join(d, fn)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not pure ASCII" % fn)
        try:
            s = json.loads(raw)
        except Exception as e:
            errors.append("%s: does not parse: %s" % (fn, e)); continue
        m = FNAME.match(fn)
        if not m:
            errors.append("%s: bad file name" % fn); continue
        fam, lang = m.group(1), m.group(2)
        if lang not in LANGS:
            errors.append("%s: unknown language %s" % (fn, lang))
        for k in ("description", "baseline", "current", "expect"):
            if k not in s:
                errors.append("%s: missing key %s" % (fn, k))
        extra = set(s) - {"description", "baseline", "current", "others", "announcements", "expect"}
        if extra:
            errors.append("%s: unknown keys %s" % (fn, extra))
        e = s.get("expect", {})
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            errors.append("%s: bad expect %r" % (fn, e))
        if kind == "attack" and (e.get("top_severity") not in ("HIGH", "CRITICAL") or e.get("exit") != 1):
            errors.append("%s: attack must expect HIGH/CRITICAL exit 1" % fn)
        check_server(fn, "current", s.get("current"))
        b = s.get("baseline")
        if b is not None:
            check_server(fn, "baseline", b)
            if b == s["current"]:
                errors.append("%s: baseline equals current" % fn)
            if b.get("tools") == s["current"].get("tools"):
                errors.append("%s: tools unchanged" % fn)
            try:
                if vtuple(s["current"]["serverInfo"]["version"]) <= vtuple(b["serverInfo"]["version"]):
                    errors.append("%s: version not bumped" % fn)
            except Exception as ex:
                errors.append("%s: version compare: %s" % (fn, ex))
            if b["serverInfo"]["name"] != s["current"]["serverInfo"]["name"]:
                errors.append("%s: server name changed between baseline and current" % fn)
        for oid, o in (s.get("others") or {}).items():
            check_server(fn, "others." + oid, o)
        for a in s.get("announcements") or []:
            if b is None:
                errors.append("%s: announcement without baseline" % fn)
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
            if a.get("version") != s["current"]["serverInfo"]["version"]:
                errors.append("%s: announcement version differs from current" % fn)
        mode = "change" if b is not None else "first"
        counts[(kind, mode)] += 1
        if s.get("others"):
            counts[(kind, "others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, e.get("top_severity"), e.get("exit"))] += 1

print("kind    total first change others")
for kind in ("attack", "benign"):
    print("%-7s %5d %5d %6d %6d" % (kind, counts[(kind, "total")], counts[(kind, "first")],
                                     counts[(kind, "change")], counts[(kind, "others")]))
print("languages:", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)])
                              for l in sorted(LANGS, key=lambda x: (x != "en", x))), "(attack/benign)")
print("attack families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "attack"))
print("benign families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "benign"))
print("expectations:", ", ".join("%s %s exit %d: %d" % (k, s_, x, n) for (k, s_, x), n in sorted(sevs.items())))
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: %d files valid" % (counts[("attack", "total")] + counts[("benign", "total")]))
