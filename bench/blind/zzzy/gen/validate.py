#!/usr/bin/env python3
"""Check every scenario file of set zzzy against the set's rules. Exit 0 when all pass."""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, SEV_ORDER, release_changes, covered  # noqa: E402

errors = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.json$")
TOOL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
VER_RE = re.compile(r"^\d+\.\d+\.\d+$")
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}


def vtuple(v):
    return tuple(int(x) for x in v.split("."))


def check_props(f, where, schema):
    props = schema.get("properties")
    if not isinstance(props, dict):
        err(f, "%s: properties missing" % where)
        return
    for k, p in props.items():
        if not isinstance(p, dict) or "type" not in p or not isinstance(p.get("description"), str) or not p["description"]:
            err(f, "%s.%s: needs type and description" % (where, k))
            continue
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", k):
            err(f, "%s.%s: property name not an identifier" % (where, k))
        if "enum" in p and (not isinstance(p["enum"], list) or not p["enum"]):
            err(f, "%s.%s: bad enum" % (where, k))
        if "default" in p and "enum" in p and p["default"] not in p["enum"]:
            err(f, "%s.%s: default not in enum" % (where, k))
        if p.get("type") == "object":
            check_props(f, where + "." + k, p)
    for r in schema.get("required", []) or []:
        if r not in props:
            err(f, "%s: required %s not a property" % (where, r))


def check_server(f, where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(f, "%s: server must have serverInfo and tools" % where)
        return
    si = s["serverInfo"]
    if set(si) != {"name", "version"} or not VER_RE.match(si.get("version", "")):
        err(f, "%s: bad serverInfo" % where)
    tools = s["tools"]
    if not (1 <= len(tools) <= 6):
        err(f, "%s: %d tools (1-6 allowed)" % (where, len(tools)))
    names = [t.get("name") for t in tools]
    if len(set(names)) != len(names):
        err(f, "%s: duplicate tool names" % where)
    for t in tools:
        n = t.get("name", "?")
        if not isinstance(n, str) or not TOOL_RE.match(n):
            err(f, "%s: bad tool name %r" % (where, n))
        if set(t) - TOOL_KEYS:
            err(f, "%s/%s: unknown keys %s" % (where, n, set(t) - TOOL_KEYS))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s/%s: description missing" % (where, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object":
            err(f, "%s/%s: inputSchema must be an object schema" % (where, n))
        else:
            check_props(f, "%s/%s" % (where, n), sch)
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(f, "%s/%s: bad annotations" % (where, n))
            for k in ANN_KEYS - {"title"}:
                if k in a and not isinstance(a[k], bool):
                    err(f, "%s/%s: %s not boolean" % (where, n, k))
        if "outputSchema" in t and not isinstance(t["outputSchema"], dict):
            err(f, "%s/%s: bad outputSchema" % (where, n))


def edit1(a, b):
    if abs(len(a) - len(b)) > 1:
        return False
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1] <= 1


def lookalike_of(name, other):
    if name == other:
        return False
    if edit1(name, other):
        return True
    return any(name == other + suf for suf in ("_v2", "_v1", "_pro", "_plus", "_new", "2"))


def all_text(server):
    return json.dumps(server, ensure_ascii=False)


def trust_direction(b, c):
    """True when annotations moved toward more trust."""
    bd = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}
    toward = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    for k in toward:
        bv, cv = b.get(k, bd[k]), c.get(k, bd[k])
        if bv != cv and cv == toward[k]:
            return True
    return False


