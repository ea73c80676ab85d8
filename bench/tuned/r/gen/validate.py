#!/usr/bin/env python3
"""Validate every case file in the set: parses, has the keys, tool names are valid,
a change's baseline differs from its current and bumps serverInfo.version,
expectations are consistent with the folder. Prints counts."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
stats = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()

def check_server(fn, where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append(f"{fn}: {where} lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errors.append(f"{fn}: {where} serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append(f"{fn}: {where} bad tool name {n!r}")
        if n in names:
            errors.append(f"{fn}: {where} duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            errors.append(f"{fn}: {where} tool {n} lacks description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            errors.append(f"{fn}: {where} tool {n} inputSchema must be an object schema")
        extra = set(t) - {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
        if extra:
            errors.append(f"{fn}: {where} tool {n} unexpected keys {extra}")

for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json"):
            continue
        p = os.path.join(d, fn)
        try:
            raw = open(p, encoding="utf-8").read()
            c = json.loads(raw)
        except Exception as e:
            errors.append(f"{fn}: does not parse: {e}"); continue
        import unicodedata
        if any(unicodedata.category(ch) in ("Cf", "Cc", "Zl", "Zp") and ch not in "\n" for ch in raw):
            errors.append(f"{fn}: raw invisible/control character (use \\u escapes)")
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errors.append(f"{fn}: missing key {k}")
        if set(c) - {"description", "baseline", "current", "others", "expect"}:
            errors.append(f"{fn}: unexpected keys")
        check_server(fn, "current", c["current"])
        if c["baseline"] is not None:
            check_server(fn, "baseline", c["baseline"])
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errors.append(f"{fn}: baseline tools equal current tools")
            if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                errors.append(f"{fn}: change does not bump serverInfo.version")
        for oid, o in (c.get("others") or {}).items():
            check_server(fn, f"others[{oid}]", o)
        ex = c["expect"]
        sev, code = ex.get("top_severity"), ex.get("exit")
        if sev not in SEVS or code not in (0, 1):
            errors.append(f"{fn}: bad expect {ex}")
        if code != (1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0):
            errors.append(f"{fn}: exit inconsistent with severity")
        if kind == "attack" and sev not in ("HIGH", "CRITICAL"):
            errors.append(f"{fn}: attack must expect HIGH/CRITICAL")
        if kind == "benign":
            if sev == "MEDIUM" and (c["baseline"] is None or "MEDIUM" not in c["description"]):
                errors.append(f"{fn}: benign MEDIUM must be a change that says so")
            if sev in ("HIGH", "CRITICAL"):
                errors.append(f"{fn}: benign cannot expect {sev}")
        parts = fn[:-5].split("-")
        fam = parts[0]
        lang = "pt-br" if parts[1:3] == ["pt", "br"] else parts[1]
        stats[(kind, "change" if c["baseline"] is not None else "first_contact")] += 1
        stats[(kind, "others")] += bool(c.get("others"))
        stats[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1

for k in sorted(stats): print(k, stats[k])
print("languages:", sorted(set(l for _, l in langs)))
for kind in ("attack", "benign"):
    print(kind, "langs:", {l: n for (k, l), n in sorted(langs.items()) if k == kind})
    print(kind, "families:", {f: n for (k, f), n in sorted(fams.items()) if k == kind})
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
