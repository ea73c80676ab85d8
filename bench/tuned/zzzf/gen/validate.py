#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzf.  Standard library only.
Exit 0 when every check passes, 1 otherwise."""
import json
import os
import re
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ATTACK_FAMILIES = {"exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust", "tamper",
                   "approval", "field", "lookalike", "annotation", "rugpull"}
BENIGN_FAMILIES = {"release", "generic", "share", "mail", "convert", "guide", "banner", "xmlguide",
                   "selfcall", "comments", "privacy", "sectool", "confirm", "webhook", "statuspage"}
HIGH_ONLY = {"tamper", "approval", "lookalike", "annotation"}
LANGS = {"en", "de", "fr", "pt", "fi", "da", "sk", "hr", "sr", "he", "ur", "zh", "vi", "ms"}
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
CYR = re.compile(r"(?<=[A-Za-z])[\u0400-\u04FF](?=[A-Za-z])")

errors = []
warnings = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def vtuple(v):
    parts = re.split(r"[.+-]", v)
    out = []
    for p in parts[:3]:
        out.append(int(p) if p.isdigit() else -1)
    while len(out) < 3:
        out.append(0)
    return tuple(out)


def walk_schema(f, where, schema):
    """Check required lists at every depth."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    if props is not None:
        if not isinstance(props, dict):
            err(f, "%s: properties is not an object" % where)
            return
        for r in schema.get("required", []) or []:
            if r not in props:
                err(f, "%s: required %r is not a property" % (where, r))
        for k, v in props.items():
            walk_schema(f, where + "." + k, v)
    if isinstance(schema.get("items"), dict):
        walk_schema(f, where + "[]", schema["items"])


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


