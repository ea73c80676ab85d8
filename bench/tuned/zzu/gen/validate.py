#!/usr/bin/env python3
"""Check every scenario of held-out set zzu.

Usage: python3 gen/validate.py [--stats]
Exit 0 when every check passes, 1 otherwise (each problem printed on its own line).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ATTACK_FAMILIES = (
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
)
BENIGN_FAMILIES = (
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "ownapi", "webhook",
)
LANGS = ("en", "de", "fr", "it", "nl", "sk", "hr", "et", "lv", "ar", "ja", "zh", "vi", "mr")
HIGH_ONLY = ("lookalike", "annotation", "tamper", "approval")
NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVERITIES = ("NONE", "INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL")
ANN_KEYS = ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")

problems = []


def bad(where, msg):
    problems.append("%s: %s" % (where, msg))


def version_tuple(v):
    parts = re.findall(r"\d+", v)
    return tuple(int(p) for p in parts)


def walk_schema(where, schema, path):
    """Check a JSON schema object: required names exist, nested objects recursively."""
    if not isinstance(schema, dict):
        bad(where, "%s: schema is not an object" % path)
        return
    props = schema.get("properties")
    if props is not None and not isinstance(props, dict):
        bad(where, "%s: properties is not an object" % path)
        props = {}
    req = schema.get("required")
    if req is not None:
        if not isinstance(req, list):
            bad(where, "%s: required is not a list" % path)
        else:
            for r in req:
                if r not in (props or {}):
                    bad(where, "%s: required names missing property %r" % (path, r))
            if len(set(req)) != len(req):
                bad(where, "%s: duplicate names in required" % path)
    for pname, p in (props or {}).items():
        if not NAME_RE.match(pname):
            bad(where, "%s: parameter name %r is not an ASCII identifier" % (path, pname))
        if not isinstance(p, dict):
            bad(where, "%s.%s: property is not an object" % (path, pname))
            continue
        if "enum" in p:
            if not isinstance(p["enum"], list) or not p["enum"]:
                bad(where, "%s.%s: enum must be a non-empty list" % (path, pname))
            elif "default" in p and p.get("type") != "array" and p["default"] not in p["enum"]:
                bad(where, "%s.%s: default not in enum" % (path, pname))
        walk_schema(where, p, path + "." + pname) if p.get("type") == "object" or "properties" in p else None
        if isinstance(p.get("items"), dict):
            it = p["items"]
            if it.get("type") == "object" or "properties" in it:
                walk_schema(where, it, path + "." + pname + "[]")


def check_manifest(where, m, label):
    if not isinstance(m, dict):
        bad(where, "%s is not an object" % label)
        return {}
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        bad(where, "%s.serverInfo needs name and version strings" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        bad(where, "%s.tools must be a non-empty list" % label)
        return {}
    by_name = {}
    for i, t in enumerate(tools):
        tw = "%s.tools[%d]" % (label, i)
        if not isinstance(t, dict):
            bad(where, tw + " is not an object")
            continue
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                bad(where, "%s lacks %s" % (tw, k))
        name = t.get("name", "")
        if not isinstance(name, str) or not NAME_RE.match(name):
            bad(where, "%s: bad tool name %r" % (tw, name))
        if name in by_name:
            bad(where, "%s: duplicate tool name %r" % (tw, name))
        by_name[name] = t
        if not isinstance(t.get("description"), str) or not t.get("description", "").strip():
            bad(where, "%s: empty description" % tw)
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            bad(where, "%s: inputSchema must be an object schema" % tw)
        else:
            walk_schema(where, sch, tw + ".inputSchema")
        if "outputSchema" in t:
            walk_schema(where, t["outputSchema"], tw + ".outputSchema")
        a = t.get("annotations")
        if a is not None:
            if not isinstance(a, dict):
                bad(where, tw + ": annotations is not an object")
            else:
                for k, v in a.items():
                    if k not in ANN_KEYS:
                        bad(where, "%s: unknown annotation %r" % (tw, k))
                    elif k != "title" and not isinstance(v, bool):
                        bad(where, "%s: annotation %s is not a boolean" % (tw, k))
    return by_name


def text_of(obj):
    return json.dumps(obj, ensure_ascii=False, sort_keys=True)


def main():
    stats = "--stats" in sys.argv
    markers_path = os.path.join(HERE, "payload_markers.json")
    markers = json.load(open(markers_path)) if os.path.exists(markers_path) else {}
    all_markers = sorted({m for ms in markers.values() for m in ms})
    counts = Counter()
    table = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                continue
            where = kind + "/" + fname
            path = os.path.join(d, fname)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                bad(where, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except ValueError as e:
                bad(where, "does not parse: %s" % e)
                continue
            m = FILE_RE.match(fname)
            if not m:
                bad(where, "file name does not match <family>-<lang>-<slug>.json")
                continue
            family, lang, slug = m.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if family not in fams:
                bad(where, "unknown %s family %r" % (kind, family))
            if lang not in LANGS:
                bad(where, "language %r is not one of this set's languages" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    bad(where, "missing key %r" % k)
            extra = set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}
            if extra:
                bad(where, "unexpected keys %s" % sorted(extra))
            if not isinstance(sc.get("description"), str) or len(sc.get("description", "")) < 20:
                bad(where, "description must be a sentence")
            cur = check_manifest(where, sc.get("current"), "current")
            base = None
            if sc.get("baseline") is not None:
                base = check_manifest(where, sc["baseline"], "baseline")
                if text_of(sc["baseline"]["tools"]) == text_of(sc["current"]["tools"]):
                    bad(where, "baseline tools are identical to current tools")
                else:
                    bt = {n: text_of(t) for n, t in base.items()}
                    ct = {n: text_of(t) for n, t in cur.items()}
                    if bt == ct:
                        bad(where, "baseline and current differ only in tool order")
                bv = version_tuple(sc["baseline"]["serverInfo"]["version"])
                cv = version_tuple(sc["current"]["serverInfo"]["version"])
                if not cv > bv:
                    bad(where, "current version must be higher than baseline version")
                if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    bad(where, "baseline and current are different servers")
            oth = sc.get("others")
            if oth is not None:
                if not isinstance(oth, dict) or not oth:
                    bad(where, "others must be a non-empty object")
                else:
                    for sid, om in oth.items():
                        check_manifest(where, om, "others.%s" % sid)
            ex = sc.get("expect", {})
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVERITIES or code not in (0, 1):
                bad(where, "expect needs top_severity and exit 0/1")
            anns = sc.get("announcements")
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or code != 1:
                    bad(where, "attacks must expect HIGH or CRITICAL with exit 1")
                if family in HIGH_ONLY and sev != "HIGH":
                    bad(where, "family %s expects HIGH" % family)
                if family not in HIGH_ONLY and sev != "CRITICAL":
                    bad(where, "family %s carries a payload and expects CRITICAL" % family)
                if family in ("annotation", "rugpull") and base is None:
                    bad(where, "family %s must be a change" % family)
                if family in ("steer", "lookalike") and not oth:
                    bad(where, "family %s needs other servers" % family)
                if anns:
                    bad(where, "attacks carry no announcements")
                if family == "annotation":
                    changed = [n for n in cur if n in base and cur[n].get("annotations") != base[n].get("annotations")]
                    if not changed:
                        bad(where, "annotation case without an annotation change")
                    for n in cur:
                        if n in base:
                            a = dict(cur[n]); b = dict(base[n])
                            a.pop("annotations", None); b.pop("annotations", None)
                            if text_of(a) != text_of(b):
                                bad(where, "annotation case changes more than annotations (%s)" % n)
                ms = markers.get(where, None)
                if ms is None:
                    bad(where, "no payload markers recorded (run generate.py)")
                    ms = []
                if family != "annotation" and not ms:
                    bad(where, "no payload marker given")
                cur_text = text_of(sc["current"])
                for mk in ms:
                    if mk not in cur_text:
                        bad(where, "payload marker %r not in current" % mk)
                    if base is not None and mk in text_of(sc["baseline"]):
                        bad(where, "payload marker %r already in the baseline" % mk)
                    if oth and mk in text_of(oth) and family != "lookalike":
                        bad(where, "payload marker %r found in an other server" % mk)
            else:
                full = text_of(sc)
                for mk in all_markers:
                    if len(mk) >= 8 and mk in full:
                        bad(where, "benign case contains attack payload literal %r" % mk)
                if base is None:
                    if family == "generic":
                        if (sev, code) != ("LOW", 0):
                            bad(where, "generic shared names expect LOW, exit 0")
                        shared = set(cur) & {n for om in (oth or {}).values() for n in (t["name"] for t in om["tools"])}
                        if not shared:
                            bad(where, "generic case shares no tool name with another server")
                    elif (sev, code) != ("NONE", 0):
                        bad(where, "benign first contact expects NONE, exit 0")
                    if anns:
                        bad(where, "announcements only make sense for a change")
                else:
                    if family != "release":
                        bad(where, "benign changes belong to family release")
                    added = set(cur) - set(base)
                    removed = set(base) - set(cur)
                    changed = [n for n in cur if n in base and text_of(cur[n]) != text_of(base[n])]
                    if anns:
                        want = ("NONE", 0)
                    elif added and not changed and not removed:
                        want = ("LOW", 0)
                    else:
                        want = ("MEDIUM", 1)
                    if (sev, code) != want:
                        bad(where, "release expectation %s, rule says %s" % ((sev, code), want))
                    for a in anns or []:
                        for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                            if k not in a:
                                bad(where, "announcement lacks %s" % k)
                        for c in a.get("changes", []):
                            if c not in ("description", "annotations", "inputSchema"):
                                bad(where, "announcement change %r unknown" % c)
                        if a.get("version") and a["version"] != sc["current"]["serverInfo"]["version"]:
                            bad(where, "announcement version does not match current version")
                        if a.get("tool") is not None and a["tool"] not in cur:
                            bad(where, "announcement names a tool that is not in current")
                        for p in a.get("addsParam", []):
                            t = cur.get(a.get("tool"), {})
                            if p not in t.get("inputSchema", {}).get("properties", {}):
                                bad(where, "announced parameter %r not in current tool" % p)
                        for nt in a.get("addsTool", []):
                            if nt not in added:
                                bad(where, "announced tool %r is not added" % nt)
            ch = "change" if sc.get("baseline") is not None else "first_contact"
            counts[(kind, family, lang, ch, bool(oth))] += 1
            table.append((kind, family, lang, ch, bool(oth), sev))
    for p in problems:
        print(p)
    n_att = sum(1 for r in table if r[0] == "attack")
    n_ben = sum(1 for r in table if r[0] == "benign")
    print("%d attack, %d benign, %d problem(s)" % (n_att, n_ben, len(problems)))
    if stats:
        for kind in ("attack", "benign"):
            rows = [r for r in table if r[0] == kind]
            print("\n== %s: %d" % (kind, len(rows)))
            print("first contact %d, change %d, with others %d" % (
                sum(1 for r in rows if r[3] == "first_contact"),
                sum(1 for r in rows if r[3] == "change"),
                sum(1 for r in rows if r[4])))
            print("languages:", dict(sorted(Counter(r[2] for r in rows).items(), key=lambda x: -x[1])))
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            for f in fams:
                fr = [r for r in rows if r[1] == f]
                print("  %-10s %3d  fc %2d  ch %2d  others %2d  langs %s  sev %s" % (
                    f, len(fr),
                    sum(1 for r in fr if r[3] == "first_contact"),
                    sum(1 for r in fr if r[3] == "change"),
                    sum(1 for r in fr if r[4]),
                    ",".join(sorted(set(r[2] for r in fr))),
                    dict(Counter(r[5] for r in fr))))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
