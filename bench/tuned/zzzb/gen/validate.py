#!/usr/bin/env python3
"""Check the scenarios of held-out set zzzb.

Checks: every file parses; pure ASCII; required keys; tool names; `required` names existing
properties (at every depth); a change's baseline differs from current and the version goes
up; attacks expect HIGH/CRITICAL with exit 1; benign expectations follow the set's rules;
file names use the family prefixes and language codes; `others` are well formed;
announcements only in benign cases; benign text carries no bidi controls, tag characters,
HTML comments or Cyrillic letters glued to Latin letters. Prints counts at the end.
Exit status 0 when everything passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_NAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f\u200b\u200d\u2060\ufeff]")
CYR_GLUED = re.compile(r"(?:[A-Za-z][\u0400-\u04ff])|(?:[\u0400-\u04ff][A-Za-z])")

errors = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def version_tuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def walk_schema(f, schema, where):
    if not isinstance(schema, dict):
        err(f, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if props is not None:
        if not isinstance(props, dict):
            err(f, "%s: properties is not an object" % where)
            props = {}
        for r in schema.get("required", []) or []:
            if r not in props:
                err(f, "%s: required %r not in properties" % (where, r))
        for k, v in props.items():
            walk_schema(f, v, where + "." + k)
    elif schema.get("required"):
        err(f, "%s: required without properties" % where)
    if isinstance(schema.get("items"), dict):
        walk_schema(f, schema["items"], where + "[]")
    if isinstance(schema.get("additionalProperties"), dict):
        walk_schema(f, schema["additionalProperties"], where + "{}")
    if "enum" in schema and not isinstance(schema["enum"], list):
        err(f, "%s: enum is not a list" % where)


def check_manifest(f, m, label):
    if not isinstance(m, dict) or "serverInfo" not in m or "tools" not in m:
        err(f, "%s: manifest needs serverInfo and tools" % label)
        return
    si = m["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, "%s: serverInfo needs name and version" % label)
    names = set()
    if not m["tools"]:
        err(f, "%s: no tools" % label)
    for t in m["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(f, "%s: tool lacks %s" % (label, k))
        n = t.get("name", "")
        if not TOOL_NAME.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s: duplicate tool %r" % (label, n))
        names.add(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object":
            err(f, "%s/%s: inputSchema type must be object" % (label, n))
        walk_schema(f, s, "%s/%s" % (label, n))
        for k in ("name",):
            pass
        for pname in s.get("properties", {}):
            if not re.match(r"^[A-Za-z0-9_.-]{1,64}$", pname):
                err(f, "%s/%s: parameter name %r not an ASCII identifier" % (label, n, pname))
        if "outputSchema" in t:
            walk_schema(f, t["outputSchema"], "%s/%s.output" % (label, n))
    return names


def texts(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from texts(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from texts(v)


def main():
    counts = Counter()
    per = {"attack": Counter(), "benign": Counter()}
    langs = {"attack": Counter(), "benign": Counter()}
    shape = {"attack": Counter(), "benign": Counter()}
    sev = {"attack": Counter(), "benign": Counter()}
    for d, families in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        folder = os.path.join(ROOT, d)
        for fn in sorted(os.listdir(folder)):
            if not fn.endswith(".json"):
                continue
            f = d + "/" + fn
            counts[d] += 1
            m = FILE_NAME.match(fn)
            if not m:
                err(f, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _ = m.groups()
            if fam not in families:
                err(f, "unknown %s family %r" % (d, fam))
            if lang not in LANGS:
                err(f, "unexpected language %r" % lang)
            raw = open(os.path.join(folder, fn), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
            try:
                data = json.loads(raw)
            except ValueError as e:
                err(f, "does not parse: %s" % e)
                continue
            for k in ("description", "baseline", "current", "expect"):
                if k not in data:
                    err(f, "missing key %s" % k)
            if not isinstance(data.get("description"), str) or len(data["description"]) < 20:
                err(f, "description should be one real sentence")
            cur_names = check_manifest(f, data["current"], "current") or set()
            base = data.get("baseline")
            if base is not None:
                check_manifest(f, base, "baseline")
                bt = json.dumps(sorted(base["tools"], key=lambda t: t["name"]), sort_keys=True)
                ct = json.dumps(sorted(data["current"]["tools"], key=lambda t: t["name"]), sort_keys=True)
                if bt == ct:
                    err(f, "baseline tools equal current tools")
                if version_tuple(data["current"]["serverInfo"]["version"]) <= version_tuple(base["serverInfo"]["version"]):
                    err(f, "current version does not go up")
                if base["serverInfo"]["name"] != data["current"]["serverInfo"]["name"]:
                    err(f, "server name changes between baseline and current")
            others = data.get("others") or {}
            for key, om in others.items():
                check_manifest(f, om, "others/" + key)
            exp = data["expect"]
            if exp.get("top_severity") not in SEVERITIES or exp.get("exit") not in (0, 1):
                err(f, "bad expect %r" % exp)
            want_exit = 1 if exp.get("top_severity") in ("MEDIUM", "HIGH", "CRITICAL") else 0
            if exp.get("exit") != want_exit:
                err(f, "exit does not follow severity (fail-on medium)")
            if d == "attack":
                if exp.get("top_severity") not in ("HIGH", "CRITICAL") or exp.get("exit") != 1:
                    err(f, "attack must expect HIGH or CRITICAL with exit 1")
                if fam in ("lookalike", "annotation", "tamper", "approval") and exp["top_severity"] != "HIGH":
                    err(f, "%s without other payload should expect HIGH" % fam)
                if fam not in ("lookalike", "annotation", "tamper", "approval") and exp["top_severity"] != "CRITICAL":
                    err(f, "%s carries a payload and should expect CRITICAL" % fam)
                if fam in ("annotation", "rugpull") and base is None:
                    err(f, "%s must be a change" % fam)
                if fam in ("steer", "lookalike") and not others:
                    err(f, "%s needs other servers" % fam)
                if "announcements" in data:
                    err(f, "attacks carry no announcements")
                if fam == "annotation":
                    bt = {t["name"]: t for t in base["tools"]}
                    for t in data["current"]["tools"]:
                        b = bt.get(t["name"])
                        if b and b != t:
                            bb = dict(b); tt = dict(t)
                            bb.pop("annotations", None); tt.pop("annotations", None)
                            if bb != tt:
                                err(f, "annotation case changes more than annotations")
            else:
                if fam == "generic":
                    if exp["top_severity"] != "LOW" or not others:
                        err(f, "generic cases expect LOW and need others")
                    other_names = set()
                    for om in others.values():
                        other_names |= {t["name"] for t in om["tools"]}
                    if not (cur_names & other_names):
                        err(f, "generic case shares no tool name with others")
                else:
                    other_names = set()
                    for om in others.values():
                        other_names |= {t["name"] for t in om["tools"]}
                    if cur_names & other_names:
                        err(f, "non-generic benign shares a tool name with others: %s" % (cur_names & other_names))
                if fam == "release":
                    if base is None:
                        err(f, "release must be a change")
                elif base is None and exp["top_severity"] != "NONE" and fam != "generic":
                    err(f, "benign first contact expects NONE")
                for t in texts(data):
                    if BIDI.search(t):
                        err(f, "benign text has bidi/tag/zero-width characters")
                    if "<!--" in t:
                        err(f, "benign text has an HTML comment")
                    if CYR_GLUED.search(t):
                        err(f, "Cyrillic letter glued to a Latin letter: %r" % CYR_GLUED.search(t).group(0))
            per[d][fam] += 1
            langs[d][lang] += 1
            shape[d]["first_contact" if base is None else "change"] += 1
            if others:
                shape[d]["with_others"] += 1
            sev[d][exp.get("top_severity")] += 1

    for e in errors:
        print("ERROR", e)
    for d in ("attack", "benign"):
        print("%s: %d files" % (d, counts[d]))
        print("  families:", dict(sorted(per[d].items())))
        print("  languages:", dict(sorted(langs[d].items())))
        print("  shape:", dict(shape[d]))
        print("  expected:", dict(sev[d]))
    print("OK" if not errors else "%d error(s)" % len(errors))
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
