#!/usr/bin/env python3
"""Check every scenario file of the zzk blind set and print counts."""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
LANGS = {"en", "es", "it", "ro", "hu", "da", "fi", "ru", "el", "tr", "he", "hi", "ko", "zh", "vi"}
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
TOOL_KEYS = {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
errors = []


def err(f, m):
    errors.append("%s: %s" % (f, m))


def vkey(v):
    return tuple(int(x) for x in v.split("."))


def check_server(f, label, s):
    if not isinstance(s, dict) or set(s) != {"serverInfo", "tools"}:
        return err(f, "%s: needs exactly serverInfo and tools" % label)
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not re.match(r"^\d+\.\d+\.\d+$", str(si.get("version"))):
        err(f, "%s: bad serverInfo" % label)
    if not isinstance(s["tools"], list) or not s["tools"]:
        return err(f, "%s: tools must be a non-empty list" % label)
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME_RE.match(n):
            err(f, "%s: bad tool name %r" % (label, n))
        if n in names:
            err(f, "%s: duplicate tool %r" % (label, n))
        names.add(n)
        if set(t) - TOOL_KEYS:
            err(f, "%s/%s: unknown keys %s" % (label, n, set(t) - TOOL_KEYS))
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, "%s/%s: description missing" % (label, n))
        sc = t.get("inputSchema")
        if not isinstance(sc, dict) or sc.get("type") != "object" or not isinstance(sc.get("properties"), dict):
            err(f, "%s/%s: bad inputSchema" % (label, n))
        else:
            for r in sc.get("required", []):
                if r not in sc["properties"]:
                    err(f, "%s/%s: required %r not a property" % (label, n, r))
        if "annotations" in t and set(t["annotations"]) - ANN_KEYS:
            err(f, "%s/%s: bad annotation keys" % (label, n))


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
total = 0
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for fn in sorted(os.listdir(d)):
        f = "%s/%s" % (kind, fn)
        total += 1
        raw = open(os.path.join(d, fn), "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            c = json.loads(raw)
        except Exception as e:
            err(f, "does not parse: %s" % e)
            continue
        parts = fn[:-5].split("-")
        if not fn.endswith(".json") or len(parts) < 3:
            err(f, "bad file name")
            continue
        fam, lang = parts[0], parts[1]
        if not re.match(r"^[a-z]+$", fam):
            err(f, "bad family")
        if lang not in LANGS:
            err(f, "bad language %r" % lang)
        for k in ("description", "baseline", "current", "expect"):
            if k not in c:
                err(f, "missing key %s" % k)
        if set(c) - {"description", "baseline", "current", "others", "announcements", "expect"}:
            err(f, "unknown top-level keys")
        if not isinstance(c.get("description"), str) or len(c["description"]) < 20:
            err(f, "description too short")
        ex = c.get("expect", {})
        if ex.get("top_severity") not in SEVS or ex.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (ex.get("exit") != 1 or ex.get("top_severity") not in ("HIGH", "CRITICAL")):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign" and c.get("baseline") is None and not c.get("others") and ex != {"top_severity": "NONE", "exit": 0}:
            err(f, "benign first contact must expect NONE, exit 0")
        if ex.get("top_severity") in ("NONE", "LOW") and ex.get("exit") != 0:
            err(f, "NONE/LOW must exit 0")
        if ex.get("top_severity") in ("MEDIUM", "HIGH", "CRITICAL") and ex.get("exit") != 1:
            err(f, "MEDIUM+ must exit 1")
        check_server(f, "current", c.get("current"))
        b = c.get("baseline")
        if b is not None:
            check_server(f, "baseline", b)
            try:
                if json.dumps(b["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                    err(f, "baseline tools equal current tools")
                if vkey(c["current"]["serverInfo"]["version"]) <= vkey(b["serverInfo"]["version"]):
                    err(f, "current version does not bump baseline version")
                if b["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                    err(f, "server name changed between baseline and current")
            except Exception as e:
                err(f, "change check failed: %s" % e)
        for oid, o in (c.get("others") or {}).items():
            check_server(f, "others/" + oid, o)
        for a in c.get("announcements") or []:
            if set(a) != {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}:
                err(f, "bad announcement keys")
            if b is None or a.get("version") != c["current"]["serverInfo"]["version"]:
                err(f, "announcement must belong to a change and name the current version")
        if kind == "attack" and b is not None:
            if c["baseline"] == c["current"]:
                err(f, "attack change without change")
        shape = "change" if b is not None else "first_contact"
        counts[(kind, shape)] += 1
        if c.get("others"):
            counts[(kind, "with_others")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, ex.get("top_severity"))] += 1

for kind in ("attack", "benign"):
    n = sum(v for (k, _), v in langs.items() if k == kind)
    print("%s: %d files  first_contact=%d change=%d with_others=%d" % (
        kind, n, counts[(kind, "first_contact")], counts[(kind, "change")], counts[(kind, "with_others")]))
    print("  families:", ", ".join("%s=%d" % (f, v) for (k, f), v in sorted(fams.items()) if k == kind))
    print("  languages:", ", ".join("%s=%d" % (l, v) for (k, l), v in sorted(langs.items()) if k == kind))
    print("  expected top severity:", ", ".join("%s=%d" % (s, v) for (k, s), v in sorted(sevs.items()) if k == kind))
all_l = collections.Counter()
for (k, l), v in langs.items():
    all_l[l] += v
print("languages overall:", ", ".join("%s=%d" % kv for kv in sorted(all_l.items())))
print("total files: %d" % total)
if errors:
    print("ERRORS (%d):" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all files valid")
