#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzk. Exit 0 when all pass.

Usage: python3 gen/validate.py
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def vtuple(v):
    parts = re.findall(r"\d+", v or "")
    return tuple(int(p) for p in parts)


def check_schema(path, where, schema):
    """required names existing properties, at every depth."""
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
        req = []
    for r in req:
        if r not in (props or {}):
            err(path, "%s: required '%s' is not a property" % (where, r))
    for k, sub in (props or {}).items():
        check_schema(path, where + "." + k, sub)
    if isinstance(schema.get("items"), dict):
        check_schema(path, where + "[]", schema["items"])
    if isinstance(schema.get("additionalProperties"), dict):
        check_schema(path, where + "{}", schema["additionalProperties"])


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, "%s: not an object" % label)
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s: serverInfo needs name and version" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s: tools must be a non-empty list" % label)
        return
    names = set()
    for t in tools:
        name = t.get("name")
        if not isinstance(name, str) or not NAME_RE.match(name):
            err(path, "%s: bad tool name %r" % (label, name))
        if name in names:
            err(path, "%s: duplicate tool %r" % (label, name))
        names.add(name)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: description missing" % (label, name))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(path, "%s.%s: inputSchema must be an object schema with properties" % (label, name))
        else:
            check_schema(path, "%s.%s.inputSchema" % (label, name), sch)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (label, name), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s.%s: annotations must be an object" % (label, name))


def main():
    counts = collections.Counter()
    by_lang = collections.Counter()
    by_fam = collections.Counter()
    total = 0
    for folder, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, folder)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(folder, fn)
            if not fn.endswith(".json"):
                err(path, "not a .json file")
                continue
            total += 1
            m = FILE_RE.match(fn)
            if not m:
                err(path, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _slug = m.groups()
            if fam not in fams:
                err(path, "family '%s' not allowed in %s/" % (fam, folder))
            if lang not in LANGS:
                err(path, "language '%s' not in this set" % lang)
            raw = open(os.path.join(ROOT, path), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
            try:
                doc = json.loads(raw)
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            for k in ("description", "baseline", "current", "expect"):
                if k not in doc:
                    err(path, "missing key %s" % k)
            extra = set(doc) - TOP_KEYS
            if extra:
                err(path, "unknown keys %s" % sorted(extra))
            if not isinstance(doc.get("description"), str) or not doc["description"].strip():
                err(path, "description must be a sentence")
            check_manifest(path, "current", doc.get("current"))
            base = doc.get("baseline")
            if base is not None:
                check_manifest(path, "baseline", base)
                try:
                    if base["tools"] == doc["current"]["tools"]:
                        err(path, "baseline tools equal current tools")
                    if base["serverInfo"]["name"] != doc["current"]["serverInfo"]["name"]:
                        err(path, "baseline and current are different servers")
                    if not vtuple(doc["current"]["serverInfo"]["version"]) > vtuple(base["serverInfo"]["version"]):
                        err(path, "current version is not higher than baseline version")
                except (KeyError, TypeError):
                    err(path, "cannot compare baseline and current")
            for oid, om in (doc.get("others") or {}).items():
                check_manifest(path, "others." + oid, om)
                if isinstance(om, dict) and om.get("serverInfo", {}).get("name") == doc["current"]["serverInfo"]["name"]:
                    err(path, "others.%s has the same server name as current" % oid)
            anns = doc.get("announcements")
            if anns is not None:
                if folder == "attack":
                    err(path, "announcements are for benign releases only")
                if base is None:
                    err(path, "announcements without a baseline")
                if not isinstance(anns, list):
                    err(path, "announcements must be a list")
                else:
                    for a in anns:
                        if set(a) != ANN_KEYS:
                            err(path, "announcement keys %s" % sorted(a))
                        for c in a.get("changes", []):
                            if c not in ("description", "annotations", "inputSchema"):
                                err(path, "announcement change kind %r" % c)
            exp = doc.get("expect") or {}
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES or ex not in (0, 1):
                err(path, "expect needs top_severity and exit 0/1")
            else:
                want_exit = 1 if SEVERITIES.index(sev) >= SEVERITIES.index("MEDIUM") else 0
                if ex != want_exit:
                    err(path, "exit %s does not fit severity %s" % (ex, sev))
            if folder == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attacks expect HIGH or CRITICAL with exit 1")
                if fam in ("annotation", "rugpull") and base is None:
                    err(path, "%s cases are changes" % fam)
                if fam in ("steer", "lookalike") and not doc.get("others"):
                    err(path, "%s cases need other servers" % fam)
                if fam in ("lookalike", "annotation", "tamper", "approval") and sev != "HIGH":
                    err(path, "%s expects HIGH" % fam)
            else:
                if sev in ("HIGH", "CRITICAL"):
                    err(path, "benign cases expect at most MEDIUM")
                if base is None and fam != "generic" and sev != "NONE":
                    err(path, "benign first contact expects NONE")
                if fam == "generic" and (sev != "LOW" or not doc.get("others")):
                    err(path, "generic cases expect LOW and need other servers")
                if fam == "release" and base is None:
                    err(path, "release cases are changes")
                if fam == "release" and sev == "MEDIUM" and anns:
                    err(path, "an announced release should expect NONE")
            counts[(folder, "fc" if base is None else "ch")] += 1
            if doc.get("others"):
                counts[(folder, "others")] += 1
            by_lang[(folder, lang)] += 1
            by_fam[(folder, fam)] += 1

    print("files: %d" % total)
    for folder in ("attack", "benign"):
        n = sum(v for (f, _), v in by_fam.items() if f == folder)
        print("%s: %d (first contact %d, change %d, with others %d)" % (
            folder, n, counts[(folder, "fc")], counts[(folder, "ch")], counts[(folder, "others")]))
        print("  families: " + ", ".join("%s %d" % (fam, v) for (f, fam), v in sorted(by_fam.items()) if f == folder))
        print("  languages: " + ", ".join("%s %d" % (lg, by_lang[(folder, lg)]) for lg in LANGS))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
