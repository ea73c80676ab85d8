#!/usr/bin/env python3
"""Check every file of set zzzp against the rules of the brief. Exit 0 when all checks pass."""
import collections
import glob
import json
import os
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import (ROOT, HERE, LANGS, ATTACK_FAMILIES, BENIGN_FAMILIES, OTHER_SERVERS,  # noqa: E402
                    expected, manifest_changes, covered, shared_names, texts_of_tool, server_text,
                    version_tuple, dumps, to_json_obj, file_name)

ERRORS = []
INFO = []


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOL_NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
SEMVER_RE = re.compile(r"^\d+\.\d+\.\d+$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
CHANGE_KINDS = {"description", "inputSchema", "annotations", "title", "outputSchema"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANNOT_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}

INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000e0000-\U000e007f]")
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
CYR_LAT = re.compile("[A-Za-z][\u0400-\u04ff]|[\u0400-\u04ff][A-Za-z]")
HIDDEN_MARKUP = re.compile(r"<!--|<\s*/?\s*(?:important|system|instructions?)\s*>|\[/?INST\]", re.I)

SCRIPT = {
    "uk": re.compile("[\u0400-\u04ff]"), "el": re.compile("[\u0370-\u03ff]"),
    "ar": re.compile("[\u0600-\u06ff]"), "he": re.compile("[\u0590-\u05ff]"),
    "hi": re.compile("[\u0900-\u097f]"), "ja": re.compile("[\u3040-\u30ff\u4e00-\u9fff]"),
    "vi": re.compile("[\u0103\u0111\u01a1\u01b0\u1ea0-\u1ef9]"),
    "pl": re.compile("[\u0105\u0107\u0119\u0142\u0144\u015b\u017a\u017c]"),
    "tr": re.compile("[\u011f\u0131\u015f\u0130]"),
}
STOPWORDS = {
    "de": {"und", "der", "die", "das", "nicht", "mit", "eine", "wird"},
    "fr": {"le", "la", "les", "des", "une", "pour", "est", "et"},
    "es": {"el", "la", "los", "las", "una", "para", "del", "y"},
    "it": {"il", "di", "che", "una", "per", "gli", "del", "e"},
    "nl": {"de", "het", "een", "van", "en", "niet", "voor", "naar"},
}


# ------------------------------------------------------------------ schema checks

def check_props(where, schema, depth=0):
    props = schema.get("properties")
    if props is None:
        return
    if not isinstance(props, dict):
        err(where, "properties is not an object")
        return
    for pn, pv in props.items():
        w = "%s.%s" % (where, pn)
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", pn):
            err(w, "parameter name is not an ASCII identifier")
        if not isinstance(pv, dict):
            err(w, "property is not an object")
            continue
        if not isinstance(pv.get("type"), str):
            err(w, "property without type")
        if not isinstance(pv.get("description"), str) or not pv["description"].strip():
            err(w, "property without description")
        if "enum" in pv:
            if not isinstance(pv["enum"], list) or not pv["enum"]:
                err(w, "bad enum")
            elif "default" in pv and pv["default"] not in pv["enum"]:
                err(w, "default not in enum")
        if "default" in pv:
            t = pv.get("type")
            d = pv["default"]
            ok = {"string": isinstance(d, str), "integer": isinstance(d, int) and not isinstance(d, bool),
                  "number": isinstance(d, (int, float)) and not isinstance(d, bool),
                  "boolean": isinstance(d, bool), "array": isinstance(d, list),
                  "object": isinstance(d, dict)}.get(t, True)
            if not ok:
                err(w, "default does not match type %s" % t)
        if pv.get("type") == "object":
            check_props(w, pv, depth + 1)
        if isinstance(pv.get("items"), dict) and pv["items"].get("type") == "object":
            check_props(w + "[]", pv["items"], depth + 1)
    req = schema.get("required")
    if req is not None:
        if not isinstance(req, list) or any(r not in props for r in req):
            err(where, "required names a missing property")


