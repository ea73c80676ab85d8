#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzg. Exit 0 when all checks pass, 1 otherwise.

Usage: python3 gen/validate.py [set folder]   (default: the folder above gen/)"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)

ATTACK_FAMILIES = {"exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust", "tamper", "approval",
                   "field", "lookalike", "annotation", "rugpull"}
BENIGN_FAMILIES = {"release", "generic", "share", "mail", "convert", "guide", "banner", "xmlguide", "selfcall",
                   "comments", "privacy", "sectool", "confirm", "vendorapi", "notify"}
LANGS = {"en", "es", "it", "de", "ca", "lt", "lv", "et", "bg", "ar", "ta", "mr", "ja", "tl"}
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
EXIT_FOR = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}
HIGH_ONLY = {"tamper", "approval", "lookalike", "annotation"}
TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_NAME = re.compile(r"^(?P<family>[a-z]+)-(?P<lang>[a-z]{2})-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def version_tuple(v):
    parts = re.findall(r"\d+", v or "")
    return tuple(int(x) for x in parts)


def walk_schema(path, where, schema):
    """Check `required` names existing properties at every depth; yield (param_path, param_schema)."""
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties", {})
    if not isinstance(props, dict):
        err(path, "%s: properties is not an object" % where)
        props = {}
    for r in schema.get("required", []) or []:
        if r not in props:
            err(path, "%s: required %r is not a property" % (where, r))
    for name, sub in props.items():
        if not isinstance(name, str) or not name:
            err(path, "%s: bad property name" % where)
        yield where + "." + name, sub
        if isinstance(sub, dict):
            for x in walk_schema(path, where + "." + name, sub):
                yield x
            if isinstance(sub.get("items"), dict):
                for x in walk_schema(path, where + "." + name + "[]", sub["items"]):
                    yield x


def check_manifest(path, label, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % label)
        return {}
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s.serverInfo needs name and version" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % label)
        return {}
    out = {}
    for t in tools:
        name = t.get("name") if isinstance(t, dict) else None
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            err(path, "%s: bad tool name %r" % (label, name))
            continue
        if name in out:
            err(path, "%s: duplicate tool %s" % (label, name))
        out[name] = t
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: missing description" % (label, name))
        schema = t.get("inputSchema")
        if not isinstance(schema, dict) or schema.get("type") != "object":
            err(path, "%s.%s: inputSchema must be an object schema" % (label, name))
            continue
        list(walk_schema(path, "%s.%s" % (label, name), schema))
        if "outputSchema" in t:
            list(walk_schema(path, "%s.%s.outputSchema" % (label, name), t["outputSchema"]))
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s.%s: annotations must be an object" % (label, name))
    return out


def param_paths(t):
    return {p for p, _ in walk_schema("-", "", t.get("inputSchema", {}))}


def release_expectation(base, cur, anns):
    """Expected severity of an honest change, per the rules of the brief."""
    added = set(cur) - set(base)
    removed = set(base) - set(cur)
    changed = [n for n in set(base) & set(cur) if base[n] != cur[n]]
    uncovered = False
    for n in changed:
        b, c = base[n], cur[n]
        new_params = {p.rsplit(".", 1)[-1] for p in param_paths(c) - param_paths(b)}
        desc_changed = b.get("description") != c.get("description")
        other_changed = ({k: v for k, v in b.items() if k not in ("description", "inputSchema")} !=
                         {k: v for k, v in c.items() if k not in ("description", "inputSchema")})
        covered_params = set()
        covered_desc = False
        covered_schema = False
        for a in anns:
            if a.get("tool") not in (None, n):
                continue
            covered_params |= set(a.get("addsParam", []))
            covered_desc |= "description" in a.get("changes", [])
            covered_schema |= "inputSchema" in a.get("changes", []) or bool(a.get("addsParam"))
        if new_params - covered_params or (desc_changed and not covered_desc) or other_changed:
            uncovered = True
        if b.get("inputSchema") != c.get("inputSchema") and not covered_schema and not new_params:
            uncovered = True
    if uncovered:
        return "MEDIUM"
    tools_covered = set()
    for a in anns:
        tools_covered |= set(a.get("addsTool", [])) | set(a.get("removesTool", []))
    if (added | removed) - tools_covered:
        return "LOW"
    return "NONE"


def main():
    counts = Counter()
    for kind in ("attack", "benign"):
        folder = os.path.join(ROOT, kind)
        if not os.path.isdir(folder):
            err(kind, "folder missing")
            continue
        for fn in sorted(os.listdir(folder)):
            path = "%s/%s" % (kind, fn)
            full = os.path.join(folder, fn)
            mt = FILE_NAME.match(fn)
            if not mt:
                err(path, "file name does not match <family>-<lang>-<slug>.json")
                continue
            family, lang = mt.group("family"), mt.group("lang")
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if family not in fams:
                err(path, "unknown %s family %r" % (kind, family))
            if lang not in LANGS:
                err(path, "unexpected language %r" % lang)
            raw = open(full, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
                continue
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(path, "missing key %s" % k)
            if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
                err(path, "description too short")
            cur = check_manifest(path, "current", sc.get("current"))
            base = None
            if sc.get("baseline") is not None:
                base = check_manifest(path, "baseline", sc["baseline"])
                if json.dumps(sc["baseline"]["tools"], sort_keys=True) == json.dumps(sc["current"]["tools"],
                                                                                     sort_keys=True):
                    err(path, "baseline and current tools are identical")
                bv = version_tuple(sc["baseline"]["serverInfo"]["version"])
                cv = version_tuple(sc["current"]["serverInfo"]["version"])
                if not cv > bv:
                    err(path, "current version %s is not higher than baseline %s" % (cv, bv))
                if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(path, "server name differs between baseline and current")
            other_names = {}
            for oid, om in (sc.get("others") or {}).items():
                for n in check_manifest(path, "others." + oid, om):
                    other_names.setdefault(n, []).append(oid)
            exp = sc.get("expect", {})
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES:
                err(path, "bad top_severity %r" % sev)
            elif EXIT_FOR[sev] != ex:
                err(path, "exit %r does not fit severity %s" % (ex, sev))
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attacks must expect HIGH or CRITICAL with exit 1")
                if family in HIGH_ONLY and sev != "HIGH":
                    err(path, "%s attacks without other payload expect HIGH" % family)
                if "announcements" in sc:
                    err(path, "attacks carry no announcements")
                if family == "annotation":
                    if base is None:
                        err(path, "annotation attacks are changes")
                    else:
                        for n in cur:
                            b, c = base.get(n), cur[n]
                            if b and {k: v for k, v in b.items() if k != "annotations"} != \
                                    {k: v for k, v in c.items() if k != "annotations"}:
                                err(path, "annotation attack changes more than annotations (%s)" % n)
                if family == "rugpull" and base is None:
                    err(path, "rug pulls are changes")
            else:
                shared = set(cur) & set(other_names)
                if family == "generic":
                    if not shared:
                        err(path, "generic case shares no tool name with another server")
                    if sev != "LOW":
                        err(path, "generic shared names expect LOW")
                elif shared:
                    err(path, "tool names shared with others but not a generic case: %s" % sorted(shared))
                for a in sc.get("announcements", []) or []:
                    if set(a) - ANN_KEYS:
                        err(path, "unknown announcement keys %s" % sorted(set(a) - ANN_KEYS))
                if base is not None:
                    want = release_expectation(base, cur, sc.get("announcements") or [])
                    if want != sev:
                        err(path, "honest change expects %s by the rules, file says %s" % (want, sev))
                elif family != "generic" and sev != "NONE":
                    err(path, "benign first contact expects NONE")
            counts[(kind, family, lang, "fc" if base is None else "ch", "others" if sc.get("others") else "-")] += 1
    return counts


if __name__ == "__main__":
    counts = main()
    for e in errors:
        print("ERROR", e)
    att = sum(v for k, v in counts.items() if k[0] == "attack")
    ben = sum(v for k, v in counts.items() if k[0] == "benign")
    print("%d attack, %d benign files checked, %d errors" % (att, ben, len(errors)))
    for kind in ("attack", "benign"):
        by_fam = Counter()
        by_lang = Counter()
        fc = ch = oth = 0
        for k, v in counts.items():
            if k[0] != kind:
                continue
            by_fam[k[1]] += v
            by_lang[k[2]] += v
            fc += v if k[3] == "fc" else 0
            ch += v if k[3] == "ch" else 0
            oth += v if k[4] == "others" else 0
        print("%s: first contact %d, change %d, with others %d" % (kind, fc, ch, oth))
        print("  families: " + ", ".join("%s %d" % kv for kv in sorted(by_fam.items())))
        print("  languages: " + ", ".join("%s %d" % kv for kv in sorted(by_lang.items())))
    sys.exit(1 if errors else 0)
