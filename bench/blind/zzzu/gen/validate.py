"""Check every file of the zzzu set against the set's rules. Exit 0 when all pass.

Usage: python3 gen/validate.py
"""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

ERRORS = []
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
IDENT_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
VERSION_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_ENTRY_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
CHANGE_KINDS = {"description", "inputSchema", "annotations", "endpoint"}
PLACEMENT_WORDS = ("description", "parameter", "default", "enum", "title", "outputschema", "annotation",
                   "property", "name", "guide", "section", "paragraph", "sentence", "clause", "tool", "block")
SCRIPT_CHECKS = {
    "bg": re.compile(r"[\u0400-\u04FF]"),
    "el": re.compile(r"[\u0370-\u03FF]"),
    "ar": re.compile(r"[\u0600-\u06FF]"),
    "ur": re.compile(r"[\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06D2]"),
    "ja": re.compile(r"[\u3040-\u30FF]"),
    "zh": re.compile(r"[\u4E00-\u9FFF]"),
}
LATIN_HINTS = {
    "it": re.compile(r"\b(il|della|per|che|non|una)\b"),
    "nl": re.compile(r"\b(de|het|een|van|niet|voor)\b"),
    "sv": re.compile(r"\b(och|att|för|inte|med|som)\b"),
    "da": re.compile(r"\b(og|at|for|ikke|med|som|en|til|der)\b"),
    "pl": re.compile(r"\b(i|w|na|nie|się|z|lub|do|dla)\b"),
    "hu": re.compile(r"\b(a|az|és|nem|egy|hogy)\b"),
    "sw": re.compile(r"\b(ya|wa|na|kwa|ni|za)\b"),
    "ms": re.compile(r"\b(dan|yang|untuk|tidak|ini|anda|baharu|sedang|cipta)\b"),
}


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


def vtuple(v):
    m = VERSION_RE.match(v or "")
    return tuple(int(x) for x in m.groups()) if m else None


# ---------------------------------------------------------------------------
# structure
# ---------------------------------------------------------------------------


def check_prop(where, name, prop):
    if not isinstance(prop, dict):
        err(where, "property %s is not an object" % name)
        return
    if "type" not in prop:
        err(where, "property %s has no type" % name)
    if not isinstance(prop.get("description"), str) or not prop["description"].strip():
        err(where, "property %s has no description" % name)
    if "enum" in prop and (not isinstance(prop["enum"], list) or not prop["enum"]):
        err(where, "property %s has a bad enum" % name)
    if prop.get("type") == "object" and "properties" in prop:
        check_props(where + "." + name, prop["properties"], prop.get("required"))
    if prop.get("type") == "array":
        items = prop.get("items")
        if not isinstance(items, dict) or "type" not in items:
            err(where, "array property %s has no typed items" % name)
        elif items.get("type") == "object" and "properties" in items:
            check_props(where + "." + name + "[]", items["properties"], items.get("required"))


def check_props(where, props, required):
    if not isinstance(props, dict):
        err(where, "properties is not an object")
        return
    for k, v in props.items():
        if not IDENT_RE.match(k):
            err(where, "parameter name %r is not an ASCII identifier" % k)
        check_prop(where, k, v)
    for r in required or []:
        if r not in props:
            err(where, "required %r is not a property" % r)


def check_tool(where, t):
    if not isinstance(t, dict):
        err(where, "tool is not an object")
        return
    extra = set(t) - TOOL_KEYS
    if extra:
        err(where, "unexpected tool keys %s" % sorted(extra))
    if not IDENT_RE.match(t.get("name", "")):
        err(where, "bad tool name %r" % t.get("name"))
    w = where + "/" + str(t.get("name"))
    if not isinstance(t.get("description"), str) or not t["description"].strip():
        err(w, "no description")
    s = t.get("inputSchema")
    if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
        err(w, "inputSchema is not an object schema with properties")
    else:
        check_props(w, s["properties"], s.get("required"))
    if "outputSchema" in t:
        os_ = t["outputSchema"]
        if not isinstance(os_, dict) or os_.get("type") != "object":
            err(w, "outputSchema is not an object schema")
        elif "properties" in os_:
            check_props(w + "#out", os_["properties"], os_.get("required"))
    if "annotations" in t:
        a = t["annotations"]
        if not isinstance(a, dict):
            err(w, "annotations is not an object")
        else:
            if set(a) - ANN_KEYS:
                err(w, "unexpected annotation keys %s" % sorted(set(a) - ANN_KEYS))
            for k in ANN_KEYS - {"title"}:
                if k in a and not isinstance(a[k], bool):
                    err(w, "annotation %s is not boolean" % k)


