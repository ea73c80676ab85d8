#!/usr/bin/env python3
"""Check every case file: parses, has the required keys, tool names valid, changes differ, counts."""
import glob, json, os, re, sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
stats = {k: Counter() for k in ("kind", "lang", "family", "mode", "others")}


def check_server(fn, where, srv):
    if not isinstance(srv, dict) or not isinstance(srv.get("serverInfo"), dict) or not isinstance(srv.get("tools"), list):
        errors.append(f"{fn}: {where} must have serverInfo and tools"); return
    if not srv["serverInfo"].get("name") or not srv["serverInfo"].get("version"):
        errors.append(f"{fn}: {where} serverInfo needs name and version")
    names = set()
    for t in srv["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append(f"{fn}: {where} bad tool name {n!r}")
        if n in names:
            errors.append(f"{fn}: {where} duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            errors.append(f"{fn}: {where} {n} missing description")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            errors.append(f"{fn}: {where} {n} inputSchema must be an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                errors.append(f"{fn}: {where} {n} unexpected key {k}")


for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        fn = os.path.relpath(path, OUT)
        try:
            raw = open(path, encoding="utf-8").read()
            c = json.loads(raw)
        except Exception as e:
            errors.append(f"{fn}: does not parse: {e}"); continue
        for ch in raw:
            if ch != "\n" and (ord(ch) < 0x20 or 0x200B <= ord(ch) <= 0x200F or 0x202A <= ord(ch) <= 0x202E or 0x2066 <= ord(ch) <= 0x2069 or ord(ch) == 0xFEFF or ord(ch) >= 0xE0000):
                errors.append(f"{fn}: raw invisible/control character U+{ord(ch):04X} (must be escaped)"); break
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errors.append(f"{fn}: missing key {k}")
        if set(c) - {"description", "baseline", "current", "others", "expect"}:
            errors.append(f"{fn}: unexpected keys {set(c) - {'description', 'baseline', 'current', 'others', 'expect'}}")
        if "current" not in c:
            continue
        check_server(fn, "current", c["current"])
        if c.get("baseline") is not None:
            check_server(fn, "baseline", c["baseline"])
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errors.append(f"{fn}: baseline tools equal current tools")
            if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                errors.append(f"{fn}: changed release must bump serverInfo.version")
        for oid, o in (c.get("others") or {}).items():
            check_server(fn, f"others.{oid}", o)
        e = c.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errors.append(f"{fn}: bad expect {e}")
        if kind == "attack" and (e.get("top_severity") not in ("HIGH", "CRITICAL") or e.get("exit") != 1):
            errors.append(f"{fn}: attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign":
            sev = e.get("top_severity")
            if sev in ("HIGH", "CRITICAL"):
                errors.append(f"{fn}: benign must not expect HIGH/CRITICAL")
            if sev == "MEDIUM" and (c.get("baseline") is None or "MEDIUM" not in c["description"]):
                errors.append(f"{fn}: benign MEDIUM only for an honest change that says so")
            if sev in ("NONE", "LOW") and e.get("exit") != 0:
                errors.append(f"{fn}: benign NONE/LOW must exit 0")
        m = re.match(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$", os.path.basename(path))
        if not m:
            errors.append(f"{fn}: name is not <family>-<lang>-<slug>.json"); continue
        stats["kind"][kind] += 1
        stats["lang"][(kind, m.group(2))] += 1
        stats["family"][(kind, m.group(1))] += 1
        stats["mode"][(kind, "first_contact" if c.get("baseline") is None else "change")] += 1
        if c.get("others"):
            stats["others"][kind] += 1

for e in errors:
    print("ERROR", e)
print("cases:", dict(stats["kind"]))
print("mode:", dict(stats["mode"]))
print("with others:", dict(stats["others"]))
for kind in ("attack", "benign"):
    print(kind, "languages:", {l: n for (k, l), n in sorted(stats["lang"].items()) if k == kind})
    print(kind, "families:", {f: n for (k, f), n in sorted(stats["family"].items()) if k == kind})
sys.exit(1 if errors else 0)