def check_tool(where, t):
    if not isinstance(t, dict):
        err(where, "tool is not an object")
        return
    extra = set(t) - TOOL_KEYS
    if extra:
        err(where, "unexpected tool keys %s" % sorted(extra))
    if not isinstance(t.get("name"), str) or not TOOL_NAME_RE.match(t["name"]):
        err(where, "tool name is not an ASCII identifier: %r" % t.get("name"))
    if not isinstance(t.get("description"), str) or not t["description"].strip():
        err(where, "tool without description")
    if "title" in t and not isinstance(t["title"], str):
        err(where, "title not a string")
    s = t.get("inputSchema")
    if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
        err(where, "inputSchema must be an object schema with properties")
    else:
        check_props(where + ".inputSchema", s)
    if "outputSchema" in t:
        o = t["outputSchema"]
        if not isinstance(o, dict) or o.get("type") != "object":
            err(where, "outputSchema must be an object schema")
        else:
            check_props(where + ".outputSchema", o)
    if "annotations" in t:
        a = t["annotations"]
        if not isinstance(a, dict) or set(a) - ANNOT_KEYS:
            err(where, "bad annotations")
        else:
            for k, v in a.items():
                if k == "title":
                    if not isinstance(v, str):
                        err(where, "annotations.title not a string")
                elif not isinstance(v, bool):
                    err(where, "annotation %s not boolean" % k)


def check_server(where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(where, "server must have exactly serverInfo and tools")
        return False
    si = s["serverInfo"]
    if not isinstance(si, dict) or set(si) != {"name", "version"}:
        err(where, "serverInfo must have name and version")
        return False
    if not isinstance(si["name"], str) or not re.match(r"^[a-z0-9][a-z0-9._-]*$", si["name"]):
        err(where, "bad server name %r" % si["name"])
    if not isinstance(si["version"], str) or not SEMVER_RE.match(si["version"]):
        err(where, "bad version %r" % si["version"])
        return False
    tools = s["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(where, "servers have 1-6 tools")
        return False
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(set(names)) != len(names):
        err(where, "duplicate tool names")
    for t in tools:
        check_tool("%s/%s" % (where, t.get("name") if isinstance(t, dict) else "?"), t)
    return True


# ------------------------------------------------------------------ helpers

def edit1(a, b):
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) <= 1
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1:]


SUFFIXES = ("_v2", "_v3", "_pro", "_plus", "_new", "2", "_next", "_beta")


def lookalike(n, o):
    if n == o:
        return False
    if edit1(n, o):
        return True
    return any(n == o + s for s in SUFFIXES)


def tool_text_fields(tool):
    """(top-level texts, schema texts) of a tool."""
    top = [tool.get("description") or "", tool.get("title") or "",
           (tool.get("annotations") or {}).get("title") or ""]
    sch = json.dumps({"i": tool.get("inputSchema"), "o": tool.get("outputSchema")}, ensure_ascii=False)
    return top, sch


def all_text(server):
    return server_text(server)


def lang_ok(lang, text):
    if lang == "en":
        return not re.search(r"[^\x00-\x7f]", text)
    if lang in SCRIPT:
        return len(SCRIPT[lang].findall(text)) >= 5
    words = re.findall(r"[^\W\d_]+", text.lower())
    hits = sum(1 for w in words if w in STOPWORDS[lang])
    return hits >= 3


# ------------------------------------------------------------------ main

