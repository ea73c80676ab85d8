#!/usr/bin/env python3
"""Check every case of blind set h: python3 gen/validate.py"""
import collections
import glob
import json
import os
import re
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
ANN = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
errors = []
stats = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()


def check_server(where, srv):
    if not isinstance(srv, dict) or set(srv) - {"serverInfo", "tools"}:
        errors.append(f"{where}: server must be {{serverInfo, tools}}")
        return
    si = srv.get("serverInfo", {})
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errors.append(f"{where}: serverInfo needs name and version")
    names = set()
    for t in srv.get("tools", []):
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append(f"{where}: bad tool name {n!r}")
        if n in names:
            errors.append(f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"]:
            errors.append(f"{where}/{n}: description missing")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            errors.append(f"{where}/{n}: inputSchema must be an object schema")
        else:
            for r in s.get("required", []):
                if r not in s.get("properties", {}):
                    errors.append(f"{where}/{n}: required {r} not in properties")
        if "outputSchema" in t and not isinstance(t["outputSchema"], dict):
            errors.append(f"{where}/{n}: outputSchema must be an object")
        a = t.get("annotations")
        if a is not None and (not isinstance(a, dict) or set(a) - ANN):
            errors.append(f"{where}/{n}: bad annotations")
        extra = set(t) - {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
        if extra:
            errors.append(f"{where}/{n}: unexpected keys {extra}")


for kind in ("attack", "benign"):
    for p in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        rel = os.path.relpath(p, OUT)
        try:
            with open(p, encoding="utf-8") as f:
                c = json.load(f)
        except Exception as e:  # noqa: BLE001
            errors.append(f"{rel}: does not parse: {e}")
            continue
        stem = os.path.basename(p)[:-5]
        parts = stem.split("-")
        lang = next((x for x in parts if x in {"en", "ja", "ko", "ar", "ru", "es", "pt", "de", "tr", "pl", "th"}), None)
        if lang is None:
            errors.append(f"{rel}: no language tag in name")
        fam = stem[: stem.index(f"-{lang}-")] if lang else "?"
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errors.append(f"{rel}: missing key {k}")
        if set(c) - {"description", "baseline", "current", "others", "expect"}:
            errors.append(f"{rel}: unexpected keys")
        if not isinstance(c.get("description"), str) or not c["description"]:
            errors.append(f"{rel}: description must be a sentence")
        check_server(f"{rel}:current", c.get("current"))
        if c.get("baseline") is not None:
            check_server(f"{rel}:baseline", c["baseline"])
            if json.dumps(c["baseline"], sort_keys=True) == json.dumps(c["current"], sort_keys=True):
                errors.append(f"{rel}: baseline equals current")
            if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                errors.append(f"{rel}: tools unchanged between baseline and current")
            if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                errors.append(f"{rel}: changed release must bump serverInfo.version")
            stats[(kind, "change")] += 1
        else:
            stats[(kind, "first_contact")] += 1
        for oid, o in (c.get("others") or {}).items():
            check_server(f"{rel}:others/{oid}", o)
        e = c.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errors.append(f"{rel}: bad expect {e}")
        elif kind == "attack" and (e["top_severity"] not in ("HIGH", "CRITICAL") or e["exit"] != 1):
            errors.append(f"{rel}: attack must expect HIGH/CRITICAL and exit 1")
        elif kind == "benign" and e["top_severity"] in ("HIGH", "CRITICAL"):
            errors.append(f"{rel}: benign must not expect HIGH/CRITICAL")
        elif kind == "benign" and e["top_severity"] == "MEDIUM" and c.get("baseline") is None:
            errors.append(f"{rel}: MEDIUM benign only for honest changes")
        with open(p, encoding="utf-8") as f:
            raw = f.read()
        if re.search("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]", raw):
            errors.append(f"{rel}: invisible characters must be \\u escapes")

for e in errors:
    print("ERROR", e)
print(dict(stats))
print("languages:", dict(sorted(langs.items(), key=str)))
print("families:", dict(sorted(fams.items(), key=str)))
sys.exit(1 if errors else 0)
