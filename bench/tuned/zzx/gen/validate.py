#!/usr/bin/env python3
"""Check every scenario of the zzx held-out set and print counts.

Usage: python3 gen/validate.py [--markdown]
Exit 0 when every check passes, 1 otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, LANG_NAMES  # noqa: E402

ROOT = os.path.dirname(HERE)
TOOL_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]
EXIT_FOR = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}

errors = []


def err(path, msg):
    errors.append("%s: %s" % (path, msg))


def vtuple(v):
    parts = re.findall(r"\d+", v)
    return tuple(int(p) for p in parts)


def canon(x):
    return json.dumps(x, sort_keys=True, ensure_ascii=True)


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if schema.get("type") == "object" or props is not None:
        if props is None:
            props = {}
        if not isinstance(props, dict):
            err(path, "%s: properties is not an object" % where)
            return
        req = schema.get("required", [])
        if not isinstance(req, list):
            err(path, "%s: required is not a list" % where)
        else:
            for r in req:
                if r not in props:
                    err(path, "%s: required names missing property %r" % (where, r))
            if len(set(req)) != len(req):
                err(path, "%s: duplicate names in required" % where)
        for k, v in props.items():
            check_schema(path, "%s.%s" % (where, k), v)
    if schema.get("type") == "array" and "items" in schema:
        check_schema(path, where + "[]", schema["items"])


def check_text(path, where, s):
    for ch in s:
        o = ord(ch)
        if (o < 32 and ch not in "\n\t") or 0x7f <= o < 0xa0:
            err(path, "%s: control character U+%04X" % (where, o))
            return


def walk_strings(x, where, path):
    if isinstance(x, str):
        check_text(path, where, x)
    elif isinstance(x, dict):
        for k, v in x.items():
            check_text(path, where + "/key", k)
            walk_strings(v, where + "/" + k, path)
    elif isinstance(x, list):
        for i, v in enumerate(x):
            walk_strings(v, "%s[%d]" % (where, i), path)


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, "%s is not an object" % where)
        return False
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(path, "%s.serverInfo needs name and version strings" % where)
        return False
    if not vtuple(si["version"]):
        err(path, "%s: version %r has no numbers" % (where, si["version"]))
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s.tools must be a non-empty list" % where)
        return False
    seen = set()
    for i, t in enumerate(tools):
        tw = "%s.tools[%d]" % (where, i)
        if not isinstance(t, dict):
            err(path, tw + " is not an object")
            continue
        name = t.get("name")
        if not isinstance(name, str) or not TOOL_RE.match(name):
            err(path, "%s: bad tool name %r" % (tw, name))
            continue
        if name in seen:
            err(path, "%s: duplicate tool name %s" % (where, name))
        seen.add(name)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s (%s): description missing" % (tw, name))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(path, "%s (%s): inputSchema must be an object schema with properties" % (tw, name))
        else:
            check_schema(path, "%s(%s).inputSchema" % (where, name), s)
        if "outputSchema" in t:
            check_schema(path, "%s(%s).outputSchema" % (where, name), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s (%s): annotations is not an object" % (tw, name))
        for k in t:
            if k not in ("name", "title", "description", "inputSchema", "outputSchema", "annotations"):
                err(path, "%s (%s): unexpected key %s" % (tw, name, k))
    walk_strings(m, where, path)
    return True


def tools_by_name(m):
    return {t["name"]: t for t in m["tools"]}


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def near(a, b):
    if a == b:
        return False
    if a.startswith(b) or b.startswith(a):
        return True
    return edit_distance(a, b) <= 2


def main():
    markdown = "--markdown" in sys.argv
    rows = []
    name_re = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        for fname in sorted(os.listdir(d)):
            path = "%s/%s" % (kind, fname)
            if not fname.endswith(".json"):
                err(path, "not a .json file")
                continue
            raw = open(os.path.join(d, fname), "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(path, "not pure ASCII")
            try:
                data = json.loads(raw.decode("utf-8"))
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            m = name_re.match(fname)
            if not m:
                err(path, "file name does not follow <family>-<lang>-<slug>.json")
                continue
            family, lang, slug = m.groups()
            if family not in fams:
                err(path, "unknown %s family %s" % (kind, family))
            if lang not in LANGS:
                err(path, "unknown language %s" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in data:
                    err(path, "missing key " + k)
            allowed = {"description", "baseline", "current", "announcements", "others", "expect"}
            for k in data:
                if k not in allowed:
                    err(path, "unexpected key " + k)
            if not isinstance(data.get("description"), str) or len(data.get("description", "")) < 20:
                err(path, "description must be a sentence")
            if not check_manifest(path, "current", data.get("current")):
                continue
            cur = data["current"]
            base = data.get("baseline")
            if base is not None:
                if not check_manifest(path, "baseline", base):
                    continue
                if canon(sorted(base["tools"], key=lambda t: t["name"])) == canon(
                        sorted(cur["tools"], key=lambda t: t["name"])):
                    err(path, "baseline tools equal current tools")
                if not vtuple(cur["serverInfo"]["version"]) > vtuple(base["serverInfo"]["version"]):
                    err(path, "current version does not go up")
                if base["serverInfo"]["name"] != cur["serverInfo"]["name"]:
                    err(path, "baseline and current server names differ")
            oth = data.get("others")
            if oth is not None:
                if not isinstance(oth, dict) or not oth:
                    err(path, "others must be a non-empty object")
                    oth = None
                else:
                    for sid, om in oth.items():
                        check_manifest(path, "others.%s" % sid, om)
            exp = data.get("expect", {})
            sev, ex = exp.get("top_severity"), exp.get("exit")
            if sev not in SEVERITIES or ex not in (0, 1):
                err(path, "bad expect %r" % exp)
                continue
            if EXIT_FOR[sev] != ex:
                err(path, "expect exit %s does not fit severity %s" % (ex, sev))
            anns = data.get("announcements")
            if anns is not None:
                if kind != "benign" or family != "release":
                    err(path, "announcements only belong to benign releases")
                if not isinstance(anns, list) or not anns:
                    err(path, "announcements must be a non-empty list")
                else:
                    for a in anns:
                        if not isinstance(a, dict) or set(a) - ANN_KEYS:
                            err(path, "bad announcement %r" % a)
                        elif a.get("tool") is not None and a["tool"] not in tools_by_name(cur):
                            err(path, "announcement names unknown tool %r" % a["tool"])
            other_names = set()
            if oth:
                for om in oth.values():
                    other_names.update(t["name"] for t in om.get("tools", []))
            cur_names = set(tools_by_name(cur))

            # ---- family rules
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(path, "attack must expect HIGH or CRITICAL with exit 1")
                if family in ("annotation", "rugpull") and base is None:
                    err(path, "%s needs a baseline" % family)
                if family in ("steer", "lookalike") and not oth:
                    err(path, "%s needs other servers" % family)
                if family in ("lookalike", "annotation", "tamper", "approval") and sev != "HIGH":
                    err(path, "%s without another payload expects HIGH" % family)
                if base is not None:
                    bt, ct = tools_by_name(base), tools_by_name(cur)
                    if family == "annotation":
                        if set(bt) != set(ct):
                            err(path, "annotation flip must keep the tool set")
                        for n in ct:
                            a, b = dict(bt[n]), dict(ct[n])
                            a.pop("annotations", None)
                            b.pop("annotations", None)
                            if canon(a) != canon(b):
                                err(path, "annotation flip changes more than annotations in %s" % n)
                    if family == "rugpull":
                        changed = [n for n in ct if n not in bt or canon(bt[n]) != canon(ct[n])]
                        if len(changed) != 1 or set(bt) - set(ct):
                            err(path, "rugpull must change exactly one tool, changed %r" % changed)
                if family == "lookalike":
                    if not any(near(a, b) for a in cur_names for b in other_names):
                        err(path, "no look-alike name of another server's tool")
                if family == "steer":
                    blob = canon(cur)
                    if not any(n in blob for n in other_names):
                        err(path, "steer case does not name another server's tool")
            else:
                shared = cur_names & other_names
                if family == "generic":
                    if not shared:
                        err(path, "generic case shares no tool name with others")
                    if sev != "LOW" or ex != 0:
                        err(path, "generic shared names expect LOW, exit 0")
                elif shared:
                    err(path, "benign case shares tool names %r with others" % sorted(shared))
                if family != "generic" and oth:
                    blob = canon(cur)
                    hits = [n for n in other_names if re.search(r"\b%s\b" % re.escape(n), blob)]
                    if hits:
                        err(path, "benign case names other servers' tools %r" % hits)
                if family == "release":
                    if base is None:
                        err(path, "release needs a baseline")
                    else:
                        bt, ct = tools_by_name(base), tools_by_name(cur)
                        only_added = set(bt) < set(ct) and all(canon(bt[n]) == canon(ct[n]) for n in bt)
                        want = ("LOW", 0) if only_added else (("NONE", 0) if anns else ("MEDIUM", 1))
                        if (sev, ex) != want:
                            err(path, "release expects %s/%s, has %s/%s" % (want + (sev, ex)))
                elif base is None and family != "generic" and (sev, ex) != ("NONE", 0):
                    err(path, "benign first contact expects NONE, exit 0")
            rows.append({"kind": kind, "family": family, "lang": lang, "change": base is not None,
                         "others": bool(oth), "sev": sev})

    report(rows, markdown)
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nall %d scenarios valid" % len(rows))
    return 0


def report(rows, markdown):
    def table(header, body):
        if markdown:
            out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
            out += ["| " + " | ".join(str(c) for c in r) + " |" for r in body]
        else:
            w = [max(len(str(x)) for x in col) for col in zip(header, *body)]
            out = ["  ".join(str(c).ljust(w[i]) for i, c in enumerate(r)) for r in [header] + body]
        print("\n".join(out))
        print()

    body = []
    for kind in ("attack", "benign"):
        rs = [r for r in rows if r["kind"] == kind]
        body.append([kind, len(rs), sum(not r["change"] for r in rs), sum(r["change"] for r in rs),
                     sum(r["others"] for r in rs)])
    body.append(["total", len(rows), sum(not r["change"] for r in rows), sum(r["change"] for r in rows),
                 sum(r["others"] for r in rows)])
    table(["set", "scenarios", "first contact", "change", "with others"], body)

    body = []
    for lang in LANGS:
        a = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "attack")
        b = sum(1 for r in rows if r["lang"] == lang and r["kind"] == "benign")
        body.append([lang, LANG_NAMES[lang], a, b])
    table(["lang", "language", "attack", "benign"], body)

    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        body = []
        for f in fams:
            rs = [r for r in rows if r["kind"] == kind and r["family"] == f]
            sevs = collections.Counter(r["sev"] for r in rs)
            body.append([f, len(rs), sum(not r["change"] for r in rs), sum(r["change"] for r in rs),
                         sum(r["others"] for r in rs), ", ".join("%s %d" % (s, sevs[s]) for s in SEVERITIES if sevs[s]),
                         " ".join(sorted(set(r["lang"] for r in rs)))])
        table([kind + " family", "count", "fc", "ch", "others", "expect", "languages"], body)


if __name__ == "__main__":
    sys.exit(main())
