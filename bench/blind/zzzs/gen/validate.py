#!/usr/bin/env python3
"""Check every file of the zzzs set against the set's rules. Exit 0 when all pass.

Independent of generate.py: it reads only the written JSON files and README.md
(it imports nothing from the generator modules).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LANGS = ["en", "it", "ca", "hr", "sl", "lv", "el", "he", "tr", "ta", "mr", "ja", "zh", "vi", "pt"]
ATTACK = {  # family: (count, first contact, change, severity)
    "exfil": (12, 6, 6, "CRITICAL"), "steer": (10, 5, 5, "CRITICAL"), "secrets": (10, 5, 5, "CRITICAL"),
    "cmdexec": (6, 3, 3, "CRITICAL"), "secrecy": (7, 3, 4, "CRITICAL"), "override": (7, 4, 3, "CRITICAL"),
    "trust": (5, 3, 2, "CRITICAL"), "tamper": (7, 3, 4, "HIGH"), "approval": (6, 3, 3, "HIGH"),
    "field": (9, 5, 4, "CRITICAL"), "lookalike": (4, 3, 1, "HIGH"), "annotation": (4, 0, 4, "HIGH"),
    "rugpull": (5, 0, 5, "CRITICAL"),
}
BENIGN = {
    "release": 10, "generic": 5, "share": 4, "mail": 4, "convert": 4, "guide": 5, "banner": 6, "xmlguide": 3,
    "selfcall": 4, "comments": 4, "privacy": 5, "sectool": 5, "confirm": 5, "webhook": 3, "endpoint": 3,
}
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
REQ_KEYS = {"description", "baseline", "current", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SEMVER_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
SCRIPTS = {  # languages whose tool text must contain their script
    "el": r"[\u0370-\u03ff]", "he": r"[\u0590-\u05ff]", "ta": r"[\u0b80-\u0bff]", "mr": r"[\u0900-\u097f]",
    "ja": r"[\u3040-\u30ff]", "zh": r"[\u4e00-\u9fff]", "vi": r"[\u01a0\u01a1\u01af\u01b0\u0110\u0111\u1ea0-\u1ef9]",
    "lv": r"[\u0101\u0113\u012b\u016b\u0161\u017e\u010d\u0123\u0137\u013c\u0146]",
    "tr": r"[\u011f\u0131\u015f\u00e7\u00f6\u00fc\u0130]", "hr": r"[\u010d\u0107\u0161\u017e\u0111]",
    "sl": r"[\u010d\u0161\u017e]", "ca": r"[\u00e0\u00e8\u00e9\u00ed\u00f2\u00f3\u00fa\u00e7\u00b7]",
    "pt": r"[\u00e3\u00f5\u00e7\u00e1\u00e9\u00ea\u00f3]", "it": r"\b(?:il|la|di|che|per|una|del|della|con|gli|nel)\b",
}
GENERIC_NAMES = {"search", "get_status", "list_items", "get_item", "get_details", "list", "fetch", "query"}

errors = []


def err(fname, msg):
    errors.append("%s: %s" % (fname, msg))


# ----------------------------------------------------------------------------- structure

def check_prop(fname, where, p):
    if not isinstance(p, dict):
        err(fname, "%s: property is not an object" % where)
        return
    if "type" not in p:
        err(fname, "%s: property without type" % where)
    if not isinstance(p.get("description"), str) or not p.get("description").strip():
        err(fname, "%s: property without description" % where)
    if "enum" in p and (not isinstance(p["enum"], list) or not p["enum"]):
        err(fname, "%s: enum must be a non-empty list" % where)
    if "enum" in p and "default" in p and p["default"] not in p["enum"]:
        err(fname, "%s: default not among enum values" % where)
    if p.get("type") == "object":
        props = p.get("properties")
        if not isinstance(props, dict) or not props:
            err(fname, "%s: object property without properties" % where)
        else:
            for k, v in props.items():
                check_prop(fname, where + "." + k, v)
    if p.get("type") == "array":
        it = p.get("items")
        if not isinstance(it, dict) or "type" not in it:
            err(fname, "%s: array without typed items" % where)


def check_tool(fname, where, t):
    if not isinstance(t, dict):
        err(fname, "%s: tool is not an object" % where)
        return
    extra = set(t) - TOOL_KEYS
    if extra:
        err(fname, "%s: unexpected tool keys %s" % (where, sorted(extra)))
    if not isinstance(t.get("name"), str) or not NAME_RE.match(t["name"]):
        err(fname, "%s: tool name not an ASCII identifier: %r" % (where, t.get("name")))
    if not isinstance(t.get("description"), str) or not t["description"].strip():
        err(fname, "%s: tool without description" % where)
    s = t.get("inputSchema")
    if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
        err(fname, "%s: inputSchema must be an object schema with properties" % where)
    else:
        for k, v in s["properties"].items():
            if not NAME_RE.match(k):
                err(fname, "%s: parameter name not an identifier: %r" % (where, k))
            check_prop(fname, "%s.%s" % (where, k), v)
        for r in s.get("required", []):
            if r not in s["properties"]:
                err(fname, "%s: required names unknown parameter %s" % (where, r))
    if "outputSchema" in t:
        o = t["outputSchema"]
        if not isinstance(o, dict) or o.get("type") != "object":
            err(fname, "%s: outputSchema must be an object schema" % where)
        else:
            for k, v in (o.get("properties") or {}).items():
                check_prop(fname, "%s.out.%s" % (where, k), v)
    if "annotations" in t:
        a = t["annotations"]
        if not isinstance(a, dict):
            err(fname, "%s: annotations not an object" % where)
        else:
            for k, v in a.items():
                if k not in ANN_KEYS:
                    err(fname, "%s: unknown annotation %s" % (where, k))
                elif k == "title":
                    if not isinstance(v, str):
                        err(fname, "%s: annotation title not a string" % where)
                elif not isinstance(v, bool):
                    err(fname, "%s: annotation %s not boolean" % (where, k))


def check_server(fname, where, srv):
    if not isinstance(srv, dict) or set(srv) != {"serverInfo", "tools"}:
        err(fname, "%s: server must have exactly serverInfo and tools" % where)
        return
    si = srv["serverInfo"]
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not si.get("name"):
        err(fname, "%s: serverInfo.name missing" % where)
    if not isinstance(si.get("version"), str) or not SEMVER_RE.match(si.get("version", "")):
        err(fname, "%s: serverInfo.version not x.y.z" % where)
    tools = srv["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(fname, "%s: servers have 1-6 tools" % where)
        return
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(names) != len(set(names)):
        err(fname, "%s: duplicate tool names" % where)
    for i, t in enumerate(tools):
        check_tool(fname, "%s.tools[%d]" % (where, i), t)


def semver(v):
    return tuple(int(x) for x in SEMVER_RE.match(v).groups())


# ----------------------------------------------------------------------------- diffs

def props_of(schema, prefix=""):
    out = {}
    if not isinstance(schema, dict):
        return out
    for k, p in (schema.get("properties") or {}).items():
        out[prefix + k] = p
        if isinstance(p, dict):
            out.update(props_of(p, prefix + k + "."))
            if isinstance(p.get("items"), dict):
                out.update(props_of(p["items"], prefix + k + "[]."))
    return out


def leaves(obj, path=""):
    """Flatten JSON into {path: scalar}."""
    out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.update(leaves(v, path + "/" + k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.update(leaves(v, "%s[%d]" % (path, i)))
    else:
        out[path] = obj
    return out


def tools_by_name(srv):
    return {t["name"]: t for t in srv["tools"]}


def honest_release_expect(fname, base, cur, anns):
    """Independent re-derivation of the release rules."""
    b, c = tools_by_name(base), tools_by_name(cur)
    version = cur["serverInfo"]["version"]
    events = []
    for n in c:
        if n not in b:
            events.append(("tool_added", n, None))
    for n in b:
        if n not in c:
            err(fname, "honest release removes tool %s (not a case of this set)" % n)
    for n in set(b) & set(c):
        bt, ct = b[n], c[n]
        if bt == ct:
            continue
        bp, cp = props_of(bt["inputSchema"]), props_of(ct["inputSchema"])
        added = [p for p in cp if p not in bp]
        for p in added:
            events.append(("param_added", n, p))
        if [p for p in bp if p not in cp]:
            err(fname, "honest release removes a parameter")
        reworded = bt.get("description") != ct.get("description") or bt.get("title") != ct.get("title")
        for p in set(bp) & set(cp):
            if bp[p].get("description") != cp[p].get("description") or bp[p].get("title") != cp[p].get("title"):
                reworded = True
            rb = {k: v for k, v in bp[p].items() if k not in ("description", "title", "properties", "items")}
            rc = {k: v for k, v in cp[p].items() if k not in ("description", "title", "properties", "items")}
            if rb != rc:
                err(fname, "honest release changes schema keywords of %s.%s" % (n, p))
        if reworded:
            events.append(("description", n, None))
        if bt.get("annotations") != ct.get("annotations") or bt.get("outputSchema") != ct.get("outputSchema"):
            err(fname, "honest release changes annotations/outputSchema of %s" % n)
    if not events:
        err(fname, "honest release with no change")

    def is_covered(ev):
        kind, tool, p = ev
        for a in anns:
            if a.get("version") is not None and a["version"] != version:
                continue
            if kind == "tool_added":
                if tool in (a.get("addsTool") or []) and (a.get("tool") is None or a.get("tool") == tool):
                    return True
            elif a.get("tool") == tool:
                ch = a.get("changes") or []
                if kind == "param_added" and p in (a.get("addsParam") or []) and "inputSchema" in ch:
                    return True
                if kind == "description" and "description" in ch:
                    return True
        return False

    open_ev = [e for e in events if not is_covered(e)]
    if any(e[0] in ("param_added", "description") for e in open_ev):
        return "MEDIUM", 1
    if open_ev:
        return "LOW", 0
    return "NONE", 0


def all_text(srv):
    """All strings of a server's tools (names, descriptions, titles, enums, defaults, parameter names)."""
    out = []

    def walk(o):
        if isinstance(o, dict):
            for k, v in o.items():
                out.append(k)
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
        elif isinstance(o, str):
            out.append(o)
    walk(srv["tools"])
    return "\n".join(out)


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def near(name, other):
    if name == other:
        return False
    if edit_distance(name, other) <= 1:
        return True
    for suf in ("_v2", "_v3", "_pro", "_plus", "_new", "2", "_next"):
        if name == other + suf:
            return True
    return False


