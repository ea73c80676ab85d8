"""Check every case of the blind set k: parses, keys, tool names, baseline != current, expectations."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
stats = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()

def check_manifest(where, m):
    if not isinstance(m, dict) or set(m) - {"serverInfo", "tools"} or "tools" not in m:
        errors.append(where + ": manifest keys"); return
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        errors.append(where + ": serverInfo")
    names = set()
    for t in m["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append("%s: bad tool name %r" % (where, n))
        if n in names:
            errors.append("%s: duplicate tool %r" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str):
            errors.append("%s/%s: description" % (where, n))
        s = t.get("inputSchema")
        if not (isinstance(s, dict) and s.get("type") == "object"):
            errors.append("%s/%s: inputSchema" % (where, n))
        extra = set(t) - {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
        if extra:
            errors.append("%s/%s: unexpected keys %s" % (where, n, extra))

for kind in ("attack", "benign"):
    for f in sorted(os.listdir(os.path.join(OUT, kind))):
        if not f.endswith(".json"):
            continue
        p = os.path.join(OUT, kind, f)
        try:
            c = json.load(open(p, encoding="utf-8"))
        except Exception as e:
            errors.append("%s: %s" % (f, e)); continue
        if set(c) - {"description", "baseline", "current", "others", "expect"} or not {"description", "baseline", "current", "expect"} <= set(c):
            errors.append(f + ": keys")
        check_manifest(f + ":current", c["current"])
        if c["baseline"] is not None:
            check_manifest(f + ":baseline", c["baseline"])
            if c["baseline"] == c["current"]:
                errors.append(f + ": baseline equals current")
            if c["baseline"]["tools"] == c["current"]["tools"]:
                errors.append(f + ": tools unchanged")
            if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                errors.append(f + ": version not bumped")
        for oid, om in (c.get("others") or {}).items():
            check_manifest("%s:others/%s" % (f, oid), om)
        e = c["expect"]
        if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
            errors.append(f + ": expect")
        if kind == "attack" and (e["top_severity"] not in ("HIGH", "CRITICAL") or e["exit"] != 1):
            errors.append(f + ": attack must expect HIGH/CRITICAL exit 1")
        if kind == "benign" and e["top_severity"] in ("HIGH", "CRITICAL"):
            errors.append(f + ": benign expects HIGH/CRITICAL")
        if kind == "benign" and e["top_severity"] == "MEDIUM" and ("MEDIUM" not in c["description"] or c["baseline"] is None):
            errors.append(f + ": benign MEDIUM must be a change and say so")
        if kind == "benign" and e["top_severity"] in ("NONE", "LOW") and e["exit"] != 0:
            errors.append(f + ": benign NONE/LOW must exit 0")
        parts = f[:-5].split("-")
        fams[(kind, parts[0])] += 1
        langs[(kind, parts[1])] += 1
        stats[(kind, "first" if c["baseline"] is None else "change")] += 1
        stats[(kind, "others")] += 1 if c.get("others") else 0
        raw = open(p, encoding="utf-8").read()
        import unicodedata
        if any(ord(ch) > 127 and unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cn") for ch in raw):
            errors.append(f + ": invisible character left unescaped")

print("stats", dict(stats))
print("langs", dict(sorted(langs.items())))
print("families", dict(sorted(fams.items())))
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
