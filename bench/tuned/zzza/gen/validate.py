#!/usr/bin/env python3
"""Check every scenario of held-out set zzza. Exit 0 when all checks pass, 1 otherwise."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES  # noqa: E402

LANGS = {"en", "es", "sv", "da", "ro", "hu", "uk", "ru", "th", "ko", "bn", "ur", "tl", "ca"}
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
errors = []
warnings = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_schema_required(path, where, schema):
    """`required` must name existing properties, at every depth."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    req = schema.get("required")
    if req is not None:
        if not isinstance(req, list):
            err(path, "%s: required is not a list" % where)
        else:
            for r in req:
                if not isinstance(props, dict) or r not in props:
                    err(path, "%s: required '%s' is not a property" % (where, r))
    if isinstance(props, dict):
        for k, v in props.items():
            check_schema_required(path, where + "." + k, v)
    if isinstance(schema.get("items"), dict):
        check_schema_required(path, where + "[]", schema["items"])


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
    names = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(path, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(path, "%s: duplicate tool %s" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: missing description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(path, "%s.%s: inputSchema must be an object schema with properties" % (label, n))
            continue
        check_schema_required(path, "%s.%s.inputSchema" % (label, n), s)
        if "outputSchema" in t:
            check_schema_required(path, "%s.%s.outputSchema" % (label, n), t["outputSchema"])


def check_file(sub, fn):
    path = "%s/%s" % (sub, fn)
    raw = open(os.path.join(ROOT, sub, fn), "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(path, "not pure ASCII")
    try:
        d = json.loads(raw)
    except ValueError as e:
        err(path, "does not parse: %s" % e)
        return None
    mo = FILE_RE.match(fn)
    if not mo:
        err(path, "file name does not match <family>-<lang>-<slug>.json")
        return None
    fam, lang, _ = mo.groups()
    fams = ATTACK_FAMILIES if sub == "attack" else BENIGN_FAMILIES
    if fam not in fams:
        err(path, "unknown %s family %s" % (sub, fam))
    if lang not in LANGS:
        err(path, "unexpected language %s" % lang)
    for k in ("description", "baseline", "current", "expect"):
        if k not in d:
            err(path, "missing key %s" % k)
    if set(d) - {"description", "baseline", "current", "announcements", "others", "expect"}:
        err(path, "unknown keys %s" % sorted(set(d) - {"description", "baseline", "current", "announcements", "others", "expect"}))
    if not isinstance(d.get("description"), str) or not d["description"].strip():
        err(path, "empty description")
    check_manifest(path, "current", d.get("current"))
    b = d.get("baseline")
    if b is not None:
        check_manifest(path, "baseline", b)
        try:
            if b["tools"] == d["current"]["tools"]:
                err(path, "baseline tools equal current tools")
            bv, cv = b["serverInfo"]["version"], d["current"]["serverInfo"]["version"]
            if not vtuple(cv) > vtuple(bv):
                err(path, "version does not go up (%s -> %s)" % (bv, cv))
            if b["serverInfo"]["name"] != d["current"]["serverInfo"]["name"]:
                err(path, "baseline and current server names differ")
        except (KeyError, TypeError):
            pass
    cur_names = {t.get("name") for t in (d.get("current") or {}).get("tools", [])}
    other_names = {}
    for k, o in (d.get("others") or {}).items():
        check_manifest(path, "others.%s" % k, o)
        for t in o.get("tools", []):
            other_names.setdefault(t.get("name"), k)
    e = d.get("expect") or {}
    sev, ex = e.get("top_severity"), e.get("exit")
    if sev not in SEVERITIES or ex not in (0, 1):
        err(path, "bad expect %r" % e)
    elif (ex == 1) != (SEVERITIES.index(sev) >= SEVERITIES.index("MEDIUM")):
        err(path, "exit %s inconsistent with %s" % (ex, sev))
    if sub == "attack":
        if sev not in ("HIGH", "CRITICAL") or ex != 1:
            err(path, "attack must expect HIGH or CRITICAL with exit 1")
        if fam in HIGH_FAMILIES and sev != "HIGH":
            warnings.append("%s: %s family usually expects HIGH" % (path, fam))
        if "announcements" in d:
            err(path, "attacks carry no announcements")
        if fam in ("annotation", "rugpull") and b is None:
            err(path, "%s needs a baseline" % fam)
        if fam in ("steer", "lookalike") and not d.get("others"):
            err(path, "%s needs other servers" % fam)
        if fam == "annotation":
            bt = {t["name"]: t for t in b["tools"]}
            diff = [t for t in d["current"]["tools"] if bt.get(t["name"]) != t]
            for t in diff:
                stripped = dict(t); stripped.pop("annotations", None)
                old = dict(bt.get(t["name"], {})); old.pop("annotations", None)
                if stripped != old:
                    err(path, "annotation case changes more than annotations")
    else:
        if sev in ("HIGH", "CRITICAL"):
            err(path, "benign case expects %s" % sev)
        shared = cur_names & set(other_names)
        if shared and fam != "generic":
            err(path, "benign non-generic case shares tool names with others: %s" % sorted(shared))
        if fam == "generic" and not shared:
            err(path, "generic case shares no tool name with others")
        for a in d.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(path, "announcement missing %s" % k)
        if b is None and sev not in ("NONE", "LOW"):
            err(path, "benign first contact expects %s" % sev)
    if sub == "attack" and fam not in ("lookalike",):
        shared = cur_names & set(other_names)
        if shared:
            err(path, "attack shares tool names with others: %s" % sorted(shared))
    return d


def main():
    n = {"attack": 0, "benign": 0}
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        if not os.path.isdir(d):
            err(sub, "missing folder")
            continue
        for fn in sorted(os.listdir(d)):
            n[sub] += 1
            check_file(sub, fn)
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("error:", e)
    print("checked %d attack and %d benign files: %d errors, %d warnings"
          % (n["attack"], n["benign"], len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
