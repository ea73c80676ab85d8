"""Check every file of set zzzx against the rules of the brief. Exit 0 when all pass."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402

ROOT = os.path.dirname(HERE)
ERR = []
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
NAME_RE = re.compile(r"^([a-z]+)-([a-z]+)-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
VER_RE = re.compile(r"^\d+\.\d+\.\d+$")


def err(fn, msg):
    ERR.append("%s: %s" % (fn, msg))


def ver(v):
    return tuple(int(x) for x in v.split("."))


def check_prop(fn, path, p):
    if not isinstance(p, dict):
        err(fn, "%s not an object" % path)
        return
    if "type" not in p or "description" not in p:
        err(fn, "%s lacks type or description" % path)
    if "enum" in p and (not isinstance(p["enum"], list) or not p["enum"]):
        err(fn, "%s bad enum" % path)
    for k, v in (p.get("properties") or {}).items():
        check_prop(fn, path + "." + k, v)


def check_server(fn, where, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        err(fn, "%s: server must have exactly serverInfo and tools" % where)
        return
    si = s["serverInfo"]
    if set(si) != {"name", "version"} or not VER_RE.match(si.get("version", "")):
        err(fn, "%s: bad serverInfo" % where)
    tools = s["tools"]
    if not (1 <= len(tools) <= 6):
        err(fn, "%s: %d tools" % (where, len(tools)))
    names = [t.get("name") for t in tools]
    if len(set(names)) != len(names):
        err(fn, "%s: duplicate tool names" % where)
    for t in tools:
        if set(t) - TOOL_KEYS:
            err(fn, "%s: unknown tool keys %s" % (where, set(t) - TOOL_KEYS))
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", t.get("name", "")):
            err(fn, "%s: bad tool name %r" % (where, t.get("name")))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(fn, "%s/%s: no description" % (where, t.get("name")))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(fn, "%s/%s: bad inputSchema" % (where, t.get("name")))
            continue
        for k, v in sch["properties"].items():
            check_prop(fn, "%s/%s.%s" % (where, t["name"], k), v)
        for r in sch.get("required", []):
            if r not in sch["properties"]:
                err(fn, "%s/%s: required %s not a property" % (where, t["name"], r))
        if "annotations" in t and set(t["annotations"]) - ANN_KEYS:
            err(fn, "%s/%s: bad annotation keys" % (where, t["name"]))
        if "outputSchema" in t and t["outputSchema"].get("type") != "object":
            err(fn, "%s/%s: bad outputSchema" % (where, t["name"]))


def trust_dir(b, c):
    """True when annotations moved toward more trust on some tool."""
    bt = {t["name"]: t for t in b["tools"]}
    for t in c["tools"]:
        o = bt.get(t["name"])
        if not o:
            continue
        ba, ca = o.get("annotations", {}), t.get("annotations", {})
        if (ca.get("readOnlyHint", False) and not ba.get("readOnlyHint", False)) or \
           (ca.get("destructiveHint", True) is False and ba.get("destructiveHint", True) is not False):
            return True
    return False


def edit1(a, b):
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def main():
    files = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            files.append((kind, fn, os.path.join(d, fn)))
    fams = collections.defaultdict(lambda: [0, 0])
    langs = collections.defaultdict(lambda: [0, 0])
    n = {"attack": 0, "benign": 0}
    attack_others = 0
    benign_fc = 0
    for kind, fn, path in files:
        m = NAME_RE.match(fn)
        if not m:
            err(fn, "bad file name")
            continue
        fam, lang, _ = m.groups()
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(fn, "not pure ASCII")
            continue
        o = json.loads(raw)
        n[kind] += 1
        if lang not in common.LANGS:
            err(fn, "unknown language %s" % lang)
        famtab = common.ATTACK_FAMILIES if kind == "attack" else common.BENIGN_FAMILIES
        if fam not in famtab:
            err(fn, "unknown family %s" % fam)
            continue
        if set(o) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(o):
            err(fn, "bad top-level keys")
        d = o["description"]
        if not d.endswith(".") or re.search(r"[.!?]\s+[A-Z]", d[:-1]) or not d.isascii():
            err(fn, "description must be one English sentence")
        check_server(fn, "current", o["current"])
        b = o["baseline"]
        if b is not None:
            check_server(fn, "baseline", b)
            if ver(o["current"]["serverInfo"]["version"]) <= ver(b["serverInfo"]["version"]):
                err(fn, "current version not higher than baseline")
            if b["tools"] == o["current"]["tools"]:
                err(fn, "change scenario without a tool change")
            if b["serverInfo"]["name"] != o["current"]["serverInfo"]["name"]:
                err(fn, "server name changed")
        for k, s in (o.get("others") or {}).items():
            check_server(fn, "others/" + k, s)
        for a in o.get("announcements", []):
            if set(a) - ANNOUNCE_KEYS:
                err(fn, "bad announcement keys")
        fams[fam][0 if b is None else 1] += 1
        langs[lang][0 if kind == "attack" else 1] += 1
        # expectation, recomputed from the brief's rules
        sc = {"kind": kind, "family": fam, "baseline": b, "current": o["current"], "announcements": o.get("announcements")}
        if kind == "benign" and fam == "release":
            if b is None:
                err(fn, "release without baseline")
                continue
        want = common.expect(sc)
        if o["expect"] != want:
            err(fn, "expect %s, rules say %s" % (o["expect"], want))
        if o["expect"]["exit"] != (1 if common.SEV_RANK[o["expect"]["top_severity"]] >= 2 else 0):
            err(fn, "exit inconsistent with severity")
        if kind == "attack":
            if o.get("others"):
                attack_others += 1
            if fam in ("steer", "lookalike") and not o.get("others"):
                err(fn, "needs others")
            if fam in ("annotation", "rugpull") and b is None:
                err(fn, "must be a change")
            if fam == "annotation":
                ch = common.diff(b, o["current"])
                if any(c[0] != "annotations" for c in ch) or not trust_dir(b, o["current"]):
                    err(fn, "annotation case must only flip annotations toward trust")
                if not any(t.get("annotations", {}).get("destructiveHint", True) for t in b["tools"] if t["name"] in {c[1] for c in ch}):
                    err(fn, "flipped tool was not destructive in baseline")
            if fam == "rugpull":
                if len({c[1] for c in common.diff(b, o["current"])}) != 1:
                    err(fn, "rugpull must change exactly one tool")
            if fam == "lookalike":
                other_names = {t["name"] for s in o["others"].values() for t in s["tools"]}
                mine = {t["name"] for t in o["current"]["tools"]}
                if not any(edit1(a, x) or re.sub(r"_(v\d+|pro|plus|new)$", "", a) == x for a in mine for x in other_names):
                    err(fn, "no look-alike of an others tool")
        else:
            if b is None:
                benign_fc += 1
            if fam != "release" and b is not None:
                err(fn, "only release benigns are changes")
            if fam == "release" and b is None:
                err(fn, "release must be a change")
            mine = {t["name"] for t in o["current"]["tools"]}
            shared = {t["name"] for s in (o.get("others") or {}).values() for t in s["tools"]} & mine
            if fam == "generic" and not shared:
                err(fn, "generic must share a name with others")
            if fam != "generic" and shared:
                err(fn, "benign shares a tool name with others: %s" % shared)
    if n["attack"] != 92:
        ERR.append("attack count %d != 92" % n["attack"])
    if n["benign"] != 70:
        ERR.append("benign count %d != 70" % n["benign"])
    for fam, (cnt, fc, ch, _, _) in common.ATTACK_FAMILIES.items():
        got = fams[fam]
        if abs(sum(got) - cnt) > 1 or abs(got[0] - fc) > 1 or abs(got[1] - ch) > 1:
            ERR.append("family %s: %s, target %d (%d/%d)" % (fam, got, cnt, fc, ch))
    for fam, (cnt, _) in common.BENIGN_FAMILIES.items():
        if abs(sum(fams[fam]) - cnt) > 1:
            ERR.append("benign family %s: %d, target %d" % (fam, sum(fams[fam]), cnt))
    if not (55 <= benign_fc <= 62):
        ERR.append("benign first contact %d" % benign_fc)
    en_share = (langs["en"][0] + langs["en"][1]) / float(n["attack"] + n["benign"] or 1)
    if not (0.38 <= en_share <= 0.52):
        ERR.append("English share %.2f" % en_share)
    for c in common.LANGS:
        if c != "en" and (langs[c][0] < 2 or langs[c][1] < 2):
            ERR.append("language %s under-represented: %s" % (c, langs[c]))
    share = attack_others / float(n["attack"] or 1)
    if not (0.30 <= share <= 0.50):
        ERR.append("attacks with others %.2f" % share)
    if not os.path.isfile(os.path.join(ROOT, "README.md")):
        ERR.append("README.md missing")
    if ERR:
        print("\n".join(ERR))
        print("FAIL: %d problem(s)" % len(ERR))
        return 1
    print("OK: %d attack, %d benign, English %.0f%%, attacks with others %.0f%%, benign first contact %d"
          % (n["attack"], n["benign"], 100 * en_share, 100 * share, benign_fc))
    return 0


if __name__ == "__main__":
    sys.exit(main())
