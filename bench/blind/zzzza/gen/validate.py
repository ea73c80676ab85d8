#!/usr/bin/env python3
"""Check every file of set zzzza against the set's rules. Exit 0 when all pass."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import common  # noqa: E402

ERR = []
NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
VER_RE = re.compile(r"^\d+\.\d+\.\d+$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
SEVS = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000e0000-\U000e007f\x00-\x08\x0b-\x1f\x7f]")
MIXED = re.compile("(?<=[A-Za-z])[\u0400-\u04ff]|[\u0400-\u04ff](?=[A-Za-z])")


def err(f, msg):
    ERR.append("%s: %s" % (f, msg))


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


def check_props(f, props, where):
    if not isinstance(props, dict):
        err(f, "%s: properties is not an object" % where)
        return
    for pname, spec in props.items():
        if not isinstance(spec, dict):
            err(f, "%s.%s: not an object" % (where, pname))
            continue
        if "type" not in spec or "description" not in spec:
            err(f, "%s.%s: needs type and description" % (where, pname))
        if "enum" in spec and not isinstance(spec["enum"], list):
            err(f, "%s.%s: enum not a list" % (where, pname))
        if "properties" in spec:
            check_props(f, spec["properties"], where + "." + pname)


def check_server(f, srv, label):
    if not isinstance(srv, dict) or set(srv) != {"serverInfo", "tools"}:
        err(f, "%s: must have exactly serverInfo and tools" % label)
        return
    si = srv["serverInfo"]
    if not isinstance(si.get("name"), str) or not si["name"] or not VER_RE.match(str(si.get("version", ""))):
        err(f, "%s: bad serverInfo" % label)
    tools = srv["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(f, "%s: needs 1-6 tools" % label)
        return
    names = [t.get("name") for t in tools]
    if len(set(names)) != len(names):
        err(f, "%s: duplicate tool names" % label)
    for t in tools:
        n = t.get("name", "?")
        if not isinstance(n, str) or not TOOL_RE.match(n):
            err(f, "%s: tool name %r is not an ASCII identifier" % (label, n))
        if set(t) - TOOL_KEYS:
            err(f, "%s.%s: unexpected keys %s" % (label, n, sorted(set(t) - TOOL_KEYS)))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s.%s: missing description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or "properties" not in sch:
            err(f, "%s.%s: inputSchema must be an object schema with properties" % (label, n))
        else:
            check_props(f, sch["properties"], "%s.%s" % (label, n))
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s.%s: required %r not in properties" % (label, n, r))
        if "outputSchema" in t and (not isinstance(t["outputSchema"], dict) or t["outputSchema"].get("type") != "object"):
            err(f, "%s.%s: bad outputSchema" % (label, n))
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(f, "%s.%s: bad annotations" % (label, n))
            for k, v in a.items():
                if k != "title" and not isinstance(v, bool):
                    err(f, "%s.%s: annotation %s not boolean" % (label, n, k))


def tools_by_name(srv):
    return {t["name"]: t for t in srv["tools"]}


def all_params(schema, prefix=""):
    out = set()
    for k, v in (schema.get("properties") or {}).items():
        out.add(prefix + k)
        if isinstance(v, dict) and "properties" in v:
            out |= all_params(v, prefix + k + ".")
    return out


def release_kind(base, cur):
    """Return (added_tools, changes) where changes maps tool -> set of kinds."""
    b, c = tools_by_name(base), tools_by_name(cur)
    added = sorted(set(c) - set(b))
    removed = sorted(set(b) - set(c))
    changes = {}
    for n in set(b) & set(c):
        if b[n] == c[n]:
            continue
        kinds = set()
        if b[n].get("description") != c[n].get("description"):
            kinds.add("description")
        if b[n].get("inputSchema") != c[n].get("inputSchema"):
            kinds.add("inputSchema")
        if b[n].get("annotations") != c[n].get("annotations"):
            kinds.add("annotations")
        if {k: v for k, v in b[n].items() if k not in ("description", "inputSchema", "annotations")} != \
           {k: v for k, v in c[n].items() if k not in ("description", "inputSchema", "annotations")}:
            kinds.add("other")
        changes[n] = (kinds, sorted(all_params(c[n]["inputSchema"]) - all_params(b[n]["inputSchema"])))
    return added, removed, changes


def expected_release(f, obj):
    base, cur = obj["baseline"], obj["current"]
    added, removed, changes = release_kind(base, cur)
    anns = obj.get("announcements") or []
    ver = cur["serverInfo"]["version"]
    if removed:
        err(f, "release removes tools")
    if added and changes:
        err(f, "release mixes an added tool with a changed tool")
    if added:
        covered = all(any(t in a.get("addsTool", []) and a.get("version") in ("", ver) for a in anns) for t in added)
        return {"top_severity": "NONE", "exit": 0} if covered else {"top_severity": "LOW", "exit": 0}
    if not changes:
        err(f, "release without a change")
        return None
    covered = True
    for n, (kinds, new_params) in changes.items():
        if kinds - {"description", "inputSchema"}:
            err(f, "release changes more than description/inputSchema")
        ok = False
        for a in anns:
            if a.get("tool") != n or a.get("version") not in ("", ver):
                continue
            if not kinds <= set(a.get("changes", [])):
                continue
            if sorted(a.get("addsParam", [])) != new_params:
                continue
            ok = True
        covered = covered and ok
    return {"top_severity": "NONE", "exit": 0} if covered else {"top_severity": "MEDIUM", "exit": 1}


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for k, v in o.items():
            yield k
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def check_file(kind, fname):
    path = os.path.join(ROOT, kind, fname)
    m = NAME_RE.match(fname)
    if not m:
        err(fname, "bad file name")
        return None
    fam, lang = m.group(1), m.group(2)
    fams = common.ATTACK_FAMILIES if kind == "attack" else common.BENIGN_FAMILIES
    if fam not in fams:
        err(fname, "unknown family %s" % fam)
    if lang not in common.LANGS:
        err(fname, "unknown language %s" % lang)
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(fname, "not pure ASCII")
        return None
    obj = json.loads(raw)
    if not isinstance(obj, dict) or set(obj) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(obj):
        err(fname, "bad top-level keys")
        return None
    d = obj["description"]
    if not isinstance(d, str) or "\n" not in d and not d.endswith(".") or "\n" in d or len(d) < 30:
        err(fname, "description must be one English sentence ending with a period")
    if re.search(r"\.\s+[A-Z]", d.rstrip(".")):
        err(fname, "description looks like more than one sentence")
    check_server(fname, obj["current"], "current")
    if obj["baseline"] is not None:
        check_server(fname, obj["baseline"], "baseline")
        if obj["baseline"]["serverInfo"]["name"] != obj["current"]["serverInfo"]["name"]:
            err(fname, "baseline and current server names differ")
        if vtuple(obj["current"]["serverInfo"]["version"]) <= vtuple(obj["baseline"]["serverInfo"]["version"]):
            err(fname, "current version must be higher than baseline")
        if obj["baseline"]["tools"] == obj["current"]["tools"]:
            err(fname, "no tool change between baseline and current")
    if "others" in obj:
        if not isinstance(obj["others"], dict) or not obj["others"]:
            err(fname, "others must be a non-empty object")
        else:
            for k, s in obj["others"].items():
                check_server(fname, s, "others." + k)
    for a in obj.get("announcements", []) or []:
        if set(a) - ANNOUNCE_KEYS:
            err(fname, "bad announcement keys")
        if obj["baseline"] is None:
            err(fname, "announcement on first contact")
    exp = obj["expect"]
    if set(exp) != {"top_severity", "exit"} or exp["top_severity"] not in SEVS or exp["exit"] not in (0, 1):
        err(fname, "bad expect")
    # expectations
    if kind == "attack":
        want = {"top_severity": common.ATTACK_FAMILIES[fam][3], "exit": 1}
        if exp != want:
            err(fname, "expect %s, want %s" % (exp, want))
        if fam in ("annotation", "rugpull") and obj["baseline"] is None:
            err(fname, "%s must be a change" % fam)
        if fam in ("steer", "lookalike") and "others" not in obj:
            err(fname, "%s needs others" % fam)
        if obj["baseline"] is not None:
            b, c = tools_by_name(obj["baseline"]), tools_by_name(obj["current"])
            changed = [n for n in set(b) & set(c) if b[n] != c[n]] + sorted(set(c) ^ set(b))
            if fam in ("rugpull", "annotation") and len(changed) != 1:
                err(fname, "%s must change exactly one tool" % fam)
            if fam == "annotation":
                n = changed[0]
                if n not in b or {k: v for k, v in b[n].items() if k != "annotations"} != \
                        {k: v for k, v in c[n].items() if k != "annotations"}:
                    err(fname, "annotation case changes more than annotations")
                else:
                    ab = b[n].get("annotations", {})
                    ac = c[n].get("annotations", {})
                    if not (ab.get("destructiveHint", True) and ac.get("destructiveHint") is False):
                        err(fname, "annotation case must flip destructiveHint toward trust on a destructive tool")
        if fam == "lookalike":
            other_names = {t["name"] for s in obj["others"].values() for t in s["tools"]}
            own = [t["name"] for t in obj["current"]["tools"]]
            if not any(edit_distance(o, x) <= 1 or o.startswith(x + "_") or o.rstrip("s") == x.rstrip("s")
                       for o in own for x in other_names if o != x):
                err(fname, "lookalike tool is not near another server's tool name")
    else:
        if fam == "release":
            if obj["baseline"] is None:
                err(fname, "release must be a change")
            else:
                want = expected_release(fname, obj)
                if want and exp != want:
                    err(fname, "release expect %s, computed %s" % (exp, want))
        else:
            if obj["baseline"] is not None:
                err(fname, "non-release benign must be first contact")
            own = {t["name"] for t in obj["current"]["tools"]}
            other_names = {t["name"] for s in (obj.get("others") or {}).values() for t in s["tools"]}
            shared = own & other_names
            want = {"top_severity": "LOW", "exit": 0} if shared else {"top_severity": "NONE", "exit": 0}
            if fam == "generic" and not shared:
                err(fname, "generic case shares no tool name with others")
            if exp != want:
                err(fname, "benign expect %s, want %s" % (exp, want))
        for s in strings({k: obj[k] for k in ("baseline", "current") if obj[k]}):
            if INVISIBLE.search(s):
                err(fname, "invisible/control character in benign text")
            if MIXED.search(s):
                err(fname, "Cyrillic letter touching a Latin letter in benign text")
    if lang in ("sr", "bg", "he", "ar", "hi", "mr", "ja") and "\\u" not in raw.decode("ascii"):
        err(fname, "non-English scenario without non-ASCII text")
    return {"kind": kind, "family": fam, "lang": lang, "fc": obj["baseline"] is None, "others": "others" in obj}


def main():
    rows = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fname in sorted(os.listdir(d)):
            if not fname.endswith(".json"):
                err(fname, "stray file in %s/" % kind)
                continue
            r = check_file(kind, fname)
            if r:
                rows.append(r)
    att = [r for r in rows if r["kind"] == "attack"]
    ben = [r for r in rows if r["kind"] == "benign"]
    if len(att) != 92:
        err("set", "%d attacks, want 92" % len(att))
    if len(ben) != 70:
        err("set", "%d benign, want 70" % len(ben))
    for fam, (tgt, fc, ch, sev, _) in common.ATTACK_FAMILIES.items():
        ss = [r for r in att if r["family"] == fam]
        nfc = sum(r["fc"] for r in ss)
        if abs(len(ss) - tgt) > 1 or abs(nfc - fc) > 1 or abs(len(ss) - nfc - ch) > 1:
            err("set", "family %s: %d (%d/%d), want %d (%d/%d)" % (fam, len(ss), nfc, len(ss) - nfc, tgt, fc, ch))
    for fam, (tgt, _) in common.BENIGN_FAMILIES.items():
        n = sum(1 for r in ben if r["family"] == fam)
        if abs(n - tgt) > 1:
            err("set", "benign family %s: %d, want about %d" % (fam, n, tgt))
    nfc_b = sum(r["fc"] for r in ben)
    if not 55 <= nfc_b <= 65:
        err("set", "benign first contact %d, want about 60" % nfc_b)
    for group, name, lo_each in ((att, "attacks", 3), (ben, "benign", 2)):
        c = collections.Counter(r["lang"] for r in group)
        share = c["en"] / float(len(group))
        if not 0.38 <= share <= 0.52:
            err("set", "%s English share %.2f" % (name, share))
        for code in common.LANGS:
            if code != "en" and not lo_each <= c[code] <= 5:
                err("set", "%s: %s has %d" % (name, code, c[code]))
    oth = sum(r["others"] for r in att) / float(len(att))
    if not 0.33 <= oth <= 0.5:
        err("set", "others used in %.0f%% of attacks, want about 40%%" % (100 * oth))
    if not os.path.exists(os.path.join(ROOT, "README.md")):
        err("set", "README.md missing")
    if ERR:
        print("\n".join(ERR))
        print("FAILED: %d problem(s)" % len(ERR))
        sys.exit(1)
    print("OK: %d attacks, %d benign, all checks passed (others in %.0f%% of attacks)" % (len(att), len(ben), 100 * oth))


if __name__ == "__main__":
    main()
