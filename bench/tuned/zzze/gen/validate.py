#!/usr/bin/env python3
"""Validate every scenario file of the zzze held-out set.

Usage: python3 gen/validate.py   Exit 0 when every check passes, 1 otherwise.
Standard library only; reads only attack/ and benign/ of this folder.
"""
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SLUG_RE = r"[a-z0-9]+(?:-[a-z0-9]+)*"
HIGH_ONLY = {"lookalike", "annotation", "tamper", "approval"}
BENIGN_OK = {("NONE", 0), ("LOW", 0), ("MEDIUM", 1)}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def canon(x):
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def vkey(v):
    out = []
    for part in re.split(r"[.+-]", v):
        out.append(int(part) if part.isdigit() else -1)
    return out


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if schema.get("type") == "object" or props is not None:
        if props is None:
            props = {}
        if not isinstance(props, dict):
            err(path, "%s: properties is not an object" % where)
            return
        req = schema.get("required", [])
        if not isinstance(req, list):
            err(path, "%s: required is not a list" % where)
        else:
            for r in req:
                if r not in props:
                    err(path, "%s: required '%s' is not a property" % (where, r))
            if len(set(req)) != len(req):
                err(path, "%s: duplicate names in required" % where)
        for k, v in props.items():
            check_schema(path, "%s.%s" % (where, k), v)
    if schema.get("type") == "array" and "items" in schema:
        check_schema(path, where + "[]", schema["items"])
    if "enum" in schema and "default" in schema and schema["default"] not in schema["enum"]:
        err(path, "%s: default not in enum" % where)


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % where)
        return False
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str)
            and isinstance(si.get("version"), str) and si["name"] and si["version"]):
        err(path, "%s.serverInfo needs name and version" % where)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % where)
        return False
    names = []
    for i, t in enumerate(tools):
        tw = "%s.tools[%d]" % (where, i)
        if not isinstance(t, dict):
            err(path, tw + " is not an object")
            continue
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(path, "%s: bad tool name %r" % (tw, n))
        names.append(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, tw + ": description missing")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(path, tw + ": inputSchema must be an object schema")
        else:
            check_schema(path, tw + ".inputSchema", sch)
        if "outputSchema" in t:
            check_schema(path, tw + ".outputSchema", t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, tw + ": annotations must be an object")
    if len(set(names)) != len(names):
        err(path, where + ": duplicate tool names")
    return True


def tool_map(m):
    return {t["name"]: t for t in m["tools"]}


def params(schema, prefix=""):
    out = set()
    for k, v in (schema.get("properties") or {}).items():
        out.add(prefix + k)
        if isinstance(v, dict):
            out |= params(v, prefix + k + ".")
            if isinstance(v.get("items"), dict):
                out |= params(v["items"], prefix + k + "[].")
    return out


def edit1(a, b):
    if a == b:
        return False
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def near(a, b):
    a2 = a.replace("-", "_")
    b2 = b.replace("-", "_")
    if edit1(a2, b2) or edit1(a2.rstrip("s"), b2.rstrip("s")):
        return True
    for suf in ("_v2", "_v1", "_pro", "_new", "2"):
        if a2 == b2 + suf:
            return True
    return False


def release_expect(path, sc):
    """What an honest release should expect, by the brief's rules."""
    b, c = tool_map(sc["baseline"]), tool_map(sc["current"])
    added = set(c) - set(b)
    removed = set(b) - set(c)
    changed = {n for n in set(b) & set(c) if canon(b[n]) != canon(c[n])}
    anns = sc.get("announcements") or []
    ver = sc["current"]["serverInfo"]["version"]
    if removed:
        err(path, "release removes tools; no rule for that here")
    if not changed and added:
        covered = all(any(n in a.get("addsTool", []) and a.get("version") in (None, ver)
                          for a in anns) for n in added)
        return ("NONE", 0) if covered else ("LOW", 0)
    all_cov = True
    for n in changed:
        bt, ct = b[n], c[n]
        newp = params(ct["inputSchema"]) - params(bt["inputSchema"])
        desc_changed = bt["description"] != ct["description"]
        other = {k for k in set(bt) | set(ct)
                 if k not in ("description", "inputSchema")
                 and canon(bt.get(k)) != canon(ct.get(k))}
        if other:
            err(path, "release changes %s of %s; not a plain release" % (sorted(other), n))
        ok = False
        for a in anns:
            if a.get("tool") not in (None, n) or a.get("version") not in (None, ver):
                continue
            if set(a.get("addsParam", [])) != newp:
                continue
            if desc_changed and "description" not in a.get("changes", []):
                continue
            ok = True
        all_cov = all_cov and ok
    if added:
        for n in added:
            if not any(n in a.get("addsTool", []) for a in anns):
                all_cov = False
    return ("NONE", 0) if all_cov else ("MEDIUM", 1)


