#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzl. Exit 0 when all pass."""
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

errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def version_tuple(v):
    parts = re.findall(r"\d+", v)
    return tuple(int(p) for p in parts)


def walk_props(path, schema, where):
    """Check required names exist at every depth."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    if props is not None:
        if not isinstance(props, dict):
            err(path, "%s: properties is not an object" % where)
            return
        for r in schema.get("required", []):
            if r not in props:
                err(path, "%s: required %r is not a property" % (where, r))
        for k, v in props.items():
            if not NAME_RE.match(k):
                err(path, "%s: property name %r is not an identifier" % (where, k))
            walk_props(path, v, where + "." + k)
    elif schema.get("required"):
        err(path, "%s: required without properties" % where)
    if isinstance(schema.get("items"), dict):
        walk_props(path, schema["items"], where + "[]")


def check_manifest(path, m, where):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % where)
        return []
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s.serverInfo needs name and version" % where)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % where)
        return []
    names = []
    for t in tools:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(path, "%s: tool lacks %s" % (where, k))
        n = t.get("name", "")
        if not NAME_RE.match(n):
            err(path, "%s: bad tool name %r" % (where, n))
        names.append(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object":
            err(path, "%s.%s: inputSchema.type must be object" % (where, n))
        walk_props(path, s, "%s.%s.inputSchema" % (where, n))
        if "outputSchema" in t:
            walk_props(path, t["outputSchema"], "%s.%s.outputSchema" % (where, n))
    if len(set(names)) != len(names):
        err(path, "%s: duplicate tool names" % where)
    return names


def main():
    counts = collections.Counter()
    stats = collections.Counter()
    for kind, families in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            m = FILE_RE.match(fn)
            if not m:
                err(path, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _ = m.groups()
            if fam not in families:
                err(path, "unknown %s family %r" % (kind, fam))
            if lang not in LANGS:
                err(path, "unknown language %r" % lang)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
                continue
            try:
                data = json.loads(raw)
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            for k in ("description", "baseline", "current", "expect"):
                if k not in data:
                    err(path, "missing key %s" % k)
            extra = set(data) - TOP_KEYS
            if extra:
                err(path, "unexpected keys %s" % sorted(extra))
            if not isinstance(data.get("description"), str) or not data["description"]:
                err(path, "description must be a sentence")
            cur_names = check_manifest(path, data.get("current"), "current")
            base = data.get("baseline")
            if base is not None:
                check_manifest(path, base, "baseline")
                if base.get("tools") == data["current"].get("tools"):
                    err(path, "baseline tools equal current tools")
                bv = version_tuple(base["serverInfo"]["version"])
                cv = version_tuple(data["current"]["serverInfo"]["version"])
                if not cv > bv:
                    err(path, "version does not go up (%s -> %s)" % (bv, cv))
            oth = data.get("others") or {}
            other_names = set()
            for k, om in oth.items():
                other_names.update(check_manifest(path, om, "others." + k))
            exp = data.get("expect", {})
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES or ex not in (0, 1):
                err(path, "bad expect %r" % exp)
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attacks must expect HIGH or CRITICAL with exit 1")
                if "announcements" in data:
                    err(path, "attacks carry no announcements")
                if fam in ("annotation", "rugpull") and base is None:
                    err(path, "%s cases must be changes" % fam)
                if fam in ("steer", "lookalike") and not oth:
                    err(path, "%s cases need others" % fam)
            else:
                shared = set(cur_names) & other_names
                if fam == "generic":
                    if not shared or sev != "LOW" or ex != 0:
                        err(path, "generic cases share a name with others and expect LOW/0")
                elif shared:
                    err(path, "benign case shares tool names %s with others" % sorted(shared))
                if fam == "release":
                    if base is None:
                        err(path, "release cases must be changes")
                elif fam != "generic" and (sev != "NONE" or ex != 0):
                    err(path, "benign first contact expects NONE/0")
                for a in data.get("announcements", []):
                    for k in ("tool", "addsParam", "removesParam", "addsTool",
                              "removesTool", "changes", "version"):
                        if k not in a:
                            err(path, "announcement lacks %s" % k)
                    if a.get("version") != data["current"]["serverInfo"]["version"]:
                        err(path, "announcement version differs from current version")
            counts[(kind, fam)] += 1
            stats[(kind, lang)] += 1
            stats[(kind, "fc" if base is None else "ch")] += 1
            if oth:
                stats[(kind, "others")] += 1
    if errors:
        print("\n".join(errors))
        print("%d problem(s)" % len(errors))
        return 1
    for kind in ("attack", "benign"):
        total = sum(v for (k, _), v in counts.items() if k == kind)
        print("%s: %d files, first contact %d, change %d, with others %d" % (
            kind, total, stats[(kind, "fc")], stats[(kind, "ch")], stats[(kind, "others")]))
        print("  families: " + ", ".join("%s %d" % (f, v) for (k, f), v in sorted(counts.items())
                                          if k == kind))
        print("  languages: " + ", ".join("%s %d" % (l, stats[(kind, l)]) for l in LANGS))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
