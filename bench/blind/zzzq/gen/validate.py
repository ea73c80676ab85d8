# -*- coding: utf-8 -*-
"""Checks every file of test set zzzq against the rules of the brief.
Exit 0 when everything passes, 1 otherwise (each problem printed)."""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import generate  # noqa: E402

ERRORS = []


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


SEMVER = re.compile(r"^\d+\.\d+\.\d+$")
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
JSON_TYPES = {"string", "number", "integer", "boolean", "object", "array", "null"}

CYR = "\u0400-\u04ff"
LAT = "A-Za-z"
ADJ = re.compile(r"[%s][%s]|[%s][%s]" % (LAT, CYR, CYR, LAT))

SCRIPT = {
    "ru": re.compile(r"[\u0400-\u04ff]"), "bg": re.compile(r"[\u0400-\u04ff]"), "sr": re.compile(r"[\u0400-\u04ff]"),
    "fa": re.compile(r"[\u0600-\u06ff]"), "ur": re.compile(r"[\u0600-\u06ff]"),
    "bn": re.compile(r"[\u0980-\u09ff]"), "zh": re.compile(r"[\u4e00-\u9fff]"),
    "pt": re.compile(r"[\u00e3\u00f5\u00e7\u00e1\u00e9\u00ed\u00f3\u00fa\u00e2\u00ea\u00f4]"),
    "es": re.compile(r"[\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00bf\u00a1]"),
    "cs": re.compile(r"[\u011b\u0161\u010d\u0159\u017e\u016f\u00fd\u00e1\u00ed\u00e9]"),
    "sk": re.compile(r"[\u00e4\u00f4\u013e\u013a\u0155\u0161\u010d\u017e\u00fd\u00e1\u00ed\u00e9]"),
    "ro": re.compile(r"[\u0103\u00e2\u00ee\u0219\u021b]"),
    "hu": re.compile(r"[\u0151\u0171\u00f6\u00fc\u00e1\u00e9\u00ed\u00f3\u00fa]"),
}
MALAY_WORDS = re.compile(r"\b(dan|untuk|yang|dengan|pelanggan|jangan|apabila|dahulu)\b")
# Cyrillic-script languages whose text must not trip a homoglyph check; Serbian is Cyrillic here.


# ---------------------------------------------------------------- helpers
def strings(o, keys=True):
    """Every string in a JSON value (values and, if keys, object keys)."""
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for k, v in o.items():
            if keys:
                yield k
            yield from strings(v, keys)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v, keys)


def locations(o, needle, path=()):
    """(path, kind) for each place the needle occurs: kind 'key' or 'value'."""
    if isinstance(o, str):
        if needle in o:
            yield path, "value"
    elif isinstance(o, dict):
        for k, v in o.items():
            if needle in k:
                yield path + (k,), "key"
            yield from locations(v, needle, path + (k,))
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from locations(v, needle, path + (i,))


def check_props(where, props, depth=0):
    if not isinstance(props, dict):
        err(where, "properties is not an object")
        return
    for pname, p in props.items():
        w = "%s.%s" % (where, pname)
        if not IDENT.match(pname):
            err(w, "parameter name is not an ASCII identifier")
        if not isinstance(p, dict):
            err(w, "property is not an object")
            continue
        if p.get("type") not in JSON_TYPES:
            err(w, "property without a valid type")
        if not isinstance(p.get("description"), str) or not p["description"].strip():
            err(w, "property without a description")
        if "enum" in p and (not isinstance(p["enum"], list) or not p["enum"]):
            err(w, "bad enum")
        if p.get("type") == "object":
            check_props(w, p.get("properties", {}), depth + 1)
        if p.get("type") == "array":
            it = p.get("items")
            if not isinstance(it, dict) or "type" not in it:
                err(w, "array without items.type")
            elif it.get("type") == "object" and "properties" in it:
                check_props(w + "[]", it["properties"], depth + 1)


