#!/usr/bin/env python3
"""Check every JSON file of set zzzt against the rules of the brief. Exit 0 when all pass."""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANG_CODES, SEV_EXIT, filename  # noqa: E402
import generate  # noqa: E402

ERR = []


def err(f, msg):
    ERR.append("%s: %s" % (f, msg))


FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
TOOLNAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")
TOP_KEYS = {"description", "baseline", "current", "announcements", "others", "expect"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
ANNOUNCE_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
SEVS = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
ATK = {f[0]: f for f in ATTACK_FAMILIES}
BEN = {f[0]: f for f in BENIGN_FAMILIES}
CYR = re.compile(r"(?<=[A-Za-z])[\u0400-\u04FF]|[\u0400-\u04FF](?=[A-Za-z])")
BAD_CHARS = re.compile("[\u200b\u200d\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f\x00-\x08\x0b-\x1f\x7f]")


def ver(v):
    m = SEMVER.match(v or "")
    return tuple(int(x) for x in m.groups()) if m else None


def check_props(f, where, props):
    if not isinstance(props, dict):
        err(f, "%s: properties is not an object" % where)
        return
    for pname, p in props.items():
        w = "%s.%s" % (where, pname)
        if not isinstance(p, dict):
            err(f, "%s: not an object" % w)
            continue
        if "type" not in p or "description" not in p:
            err(f, "%s: property needs type and description" % w)
        if not isinstance(p.get("description", ""), str) or not p.get("description"):
            err(f, "%s: empty description" % w)
        if "enum" in p and (not isinstance(p["enum"], list) or not p["enum"]):
            err(f, "%s: bad enum" % w)
        if "default" in p and "enum" in p and p["default"] not in p["enum"]:
            err(f, "%s: default not in enum" % w)
        if p.get("type") == "object" and "properties" in p:
            check_props(f, w, p["properties"])
        if p.get("type") == "array":
            it = p.get("items")
            if not isinstance(it, dict) or "type" not in it:
                err(f, "%s: array without typed items" % w)
            elif it.get("type") == "object" and "properties" in it:
                check_props(f, w + "[]", it["properties"])


def check_server(f, label, srv):
    if not isinstance(srv, dict) or set(srv) != {"serverInfo", "tools"}:
        err(f, "%s: server must have exactly serverInfo and tools" % label)
        return
    si = srv["serverInfo"]
    if not isinstance(si, dict) or set(si) != {"name", "version"} or not si.get("name") or not ver(si.get("version")):
        err(f, "%s: bad serverInfo %r" % (label, si))
    tools = srv["tools"]
    if not isinstance(tools, list) or not 1 <= len(tools) <= 6:
        err(f, "%s: needs 1-6 tools" % label)
        return
    names = [t.get("name") for t in tools]
    if len(set(names)) != len(names):
        err(f, "%s: duplicate tool names" % label)
    for t in tools:
        n = t.get("name", "?")
        if set(t) - TOOL_KEYS:
            err(f, "%s.%s: unknown keys %s" % (label, n, sorted(set(t) - TOOL_KEYS)))
        if not isinstance(n, str) or not TOOLNAME.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s.%s: missing description" % (label, n))
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or "properties" not in sch:
            err(f, "%s.%s: inputSchema must be an object schema with properties" % (label, n))
        else:
            check_props(f, "%s.%s" % (label, n), sch["properties"])
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, "%s.%s: required %r not a property" % (label, n, r))
        if "outputSchema" in t and (not isinstance(t["outputSchema"], dict) or t["outputSchema"].get("type") != "object"):
            err(f, "%s.%s: bad outputSchema" % (label, n))
        a = t.get("annotations")
        if a is not None:
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(f, "%s.%s: bad annotations" % (label, n))
            for k, v in a.items():
                if k == "title":
                    if not isinstance(v, str):
                        err(f, "%s.%s: annotation title not a string" % (label, n))
                elif not isinstance(v, bool):
                    err(f, "%s.%s: annotation %s not boolean" % (label, n, k))


def tmap(srv):
    return {t["name"]: t for t in srv["tools"]}


def props(t):
    return t.get("inputSchema", {}).get("properties", {})


