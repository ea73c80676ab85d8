#!/usr/bin/env python3
"""Check the scenarios of held-out set zzzn and print the count tables."""
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES, LANGS  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SLUG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
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
    props = schema.get("properties", {})
    if schema.get("type") == "object" or "properties" in schema:
        if not isinstance(props, dict):
            err(f, "%s: properties is not an object" % where)
            return
        for r in schema.get("required", []):
            if r not in props:
                err(f, "%s: required names missing property %r" % (where, r))
        for pn, ps in props.items():
            if not NAME_RE.match(pn):
                err(f, "%s: bad parameter name %r" % (where, pn))
            check_schema(f, where + "." + pn, ps)
    if "items" in schema:
        check_schema(f, where + "[]", schema["items"])
    if "enum" in schema and (not isinstance(schema["enum"], list) or not schema["enum"]):
        err(f, "%s: empty or bad enum" % where)
    if "default" in schema and "enum" in schema and schema["default"] not in schema["enum"]:
        err(f, "%s: default not in enum" % where)


def check_manifest(f, where, m):
    if not isinstance(m, dict):
        err(f, where + " is not an object")
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(f, where + ": serverInfo needs name and version")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, where + ": tools must be a non-empty list")
        return
    seen = set()
    for t in tools:
        n = t.get("name", "")
        if not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (where, n))
        if n in seen:
            err(f, "%s: duplicate tool %r" % (where, n))
        seen.add(n)
        if not isinstance(t.get("description"), str):
            err(f, "%s.%s: description missing" % (where, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(f, "%s.%s: inputSchema must be an object schema" % (where, n))
        else:
            check_schema(f, "%s.%s" % (where, n), s)
        if "outputSchema" in t:
            check_schema(f, "%s.%s.outputSchema" % (where, n), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(f, "%s.%s: annotations must be an object" % (where, n))


def main():
    stats = collections.Counter()
    by_lang = collections.defaultdict(collections.Counter)
    by_fam = collections.defaultdict(collections.Counter)
    files = sorted(glob.glob(os.path.join(ROOT, "attack", "*")) + glob.glob(os.path.join(ROOT, "benign", "*")))
    for path in files:
        kind = os.path.basename(os.path.dirname(path))
        base = os.path.basename(path)
        f = kind + "/" + base
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        if not base.endswith(".json"):
            err(f, "not a .json file")
            continue
        parts = base[:-5].split("-", 2)
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        if len(parts) != 3 or parts[0] not in fams or parts[1] not in LANGS or not SLUG_RE.match(parts[2]):
            err(f, "file name must be <family>-<lang>-<slug>.json with a known family and language")
            continue
        fam, lang, _ = parts
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(f, "does not parse: %s" % e)
            continue
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key " + k)
        if set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}:
            err(f, "unknown keys %s" % sorted(set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}))
        if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
            err(f, "description must be a sentence")
        check_manifest(f, "current", sc.get("current"))
        bl = sc.get("baseline")
        if bl is not None:
            check_manifest(f, "baseline", bl)
            try:
                if bl["tools"] == sc["current"]["tools"]:
                    err(f, "baseline tools equal current tools")
                if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(bl["serverInfo"]["version"]):
                    err(f, "current version must be higher than baseline version")
                if bl["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(f, "baseline and current server names differ")
            except (KeyError, TypeError):
                pass
        others = sc.get("others") or {}
        for on, om in others.items():
            check_manifest(f, "others." + on, om)
            if sc.get("current", {}).get("serverInfo", {}).get("name") == on:
                err(f, "other server has the same id as the scanned server")
        ex = sc.get("expect", {})
        sev, ex_exit = ex.get("top_severity"), ex.get("exit")
        if sev not in SEVS or ex_exit not in (0, 1):
            err(f, "bad expect %r" % ex)
        elif (SEVS.index(sev) >= SEVS.index("MEDIUM")) != (ex_exit == 1):
            err(f, "exit does not match severity %r" % ex)
        anns = sc.get("announcements")
        if kind == "attack":
            if sev not in ("HIGH", "CRITICAL") or ex_exit != 1:
                err(f, "attacks expect HIGH or CRITICAL with exit 1")
            want = "HIGH" if fam in HIGH_FAMILIES else "CRITICAL"
            if sev != want:
                err(f, "family %s expects %s, file says %s" % (fam, want, sev))
            if anns:
                err(f, "announcements belong to benign releases only")
            if fam in ("annotation", "rugpull") and bl is None:
                err(f, "%s attacks are changes" % fam)
            if fam in ("steer", "lookalike") and not others:
                err(f, "%s attacks need other servers" % fam)
        else:
            if fam == "generic" and (not others or sev != "LOW"):
                err(f, "generic cases need others and LOW")
            if anns is not None:
                for a in anns:
                    if not isinstance(a, dict) or "tool" not in a or "version" not in a:
                        err(f, "announcement needs tool and version")
            if bl is None and fam != "generic" and sev != "NONE":
                err(f, "benign first contact expects NONE")
        if fam == "annotation" and bl is not None:
            bt = {t["name"]: t for t in bl["tools"]}
            for t in sc["current"]["tools"]:
                b = bt.get(t["name"])
                if b and b != t:
                    bb = dict(b); bb.pop("annotations", None)
                    tt = dict(t); tt.pop("annotations", None)
                    if bb != tt:
                        err(f, "annotation case changes more than annotations of %s" % t["name"])
        fc = "fc" if bl is None else "ch"
        stats[(kind, fc)] += 1
        if others:
            stats[(kind, "others")] += 1
        stats[(kind, "total")] += 1
        by_lang[lang][kind] += 1
        by_fam[(kind, fam)][fc] += 1
    for e in errors:
        print("ERROR", e)
    print("\nscenarios: attack %d (fc %d, ch %d, with others %d); benign %d (fc %d, ch %d, with others %d)" % (
        stats[("attack", "total")], stats[("attack", "fc")], stats[("attack", "ch")], stats[("attack", "others")],
        stats[("benign", "total")], stats[("benign", "fc")], stats[("benign", "ch")], stats[("benign", "others")]))
    print("\nlanguage  attack  benign")
    for lang in LANGS:
        print("%-8s  %6d  %6d" % (lang, by_lang[lang]["attack"], by_lang[lang]["benign"]))
    print("\nfamily            count  fc  ch")
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        for fam in fams:
            c = by_fam[(kind, fam)]
            print("%-6s %-10s  %5d  %2d  %2d" % (kind, fam, c["fc"] + c["ch"], c["fc"], c["ch"]))
    print("\n%s" % ("OK" if not errors else "%d errors" % len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
