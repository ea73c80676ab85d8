#!/usr/bin/env python3
"""Validate every case of the blind set: python3 validate.py  (exit 1 on any problem)"""
import glob, json, os, re, sys
from collections import Counter
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2,3})-([a-z0-9-]+)\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
stats = Counter()
fams, langs = Counter(), Counter()

def err(f, m):
    errors.append(f"{f}: {m}")

def check_manifest(f, label, m):
    if not isinstance(m, dict) or not isinstance(m.get("tools"), list):
        return err(f, f"{label}: not a manifest with tools[]")
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(f, f"{label}: serverInfo name/version missing")
    seen = set()
    for t in m["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, f"{label}: bad tool name {n!r}")
        if n in seen:
            err(f, f"{label}: duplicate tool {n}")
        seen.add(n)
        if not isinstance(t.get("description"), str):
            err(f, f"{label}: {n} lacks description")
        s = t.get("inputSchema")
        if not (isinstance(s, dict) and s.get("type") == "object"):
            err(f, f"{label}: {n} inputSchema not an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                err(f, f"{label}: {n} unexpected key {k}")

for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        f = os.path.relpath(path, OUT)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "non-ASCII byte: write non-ASCII as \\uXXXX escapes")
        try:
            d = json.loads(raw)
        except Exception as e:
            err(f, f"does not parse: {e}"); continue
        mfn = FILE.match(os.path.basename(path))
        if not mfn:
            err(f, "file name not <family>-<lang>-<slug>.json")
        else:
            fams[(kind, mfn.group(1))] += 1; langs[(kind, mfn.group(2))] += 1
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                err(f, f"missing key {k}")
        extra = set(d) - {"description", "baseline", "current", "others", "expect"}
        if extra:
            err(f, f"unexpected keys {extra}")
        if not isinstance(d.get("description"), str) or not d["description"].strip():
            err(f, "empty description")
        check_manifest(f, "current", d.get("current"))
        b = d.get("baseline")
        if b is not None:
            check_manifest(f, "baseline", b)
            if b == d.get("current"):
                err(f, "baseline equals current")
            if b.get("tools") == d.get("current", {}).get("tools"):
                err(f, "baseline tools equal current tools")
            if b.get("serverInfo", {}).get("version") == d.get("current", {}).get("serverInfo", {}).get("version"):
                err(f, "changed release does not bump serverInfo.version")
            if b.get("serverInfo", {}).get("name") != d.get("current", {}).get("serverInfo", {}).get("name"):
                err(f, "baseline and current have different server names")
        for oid, om in (d.get("others") or {}).items():
            check_manifest(f, f"others[{oid}]", om)
        e = d.get("expect", {})
        sev, ex = e.get("top_severity"), e.get("exit")
        if sev not in SEV or ex not in (0, 1):
            err(f, f"bad expect {e}")
        elif kind == "attack" and (sev not in ("HIGH", "CRITICAL") or ex != 1):
            err(f, f"attack must expect HIGH/CRITICAL exit 1, got {e}")
        elif kind == "benign":
            if sev in ("HIGH", "CRITICAL"):
                err(f, f"benign expects {sev}")
            if sev == "MEDIUM" and (ex != 1 or b is None or "MEDIUM" not in d["description"]):
                err(f, "benign MEDIUM must be a change, exit 1, and say MEDIUM in its description")
            if sev in ("NONE", "LOW") and ex != 0:
                err(f, "benign NONE/LOW must exit 0")
        stats[(kind, "change" if b is not None else "first_contact")] += 1
        if d.get("others"):
            stats[(kind, "with_others")] += 1
        stats[(kind, "total")] += 1

for k in sorted(stats):
    print(k, stats[k])
print("languages:", dict(sorted(Counter(l for (_, l) in langs.elements()).items())))
print("attack families:", dict(sorted((f, n) for (k, f), n in fams.items() if k == "attack")))
print("benign families:", dict(sorted((f, n) for (k, f), n in fams.items() if k == "benign")))
if errors:
    print("\n".join(errors)); print(len(errors), "problem(s)"); sys.exit(1)
print("OK")
