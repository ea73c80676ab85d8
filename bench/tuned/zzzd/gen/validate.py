#!/usr/bin/env python3
"""Check every scenario file of held-out set zzzd.

Usage: python3 gen/validate.py   (exit 0 when every check passes)
"""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, HIGH_FAMILIES, LANGS  # noqa: E402

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
PARAM_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
SEVERITIES = {"NONE", "INFO", "LOW", "MEDIUM", "HIGH", "CRITICAL"}
CYR = "\u0400-\u04ff"
MIXED = re.compile(r"(?<=[A-Za-z])[%s]|[%s](?=[A-Za-z])" % (CYR, CYR))

errors = []
warnings = []


def err(f, msg):
    errors.append("%s: %s" % (f, msg))


def warn(f, msg):
    warnings.append("%s: %s" % (f, msg))


def version_tuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def canon(x):
    return json.dumps(x, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def walk_schema(f, schema, path):
    """Check property names and required lists at every depth; yield texts."""
    if not isinstance(schema, dict):
        err(f, "%s: schema is not an object" % path)
        return
    for key in ("title", "description"):
        if key in schema:
            yield ("%s.%s" % (path, key), schema[key])
    if "default" in schema and isinstance(schema["default"], str):
        yield ("%s.default" % path, schema["default"])
    for v in schema.get("enum", []) or []:
        if isinstance(v, str):
            yield ("%s.enum" % path, v)
    props = schema.get("properties")
    if props is not None:
        if not isinstance(props, dict):
            err(f, "%s.properties is not an object" % path)
            props = {}
        for name, sub in props.items():
            if not PARAM_NAME.match(name):
                err(f, "%s: parameter name %r is not an ASCII identifier" % (path, name))
            yield ("%s.%s(name)" % (path, name), name)
            yield from walk_schema(f, sub, "%s.%s" % (path, name))
        req = schema.get("required", [])
        if not isinstance(req, list):
            err(f, "%s.required is not a list" % path)
        else:
            for r in req:
                if r not in props:
                    err(f, "%s: required %r is not a property" % (path, r))
    if "items" in schema:
        yield from walk_schema(f, schema["items"], path + "[]")


def check_manifest(f, m, label):
    texts = []
    if not isinstance(m, dict):
        err(f, "%s is not an object" % label)
        return texts
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(f, "%s.serverInfo needs name and version" % label)
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(f, "%s.tools must be a non-empty list" % label)
        return texts
    seen = set()
    for t in tools:
        name = t.get("name")
        if not isinstance(name, str) or not TOOL_NAME.match(name):
            err(f, "%s: bad tool name %r" % (label, name))
            continue
        if name in seen:
            err(f, "%s: duplicate tool %s" % (label, name))
        seen.add(name)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s.%s: description missing" % (label, name))
        texts.append(("%s.%s.description" % (label, name), t.get("description", "")))
        if "title" in t:
            texts.append(("%s.%s.title" % (label, name), t["title"]))
        sch = t.get("inputSchema")
        if not (isinstance(sch, dict) and sch.get("type") == "object" and isinstance(sch.get("properties"), dict)):
            err(f, "%s.%s: inputSchema must be an object schema with properties" % (label, name))
            continue
        texts.extend(walk_schema(f, sch, "%s.%s.inputSchema" % (label, name)))
        if "outputSchema" in t:
            texts.extend(walk_schema(f, t["outputSchema"], "%s.%s.outputSchema" % (label, name)))
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(f, "%s.%s: annotations must be an object" % (label, name))
    return texts


def tool_map(m):
    return {t["name"]: t for t in (m or {}).get("tools", []) if isinstance(t, dict) and "name" in t}


def params(tool):
    out = set()

    def rec(s, p):
        for k, v in (s.get("properties") or {}).items():
            out.add(p + k)
            if isinstance(v, dict):
                rec(v, p + k + ".")
                if isinstance(v.get("items"), dict):
                    rec(v["items"], p + k + "[].")
    rec(tool.get("inputSchema", {}), "")
    return out


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def classify_release(base, cur):
    """Return the set of change kinds between two manifests."""
    kinds = set()
    bt, ct = tool_map(base), tool_map(cur)
    if set(ct) - set(bt):
        kinds.add("tool_added")
    if set(bt) - set(ct):
        kinds.add("tool_removed")
    for n in set(bt) & set(ct):
        a, b = bt[n], ct[n]
        if canon(a) == canon(b):
            continue
        if params(b) - params(a):
            kinds.add("param_added")
        if a.get("description") != b.get("description"):
            kinds.add("description")
        if canon(a.get("annotations")) != canon(b.get("annotations")):
            kinds.add("annotations")
        sa = dict(a)
        sb = dict(b)
        for k in ("description", "annotations"):
            sa.pop(k, None)
            sb.pop(k, None)
        if canon(sa) != canon(sb) and not (params(b) - params(a)):
            kinds.add("schema")
    return kinds


def check_text(f, where, text):
    if MIXED.search(text):
        err(f, "%s: Cyrillic letter next to a Latin letter (unintended homoglyph)" % where)
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\n\t":
            continue
        if cat == "Cc":
            err(f, "%s: control character U+%04X" % (where, ord(ch)))
        elif cat == "Cf" and ch != "\u200c":
            err(f, "%s: format character U+%04X" % (where, ord(ch)))


def main():
    files = []
    for d in ("attack", "benign"):
        p = os.path.join(ROOT, d)
        for fn in sorted(os.listdir(p)):
            files.append((d, fn))
    stats = collections.Counter()
    per = collections.defaultdict(collections.Counter)
    zwnj = []
    for d, fn in files:
        f = "%s/%s" % (d, fn)
        path = os.path.join(ROOT, d, fn)
        if not fn.endswith(".json"):
            err(f, "not a .json file")
            continue
        raw = open(path, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            sc = json.loads(raw)
        except ValueError as e:
            err(f, "does not parse: %s" % e)
            continue
        stem = fn[:-5]
        parts = stem.split("-", 2)
        fams = ATTACK_FAMILIES if d == "attack" else BENIGN_FAMILIES
        if len(parts) < 3 or parts[0] not in fams:
            err(f, "file name must start with a %s family prefix" % d)
            continue
        fam, lang, slug = parts
        if lang not in LANGS:
            err(f, "unknown language code %r" % lang)
        if not SLUG.match(slug):
            err(f, "slug %r is not ASCII words joined by -" % slug)
        for k in ("description", "baseline", "current", "expect"):
            if k not in sc:
                err(f, "missing key %s" % k)
        extra = set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}
        if extra:
            err(f, "unexpected keys %s" % sorted(extra))
        if not isinstance(sc.get("description"), str) or not sc["description"].strip():
            err(f, "description must be a non-empty sentence")
        exp = sc.get("expect") or {}
        sev, code = exp.get("top_severity"), exp.get("exit")
        if sev not in SEVERITIES or code not in (0, 1):
            err(f, "bad expect %r" % exp)
        cur, base = sc.get("current"), sc.get("baseline")
        texts = check_manifest(f, cur, "current")
        if base is not None:
            texts += check_manifest(f, base, "baseline")
            if canon(tool_map(base)) == canon(tool_map(cur)):
                err(f, "baseline tools equal current tools")
            try:
                if version_tuple(cur["serverInfo"]["version"]) <= version_tuple(base["serverInfo"]["version"]):
                    err(f, "current version does not go up")
                if cur["serverInfo"]["name"] != base["serverInfo"]["name"]:
                    err(f, "server name differs between baseline and current")
            except (KeyError, TypeError):
                pass
        oth = sc.get("others") or {}
        if not isinstance(oth, dict):
            err(f, "others must be an object")
            oth = {}
        other_names = {}
        for key, m in oth.items():
            texts += check_manifest(f, m, "others." + key)
            for n in tool_map(m):
                if n in other_names:
                    err(f, "tool %s appears on two other servers" % n)
                other_names[n] = key
        for where, text in texts:
            if isinstance(text, str):
                check_text(f, where, text)
                if "\u200c" in text:
                    zwnj.append(f)
        cur_names = set(tool_map(cur))
        collide = cur_names & set(other_names)
        own_text = " ".join(t for w, t in texts if w.startswith("current") and isinstance(t, str))
        mentioned = {n for n in other_names if re.search(r"(?<![A-Za-z0-9_-])%s(?![A-Za-z0-9_-])" % re.escape(n), own_text)
                     and n not in cur_names}

        if d == "attack":
            if "announcements" in sc:
                err(f, "attacks carry no announcements")
            want = "HIGH" if fam in HIGH_FAMILIES else "CRITICAL"
            if sev not in ("HIGH", "CRITICAL") or code != 1:
                err(f, "attacks expect HIGH or CRITICAL with exit 1")
            elif sev != want:
                err(f, "family %s expects %s, file says %s" % (fam, want, sev))
            if collide:
                err(f, "attack shares exact tool names with other servers: %s" % sorted(collide))
            if fam in ("annotation", "rugpull") and base is None:
                err(f, "%s cases must be changes" % fam)
            if fam == "annotation" and base is not None:
                bt, ct = tool_map(base), tool_map(cur)
                diffs = [n for n in ct if n in bt and canon(bt[n]) != canon(ct[n])]
                for n in diffs:
                    a, b = dict(bt[n]), dict(ct[n])
                    a.pop("annotations", None)
                    b.pop("annotations", None)
                    if canon(a) != canon(b):
                        err(f, "annotation case changes more than annotations in %s" % n)
                if set(bt) != set(ct) or len(diffs) != 1:
                    err(f, "annotation case must change exactly one tool's annotations")
            if fam == "rugpull" and base is not None:
                bt, ct = tool_map(base), tool_map(cur)
                diffs = [n for n in ct if n in bt and canon(bt[n]) != canon(ct[n])]
                if set(bt) != set(ct) or len(diffs) != 1:
                    err(f, "rugpull case must change exactly one tool")
            if fam == "steer" and not mentioned:
                err(f, "steer case names no tool of another configured server")
            if fam == "lookalike":
                near = [(c, o) for c in cur_names for o in other_names
                        if c != o and (edit_distance(c, o) <= 1 or c.startswith(o + "_") or c.startswith(o + "-"))]
                if not near:
                    err(f, "lookalike case has no near-name of another server's tool")
        else:
            anns = sc.get("announcements")
            if anns is not None:
                if not isinstance(anns, list):
                    err(f, "announcements must be a list")
                    anns = []
                for a in anns:
                    for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                        if k not in a:
                            err(f, "announcement lacks %s" % k)
                    for c in a.get("changes", []):
                        if c not in ("description", "annotations", "inputSchema"):
                            err(f, "announcement change %r not allowed" % c)
            if fam == "generic":
                if not collide:
                    err(f, "generic case needs a tool name shared with another configured server")
                if (sev, code) != ("LOW", 0):
                    err(f, "generic cases expect LOW, exit 0")
            elif collide:
                err(f, "benign case shares tool names with other servers: %s" % sorted(collide))
            if mentioned:
                warn(f, "benign text names another server's tool: %s" % sorted(mentioned))
            if base is None:
                if fam != "generic" and (sev, code) != ("NONE", 0):
                    err(f, "benign first contact expects NONE, exit 0")
            else:
                if fam != "release":
                    err(f, "only release cases are changes in this set")
                kinds = classify_release(base, cur)
                covered = set()
                for a in anns or []:
                    if a.get("version") and a["version"] != cur["serverInfo"]["version"]:
                        continue
                    if a.get("addsTool"):
                        covered.add("tool_added")
                    if a.get("addsParam"):
                        covered.add("param_added")
                    if "description" in a.get("changes", []):
                        covered.add("description")
                    if "inputSchema" in a.get("changes", []):
                        covered.add("schema")
                uncovered = kinds - covered
                if not kinds:
                    err(f, "release case without a detectable change")
                elif not uncovered:
                    want = ("NONE", 0)
                elif uncovered == {"tool_added"}:
                    want = ("LOW", 0)
                elif uncovered <= {"param_added", "description", "schema", "tool_added"}:
                    want = ("MEDIUM", 1)
                else:
                    want = None
                    err(f, "release has unexpected change kinds %s" % sorted(uncovered))
                if want and (sev, code) != want:
                    err(f, "release with changes %s (uncovered %s) expects %s/%d, file says %s/%s"
                        % (sorted(kinds), sorted(uncovered), want[0], want[1], sev, code))
        stats[(d, "n")] += 1
        stats[(d, "fc" if base is None else "ch")] += 1
        if oth:
            stats[(d, "others")] += 1
        per[d][(fam, lang)] += 1

    # ---------------------------------------------------------------- summary
    for d in ("attack", "benign"):
        print("%s: %d scenarios, %d first contact, %d change, %d with others"
              % (d, stats[(d, "n")], stats[(d, "fc")], stats[(d, "ch")], stats[(d, "others")]))
        fams = collections.Counter()
        langs = collections.Counter()
        for (fam, lang), c in per[d].items():
            fams[fam] += c
            langs[lang] += c
        print("  families:", ", ".join("%s %d" % (k, fams[k]) for k in (ATTACK_FAMILIES if d == "attack" else BENIGN_FAMILIES)))
        print("  languages:", ", ".join("%s %d" % (k, langs[k]) for k in LANGS))
    if zwnj:
        print("note: %d file(s) hold U+200C ZERO WIDTH NON-JOINER inside Persian words (correct Persian orthography)"
              % len(set(zwnj)))
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print("%d error(s), %d warning(s)" % (len(errors), len(warnings)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
