#!/usr/bin/env python3
"""Check every file of set zzzv against the rules of the brief. Exit 0 when all pass.

The checks read the written JSON files only (they do not trust the generator's registry),
except for the family targets, which come from common.py.
"""

import json
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, HIGH_FAMILIES  # noqa: E402

ERRORS = []

NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOL_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
VERSION_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"]
ANN_ITEM_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
SCRIPT_RANGES = {
    "uk": (0x0400, 0x04FF),
    "he": (0x0590, 0x05FF),
    "hi": (0x0900, 0x097F),
    "ta": (0x0B80, 0x0BFF),
    "ko": (0xAC00, 0xD7AF),
}
CYR = "[\u0400-\u04FF]"
LAT = "[A-Za-z]"
MIXED_RE = re.compile("(?:%s%s)|(?:%s%s)" % (CYR, LAT, LAT, CYR))
URL_RE = re.compile(r"https?://|sftp://|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]")


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


def ver(v):
    m = VERSION_RE.match(v or "")
    return tuple(int(x) for x in m.groups()) if m else None


def strings(obj):
    """Every string (keys and values) inside obj."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            for s in strings(v):
                yield s
    elif isinstance(obj, list):
        for v in obj:
            for s in strings(v):
                yield s


# ---------------------------------------------------------------- structure

def check_schema(where, schema, top=False):
    if not isinstance(schema, dict):
        err(where, "schema is not an object")
        return
    if top and schema.get("type") != "object":
        err(where, "inputSchema type must be object")
    props = schema.get("properties")
    if schema.get("type") == "object":
        if not isinstance(props, dict):
            err(where, "object schema without properties")
            return
        for name, p in props.items():
            w = "%s.%s" % (where, name)
            if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name):
                err(w, "parameter name is not an ASCII identifier")
            if not isinstance(p, dict):
                err(w, "property is not an object")
                continue
            if "type" not in p or "description" not in p:
                err(w, "property needs type and description")
            if not isinstance(p.get("description", ""), str) or not p.get("description"):
                err(w, "empty description")
            if "enum" in p:
                if not isinstance(p["enum"], list) or not p["enum"]:
                    err(w, "bad enum")
                elif "default" in p and p["default"] not in p["enum"]:
                    err(w, "default not in enum")
            if p.get("type") == "object":
                check_schema(w, p)
            if p.get("type") == "array":
                if not isinstance(p.get("items"), dict) or "type" not in p["items"]:
                    err(w, "array without typed items")
        req = schema.get("required", [])
        if not isinstance(req, list) or any(r not in props for r in req):
            err(where, "required names unknown properties")


def check_tool(where, t):
    if not isinstance(t, dict):
        err(where, "tool is not an object")
        return
    extra = set(t) - TOOL_KEYS
    if extra:
        err(where, "unexpected tool keys %s" % sorted(extra))
    if not TOOL_NAME_RE.match(t.get("name", "")):
        err(where, "bad tool name %r" % t.get("name"))
    if not isinstance(t.get("description"), str) or not t["description"].strip():
        err(where, "missing description")
    check_schema(where + "/" + t.get("name", "?"), t.get("inputSchema"), top=True)
    if "outputSchema" in t and not isinstance(t["outputSchema"], dict):
        err(where, "outputSchema is not an object")
    a = t.get("annotations")
    if a is not None:
        if not isinstance(a, dict) or set(a) - ANN_KEYS:
            err(where, "bad annotations")
        else:
            for h in HINTS:
                if h in a and not isinstance(a[h], bool):
                    err(where, "hint %s not boolean" % h)
            if "title" in a and not isinstance(a["title"], str):
                err(where, "annotation title not a string")


def check_server(where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(where, "server must have exactly serverInfo and tools")
        return
    si = s["serverInfo"]
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not si.get("name"):
        err(where, "serverInfo.name missing")
    if ver(si.get("version")) is None:
        err(where, "serverInfo.version is not x.y.z")
    tools = s["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(where, "servers have 1-6 tools")
        return
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(names) != len(set(names)):
        err(where, "duplicate tool names")
    for t in tools:
        check_tool(where, t)


# ---------------------------------------------------------------- diffs

def params(t):
    out = {}

    def walk(schema, prefix):
        if not isinstance(schema, dict):
            return
        for k, v in (schema.get("properties") or {}).items():
            out[prefix + k] = v
            walk(v, prefix + k + ".")
            if isinstance(v, dict) and isinstance(v.get("items"), dict):
                walk(v["items"], prefix + k + "[].")
    walk(t.get("inputSchema"), "")
    return out


def tool_map(s):
    return {t["name"]: t for t in s["tools"]}


def expected_release(sc, where):
    b, c = tool_map(sc["baseline"]), tool_map(sc["current"])
    anns = sc.get("announcements") or []
    v = sc["current"]["serverInfo"]["version"]
    if set(b) - set(c):
        err(where, "honest release removes a tool")
    medium = False
    low = False
    for name in set(c) - set(b):
        if not any(name in a.get("addsTool", []) and a.get("version", v) == v for a in anns):
            low = True
    for name in set(c) & set(b):
        bt, ct = b[name], c[name]
        if bt == ct:
            continue
        bp, cp = params(bt), params(ct)
        if set(bp) - set(cp):
            err(where, "honest release removes a parameter")
        for p in sorted(set(cp) - set(bp)):
            leaf = p.split(".")[-1]
            if not any(a.get("tool") == name and leaf in a.get("addsParam", []) and
                       "inputSchema" in a.get("changes", []) and a.get("version", v) == v for a in anns):
                medium = True
        if bt.get("description") != ct.get("description"):
            if not any(a.get("tool") == name and "description" in a.get("changes", []) and
                       a.get("version", v) == v for a in anns):
                medium = True
        for k in ("title", "annotations", "outputSchema"):
            if bt.get(k) != ct.get(k):
                err(where, "honest release changes %s of %s" % (k, name))
        for p in set(bp) & set(cp):
            a_, b_ = dict(bp[p]), dict(cp[p])
            a_.pop("properties", None)
            b_.pop("properties", None)
            if a_ != b_:
                err(where, "honest release changes existing parameter %s" % p)
    if medium:
        return {"top_severity": "MEDIUM", "exit": 1}
    if low:
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "NONE", "exit": 0}


def edit1(a, b):
    if a == b:
        return False
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def lookalike_of(name, other):
    if name == other:
        return False
    if edit1(name, other):
        return True
    for suf in ("_v2", "_v1", "_v3", "_pro", "_new", "2"):
        if name == other + suf:
            return True
    return False


# ---------------------------------------------------------------- per file

def check_file(kind, fname, path, stats):
    where = "%s/%s" % (kind, fname)
    m = NAME_RE.match(fname)
    if not m:
        err(where, "bad file name")
        return
    family, lang, _ = m.groups()
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    if family not in fams:
        err(where, "unknown family %s" % family)
        return
    if lang not in LANGS:
        err(where, "unknown language %s" % lang)
        return
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(where, "file is not pure ASCII")
        return
    try:
        sc = json.loads(raw.decode("ascii"))
    except ValueError as e:
        err(where, "invalid JSON: %s" % e)
        return
    if not isinstance(sc, dict):
        err(where, "not one object")
        return
    if set(sc) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(sc):
        err(where, "top-level keys %s" % sorted(sc))
        return

    d = sc["description"]
    if not isinstance(d, str) or not d.endswith(".") or len(re.findall(r"[.!?](?:\s|$)", d)) != 1:
        err(where, "description must be one sentence ending with a period")
    if not d[:1].isupper():
        err(where, "description should start with a capital letter")

    check_server(where + ":current", sc["current"])
    first = sc["baseline"] is None
    if not first:
        check_server(where + ":baseline", sc["baseline"])
        vb = ver(sc["baseline"]["serverInfo"]["version"])
        vc = ver(sc["current"]["serverInfo"]["version"])
        if vb and vc and not vc > vb:
            err(where, "current version must be higher than the baseline version")
        if sc["baseline"]["tools"] == sc["current"]["tools"]:
            err(where, "change scenario without a tool change")
        if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
            err(where, "server name changes between baseline and current")

    for a in sc.get("announcements") or []:
        if not isinstance(a, dict) or set(a) - ANN_ITEM_KEYS:
            err(where, "bad announcement keys")
            continue
        for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
            if not isinstance(a.get(k, []), list):
                err(where, "announcement %s must be a list" % k)
        if any(c not in ("description", "inputSchema", "annotations", "endpoint") for c in a.get("changes", [])):
            err(where, "unknown announcement change kind")
        if "version" in a and a["version"] != sc["current"]["serverInfo"]["version"]:
            err(where, "announcement version does not match current version")
    if sc.get("announcements") is not None and first:
        err(where, "announcements on a first contact")

    oth = sc.get("others")
    cur_names = set(tool_map(sc["current"]))
    overlap = set()
    if oth is not None:
        if not isinstance(oth, dict) or not oth:
            err(where, "others must be a non-empty object")
        else:
            for sid, srv in oth.items():
                check_server("%s:others.%s" % (where, sid), srv)
                overlap |= cur_names & set(t["name"] for t in srv["tools"])

    # characters
    all_text = list(strings(sc))
    for s in all_text:
        for ch in s:
            cat = unicodedata.category(ch)
            if cat == "Cf" or (cat == "Cc" and ch not in "\n\t"):
                err(where, "invisible or control character U+%04X" % ord(ch))
                break
        if MIXED_RE.search(s):
            err(where, "Cyrillic letter next to a Latin letter: %r" % MIXED_RE.search(s).group(0))
    cur_text = "\n".join(strings(sc["current"]))
    if lang in SCRIPT_RANGES:
        lo, hi = SCRIPT_RANGES[lang]
        if not any(lo <= ord(ch) <= hi for ch in cur_text):
            err(where, "no text in the %s script" % LANGS[lang])
    if lang == "en":
        try:
            cur_text.encode("ascii")
        except UnicodeEncodeError:
            err(where, "English scenario with non-ASCII text")

    exp = sc["expect"]
    if not isinstance(exp, dict) or set(exp) != {"top_severity", "exit"} or \
            exp.get("top_severity") not in SEVERITIES or exp.get("exit") not in (0, 1):
        err(where, "bad expect")
        return

    # expectations and family rules
    if kind == "attack":
        want = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
        if exp != {"top_severity": want, "exit": 1}:
            err(where, "attack of family %s must expect %s/1" % (family, want))
        if overlap:
            err(where, "attack repeats another server's exact tool name %s" % sorted(overlap))
        if family in ("steer", "lookalike") and not oth:
            err(where, "%s needs others" % family)
        if family in ("annotation", "rugpull") and first:
            err(where, "%s must be a change scenario" % family)
        if family == "steer":
            other_tools = set(t["name"] for s in oth.values() for t in s["tools"])
            if not any(n in cur_text for n in other_tools):
                err(where, "steer scenario does not name a tool of another server")
        if family == "lookalike":
            other_tools = [t["name"] for s in oth.values() for t in s["tools"]]
            if not any(lookalike_of(n, o) for n in cur_names for o in other_tools):
                err(where, "no look-alike tool name")
        if family == "annotation":
            b, c = tool_map(sc["baseline"]), tool_map(sc["current"])
            changed = [n for n in c if b.get(n) != c[n]]
            if len(changed) != 1 or set(b) != set(c):
                err(where, "annotation flip must change exactly one tool")
            else:
                bt, ct = b[changed[0]], c[changed[0]]
                if {k: v for k, v in bt.items() if k != "annotations"} != \
                        {k: v for k, v in ct.items() if k != "annotations"}:
                    err(where, "annotation flip changes more than annotations")
                ba, ca_ = bt.get("annotations", {}), ct.get("annotations", {})
                if ba.get("title") != ca_.get("title"):
                    err(where, "annotation flip changes the annotation title")
                if ba.get("destructiveHint", True) is not True:
                    err(where, "annotation flip baseline must be destructive")
                if not (ca_.get("readOnlyHint") is True or ca_.get("destructiveHint") is False):
                    err(where, "annotation flip must move toward trust")
        if family == "rugpull":
            b, c = tool_map(sc["baseline"]), tool_map(sc["current"])
            changed = [n for n in c if b.get(n) != c[n]]
            if len(changed) != 1 or set(b) != set(c):
                err(where, "rug pull must change exactly one existing tool")
            else:
                bt, ct = b[changed[0]], c[changed[0]]
                if bt.get("description") != ct.get("description"):
                    if {k: v for k, v in bt.items() if k != "description"} != \
                            {k: v for k, v in ct.items() if k != "description"}:
                        err(where, "rug pull changes description and more")
                    elif len(ct["description"]) - len(bt["description"]) > 160:
                        err(where, "rug pull clause is not small")
                else:
                    bp, cp = params(bt), params(ct)
                    diffs = [p for p in cp if bp.get(p) != cp[p]]
                    if set(bp) != set(cp) or len(diffs) != 1 or \
                            {k: v for k, v in bp[diffs[0]].items() if k != "default"} != \
                            {k: v for k, v in cp[diffs[0]].items() if k != "default"}:
                        err(where, "rug pull must change one default or add one clause")
        if family == "field":
            for t in sc["current"]["tools"]:
                if URL_RE.search(t["description"]) and "crashscope.dev" not in t["description"]:
                    err(where, "field attack has a destination in a tool description")
                for w in ("~/", "id_rsa", ".env", "assistant"):
                    if w in t["description"]:
                        err(where, "field attack has payload words in a tool description")
            if not first:
                b, c = tool_map(sc["baseline"]), tool_map(sc["current"])
                for n in c:
                    if n in b and b[n]["description"] != c[n]["description"]:
                        err(where, "field change touches a tool description")
    else:
        if overlap and family != "generic":
            err(where, "benign case repeats another server's tool name %s" % sorted(overlap))
        if family == "generic":
            if not overlap:
                err(where, "generic case without a shared tool name")
            if exp != {"top_severity": "LOW", "exit": 0}:
                err(where, "generic must expect LOW/0")
        elif family == "release":
            if first:
                err(where, "release must be a change scenario")
            else:
                want = expected_release(sc, where)
                if exp != want:
                    err(where, "release expects %s but the rules give %s" % (exp, want))
        else:
            if not first:
                err(where, "benign %s should be first contact" % family)
            if exp != {"top_severity": "NONE", "exit": 0}:
                err(where, "benign first contact must expect NONE/0")

    stats.append({"kind": kind, "family": family, "lang": lang, "first": first,
                  "others": bool(oth)})


# ---------------------------------------------------------------- totals

def check_totals(stats):
    atk = [s for s in stats if s["kind"] == "attack"]
    ben = [s for s in stats if s["kind"] == "benign"]
    if len(atk) != 92:
        err("totals", "expected exactly 92 attacks, found %d" % len(atk))
    if len(ben) != 70:
        err("totals", "expected exactly 70 benign cases, found %d" % len(ben))
    for fam, (n, fc, ch, _, _) in ATTACK_FAMILIES.items():
        rows = [s for s in atk if s["family"] == fam]
        f = sum(1 for s in rows if s["first"])
        if abs(len(rows) - n) > 1:
            err("totals", "%s: %d attacks, target %d" % (fam, len(rows), n))
        if abs(f - fc) > 1 or abs((len(rows) - f) - ch) > 1:
            err("totals", "%s: split %d/%d, target %d/%d" % (fam, f, len(rows) - f, fc, ch))
    for fam, (n, _) in BENIGN_FAMILIES.items():
        rows = [s for s in ben if s["family"] == fam]
        if abs(len(rows) - n) > 1:
            err("totals", "benign %s: %d, target %d" % (fam, len(rows), n))
    bfc = sum(1 for s in ben if s["first"])
    if not 56 <= bfc <= 64:
        err("totals", "benign first contact %d, about 60 wanted" % bfc)
    for kind, rows, lo, hi in (("attack", atk, 3, 5), ("benign", ben, 2, 4)):
        en = sum(1 for s in rows if s["lang"] == "en") * 1.0 / max(1, len(rows))
        if not 0.35 <= en <= 0.55:
            err("totals", "%s English share %.2f" % (kind, en))
        for lang in LANGS:
            if lang == "en":
                continue
            c = sum(1 for s in rows if s["lang"] == lang)
            if not lo <= c <= hi:
                err("totals", "%s %s count %d outside %d-%d" % (kind, lang, c, lo, hi))
    share = sum(1 for s in atk if s["others"]) * 1.0 / max(1, len(atk))
    if not 0.30 <= share <= 0.50:
        err("totals", "share of attacks with others %.2f, about 0.40 wanted" % share)


def main():
    stats = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if not os.path.isdir(d):
            err(kind, "folder missing")
            continue
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                err("%s/%s" % (kind, fname), "unexpected file")
                continue
            check_file(kind, fname, os.path.join(d, fname), stats)
    check_totals(stats)
    rd = os.path.join(ROOT, "README.md")
    if not os.path.isfile(rd):
        err("README.md", "missing")
    else:
        text = open(rd, encoding="utf-8").read()
        for fam in list(ATTACK_FAMILIES) + list(BENIGN_FAMILIES):
            if "| %s |" % fam not in text:
                err("README.md", "family %s missing from the tables" % fam)
    if ERRORS:
        for e in ERRORS:
            print("FAIL " + e)
        print("%d problem(s)" % len(ERRORS))
        return 1
    a = sum(1 for s in stats if s["kind"] == "attack")
    b = sum(1 for s in stats if s["kind"] == "benign")
    print("OK: %d attack and %d benign scenarios pass every check" % (a, b))
    return 0


if __name__ == "__main__":
    sys.exit(main())