def release_expect(o):
    b, c = tmap(o["baseline"]), tmap(o["current"])
    version = o["current"]["serverInfo"]["version"]
    anns = [a for a in (o.get("announcements") or []) if a.get("version") in (None, version)]
    items = []
    added = [n for n in c if n not in b]
    removed = [n for n in b if n not in c]
    changed = [n for n in c if n in b and c[n] != b[n]]
    for n in added:
        items.append(("addsTool", n, None))
    for n in removed:
        items.append(("removesTool", n, None))
    for n in changed:
        bt, ct = b[n], c[n]
        newp = [p for p in props(ct) if p not in props(bt)]
        for p in newp:
            items.append(("addsParam", n, p))
        if bt.get("description") != ct.get("description"):
            items.append(("description", n, None))
        bs = dict(bt.get("inputSchema", {}))
        cs = dict(ct.get("inputSchema", {}))
        cprops = {k: v for k, v in props(ct).items() if k not in newp}
        cs = dict(cs, properties=cprops)
        if bs != cs:
            items.append(("inputSchema", n, None))
        for k in ("annotations", "outputSchema", "title"):
            if bt.get(k) != ct.get(k):
                items.append((k, n, None))

    def covered(it):
        kind, n, p = it
        for a in anns:
            if kind == "addsTool" and n in a.get("addsTool", []) and a.get("tool") in (None, n):
                return True
            if kind == "removesTool" and n in a.get("removesTool", []) and a.get("tool") in (None, n):
                return True
            if a.get("tool") != n:
                continue
            if kind == "addsParam" and p in a.get("addsParam", []):
                return True
            if kind in ("description", "inputSchema", "annotations", "outputSchema") and kind in a.get("changes", []):
                return True
        return False
    if not items:
        return None
    if all(covered(i) for i in items):
        return "NONE"
    if all(i[0] == "addsTool" for i in items):
        return "LOW"
    return "MEDIUM"


def lev(a, b):
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
    if lev(n, m) <= 1:
        return True
    for suf in ("_v2", "_v1", "_v3", "_pro", "_new", "_plus", "2"):
        if n == m + suf:
            return True
    return False


def leaves(x, path=""):
    if isinstance(x, dict):
        out = {}
        for k, v in x.items():
            out.update(leaves(v, path + "/" + k))
        return out
    if isinstance(x, list):
        out = {}
        for i, v in enumerate(x):
            out.update(leaves(v, path + "/" + str(i)))
        return out
    return {path: x}


def trust_moves(b, c):
    def g(a, k, d):
        return a.get(k, d) if a else d
    moves = 0
    if not g(b, "readOnlyHint", False) and g(c, "readOnlyHint", False):
        moves += 1
    if g(b, "destructiveHint", True) and not g(c, "destructiveHint", True):
        moves += 1
    if not g(b, "idempotentHint", False) and g(c, "idempotentHint", False):
        moves += 1
    if g(b, "openWorldHint", True) and not g(c, "openWorldHint", True):
        moves += 1
    return moves


