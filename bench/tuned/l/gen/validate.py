#!/usr/bin/env python3
"""Check every case file of blind set l: parses, has the keys, valid tool names, changes differ, expectations consistent."""
import json, os, re, sys, collections

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "uk", "fa", "ur", "bn", "sw", "ms", "nl", "cs", "ro", "fi"}


def check_server(s, where, errs):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errs.append(f"{where}: server needs serverInfo and tools"); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errs.append(f"{where}: serverInfo name/version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errs.append(f"{where}: bad tool name {n!r}")
        if n in names:
            errs.append(f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            errs.append(f"{where}:{n}: description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            errs.append(f"{where}:{n}: inputSchema must be an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                errs.append(f"{where}:{n}: unexpected key {k}")
        for k in t.get("annotations", {}) or {}:
            if k not in ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                errs.append(f"{where}:{n}: unexpected annotation {k}")


def main():
    errs = []
    stats = collections.Counter()
    fams = collections.Counter(); langs = collections.Counter()
    for kind in ("attack", "benign"):
        for f in sorted(os.listdir(os.path.join(OUT, kind))):
            if not f.endswith(".json"):
                continue
            p = os.path.join(OUT, kind, f)
            raw = open(p, encoding="utf-8").read()
            try:
                c = json.loads(raw)
            except Exception as e:
                errs.append(f"{f}: parse {e}"); continue
            if re.search(r"[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]|[\U000e0000-\U000e007f]", raw):
                errs.append(f"{f}: raw invisible character (must be \\u escape)")
            fam, lang = f[:-5].split("-")[0], f[:-5].split("-")[1]
            if lang not in LANGS:
                errs.append(f"{f}: unknown language {lang}")
            for k in ("description", "baseline", "current", "expect"):
                if k not in c:
                    errs.append(f"{f}: missing {k}")
            if set(c) - {"description", "baseline", "current", "others", "expect"}:
                errs.append(f"{f}: extra keys {set(c) - {'description','baseline','current','others','expect'}}")
            check_server(c["current"], f + ":current", errs)
            if c["baseline"] is not None:
                check_server(c["baseline"], f + ":baseline", errs)
                if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                    errs.append(f"{f}: baseline tools equal current tools")
                if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                    errs.append(f"{f}: changed release must bump serverInfo.version")
            for oid, o in (c.get("others") or {}).items():
                check_server(o, f"{f}:others:{oid}", errs)
            e = c["expect"]
            if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
                errs.append(f"{f}: bad expect {e}")
            if kind == "attack" and (e["top_severity"] not in ("HIGH", "CRITICAL") or e["exit"] != 1):
                errs.append(f"{f}: attack must expect HIGH/CRITICAL, exit 1")
            if kind == "benign":
                if e["top_severity"] in ("HIGH", "CRITICAL"):
                    errs.append(f"{f}: benign must not expect HIGH/CRITICAL")
                if e["top_severity"] == "MEDIUM" and (c["baseline"] is None or e["exit"] != 1):
                    errs.append(f"{f}: benign MEDIUM only for an honest change, exit 1")
                if e["top_severity"] in ("NONE", "LOW") and e["exit"] != 0:
                    errs.append(f"{f}: benign NONE/LOW must exit 0")
            stats[(kind, "first_contact" if c["baseline"] is None else "change")] += 1
            stats[(kind, "others")] += 1 if c.get("others") else 0
            fams[(kind, fam)] += 1; langs[(kind, lang)] += 1
    for k in sorted(stats): print(*k, stats[k])
    print("families:", dict(sorted(fams.items())))
    print("languages:", dict(sorted(langs.items())))
    if errs:
        print("\n".join(errs)); print(len(errs), "errors"); sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
