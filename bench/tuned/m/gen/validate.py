"""Check every case file: parses, has the keys, tool names valid, changes differ, expectations coherent."""
import collections, glob, json, os, re, sys
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z0-9]+)-([a-z]{2})-([a-z0-9-]+)\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errs = []
stats = collections.Counter()
fam = collections.Counter(); lang = collections.Counter()

def check_server(s, where):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errs.append(f"{where}: server lacks serverInfo/tools"); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errs.append(f"{where}: bad serverInfo")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errs.append(f"{where}: bad tool name {n!r}")
        if n in names:
            errs.append(f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            errs.append(f"{where}:{n}: no description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            errs.append(f"{where}:{n}: inputSchema not an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                errs.append(f"{where}:{n}: unexpected key {k}")

for kind in ("attack", "benign"):
    for p in sorted(glob.glob(os.path.join(OUT, kind, "*.json"))):
        fn = os.path.basename(p)
        try:
            raw = open(p, encoding="utf-8").read()
            c = json.loads(raw)
        except Exception as e:
            errs.append(f"{fn}: parse error {e}"); continue
        if not raw.isascii():
            errs.append(f"{fn}: non-ASCII bytes (escape as \\uXXXX)")
        mm = FILE.match(fn)
        if not mm:
            errs.append(f"{fn}: bad file name")
        else:
            fam[(kind, mm.group(1))] += 1; lang[(kind, mm.group(2))] += 1
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                errs.append(f"{fn}: missing {k}")
        if set(c) - {"description", "baseline", "current", "others", "expect"}:
            errs.append(f"{fn}: extra keys {set(c)}")
        check_server(c["current"], fn + ":current")
        b = c["baseline"]
        if b is not None:
            check_server(b, fn + ":baseline")
            if b == c["current"]:
                errs.append(f"{fn}: baseline equals current")
            if b["tools"] == c["current"]["tools"]:
                errs.append(f"{fn}: tools unchanged")
            if b["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                errs.append(f"{fn}: version not bumped")
        for oid, o in (c.get("others") or {}).items():
            check_server(o, f"{fn}:others:{oid}")
        e = c["expect"]
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errs.append(f"{fn}: bad expect {e}")
        elif kind == "attack" and (e["top_severity"] not in ("HIGH", "CRITICAL") or e["exit"] != 1):
            errs.append(f"{fn}: attack must expect HIGH/CRITICAL exit 1")
        elif kind == "benign":
            if e["top_severity"] in ("HIGH", "CRITICAL"):
                errs.append(f"{fn}: benign expects {e}")
            if e["top_severity"] == "MEDIUM" and (b is None or e["exit"] != 1 or "MEDIUM" not in c["description"]):
                errs.append(f"{fn}: MEDIUM benign must be a change, exit 1, and say so")
            if e["top_severity"] in ("NONE", "LOW") and e["exit"] != 0:
                errs.append(f"{fn}: NONE/LOW must exit 0")
        stats[(kind, "change" if b is not None else "first_contact")] += 1
        if c.get("others"):
            stats[(kind, "with_others")] += 1

for k, v in sorted(stats.items()):
    print(k, v)
print("families:", dict(sorted(fam.items())))
print("languages:", dict(sorted(lang.items())))
if errs:
    print("\n".join(errs)); sys.exit(1)
print("OK")
