#!/usr/bin/env python3
"""Check every case of blind set j: parses, keys, tool names, change baseline != current, counts."""
import collections, glob, json, os, re, sys
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = ["en", "es", "de", "fr", "zh", "ja", "ru", "pt-br", "ko", "it", "vi"]
errors = []
stats = collections.Counter()
fams = {"attack": collections.Counter(), "benign": collections.Counter()}
langs = {"attack": collections.Counter(), "benign": collections.Counter()}


def check_server(where, srv):
    if not isinstance(srv, dict) or "serverInfo" not in srv or "tools" not in srv:
        errors.append(f"{where}: server needs serverInfo and tools"); return
    si = srv["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errors.append(f"{where}: serverInfo name/version")
    names = set()
    for t in srv["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append(f"{where}: bad tool name {n!r}")
        if n in names:
            errors.append(f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            errors.append(f"{where}/{n}: description")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            errors.append(f"{where}/{n}: inputSchema must be an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                errors.append(f"{where}/{n}: unexpected key {k}")
        ann = t.get("annotations")
        if ann is not None:
            for k, v in ann.items():
                if k not in ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                    errors.append(f"{where}/{n}: bad annotation {k}")


for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        fn = os.path.basename(path)[:-5]
        try:
            d = json.load(open(path, encoding="utf-8"))
        except Exception as e:
            errors.append(f"{fn}: does not parse: {e}"); continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                errors.append(f"{fn}: missing {k}")
        if set(d) - {"description", "baseline", "current", "others", "expect"}:
            errors.append(f"{fn}: extra keys {set(d) - {'description','baseline','current','others','expect'}}")
        check_server(fn + ":current", d["current"])
        if d["baseline"] is not None:
            check_server(fn + ":baseline", d["baseline"])
            if d["baseline"] == d["current"]:
                errors.append(f"{fn}: baseline equals current")
            stats[kind + " change"] += 1
        else:
            stats[kind + " first_contact"] += 1
        for oid, o in (d.get("others") or {}).items():
            check_server(f"{fn}:others/{oid}", o)
        if d.get("others"):
            stats[kind + " with_others"] += 1
        e = d["expect"]
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            errors.append(f"{fn}: bad expect")
        if kind == "attack" and (e["top_severity"] not in ("HIGH", "CRITICAL") or e["exit"] != 1):
            errors.append(f"{fn}: attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign":
            ok = e["top_severity"] in ("NONE", "LOW") and e["exit"] == 0
            ok = ok or (e["top_severity"] == "MEDIUM" and e["exit"] == 1 and d["baseline"] is not None)
            if not ok:
                errors.append(f"{fn}: benign expect out of range")
        lang = next((l for l in sorted(LANGS, key=len, reverse=True) if f"-{l}-" in fn), None)
        if lang is None:
            errors.append(f"{fn}: no language in name")
        langs[kind][lang] += 1
        fams[kind][fn.split("-")[0]] += 1
        if "\\u" not in open(path, encoding="utf-8").read() and any(ord(c) > 127 for c in open(path, encoding="utf-8").read()):
            errors.append(f"{fn}: non-ASCII not escaped")

for k in sorted(stats):
    print(f"{k}: {stats[k]}")
for kind in ("attack", "benign"):
    print(kind, "families:", dict(fams[kind]))
    print(kind, "languages:", dict(langs[kind]))
if errors:
    print("\n".join(errors)); print(f"{len(errors)} errors"); sys.exit(1)
print("OK")
