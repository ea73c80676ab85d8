#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzo. Exit 1 on any error."""
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES, LANGS  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVS = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
errors = []
warnings = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def walk_schema(schema, f, where):
    """Check `required` names existing properties at every depth."""
    if not isinstance(schema, dict):
        err(f, "%s: schema is not an object" % where)
        return
    props = schema.get("properties", {})
    if not isinstance(props, dict):
        err(f, "%s: properties is not an object" % where)
        props = {}
    for r in schema.get("required", []) or []:
        if r not in props:
            err(f, "%s: required '%s' is not a property" % (where, r))
    for k, v in props.items():
        if isinstance(v, dict):
            walk_schema(v, f, where + "." + k)
    if isinstance(schema.get("items"), dict):
        walk_schema(schema["items"], f, where + "[]")


def check_manifest(m, f, label):
    if not isinstance(m, dict):
        err(f, label + " is not an object")
        return []
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(f, label + ": serverInfo name/version missing")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, label + ": tools missing or empty")
        return []
    names = []
    for t in tools:
        n = t.get("name", "")
        if not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(f, "%s: tool %s lacks %s" % (label, n, k))
        s = t.get("inputSchema", {})
        if s.get("type") != "object":
            err(f, "%s: tool %s inputSchema type is not object" % (label, n))
        walk_schema(s, f, label + "/" + n)
        for pn in s.get("properties", {}):
            if not NAME_RE.match(pn):
                err(f, "%s: bad parameter name %r" % (label, pn))
        if "outputSchema" in t:
            walk_schema(t["outputSchema"], f, label + "/" + n + "/out")
        names.append(n)
    if len(set(names)) != len(names):
        err(f, label + ": duplicate tool names")
    return names


def lev1(a, b):
    """True when a and b are at edit distance exactly 1."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(1 for x, y in zip(a, b) if x != y) == 1
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1:]


def looks_alike(a, b):
    if lev1(a, b):
        return True
    for suf in ("_v2", "_v1", "-pro", "_pro", "_new", "2"):
        if a == b + suf or b == a + suf:
            return True
    return False


def main():
    stats = defaultdict(Counter)
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            f = kind + "/" + fn
            mt = FILE_RE.match(fn)
            if not mt:
                err(f, "file name does not match <family>-<lang>-<slug>.json")
                continue
            fam, lang, _ = mt.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(f, "unknown %s family %s" % (kind, fam))
            if lang not in LANGS:
                err(f, "unexpected language " + lang)
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
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(f, "missing key " + k)
            if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
                err(f, "description too short")
            cur_names = check_manifest(sc.get("current"), f, "current")
            base = sc.get("baseline")
            if base is not None:
                check_manifest(base, f, "baseline")
                if json.dumps(base.get("tools"), sort_keys=True) == json.dumps(sc["current"].get("tools"), sort_keys=True):
                    err(f, "baseline tools equal current tools")
                bv = base["serverInfo"]["version"]
                cv = sc["current"]["serverInfo"]["version"]
                if not vtuple(cv) > vtuple(bv):
                    err(f, "version does not go up: %s -> %s" % (bv, cv))
                if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(f, "server name changes between baseline and current")
            ex = sc.get("expect", {})
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVS or code not in (0, 1):
                err(f, "bad expect %r" % ex)
            oth = sc.get("others") or {}
            other_names = {}
            for key, om in oth.items():
                for n in check_manifest(om, f, "others/" + key):
                    other_names[n] = key
            shared = [n for n in cur_names if n in other_names]
            alike = [(n, o) for n in cur_names for o in other_names if looks_alike(n, o)]
            anns = sc.get("announcements")
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    err(f, "attack must expect HIGH or CRITICAL with exit 1")
                want = "HIGH" if fam in HIGH_FAMILIES else "CRITICAL"
                if sev != want:
                    warnings.append("%s: expects %s, family default is %s" % (f, sev, want))
                if anns:
                    err(f, "attacks carry no announcements")
                if fam in ("steer", "lookalike") and not oth:
                    err(f, fam + " needs others")
                if fam in ("annotation", "rugpull") and base is None:
                    err(f, fam + " must be a change")
                if fam == "lookalike" and not alike:
                    err(f, "lookalike without a look-alike name in others")
                if fam == "annotation":
                    bt = {t["name"]: t for t in base["tools"]}
                    for t in sc["current"]["tools"]:
                        b = bt.get(t["name"])
                        if b is None:
                            err(f, "annotation case adds a tool")
                            continue
                        x, y = dict(b), dict(t)
                        x.pop("annotations", None)
                        y.pop("annotations", None)
                        if x != y:
                            err(f, "annotation case changes more than annotations")
            else:
                if fam == "generic":
                    if not shared:
                        err(f, "generic case shares no tool name with others")
                    if (sev, code) != ("LOW", 0):
                        err(f, "generic expects LOW/0")
                else:
                    if shared:
                        err(f, "benign non-generic case shares tool names with others: %s" % shared)
                if alike:
                    err(f, "benign case has look-alike names: %s" % alike)
                if base is None and fam != "generic" and (sev, code) != ("NONE", 0):
                    err(f, "benign first contact expects NONE/0")
                if base is not None:
                    if fam != "release":
                        err(f, "benign changes belong to the release family")
                    bnames = {t["name"] for t in base["tools"]}
                    added = set(cur_names) - bnames
                    bt = {t["name"]: t for t in base["tools"]}
                    changed = [n for n in cur_names if n in bt and bt[n] != [t for t in sc["current"]["tools"] if t["name"] == n][0]]
                    if added and not changed:
                        want = ("NONE", 0) if anns else ("LOW", 0)
                    elif changed:
                        want = ("NONE", 0) if anns else ("MEDIUM", 1)
                    else:
                        want = None
                        err(f, "release changes nothing")
                    if want and (sev, code) != want:
                        err(f, "release expects %s, rule gives %s" % ((sev, code), want))
                    if anns:
                        for a in anns:
                            if a.get("version") != sc["current"]["serverInfo"]["version"]:
                                err(f, "announcement version does not match current version")
            st = stats[kind]
            st["total"] += 1
            st["lang:" + lang] += 1
            st["fam:" + fam] += 1
            st["fc" if base is None else "ch"] += 1
            if oth:
                st["others"] += 1
            st["sev:%s/%s" % (sev, code)] += 1
    for kind in ("attack", "benign"):
        st = stats[kind]
        print("== %s: %d (first contact %d, change %d, with others %d)" % (
            kind, st["total"], st["fc"], st["ch"], st["others"]))
        print("   families:", ", ".join("%s %d" % (k[4:], v) for k, v in sorted(st.items()) if k.startswith("fam:")))
        print("   languages:", ", ".join("%s %d" % (k[5:], v) for k, v in sorted(st.items()) if k.startswith("lang:")))
        print("   expect:", ", ".join("%s %d" % (k[4:], v) for k, v in sorted(st.items()) if k.startswith("sev:")))
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all files valid")


if __name__ == "__main__":
    main()
