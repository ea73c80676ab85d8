#!/usr/bin/env python3
"""Check every case of blind set 'o': parses, required keys, tool-name syntax, expectations, changes really change."""
import glob, json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"}
STEM = re.compile(r"^([a-z-]+?)-(en|es|fr|de|it|nl|ar|he|hi|zh|ja|vi|uk)-([a-z0-9-]+)\.json$")
errors = []


def err(f, msg):
    errors.append(f"{os.path.relpath(f, ROOT)}: {msg}")


def check_server(f, where, s):
    if not isinstance(s, dict) or "tools" not in s or "serverInfo" not in s:
        return err(f, f"{where}: needs serverInfo and tools")
    si = s["serverInfo"]
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(f, f"{where}: serverInfo needs name and version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, f"{where}: bad tool name {n!r}")
        if n in names:
            err(f, f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            err(f, f"{where}/{n}: description missing")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(f, f"{where}/{n}: inputSchema must be an object schema")
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                err(f, f"{where}/{n}: unexpected key {k}")
        for k in (t.get("annotations") or {}):
            if k not in ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"):
                err(f, f"{where}/{n}: unknown annotation {k}")


stats = Counter()
fams, langs = Counter(), Counter()
for kind in ("attack", "benign"):
    for f in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        try:
            raw = open(f, encoding="utf-8").read()
            raw.encode("ascii")
            d = json.loads(raw)
        except UnicodeEncodeError:
            err(f, "file not ASCII-escaped")
            continue
        except Exception as e:
            err(f, f"does not parse: {e}")
            continue
        m = STEM.match(os.path.basename(f))
        if not m:
            err(f, "file name not <family>-<lang>-<slug>.json")
            continue
        fam, lang = m.group(1), m.group(2)
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                err(f, f"missing key {k}")
        if set(d) - {"description", "baseline", "current", "others", "expect"}:
            err(f, f"extra keys {set(d) - {'description', 'baseline', 'current', 'others', 'expect'}}")
        if not isinstance(d.get("description"), str) or not d["description"].strip():
            err(f, "empty description")
        check_server(f, "current", d.get("current"))
        if d.get("baseline") is not None:
            check_server(f, "baseline", d["baseline"])
            if json.dumps(d["baseline"]["tools"], sort_keys=True) == json.dumps(d["current"]["tools"], sort_keys=True):
                err(f, "baseline tools equal current tools")
            if d["baseline"]["serverInfo"]["version"] == d["current"]["serverInfo"]["version"]:
                err(f, "changed release does not bump serverInfo.version")
            if d["baseline"]["serverInfo"]["name"] != d["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (d.get("others") or {}).items():
            check_server(f, f"others/{oid}", o)
        e = d.get("expect", {})
        sev, ex = e.get("top_severity"), e.get("exit")
        if sev not in SEV or ex not in (0, 1):
            err(f, f"bad expect {e}")
        if kind == "attack" and not (sev in ("HIGH", "CRITICAL") and ex == 1):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign":
            if sev in ("NONE", "LOW") and ex != 0:
                err(f, "benign NONE/LOW must exit 0")
            elif sev == "MEDIUM" and not (ex == 1 and d.get("baseline") is not None and "MEDIUM" in d["description"]):
                err(f, "benign MEDIUM only for an honest change that says so")
            elif sev in ("HIGH", "CRITICAL"):
                err(f, "benign cannot expect HIGH/CRITICAL")
        mode = "change" if d.get("baseline") is not None else "first_contact"
        stats[(kind, mode)] += 1
        stats[(kind, "others")] += bool(d.get("others"))
        stats[(kind, "lang", lang)] += 1
        if kind == "attack":
            fams[fam] += 1
        langs[lang] += 1

if errors:
    print("\n".join(errors))
    print(f"{len(errors)} problem(s)")
    sys.exit(1)
for kind in ("attack", "benign"):
    fc, ch, ot = stats[(kind, "first_contact")], stats[(kind, "change")], stats[(kind, "others")]
    print(f"{kind}: {fc + ch} (first contact {fc}, changes {ch}, with others {ot})")
    print("  languages:", ", ".join(f"{l}={stats[(kind, 'lang', l)]}" for l in sorted(langs)))
print("attack families:", ", ".join(f"{k}={v}" for k, v in sorted(fams.items())))
print("OK")
