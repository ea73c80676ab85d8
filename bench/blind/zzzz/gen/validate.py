"""Check every scenario file against the rules of the set. Exit 0 when all pass."""
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
import common  # noqa: E402

ERR = []
FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
SEVS = {"NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"}


def err(f, msg):
    ERR.append("%s: %s" % (f, msg))


def check_props(f, where, schema):
    props = schema.get("properties")
    if props is None:
        return
    if not isinstance(props, dict):
        err(f, "%s properties not an object" % where)
        return
    for pn, pd in props.items():
        if not isinstance(pd, dict) or "type" not in pd or not isinstance(pd.get("description"), str):
            err(f, "%s.%s needs type and description" % (where, pn))
            continue
        if "enum" in pd and not isinstance(pd["enum"], list):
            err(f, "%s.%s enum not a list" % (where, pn))
        check_props(f, where + "." + pn, pd)
        if isinstance(pd.get("items"), dict):
            check_props(f, where + "." + pn + "[]", pd["items"])


def check_server(f, label, srv):
    if not isinstance(srv, dict) or set(srv) != {"serverInfo", "tools"}:
        err(f, "%s must have exactly serverInfo and tools" % label)
        return
    si = srv["serverInfo"]
    if not isinstance(si.get("name"), str) or not si["name"] or not SEMVER.match(str(si.get("version", ""))):
        err(f, "%s serverInfo needs name and x.y.z version" % label)
    tools = srv["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(f, "%s must have 1-6 tools" % label)
        return
    seen = set()
    for t in tools:
        n = t.get("name", "")
        if not IDENT.match(n):
            err(f, "%s tool name %r not an ASCII identifier" % (label, n))
        if n in seen:
            err(f, "%s duplicate tool %s" % (label, n))
        seen.add(n)
        if set(t) - TOOL_KEYS:
            err(f, "%s tool %s unknown keys %s" % (label, n, set(t) - TOOL_KEYS))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s tool %s needs a description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, "%s tool %s inputSchema must be an object schema with properties" % (label, n))
        else:
            check_props(f, "%s.%s" % (label, n), sch)
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s tool %s requires unknown %s" % (label, n, r))
        if "outputSchema" in t:
            check_props(f, "%s.%s.output" % (label, n), t["outputSchema"])
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(f, "%s tool %s bad annotations" % (label, n))


def ver(s):
    return tuple(int(x) for x in SEMVER.match(s["serverInfo"]["version"]).groups())


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def lookalike(n, m):
    if n == m:
        return False
    for suf in ("_v2", "_v1", "_pro", "_new", "2"):
        if n == m + suf:
            return True
    return levenshtein(n, m) <= 1


