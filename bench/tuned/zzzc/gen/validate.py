#!/usr/bin/env python3
"""Check every scenario of held-out set zzzc. Exit 0 when all pass, 1 otherwise."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_NAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
LANGS = {"en", "es", "it", "nl", "el", "tr", "he", "gu", "te", "kn", "am", "yo", "is", "ga"}
SEVERITIES = ["NONE", "INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def vtuple(v):
    parts = []
    for p in str(v).split("."):
        m = re.match(r"^(\d+)", p)
        parts.append(int(m.group(1)) if m else 0)
    return tuple(parts)


def check_schema(path, where, schema):
    """Recursively check that every `required` list names existing properties."""
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if props is not None and not isinstance(props, dict):
        err(path, "%s: properties is not an object" % where)
        props = {}
    req = schema.get("required")
    if req is not None:
        if not isinstance(req, list):
            err(path, "%s: required is not a list" % where)
        else:
            for r in req:
                if r not in (props or {}):
                    err(path, "%s: required names missing property %r" % (where, r))
            if len(set(req)) != len(req):
                err(path, "%s: duplicate names in required" % where)
    for k, v in (props or {}).items():
        check_schema(path, "%s.%s" % (where, k), v)
    if isinstance(schema.get("items"), dict):
        check_schema(path, where + "[]", schema["items"])
    if "enum" in schema:
        if not isinstance(schema["enum"], list) or not schema["enum"]:
            err(path, "%s: enum must be a non-empty list" % where)
        elif "default" in schema and schema["default"] not in schema["enum"]:
            err(path, "%s: default not in enum" % where)


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % label)
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s.serverInfo needs name and version" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % label)
        return
    names = []
    for t in tools:
        if not isinstance(t, dict):
            err(path, "%s: a tool is not an object" % label)
            continue
        name = t.get("name")
        names.append(name)
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            err(path, "%s: bad tool name %r" % (label, name))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: description missing" % (label, name))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(path, "%s.%s: inputSchema must be an object schema" % (label, name))
        else:
            check_schema(path, "%s.%s.inputSchema" % (label, name), sch)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (label, name), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s.%s: annotations must be an object" % (label, name))
    dup = [k for k, c in Counter(names).items() if c > 1]
    if dup:
        err(path, "%s: duplicate tool names %s" % (label, dup))


def main():
    counts = Counter()
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        files = sorted(f for f in os.listdir(d) if f.endswith(".json"))
        if not files:
            err(d, "no scenarios")
        for f in files:
            path = os.path.join(kind, f)
            mname = FILE_NAME.match(f)
            if not mname:
                err(path, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang = mname.group(1), mname.group(2)
            if fam not in fams:
                err(path, "unknown %s family %r" % (kind, fam))
            if lang not in LANGS:
                err(path, "unexpected language code %r" % lang)
            raw = open(os.path.join(ROOT, path), "rb").read()
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
            counts[kind] += 1
            for key in ("description", "baseline", "current", "expect"):
                if key not in sc:
                    err(path, "missing key %r" % key)
            extra = set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}
            if extra:
                err(path, "unexpected keys %s" % sorted(extra))
            if not isinstance(sc.get("description"), str) or not sc.get("description"):
                err(path, "description must be a non-empty string")
            check_manifest(path, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(path, "baseline", base)
                try:
                    bt = json.dumps(sorted(base["tools"], key=lambda t: t["name"]), sort_keys=True)
                    ct = json.dumps(sorted(sc["current"]["tools"], key=lambda t: t["name"]), sort_keys=True)
                    if bt == ct:
                        err(path, "baseline tools equal current tools")
                    bv = base["serverInfo"]["version"]
                    cv = sc["current"]["serverInfo"]["version"]
                    if vtuple(cv) <= vtuple(bv):
                        err(path, "version does not go up (%s -> %s)" % (bv, cv))
                    if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                        err(path, "server name differs between baseline and current")
                except (KeyError, TypeError):
                    pass
            for oname, om in (sc.get("others") or {}).items():
                check_manifest(path, "others.%s" % oname, om)
            anns = sc.get("announcements")
            if anns is not None:
                if kind != "benign":
                    err(path, "announcements are only for benign releases")
                if base is None:
                    err(path, "announcements without a baseline")
                if not isinstance(anns, list):
                    err(path, "announcements must be a list")
                else:
                    for a in anns:
                        if not isinstance(a, dict) or set(a) - ANN_KEYS:
                            err(path, "bad announcement %r" % (a,))
            exp = sc.get("expect") or {}
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES:
                err(path, "bad top_severity %r" % sev)
            if ex not in (0, 1):
                err(path, "bad exit %r" % ex)
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attacks must expect HIGH or CRITICAL with exit 1")
            else:
                if sev in ("HIGH", "CRITICAL"):
                    err(path, "benign case expects %s" % sev)
                want_exit = 1 if sev == "MEDIUM" else 0
                if ex != want_exit:
                    err(path, "benign %s should exit %d" % (sev, want_exit))
                if base is None and fam != "generic" and sev != "NONE":
                    err(path, "benign first contact should expect NONE")
                if fam == "generic" and (sev != "LOW" or not sc.get("others")):
                    err(path, "generic cases expect LOW and need others")
    for e in errors:
        print("FAIL", e)
    print("checked %d attack and %d benign scenarios: %s" % (
        counts["attack"], counts["benign"], "OK" if not errors else "%d problem(s)" % len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
