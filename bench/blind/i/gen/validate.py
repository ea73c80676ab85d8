#!/usr/bin/env python3
"""Check every case of blind set i: parses, required keys, tool names, baseline != current."""
import os, sys, json, re, glob
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "zh", "ja", "ko", "ar", "he", "hi", "id", "vi", "uk", "it", "fr", "nl"}
errors = []
stats = Counter()

def err(f, m):
    errors.append(f"{os.path.relpath(f, OUT)}: {m}")

def check_manifest(f, m, where):
    if not isinstance(m, dict):
        return err(f, f"{where} is not an object")
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(f, f"{where}.serverInfo needs name and version")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        return err(f, f"{where}.tools must be a non-empty list")
    names = set()
    for t in tools:
        if not isinstance(t, dict):
            err(f, f"{where}: tool is not an object"); continue
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, f"{where}: bad tool name {n!r}")
        if n in names:
            err(f, f"{where}: duplicate tool name {n!r}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            err(f, f"{where}.{n}: description missing")
        s = t.get("inputSchema")
        if not (isinstance(s, dict) and s.get("type") == "object"):
            err(f, f"{where}.{n}: inputSchema must be an object schema")
        if "outputSchema" in t and not (isinstance(t["outputSchema"], dict) and t["outputSchema"].get("type") == "object"):
            err(f, f"{where}.{n}: outputSchema must be an object schema")
        ann = t.get("annotations")
        if ann is not None:
            if not isinstance(ann, dict):
                err(f, f"{where}.{n}: annotations not an object")
            else:
                for k, v in ann.items():
                    if k == "title":
                        if not isinstance(v, str): err(f, f"{where}.{n}: annotations.title not a string")
                    elif k in ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                        if not isinstance(v, bool): err(f, f"{where}.{n}: {k} not a boolean")
                    else:
                        err(f, f"{where}.{n}: unknown annotation {k}")

for kind in ("attack", "benign"):
    for f in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        stats[kind] += 1
        try:
            with open(f, encoding="utf-8") as fh:
                c = json.load(fh)
        except Exception as e:
            err(f, f"does not parse: {e}"); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                err(f, f"missing key {k}")
        extra = set(c) - {"description", "baseline", "current", "others", "expect"}
        if extra:
            err(f, f"unexpected keys {sorted(extra)}")
        stem = os.path.basename(f)[:-5]
        parts = stem.split("-")
        if len(parts) < 3 or parts[1] not in LANGS:
            err(f, "file name must be <family>-<lang>-<slug>")
        else:
            stats[f"lang:{parts[1]}"] += 1
            stats[f"{kind}:fam:{parts[0]}"] += 1
        if not isinstance(c.get("description"), str) or not c.get("description"):
            err(f, "description must be a non-empty string")
        check_manifest(f, c.get("current"), "current")
        b = c.get("baseline")
        if b is not None:
            check_manifest(f, b, "baseline")
            stats[f"{kind}:change"] += 1
            if b == c.get("current"):
                err(f, "baseline equals current")
            if b.get("tools") == c.get("current", {}).get("tools"):
                err(f, "baseline tools equal current tools")
            if b.get("serverInfo", {}).get("version") == c.get("current", {}).get("serverInfo", {}).get("version"):
                err(f, "a changed release must bump serverInfo.version")
        else:
            stats[f"{kind}:first"] += 1
        for oid, om in (c.get("others") or {}).items():
            check_manifest(f, om, f"others.{oid}")
        e = c.get("expect", {})
        sev, ex = e.get("top_severity"), e.get("exit")
        if sev not in SEVS or ex not in (0, 1):
            err(f, f"bad expect {e}")
        elif kind == "attack" and (sev not in ("HIGH", "CRITICAL") or ex != 1):
            err(f, "attack must expect HIGH/CRITICAL and exit 1")
        elif kind == "benign":
            if sev in ("HIGH", "CRITICAL"):
                err(f, "benign must not expect HIGH/CRITICAL")
            if sev == "MEDIUM" and (b is None or ex != 1):
                err(f, "benign MEDIUM only for an honest change, with exit 1")
            if sev in ("NONE", "LOW") and ex != 0:
                err(f, "benign NONE/LOW must exit 0")
        # raw invisible/format characters are not allowed unescaped in the files
        raw = open(f, encoding="utf-8").read()
        if re.search("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]", raw):
            err(f, "raw invisible character: write it as a \\uXXXX escape")

for k in sorted(stats):
    print(f"{k}: {stats[k]}")
if errors:
    print(f"\n{len(errors)} error(s):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("\nOK")
