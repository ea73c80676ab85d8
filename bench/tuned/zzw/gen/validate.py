#!/usr/bin/env python3
"""Check every scenario of the zzw held-out set and print count tables.

Usage: python3 gen/validate.py [--markdown]   exit 0 when all checks pass.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_NAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool",
            "changes", "version"}
errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_schema(path, where, sch):
    """required must name existing properties, at every depth."""
    if not isinstance(sch, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = sch.get("properties")
    if props is not None:
        if not isinstance(props, dict):
            err(path, "%s: properties is not an object" % where)
            return
        for r in sch.get("required", []):
            if r not in props:
                err(path, "%s: required %r is not a property" % (where, r))
        for k, v in props.items():
            check_schema(path, where + "." + k, v)
    elif sch.get("required"):
        err(path, "%s: required without properties" % where)
    if isinstance(sch.get("items"), dict):
        check_schema(path, where + "[]", sch["items"])


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, label + " is not an object")
        return
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str)
            and isinstance(si.get("version"), str)):
        err(path, label + ": serverInfo.name/version missing")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, label + ": tools missing or empty")
        return
    names = Counter()
    for t in tools:
        name = t.get("name")
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            err(path, "%s: bad tool name %r" % (label, name))
        names[name] += 1
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s: tool %s has no description" % (label, name))
        sch = t.get("inputSchema")
        if not (isinstance(sch, dict) and sch.get("type") == "object"):
            err(path, "%s: tool %s inputSchema is not an object schema" % (label, name))
        else:
            check_schema(path, "%s:%s" % (label, name), sch)
        if "outputSchema" in t:
            check_schema(path, "%s:%s.outputSchema" % (label, name), t["outputSchema"])
    for k, c in names.items():
        if c > 1:
            err(path, "%s: duplicate tool name %s" % (label, k))


def tools_key(m):
    return json.dumps(sorted(m["tools"], key=lambda t: t["name"]), sort_keys=True)


def main(markdown=False):
    rows = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            mo = FILE_NAME.match(fn)
            if not mo:
                err(path, "bad file name")
                continue
            fam, lang, _ = mo.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(path, "unknown %s family %s" % (kind, fam))
            if lang not in LANGS:
                err(path, "unknown language %s" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(path, "missing key " + k)
            if not isinstance(sc.get("description"), str) or not sc["description"]:
                err(path, "empty description")
            extra = set(sc) - {"description", "baseline", "current", "expect",
                               "announcements", "others"}
            if extra:
                err(path, "unexpected keys %s" % sorted(extra))
            check_manifest(path, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(path, "baseline", base)
                try:
                    if tools_key(base) == tools_key(sc["current"]):
                        err(path, "baseline tools equal current tools")
                    bv = vtuple(base["serverInfo"]["version"])
                    cv = vtuple(sc["current"]["serverInfo"]["version"])
                    if not cv > bv:
                        err(path, "version does not go up")
                    if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                        err(path, "server name changes between baseline and current")
                except (KeyError, TypeError):
                    pass
            others = sc.get("others") or {}
            if not isinstance(others, dict):
                err(path, "others is not an object")
                others = {}
            for k, m in others.items():
                check_manifest(path, "others." + k, m)
            anns = sc.get("announcements")
            if anns is not None:
                if kind != "benign":
                    err(path, "announcements on an attack")
                if base is None:
                    err(path, "announcements without a baseline")
                for a in anns:
                    if set(a) - ANN_KEYS:
                        err(path, "announcement keys %s" % sorted(set(a) - ANN_KEYS))
                    for c in a.get("changes", []):
                        if c not in ("description", "annotations", "inputSchema"):
                            err(path, "announcement change %r" % c)
                    if a.get("version") != sc["current"]["serverInfo"]["version"]:
                        err(path, "announcement version differs from current")
            ex = sc.get("expect") or {}
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVERITIES or code not in (0, 1):
                err(path, "bad expect %r" % ex)
            if kind == "attack" and (sev not in ("HIGH", "CRITICAL") or code != 1):
                err(path, "attack must expect HIGH/CRITICAL, exit 1")
            if kind == "benign":
                if sev in ("HIGH", "CRITICAL"):
                    err(path, "benign case expects %s" % sev)
                if (sev == "MEDIUM") != (code == 1):
                    err(path, "benign exit does not match severity %s" % sev)
                if base is None and fam != "generic" and sev != "NONE":
                    err(path, "benign first contact should expect NONE")
                if fam == "generic" and sev != "LOW":
                    err(path, "generic should expect LOW")
            rows.append(dict(kind=kind, fam=fam, lang=lang, fc=base is None,
                             others=bool(others), sev=sev,
                             other_keys=sorted(others)))
    report(rows, markdown)
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nall %d files pass" % len(rows))
    return 0


def table(headers, data):
    out = ["| " + " | ".join(headers) + " |",
           "|" + "|".join("---" for _ in headers) + "|"]
    for r in data:
        out.append("| " + " | ".join(str(x) for x in r) + " |")
    return "\n".join(out)


def report(rows, markdown):
    print("## Counts\n")
    data = []
    for kind in ("attack", "benign"):
        rs = [r for r in rows if r["kind"] == kind]
        data.append([kind, len(rs), sum(r["fc"] for r in rs),
                     sum(not r["fc"] for r in rs), sum(r["others"] for r in rs)])
    print(table(["kind", "total", "first contact", "change", "with others"], data))
    print("\n## Languages\n")
    data = []
    for lang in LANGS:
        a = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "attack")
        bn = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "benign")
        data.append([lang, a, bn, a + bn])
    na = sum(1 for r in rows if r["kind"] == "attack")
    nb = len(rows) - na
    ea = sum(1 for r in rows if r["kind"] == "attack" and r["lang"] == "en")
    eb = sum(1 for r in rows if r["kind"] == "benign" and r["lang"] == "en")
    data.append(["**total**", na, nb, len(rows)])
    print(table(["lang", "attack", "benign", "total"], data))
    print("\nEnglish share: attacks %d/%d (%.0f %%), benign %d/%d (%.0f %%)"
          % (ea, na, 100.0 * ea / na, eb, nb, 100.0 * eb / nb))
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        print("\n## %s families\n" % kind.capitalize())
        data = []
        for f in fams:
            rs = [r for r in rows if r["kind"] == kind and r["fam"] == f]
            sev = Counter(r["sev"] for r in rs)
            langs = Counter(r["lang"] for r in rs)
            data.append([f, len(rs), "%d/%d" % (sum(r["fc"] for r in rs),
                                                sum(not r["fc"] for r in rs)),
                         sum(r["others"] for r in rs),
                         ", ".join("%s %d" % kv for kv in sorted(sev.items())),
                         " ".join(sorted(langs))])
        print(table(["family", "count", "fc/ch", "with others", "expect",
                     "languages"], data))
    oc = Counter(k for r in rows for k in r["other_keys"])
    print("\n## Other servers used\n")
    print(table(["server key", "cases"], sorted(oc.items())))


if __name__ == "__main__":
    sys.exit(main("--markdown" in sys.argv))
