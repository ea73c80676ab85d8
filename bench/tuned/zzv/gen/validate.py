#!/usr/bin/env python3
"""Check every scenario file of the zzv held-out set. Exit 1 on any error.

Usage: python3 gen/validate.py [--tables]
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, HIGH_ONLY  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def ver(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def canon(x):
    return json.dumps(x, sort_keys=True, ensure_ascii=False)


def check_schema_obj(f, where, sch):
    if not isinstance(sch, dict):
        err(f, "%s: schema is not an object" % where)
        return
    props = sch.get("properties")
    if sch.get("type") == "object" or props is not None:
        if props is not None and not isinstance(props, dict):
            err(f, "%s: properties not an object" % where)
            return
        req = sch.get("required", [])
        if not isinstance(req, list):
            err(f, "%s: required not a list" % where)
        else:
            for r in req:
                if r not in (props or {}):
                    err(f, "%s: required '%s' is not a property" % (where, r))
        for pname, p in (props or {}).items():
            if not NAME_RE.match(pname):
                err(f, "%s: parameter name '%s' not an ASCII identifier" % (where, pname))
            check_schema_obj(f, where + "." + pname, p)
    if sch.get("type") == "array" and "items" in sch:
        check_schema_obj(f, where + "[]", sch["items"])
    if "enum" in sch and "default" in sch and sch["default"] not in sch["enum"]:
        err(f, "%s: default not in enum" % where)


def check_manifest(f, label, m):
    if not isinstance(m, dict):
        err(f, "%s: manifest not an object" % label)
        return False
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str)
            and isinstance(si.get("version"), str) and ver(si["version"])):
        err(f, "%s: serverInfo name/version missing" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, "%s: tools missing or empty" % label)
        return False
    seen = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
            continue
        if n in seen:
            err(f, "%s: duplicate tool %s" % (label, n))
        seen.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s.%s: description missing" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(f, "%s.%s: inputSchema must be an object schema" % (label, n))
        else:
            check_schema_obj(f, "%s.%s" % (label, n), sch)
        if "outputSchema" in t:
            check_schema_obj(f, "%s.%s.output" % (label, n), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(f, "%s.%s: annotations not an object" % (label, n))
    return True


def lev(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def all_text(m):
    return canon(m["tools"])


def main():
    tables = "--tables" in sys.argv
    rows = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if not os.path.isdir(d):
            err(kind, "folder missing")
            continue
        for fn in sorted(os.listdir(d)):
            f = "%s/%s" % (kind, fn)
            path = os.path.join(d, fn)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(f, "does not parse: %s" % e)
                continue
            mt = FILE_RE.match(fn)
            if not mt:
                err(f, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _slug = mt.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(f, "unknown %s family %s" % (kind, fam))
            if lang not in LANGS:
                err(f, "language %s not in set" % lang)
            extra = set(sc) - TOP_KEYS
            if extra:
                err(f, "unexpected keys %s" % sorted(extra))
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(f, "missing key %s" % k)
            if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
                err(f, "description missing or too short")
            if not check_manifest(f, "current", sc.get("current")):
                continue
            cur = sc["current"]
            base = sc.get("baseline")
            change = base is not None
            if change:
                if check_manifest(f, "baseline", base):
                    if canon(sorted(base["tools"], key=lambda t: t["name"])) == \
                            canon(sorted(cur["tools"], key=lambda t: t["name"])):
                        err(f, "baseline tools identical to current tools")
                    if not ver(cur["serverInfo"]["version"]) > ver(base["serverInfo"]["version"]):
                        err(f, "current version does not go up")
                    if base["serverInfo"]["name"] != cur["serverInfo"]["name"]:
                        err(f, "server name differs between baseline and current")
            oth = sc.get("others")
            other_names = {}
            if oth is not None:
                if not isinstance(oth, dict) or not oth:
                    err(f, "others must be a non-empty object")
                else:
                    for sid, om in oth.items():
                        if check_manifest(f, "others." + sid, om):
                            for t in om["tools"]:
                                other_names.setdefault(t["name"], sid)
            exp = sc.get("expect", {})
            sev, code = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES or code not in (0, 1):
                err(f, "bad expect %r" % exp)
            cur_names = [t["name"] for t in cur["tools"]]
            shared = [n for n in cur_names if n in other_names]
            anns = sc.get("announcements")
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    err(f, "attack must expect HIGH or CRITICAL with exit 1")
                want = "HIGH" if fam in HIGH_ONLY else "CRITICAL"
                if sev != want:
                    err(f, "family %s should expect %s" % (fam, want))
                if anns:
                    err(f, "attacks carry no announcements")
                if fam in ("steer", "lookalike") and not oth:
                    err(f, "%s needs others" % fam)
                if fam == "steer":
                    txt = all_text(cur)
                    if not any(re.search(r"\b%s\b" % re.escape(n), txt) for n in other_names):
                        err(f, "steer text names no tool of another server")
                if fam == "lookalike":
                    names = cur_names if not change else \
                        [n for n in cur_names if n not in {t["name"] for t in base["tools"]}] or cur_names
                    if not any(lev(a, b) <= 2 or a.startswith(b) for a in names for b in other_names):
                        err(f, "lookalike name is not near another server's tool name")
                if fam in ("annotation", "rugpull") and not change:
                    err(f, "%s must be a change" % fam)
                if fam == "annotation" and change:
                    bt = {t["name"]: t for t in base["tools"]}
                    diff_ann = 0
                    for t in cur["tools"]:
                        b = bt.get(t["name"])
                        if b is None:
                            err(f, "annotation case adds a tool")
                            continue
                        t2 = dict(t); b2 = dict(b)
                        a1 = t2.pop("annotations", {}); a0 = b2.pop("annotations", {})
                        if canon(t2) != canon(b2):
                            err(f, "annotation case changes more than annotations")
                        if canon(a1) != canon(a0):
                            diff_ann += 1
                            if not (a1.get("readOnlyHint") is True or a1.get("destructiveHint") is False):
                                err(f, "annotation flip does not move toward trust")
                    if diff_ann != 1:
                        err(f, "annotation case should flip exactly one tool")
            else:
                if sev not in ("NONE", "LOW", "MEDIUM"):
                    err(f, "benign expects at most MEDIUM")
                if code != (1 if sev == "MEDIUM" else 0):
                    err(f, "benign exit code does not follow severity")
                if fam == "generic":
                    if not shared or sev != "LOW":
                        err(f, "generic case must share a name with others and expect LOW")
                elif shared:
                    err(f, "benign non-generic case shares tool names %s with others" % shared)
                if fam == "release" and not change:
                    err(f, "release must be a change")
                if change and fam != "release":
                    err(f, "only release benign cases are changes here")
                if anns is not None:
                    if not change:
                        err(f, "announcements without a change")
                    for a in anns:
                        if set(a) != ANN_KEYS:
                            err(f, "announcement keys %s" % sorted(a))
                        if a.get("version") != cur["serverInfo"]["version"]:
                            err(f, "announcement version differs from current version")
                        if a.get("tool") is not None and a["tool"] not in cur_names:
                            err(f, "announcement names unknown tool")
                        for c in a.get("changes", []):
                            if c not in ("description", "annotations", "inputSchema"):
                                err(f, "announcement change kind %s" % c)
                if fam == "release" and change:
                    bn = {t["name"] for t in base["tools"]}
                    added = [n for n in cur_names if n not in bn]
                    if added and sev not in ("LOW", "NONE"):
                        err(f, "tool-added release should expect LOW (or NONE if announced)")
                    if not added:
                        want = "NONE" if anns else "MEDIUM"
                        if sev != want:
                            err(f, "release without added tool should expect %s" % want)
            rows.append(dict(kind=kind, fam=fam, lang=lang, change=change, others=bool(oth),
                             sev=sev))

    # ------------------------------------------------------------ summary
    att = [r for r in rows if r["kind"] == "attack"]
    ben = [r for r in rows if r["kind"] == "benign"]
    print("files: %d (attack %d, benign %d)" % (len(rows), len(att), len(ben)))
    for label, rs in (("attack", att), ("benign", ben)):
        if not rs:
            continue
        fc = sum(not r["change"] for r in rs)
        wo = sum(r["others"] for r in rs)
        en = sum(r["lang"] == "en" for r in rs)
        print("%s: first contact %d, change %d, with others %d (%.0f %%), English %d (%.0f %%)"
              % (label, fc, len(rs) - fc, wo, 100.0 * wo / len(rs), en, 100.0 * en / len(rs)))
    if tables:
        print("\n| | first contact | change | with others | total |\n|---|---|---|---|---|")
        for label, rs in (("attack", att), ("benign", ben)):
            fc = sum(not r["change"] for r in rs)
            print("| %s | %d | %d | %d | %d |" % (label, fc, len(rs) - fc,
                                                 sum(r["others"] for r in rs), len(rs)))
        print("\n| language | attack | benign |\n|---|---|---|")
        for lg in LANGS:
            print("| %s | %d | %d |" % (lg, sum(r["lang"] == lg for r in att),
                                        sum(r["lang"] == lg for r in ben)))
        print("\n| attack family | count | fc / ch | with others | expect |\n|---|---|---|---|---|")
        for fam in ATTACK_FAMILIES:
            rs = [r for r in att if r["fam"] == fam]
            fc = sum(not r["change"] for r in rs)
            print("| %s | %d | %d / %d | %d | %s |" % (fam, len(rs), fc, len(rs) - fc,
                                                      sum(r["others"] for r in rs),
                                                      "/".join(sorted({r["sev"] for r in rs}))))
        print("\n| benign family | count | languages | expect |\n|---|---|---|---|")
        for fam in BENIGN_FAMILIES:
            rs = [r for r in ben if r["fam"] == fam]
            sevs = Counter(r["sev"] for r in rs)
            print("| %s | %d | %s | %s |" % (fam, len(rs),
                                            ", ".join(sorted({r["lang"] for r in rs})),
                                            ", ".join("%s %d" % kv for kv in sorted(sevs.items()))))
    if errors:
        print("\n%d error(s):" % len(errors))
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
