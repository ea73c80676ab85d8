#!/usr/bin/env python3
"""Check every scenario file of the zzt held-out set and print counts.

Usage: python3 gen/validate.py [--markdown]
Exit 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ATTACK_FAMILIES = ["exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
                   "tamper", "approval", "field", "lookalike", "annotation", "rugpull"]
BENIGN_FAMILIES = ["release", "generic", "share", "mail", "convert", "guide", "banner",
                   "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
                   "proctor", "notify"]
LANGS = ["en", "es", "ca", "pt", "sv", "el", "sr", "ru", "hi", "bn", "ta", "ur", "sw", "tl"]
SEVERITIES = ["NONE", "INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_NAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")

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
    """Every `required` names an existing property, at every depth."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    req = schema.get("required")
    if req is not None:
        if not isinstance(req, list):
            err(path, "%s: required is not a list" % where)
        elif schema.get("type") == "object" or props is not None:
            for r in req:
                if not isinstance(props, dict) or r not in props:
                    err(path, "%s: required '%s' is not a property" % (where, r))
    if isinstance(props, dict):
        for k, v in props.items():
            check_schema(path, "%s.%s" % (where, k), v)
    if isinstance(schema.get("items"), dict):
        check_schema(path, where + "[]", schema["items"])


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % where)
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s.serverInfo needs name and version" % where)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % where)
        return
    names = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not TOOL_NAME.match(n):
            err(path, "%s: bad tool name %r" % (where, n))
        if n in names:
            err(path, "%s: duplicate tool %r" % (where, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: description missing" % (where, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(path, "%s.%s: inputSchema must be an object schema" % (where, n))
        else:
            check_schema(path, "%s.%s.inputSchema" % (where, n), s)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (where, n), t["outputSchema"])


def tools_key(m):
    return json.dumps(sorted(m["tools"], key=lambda t: t["name"]), sort_keys=True)


def main():
    markdown = "--markdown" in sys.argv
    rows = []
    for kind, families in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        folder = os.path.join(ROOT, kind)
        if not os.path.isdir(folder):
            err(folder, "missing folder")
            continue
        for fname in sorted(os.listdir(folder)):
            path = "%s/%s" % (kind, fname)
            m = FILE_NAME.match(fname)
            if not m:
                err(path, "file name does not match <family>-<lang>-<slug>.json")
                continue
            family, lang, slug = m.groups()
            if family not in families:
                err(path, "unknown %s family '%s'" % (kind, family))
            if lang not in LANGS:
                err(path, "unexpected language '%s'" % lang)
            raw = open(os.path.join(folder, fname), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            for key in ("description", "baseline", "current", "expect"):
                if key not in sc:
                    err(path, "missing key '%s'" % key)
            if not isinstance(sc.get("description"), str) or not sc["description"].strip():
                err(path, "description must be a sentence")
            check_manifest(path, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(path, "baseline", base)
                try:
                    if tools_key(base) == tools_key(sc["current"]):
                        err(path, "baseline tools equal current tools")
                    if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                        err(path, "current version is not higher than baseline")
                    if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                        err(path, "baseline and current server names differ")
                except (KeyError, TypeError):
                    pass
            oth = sc.get("others")
            if oth is not None:
                if not isinstance(oth, dict) or not oth:
                    err(path, "others must be a non-empty object")
                else:
                    for k, v in oth.items():
                        check_manifest(path, "others.%s" % k, v)
            ann = sc.get("announcements")
            if ann is not None:
                if kind != "benign":
                    err(path, "announcements are for benign releases only")
                if base is None:
                    err(path, "announcements need a baseline")
                for a in ann:
                    for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                        if k not in a:
                            err(path, "announcement lacks '%s'" % k)
            exp = sc.get("expect", {})
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES:
                err(path, "bad top_severity %r" % sev)
            if ex not in (0, 1):
                err(path, "bad exit %r" % ex)
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attacks must expect HIGH or CRITICAL with exit 1")
                if family in ("annotation", "rugpull") and base is None:
                    err(path, "%s cases are changes and need a baseline" % family)
                if family in ("steer", "lookalike") and not oth:
                    err(path, "%s cases need other servers" % family)
                if family in ("lookalike", "annotation", "tamper", "approval") and sev != "HIGH":
                    err(path, "%s cases without another payload expect HIGH" % family)
            else:
                want = 0 if sev in ("NONE", "INFO", "LOW") else 1
                if ex != want:
                    err(path, "exit %r inconsistent with %s" % (ex, sev))
                if family == "generic" and (sev != "LOW" or not oth):
                    err(path, "generic cases expect LOW and need other servers")
                if family != "release" and base is not None:
                    err(path, "only release cases are changes among benign ones")
            if family == "annotation" and base is not None:
                b = {t["name"]: t for t in base["tools"]}
                for t in sc["current"]["tools"]:
                    o = b.get(t["name"])
                    if o is None:
                        err(path, "annotation flip adds a tool")
                    elif o != t:
                        o2, t2 = dict(o), dict(t)
                        o2.pop("annotations", None), t2.pop("annotations", None)
                        if o2 != t2:
                            err(path, "annotation flip changes more than annotations")
            if family == "rugpull" and base is not None:
                b = {t["name"]: t for t in base["tools"]}
                c = {t["name"]: t for t in sc["current"]["tools"]}
                changed = [n for n in c if b.get(n) != c[n]]
                if set(b) != set(c) or len(changed) != 1:
                    err(path, "rug pull should change exactly one tool of an identical set")
            rows.append({"kind": kind, "family": family, "lang": lang,
                         "change": base is not None, "others": bool(oth), "sev": sev})

    report(rows, markdown)
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


def report(rows, markdown):
    def table(header, lines):
        if markdown:
            print("| " + " | ".join(header) + " |")
            print("|" + "|".join("---" for _ in header) + "|")
            for ln in lines:
                print("| " + " | ".join(str(x) for x in ln) + " |")
        else:
            print("  ".join("%-12s" % h for h in header))
            for ln in lines:
                print("  ".join("%-12s" % x for x in ln))
        print()

    for kind in ("attack", "benign"):
        rs = [r for r in rows if r["kind"] == kind]
        print("%s: %d files" % (kind, len(rs)))
        print()
        table(["", "first contact", "change", "with others"],
              [[kind, sum(not r["change"] for r in rs), sum(r["change"] for r in rs),
                sum(r["others"] for r in rs)]])
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        lines = []
        for f in fams:
            fr = [r for r in rs if r["family"] == f]
            sev = Counter(r["sev"] for r in fr)
            lines.append([f, len(fr), sum(not r["change"] for r in fr), sum(r["change"] for r in fr),
                          sum(r["others"] for r in fr),
                          ", ".join("%s %d" % (k, sev[k]) for k in SEVERITIES if sev[k])])
        table(["family", "count", "fc", "ch", "others", "expect"], lines)
    lines = []
    for lang in LANGS:
        a = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "attack")
        b = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "benign")
        lines.append([lang, a, b, a + b])
    lines.append(["total", sum(l[1] for l in lines), sum(l[2] for l in lines),
                  sum(l[3] for l in lines)])
    table(["lang", "attack", "benign", "total"], lines)


if __name__ == "__main__":
    sys.exit(main())
