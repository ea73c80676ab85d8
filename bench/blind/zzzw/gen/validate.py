#!/usr/bin/env python3
"""Check every file of test set zzzw against the set's rules. Exit 0 when all pass."""
import json
import os
import re
import sys
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, SEVERITIES, RELEASE_KINDS  # noqa: E402

ROOT = os.path.dirname(HERE)
N_ATTACK = 92
N_BENIGN = 70

ERRORS = []


def err(fname, msg):
    ERRORS.append("%s: %s" % (fname, msg))


NAME_RE = re.compile(r"^([a-z]+)-([a-z]+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOL_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
SEMVER_RE = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
JSON_TYPES = {"string": str, "number": (int, float), "integer": int, "boolean": bool,
              "array": list, "object": dict}

SCRIPT_RANGES = {
    "ka": (0x10A0, 0x10FF),
    "hy": (0x0530, 0x058F),
    "kk": (0x0400, 0x04FF),
    "gu": (0x0A80, 0x0AFF),
    "te": (0x0C00, 0x0C7F),
    "km": (0x1780, 0x17FF),
    "zhtw": (0x4E00, 0x9FFF),
}


def semver(v):
    m = SEMVER_RE.match(v or "")
    return tuple(int(x) for x in m.groups()) if m else None


# ------------------------------------------------------------ schema checks

def check_property(fname, where, name, prop):
    if not isinstance(prop, dict):
        err(fname, "%s.%s: property is not an object" % (where, name))
        return
    t = prop.get("type")
    if t not in JSON_TYPES:
        err(fname, "%s.%s: missing or unknown type %r" % (where, name, t))
        return
    d = prop.get("description")
    if not isinstance(d, str) or not d.strip():
        err(fname, "%s.%s: missing description" % (where, name))
    if "title" in prop and not isinstance(prop["title"], str):
        err(fname, "%s.%s: title is not a string" % (where, name))
    if "enum" in prop:
        e = prop["enum"]
        if not isinstance(e, list) or not e or len(set(map(json.dumps, e))) != len(e):
            err(fname, "%s.%s: bad enum" % (where, name))
        else:
            for v in e:
                if not isinstance(v, JSON_TYPES[t]) or (t != "boolean" and isinstance(v, bool)):
                    err(fname, "%s.%s: enum value %r does not match type %s" % (where, name, v, t))
    if "default" in prop:
        v = prop["default"]
        if not isinstance(v, JSON_TYPES[t]) or (t != "boolean" and isinstance(v, bool)):
            err(fname, "%s.%s: default %r does not match type %s" % (where, name, v, t))
        if "enum" in prop and isinstance(prop["enum"], list) and v not in prop["enum"]:
            err(fname, "%s.%s: default not in enum" % (where, name))
    if t == "array":
        it = prop.get("items")
        if not isinstance(it, dict) or it.get("type") not in JSON_TYPES:
            err(fname, "%s.%s: array without typed items" % (where, name))
    if t == "object" and "properties" in prop:
        check_props(fname, "%s.%s" % (where, name), prop["properties"], prop.get("required"))


def check_props(fname, where, props, required):
    if not isinstance(props, dict):
        err(fname, "%s: properties is not an object" % where)
        return
    for k, v in props.items():
        if not isinstance(k, str) or not k:
            err(fname, "%s: bad property name" % where)
        check_property(fname, where, k, v)
    if required is not None:
        if not isinstance(required, list) or any(r not in props for r in required):
            err(fname, "%s: required names a missing property" % where)


def check_tool(fname, where, tool):
    if not isinstance(tool, dict):
        err(fname, "%s: tool is not an object" % where)
        return
    extra = set(tool) - TOOL_KEYS
    if extra:
        err(fname, "%s: unexpected tool keys %s" % (where, sorted(extra)))
    name = tool.get("name")
    if not isinstance(name, str) or not TOOL_NAME_RE.match(name):
        err(fname, "%s: bad tool name %r" % (where, name))
    where = "%s/%s" % (where, name)
    d = tool.get("description")
    if not isinstance(d, str) or not d.strip():
        err(fname, "%s: missing description" % where)
    if "title" in tool and not isinstance(tool["title"], str):
        err(fname, "%s: title is not a string" % where)
    s = tool.get("inputSchema")
    if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
        err(fname, "%s: inputSchema must be an object schema with properties" % where)
    else:
        check_props(fname, where + ".inputSchema", s["properties"], s.get("required"))
    if "outputSchema" in tool:
        o = tool["outputSchema"]
        if not isinstance(o, dict) or o.get("type") != "object":
            err(fname, "%s: outputSchema must be an object schema" % where)
        elif "properties" in o:
            check_props(fname, where + ".outputSchema", o["properties"], o.get("required"))
    if "annotations" in tool:
        a = tool["annotations"]
        if not isinstance(a, dict) or set(a) - ANN_KEYS:
            err(fname, "%s: bad annotations" % where)
        else:
            for k, v in a.items():
                if k == "title":
                    if not isinstance(v, str):
                        err(fname, "%s: annotation title not a string" % where)
                elif not isinstance(v, bool):
                    err(fname, "%s: annotation %s not boolean" % (where, k))


def check_server(fname, where, srv):
    if not isinstance(srv, dict) or set(srv) != {"serverInfo", "tools"}:
        err(fname, "%s: server must have exactly serverInfo and tools" % where)
        return False
    si = srv["serverInfo"]
    if not isinstance(si, dict) or set(si) != {"name", "version"} or not isinstance(si.get("name"), str) \
            or not si["name"] or semver(si.get("version")) is None:
        err(fname, "%s: bad serverInfo %r" % (where, si))
    tools = srv["tools"]
    if not isinstance(tools, list) or not (1 <= len(tools) <= 6):
        err(fname, "%s: a server needs 1-6 tools" % where)
        return False
    names = [t.get("name") for t in tools if isinstance(t, dict)]
    if len(set(names)) != len(names):
        err(fname, "%s: duplicate tool names" % where)
    for t in tools:
        check_tool(fname, where, t)
    return True


# ------------------------------------------------------------ diff helpers

def leaves(obj, path=()):
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            out.update(leaves(v, path + (k,)))
        if not obj:
            out[path] = {}
        return out
    if isinstance(obj, list):
        return {path: json.dumps(obj, sort_keys=True)}
    return {path: obj}


def tool_map(srv):
    return {t["name"]: t for t in srv["tools"]}


def diff_servers(base, cur):
    b, c = tool_map(base), tool_map(cur)
    added = sorted(set(c) - set(b))
    removed = sorted(set(b) - set(c))
    changed = {}
    for n in sorted(set(b) & set(c)):
        lb, lc = leaves(b[n]), leaves(c[n])
        paths = sorted(p for p in set(lb) | set(lc) if lb.get(p, object()) != lc.get(p, object()))
        if paths:
            changed[n] = paths
    return added, removed, changed


def param_names(schema, prefix=""):
    out = set()
    props = (schema or {}).get("properties") or {}
    for k, v in props.items():
        out.add(prefix + k)
        if isinstance(v, dict) and v.get("type") == "object":
            out |= param_names(v, prefix + k + ".")
    return out


def all_text(obj):
    if isinstance(obj, dict):
        return " ".join(all_text(k) + " " + all_text(v) for k, v in obj.items())
    if isinstance(obj, list):
        return " ".join(all_text(v) for v in obj)
    if isinstance(obj, str):
        return obj
    return ""


def edit1(a, b):
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def lookalike(a, b):
    if a == b:
        return False
    if edit1(a, b):
        return True
    for suf in ("_v2", "_v3", "_pro", "_plus", "_new", "2"):
        if a == b + suf or b == a + suf:
            return True
    return False


SUSPICIOUS = re.compile(r"(https?://|ftp://|s3://|~/|\.ssh|\.env\b|\| *(ba)?sh|@[a-z0-9-]+\.[a-z]|\bbcc\b|IBAN|iban)", re.I)


# ------------------------------------------------------------ per-file checks

def check_file(kind, fname, raw):
    m = NAME_RE.match(fname)
    if not m:
        err(fname, "file name does not match <family>-<lang>-<slug>.json")
        return None
    fam, lang, slug = m.groups()
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    if fam not in fams:
        err(fname, "unknown %s family %r" % (kind, fam))
        return None
    if lang not in LANGS:
        err(fname, "unknown language %r" % lang)
        return None
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        err(fname, "file is not pure ASCII")
        return None
    try:
        doc = json.loads(raw)
    except ValueError as e:
        err(fname, "invalid JSON: %s" % e)
        return None
    if not isinstance(doc, dict):
        err(fname, "top level is not an object")
        return None
    extra = set(doc) - TOP_KEYS
    if extra:
        err(fname, "unexpected keys %s" % sorted(extra))
    for k in ("description", "baseline", "current", "expect"):
        if k not in doc:
            err(fname, "missing key %s" % k)
            return None

    desc = doc["description"]
    if not isinstance(desc, str) or not desc.endswith(".") or "\n" in desc or not desc[:1].isupper() \
            or re.search(r"[.!?]\s+[A-Z]", desc) or len(desc) > 400:
        err(fname, "description must be one English sentence")

    if not check_server(fname, "current", doc["current"]):
        return None
    base = doc["baseline"]
    if base is not None:
        if not check_server(fname, "baseline", base):
            return None
        vb, vc = semver(base["serverInfo"]["version"]), semver(doc["current"]["serverInfo"]["version"])
        if vb is None or vc is None or not vc > vb:
            err(fname, "current version must be higher than baseline version")
        if base["serverInfo"]["name"] != doc["current"]["serverInfo"]["name"]:
            err(fname, "baseline and current serverInfo.name differ")
        if json.dumps(base["tools"], sort_keys=True) == json.dumps(doc["current"]["tools"], sort_keys=True):
            err(fname, "baseline and current tools are identical")

    others = doc.get("others")
    if others is not None:
        if not isinstance(others, dict) or not others:
            err(fname, "others must be a non-empty object")
            others = None
        else:
            for sid, srv in others.items():
                if not re.match(r"^[a-z][a-z0-9_-]*$", sid):
                    err(fname, "bad others id %r" % sid)
                check_server(fname, "others/" + sid, srv)

    anns = doc.get("announcements")
    if anns is not None:
        if not isinstance(anns, list) or not anns:
            err(fname, "announcements must be a non-empty list")
            anns = None
        else:
            for a in anns:
                if not isinstance(a, dict) or set(a) != ANNOUNCE_KEYS:
                    err(fname, "announcement must have keys %s" % sorted(ANNOUNCE_KEYS))
                    continue
                for k in ("addsParam", "removesParam", "addsTool", "removesTool", "changes"):
                    if not isinstance(a[k], list):
                        err(fname, "announcement %s must be a list" % k)
                if any(c not in ("description", "inputSchema") for c in a["changes"]):
                    err(fname, "announcement changes must be description or inputSchema")
                if a["version"] != doc["current"]["serverInfo"]["version"]:
                    err(fname, "announcement version differs from current version")
                if base is None:
                    err(fname, "announcement on a first contact")

    exp = doc["expect"]
    if not isinstance(exp, dict) or set(exp) != {"top_severity", "exit"} or exp.get("top_severity") not in SEVERITIES \
            or exp.get("exit") not in (0, 1):
        err(fname, "bad expect %r" % exp)
        return None
    want_exit = 1 if SEVERITIES.index(exp["top_severity"]) >= SEVERITIES.index("MEDIUM") else 0
    if exp["exit"] != want_exit:
        err(fname, "exit %d inconsistent with %s" % (exp["exit"], exp["top_severity"]))

    cur = doc["current"]
    cur_names = set(tool_map(cur))
    other_names = set()
    for srv in (others or {}).values():
        other_names |= set(t["name"] for t in srv["tools"])

    # language check
    text = all_text(cur)
    non_ascii = [ch for ch in text if ord(ch) > 127]
    if lang == "af":
        if len(re.findall(r"(?<![A-Za-z])(die|van|'n|nie|word|vir|en)(?![A-Za-z])", text)) < 3:
            err(fname, "Afrikaans scenario has too few Afrikaans function words")
    elif lang != "en":
        if not non_ascii:
            err(fname, "non-English scenario has no non-ASCII text in current")
        if lang in SCRIPT_RANGES:
            lo, hi = SCRIPT_RANGES[lang]
            if sum(1 for ch in text if lo <= ord(ch) <= hi) < 20:
                err(fname, "too little %s script text" % LANGS[lang])
    else:
        if len(non_ascii) > 10:
            err(fname, "English scenario with a lot of non-ASCII text")

    info = {"kind": kind, "family": fam, "lang": lang, "slug": slug, "doc": doc,
            "fc": base is None, "others": bool(others)}

    if kind == "attack":
        sev = ATTACK_FAMILIES[fam][3]
        if exp != {"top_severity": sev, "exit": 1}:
            err(fname, "attack family %s expects %s/1" % (fam, sev))
        if base is not None and SUSPICIOUS.search(all_text(base)):
            # a clean baseline may carry no destinations, secret paths or pipes
            bt = all_text(base)
            if fam not in ("annotation",):
                err(fname, "baseline contains a suspicious literal: %r" % SUSPICIOUS.search(bt).group(0))
        check_attack(fname, fam, doc, base, cur, others, cur_names, other_names)
    else:
        if other_names & cur_names and fam != "generic":
            err(fname, "benign tool name shared with an others server outside the generic family")
        check_benign(fname, fam, doc, base, cur, anns, others, cur_names, other_names)
    return info


def check_attack(fname, fam, doc, base, cur, others, cur_names, other_names):
    if fam in ("annotation", "rugpull") and base is None:
        err(fname, "%s must be a change scenario" % fam)
    if fam == "steer":
        if not others:
            err(fname, "steer needs others")
        else:
            text = all_text(cur)
            hit = [n for n in other_names if re.search(r"\b%s\b" % re.escape(n), text) and n not in cur_names]
            if not hit:
                err(fname, "steer text names no tool of another server")
    if fam == "lookalike":
        if not others:
            err(fname, "lookalike needs others")
        elif not any(lookalike(a, b) for a in cur_names for b in other_names):
            err(fname, "no current tool name is a look-alike of another server's tool")
    if fam == "annotation":
        added, removed, changed = diff_servers(base, cur)
        if added or removed or len(changed) != 1:
            err(fname, "annotation flip must change exactly one tool")
        else:
            (name, paths), = changed.items()
            if any(p[0] != "annotations" for p in paths):
                err(fname, "annotation flip changes more than annotations")
            ba = tool_map(base)[name].get("annotations", {})
            ca = tool_map(cur)[name].get("annotations", {})
            if not (ba.get("destructiveHint", True) and not ba.get("readOnlyHint", False)):
                err(fname, "annotation baseline tool is not destructive")
            if not (ca.get("readOnlyHint") is True or ca.get("destructiveHint") is False):
                err(fname, "annotation flip does not move toward trust")
    if fam == "rugpull":
        added, removed, changed = diff_servers(base, cur)
        if added or removed or len(changed) != 1:
            err(fname, "rugpull must change exactly one tool")
        else:
            (name, paths), = changed.items()
            if len(paths) != 1:
                err(fname, "rugpull must change exactly one field, changed %s" % paths)
            else:
                p = paths[0]
                if p[-1] == "description":
                    old = leaves(tool_map(base)[name]).get(p, "")
                    new = leaves(tool_map(cur)[name]).get(p, "")
                    if not new.startswith(old) or len(new) - len(old) > 200:
                        err(fname, "rugpull description change must be one appended sentence")
                elif p[-1] != "default":
                    err(fname, "rugpull change must be a default or one added sentence")
    if fam == "field":
        for t in cur["tools"]:
            if SUSPICIOUS.search(t["description"]) or SUSPICIOUS.search(t.get("title", "")):
                err(fname, "field attack has a payload literal in a tool description/title")
        if base is not None:
            added, removed, changed = diff_servers(base, cur)
            if added or removed:
                err(fname, "field change must not add or remove tools")
            for n, paths in changed.items():
                if any(len(p) == 1 and p[0] in ("description", "title") for p in paths):
                    err(fname, "field change touches a tool description")


def release_kind(fname, base, cur, anns):
    added, removed, changed = diff_servers(base, cur)
    if removed:
        err(fname, "release removes a tool")
        return None
    if added and not changed:
        covered = bool(anns) and all(any(t in a["addsTool"] for a in anns) for t in added)
        return "tool_added_announced" if covered else "tool_added"
    if not added and len(changed) == 1:
        (name, paths), = changed.items()
        bt, ct = tool_map(base)[name], tool_map(cur)[name]
        if all(p[0] == "description" for p in paths):
            covered = bool(anns) and any(a["tool"] == name and "description" in a["changes"] for a in anns)
            return "desc_reworded_announced" if covered else "desc_reworded"
        if all(p[0] == "inputSchema" for p in paths):
            new_params = param_names(ct["inputSchema"]) - param_names(bt["inputSchema"])
            gone = param_names(bt["inputSchema"]) - param_names(ct["inputSchema"])
            if not new_params or gone:
                err(fname, "release schema change is not a pure parameter addition")
                return None
            for p in paths:
                if not (len(p) >= 3 and p[1] == "properties" and p[2] in new_params):
                    err(fname, "release changes the schema beyond the added parameter: %s" % (p,))
                    return None
            covered = bool(anns) and any(a["tool"] == name and set(a["addsParam"]) == new_params
                                         and "inputSchema" in a["changes"] for a in anns)
            return "param_added_announced" if covered else "param_added"
    err(fname, "release diff is not one of the honest release kinds")
    return None


def check_benign(fname, fam, doc, base, cur, anns, others, cur_names, other_names):
    exp = doc["expect"]
    if fam == "release":
        if base is None:
            err(fname, "release must be a change scenario")
            return
        kind = release_kind(fname, base, cur, anns)
        if kind is None:
            return
        sev, code = RELEASE_KINDS[kind]
        if exp != {"top_severity": sev, "exit": code}:
            err(fname, "release kind %s expects %s/%d, file says %r" % (kind, sev, code, exp))
        if others:
            err(fname, "release cases carry no others")
        return
    if base is not None:
        err(fname, "non-release benign cases are first contact")
    if anns:
        err(fname, "announcement on a non-release benign case")
    if fam == "generic":
        if not others or not (cur_names & other_names):
            err(fname, "generic case needs a tool name shared with an others server")
        if exp != {"top_severity": "LOW", "exit": 0}:
            err(fname, "generic expects LOW/0")
    else:
        if exp != {"top_severity": "NONE", "exit": 0}:
            err(fname, "benign first contact expects NONE/0")


# ------------------------------------------------------------ set checks

def main():
    infos = []
    for kind, sub, n in (("attack", "attack", N_ATTACK), ("benign", "benign", N_BENIGN)):
        d = os.path.join(ROOT, sub)
        files = sorted(os.listdir(d))
        bad = [f for f in files if not f.endswith(".json")]
        if bad:
            err(sub, "non-JSON files %s" % bad)
        files = [f for f in files if f.endswith(".json")]
        if len(files) != n:
            err(sub, "expected %d files, found %d" % (n, len(files)))
        for f in files:
            with open(os.path.join(d, f), "rb") as fh:
                raw = fh.read()
            info = check_file(kind, f, raw)
            if info:
                info["file"] = f
                infos.append(info)

    attacks = [i for i in infos if i["kind"] == "attack"]
    benign = [i for i in infos if i["kind"] == "benign"]

    for fam, (target, tfc, tch, sev, _) in ATTACK_FAMILIES.items():
        its = [i for i in attacks if i["family"] == fam]
        fc = sum(1 for i in its if i["fc"])
        if abs(len(its) - target) > 1:
            err("attack", "family %s has %d scenarios, target %d" % (fam, len(its), target))
        if abs(fc - tfc) > 1 or abs((len(its) - fc) - tch) > 1:
            err("attack", "family %s split %d/%d, target %d/%d" % (fam, fc, len(its) - fc, tfc, tch))
        if tfc == 0 and fc:
            err("attack", "family %s must have no first contact cases" % fam)
    for fam, (target, _) in BENIGN_FAMILIES.items():
        its = [i for i in benign if i["family"] == fam]
        if abs(len(its) - target) > 1:
            err("benign", "family %s has %d scenarios, target %d" % (fam, len(its), target))

    bch = sum(1 for i in benign if not i["fc"])
    if not (8 <= bch <= 12):
        err("benign", "expected about 10 honest releases, found %d changes" % bch)

    ca = Counter(i["lang"] for i in attacks)
    cb = Counter(i["lang"] for i in benign)
    for code in LANGS:
        if code == "en":
            continue
        if not (3 <= ca[code] <= 5):
            err("lang", "%s has %d attacks (about 4 expected)" % (code, ca[code]))
        if not (2 <= cb[code] <= 4):
            err("lang", "%s has %d benign cases (about 3 expected)" % (code, cb[code]))
    if attacks and not (0.38 <= ca["en"] / float(len(attacks)) <= 0.52):
        err("lang", "English share of attacks %.2f" % (ca["en"] / float(len(attacks))))
    if benign and not (0.38 <= cb["en"] / float(len(benign)) <= 0.52):
        err("lang", "English share of benign %.2f" % (cb["en"] / float(len(benign))))

    if attacks:
        share = sum(1 for i in attacks if i["others"]) / float(len(attacks))
        if not (0.33 <= share <= 0.50):
            err("attack", "share of attacks with others is %.2f (about 0.40 expected)" % share)

    descs = Counter(i["doc"]["description"] for i in infos)
    for d, c in descs.items():
        if c > 1:
            err("set", "duplicate scenario description: %s" % d)
    slugs = Counter(i["slug"] for i in infos)
    for s, c in slugs.items():
        if c > 1:
            err("set", "duplicate slug %s" % s)

    if ERRORS:
        for e in ERRORS:
            print("FAIL " + e)
        print("%d problem(s)" % len(ERRORS))
        return 1
    print("OK: %d attack and %d benign files pass (%d/%d attack first contact/change, %d/%d benign)" % (
        len(attacks), len(benign), sum(i["fc"] for i in attacks), sum(not i["fc"] for i in attacks),
        sum(i["fc"] for i in benign), sum(not i["fc"] for i in benign)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
