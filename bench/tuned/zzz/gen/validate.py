#!/usr/bin/env python3
"""Check every scenario file of held-out set zzz and print the count tables.

Exit 0 when every check passes, 1 otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES  # noqa: E402

ROOT = os.path.dirname(HERE)
LANGS = {"en", "de", "fr", "pt", "it", "pl", "hi", "ja", "vi", "id", "he", "sw", "nl", "cs"}
TOOL_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVS = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]

errors = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_schema(f, where, schema):
    if not isinstance(schema, dict):
        err(f, "%s: schema is not an object" % where)
        return
    props = schema.get("properties", {})
    if schema.get("type") == "object" or "properties" in schema:
        if not isinstance(props, dict):
            err(f, "%s: properties is not an object" % where)
            return
        for r in schema.get("required", []):
            if r not in props:
                err(f, "%s: required names missing property %r" % (where, r))
    for k, v in props.items():
        if isinstance(v, dict):
            check_schema(f, "%s.%s" % (where, k), v)
    if isinstance(schema.get("items"), dict):
        check_schema(f, where + "[]", schema["items"])


def check_manifest(f, label, m):
    if not isinstance(m, dict) or "tools" not in m or "serverInfo" not in m:
        err(f, "%s: manifest needs serverInfo and tools" % label)
        return
    si = m["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s: serverInfo needs name and version" % label)
    names = set()
    for t in m["tools"]:
        n = t.get("name", "")
        if not TOOL_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s: duplicate tool %r" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s: tool %s lacks a description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(f, "%s: tool %s inputSchema must be an object schema" % (label, n))
        else:
            check_schema(f, "%s/%s.inputSchema" % (label, n), s)
        if "outputSchema" in t:
            check_schema(f, "%s/%s.outputSchema" % (label, n), t["outputSchema"])


def main():
    stats = collections.Counter()
    by_lang = collections.Counter()
    fam = collections.defaultdict(collections.Counter)
    for kind, families in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            f = kind + "/" + fn
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
                continue
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(f, "does not parse: %s" % e)
                continue
            mt = FILE_RE.match(fn)
            if not mt:
                err(f, "file name does not match <family>-<lang>-<slug>.json")
                continue
            family, lang, _ = mt.groups()
            if family not in families:
                err(f, "unknown %s family %r" % (kind, family))
            if lang not in LANGS:
                err(f, "unexpected language %r" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(f, "missing key %r" % k)
            if not isinstance(sc.get("description"), str) or not sc["description"]:
                err(f, "description must be a sentence")
            check_manifest(f, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(f, "baseline", base)
                if base.get("tools") == sc["current"].get("tools"):
                    err(f, "baseline tools equal current tools")
                if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                    err(f, "current version does not go up")
                if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(f, "baseline and current are different servers")
            for oname, om in (sc.get("others") or {}).items():
                check_manifest(f, "others/" + oname, om)
            ex = sc.get("expect", {})
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVS or code not in (0, 1):
                err(f, "bad expect %r" % ex)
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    err(f, "attacks expect HIGH or CRITICAL with exit 1")
                if family in HIGH_FAMILIES and sev != "HIGH":
                    pass  # allowed when another payload is present
                if "announcements" in sc:
                    err(f, "attacks carry no announcements")
            else:
                want_exit = 1 if SEVS.index(sev) >= SEVS.index("MEDIUM") else 0
                if code != want_exit:
                    err(f, "benign exit code does not follow severity")
                if base is None and family != "generic" and sev != "NONE":
                    err(f, "benign first contact should expect NONE")
                if family == "generic" and sev != "LOW":
                    err(f, "generic shared names expect LOW")
                if family == "generic" and not sc.get("others"):
                    err(f, "generic case needs another server sharing the name")
            for a in sc.get("announcements") or []:
                for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                    if k not in a:
                        err(f, "announcement lacks %r" % k)
            stats[(kind, "fc" if base is None else "ch")] += 1
            if sc.get("others"):
                stats[(kind, "others")] += 1
            stats[(kind, "all")] += 1
            by_lang[(kind, lang)] += 1
            fam[kind][(family, "fc" if base is None else "ch")] += 1
    for kind in ("attack", "benign"):
        print("%s: %d total, %d first contact, %d change, %d with others" % (
            kind, stats[(kind, "all")], stats[(kind, "fc")], stats[(kind, "ch")], stats[(kind, "others")]))
        langs = sorted({l for (k, l) in by_lang if k == kind}, key=lambda l: (l != "en", l))
        print("  languages: " + ", ".join("%s %d" % (l, by_lang[(kind, l)]) for l in langs))
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        print("  families: " + ", ".join(
            "%s %d (%d/%d)" % (x, fam[kind][(x, "fc")] + fam[kind][(x, "ch")], fam[kind][(x, "fc")], fam[kind][(x, "ch")])
            for x in fams if fam[kind][(x, "fc")] + fam[kind][(x, "ch")]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
