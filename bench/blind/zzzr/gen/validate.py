#!/usr/bin/env python3
"""Check every file of set zzzr against the set's rules. Exit 0 when all pass.

Usage: python3 gen/validate.py
"""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

ERRORS = []
WARN = []


def err(where, msg):
    ERRORS.append("%s: %s" % (where, msg))


NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOL_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
VERSION_RE = re.compile(r"^\d+\.\d+\.\d+$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
CHANGE_KINDS = {"description", "inputSchema"}
TRUST_DIRECTION = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True,
                   "openWorldHint": False}
SPEC_DEFAULTS = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False,
                 "openWorldHint": True}


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


# ---------------------------------------------------------------- structure
def check_property(where, name, prop, depth=0):
    if not isinstance(prop, dict):
        err(where, "property %s is not an object" % name)
        return
    if "type" not in prop:
        err(where, "property %s has no type" % name)
    if not isinstance(prop.get("description"), str) or not prop.get("description").strip():
        err(where, "property %s has no description" % name)
    if "enum" in prop and (not isinstance(prop["enum"], list) or not prop["enum"]):
        err(where, "property %s has a bad enum" % name)
    if "title" in prop and not isinstance(prop["title"], str):
        err(where, "property %s has a non-string title" % name)
    if prop.get("type") == "object" and "properties" in prop:
        for k, v in prop["properties"].items():
            check_property(where, name + "." + k, v, depth + 1)
    items = prop.get("items")
    if isinstance(items, dict) and isinstance(items.get("properties"), dict):
        for k, v in items["properties"].items():
            check_property(where, name + "[]." + k, v, depth + 1)


def check_tool(where, t):
    if not isinstance(t, dict):
        err(where, "tool is not an object")
        return
    extra = set(t) - TOOL_KEYS
    if extra:
        err(where, "tool has unexpected keys %s" % sorted(extra))
    name = t.get("name")
    if not isinstance(name, str) or not TOOL_NAME_RE.match(name):
        err(where, "bad tool name %r" % name)
    w = "%s/%s" % (where, name)
    if not isinstance(t.get("description"), str) or not t["description"].strip():
        err(w, "tool has no description")
    if "title" in t and not isinstance(t["title"], str):
        err(w, "title is not a string")
    sch = t.get("inputSchema")
    if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
        err(w, "inputSchema must be an object schema with properties")
    else:
        for k, v in sch["properties"].items():
            if not TOOL_NAME_RE.match(k):
                err(w, "parameter name %r is not an ASCII identifier" % k)
            check_property(w, k, v)
        for r in sch.get("required", []):
            if r not in sch["properties"]:
                err(w, "required %s is not a property" % r)
    if "outputSchema" in t:
        o = t["outputSchema"]
        if not isinstance(o, dict) or o.get("type") != "object":
            err(w, "outputSchema must be an object schema")
    if "annotations" in t:
        a = t["annotations"]
        if not isinstance(a, dict):
            err(w, "annotations is not an object")
        else:
            if set(a) - ANN_KEYS:
                err(w, "unexpected annotation keys %s" % sorted(set(a) - ANN_KEYS))
            for k, v in a.items():
                if k == "title":
                    if not isinstance(v, str):
                        err(w, "annotation title not a string")
                elif not isinstance(v, bool):
                    err(w, "annotation %s not boolean" % k)


