#!/usr/bin/env python3
"""Check every scenario file of the zze set and print counts."""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []


def ver(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(fn, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append("%s: %s lacks serverInfo/tools" % (fn, where)); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append("%s: %s serverInfo incomplete" % (fn, where))
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append("%s: %s tool lacks %s" % (fn, where, k))
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append("%s: %s bad tool name %r" % (fn, where, n))
        if n in names:
            errors.append("%s: %s duplicate tool %s" % (fn, where, n))
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            errors.append("%s: %s tool %s schema not an object with properties" % (fn, where, n))
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                errors.append("%s: %s tool %s requires unknown %s" % (fn, where, n, r))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
total = 0
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        total += 1
        path = os.path.join(d, fn)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append("%s: not ASCII" % fn)
        try:
            sc = json.loads(raw)
        except Exception as e:
            errors.append("%s: JSON %s" % (fn, e)); continue
        parts = fn[:-5].split("-")
        if len(parts) < 3 or not re.match(r"^[a-z]+$", parts[0]) or not re.match(r"^[a-z]{2}$", parts[1]):
            errors.append("%s: bad file name" % fn)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                errors.append("%s: missing %s" % (fn, k))
        e = sc.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errors.append("%s: bad expect %r" % (fn, e))
        check_server(fn, "current", sc["current"])
        if sc["baseline"] is not None:
            check_server(fn, "baseline", sc["baseline"])
            if sc["baseline"]["tools"] == sc["current"]["tools"]:
                errors.append("%s: baseline tools equal current" % fn)
            if not ver(sc["current"]["serverInfo"]["version"]) > ver(sc["baseline"]["serverInfo"]["version"]):
                errors.append("%s: version not bumped" % fn)
            if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                errors.append("%s: server name differs between baseline and current" % fn)
        for oid, o in (sc.get("others") or {}).items():
            check_server(fn, "others/" + oid, o)
        for a in sc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    errors.append("%s: announcement lacks %s" % (fn, k))
        if kind == "attack" and e.get("exit") != 1:
            errors.append("%s: attack must expect exit 1" % fn)
        if kind == "benign" and sc["baseline"] is None and not sc.get("others") and e.get("top_severity") != "NONE":
            errors.append("%s: benign first contact should expect NONE" % fn)
        phase = "first_contact" if sc["baseline"] is None else "change"
        counts[(kind, phase)] += 1
        if sc.get("others"):
            counts[(kind, "with_others")] += 1
        langs[(kind, parts[1])] += 1
        fams[(kind, parts[0])] += 1
        sevs[(kind, e.get("top_severity"), e.get("exit"))] += 1

for k in ("attack", "benign"):
    print("%-7s first_contact=%d change=%d with_others=%d" % (k, counts[(k, "first_contact")], counts[(k, "change")], counts[(k, "with_others")]))
print("languages:", ", ".join("%s %d/%d" % (l, langs[("attack", l)], langs[("benign", l)]) for l in sorted({l for _, l in langs})))
print("attack families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "attack"))
print("benign families:", ", ".join("%s %d" % (f, n) for (k, f), n in sorted(fams.items()) if k == "benign"))
print("expectations:", ", ".join("%s %s/exit%s: %d" % (k, s, x, n) for (k, s, x), n in sorted(sevs.items())))
for e in errors:
    print("ERROR", e)
print("files: %d, errors: %d" % (total, len(errors)))
sys.exit(1 if errors else 0)
