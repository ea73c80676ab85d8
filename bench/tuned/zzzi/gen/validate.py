#!/usr/bin/env python3
"""Check every scenario file of the zzzi set. Exit 0 when all pass."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, SEV_EXIT  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
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
    props = schema.get("properties")
    if schema.get("type") == "object" and props is not None:
        if not isinstance(props, dict):
            err(f, "%s: properties not an object" % where)
            return
        for r in schema.get("required", []):
            if r not in props:
                err(f, "%s: required '%s' is not a property" % (where, r))
        for k, v in props.items():
            if not k or not k.isascii():
                err(f, "%s: bad property name %r" % (where, k))
            check_schema(f, where + "." + k, v)
    if "items" in schema:
        check_schema(f, where + "[]", schema["items"])


def check_manifest(f, label, m):
    if not isinstance(m, dict):
        err(f, "%s is not an object" % label)
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(f, "%s: serverInfo name/version missing" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, "%s: tools missing or empty" % label)
        return
    names = set()
    for t in tools:
        n = t.get("name", "")
        if not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s: duplicate tool %s" % (label, n))
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s: %s has no description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(f, "%s: %s inputSchema not an object schema" % (label, n))
        else:
            check_schema(f, "%s:%s" % (label, n), s)
        if "outputSchema" in t:
            check_schema(f, "%s:%s:out" % (label, n), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(f, "%s: %s annotations not an object" % (label, n))


def main():
    counts = {"attack": 0, "benign": 0}
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            f = kind + "/" + fn
            m = FILE_RE.match(fn)
            if not m:
                err(f, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _ = m.groups()
            if fam not in fams:
                err(f, "unknown %s family %s" % (kind, fam))
            if lang not in LANGS:
                err(f, "unexpected language %s" % lang)
            raw = open(os.path.join(d, fn), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(f, "does not parse: %s" % e)
                continue
            counts[kind] += 1
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(f, "missing key %s" % k)
            if not isinstance(sc.get("description"), str) or not sc.get("description"):
                err(f, "empty description")
            check_manifest(f, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(f, "baseline", base)
                try:
                    if base["tools"] == sc["current"]["tools"]:
                        err(f, "baseline tools equal current tools")
                    bv = vtuple(base["serverInfo"]["version"])
                    cv = vtuple(sc["current"]["serverInfo"]["version"])
                    if not cv > bv:
                        err(f, "version does not go up (%s -> %s)" % (bv, cv))
                except (KeyError, TypeError):
                    pass
            for oname, om in (sc.get("others") or {}).items():
                check_manifest(f, "others." + oname, om)
            for a in sc.get("announcements") or []:
                if kind != "benign":
                    err(f, "announcements only belong to benign releases")
                for k in ("tool", "addsParam", "removesParam", "addsTool",
                          "removesTool", "changes", "version"):
                    if k not in a:
                        err(f, "announcement lacks %s" % k)
                for c in a.get("changes", []):
                    if c not in ("description", "annotations", "inputSchema"):
                        err(f, "announcement change %r" % c)
            exp = sc.get("expect") or {}
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVS or SEV_EXIT.get(sev) != ex:
                err(f, "expect %r/%r inconsistent" % (sev, ex))
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(f, "attack must expect HIGH or CRITICAL with exit 1")
                if fam in ("annotation", "rugpull") and base is None:
                    err(f, "%s case must be a change" % fam)
                if fam in ("steer", "lookalike") and not sc.get("others"):
                    err(f, "%s case needs others" % fam)
                if fam == "annotation" and base is not None:
                    for bt, ct in zip(sorted(base["tools"], key=lambda t: t["name"]),
                                      sorted(sc["current"]["tools"], key=lambda t: t["name"])):
                        b2 = dict(bt); c2 = dict(ct)
                        b2.pop("annotations", None); c2.pop("annotations", None)
                        if b2 != c2:
                            err(f, "annotation case changes more than annotations")
                if fam == "rugpull" and base is not None:
                    diff = [c for c, b in zip(sorted(sc["current"]["tools"], key=lambda t: t["name"]),
                                              sorted(base["tools"], key=lambda t: t["name"]))
                            if c != b]
                    if len(diff) != 1 or len(base["tools"]) != len(sc["current"]["tools"]):
                        err(f, "rugpull must change exactly one tool")
            else:
                if base is None and sev not in ("NONE", "LOW"):
                    err(f, "benign first contact should expect NONE or LOW")
                if fam == "generic" and not sc.get("others"):
                    err(f, "generic case needs others")
    for e in errors:
        print("ERROR", e)
    print("checked %d attack and %d benign files, %d errors"
          % (counts["attack"], counts["benign"], len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