def main():
    import generate
    built = generate.build()
    by_name = {file_name(sc): sc for sc in built}

    # gen files
    gen = set(os.listdir(HERE))
    for req in ("common.py", "generate.py", "validate.py"):
        if req not in gen:
            err("gen", "missing %s" % req)
    if len([f for f in gen if f.startswith("attacks_") and f.endswith(".py")]) < 2:
        err("gen", "need several attacks_*.py")
    if len([f for f in gen if f.startswith("benign_") and f.endswith(".py")]) < 2:
        err("gen", "need several benign_*.py")
    for c in LANGS:
        if c != "en" and "lang_%s.py" % c not in gen:
            err("gen", "missing lang_%s.py" % c)
    for f in gen:
        if f.startswith("lang_") and f.endswith(".py") and f[5:-3] not in LANGS:
            err("gen", "unexpected language module %s" % f)

    files = {}
    for sub in ("attack", "benign"):
        for p in sorted(glob.glob(os.path.join(ROOT, sub, "*"))):
            files[(sub, os.path.basename(p))] = p
    on_disk = {n for (_, n) in files}
    if on_disk != set(by_name):
        err("set", "files on disk differ from generators (missing %s, extra %s)" % (
            sorted(set(by_name) - on_disk)[:5], sorted(on_disk - set(by_name))[:5]))

    records = []
    for (sub, name), path in sorted(files.items()):
        where = "%s/%s" % (sub, name)
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(where, "file is not pure ASCII")
            continue
        m = NAME_RE.match(name)
        if not m:
            err(where, "bad file name")
            continue
        fam, lang, _slug = m.groups()
        kind = "attack" if sub == "attack" else "benign"
        fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
        if fam not in fams:
            err(where, "unknown %s family %s" % (kind, fam))
            continue
        if lang not in LANGS:
            err(where, "unknown language %s" % lang)
            continue
        try:
            obj = json.loads(raw)
        except ValueError as e:
            err(where, "invalid JSON: %s" % e)
            continue
        if not isinstance(obj, dict):
            err(where, "top level is not an object")
            continue
        sc = by_name.get(name)
        if sc is not None and dumps(to_json_obj(sc)) != raw.decode("ascii"):
            err(where, "file is stale; rerun generate.py")
        if set(obj) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(obj):
            err(where, "bad top-level keys %s" % sorted(obj))
            continue
        # description sentence
        d = obj["description"]
        if not isinstance(d, str) or "\n" in d or not d.endswith(".") or not 40 <= len(d) <= 320:
            err(where, "description must be one English sentence")
        elif re.search(r"[.!?]\s+[A-Z]", d) or not d[0].isupper():
            err(where, "description must be exactly one sentence")
        elif re.search(r"[^\x20-\x7e]", d):
            err(where, "description must be ASCII")
        # servers
        if not check_server(where + ":current", obj["current"]):
            continue
        base = obj["baseline"]
        if base is not None:
            if not check_server(where + ":baseline", base):
                continue
            if base["serverInfo"]["name"] != obj["current"]["serverInfo"]["name"]:
                err(where, "baseline and current server names differ")
            if version_tuple(obj["current"]["serverInfo"]["version"]) <= version_tuple(base["serverInfo"]["version"]):
                err(where, "current version must be higher than baseline version")
            if base["tools"] == obj["current"]["tools"]:
                err(where, "change scenario without a tool change")
        others = obj.get("others")
        if others is not None:
            if not isinstance(others, dict) or not others:
                err(where, "others must be a non-empty object")
                others = None
            else:
                for oid, o in others.items():
                    if oid not in OTHER_SERVERS or o != OTHER_SERVERS[oid]:
                        err(where, "others[%s] differs from the shared definition" % oid)
                    check_server("%s:others/%s" % (where, oid), o)
                    if o["serverInfo"]["name"] == obj["current"]["serverInfo"]["name"]:
                        err(where, "others contains the server under test")
        anns = obj.get("announcements")
        if anns is not None:
            if base is None:
                err(where, "announcements on a first contact")
            if not isinstance(anns, list) or not anns:
                err(where, "announcements must be a non-empty list")
                anns = None
            else:
                for a in anns:
                    if not isinstance(a, dict) or set(a) - ANN_KEYS:
                        err(where, "bad announcement keys")
                        continue
                    if a.get("version") != obj["current"]["serverInfo"]["version"]:
                        err(where, "announcement version does not match current version")
                    for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                        if k in a and (not isinstance(a[k], list) or not all(isinstance(x, str) for x in a[k])):
                            err(where, "announcement %s must be a list of strings" % k)
                    if set(a.get("changes") or []) - CHANGE_KINDS:
                        err(where, "unknown change kind in announcement")
        rec = {"kind": kind, "family": fam, "lang": lang, "baseline": base, "current": obj["current"],
               "others": others, "announcements": anns, "name": name, "where": where,
               "needle": sc["needle"] if sc else None}
        # expectation
        exp = obj["expect"]
        if not isinstance(exp, dict) or set(exp) != {"top_severity", "exit"}:
            err(where, "expect must have top_severity and exit")
        else:
            want = expected(rec)
            if exp != want:
                err(where, "expect %s but the rules give %s" % (exp, want))
            if exp.get("exit") != (1 if exp.get("top_severity") in ("MEDIUM", "HIGH", "CRITICAL") else 0):
                err(where, "exit code inconsistent with severity")
        records.append(rec)
        check_semantics(rec)

    check_distribution(records)
    check_readme()

    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print("%d problem(s)" % len(ERRORS))
        return 1
    for i in INFO:
        print(i)
    print("OK: %d files pass" % len(records))
    return 0