def check_server(where, srv):
    if not isinstance(srv, dict):
        err(where, "server is not an object")
        return
    si = srv.get("serverInfo")
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not si["name"]:
        err(where, "serverInfo.name missing")
    elif vtuple(si.get("version")) is None:
        err(where, "serverInfo.version %r is not x.y.z" % si.get("version"))
    tools = srv.get("tools")
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(where, "a server needs 1-6 tools")
        return
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(names) != len(set(names)):
        err(where, "duplicate tool names")
    for t in tools:
        check_tool(where, t)


# ---------------------------------------------------------------------------
# diffs
# ---------------------------------------------------------------------------


def param_paths(schema, prefix=""):
    out = set()
    props = (schema or {}).get("properties") or {}
    for k, v in props.items():
        path = prefix + k
        out.add(path)
        if isinstance(v, dict):
            if v.get("type") == "object":
                out |= param_paths(v, path + ".")
            if v.get("type") == "array" and isinstance(v.get("items"), dict):
                out |= param_paths(v["items"], path + "[].")
    return out


def tool_map(srv):
    return {t["name"]: t for t in srv["tools"]}


def diff(base, cur):
    b, c = tool_map(base), tool_map(cur)
    d = {"added": sorted(set(c) - set(b)), "removed": sorted(set(b) - set(c)), "changed": {}}
    for n in sorted(set(b) & set(c)):
        tb, tc = b[n], c[n]
        if tb == tc:
            continue
        ch = {}
        pb, pc = param_paths(tb.get("inputSchema")), param_paths(tc.get("inputSchema"))
        ch["params_added"] = sorted(pc - pb)
        ch["params_removed"] = sorted(pb - pc)
        ch["description"] = tb.get("description") != tc.get("description")
        ch["annotations"] = tb.get("annotations") != tc.get("annotations")
        ch["schema"] = (tb.get("inputSchema") != tc.get("inputSchema")
                        or tb.get("outputSchema") != tc.get("outputSchema"))
        ch["title"] = tb.get("title") != tc.get("title")
        d["changed"][n] = ch
    return d


def release_expect(where, data):
    base, cur = data["baseline"], data["current"]
    anns = data.get("announcements") or []
    version = cur["serverInfo"]["version"]
    d = diff(base, cur)
    if d["removed"]:
        err(where, "release removes a tool; not one of the planned honest changes")
    if d["added"] and d["changed"]:
        err(where, "release mixes an added tool with changed tools")
    if d["added"]:
        covered = all(any(a.get("version") in (None, version) and t in a.get("addsTool", []) and
                          a.get("tool") in (None,) for a in anns) for t in d["added"])
        return {"top_severity": "NONE", "exit": 0} if covered else {"top_severity": "LOW", "exit": 0}
    if not d["changed"]:
        err(where, "release has no tool change")
        return None
    all_covered = True
    for n, ch in d["changed"].items():
        if ch["annotations"] or ch["title"] or ch["params_removed"]:
            err(where, "release changes %s beyond a parameter or a description" % n)
        if ch["params_added"] and ch["description"]:
            err(where, "release both adds a parameter and rewords %s" % n)
        for prm in ch["params_added"]:
            ok = any(a.get("tool") == n and prm in a.get("addsParam", []) and "inputSchema" in a.get("changes", [])
                     and a.get("version") == version for a in anns)
            all_covered &= ok
        if ch["description"]:
            ok = any(a.get("tool") == n and "description" in a.get("changes", []) and a.get("version") == version
                     for a in anns)
            all_covered &= ok
        if not ch["params_added"] and not ch["description"]:
            err(where, "release change of %s is neither a parameter nor a description" % n)
    return {"top_severity": "NONE", "exit": 0} if all_covered else {"top_severity": "MEDIUM", "exit": 1}


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def looks_alike(a, b):
    if a == b:
        return False
    if edit_distance(a, b) <= 1:
        return True
    for suf in ("_v2", "_v3", "_pro", "_plus", "_new", "-pro", "_v1"):
        if a == b + suf or b == a + suf:
            return True
    return False


