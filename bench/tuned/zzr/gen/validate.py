#!/usr/bin/env python3
"""Check every scenario file of held-out set zzr and print the count tables.

Usage: python3 gen/validate.py [--tables]   (ZZR_ROOT=<dir> checks another copy)
Exit 0 when every check passes, 1 otherwise. Standard library only.
"""
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.environ.get("ZZR_ROOT") or os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES, LANGS  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SEVERITIES = ["NONE", "INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
VERSION = re.compile(r"^[0-9]+\.[0-9]+\.[0-9]+$")

errors = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


def canon(x):
    return json.dumps(x, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def walk_strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from walk_strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from walk_strings(v)


def check_schema(path, where, schema):
    """`required` must name existing properties, at every depth."""
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    req = schema.get("required", [])
    if props is not None:
        if not isinstance(props, dict):
            err(path, "%s: properties is not an object" % where)
            return
        for r in req:
            if r not in props:
                err(path, "%s: required '%s' is not a property" % (where, r))
        for name, sub in props.items():
            if not isinstance(sub, dict):
                err(path, "%s.%s: property schema is not an object" % (where, name))
                continue
            check_schema(path, where + "." + name, sub)
    elif req:
        err(path, "%s: required without properties" % where)
    if isinstance(schema.get("items"), dict):
        check_schema(path, where + "[]", schema["items"])
    if "default" in schema and "enum" in schema and schema["default"] not in schema["enum"]:
        err(path, "%s: default not among enum values" % where)


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % label)
        return False
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(path, "%s.serverInfo needs name and version" % label)
        return False
    if not VERSION.match(si["version"]):
        err(path, "%s.serverInfo.version is not x.y.z" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % label)
        return False
    seen = set()
    for t in tools:
        name = t.get("name")
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            err(path, "%s: bad tool name %r" % (label, name))
            continue
        if name in seen:
            err(path, "%s: duplicate tool %s" % (label, name))
        seen.add(name)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: missing description" % (label, name))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(path, "%s.%s: inputSchema must be an object schema" % (label, name))
            continue
        check_schema(path, "%s.%s.inputSchema" % (label, name), sch)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (label, name), t["outputSchema"])
        for pname in (sch.get("properties") or {}):
            if not TOOL_NAME.match(pname):
                err(path, "%s.%s: parameter name %r is not an ASCII identifier" % (label, name, pname))
    for s in walk_strings(m):
        for ch in s:
            cat = unicodedata.category(ch)
            if (cat == "Cc" and ch not in "\n\t") or cat == "Cf":
                err(path, "%s: invisible or control character U+%04X" % (label, ord(ch)))
                break
    return True


def names(m):
    return [t["name"] for t in m["tools"]]


def tool_map(m):
    return {t["name"]: t for t in m["tools"]}


def props_paths(schema, prefix=""):
    out = set()
    for k, v in (schema.get("properties") or {}).items():
        p = prefix + "/" + k
        out.add(p)
        if isinstance(v, dict):
            out |= props_paths(v, p)
            if isinstance(v.get("items"), dict):
                out |= props_paths(v["items"], p + "[]")
    return out


def classify_change(base, cur):
    """Describe an honest release: added/removed tools, added params, changed fields."""
    b, c = tool_map(base), tool_map(cur)
    added = sorted(set(c) - set(b))
    removed = sorted(set(b) - set(c))
    changes = {}
    for n in set(b) & set(c):
        tb, tc = b[n], c[n]
        if canon(tb) == canon(tc):
            continue
        kinds = set()
        newp = props_paths(tc["inputSchema"]) - props_paths(tb["inputSchema"])
        if tb.get("description") != tc.get("description"):
            kinds.add("description")
        if tb.get("annotations") != tc.get("annotations"):
            kinds.add("annotations")
        if canon(tb.get("inputSchema")) != canon(tc.get("inputSchema")):
            kinds.add("inputSchema")
        changes[n] = (kinds, sorted(p.rsplit("/", 1)[-1] for p in newp))
    return added, removed, changes


def one_edit(a, b):
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def lookalike_of(name, other):
    n = name.lower()
    o = other.lower()
    if one_edit(n, o):
        return True
    for suf in ("_v2", "_v1", "-v2", "_pro", "-pro", "_new", "2"):
        if n == o + suf:
            return True
    return False