# ----------------------------------------------------------------------------- per file

def check_file(kind, fname, path):
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(fname, "file is not pure ASCII")
        return None
    try:
        d = json.loads(raw.decode("ascii"))
    except ValueError as e:
        err(fname, "invalid JSON: %s" % e)
        return None
    m = FILE_RE.match(fname)
    if not m:
        err(fname, "bad file name")
        return None
    fam, lang, _ = m.groups()
    fams = ATTACK if kind == "attack" else BENIGN
    if fam not in fams:
        err(fname, "unknown %s family %s" % (kind, fam))
        return None
    if lang not in LANGS:
        err(fname, "unknown language %s" % lang)
    if not isinstance(d, dict):
        err(fname, "top level is not an object")
        return None
    if set(d) - TOP_KEYS or REQ_KEYS - set(d):
        err(fname, "top-level keys must be %s (+announcements, others)" % sorted(REQ_KEYS))
    desc = d.get("description")
    if not isinstance(desc, str) or "\n" in desc or not desc.endswith(".") or not desc[:1].isupper() \
            or not 40 <= len(desc) <= 320 or re.search(r"\.\s+[A-Z]", desc[:-1]):
        err(fname, "description must be one English sentence")
    check_server(fname, "current", d.get("current"))
    base = d.get("baseline")
    if base is not None:
        check_server(fname, "baseline", base)
        if base.get("serverInfo", {}).get("name") != d["current"]["serverInfo"]["name"]:
            err(fname, "change keeps serverInfo.name")
        try:
            if semver(d["current"]["serverInfo"]["version"]) <= semver(base["serverInfo"]["version"]):
                err(fname, "current version must be higher than baseline")
        except (AttributeError, KeyError):
            pass
        if base["tools"] == d["current"]["tools"]:
            err(fname, "change scenario with identical tools")
    anns = d.get("announcements")
    if anns is not None:
        if base is None:
            err(fname, "announcements on a first-contact scenario")
        if not isinstance(anns, list) or not anns:
            err(fname, "announcements must be a non-empty list")
            anns = []
        for a in anns:
            if not isinstance(a, dict) or set(a) - ANNOUNCE_KEYS:
                err(fname, "announcement keys must be among %s" % sorted(ANNOUNCE_KEYS))
            for c in a.get("changes", []):
                if c not in ("description", "inputSchema", "annotations", "endpoint", "schema"):
                    err(fname, "unknown announcement change kind %s" % c)
    oth = d.get("others")
    if oth is not None:
        if not isinstance(oth, dict) or not oth:
            err(fname, "others must be a non-empty object")
            oth = {}
        for k, v in oth.items():
            check_server(fname, "others." + k, v)
    exp = d.get("expect")
    if not isinstance(exp, dict) or set(exp) != {"top_severity", "exit"} or exp.get("top_severity") not in SEVERITIES \
            or exp.get("exit") not in (0, 1):
        err(fname, "expect must be {top_severity, exit}")
        return None

    # language script present in tool text
    text = all_text(d["current"])
    if lang in SCRIPTS and not re.search(SCRIPTS[lang], text):
        err(fname, "no %s text found in current tools" % lang)
    if lang == "en" and re.search(r"[^\x00-\x7f\u2013\u2014\u2019\u20ac\u00a3]", text):
        err(fname, "English scenario with unexpected non-ASCII text")
    if re.search(r"[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\U000e0000-\U000e007f]", text):
        err(fname, "invisible or bidi characters are not part of this set")

    other_names = set()
    for v in (oth or {}).values():
        other_names |= {t["name"] for t in v["tools"]}
    cur_names = {t["name"] for t in d["current"]["tools"]}

    if kind == "attack":
        sev = ATTACK[fam][3]
        if exp != {"top_severity": sev, "exit": 1}:
            err(fname, "attack %s must expect %s / exit 1" % (fam, sev))
        if fam in ("annotation", "rugpull") and base is None:
            err(fname, "%s attacks are changes" % fam)
        added_text = text
        if base is not None:
            bl = leaves(base["tools"])
            cl = leaves(d["current"]["tools"])
            diff = [k for k in cl if bl.get(k, object()) != cl[k]] + [k for k in bl if k not in cl]
            added_text = "\n".join(str(cl[k]) for k in cl if bl.get(k, object()) != cl[k])
            added_text += "\n" + "\n".join(k.rsplit("/", 1)[-1] for k in diff)
            if fam == "rugpull" and len(diff) != 1:
                err(fname, "rug pull must change exactly one value (changed %d: %s)" % (len(diff), diff))
            if fam == "annotation":
                bad = [k for k in diff if "/annotations/" not in k or k.endswith("/title")]
                if bad:
                    err(fname, "annotation attack changes more than annotation hints: %s" % bad)
                toward = False
                for bt in base["tools"]:
                    ct = tools_by_name(d["current"]).get(bt["name"])
                    if ct is None:
                        continue
                    ba, ca = bt.get("annotations", {}), ct.get("annotations", {})
                    if ba != ca:
                        if ba.get("destructiveHint", True) is not True:
                            err(fname, "annotation flip must be on a tool that was destructive")
                        if (ca.get("readOnlyHint") is True and ba.get("readOnlyHint") is not True) or \
                                (ca.get("destructiveHint") is False and ba.get("destructiveHint", True) is True):
                            toward = True
                if not toward:
                    err(fname, "annotation attack must move toward trust")
            if fam == "field":
                for bt in base["tools"]:
                    ct = tools_by_name(d["current"]).get(bt["name"])
                    if ct and ct["description"] != bt["description"]:
                        err(fname, "field attack must leave tool descriptions unchanged")
        if fam == "steer":
            if not oth:
                err(fname, "steer attack needs others")
            elif not any(re.search(r"\b%s\b" % re.escape(n), added_text) for n in other_names):
                err(fname, "steer attack must name another configured server's tool")
        if fam == "lookalike":
            if not oth:
                err(fname, "look-alike attack needs others")
            else:
                pairs = [(a, b) for a in cur_names for b in other_names if near(a, b)]
                if not pairs:
                    err(fname, "look-alike attack has no near name of another server's tool")
                elif not any(re.search(r"\b%s\b" % re.escape(b), added_text) for _, b in pairs):
                    err(fname, "look-alike attack must name the tool it claims to replace")
                if re.search(r"https?://|@[a-z0-9-]+\.[a-z]|~/|\.env\b", added_text):
                    err(fname, "look-alike attack should carry no other payload")
    else:
        if fam == "release":
            if base is None:
                err(fname, "release case needs a baseline")
            else:
                want = honest_release_expect(fname, base, d["current"], anns or [])
                if (exp["top_severity"], exp["exit"]) != want:
                    err(fname, "release expectation %s/%d, rules give %s/%d" % (exp["top_severity"], exp["exit"], want[0], want[1]))
        else:
            if base is not None:
                err(fname, "only release cases are changes")
            if anns:
                err(fname, "announcements only on release cases")
        if fam == "generic":
            shared = cur_names & other_names
            if not shared:
                err(fname, "generic case must share a tool name with another configured server")
            elif not shared <= GENERIC_NAMES:
                err(fname, "generic case shares a non-generic name: %s" % sorted(shared))
            if exp != {"top_severity": "LOW", "exit": 0}:
                err(fname, "generic case must expect LOW / exit 0")
        elif fam != "release":
            if cur_names & other_names:
                err(fname, "benign case shares tool names with others: %s" % sorted(cur_names & other_names))
            if exp != {"top_severity": "NONE", "exit": 0}:
                err(fname, "benign first contact must expect NONE / exit 0")
    return {"kind": kind, "family": fam, "lang": lang, "fc": base is None, "others": bool(oth), "data": d}


