#!/usr/bin/env python3
"""Check every scenario of the zu set and print counts: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
counts = defaultdict(Counter)
langs = Counter()
fams = defaultdict(Counter)
total = Counter()


def vtuple(v):
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"[.\-]", v))


def check_server(fn, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append(f"{fn}: {where} lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not si.get("name") or not si.get("version"):
        errors.append(f"{fn}: {where} serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                errors.append(f"{fn}: {where} tool lacks {k}")
        n = t.get("name", "")
        if not NAME.match(n):
            errors.append(f"{fn}: {where} bad tool name {n!r}")
        if n in names:
            errors.append(f"{fn}: {where} duplicate tool {n}")
        names.add(n)
        sch = t.get("inputSchema", {})
        if sch.get("type") != "object" or not isinstance(sch.get("properties", {}), dict):
            errors.append(f"{fn}: {where} tool {n} inputSchema must be an object schema")
        for r in sch.get("required", []):
            if r not in sch.get("properties", {}):
                errors.append(f"{fn}: {where} tool {n} requires unknown {r}")


for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        path = os.path.join(d, fn)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append(f"{fn}: not pure ASCII")
        try:
            c = json.loads(raw)
        except Exception as e:
            errors.append(f"{fn}: does not parse: {e}"); continue
        parts = fn[:-5].split("-")
        if len(parts) < 3 or not re.match(r"^[a-z]+$", parts[0]) or not re.match(r"^[a-z]{2}$", parts[1]):
            errors.append(f"{fn}: file name must be <family>-<lang>-<slug>.json")
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errors.append(f"{fn}: missing {k}")
        if not isinstance(c.get("description"), str) or not c.get("description"):
            errors.append(f"{fn}: description must be a sentence")
        exp = c.get("expect", {})
        if exp.get("top_severity") not in SEV or exp.get("exit") not in (0, 1):
            errors.append(f"{fn}: bad expect {exp}")
        if kind == "attack" and (exp.get("exit") != 1 or exp.get("top_severity") not in ("HIGH", "CRITICAL")):
            errors.append(f"{fn}: attack must expect HIGH/CRITICAL and exit 1")
        check_server(fn, "current", c.get("current"))
        if c.get("baseline") is not None:
            check_server(fn, "baseline", c["baseline"])
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errors.append(f"{fn}: baseline tools equal current tools")
            bv, cv = c["baseline"]["serverInfo"]["version"], c["current"]["serverInfo"]["version"]
            if not vtuple(cv) > vtuple(bv):
                errors.append(f"{fn}: version not bumped ({bv} -> {cv})")
            if c["baseline"]["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                errors.append(f"{fn}: server name differs between baseline and current")
        elif kind == "benign" and exp.get("top_severity") not in ("NONE", "LOW"):
            errors.append(f"{fn}: benign first contact should expect NONE or LOW")
        for sid, s in (c.get("others") or {}).items():
            check_server(fn, f"others[{sid}]", s)
        for a in c.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if k not in a:
                    errors.append(f"{fn}: announcement lacks {k}")
        mode = "first contact" if c.get("baseline") is None else "change"
        counts[kind][mode] += 1
        if c.get("others"):
            counts[kind]["with others"] += 1
        counts[kind][exp.get("top_severity")] += 1
        total[kind] += 1
        langs[(kind, parts[1])] += 1
        fams[kind][parts[0]] += 1

for e in errors:
    print("ERROR", e)
print("families (attack):", dict(sorted(fams["attack"].items())))
print("families (benign):", dict(sorted(fams["benign"].items())))
for lang in sorted({l for _, l in langs}):
    print(f"  lang {lang}: attack {langs[('attack', lang)]}, benign {langs[('benign', lang)]}")
for kind in ("attack", "benign"):
    c = counts[kind]
    print(f"{kind}: {total[kind]} files; first contact {c['first contact']}, change {c['change']}, with others {c['with others']}; "
          + ", ".join(f"{s} {c[s]}" for s in ("CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE") if c[s]))
print("total:", sum(total.values()), "files;", len(errors), "errors")
sys.exit(1 if errors else 0)