def check_semantics(rec):
    where, fam, kind = rec["where"], rec["family"], rec["kind"]
    cur, base, others = rec["current"], rec["baseline"], rec["others"]
    cur_text = all_text(cur)
    all_texts = cur_text + "\n" + (all_text(base) if base else "")

    # language of the text
    desc_text = "\n".join(s for t in cur["tools"] for s in texts_of_tool(t))
    if not lang_ok(rec["lang"], desc_text):
        err(where, "text does not look like %s" % LANGS[rec["lang"]])

    # hygiene everywhere
    for label, txt in (("current", cur_text), ("baseline", all_text(base) if base else "")):
        if INVISIBLE.search(txt):
            err(where, "invisible or bidi control character in %s" % label)
        if CONTROL.search(txt.replace("\n", "").replace("\t", "")):
            err(where, "control character in %s" % label)
        if CYR_LAT.search(txt):
            err(where, "Cyrillic letter next to a Latin letter in %s" % label)

    shared = shared_names(cur, others)
    if kind == "benign":
        if HIDDEN_MARKUP.search(all_texts):
            err(where, "hidden markup in a benign scenario")
        if fam == "generic":
            if not shared:
                err(where, "generic case shares no tool name with others")
        elif shared:
            err(where, "benign case shares tool names %s with others" % sorted(shared))
        if others:
            ids = {n for o in others.values() for t in o["tools"] for n in [t["name"]] if "_" in n}
            for n in ids:
                if re.search(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(n), all_texts):
                    if n not in {t["name"] for t in cur["tools"]}:
                        err(where, "benign text names another server's tool %s" % n)
        if fam == "release":
            if base is None:
                err(where, "release case without baseline")
            else:
                ch = manifest_changes(base, cur)
                kinds = {c[0] for c in ch}
                if not kinds <= {"addTool", "addParam", "description"}:
                    err(where, "release case has other changes: %s" % sorted(kinds))
                for a in rec["announcements"] or []:
                    if not any(covered(c, [a], cur["serverInfo"]["version"]) for c in ch):
                        err(where, "announcement covers nothing")
        elif base is not None:
            err(where, "only release cases are change scenarios among benign")
        return

    # ---------------- attacks
    needle = rec["needle"]
    if fam == "annotation":
        if base is None:
            err(where, "annotation attack must be a change")
            return
        ch = manifest_changes(base, cur)
        if not ch or any(c[0] != "annotations" for c in ch):
            err(where, "annotation attack must change only annotations: %s" % ch)
        for c in ch:
            bt = next(t for t in base["tools"] if t["name"] == c[1])
            ct = next(t for t in cur["tools"] if t["name"] == c[1])
            ba, ca = bt.get("annotations") or {}, ct.get("annotations") or {}
            if ba.get("readOnlyHint") is True or ba.get("destructiveHint", True) is not True:
                err(where, "annotation attack on a tool that was not destructive")
            if not (ca.get("readOnlyHint") is True or ca.get("destructiveHint") is False):
                err(where, "annotation change does not move toward trust")
            if ba.get("title") != ca.get("title"):
                err(where, "annotation attack changes the title")
        return
    if not needle:
        err(where, "attack without a payload needle")
        return
    if needle not in cur_text:
        err(where, "payload needle not found in current: %r" % needle)
    if base is not None and needle in all_text(base):
        err(where, "payload needle already in baseline")
    if base is not None:
        ch = manifest_changes(base, cur)
        if not ch:
            err(where, "rug pull without change")
    if fam == "field":
        for t in cur["tools"]:
            top, sch = tool_text_fields(t)
            if any(needle in s for s in top):
                err(where, "field payload appears outside the schema")
        if base is not None:
            ch = manifest_changes(base, cur)
            if any(c[0] in ("description", "title", "annotations") for c in ch):
                err(where, "field rug pull changes more than schema fields")
    if fam == "rugpull":
        ch = manifest_changes(base, cur) if base else []
        tools = {c[1] for c in ch}
        if base is None or len(tools) != 1:
            err(where, "rugpull must change exactly one tool")
        else:
            tname = tools.pop()
            bt = next(t for t in base["tools"] if t["name"] == tname)
            ct = next(t for t in cur["tools"] if t["name"] == tname)
            added = set(re.findall(r"\S+", json.dumps(ct, ensure_ascii=False))) - set(re.findall(r"\S+", json.dumps(bt, ensure_ascii=False)))
            if len(added) > 25:
                err(where, "rugpull change is not small (%d new tokens)" % len(added))
    if fam in ("steer", "lookalike"):
        if not others:
            err(where, "%s attack needs others" % fam)
            return
        other_names = {t["name"] for o in others.values() for t in o["tools"]}
        if fam == "steer":
            hit = [n for n in other_names if re.search(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(n), cur_text)]
            if not hit:
                err(where, "steer attack names no tool of another server")
        else:
            cur_names = {t["name"] for t in cur["tools"]}
            pairs = [(n, o) for n in cur_names for o in other_names if lookalike(n, o)]
            if not pairs:
                err(where, "lookalike attack has no look-alike tool name")
            elif not any(re.search(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" % re.escape(o), cur_text) for _, o in pairs):
                err(where, "lookalike attack does not refer to the tool it claims to replace")
            if shared_names(cur, others):
                err(where, "lookalike attack shares an exact tool name")


def check_distribution(records):
    att = [r for r in records if r["kind"] == "attack"]
    ben = [r for r in records if r["kind"] == "benign"]
    if len(att) != 92:
        err("set", "expected 92 attacks, found %d" % len(att))
    if len(ben) != 70:
        err("set", "expected 70 benign, found %d" % len(ben))
    for fam, (n, fc, ch, _sev, _line) in ATTACK_FAMILIES.items():
        rs = [r for r in att if r["family"] == fam]
        f = sum(1 for r in rs if r["baseline"] is None)
        if abs(len(rs) - n) > 1:
            err("set", "attack family %s has %d, target %d" % (fam, len(rs), n))
        if abs(f - fc) > 1 or abs((len(rs) - f) - ch) > 1:
            err("set", "attack family %s split %d/%d, target %d/%d" % (fam, f, len(rs) - f, fc, ch))
    for fam, (n, _line) in BENIGN_FAMILIES.items():
        rs = [r for r in ben if r["family"] == fam]
        if abs(len(rs) - n) > 1:
            err("set", "benign family %s has %d, target %d" % (fam, len(rs), n))
    bfc = sum(1 for r in ben if r["baseline"] is None)
    if not 58 <= bfc <= 62:
        err("set", "benign first contact %d, target about 60" % bfc)
    total = len(records) or 1
    en = sum(1 for r in records if r["lang"] == "en")
    if not 0.40 <= en / total <= 0.50:
        err("set", "English share %.2f, target about 0.45" % (en / total))
    for c in LANGS:
        if c == "en":
            continue
        a = sum(1 for r in att if r["lang"] == c)
        b = sum(1 for r in ben if r["lang"] == c)
        if not 3 <= a <= 5:
            err("set", "%s has %d attacks, target about 4" % (c, a))
        if not 2 <= b <= 4:
            err("set", "%s has %d benign, target about 3" % (c, b))
    o = sum(1 for r in att if r["others"])
    if not 0.35 <= o / max(len(att), 1) <= 0.45:
        err("set", "attacks with others %d of %d, target about 40 %%" % (o, len(att)))
    # where the payloads sit (informational, and a floor on variety)
    places = collections.Counter()
    for r in att:
        nd = r["needle"]
        if not nd:
            places["annotation values"] += 1
            continue
        for t in r["current"]["tools"]:
            if nd in (t.get("description") or ""):
                places["tool description"] += 1
            if nd in (t.get("title") or ""):
                places["tool title"] += 1
            if nd in ((t.get("annotations") or {}).get("title") or ""):
                places["annotations title"] += 1
            if nd == t["name"]:
                places["tool name"] += 1
            if "outputSchema" in t and nd in json.dumps(t["outputSchema"], ensure_ascii=False):
                places["outputSchema"] += 1

            def walk(s, nested):
                for pn, pv in (s.get("properties") or {}).items():
                    if nd in pn:
                        places["parameter name"] += 1
                    if nd in (pv.get("description") or ""):
                        places["nested property" if nested else "parameter description"] += 1
                    if nd in (pv.get("title") or ""):
                        places["parameter title"] += 1
                    if isinstance(pv.get("default"), str) and nd in pv["default"]:
                        places["nested default" if nested else "default"] += 1
                    if any(isinstance(e, str) and nd in e for e in pv.get("enum") or []):
                        places["enum value"] += 1
                    if pv.get("type") == "object":
                        walk(pv, True)
            walk(t["inputSchema"], False)
    need = ["tool description", "parameter description", "tool title", "annotations title", "parameter title",
            "default", "enum value", "parameter name", "outputSchema", "nested default"]
    for p in need:
        if not places[p]:
            err("set", "no attack payload in %s" % p)
    INFO.append("payload places: " + ", ".join("%s %d" % kv for kv in sorted(places.items())))
    INFO.append("attacks with others: %d of %d; English scenarios: %d of %d" % (o, len(att), en, total))


def check_readme():
    p = os.path.join(ROOT, "README.md")
    if not os.path.exists(p):
        err("README.md", "missing")
        return
    txt = open(p, encoding="utf-8").read()
    for needle in ["92", "70", "Expectation rules", "Languages"] + list(ATTACK_FAMILIES) + list(BENIGN_FAMILIES) + list(LANGS.values()):
        if needle not in txt:
            err("README.md", "does not mention %s" % needle)


if __name__ == "__main__":
    sys.exit(main())
