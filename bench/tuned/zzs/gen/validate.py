#!/usr/bin/env python3
"""Check every scenario file of the zzs held-out set and print counts.

Usage: python3 gen/validate.py   (exit 1 on any problem)
"""
import glob
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES  # noqa: E402

LANGS = {"en", "it", "pl", "cs", "fi", "no", "uk", "bg", "tr", "fa", "zh", "ko", "th", "ms"}
TOOL_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SLUG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties", {})
    if "properties" in schema and not isinstance(props, dict):
        err(path, "%s: properties is not an object" % where)
        return
    for r in schema.get("required", []) or []:
        if r not in props:
            err(path, "%s: required '%s' is not a property" % (where, r))
    for name, sub in props.items():
        if not isinstance(sub, dict):
            err(path, "%s.%s: property is not an object" % (where, name))
            continue
        if sub.get("type") == "object" or "properties" in sub:
            check_schema(path, "%s.%s" % (where, name), sub)
        if "default" in sub and "enum" in sub and sub["default"] not in sub["enum"]:
            err(path, "%s.%s: default not in enum" % (where, name))


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, "%s: manifest is not an object" % where)
        return set()
    si = m.get("serverInfo", {})
    if not si.get("name") or not si.get("version"):
        err(path, "%s: serverInfo.name/version missing" % where)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s: tools missing or empty" % where)
        return set()
    names = []
    for t in tools:
        n = t.get("name", "")
        names.append(n)
        if not TOOL_RE.match(n):
            err(path, "%s: bad tool name %r" % (where, n))
        if "inputSchema" not in t or t["inputSchema"].get("type") != "object":
            err(path, "%s/%s: inputSchema missing or not type object" % (where, n))
        else:
            check_schema(path, "%s/%s.inputSchema" % (where, n), t["inputSchema"])
        if "outputSchema" in t:
            check_schema(path, "%s/%s.outputSchema" % (where, n), t["outputSchema"])
    if len(set(names)) != len(names):
        err(path, "%s: duplicate tool names" % where)
    return set(names)


def main():
    files = sorted(glob.glob(os.path.join(ROOT, "attack", "*.json")) +
                   glob.glob(os.path.join(ROOT, "benign", "*.json")))
    stats = Counter()
    fam = Counter()
    lang = Counter()
    fam_mode = Counter()
    for path in files:
        kind = os.path.basename(os.path.dirname(path))
        base = os.path.basename(path)[:-5]
        parts = base.split("-", 2)
        if len(parts) != 3:
            err(path, "file name is not <family>-<lang>-<slug>")
            continue
        family, lg, slug = parts
        families = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        if family not in families:
            err(path, "unknown %s family %r" % (kind, family))
        if lg not in LANGS:
            err(path, "unknown language %r" % lg)
        if not SLUG_RE.match(slug):
            err(path, "slug is not ASCII words joined by '-'")
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(path, "file is not pure ASCII")
            continue
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(path, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(path, "missing key %s" % k)
        if not isinstance(sc.get("description"), str) or not sc.get("description"):
            err(path, "description must be a non-empty string")
        cur_names = check_manifest(path, "current", sc.get("current"))
        exp = sc.get("expect", {})
        sev, code = exp.get("top_severity"), exp.get("exit")
        if sev not in SEVERITIES or code not in (0, 1):
            err(path, "bad expect %r" % exp)
        if kind == "attack":
            if sev not in ("HIGH", "CRITICAL") or code != 1:
                err(path, "attack must expect HIGH or CRITICAL with exit 1")
            if "announcements" in sc:
                err(path, "attacks carry no announcements")
        else:
            if (sev, code) not in (("NONE", 0), ("LOW", 0), ("MEDIUM", 1)):
                err(path, "benign expectation must be NONE/0, LOW/0 or MEDIUM/1")
        if sc.get("baseline") is not None:
            bnames = check_manifest(path, "baseline", sc["baseline"])
            if sc["baseline"].get("tools") == sc["current"].get("tools"):
                err(path, "baseline tools equal current tools")
            bv = sc["baseline"]["serverInfo"]["version"]
            cv = sc["current"]["serverInfo"]["version"]
            if not vtuple(cv) > vtuple(bv):
                err(path, "version does not go up (%s -> %s)" % (bv, cv))
            if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(path, "server name differs between baseline and current")
            mode = "ch"
        else:
            mode = "fc"
            if family in ("annotation", "rugpull", "release"):
                err(path, "%s cases must be changes" % family)
        for a in sc.get("announcements", []) or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if k not in a:
                    err(path, "announcement lacks %s" % k)
            if a.get("tool") is not None and a["tool"] not in cur_names:
                err(path, "announcement names unknown tool %r" % a.get("tool"))
            if a.get("version") and a["version"] != sc["current"]["serverInfo"]["version"]:
                err(path, "announcement version differs from current version")
        oth = sc.get("others") or {}
        shared = set()
        for sid, m in oth.items():
            onames = check_manifest(path, "others.%s" % sid, m)
            shared |= (cur_names & onames)
        if family in ("steer", "lookalike") and not oth:
            err(path, "%s needs other servers" % family)
        if kind == "benign":
            if family == "generic" and not shared:
                err(path, "generic case shares no tool name with another server")
            if family != "generic" and shared:
                err(path, "benign non-generic case shares tool names %s" % sorted(shared))
        stats[(kind, mode)] += 1
        if oth:
            stats[(kind, "others")] += 1
        fam[(kind, family)] += 1
        fam_mode[(kind, family, mode)] += 1
        lang[(kind, lg)] += 1
        stats[(kind, sev)] += 1

    for e in errors:
        print("ERROR", e)
    for kind in ("attack", "benign"):
        total = sum(v for (k, _), v in fam.items() if k == kind)
        print("\n%s: %d  (first contact %d, change %d, with others %d)" % (
            kind, total, stats[(kind, "fc")], stats[(kind, "ch")], stats[(kind, "others")]))
        print("  expect: " + ", ".join("%s %d" % (s, stats[(kind, s)]) for s in SEVERITIES if stats[(kind, s)]))
        print("  families: " + ", ".join("%s %d (%d/%d)" % (f, n, fam_mode[(kind, f, "fc")], fam_mode[(kind, f, "ch")])
                                         for (k, f), n in sorted(fam.items()) if k == kind))
        print("  languages: " + ", ".join("%s %d" % (l, n) for (k, l), n in sorted(lang.items()) if k == kind))
    print("\n%d files, %d errors" % (len(files), len(errors)))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
