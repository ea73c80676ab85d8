#!/usr/bin/env python3
"""Check every scenario of the zzh set and print counts: python3 gen/validate.py"""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
LANGS = {"en", "es", "pt", "fr", "de", "pl", "uk", "ro", "tr", "ar", "bn", "tl", "th", "id", "ja"}
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
errors = []
count = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()


def err(f, m):
    errors.append(f"{os.path.relpath(f, ROOT)}: {m}")


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, f"{label}: needs serverInfo and tools")
        return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(f, f"{label}: serverInfo name/version must be strings")
    if not isinstance(s["tools"], list) or not s["tools"]:
        err(f, f"{label}: tools must be a non-empty list")
        return
    seen = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, f"{label}: bad tool name {n!r}")
        if n in seen:
            err(f, f"{label}: duplicate tool {n}")
        seen.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, f"{label}: tool {n} has no description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, f"{label}: tool {n} inputSchema must be an object schema with properties")
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, f"{label}: tool {n} requires unknown property {r}")


files = sorted(glob.glob(os.path.join(ROOT, "attack", "*.json")) + glob.glob(os.path.join(ROOT, "benign", "*.json")))
for f in files:
    kind = os.path.basename(os.path.dirname(f))
    raw = open(f, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(f, "not pure ASCII")
    try:
        c = json.loads(raw)
    except Exception as e:  # noqa: BLE001
        err(f, f"does not parse: {e}")
        continue
    parts = os.path.basename(f)[:-5].split("-")
    if len(parts) < 3:
        err(f, "file name must be <family>-<lang>-<slug>.json")
        continue
    fam, lang = parts[0], parts[1]
    if not re.match(r"^[a-z]+$", fam):
        err(f, "family must be one lowercase word")
    if lang not in LANGS:
        err(f, f"unknown language {lang}")
    for k in ("description", "baseline", "current", "expect"):
        if k not in c:
            err(f, f"missing key {k}")
    extra = set(c) - {"description", "baseline", "current", "others", "announcements", "expect"}
    if extra:
        err(f, f"unexpected keys {sorted(extra)}")
    if not isinstance(c.get("description"), str) or not c["description"]:
        err(f, "description must be a non-empty string")
    check_server(f, "current", c.get("current"))
    mode = "first"
    if c.get("baseline") is not None:
        mode = "change"
        check_server(f, "baseline", c["baseline"])
        b, cur = c["baseline"], c["current"]
        if b.get("tools") == cur.get("tools"):
            err(f, "baseline tools equal current tools")
        if b["serverInfo"]["name"] != cur["serverInfo"]["name"]:
            err(f, "baseline and current serverInfo.name differ")
        if not vtuple(cur["serverInfo"]["version"]) > vtuple(b["serverInfo"]["version"]):
            err(f, "current version does not bump baseline version")
    if "others" in c:
        if not isinstance(c["others"], dict) or not c["others"]:
            err(f, "others must be a non-empty object")
        else:
            for sid, s in c["others"].items():
                check_server(f, f"others[{sid}]", s)
    if "announcements" in c:
        for a in c["announcements"]:
            for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if not isinstance(a.get(k, []), list):
                    err(f, f"announcement {k} must be a list")
    e = c.get("expect", {})
    if e.get("top_severity") not in SEVS or e.get("exit") not in (0, 1):
        err(f, f"bad expect {e}")
    else:
        want_exit = 1 if e["top_severity"] in ("CRITICAL", "HIGH", "MEDIUM") else 0
        if e["exit"] != want_exit:
            err(f, f"exit {e['exit']} inconsistent with {e['top_severity']} at --fail-on medium")
        if kind == "attack" and e["top_severity"] not in ("CRITICAL", "HIGH"):
            err(f, "attack must expect HIGH or CRITICAL")
        if kind == "benign" and mode == "first" and e["top_severity"] not in ("NONE", "LOW"):
            err(f, "benign first contact must expect NONE or LOW")
    count[(kind, mode)] += 1
    if "others" in c:
        count[(kind, "others")] += 1
    langs[(kind, lang)] += 1
    fams[(kind, fam)] += 1
    sevs[(kind, e.get("top_severity"))] += 1

for kind in ("attack", "benign"):
    tot = count[(kind, "first")] + count[(kind, "change")]
    print(f"{kind:7s} total {tot:3d}  first contact {count[(kind, 'first')]:3d}  change {count[(kind, 'change')]:3d}  with others {count[(kind, 'others')]:3d}")
    print("  families: " + ", ".join(f"{f}={n}" for (k, f), n in sorted(fams.items()) if k == kind))
    print("  languages: " + ", ".join(f"{l}={n}" for (k, l), n in sorted(langs.items()) if k == kind))
    print("  expected: " + ", ".join(f"{s}={n}" for (k, s), n in sorted(sevs.items()) if k == kind))
print(f"files checked: {len(files)}")
if errors:
    print(f"ERRORS ({len(errors)}):")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all files parse, are ASCII, have the required keys and valid names; changes bump the version")