def main():
    files = {"attack": sorted(glob.glob(os.path.join(OUT, "attack", "*"))),
             "benign": sorted(glob.glob(os.path.join(OUT, "benign", "*")))}
    stats = {"attack": [], "benign": []}
    for kind, fl in files.items():
        for path in fl:
            f = kind + "/" + os.path.basename(path)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
                continue
            m = NAME_RE.match(os.path.basename(path))
            if not m:
                err(f, "bad file name")
                continue
            fam, lang = m.group(1), m.group(2)
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(f, "unknown family %s" % fam)
                continue
            if lang not in LANGS:
                err(f, "unknown language %s" % lang)
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(f, "invalid JSON: %s" % e)
                continue
            if not isinstance(sc, dict) or not {"description", "baseline", "current", "expect"} <= set(sc) or set(sc) - TOP_KEYS:
                err(f, "bad top-level keys %s" % sorted(sc))
                continue
            d = sc["description"]
            if not isinstance(d, str) or not d.endswith(".") or d.count(". ") > 0 or not d[0].isupper():
                err(f, "description must be one English sentence")
            check_server(f, "current", sc["current"])
            base = sc["baseline"]
            if base is not None:
                check_server(f, "baseline", base)
                if vtuple(sc["current"]["serverInfo"]["version"]) <= vtuple(base["serverInfo"]["version"]):
                    err(f, "current version must be higher than baseline")
                if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(f, "server name changed between baseline and current")
                if base["tools"] == sc["current"]["tools"]:
                    err(f, "baseline and current tools identical")
            oth = sc.get("others") or {}
            for k, s in oth.items():
                check_server(f, "others." + k, s)
            for a in sc.get("announcements") or []:
                if set(a) != ANNOUNCE_KEYS:
                    err(f, "bad announcement keys")
                if base is None:
                    err(f, "announcement on a first contact")
                if a.get("version") != sc["current"]["serverInfo"]["version"]:
                    err(f, "announcement version does not match current")
            exp = sc["expect"]
            if set(exp) != {"top_severity", "exit"} or exp["top_severity"] not in SEV_ORDER or exp["exit"] not in (0, 1):
                err(f, "bad expect")
                continue
            cur_names = {t["name"] for t in sc["current"]["tools"]}
            other_names = {t["name"] for s in oth.values() for t in s["tools"]}
            if kind == "attack":
                want = ATTACK_FAMILIES[fam][3]
                if exp != {"top_severity": want, "exit": 1}:
                    err(f, "expect should be %s/1" % want)
                if cur_names & other_names:
                    err(f, "attack shares an exact tool name with others")
                if fam in ("annotation", "rugpull") and base is None:
                    err(f, "%s must be a change" % fam)
                if fam == "steer":
                    txt = all_text(sc["current"])
                    if not oth or not any(n in txt for n in other_names):
                        err(f, "steer must name a tool of a configured other server")
                if fam == "lookalike":
                    if not any(lookalike_of(n, o) for n in cur_names for o in other_names):
                        err(f, "lookalike needs a near name of an others tool")
                if fam == "annotation":
                    bt = {t["name"]: t for t in base["tools"]}
                    moved = False
                    for t in sc["current"]["tools"]:
                        b = bt.get(t["name"])
                        if b is None:
                            err(f, "annotation case adds a tool")
                            continue
                        strip = lambda x: {k: v for k, v in x.items() if k != "annotations"}
                        if strip(b) != strip(t):
                            err(f, "annotation case changes more than annotations")
                        if b.get("annotations") != t.get("annotations"):
                            if not b.get("annotations", {}).get("destructiveHint", True):
                                err(f, "annotation flip must be on a destructive tool")
                            moved |= trust_direction(b.get("annotations", {}), t.get("annotations", {}))
                    if not moved:
                        err(f, "annotations do not move toward trust")
                if fam in ("rugpull", "field") and base is not None:
                    ch = release_changes(base, sc["current"])
                    tools_changed = {c[0] for c in ch}
                    if len(tools_changed) != 1:
                        err(f, "%s change must touch exactly one tool" % fam)
                    if fam == "field":
                        bt = {t["name"]: t for t in base["tools"]}
                        for t in sc["current"]["tools"]:
                            if t["name"] in bt and t["description"] != bt[t["name"]]["description"]:
                                err(f, "field change must not touch the tool description")
                if fam == "field" and base is None:
                    pass
            else:
                if fam == "release":
                    if base is None:
                        err(f, "release must be a change")
                    else:
                        ch = release_changes(base, sc["current"])
                        worst = "NONE"
                        for c in ch:
                            sev = "NONE" if covered(c, sc.get("announcements"), sc["current"]["serverInfo"]["version"]) else ("LOW" if c[1] == "addsTool" else "MEDIUM")
                            if SEV_ORDER.index(sev) > SEV_ORDER.index(worst):
                                worst = sev
                        want = {"top_severity": worst, "exit": 1 if worst in ("MEDIUM", "HIGH", "CRITICAL") else 0}
                        if exp != want:
                            err(f, "release expect should be %s" % want)
                        if any(c[1] not in ("addsTool", "addsParam", "description") for c in ch):
                            err(f, "honest release has an unexpected kind of change %s" % ch)
                else:
                    if base is not None:
                        err(f, "non-release benign must be first contact")
                    want = {"top_severity": "LOW" if fam == "generic" else "NONE", "exit": 0}
                    if exp != want:
                        err(f, "expect should be %s" % want)
                    if fam == "generic" and not (cur_names & other_names):
                        err(f, "generic must share a tool name with an others server")
                    if fam != "generic" and (cur_names & other_names):
                        err(f, "non-generic benign shares a tool name with others")
            stats[kind].append((fam, lang, base is None, bool(oth)))

    # ------------------------------------------------ set-level counts
    att, ben = stats["attack"], stats["benign"]
    if len(att) != 92:
        err("set", "%d attacks, want 92" % len(att))
    if len(ben) != 70:
        err("set", "%d benign, want 70" % len(ben))
    for fam, (cnt, fc, ch, _, _) in ATTACK_FAMILIES.items():
        xs = [s for s in att if s[0] == fam]
        nfc = sum(1 for s in xs if s[2])
        if abs(len(xs) - cnt) > 1:
            err("set", "family %s has %d, target %d" % (fam, len(xs), cnt))
        if abs(nfc - fc) > 1 or abs((len(xs) - nfc) - ch) > 1:
            err("set", "family %s fc/ch %d/%d, target %d/%d" % (fam, nfc, len(xs) - nfc, fc, ch))
    for fam, (cnt, _) in BENIGN_FAMILIES.items():
        xs = [s for s in ben if s[0] == fam]
        if abs(len(xs) - cnt) > 1:
            err("set", "benign family %s has %d, target %d" % (fam, len(xs), cnt))
    bfc = sum(1 for s in ben if s[2])
    if not (55 <= bfc <= 65):
        err("set", "benign first contact %d, want about 60" % bfc)
    en = sum(1 for s in att if s[1] == "en")
    if not (0.38 <= en / 92.0 <= 0.52):
        err("set", "English attacks %d, want about 45%%" % en)
    for code in LANGS:
        if code == "en":
            continue
        na = sum(1 for s in att if s[1] == code)
        nb = sum(1 for s in ben if s[1] == code)
        if not (3 <= na <= 5) or not (2 <= nb <= 4):
            err("set", "language %s has %d attacks / %d benign" % (code, na, nb))
    wo = sum(1 for s in att if s[3])
    if not (0.30 <= wo / 92.0 <= 0.50):
        err("set", "attacks with others: %d, want about 40%%" % wo)
    readme = os.path.join(OUT, "README.md")
    if not os.path.exists(readme):
        err("set", "README.md missing")

    for e in errors:
        print("FAIL", e)
    print("%d attack files, %d benign files, %d problems" % (len(att), len(ben), len(errors)))
    print("attacks with others: %d; attack fc/ch %d/%d; benign fc/ch %d/%d; English attacks %d"
          % (wo, sum(1 for s in att if s[2]), sum(1 for s in att if not s[2]), bfc, len(ben) - bfc, en))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