def main():
    scns = {filename(s): s for s in generate.collect()}
    files = {}
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        for fn in sorted(os.listdir(d)):
            if not fn.endswith(".json"):
                continue
            path = os.path.join(d, fn)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(fn, "not pure ASCII")
                continue
            try:
                o = json.loads(raw.decode("ascii"))
            except ValueError as e:
                err(fn, "bad JSON: %s" % e)
                continue
            files[(sub, fn)] = o
    if len(files) != len(scns):
        err("-", "file count %d differs from generated scenario count %d (stale files?)" % (len(files), len(scns)))

    per = {"attack": [], "benign": []}
    currents = {}
    for (sub, fn), o in files.items():
        m = FNAME.match(fn)
        if not m:
            err(fn, "bad file name")
            continue
        fam, lang = m.group(1), m.group(2)
        if lang not in LANG_CODES:
            err(fn, "unknown language code")
        if (sub == "attack" and fam not in ATK) or (sub == "benign" and fam not in BEN):
            err(fn, "unknown family for %s" % sub)
            continue
        s = scns.get(fn)
        if s is None:
            err(fn, "no generator scenario for this file")
            continue
        per[sub].append((fn, fam, lang, o, s))
        if not isinstance(o, dict) or set(o) - TOP_KEYS or not {"description", "baseline", "current", "expect"} <= set(o):
            err(fn, "top-level keys wrong: %s" % sorted(o))
            continue
        d = o["description"]
        if not isinstance(d, str) or not d.endswith(".") or "\n" in d or re.search(r"\.\s+[A-Z]", d) or len(d) < 40:
            err(fn, "description must be one English sentence")
        if not d.isascii():
            err(fn, "description not ASCII")
        text = json.dumps(o, ensure_ascii=False)
        if BAD_CHARS.search(text):
            err(fn, "contains invisible, bidi, tag or control characters")
        if "\u200c" in text and lang != "fa":
            err(fn, "ZWNJ outside Persian text")
        if any(CYR.search(v) for v in leaves(o).values() if isinstance(v, str)) or any(
                CYR.search(k) for k in re.findall(r'"([^"]*)":', text)):
            err(fn, "Cyrillic letter directly next to a Latin letter")
        check_server(fn, "current", o["current"])
        if o["baseline"] is not None:
            check_server(fn, "baseline", o["baseline"])
            bv, cv = ver(o["baseline"]["serverInfo"]["version"]), ver(o["current"]["serverInfo"]["version"])
            if not (bv and cv and cv > bv):
                err(fn, "change scenario needs a higher current version")
            if o["baseline"]["serverInfo"]["name"] != o["current"]["serverInfo"]["name"]:
                err(fn, "server name changed between baseline and current")
            if o["baseline"]["tools"] == o["current"]["tools"]:
                err(fn, "baseline and current tools are identical")
        key = json.dumps(o["current"], sort_keys=True)
        if key in currents:
            err(fn, "same current manifest as %s" % currents[key])
        currents[key] = fn
        for a in o.get("announcements") or []:
            if not isinstance(a, dict) or set(a) - ANNOUNCE_KEYS or "version" not in a:
                err(fn, "bad announcement")
            elif a["version"] != o["current"]["serverInfo"]["version"]:
                err(fn, "announcement version differs from current version")
        if "announcements" in o and o["baseline"] is None:
            err(fn, "announcement on a first-contact scenario")
        oth = o.get("others") or {}
        for k, srv in oth.items():
            check_server(fn, "others.%s" % k, srv)
        e = o["expect"]
        if not isinstance(e, dict) or set(e) != {"top_severity", "exit"} or e.get("top_severity") not in SEVS or SEV_EXIT.get(e.get("top_severity")) != e.get("exit"):
            err(fn, "bad expect %r" % e)
            continue
        cur_names = set(tmap(o["current"]))
        other_names = {n: k for k, srv in oth.items() for n in tmap(srv)}
        shared = cur_names & set(other_names)
        if fam != "generic" and shared:
            err(fn, "tool names shared with others: %s" % sorted(shared))

        if sub == "attack":
            want = ATK[fam][4]
            if e["top_severity"] != want or e["exit"] != 1:
                err(fn, "attack family %s expects %s/1" % (fam, want))
            mk = s.get("marker")
            cur_text = json.dumps(o["current"], ensure_ascii=False)
            if fam != "annotation":
                if not mk:
                    err(fn, "attack without payload marker")
                elif mk not in cur_text:
                    err(fn, "payload marker not found in current")
                elif o["baseline"] is not None and mk in json.dumps(o["baseline"], ensure_ascii=False):
                    err(fn, "payload marker already in baseline")
            if fam == "field" and mk:
                for t in o["current"]["tools"]:
                    if mk in t.get("description", "") or mk in t.get("title", "") or mk in (t.get("annotations") or {}).get("title", ""):
                        err(fn, "field payload leaks into a tool description or title")
            if fam == "steer":
                if not oth:
                    err(fn, "steer without others")
                elif not any(n in cur_text for n in other_names):
                    err(fn, "steer text names no tool of another server")
            if fam == "lookalike":
                hits = [(n, m2) for n in cur_names for m2 in other_names if lookalike(n, m2)]
                if not hits:
                    err(fn, "no look-alike of another server's tool")
                else:
                    n, m2 = hits[0]
                    desc = next(t["description"] for t in o["current"]["tools"] if t["name"] == n)
                    if m2 not in desc:
                        err(fn, "look-alike does not claim to replace %s" % m2)
            if fam in ("annotation", "rugpull") and o["baseline"] is None:
                err(fn, "%s must be a change scenario" % fam)
            if fam == "annotation" and o["baseline"] is not None:
                b, c = tmap(o["baseline"]), tmap(o["current"])
                if set(b) != set(c):
                    err(fn, "annotation case changes the tool set")
                diff = [n for n in b if b[n] != c.get(n)]
                if len(diff) != 1:
                    err(fn, "annotation case must change exactly one tool")
                for n in diff:
                    bt = {k: v for k, v in b[n].items() if k != "annotations"}
                    ct = {k: v for k, v in c[n].items() if k != "annotations"}
                    if bt != ct:
                        err(fn, "annotation case changes more than annotations")
                    if (b[n].get("annotations") or {}).get("destructiveHint", True) is not True:
                        err(fn, "annotation case: baseline tool is not destructive")
                    if trust_moves(b[n].get("annotations"), c[n].get("annotations")) < 1:
                        err(fn, "annotation case does not move toward trust")
            if fam == "rugpull" and o["baseline"] is not None:
                b, c = tmap(o["baseline"]), tmap(o["current"])
                diff = [n for n in set(b) | set(c) if b.get(n) != c.get(n)]
                if len(diff) != 1:
                    err(fn, "rug pull must change exactly one tool")
                else:
                    lb, lc = leaves(b.get(diff[0])), leaves(c.get(diff[0]))
                    nd = [k for k in set(lb) | set(lc) if lb.get(k) != lc.get(k)]
                    if len(nd) != 1:
                        err(fn, "rug pull must change exactly one value, changed %d" % len(nd))
        else:
            if fam == "release":
                if o["baseline"] is None:
                    err(fn, "release must be a change scenario")
                else:
                    r = release_expect(o)
                    if r != e["top_severity"]:
                        err(fn, "release expectation %s, diff says %s" % (e["top_severity"], r))
            else:
                if o["baseline"] is not None:
                    err(fn, "benign %s must be first contact" % fam)
                want = "LOW" if fam == "generic" else "NONE"
                if e["top_severity"] != want or e["exit"] != 0:
                    err(fn, "benign %s expects %s/0" % (fam, want))
                if fam == "generic" and not shared:
                    err(fn, "generic case shares no tool name with others")

    # ---------------------------------------------------------------- totals
    atk, ben = per["attack"], per["benign"]
    if len(atk) != 92:
        err("-", "expected 92 attacks, found %d" % len(atk))
    if len(ben) != 70:
        err("-", "expected 70 benign, found %d" % len(ben))
    for fam, n, nfc, nch, _sev, _l in ATTACK_FAMILIES:
        xs = [x for x in atk if x[1] == fam]
        f = sum(1 for x in xs if x[3]["baseline"] is None)
        if abs(len(xs) - n) > 1:
            err("-", "family %s: %d attacks, target %d" % (fam, len(xs), n))
        if abs(f - nfc) > 1 or abs(len(xs) - f - nch) > 1:
            err("-", "family %s: split %d/%d, target %d/%d" % (fam, f, len(xs) - f, nfc, nch))
    for fam, n, _l in BENIGN_FAMILIES:
        xs = [x for x in ben if x[1] == fam]
        if abs(len(xs) - n) > 1:
            err("-", "benign family %s: %d, target %d" % (fam, len(xs), n))
    bfc = sum(1 for x in ben if x[3]["baseline"] is None)
    if not 58 <= bfc <= 62:
        err("-", "benign first contact %d, target about 60" % bfc)
    en_a = sum(1 for x in atk if x[2] == "en")
    en_b = sum(1 for x in ben if x[2] == "en")
    if not 0.40 <= en_a / max(len(atk), 1) <= 0.50:
        err("-", "English attack share %.2f out of 0.40-0.50" % (en_a / max(len(atk), 1)))
    if not 0.40 <= en_b / max(len(ben), 1) <= 0.50:
        err("-", "English benign share %.2f out of 0.40-0.50" % (en_b / max(len(ben), 1)))
    for c in LANG_CODES:
        if c == "en":
            continue
        na = sum(1 for x in atk if x[2] == c)
        nb = sum(1 for x in ben if x[2] == c)
        if not 3 <= na <= 5:
            err("-", "language %s: %d attacks" % (c, na))
        if not 2 <= nb <= 4:
            err("-", "language %s: %d benign" % (c, nb))
    share = sum(1 for x in atk if x[3].get("others")) / max(len(atk), 1)
    if not 0.35 <= share <= 0.50:
        err("-", "share of attacks with others %.2f, target about 0.40" % share)

    if ERR:
        for e in ERR:
            print("FAIL", e)
        print("%d problem(s)" % len(ERR))
        return 1
    print("OK: %d attack and %d benign files pass (%d English attacks, %d English benign, %.0f%% of attacks with others)"
          % (len(atk), len(ben), en_a, en_b, share * 100))
    return 0


if __name__ == "__main__":
    sys.exit(main())
