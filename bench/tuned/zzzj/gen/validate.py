"""Validate every scenario of the zzzj set.  Exit 0 when all checks pass.

Usage: python3 gen/validate.py            (from the set folder or anywhere)
"""
import json
import os
import re
import sys
sys.dont_write_bytecode = True
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS, SEVERITIES  # noqa: E402

NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
CYR_BETWEEN_LATIN = re.compile(r"(?<=[A-Za-z])[\u0400-\u04FF](?=[A-Za-z])")
LATIN_IN_CYR = re.compile(r"(?<=[\u0400-\u04FF])[A-Za-z](?=[\u0400-\u04FF])")

errors = []


def err(path, msg):
    errors.append("%s: %s" % (os.path.relpath(path, ROOT), msg))


def vkey(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


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


def check_schema(path, where, schema):
    if not isinstance(schema, dict):
        err(path, "%s: schema is not an object" % where)
        return
    props = schema.get("properties")
    if schema.get("type") == "object" or props is not None:
        if props is not None and not isinstance(props, dict):
            err(path, "%s: properties not an object" % where)
            return
        props = props or {}
        req = schema.get("required", [])
        if not isinstance(req, list):
            err(path, "%s: required not a list" % where)
        for r in req:
            if r not in props:
                err(path, "%s: required '%s' is not a property" % (where, r))
        for k, v in props.items():
            if not k or not NAME_RE.match(k):
                err(path, "%s: odd property name %r" % (where, k))
            check_schema(path, where + "." + k, v)
    if schema.get("type") == "array" and "items" in schema:
        check_schema(path, where + "[]", schema["items"])


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        err(path, "%s: manifest not an object" % where)
        return []
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(path, "%s: serverInfo name/version missing" % where)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(path, "%s: tools missing or empty" % where)
        return []
    names = []
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(path, "%s: bad tool name %r" % (where, n))
            continue
        names.append(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(path, "%s.%s: description missing" % (where, n))
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object":
            err(path, "%s.%s: inputSchema must be an object schema" % (where, n))
        else:
            check_schema(path, "%s.%s.inputSchema" % (where, n), s)
        if "outputSchema" in t:
            check_schema(path, "%s.%s.outputSchema" % (where, n), t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(path, "%s.%s: annotations not an object" % (where, n))
    dup = [n for n, c in Counter(names).items() if c > 1]
    if dup:
        err(path, "%s: duplicate tool names %s" % (where, dup))
    return names


def canon_tools(m):
    return json.dumps(sorted(m["tools"], key=lambda t: t["name"]), sort_keys=True)


def text_checks(path, sc):
    for s in strings(sc):
        if CYR_BETWEEN_LATIN.search(s) or LATIN_IN_CYR.search(s):
            err(path, "mixed-script letter adjacency in %r" % s[:80])
        for ch in s:
            cat = unicodedata.category(ch)
            if ch in "\n\t":
                continue
            if cat in ("Cc", "Cf", "Co", "Cs"):
                err(path, "format/control character U+%04X" % ord(ch))
                break


def main():
    stats = []
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if not os.path.isdir(d):
            err(d, "folder missing")
            continue
        for f in sorted(os.listdir(d)):
            path = os.path.join(d, f)
            raw = open(path, "rb").read()
            if any(b > 127 for b in raw):
                err(path, "not pure ASCII")
            try:
                sc = json.loads(raw.decode("ascii", "replace"))
            except ValueError as e:
                err(path, "does not parse: %s" % e)
                continue
            m = FILE_RE.match(f)
            if not m:
                err(path, "bad file name")
                continue
            fam, lang, _ = m.groups()
            fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
            if fam not in fams:
                err(path, "family %s not allowed in %s/" % (fam, kind))
            if lang not in LANGS:
                err(path, "language %s not in set" % lang)
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(path, "missing key %s" % k)
            extra = set(sc) - {"description", "baseline", "current", "expect", "announcements", "others"}
            if extra:
                err(path, "unknown keys %s" % sorted(extra))
            if not isinstance(sc.get("description"), str) or len(sc["description"]) < 20:
                err(path, "description too short")
            cur_names = check_manifest(path, "current", sc.get("current"))
            base = sc.get("baseline")
            change = base is not None
            if change:
                check_manifest(path, "baseline", base)
                try:
                    if canon_tools(base) == canon_tools(sc["current"]):
                        err(path, "baseline tools equal current tools")
                    if vkey(sc["current"]["serverInfo"]["version"]) <= vkey(base["serverInfo"]["version"]):
                        err(path, "version does not go up")
                    if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                        err(path, "server name changes between baseline and current")
                except (KeyError, TypeError):
                    err(path, "cannot compare baseline and current")
            ex = sc.get("expect", {})
            sev, ex_exit = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVERITIES:
                err(path, "bad severity %r" % sev)
            want_exit = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
            if ex_exit != want_exit:
                err(path, "exit %r does not fit severity %s" % (ex_exit, sev))
            oth = sc.get("others") or {}
            all_names = Counter(cur_names)
            for key, om in oth.items():
                on = check_manifest(path, "others." + key, om)
                all_names.update(on)
            shared = [n for n, c in all_names.items() if c > 1]
            anns = sc.get("announcements")
            if kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex_exit != 1:
                    err(path, "attack must expect HIGH or CRITICAL with exit 1")
                if sev != ATTACK_FAMILIES.get(fam):
                    err(path, "severity %s differs from family rule %s" % (sev, ATTACK_FAMILIES.get(fam)))
                if anns:
                    err(path, "attacks carry no announcements")
                if fam in ("annotation", "rugpull") and not change:
                    err(path, "%s must be a change" % fam)
                if fam in ("steer", "lookalike") and not oth:
                    err(path, "%s needs other servers" % fam)
                if fam == "annotation" and change:
                    b = {t["name"]: dict(t, annotations=None) for t in base["tools"]}
                    c = {t["name"]: dict(t, annotations=None) for t in sc["current"]["tools"]}
                    if b != c:
                        err(path, "annotation case changes more than annotations")
            else:
                if sev not in ("NONE", "LOW", "MEDIUM"):
                    err(path, "benign must expect NONE, LOW or MEDIUM")
                if fam == "release":
                    if not change:
                        err(path, "release case needs a baseline")
                elif change:
                    err(path, "only release cases are changes")
                if sev == "MEDIUM" and fam != "release":
                    err(path, "MEDIUM only for unannounced releases")
                if fam == "generic":
                    if not shared or sev != "LOW":
                        err(path, "generic case needs a shared name and LOW")
                elif shared:
                    err(path, "tool names shared across servers: %s" % shared)
                if anns is not None:
                    if fam != "release" or not isinstance(anns, list):
                        err(path, "announcements only on releases")
                    for a in anns:
                        for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                            if k not in a:
                                err(path, "announcement lacks %s" % k)
                        if a.get("version") and a["version"] != sc["current"]["serverInfo"]["version"]:
                            err(path, "announcement version differs from current version")
                        for c in a.get("changes", []):
                            if c not in ("description", "annotations", "inputSchema"):
                                err(path, "odd announcement change %s" % c)
            text_checks(path, sc)
            stats.append((kind, fam, lang, change, bool(oth), sev))

    # summary
    def table(rows, key):
        c = Counter(key(r) for r in rows)
        return ", ".join("%s %d" % (k, v) for k, v in sorted(c.items()))
    att = [s for s in stats if s[0] == "attack"]
    ben = [s for s in stats if s[0] == "benign"]
    print("attacks: %d (first contact %d, change %d, with others %d)" % (
        len(att), sum(not s[3] for s in att), sum(s[3] for s in att), sum(s[4] for s in att)))
    print("  families:", table(att, lambda s: s[1]))
    print("  languages:", table(att, lambda s: s[2]))
    print("  severities:", table(att, lambda s: s[5]))
    print("benign: %d (first contact %d, change %d, with others %d)" % (
        len(ben), sum(not s[3] for s in ben), sum(s[3] for s in ben), sum(s[4] for s in ben)))
    print("  families:", table(ben, lambda s: s[1]))
    print("  languages:", table(ben, lambda s: s[2]))
    print("  severities:", table(ben, lambda s: s[5]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