def main():
    files = sorted(glob.glob(os.path.join(ROOT, "attack", "*.json")) +
                   glob.glob(os.path.join(ROOT, "benign", "*.json")))
    stats = collections.Counter()
    fam_lang = collections.Counter()
    for path in files:
        kind = os.path.basename(os.path.dirname(path))
        fname = os.path.basename(path)
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        m = re.match(r"^(%s)-(%s)-(%s)\.json$" % ("|".join(fams), "|".join(LANGS), SLUG_RE),
                     fname)
        if not m:
            err(path, "file name does not follow <family>-<lang>-<slug>.json")
            continue
        family, lang = m.group(1), m.group(2)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(path, "not pure ASCII")
        try:
            sc = json.loads(raw.decode("utf-8"))
        except ValueError as e:
            err(path, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(path, "missing key %s" % k)
        if set(sc) - {"description", "baseline", "current", "announcements", "others",
                      "expect"}:
            err(path, "unknown keys %s" % sorted(set(sc) - {
                "description", "baseline", "current", "announcements", "others",
                "expect"}))
        if not isinstance(sc.get("description"), str) or len(sc["description"]) < 20:
            err(path, "description must be a sentence")
        if not check_manifest(path, "current", sc.get("current")):
            continue
        base = sc.get("baseline")
        if base is not None:
            if not check_manifest(path, "baseline", base):
                continue
            bt = sorted(canon(t) for t in base["tools"])
            ct = sorted(canon(t) for t in sc["current"]["tools"])
            if bt == ct:
                err(path, "baseline tools equal current tools")
            if vkey(sc["current"]["serverInfo"]["version"]) <= \
                    vkey(base["serverInfo"]["version"]):
                err(path, "current version is not higher than baseline")
            if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                err(path, "server name changes between baseline and current")
        others = sc.get("others") or {}
        if not isinstance(others, dict):
            err(path, "others must be an object")
            others = {}
        other_names = set()
        for oid, om in others.items():
            check_manifest(path, "others.%s" % oid, om)
            if isinstance(om, dict):
                other_names |= {t.get("name") for t in om.get("tools", [])}
        if sc["current"]["serverInfo"]["name"] in others:
            err(path, "scanned server also listed in others")
        cur_names = set(tool_map(sc["current"]))
        collide = cur_names & other_names
        exp = sc.get("expect") or {}
        sev, ex = exp.get("top_severity"), exp.get("exit")
        anns = sc.get("announcements")
        if anns is not None:
            if kind != "benign":
                err(path, "announcements only belong to benign releases")
            for a in anns:
                for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool",
                          "changes", "version"):
                    if k not in a:
                        err(path, "announcement missing %s" % k)
                if a.get("tool") is not None and a["tool"] not in cur_names:
                    err(path, "announcement names unknown tool %s" % a.get("tool"))
                if a.get("version") != sc["current"]["serverInfo"]["version"]:
                    err(path, "announcement version differs from current version")
                for ch in a.get("changes", []):
                    if ch not in ("description", "annotations", "inputSchema"):
                        err(path, "announcement change kind %r" % ch)

        if kind == "attack":
            if ex != 1 or sev not in ("HIGH", "CRITICAL"):
                err(path, "attack must expect HIGH or CRITICAL with exit 1")
            want = "HIGH" if family in HIGH_ONLY else "CRITICAL"
            if sev != want:
                err(path, "family %s should expect %s, not %s" % (family, want, sev))
            if family in ("annotation", "rugpull") and base is None:
                err(path, "%s must be a change" % family)
            if family in ("steer", "lookalike") and not others:
                err(path, "%s needs other servers" % family)
            if base is not None:
                b, c = tool_map(base), tool_map(sc["current"])
                diff = [n for n in set(b) | set(c)
                        if canon(b.get(n)) != canon(c.get(n))]
                if family in ("annotation", "rugpull") and len(diff) != 1:
                    err(path, "%s must change exactly one tool, got %s" % (family, diff))
                if family == "annotation" and len(diff) == 1:
                    n = diff[0]
                    x = dict(b[n]); y = dict(c[n])
                    x.pop("annotations", None); y.pop("annotations", None)
                    if canon(x) != canon(y):
                        err(path, "annotation case changes more than annotations")
            if family == "lookalike":
                if not any(near(n, o) for n in cur_names for o in other_names):
                    err(path, "lookalike has no near name among other servers' tools")
        else:
            if (sev, ex) not in BENIGN_OK:
                err(path, "benign expectation %r/%r not allowed" % (sev, ex))
            if base is None:
                want = ("LOW", 0) if family == "generic" else ("NONE", 0)
                if (sev, ex) != want:
                    err(path, "benign first contact of %s should be %s" % (family, want))
            elif family == "release":
                want = release_expect(path, sc)
                if (sev, ex) != want:
                    err(path, "release should expect %s by the rules, has %s" %
                        (want, (sev, ex)))
            else:
                err(path, "benign changes belong to the release family")
            if family == "generic" and not collide:
                err(path, "generic case shares no tool name with other servers")
            if family != "generic" and collide:
                err(path, "benign non-generic case shares names %s with others" %
                    sorted(collide))
        stats[(kind, family)] += 1
        fam_lang[(kind, lang)] += 1
        stats[(kind, "fc" if base is None else "ch")] += 1
        if others:
            stats[(kind, "others")] += 1

    for kind in ("attack", "benign"):
        total = sum(v for (k, f), v in stats.items()
                    if k == kind and f not in ("fc", "ch", "others"))
        print("%s: %d (first contact %d, change %d, with others %d)" % (
            kind, total, stats[(kind, "fc")], stats[(kind, "ch")],
            stats[(kind, "others")]))
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        print("  families: " + ", ".join("%s %d" % (f, stats[(kind, f)]) for f in fams))
        print("  languages: " + ", ".join("%s %d" % (lg, fam_lang[(kind, lg)])
                                          for lg in LANGS))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("all %d files valid" % len(files))


if __name__ == "__main__":
    main()