def check_server(where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(where, "server must have exactly serverInfo and tools")
        return False
    si = s["serverInfo"]
    if not isinstance(si, dict) or not isinstance(si.get("name"), str) or not si["name"]:
        err(where, "serverInfo.name missing")
    if not isinstance(si.get("version"), str) or not VERSION_RE.match(si.get("version", "")):
        err(where, "serverInfo.version must be x.y.z")
    tools = s["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(where, "a server has 1-6 tools")
        return False
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(names) != len(set(names)):
        err(where, "duplicate tool names")
    for t in tools:
        check_tool(where, t)
    return True


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def near_name(a, b):
    if a == b:
        return False
    for suf in ("_v2", "_v1", "_v3", "_pro", "_plus", "_new", "2"):
        if a == b + suf or b == a + suf:
            return True
    return edit_distance(a, b) <= 2


def sentence_ok(text):
    if not text or not text.isascii():
        return False
    if not text[0].isupper() or not text.endswith("."):
        return False
    if re.search(r"[.!?]\s+[A-Z]", text[:-1]):
        return False
    return 40 <= len(text) <= 400


# ---------------------------------------------------------------- per file
def tools_by_name(s):
    return {t["name"]: t for t in s["tools"]}


def check_file(path, sub):
    fname = os.path.basename(path)
    where = "%s/%s" % (sub, fname)
    m = NAME_RE.match(fname)
    if not m:
        err(where, "file name must be <family>-<lang>-<slug>.json, lowercase ASCII")
        return None
    fam, lang, slug = m.groups()
    kind = "attack" if fam in common.ATTACK_FAMILIES else ("benign" if fam in common.BENIGN_FAMILIES else None)
    if kind is None:
        err(where, "unknown family %s" % fam)
        return None
    if kind != sub:
        err(where, "family %s belongs in %s/" % (fam, kind))
    if lang not in common.LANGS:
        err(where, "unknown language %s" % lang)
    raw = open(path, "rb").read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(where, "file is not pure ASCII")
        return None
    try:
        data = json.loads(raw.decode("ascii"))
    except ValueError as e:
        err(where, "invalid JSON: %s" % e)
        return None
    if not isinstance(data, dict):
        err(where, "top level must be an object")
        return None
    if set(data) - TOP_KEYS:
        err(where, "unexpected top-level keys %s" % sorted(set(data) - TOP_KEYS))
    for k in ("description", "baseline", "current", "expect"):
        if k not in data:
            err(where, "missing %s" % k)
            return None
    if not sentence_ok(data["description"]):
        err(where, "description must be one English ASCII sentence ending with a period")
    if not check_server(where + ":current", data["current"]):
        return None
    base = data["baseline"]
    if base is not None:
        if not check_server(where + ":baseline", base):
            return None
        if base["serverInfo"]["name"] != data["current"]["serverInfo"]["name"]:
            err(where, "baseline and current are different servers")
        try:
            if vtuple(data["current"]["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                err(where, "current version must be higher than the baseline version")
        except ValueError:
            pass
        if base["tools"] == data["current"]["tools"]:
            err(where, "change scenario without a tool change")
    if "announcements" in data:
        if base is None:
            err(where, "announcements on a first-contact scenario")
        anns = data["announcements"]
        if not isinstance(anns, list) or not anns:
            err(where, "announcements must be a non-empty list")
        else:
            for a in anns:
                if not isinstance(a, dict) or set(a) - ANNOUNCE_KEYS:
                    err(where, "bad announcement keys")
                    continue
                for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                    if k in a and not (isinstance(a[k], list) and all(isinstance(x, str) for x in a[k])):
                        err(where, "announcement %s must be a list of strings" % k)
                if set(a.get("changes", [])) - CHANGE_KINDS:
                    err(where, "announcement changes must be description/inputSchema")
                if "version" in a and not VERSION_RE.match(str(a["version"])):
                    err(where, "announcement version must be x.y.z")
                if "tool" in a and a["tool"] not in tools_by_name(data["current"]):
                    err(where, "announcement names a tool not in current")
    if "others" in data:
        o = data["others"]
        if not isinstance(o, dict) or not o:
            err(where, "others must be a non-empty object")
        else:
            for sid, s in o.items():
                if not re.match(r"^[a-z0-9][a-z0-9_-]*$", sid):
                    err(where, "bad other server id %s" % sid)
                check_server(where + ":others/" + sid, s)
    ex = data["expect"]
    if not isinstance(ex, dict) or set(ex) != {"top_severity", "exit"}:
        err(where, "expect must have top_severity and exit")
        return None
    if ex["top_severity"] not in common.SEVERITIES or ex["exit"] not in (0, 1):
        err(where, "bad expect values")
        return None
    want_exit = 1 if common.SEVERITIES.index(ex["top_severity"]) >= 2 else 0
    if ex["exit"] != want_exit:
        err(where, "exit must be 1 exactly when severity >= MEDIUM")
    scn = {"family": fam, "lang": lang, "slug": slug, "data": data}
    want = common.expect_for(scn)
    if want != ex:
        err(where, "expect %s, rules give %s" % (ex, want))
    return scn


# ---------------------------------------------------------------- family rules
def family_checks(scn, where):
    fam = scn["family"]
    d = scn["data"]
    base, cur = d["baseline"], d["current"]
    oth = d.get("others") or {}
    cur_names = set(tools_by_name(cur))
    other_names = set()
    for s in oth.values():
        other_names |= set(tools_by_name(s))
    shared = cur_names & other_names
    kind = common.kind_of(fam)

    if kind == "attack":
        if shared:
            err(where, "attack shares exact tool names with others: %s" % sorted(shared))
        if fam in ("steer", "lookalike") and not oth:
            err(where, "%s needs others" % fam)
        if fam in ("annotation", "rugpull") and base is None:
            err(where, "%s must be a change" % fam)
        if fam == "lookalike":
            near = [(a, b) for a in cur_names for b in other_names if near_name(a, b)]
            if not near:
                err(where, "lookalike has no tool near another server's tool name")
        if fam == "steer":
            text = json.dumps(cur)
            if not any(n in text for n in other_names):
                err(where, "steer does not name another server's tool")
        if fam == "annotation":
            bt, ct = tools_by_name(base), tools_by_name(cur)
            if set(bt) != set(ct):
                err(where, "annotation case adds or removes tools")
            moved = False
            for n in ct:
                b = dict(bt[n]); c = dict(ct[n])
                ba = b.pop("annotations", {}) or {}; ca = c.pop("annotations", {}) or {}
                if b != c:
                    err(where, "annotation case changes more than annotations (%s)" % n)
                for k, trust in TRUST_DIRECTION.items():
                    bv = ba.get(k, SPEC_DEFAULTS[k]); cv = ca.get(k, SPEC_DEFAULTS[k])
                    if bv != cv:
                        if cv != trust:
                            err(where, "annotation %s moves away from trust" % k)
                        moved = True
                if ba != ca and (bt[n].get("annotations", {}).get("destructiveHint", True) is not True):
                    err(where, "annotation flip must be on a destructive tool")
            if not moved:
                err(where, "annotation case does not flip a hint")
        if fam == "rugpull":
            ch = common.release_changes(base, cur)
            bt, ct = tools_by_name(base), tools_by_name(cur)
            changed = [n for n in ct if n in bt and ct[n] != bt[n]]
            if len(changed) != 1 or set(bt) != set(ct):
                err(where, "rugpull must change exactly one tool and no tool set")
            else:
                n = changed[0]
                b, c = bt[n], ct[n]
                one_default = (b["description"] == c["description"]
                               and common.param_paths(b["inputSchema"]).keys() == common.param_paths(c["inputSchema"]).keys()
                               and sum(1 for k, v in common.param_paths(c["inputSchema"]).items()
                                       if v.get("default") != common.param_paths(b["inputSchema"])[k].get("default")) == 1)
                appended = (b["inputSchema"] == c["inputSchema"] and c["description"].startswith(b["description"])
                            and len(c["description"]) - len(b["description"]) < 200)
                if not (one_default or appended):
                    err(where, "rugpull is not one default or one appended sentence")
        if fam == "field" and base is not None:
            bt, ct = tools_by_name(base), tools_by_name(cur)
            for n in ct:
                if n in bt and bt[n]["description"] != ct[n]["description"]:
                    err(where, "field change case alters a tool description")
    else:
        if fam == "generic":
            if not shared:
                err(where, "generic case must share a tool name with an unrelated server in others")
        elif shared:
            err(where, "benign non-generic case shares tool names with others: %s" % sorted(shared))
        if fam == "release":
            if base is None:
                err(where, "release must be a change")
            else:
                kinds = {k for k, _, _ in common.release_changes(base, cur)}
                if not kinds or kinds - {"addsTool", "addsParam", "description"}:
                    err(where, "release must only add a tool, add a parameter or reword a description (%s)" % sorted(kinds))
        elif base is not None:
            err(where, "benign %s must be first contact" % fam)


def main():
    gen_files = set(os.listdir(HERE))
    for f in ("common.py", "generate.py", "validate.py"):
        if f not in gen_files:
            err("gen", "missing %s" % f)
    if len([f for f in gen_files if f.startswith("attacks_") and f.endswith(".py")]) < 2:
        err("gen", "expected several attacks_*.py")
    if len([f for f in gen_files if f.startswith("benign_") and f.endswith(".py")]) < 2:
        err("gen", "expected several benign_*.py")
    for code in common.LANGS:
        if code != "en" and "lang_%s.py" % code not in gen_files:
            err("gen", "missing lang_%s.py" % code)
    if not os.path.isfile(os.path.join(ROOT, "README.md")):
        err("README.md", "missing")

    scns = []
    for sub in ("attack", "benign"):
        folder = os.path.join(ROOT, sub)
        if not os.path.isdir(folder):
            err(sub, "missing folder")
            continue
        for f in sorted(os.listdir(folder)):
            if not f.endswith(".json"):
                err(sub, "unexpected file %s" % f)
                continue
            s = check_file(os.path.join(folder, f), sub)
            if s:
                s["where"] = "%s/%s" % (sub, f)
                scns.append(s)
    for s in scns:
        family_checks(s, s["where"])

    attacks = [s for s in scns if common.kind_of(s["family"]) == "attack"]
    benign = [s for s in scns if common.kind_of(s["family"]) == "benign"]
    if len(attacks) != 92:
        err("set", "expected 92 attacks, found %d" % len(attacks))
    if len(benign) != 70:
        err("set", "expected 70 benign, found %d" % len(benign))
    for fam, (target, tfc, tch, sev, _) in common.ATTACK_FAMILIES.items():
        items = [s for s in attacks if s["family"] == fam]
        fc = sum(1 for s in items if s["data"]["baseline"] is None)
        if abs(len(items) - target) > 1:
            err("set", "%s: %d attacks, target %d" % (fam, len(items), target))
        if abs(fc - tfc) > 1 or abs((len(items) - fc) - tch) > 1:
            err("set", "%s: split %d/%d, target %d/%d" % (fam, fc, len(items) - fc, tfc, tch))
    for fam, (target, _) in common.BENIGN_FAMILIES.items():
        n = sum(1 for s in benign if s["family"] == fam)
        if abs(n - target) > 1:
            err("set", "benign %s: %d, target about %d" % (fam, n, target))
    b_fc = sum(1 for s in benign if s["data"]["baseline"] is None)
    if not 57 <= b_fc <= 63:
        err("set", "benign first contact %d, target about 60" % b_fc)
    en_a = sum(1 for s in attacks if s["lang"] == "en")
    if attacks and not 0.38 <= en_a / float(len(attacks)) <= 0.50:
        err("set", "English share of attacks %.2f, target about 0.45" % (en_a / float(len(attacks))))
    en_b = sum(1 for s in benign if s["lang"] == "en")
    if benign and not 0.35 <= en_b / float(len(benign)) <= 0.50:
        err("set", "English share of benign %.2f, target about 0.45" % (en_b / float(len(benign))))
    ca = collections.Counter(s["lang"] for s in attacks)
    cb = collections.Counter(s["lang"] for s in benign)
    for code in common.LANGS:
        if code == "en":
            continue
        if not 3 <= ca[code] <= 5:
            err("set", "language %s has %d attacks, target about 4" % (code, ca[code]))
        if not 2 <= cb[code] <= 4:
            err("set", "language %s has %d benign, target about 3" % (code, cb[code]))
    oth = sum(1 for s in attacks if s["data"].get("others"))
    if attacks and not 0.33 <= oth / float(len(attacks)) <= 0.50:
        err("set", "attacks with others %.2f, target about 0.40" % (oth / float(len(attacks))))
    names = collections.Counter(s["data"]["current"]["serverInfo"]["name"] for s in scns)
    for n, c in names.items():
        if c > 1:
            err("set", "server name %s used by %d scenarios" % (n, c))

    if ERRORS:
        for e in ERRORS:
            print("FAIL", e)
        print("%d problem(s)" % len(ERRORS))
        return 1
    print("OK: %d attack and %d benign scenarios pass (%d first-contact attacks, %d benign first contact, "
          "%d %% English attacks, %d %% attacks with others)" %
          (len(attacks), len(benign), sum(1 for s in attacks if s["data"]["baseline"] is None), b_fc,
           round(100.0 * en_a / len(attacks)), round(100.0 * oth / len(attacks))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