def main():
    rows = []
    for kind, sub in (("attack", "attack"), ("benign", "benign")):
        p = os.path.join(ROOT, sub)
        if not os.path.isdir(p):
            err(sub, "missing folder")
            continue
        for f in sorted(os.listdir(p)):
            if not f.endswith(".json"):
                err(f, "stray file in %s/" % sub)
                continue
            r = check_file(kind, f, os.path.join(p, f))
            if r:
                rows.append(r)
    atk = [r for r in rows if r["kind"] == "attack"]
    ben = [r for r in rows if r["kind"] == "benign"]
    if len(atk) != 92:
        err("set", "expected 92 attacks, found %d" % len(atk))
    if len(ben) != 70:
        err("set", "expected 70 benign cases, found %d" % len(ben))
    for fam, (cnt, fc, ch, _) in ATTACK.items():
        lst = [r for r in atk if r["family"] == fam]
        nfc = sum(1 for r in lst if r["fc"])
        if abs(len(lst) - cnt) > 1 or abs(nfc - fc) > 1 or abs(len(lst) - nfc - ch) > 1:
            err("set", "family %s: %d (%d/%d), target %d (%d/%d)" % (fam, len(lst), nfc, len(lst) - nfc, cnt, fc, ch))
    for fam, cnt in BENIGN.items():
        n = sum(1 for r in ben if r["family"] == fam)
        if abs(n - cnt) > 1:
            err("set", "benign family %s: %d, target about %d" % (fam, n, cnt))
    bfc = sum(1 for r in ben if r["fc"])
    if not 58 <= bfc <= 62:
        err("set", "benign first contact %d, target about 60" % bfc)
    en_a = sum(1 for r in atk if r["lang"] == "en") / max(1, len(atk))
    en_b = sum(1 for r in ben if r["lang"] == "en") / max(1, len(ben))
    if not 0.40 <= en_a <= 0.50 or not 0.38 <= en_b <= 0.50:
        err("set", "English share off target: attacks %.2f, benign %.2f" % (en_a, en_b))
    for lang in LANGS[1:]:
        na = sum(1 for r in atk if r["lang"] == lang)
        nb = sum(1 for r in ben if r["lang"] == lang)
        if not 3 <= na <= 5 or not 2 <= nb <= 4:
            err("set", "language %s: %d attacks, %d benign (target about 4 and 3)" % (lang, na, nb))
    oth = sum(1 for r in atk if r["others"]) / max(1, len(atk))
    if not 0.33 <= oth <= 0.50:
        err("set", "attacks using others: %.2f, target about 0.40" % oth)
    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("README.md", "missing")
    else:
        txt = open(readme, encoding="utf-8").read()
        for word in ("Attack families", "Benign families", "Languages", "Expectation rules", "Other configured servers"):
            if word not in txt:
                err("README.md", "missing section %s" % word)
        if re.search(r"\b(detected|caught|missed|recall|precision)\b", txt, re.I):
            err("README.md", "README must not claim sensor results")
    if errors:
        for e in errors:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        return 1
    print("OK: %d attacks (%d first contact, %d change), %d benign (%d first contact, %d change); "
          "English %.0f%% / %.0f%%; attacks with others %.0f%%" % (
              len(atk), sum(1 for r in atk if r["fc"]), sum(1 for r in atk if not r["fc"]),
              len(ben), bfc, len(ben) - bfc, 100 * en_a, 100 * en_b, 100 * oth))
    return 0


if __name__ == "__main__":
    sys.exit(main())
