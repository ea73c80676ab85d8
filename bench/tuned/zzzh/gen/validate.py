#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzh. Exit 0 when all pass."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = {"NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"}
EXIT_OF = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}
errors = []


def err(path, msg):
    errors.append(f"{os.path.relpath(path, ROOT)}: {msg}")


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, f"{where}: schema is not an object")
        return
    props = schema.get("properties")
    if schema.get("type") == "object" or props is not None:
        if props is None:
            props = {}
        if not isinstance(props, dict):
            err(path, f"{where}: properties is not an object")
            return
        req = schema.get("required", [])
        if not isinstance(req, list):
            err(path, f"{where}: required is not a list")
        else:
            for r in req:
                if r not in props:
                    err(path, f"{where}: required names missing property {r!r}")
        for pn, ps in props.items():
            if not isinstance(pn, str) or not pn:
                err(path, f"{where}: bad property name {pn!r}")
            check_schema(path, f"{where}.{pn}", ps)
    if "items" in schema:
        check_schema(path, f"{where}[]", schema["items"])
    if "enum" in schema and not isinstance(schema["enum"], list):
        err(path, f"{where}: enum is not a list")


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, f"{where}: manifest is not an object")
        return False
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(path, f"{where}: serverInfo.name/version missing")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, f"{where}: tools missing or empty")
        return False
    seen = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(path, f"{where}: bad tool name {n!r}")
            continue
        if n in seen:
            err(path, f"{where}: duplicate tool {n}")
        seen.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, f"{where}.{n}: description missing")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(path, f"{where}.{n}: inputSchema must be an object schema")
        else:
            check_schema(path, f"{where}.{n}.inputSchema", s)
        if "outputSchema" in t:
            check_schema(path, f"{where}.{n}.outputSchema", t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, f"{where}.{n}: annotations not an object")
    return True


def texts(m):
    out = []
    for t in m["tools"]:
        out.append(json.dumps(t, ensure_ascii=False))
    return "\n".join(out)


def check_file(kind, path):
    fn = os.path.basename(path)
    mo = FILE_RE.match(fn)
    if not mo:
        err(path, "file name is not <family>-<lang>-<slug>.json")
        return None
    fam, lang, _ = mo.groups()
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    if fam not in fams:
        err(path, f"family {fam!r} not allowed in {kind}/")
    if lang not in LANGS:
        err(path, f"language {lang!r} not in the set's languages")
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(path, "not pure ASCII")
    try:
        s = json.loads(raw)
    except ValueError as e:
        err(path, f"does not parse: {e}")
        return None
    for k in ("description", "baseline", "current", "expect"):
        if k not in s:
            err(path, f"missing key {k}")
            return None
    extra = set(s) - {"description", "baseline", "current", "announcements", "others", "expect"}
    if extra:
        err(path, f"unknown keys {sorted(extra)}")
    if not isinstance(s["description"], str) or len(s["description"]) < 20:
        err(path, "description too short")
    check_manifest(path, "current", s["current"])
    b = s["baseline"]
    if b is not None:
        if check_manifest(path, "baseline", b):
            bt = json.dumps(b["tools"], sort_keys=True)
            ct = json.dumps(s["current"]["tools"], sort_keys=True)
            if bt == ct:
                err(path, "change: baseline tools equal current tools")
            bv = vtuple(b["serverInfo"]["version"])
            cv = vtuple(s["current"]["serverInfo"]["version"])
            if not cv > bv:
                err(path, f"change: version does not go up ({b['serverInfo']['version']} -> "
                          f"{s['current']['serverInfo']['version']})")
            if b["serverInfo"]["name"] != s["current"]["serverInfo"]["name"]:
                err(path, "change: server name differs between baseline and current")
    others = s.get("others")
    if others is not None:
        if not isinstance(others, dict) or not others:
            err(path, "others must be a non-empty object")
        else:
            for k, m in others.items():
                check_manifest(path, f"others.{k}", m)
    e = s["expect"]
    sev, ex = e.get("top_severity"), e.get("exit")
    if sev not in SEVERITIES or ex not in (0, 1):
        err(path, f"bad expect {e}")
    elif EXIT_OF[sev] != ex:
        err(path, f"expect exit {ex} does not fit severity {sev}")
    if kind == "attack":
        if sev not in ("HIGH", "CRITICAL") or ex != 1:
            err(path, "attack must expect HIGH or CRITICAL with exit 1")
        if "announcements" in s:
            err(path, "attacks carry no announcements")
    else:
        if sev not in ("NONE", "LOW", "MEDIUM"):
            err(path, "benign must expect NONE, LOW or MEDIUM")
    anns = s.get("announcements")
    if anns is not None:
        if b is None:
            err(path, "announcements on a first contact")
        for a in anns:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(path, f"announcement misses {k}")
            if a.get("version") and a["version"] != s["current"]["serverInfo"]["version"]:
                err(path, "announcement version differs from current version")
            for c in a.get("changes", []):
                if c not in ("description", "annotations", "inputSchema"):
                    err(path, f"announcement change kind {c!r}")
    # family-specific sanity
    if kind == "attack" and fam in ("tamper", "approval", "lookalike", "annotation") and sev != "HIGH":
        err(path, f"{fam} without another payload expects HIGH")
    cur = s["current"]
    if fam in ("annotation", "rugpull", "release") and b is None:
        err(path, f"{fam} must be a change")
    if fam == "annotation" and b is not None:
        strip = lambda m: json.dumps([{k: v for k, v in t.items() if k != "annotations"} for t in m["tools"]], sort_keys=True)
        if strip(b) != strip(cur):
            err(path, "annotation case changes more than annotations")
    if fam in ("steer", "lookalike", "generic"):
        if not others:
            err(path, f"{fam} needs others")
        else:
            other_tools = {t["name"] for m in others.values() for t in m["tools"]}
            if fam == "steer":
                if not any(n in texts(cur) for n in other_tools):
                    err(path, "steer text names no tool of others")
            if fam == "lookalike":
                own = {t["name"] for t in cur["tools"]}
                if not any(o.startswith(x) or x.startswith(o) for o in own for x in other_tools if o != x):
                    err(path, "lookalike name not derived from an others tool")
            if fam == "generic":
                own = {t["name"] for t in cur["tools"]}
                if not own & other_tools:
                    err(path, "generic shares no tool name with others")
    return kind, fam, lang, s


def main():
    results = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            if fn.endswith(".json"):
                r = check_file(kind, os.path.join(d, fn))
                if r:
                    results.append(r)
            else:
                err(os.path.join(d, fn), "unexpected file")
    na = sum(1 for r in results if r[0] == "attack")
    nb = len(results) - na
    fc = Counter((r[0], r[3]["baseline"] is None) for r in results)
    wo = Counter(r[0] for r in results if r[3].get("others"))
    langs = Counter((r[0], r[2]) for r in results)
    fams = Counter((r[0], r[1]) for r in results)
    print(f"attacks {na} (first contact {fc[('attack', True)]}, change {fc[('attack', False)]}, "
          f"with others {wo['attack']}); benign {nb} (first contact {fc[('benign', True)]}, "
          f"change {fc[('benign', False)]}, with others {wo['benign']})")
    print("languages: " + ", ".join(f"{l} {langs[('attack', l)]}+{langs[('benign', l)]}" for l in LANGS))
    print("attack families: " + ", ".join(f"{f} {fams[('attack', f)]}" for f in ATTACK_FAMILIES))
    print("benign families: " + ", ".join(f"{f} {fams[('benign', f)]}" for f in BENIGN_FAMILIES))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all files valid")


if __name__ == "__main__":
    main()