def text_of(obj):
    return json.dumps(obj, ensure_ascii=False)


TRUST_MOVES = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
DEFAULTS = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


# ---------------------------------------------------------------------------
# per file
# ---------------------------------------------------------------------------


def check_file(kind, fname):
    where = "%s/%s" % (kind, fname)
    m = NAME_RE.match(fname)
    if not m:
        err(where, "file name does not match <family>-<lang>-<slug>.json")
        return None
    family, lang, slug = m.groups()
    fams = common.ATTACK_FAMILIES if kind == "attack" else common.BENIGN_FAMILIES
    if family not in fams:
        err(where, "unknown family %s" % family)
    if lang not in common.LANGS:
        err(where, "unknown language %s" % lang)
    raw = open(os.path.join(ROOT, kind, fname), "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(where, "file is not pure ASCII")
        return None
    try:
        data = json.loads(raw)
    except ValueError as e:
        err(where, "invalid JSON: %s" % e)
        return None
    if not isinstance(data, dict):
        err(where, "top level is not an object")
        return None
    if set(data) - TOP_KEYS:
        err(where, "unexpected keys %s" % sorted(set(data) - TOP_KEYS))
    for k in ("description", "baseline", "current", "expect"):
        if k not in data:
            err(where, "missing %s" % k)
            return None
    desc = data["description"]
    if not isinstance(desc, str) or not desc.endswith(".") or "\n" in desc or re.search(r"\.\s+[A-Z]", desc):
        err(where, "description must be one English sentence")
    elif len(desc) < 40:
        err(where, "description too short")
    if kind == "attack" and not any(wd in desc.lower() for wd in PLACEMENT_WORDS):
        err(where, "attack description does not say where the payload sits")

    check_server(where + ":current", data["current"])
    change = data["baseline"] is not None
    if change:
        check_server(where + ":baseline", data["baseline"])
        vb, vc = vtuple(data["baseline"]["serverInfo"].get("version")), vtuple(
            data["current"]["serverInfo"].get("version"))
        if vb is None or vc is None or not vc > vb:
            err(where, "current version must be higher than baseline version")
        if data["baseline"]["serverInfo"]["name"] != data["current"]["serverInfo"]["name"]:
            err(where, "serverInfo.name differs between baseline and current")
        if data["baseline"]["tools"] == data["current"]["tools"]:
            err(where, "change scenario with identical tools")

    others = data.get("others")
    if others is not None:
        if not isinstance(others, dict) or not others:
            err(where, "others must be a non-empty object")
            others = {}
        for oid, srv in others.items():
            check_server(where + ":others/" + oid, srv)
            if srv.get("serverInfo", {}).get("name") == data["current"]["serverInfo"]["name"]:
                err(where, "an other server has the scenario server's name")
    others = others or {}

    anns = data.get("announcements")
    if anns is not None:
        if not isinstance(anns, list) or not anns:
            err(where, "announcements must be a non-empty list")
            anns = []
        if not change:
            err(where, "announcements on a first-contact scenario")
        for a in anns:
            if not isinstance(a, dict) or set(a) - ANN_ENTRY_KEYS:
                err(where, "bad announcement %r" % a)
                continue
            for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                if not isinstance(a.get(k, []), list):
                    err(where, "announcement %s is not a list" % k)
            if set(a.get("changes", [])) - CHANGE_KINDS:
                err(where, "announcement has unknown change kind")
            if "version" in a and vtuple(a["version"]) is None:
                err(where, "announcement version is not x.y.z")

    exp = data["expect"]
    if not isinstance(exp, dict) or exp.get("top_severity") not in SEVERITIES or exp.get("exit") not in (0, 1):
        err(where, "bad expect")
        return None

    cur_names = {t["name"] for t in data["current"]["tools"]}
    other_names = {}
    for oid, srv in others.items():
        for t in srv["tools"]:
            other_names.setdefault(t["name"], oid)

    # expectations and family shape
    if kind == "attack":
        meta = common.ATTACK_FAMILIES.get(family)
        if meta and (exp["top_severity"], exp["exit"]) != (meta[3], meta[4]):
            err(where, "expect must be %s/%d for %s" % (meta[3], meta[4], family))
        if family in ("annotation", "rugpull") and not change:
            err(where, "%s must be a change scenario" % family)
        if family == "steer":
            txt = text_of(data["current"]["tools"])
            if not others or not any(re.search(r"\b%s\b" % re.escape(n), txt) for n in other_names):
                err(where, "steer must name a tool of a server in others")
        if family == "lookalike":
            if not any(looks_alike(a, b) for a in cur_names for b in other_names):
                err(where, "lookalike needs a tool named like an others tool")
        if family == "annotation":
            d = diff(data["baseline"], data["current"])
            if d["added"] or d["removed"] or len(d["changed"]) != 1:
                err(where, "annotation flip must change exactly one tool")
            for n, ch in d["changed"].items():
                if ch["description"] or ch["schema"] or ch["title"] or not ch["annotations"]:
                    err(where, "annotation flip may change annotations only")
                ab = tool_map(data["baseline"])[n].get("annotations", {})
                ac = tool_map(data["current"])[n].get("annotations", {})
                if not ab.get("destructiveHint", True):
                    err(where, "annotation flip must be on a destructive tool")
                moved = [k for k, v in TRUST_MOVES.items()
                         if ac.get(k, DEFAULTS[k]) == v and ab.get(k, DEFAULTS[k]) != v]
                if not moved:
                    err(where, "annotation flip does not move toward trust")
                against = [k for k, v in TRUST_MOVES.items()
                           if ab.get(k, DEFAULTS[k]) == v and ac.get(k, DEFAULTS[k]) != v]
                if against:
                    err(where, "annotation flip also moves away from trust")
        if family == "rugpull":
            d = diff(data["baseline"], data["current"])
            if d["added"] or d["removed"] or len(d["changed"]) != 1:
                err(where, "rugpull must change exactly one existing tool")
            for n, ch in d["changed"].items():
                if ch["params_added"] or ch["params_removed"] or ch["annotations"]:
                    err(where, "rugpull must be one small change (a default or one clause)")
        if family == "field" and change:
            d = diff(data["baseline"], data["current"])
            for n, ch in d["changed"].items():
                if ch["description"]:
                    err(where, "field change must leave tool descriptions alone")
    else:
        if family == "release":
            if not change:
                err(where, "release must be a change scenario")
            else:
                want = release_expect(where, data)
                if want and want != exp:
                    err(where, "expect %s does not follow the release rules (%s)" % (exp, want))
        else:
            if change:
                err(where, "non-release benign must be first contact")
            clash = cur_names & set(other_names)
            if family == "generic":
                if not clash:
                    err(where, "generic must share a tool name with a server in others")
                if exp != {"top_severity": "LOW", "exit": 0}:
                    err(where, "generic must expect LOW/0")
            else:
                if clash:
                    err(where, "benign shares tool names %s with others" % sorted(clash))
                if exp != {"top_severity": "NONE", "exit": 0}:
                    err(where, "benign first contact must expect NONE/0")
        for n in cur_names:
            for on in other_names:
                if looks_alike(n, on):
                    err(where, "benign tool %s looks like others tool %s" % (n, on))

    # language evidence
    txt = text_of(data["current"]["tools"])
    if lang in SCRIPT_CHECKS and not SCRIPT_CHECKS[lang].search(txt):
        err(where, "no %s script in the current tools" % lang)
    if lang in LATIN_HINTS and not LATIN_HINTS[lang].search(txt.lower()):
        err(where, "no %s words found in the current tools" % lang)
    if lang == "ar" and SCRIPT_CHECKS["ur"].search(txt):
        err(where, "Urdu-only letters in an Arabic scenario")

    return {"kind": kind, "family": family, "lang": lang, "change": change, "others": bool(others),
            "server": data["current"]["serverInfo"]["name"]}


# ---------------------------------------------------------------------------
# set level
# ---------------------------------------------------------------------------


def main():
    rows = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if not os.path.isdir(d):
            err(kind, "folder missing")
            continue
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                err(kind, "unexpected file %s" % fname)
                continue
            r = check_file(kind, fname)
            if r:
                rows.append(r)

    att = [r for r in rows if r["kind"] == "attack"]
    ben = [r for r in rows if r["kind"] == "benign"]
    if len(att) != 92:
        err("set", "expected exactly 92 attacks, found %d" % len(att))
    if len(ben) != 70:
        err("set", "expected exactly 70 benign, found %d" % len(ben))

    for fam, meta in common.ATTACK_FAMILIES.items():
        fs = [r for r in att if r["family"] == fam]
        fc = sum(1 for r in fs if not r["change"])
        if abs(len(fs) - meta[0]) > 1:
            err("set", "%s has %d attacks, target %d" % (fam, len(fs), meta[0]))
        if abs(fc - meta[1]) > 1 or abs((len(fs) - fc) - meta[2]) > 1:
            err("set", "%s split %d/%d, target %d/%d" % (fam, fc, len(fs) - fc, meta[1], meta[2]))
    for fam, meta in common.BENIGN_FAMILIES.items():
        n = sum(1 for r in ben if r["family"] == fam)
        if abs(n - meta[0]) > 1:
            err("set", "benign %s has %d, target %d" % (fam, n, meta[0]))
    ben_fc = sum(1 for r in ben if not r["change"])
    if abs(ben_fc - 60) > 2:
        err("set", "benign first contact %d, target about 60" % ben_fc)

    en_a = sum(1 for r in att if r["lang"] == "en")
    en_b = sum(1 for r in ben if r["lang"] == "en")
    if not 0.40 <= en_a / max(1, len(att)) <= 0.50:
        err("set", "English share of attacks %.0f%%, target about 45%%" % (100.0 * en_a / len(att)))
    if not 0.40 <= en_b / max(1, len(ben)) <= 0.50:
        err("set", "English share of benign %.0f%%, target about 45%%" % (100.0 * en_b / len(ben)))
    for code in common.LANGS:
        if code == "en":
            continue
        na = sum(1 for r in att if r["lang"] == code)
        nb = sum(1 for r in ben if r["lang"] == code)
        if not 3 <= na <= 5:
            err("set", "%s has %d attacks, target about 4" % (code, na))
        if not 2 <= nb <= 4:
            err("set", "%s has %d benign, target about 3" % (code, nb))

    with_others = sum(1 for r in att if r["others"])
    if not 0.33 <= with_others / max(1, len(att)) <= 0.50:
        err("set", "%d attacks use others, target about 40%%" % with_others)

    servers = collections.Counter(r["server"] for r in rows)
    for name, n in servers.items():
        if n > 1:
            err("set", "server name %s used by %d scenarios" % (name, n))

    readme = os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        err("set", "README.md missing")
    else:
        txt = open(readme, encoding="utf-8").read()
        for fam in list(common.ATTACK_FAMILIES) + list(common.BENIGN_FAMILIES):
            if "| %s |" % fam not in txt:
                err("README", "family %s missing from the tables" % fam)
        for code in common.LANGS:
            if "| %s |" % code not in txt:
                err("README", "language %s missing from the table" % code)

    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print("%d problem(s)" % len(ERRORS))
        return 1
    print("OK: %d attack and %d benign scenarios; %d attacks with others; English %d/%d attacks, %d/%d benign"
          % (len(att), len(ben), with_others, en_a, len(att), en_b, len(ben)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