def check_manifest(f, label, m):
    if not isinstance(m, dict):
        err(f, "%s is not an object" % label)
        return []
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(f, "%s.serverInfo needs name and version" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, "%s.tools must be a non-empty list" % label)
        return []
    names = []
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        names.append(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s.%s: missing description" % (label, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(f, "%s.%s: inputSchema must be an object schema with properties" % (label, n))
            continue
        if not isinstance(s.get("required", []), list):
            err(f, "%s.%s: required must be a list" % (label, n))
        walk_schema(f, "%s.%s" % (label, n), s)
        for p in s["properties"]:
            if not NAME_RE.match(p):
                err(f, "%s.%s: parameter name %r not an ASCII identifier" % (label, n, p))
    dup = [n for n, c in Counter(names).items() if c > 1]
    if dup:
        err(f, "%s: duplicate tool names %s" % (label, dup))
    # no accidental invisible / control characters, no Cyrillic glued to Latin
    for s in texts(m):
        for ch in s:
            cat = unicodedata.category(ch)
            if (cat == "Cf" or (cat == "Cc" and ch not in "\n\t")):
                err(f, "%s: invisible/control character U+%04X" % (label, ord(ch)))
                break
        if CYR.search(s):
            err(f, "%s: Cyrillic letter between Latin letters in %r" % (label, s[:60]))
    return names


def main():
    counts = Counter()
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                continue
            path = os.path.join(d, fname)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(fname, "not pure ASCII")
                continue
            try:
                sc = json.loads(raw.decode("ascii"))
            except ValueError as e:
                err(fname, "does not parse: %s" % e)
                continue
            mo = FILE_RE.match(fname)
            if not mo:
                err(fname, "file name must be <family>-<lang>-<slug>.json")
                continue
            fam, lang, slug = mo.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(fname, "unknown %s family %r" % (kind, fam))
            if lang not in LANGS:
                err(fname, "unknown language %r" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(fname, "missing key %r" % k)
            if any(k not in sc for k in ("description", "baseline", "current", "expect")):
                continue
            if not isinstance(sc["description"], str) or not sc["description"].strip():
                err(fname, "empty description")
            cur_names = check_manifest(fname, "current", sc["current"])
            if sc["baseline"] is not None:
                check_manifest(fname, "baseline", sc["baseline"])
                bt = sorted(json.dumps(t, sort_keys=True) for t in sc["baseline"]["tools"])
                ct = sorted(json.dumps(t, sort_keys=True) for t in sc["current"]["tools"])
                if bt == ct:
                    err(fname, "baseline tools equal current tools")
                bv = sc["baseline"]["serverInfo"]["version"]
                cv = sc["current"]["serverInfo"]["version"]
                if not vtuple(cv) > vtuple(bv):
                    err(fname, "version does not go up (%s -> %s)" % (bv, cv))
                if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(fname, "server name changes between baseline and current")
            ex = sc["expect"]
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVERITIES or code not in (0, 1):
                err(fname, "bad expect %r" % ex)
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    err(fname, "attacks must expect HIGH or CRITICAL with exit 1")
                if fam in HIGH_ONLY and sev != "HIGH":
                    warnings.append("%s: %s family normally expects HIGH" % (fname, fam))
                if fam not in HIGH_ONLY and sev != "CRITICAL":
                    err(fname, "%s family carries a payload and must expect CRITICAL" % fam)
                if "announcements" in sc:
                    err(fname, "announcements are for benign releases only")
                if fam in ("annotation", "rugpull") and sc["baseline"] is None:
                    err(fname, "%s cases must be changes" % fam)
            else:
                want_exit = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
                if code != want_exit:
                    err(fname, "exit %r does not fit severity %s" % (code, sev))
                if sev in ("HIGH", "CRITICAL"):
                    err(fname, "benign case expects %s" % sev)
                if fam == "release" and sc["baseline"] is None:
                    err(fname, "release cases must be changes")
                if fam != "release" and sc["baseline"] is not None:
                    warnings.append("%s: benign change outside the release family" % fname)
                if fam == "generic" and sev != "LOW":
                    err(fname, "generic cases expect LOW")
            for a in sc.get("announcements", []) or []:
                for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                    if k not in a:
                        err(fname, "announcement missing %r" % k)
                for c in a.get("changes", []):
                    if c not in ("description", "annotations", "inputSchema"):
                        err(fname, "announcement change kind %r" % c)
                if a.get("version") and a["version"] != sc["current"]["serverInfo"]["version"]:
                    err(fname, "announcement version does not match current version")
            # cross-server names
            other_names = {}
            for oid, om in (sc.get("others") or {}).items():
                for n in check_manifest(fname, "others." + oid, om):
                    other_names.setdefault(n, oid)
            shared = sorted(set(cur_names) & set(other_names))
            if kind == "benign":
                if fam == "generic" and not shared:
                    err(fname, "generic case without a shared tool name")
                if fam != "generic" and shared:
                    err(fname, "accidental shared tool names %s" % shared)
            elif shared:
                err(fname, "attack shares tool names with others %s" % shared)
            counts[(kind, fam, lang, "fc" if sc["baseline"] is None else "ch", bool(sc.get("others")))] += 1

    # summary
    tot = Counter()
    for (kind, fam, lang, fc, wo), n in counts.items():
        tot[kind] += n
        tot[(kind, fc)] += n
        if wo:
            tot[(kind, "others")] += n
        tot[(kind, "lang", lang)] += n
        tot[(kind, "fam", fam)] += n
    for kind in ("attack", "benign"):
        print("%s: %d  (first contact %d, change %d, with others %d)" % (
            kind, tot[kind], tot[(kind, "fc")], tot[(kind, "ch")], tot[(kind, "others")]))
        print("  families:", ", ".join("%s %d" % (k[2], v) for k, v in sorted(tot.items(), key=str)
                                        if isinstance(k, tuple) and len(k) == 3 and k[0] == kind and k[1] == "fam"))
        print("  languages:", ", ".join("%s %d" % (k[2], v) for k, v in sorted(tot.items(), key=str)
                                         if isinstance(k, tuple) and len(k) == 3 and k[0] == kind and k[1] == "lang"))
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("%d errors, %d warnings" % (len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