def check_server(where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(where, "server must have exactly serverInfo and tools")
        return
    si = s["serverInfo"]
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not SEMVER.match(str(si.get("version", ""))):
        err(where, "bad serverInfo")
    tools = s["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(where, "a server needs 1-6 tools")
        return
    names = [t.get("name") for t in tools]
    if len(set(names)) != len(names):
        err(where, "duplicate tool names")
    for t in tools:
        w = "%s/%s" % (where, t.get("name"))
        if set(t) - TOOL_KEYS:
            err(w, "unknown tool keys %s" % sorted(set(t) - TOOL_KEYS))
        if not IDENT.match(t.get("name", "")):
            err(w, "tool name is not an ASCII identifier")
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(w, "tool without description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(w, "inputSchema must be an object schema with properties")
        else:
            check_props(w, sch["properties"])
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(w, "required %s not in properties" % r)
        if "outputSchema" in t:
            os_ = t["outputSchema"]
            if not isinstance(os_, dict) or os_.get("type") != "object":
                err(w, "outputSchema must be an object schema")
            else:
                check_props(w + "#out", os_.get("properties", {}))
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(w, "bad annotations")
            else:
                for k in ANN_KEYS - {"title"}:
                    if k in a and not isinstance(a[k], bool):
                        err(w, "annotation %s not boolean" % k)


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def lookalike(a, b):
    if a == b:
        return False
    for suf in ("_v2", "_v1", "_pro", "_plus", "_new", "2"):
        if a == b + suf or b == a + suf:
            return True
    return edit_distance(a, b) <= 1


def hint(ann, key):
    defaults = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}
    return (ann or {}).get(key, defaults[key])


# ---------------------------------------------------------------- per file
def check_file(d, fname, text, sc):
    where = "%s/%s" % (d, fname)
    try:
        text.encode("ascii")
    except UnicodeEncodeError:
        err(where, "not pure ASCII")
    m = FNAME.match(fname)
    if not m:
        err(where, "bad file name")
        return
    fam, lang, _ = m.groups()
    fams = common.ATTACK_FAMILIES if d == "attack" else common.BENIGN_FAMILIES
    if fam not in fams:
        err(where, "unknown family %s" % fam)
    if lang not in common.LANGS:
        err(where, "unknown language %s" % lang)
    if fam != sc["family"] or lang != sc["lang"]:
        err(where, "file name does not match scenario")
    o = json.loads(text)
    if not isinstance(o, dict) or set(o) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(o):
        err(where, "bad top-level keys")
        return
    desc = o["description"]
    if not isinstance(desc, str) or "\n" in desc or not desc.endswith(".") or desc.count(". ") or not 40 <= len(desc) <= 320:
        err(where, "description must be one English sentence")
    try:
        desc.encode("ascii")
    except UnicodeEncodeError:
        err(where, "description not ASCII English")
    base, cur = o["baseline"], o["current"]
    check_server(where + "#current", cur)
    if base is not None:
        check_server(where + "#baseline", base)
        if common.semver_tuple(cur["serverInfo"]["version"]) <= common.semver_tuple(base["serverInfo"]["version"]):
            err(where, "current version must be higher than baseline")
        if base["tools"] == cur["tools"]:
            err(where, "change scenario without a tool change")
        if base["serverInfo"]["name"] != cur["serverInfo"]["name"]:
            err(where, "server name changed between baseline and current")
    others = o.get("others", {})
    for oid, s in others.items():
        check_server(where + "#others." + oid, s)
        if s != common.OTHERS.get(oid):
            err(where, "others.%s differs from common.OTHERS" % oid)
    anns = o.get("announcements")
    if anns is not None:
        if base is None:
            err(where, "announcements on a first contact")
        for a in anns:
            if set(a) - ANNOUNCE_KEYS or "version" not in a:
                err(where, "bad announcement %r" % a)
            elif a["version"] != cur["serverInfo"]["version"] and d == "benign":
                err(where, "benign announcement version does not match the release")
    exp = o["expect"]
    if set(exp) != {"top_severity", "exit"} or exp["top_severity"] not in common.SEVERITIES or exp["exit"] not in (0, 1):
        err(where, "bad expect")
    elif exp["exit"] != (1 if common.SEVERITIES.index(exp["top_severity"]) >= 2 else 0):
        err(where, "exit does not follow severity")

    # expectation rules, re-derived
    if d == "attack":
        want = {"top_severity": common.ATTACK_FAMILIES[fam][3], "exit": 1}
    elif fam == "generic":
        want = {"top_severity": "LOW", "exit": 0}
    elif fam == "release":
        want = common.release_expectation(base, cur, anns or [])
    else:
        want = {"top_severity": "NONE", "exit": 0}
    if exp != want:
        err(where, "expect %r, rules say %r" % (exp, want))
    if d == "benign" and fam != "release" and base is not None:
        err(where, "only release benign cases are changes")
    if d == "benign" and fam == "release" and base is None:
        err(where, "release must be a change")

    # text checks over everything
    all_text = list(strings(cur)) + (list(strings(base)) if base else [])
    for s in all_text:
        mm = ADJ.search(s)
        if mm:
            err(where, "Cyrillic letter adjacent to a Latin letter: %r" % s[max(0, mm.start() - 10):mm.end() + 10])
        for i, ch in enumerate(s):
            cat = unicodedata.category(ch)
            if cat in ("Cf", "Cc") and ch not in "\n\t":
                if ch == "\u200c" and lang == "fa":
                    continue
                if ch == "\u200d" and 0 < i < len(s) - 1 and ord(s[i - 1]) > 0x1F000:
                    continue
                err(where, "invisible/control character U+%04X" % ord(ch))
    if lang != "en":
        joined = " ".join(strings(cur, keys=False))
        if lang == "ms":
            if len(MALAY_WORDS.findall(joined)) < 2:
                err(where, "no Malay text found")
        elif not SCRIPT[lang].search(joined):
            err(where, "no %s text found" % common.LANGS[lang])

    cur_names = {t["name"] for t in cur["tools"]}
    other_names = {t["name"]: oid for oid, s in others.items() for t in s["tools"]}
    shared = cur_names & set(other_names)

    # benign specifics
    if d == "benign":
        if fam == "generic" and not shared:
            err(where, "generic case without a tool name shared with others")
        if fam != "generic" and shared:
            err(where, "benign case shares tool names %s with others" % sorted(shared))
        text_cur = " ".join(strings(cur, keys=False))
        for n in other_names:
            if n in cur_names:
                continue
            if "_" in n and re.search(r"\b%s\b" % re.escape(n), text_cur):
                err(where, "benign text names another server's tool %s" % n)
        for n in cur_names:
            for on in other_names:
                if lookalike(n, on):
                    err(where, "benign tool %s looks like others' %s" % (n, on))
        if "<!--" in text_cur:
            err(where, "HTML comment in a benign case")

    # attack specifics
    if d == "attack":
        if fam in ("annotation", "rugpull") and base is None:
            err(where, "%s must be a change" % fam)
        for pl in sc["payload"]:
            if not list(locations(cur, pl)):
                err(where, "payload %r not found in current" % pl)
            if base is not None and list(locations(base, pl)):
                err(where, "payload %r already in baseline" % pl)
        if fam not in ("lookalike", "annotation") and not sc["payload"]:
            err(where, "attack without a declared payload")
        if fam == "field":
            for pl in sc["payload"]:
                locs = list(locations(cur, pl))
                for path, kind in locs:
                    if len(path) == 3 and path[0] == "tools" and path[2] == "description":
                        err(where, "field payload sits in a tool description")
                    if path and path[-1] == "description" and "inputSchema" in path:
                        err(where, "field payload sits in a parameter description")
                wh = sc["where"]
                ok = False
                for path, kind in locs:
                    p = [x for x in path]
                    if wh == "default" and p[-1] == "default":
                        ok = True
                    if wh == "enum" and "enum" in p:
                        ok = True
                    if wh == "param_name" and kind == "key" and len(p) >= 2 and p[-2] == "properties":
                        ok = True
                    if wh == "title" and p[-1] == "title":
                        ok = True
                    if wh == "outputSchema" and "outputSchema" in p:
                        ok = True
                    if wh == "nested" and "inputSchema" in p and p.count("properties") >= 2:
                        ok = True
                if not ok:
                    err(where, "field payload not found at a %s location" % wh)
        if fam == "steer":
            if not others:
                err(where, "steer without others")
            text_cur = " ".join(strings(cur, keys=False))
            if not any(re.search(r"\b%s\b" % re.escape(n), text_cur) for n in other_names):
                err(where, "steer text names no tool of another server")
        if fam == "lookalike":
            if not any(lookalike(n, on) for n in cur_names for on in other_names):
                err(where, "no look-alike tool name")
            text_cur = " ".join(strings(cur, keys=False))
            if not any(re.search(r"\b%s\b" % re.escape(on), text_cur) for on in other_names):
                err(where, "look-alike does not name the tool it replaces")
        if fam == "annotation":
            bt = {t["name"]: t for t in base["tools"]}
            flipped = False
            for t in cur["tools"]:
                b = bt.get(t["name"])
                if b is None:
                    err(where, "annotation case adds a tool")
                    continue
                tb = dict(b); tb.pop("annotations", None)
                tc = dict(t); tc.pop("annotations", None)
                if tb != tc:
                    err(where, "annotation case changes more than annotations")
                if b.get("annotations") != t.get("annotations"):
                    if not hint(b.get("annotations"), "destructiveHint") or hint(b.get("annotations"), "readOnlyHint"):
                        err(where, "annotation flip on a tool that was not destructive")
                    ba, ca = b.get("annotations"), t.get("annotations")
                    if (hint(ca, "readOnlyHint") and not hint(ba, "readOnlyHint")) or \
                       (not hint(ca, "destructiveHint") and hint(ba, "destructiveHint")) or \
                       (hint(ca, "idempotentHint") and not hint(ba, "idempotentHint")) or \
                       (not hint(ca, "openWorldHint") and hint(ba, "openWorldHint")):
                        flipped = True
            if not flipped:
                err(where, "no annotation moved toward trust")
        if fam == "rugpull":
            chs = common.diff_manifests(base, cur)
            tools_changed = {c["tool"] for c in chs}
            if len(tools_changed) != 1:
                err(where, "rugpull must change exactly one tool")


def main():
    items = generate.build_all()
    expected_files = {(d, f): (text, sc) for d, f, text, sc in items}
    # files on disk
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        if not os.path.isdir(p):
            err(d, "missing folder")
            continue
        for f in sorted(os.listdir(p)):
            if (d, f) not in expected_files:
                err("%s/%s" % (d, f), "stale or unknown file")
    for (d, f), (text, sc) in sorted(expected_files.items()):
        path = os.path.join(ROOT, d, f)
        if not os.path.exists(path):
            err(path, "missing; run generate.py")
            continue
        with open(path, "rb") as fh:
            disk = fh.read().decode("ascii", errors="replace")
        if disk != text:
            err(path, "differs from the generator output; run generate.py")
        check_file(d, f, disk, sc)

    scs = [sc for _, _, _, sc in items]
    att = [s for s in scs if s["kind"] == "attack"]
    ben = [s for s in scs if s["kind"] == "benign"]
    if len(att) != 92:
        err("set", "%d attacks, want 92" % len(att))
    if len(ben) != 70:
        err("set", "%d benign, want 70" % len(ben))
    for fam, (tgt, tfc, tch, _, _) in common.ATTACK_FAMILIES.items():
        xs = [s for s in att if s["family"] == fam]
        nfc = sum(1 for s in xs if s["baseline"] is None)
        if abs(len(xs) - tgt) > 1:
            err("set", "attack family %s has %d, target %d" % (fam, len(xs), tgt))
        if abs(nfc - tfc) > 1 or abs((len(xs) - nfc) - tch) > 1:
            err("set", "attack family %s split %d/%d, target %d/%d" % (fam, nfc, len(xs) - nfc, tfc, tch))
    for fam, (tgt, _) in common.BENIGN_FAMILIES.items():
        n = sum(1 for s in ben if s["family"] == fam)
        if abs(n - tgt) > 1:
            err("set", "benign family %s has %d, target %d" % (fam, n, tgt))
    bfc = sum(1 for s in ben if s["baseline"] is None)
    if not 58 <= bfc <= 62:
        err("set", "benign first contact %d, want about 60" % bfc)
    en = sum(1 for s in scs if s["lang"] == "en")
    if not 0.40 <= en / len(scs) <= 0.50:
        err("set", "English share %.2f, want about 0.45" % (en / len(scs)))
    for code in common.LANGS:
        if code == "en":
            continue
        a = sum(1 for s in att if s["lang"] == code)
        b = sum(1 for s in ben if s["lang"] == code)
        if not 3 <= a <= 5 or not 2 <= b <= 4:
            err("set", "language %s has %d attacks / %d benign" % (code, a, b))
    wo = sum(1 for s in att if s["others"])
    if not 0.33 <= wo / len(att) <= 0.50:
        err("set", "attacks with others %.2f, want about 0.40" % (wo / len(att)))
    # vendors/servers reused across scenarios should be distinct
    names = collections.Counter(s["current"]["serverInfo"]["name"] for s in scs)
    for n, c in names.items():
        if c > 1:
            err("set", "server name %s used by %d scenarios" % (n, c))
    if not os.path.exists(os.path.join(ROOT, "README.md")):
        err("set", "README.md missing")
    else:
        with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as fh:
            if fh.read() != generate.readme(items):
                err("README.md", "differs from the generator output; run generate.py")

    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print("%d problem(s)" % len(ERRORS))
        sys.exit(1)
    print("OK: %d attack and %d benign files pass (first contact %d/%d, change %d/%d; English %d of %d; attacks with others %d)" % (
        len(att), len(ben),
        sum(1 for s in att if s["baseline"] is None), sum(1 for s in ben if s["baseline"] is None),
        sum(1 for s in att if s["baseline"] is not None), sum(1 for s in ben if s["baseline"] is not None),
        en, len(scs), wo))


if __name__ == "__main__":
    main()
