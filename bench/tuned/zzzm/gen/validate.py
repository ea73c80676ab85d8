#!/usr/bin/env python3
"""Check every scenario file of the zzzm set. Exit 0 when all pass, 1 otherwise."""
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
STEM = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
NON_LATIN = {"uk", "ru", "he", "fa", "hi", "th", "ja", "zh"}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def version_tuple(v):
    parts = re.findall(r"\d+", v)
    return tuple(int(p) for p in parts)


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if props is not None and not isinstance(props, dict):
        err(path, "%s: properties is not an object" % where)
        props = {}
    req = schema.get("required", [])
    if not isinstance(req, list):
        err(path, "%s: required is not a list" % where)
    else:
        for r in req:
            if r not in (props or {}):
                err(path, "%s: required names missing property %r" % (where, r))
    for name, sub in (props or {}).items():
        check_schema(path, "%s.%s" % (where, name), sub)
    if isinstance(schema.get("items"), dict):
        check_schema(path, where + "[]", schema["items"])


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % label)
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s: serverInfo with name and version required" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s: tools must be a non-empty list" % label)
        return
    names = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not TOOL_NAME.match(n):
            err(path, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(path, "%s: duplicate tool name %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s: tool %r without description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(path, "%s: tool %r inputSchema must be an object schema" % (label, n))
        else:
            check_schema(path, "%s.%s" % (label, n), sch)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (label, n), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s: tool %r annotations must be an object" % (label, n))


def tools_by_name(m):
    return {t["name"]: json.dumps(t, sort_keys=True) for t in m["tools"]}


def check_file(path, kind):
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(path, "not pure ASCII")
    try:
        sc = json.loads(raw.decode("utf-8"))
    except ValueError as e:
        err(path, "does not parse: %s" % e)
        return None
    stem = os.path.basename(path)[:-5]
    mo = STEM.match(stem)
    if not mo:
        err(path, "file name does not match <family>-<lang>-<slug>")
        return None
    fam, lang, _ = mo.groups()
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    if fam not in fams:
        err(path, "unknown %s family %r" % (kind, fam))
    if lang not in LANGS:
        err(path, "unexpected language %r" % lang)
    for key in ("description", "baseline", "current", "expect"):
        if key not in sc:
            err(path, "missing key %r" % key)
    extra = set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}
    if extra:
        err(path, "unexpected keys %s" % sorted(extra))
    if not isinstance(sc.get("description"), str) or len(sc["description"]) < 20:
        err(path, "description must be a sentence")
    cur = sc.get("current")
    check_manifest(path, "current", cur)
    base = sc.get("baseline")
    if base is not None:
        check_manifest(path, "baseline", base)
        try:
            if tools_by_name(base) == tools_by_name(cur):
                err(path, "baseline tools equal current tools")
            if version_tuple(cur["serverInfo"]["version"]) <= version_tuple(base["serverInfo"]["version"]):
                err(path, "current version does not go up")
            if base["serverInfo"]["name"] != cur["serverInfo"]["name"]:
                err(path, "baseline and current server names differ")
        except (KeyError, TypeError):
            pass
    oth = sc.get("others")
    if oth is not None:
        if not isinstance(oth, dict) or not oth:
            err(path, "others must be a non-empty object")
        else:
            for k, m in oth.items():
                check_manifest(path, "others.%s" % k, m)
    anns = sc.get("announcements")
    if anns is not None:
        if kind != "benign":
            err(path, "announcements are for benign releases only")
        if base is None:
            err(path, "announcements without a baseline")
        for a in anns:
            if set(a) - ANN_KEYS:
                err(path, "announcement keys %s" % sorted(set(a) - ANN_KEYS))
            for c in a.get("changes", []):
                if c not in ("description", "annotations", "inputSchema"):
                    err(path, "announcement change kind %r" % c)
    exp = sc.get("expect", {})
    sev, ex = exp.get("top_severity"), exp.get("exit")
    if sev not in SEVERITIES or ex not in (0, 1):
        err(path, "bad expect %r" % exp)
    if kind == "attack":
        if sev not in ("HIGH", "CRITICAL") or ex != 1:
            err(path, "attack must expect HIGH or CRITICAL with exit 1")
        if fam == "annotation" or fam == "rugpull":
            if base is None:
                err(path, "%s attack must be a change" % fam)
        if fam in ("steer", "lookalike") and not oth:
            err(path, "%s attack needs others" % fam)
    else:
        if sev in ("HIGH", "CRITICAL"):
            err(path, "benign case expects %s" % sev)
        if (sev in ("NONE", "LOW")) != (ex == 0):
            err(path, "benign exit does not match severity")
        if fam == "generic" and not oth:
            err(path, "generic case needs others")
        if base is None and fam != "generic" and sev != "NONE":
            err(path, "benign first contact should expect NONE")
    if lang in NON_LATIN and "\\u" not in raw.decode("ascii", "replace"):
        err(path, "language %s but no non-ASCII text" % lang)
    return fam, lang, base is None, bool(oth), sev


def main():
    stats = collections.defaultdict(collections.Counter)
    for kind in ("attack", "benign"):
        files = sorted(glob.glob(os.path.join(ROOT, kind, "*.json")))
        others_in_dir = set(os.listdir(os.path.join(ROOT, kind))) - {os.path.basename(f) for f in files}
        for o in others_in_dir:
            err(os.path.join(ROOT, kind, o), "unexpected file")
        for f in files:
            r = check_file(f, kind)
            if r is None:
                continue
            fam, lang, fc, wo, sev = r
            stats[kind]["total"] += 1
            stats[kind]["fc" if fc else "change"] += 1
            stats[kind]["with_others"] += int(wo)
            stats[kind + "_fam"][fam] += 1
            stats[kind + "_lang"][lang] += 1
            stats[kind + "_sev"][sev] += 1
    for k in ("attack", "benign"):
        print("%s: %s" % (k, dict(stats[k])))
        print("  families: %s" % dict(sorted(stats[k + "_fam"].items())))
        print("  languages: %s" % dict(sorted(stats[k + "_lang"].items())))
        print("  severities: %s" % dict(stats[k + "_sev"]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nall files valid")


if __name__ == "__main__":
    main()