def main():
    per = {"attack": [], "benign": []}
    for kind in per:
        for path in sorted(glob.glob(os.path.join(ROOT, kind, "*"))):
            f = kind + "/" + os.path.basename(path)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(f, "not pure ASCII")
                continue
            m = FNAME.match(os.path.basename(path))
            if not m:
                err(f, "bad file name")
                continue
            fam, lang, _ = m.groups()
            try:
                sc = json.loads(raw)
            except ValueError as e:
                err(f, "bad JSON: %s" % e)
                continue
            per[kind].append((f, fam, lang, sc))
            fams = common.ATTACK_FAMILIES if kind == "attack" else common.BENIGN_FAMILIES
            if fam not in fams:
                err(f, "unknown family %s" % fam)
            if lang not in common.LANGS:
                err(f, "unknown language %s" % lang)
            if not isinstance(sc, dict) or set(sc) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(sc):
                err(f, "bad top-level keys")
                continue
            d = sc["description"]
            if not isinstance(d, str) or "\n" in d or not d.endswith(".") or d.count(". ") > 0 or not d[0].isupper():
                err(f, "description must be one English sentence")
            check_server(f, "current", sc["current"])
            if sc["baseline"] is not None:
                check_server(f, "baseline", sc["baseline"])
                try:
                    if ver(sc["current"]) <= ver(sc["baseline"]):
                        err(f, "current version must be higher than baseline")
                except Exception:
                    pass
                if sc["baseline"]["tools"] == sc["current"]["tools"]:
                    err(f, "change scenario without a tool change")
                if sc["baseline"]["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                    err(f, "server name changes between baseline and current")
            for k, srv in (sc.get("others") or {}).items():
                if not re.match(r"^[a-z][a-z0-9-]*$", k):
                    err(f, "bad others id %s" % k)
                check_server(f, "others." + k, srv)
            for a in sc.get("announcements") or []:
                if set(a) - ANNOUNCE_KEYS:
                    err(f, "bad announcement keys")
                if sc["baseline"] is None:
                    err(f, "announcement on first contact")
            e = sc["expect"]
            if set(e) != {"top_severity", "exit"} or e["top_severity"] not in SEVS or e["exit"] not in (0, 1):
                err(f, "bad expect")
                continue
            cur_names = {t["name"] for t in sc["current"]["tools"]}
            oth_names = {t["name"] for s in (sc.get("others") or {}).values() for t in s["tools"]}
            if kind == "attack":
                want = fams.get(fam, (0, 0, 0, None))[3]
                if e != {"top_severity": want, "exit": 1}:
                    err(f, "attack expect must be %s/1" % want)
                if fam in ("steer", "lookalike") and not sc.get("others"):
                    err(f, "%s needs others" % fam)
                if fam == "lookalike" and not any(lookalike(n, o) for n in cur_names for o in oth_names):
                    err(f, "no look-alike tool name")
                if fam in ("annotation", "rugpull") and sc["baseline"] is None:
                    err(f, "%s must be a change" % fam)
                if fam == "annotation":
                    b = {t["name"]: t for t in sc["baseline"]["tools"]}
                    for t in sc["current"]["tools"]:
                        bt = dict(b.get(t["name"], {}))
                        ct = dict(t)
                        bt.pop("annotations", None)
                        ct.pop("annotations", None)
                        if bt != ct:
                            err(f, "annotation case changes more than annotations")
                if fam == "field" and sc["baseline"] is not None:
                    bd = {t["name"]: t["description"] for t in sc["baseline"]["tools"]}
                    if any(bd.get(t["name"]) != t["description"] for t in sc["current"]["tools"]):
                        err(f, "field change case alters a tool description")
            else:
                if fam == "release":
                    if sc["baseline"] is None:
                        err(f, "release must be a change")
                    else:
                        want = common.release_expect(sc["baseline"], sc["current"], sc.get("announcements"))
                        if e != want:
                            err(f, "release expect should be %s" % want)
                elif fam == "generic":
                    if e != {"top_severity": "LOW", "exit": 0}:
                        err(f, "generic expect must be LOW/0")
                    if not (cur_names & oth_names):
                        err(f, "generic case shares no name with others")
                else:
                    if e != {"top_severity": "NONE", "exit": 0}:
                        err(f, "benign expect must be NONE/0")
                    if sc["baseline"] is not None:
                        err(f, "non-release benign must be first contact")
                    if cur_names & oth_names:
                        err(f, "non-generic benign shares a tool name with others")

    att, ben = per["attack"], per["benign"]
    if len(att) != 92:
        ERR.append("attack count %d != 92" % len(att))
    if len(ben) != 70:
        ERR.append("benign count %d != 70" % len(ben))
    for fam, (n, nfc, nch, _, _) in common.ATTACK_FAMILIES.items():
        es = [x for x in att if x[1] == fam]
        f1 = sum(1 for x in es if x[3]["baseline"] is None)
        if abs(len(es) - n) > 1:
            ERR.append("family %s count %d (target %d)" % (fam, len(es), n))
        if abs(f1 - nfc) > 1 or abs((len(es) - f1) - nch) > 1:
            ERR.append("family %s split %d/%d (target %d/%d)" % (fam, f1, len(es) - f1, nfc, nch))
    for fam, (n, _) in common.BENIGN_FAMILIES.items():
        c = sum(1 for x in ben if x[1] == fam)
        if abs(c - n) > 1:
            ERR.append("benign family %s count %d (target %d)" % (fam, c, n))
    bch = sum(1 for x in ben if x[3]["baseline"] is not None)
    if not 8 <= bch <= 12:
        ERR.append("benign change count %d (target about 10)" % bch)
    en_a = sum(1 for x in att if x[2] == "en") / max(1, len(att))
    if not 0.38 <= en_a <= 0.52:
        ERR.append("English attack share %.2f" % en_a)
    la = collections.Counter(x[2] for x in att)
    lb = collections.Counter(x[2] for x in ben)
    for code in common.LANGS:
        if code != "en" and not (3 <= la[code] <= 5 and 2 <= lb[code] <= 4):
            ERR.append("language %s has %d attacks / %d benign" % (code, la[code], lb[code]))
    oth = sum(1 for x in att if x[3].get("others")) / max(1, len(att))
    if not 0.33 <= oth <= 0.5:
        ERR.append("share of attacks with others %.2f" % oth)
    if not os.path.exists(os.path.join(ROOT, "README.md")):
        ERR.append("README.md missing")

    if ERR:
        print("\n".join(ERR))
        print("%d problem(s)" % len(ERR))
        return 1
    print("ok: %d attack, %d benign files pass" % (len(att), len(ben)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