def main():
    tables = "--tables" in sys.argv
    rows = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                continue
            path = kind + "/" + fname
            raw = open(os.path.join(d, fname), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
            try:
                sc = json.loads(raw.decode("utf-8"))
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            stem = fname[:-5]
            fam = next((f for f in fams if stem.startswith(f + "-")), None)
            if fam is None:
                err(path, "unknown family prefix")
                continue
            rest = stem[len(fam) + 1:]
            lang, _, slug = rest.partition("-")
            if lang not in LANGS:
                err(path, "unknown language code %r" % lang)
            if not SLUG.match(slug or ""):
                err(path, "slug is not ASCII words joined by '-'")
            for key in ("description", "baseline", "current", "expect"):
                if key not in sc:
                    err(path, "missing key %s" % key)
            if not isinstance(sc.get("description"), str) or not sc["description"].strip():
                err(path, "description must be a sentence")
            cur = sc.get("current")
            if not check_manifest(path, "current", cur):
                continue
            base = sc.get("baseline")
            if base is not None:
                if not check_manifest(path, "baseline", base):
                    continue
                if canon(sorted(base["tools"], key=lambda t: t["name"])) == \
                        canon(sorted(cur["tools"], key=lambda t: t["name"])):
                    err(path, "baseline tools equal current tools")
                if vtuple(cur["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                    err(path, "current version does not go up")
                if base["serverInfo"]["name"] != cur["serverInfo"]["name"]:
                    err(path, "server name changed between baseline and current")
            oth = sc.get("others") or {}
            if not isinstance(oth, dict):
                err(path, "others must be an object")
                oth = {}
            for k, m in oth.items():
                check_manifest(path, "others." + k, m)
            exp = sc.get("expect") or {}
            sev, code = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES or code not in (0, 1):
                err(path, "bad expect %r" % exp)
            anns = sc.get("announcements") or []
            for a in anns:
                for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                    if k not in a:
                        err(path, "announcement lacks %s" % k)
                if a.get("version") != cur["serverInfo"]["version"]:
                    err(path, "announcement version differs from current version")
                if a.get("tool") is not None and a["tool"] not in names(cur):
                    err(path, "announcement names an unknown tool")
                for c in a.get("changes", []):
                    if c not in ("description", "annotations", "inputSchema"):
                        err(path, "unknown announcement change %r" % c)

            # cross-server names
            other_names = defaultdict(set)
            for k, m in oth.items():
                for n in names(m):
                    other_names[n].add(k)
            shared_cur = [n for n in names(cur) if n in other_names]
            shared_oth = [n for n, ks in other_names.items() if len(ks) > 1]

            if kind == "attack":
                if anns:
                    err(path, "attacks carry no announcements")
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    err(path, "attack must expect HIGH or CRITICAL with exit 1")
                want = "HIGH" if fam in HIGH_FAMILIES else "CRITICAL"
                if sev != want:
                    err(path, "family %s expects %s, file says %s" % (fam, want, sev))
                if fam in ("annotation", "rugpull") and base is None:
                    err(path, "%s attacks are changes" % fam)
                if fam == "annotation":
                    _, _, ch = classify_change(base, cur)
                    if not ch or any(k != {"annotations"} for k, _ in ch.values()):
                        err(path, "annotation attack must change annotations only")
                if fam in ("steer", "lookalike") and not oth:
                    err(path, "%s attack needs other servers" % fam)
                if fam == "steer":
                    text = canon(cur)
                    if not any(n in text for n in other_names):
                        err(path, "steer attack names no tool of another server")
                if fam == "lookalike":
                    if not any(lookalike_of(n, o) for n in names(cur) for o in other_names):
                        err(path, "lookalike attack has no name near another server's tool")
            else:
                if fam == "generic":
                    if not shared_cur:
                        err(path, "generic case shares no tool name with another server")
                    if (sev, code) != ("LOW", 0):
                        err(path, "generic case expects LOW/0")
                else:
                    if shared_cur or shared_oth:
                        err(path, "unexpected shared tool names %s" % (shared_cur + shared_oth))
                    for n in names(cur):
                        for o in other_names:
                            if lookalike_of(n, o) or lookalike_of(o, n):
                                err(path, "benign tool %s looks like %s of another server" % (n, o))
                if base is None and fam != "generic" and (sev, code) != ("NONE", 0):
                    err(path, "benign first contact expects NONE/0")
                if fam == "release" and base is None:
                    err(path, "release cases are changes")
                if base is not None:
                    added, removed, ch = classify_change(base, cur)
                    covered_tools = {t for a in anns for t in a.get("addsTool", [])}
                    covered = True
                    for n, (kinds, newp) in ch.items():
                        a = [x for x in anns if x.get("tool") in (n, None)]
                        k_ok = all(any(k in x.get("changes", []) or
                                       (k == "inputSchema" and newp and
                                        set(newp) <= set(x.get("addsParam", [])))
                                       for x in a) for k in kinds)
                        p_ok = all(any(p in x.get("addsParam", []) for x in a) for p in newp)
                        if not (k_ok and p_ok):
                            covered = False
                    if ch:
                        want = ("NONE", 0) if covered else ("MEDIUM", 1)
                    elif added and not removed:
                        want = ("NONE", 0) if set(added) <= covered_tools else ("LOW", 0)
                    else:
                        want = None
                    if want and (sev, code) != want:
                        err(path, "release expectation should be %s/%d" % want)
            rows.append({"kind": kind, "family": fam, "lang": lang, "fc": base is None, "others": bool(oth),
                         "sev": sev})

    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
    n_att = sum(r["kind"] == "attack" for r in rows)
    n_ben = len(rows) - n_att
    print("checked %d attack and %d benign scenarios" % (n_att, n_ben))
    if tables:
        print_tables(rows)
    return 1 if errors else 0


def print_tables(rows):
    for kind in ("attack", "benign"):
        rs = [r for r in rows if r["kind"] == kind]
        print("\n## %s: %d (first contact %d, change %d, with others %d)" % (
            kind, len(rs), sum(r["fc"] for r in rs), sum(not r["fc"] for r in rs), sum(r["others"] for r in rs)))
        fam = Counter(r["family"] for r in rs)
        print("| family | count | fc | ch | others | expect |")
        print("|---|---|---|---|---|---|")
        for f in (ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES):
            fr = [r for r in rs if r["family"] == f]
            if not fr:
                continue
            sevs = ", ".join("%s %d" % (s, c) for s, c in sorted(Counter(r["sev"] for r in fr).items()))
            print("| %s | %d | %d | %d | %d | %s |" % (f, len(fr), sum(r["fc"] for r in fr),
                                                      sum(not r["fc"] for r in fr), sum(r["others"] for r in fr),
                                                      sevs))
        print("\n| lang | count |")
        print("|---|---|")
        lc = Counter(r["lang"] for r in rs)
        for lg in LANGS:
            print("| %s | %d |" % (lg, lc.get(lg, 0)))


if __name__ == "__main__":
    sys.exit(main())
