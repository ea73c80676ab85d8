"""Validates every scenario of the zn blind set and prints counts: python3 gen/validate.py"""
import json, os, re, sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE = re.compile(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "fr", "de", "it", "sv", "fi", "pl", "tr", "he", "fa", "th", "ms", "zh"}
errors = []


def vkey(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(where, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        errors.append(f"{where}: server needs serverInfo and tools"); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        errors.append(f"{where}: serverInfo name/version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            errors.append(f"{where}: bad tool name {n!r}")
        if n in names:
            errors.append(f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            errors.append(f"{where}: tool {n} lacks description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            errors.append(f"{where}: tool {n} inputSchema")
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    errors.append(f"{where}: tool {n} requires unknown {r}")
        for k in t:
            if k not in {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}:
                errors.append(f"{where}: tool {n} unexpected key {k}")


counts = defaultdict(Counter)
langs = defaultdict(Counter)
fams = defaultdict(Counter)
sevs = defaultdict(Counter)
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        p = os.path.join(d, fn)
        m = FILE.match(fn)
        if not m:
            errors.append(f"{kind}/{fn}: file name"); continue
        fam, lang = m.groups()
        if lang not in LANGS:
            errors.append(f"{kind}/{fn}: language {lang}")
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            errors.append(f"{kind}/{fn}: not ASCII"); continue
        try:
            sc = json.loads(raw)
        except Exception as e:
            errors.append(f"{kind}/{fn}: JSON {e}"); continue
        w = f"{kind}/{fn}"
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                errors.append(f"{w}: missing {k}")
        extra = set(sc) - {"description", "baseline", "current", "others", "announcements", "expect"}
        if extra:
            errors.append(f"{w}: unexpected keys {extra}")
        check_server(w + " current", sc.get("current"))
        if sc.get("baseline") is not None:
            b, c = sc["baseline"], sc["current"]
            check_server(w + " baseline", b)
            if b["tools"] == c["tools"]:
                errors.append(f"{w}: baseline tools equal current")
            if not vkey(c["serverInfo"]["version"]) > vkey(b["serverInfo"]["version"]):
                errors.append(f"{w}: version not bumped")
            if b["serverInfo"]["name"] != c["serverInfo"]["name"]:
                errors.append(f"{w}: server name differs between baseline and current")
        for oid, o in (sc.get("others") or {}).items():
            check_server(f"{w} others[{oid}]", o)
        for a in sc.get("announcements") or []:
            if not isinstance(a, dict) or "changes" not in a:
                errors.append(f"{w}: announcement shape")
        e = sc.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            errors.append(f"{w}: expect")
        if kind == "attack" and (e.get("exit") != 1 or e.get("top_severity") not in {"HIGH", "CRITICAL"}):
            errors.append(f"{w}: attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign" and sc.get("baseline") is None and e.get("top_severity") not in {"NONE", "LOW"}:
            errors.append(f"{w}: benign first contact expects NONE/LOW")
        if e.get("top_severity") in {"NONE", "LOW"} and e.get("exit") != 0:
            errors.append(f"{w}: NONE/LOW must exit 0")
        mode = "first_contact" if sc.get("baseline") is None else "change"
        counts[kind][mode] += 1
        counts[kind]["with_others"] += 1 if sc.get("others") else 0
        counts[kind]["total"] += 1
        langs[kind][lang] += 1
        fams[kind][fam] += 1
        sevs[kind][f"{e.get('top_severity')}/exit{e.get('exit')}"] += 1

print("| set | total | first contact | change | with others |")
print("|---|---|---|---|---|")
for k in ("attack", "benign"):
    c = counts[k]
    print(f"| {k} | {c['total']} | {c['first_contact']} | {c['change']} | {c['with_others']} |")
for k in ("attack", "benign"):
    print(f"{k} languages:", dict(sorted(langs[k].items(), key=lambda x: -x[1])))
    print(f"{k} families:", dict(sorted(fams[k].items(), key=lambda x: -x[1])))
    print(f"{k} expectations:", dict(sevs[k]))
if errors:
    print(f"ERRORS ({len(errors)}):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print(f"OK: {counts['attack']['total'] + counts['benign']['total']} files valid")
