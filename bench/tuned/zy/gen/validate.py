"""Check every scenario file of the zy set and print counts: python3 gen/validate.py"""
import collections, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FNAME = re.compile(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "fr", "de", "da", "fi", "cs", "hu", "el", "he", "fa", "bn", "vi", "ja"}
errors = []


def err(f, m):
    errors.append(f"{f}: {m}")


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_server(f, label, s):
    if not isinstance(s, dict) or "serverInfo" not in s or "tools" not in s:
        err(f, f"{label}: needs serverInfo and tools"); return
    si = s["serverInfo"]
    if not isinstance(si.get("name"), str) or not isinstance(si.get("version"), str):
        err(f, f"{label}: serverInfo name/version")
    names = set()
    for t in s["tools"]:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(f, f"{label}: bad tool name {n!r}")
        if n in names:
            err(f, f"{label}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, f"{label}: {n} no description")
        sch = t.get("inputSchema")
        if not isinstance(sch, dict) or sch.get("type") != "object" or not isinstance(sch.get("properties"), dict):
            err(f, f"{label}: {n} inputSchema")
        else:
            for r in sch.get("required", []):
                if r not in sch["properties"]:
                    err(f, f"{label}: {n} required {r} not a property")


counts = collections.Counter()
langs = collections.Counter()
fams = collections.Counter()
sevs = collections.Counter()
for kind in ("attack", "benign"):
    d = os.path.join(ROOT, kind)
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        raw = open(p, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            doc = json.loads(raw)
        except Exception as e:
            err(f, f"parse: {e}"); continue
        m = FNAME.match(f)
        if not m:
            err(f, "file name is not <family>-<lang>-<slug>.json"); continue
        fam, lang = m.group(1), m.group(2)
        if lang not in LANGS:
            err(f, f"unknown lang {lang}")
        for k in ("description", "baseline", "current", "expect"):
            if k not in doc:
                err(f, f"missing key {k}")
        if set(doc) - {"description", "baseline", "current", "others", "announcements", "expect"}:
            err(f, f"unknown keys {set(doc) - {'description', 'baseline', 'current', 'others', 'announcements', 'expect'}}")
        ex = doc.get("expect", {})
        if ex.get("top_severity") not in SEVS or ex.get("exit") not in (0, 1):
            err(f, f"bad expect {ex}")
        if kind == "attack" and ex.get("top_severity") not in ("HIGH", "CRITICAL"):
            err(f, "attack expects below HIGH")
        check_server(f, "current", doc.get("current"))
        base = doc.get("baseline")
        if base is not None:
            check_server(f, "baseline", base)
            if base == doc["current"]:
                err(f, "baseline equals current")
            if base["tools"] == doc["current"]["tools"]:
                err(f, "tools unchanged")
            bv, cv = base["serverInfo"]["version"], doc["current"]["serverInfo"]["version"]
            if not vtuple(cv) > vtuple(bv):
                err(f, f"version not bumped {bv} -> {cv}")
            if base["serverInfo"]["name"] != doc["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for oid, o in (doc.get("others") or {}).items():
            check_server(f, f"others.{oid}", o)
        for a in doc.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, f"announcement missing {k}")
        mode = "change" if base is not None else "first_contact"
        counts[(kind, mode)] += 1
        if doc.get("others"):
            counts[(kind, "with_others")] += 1
        counts[(kind, "total")] += 1
        langs[(kind, lang)] += 1
        fams[(kind, fam)] += 1
        sevs[(kind, ex.get("top_severity"), ex.get("exit"))] += 1

for kind in ("attack", "benign"):
    print(f"{kind}: total {counts[(kind, 'total')]}, first_contact {counts[(kind, 'first_contact')]}, change {counts[(kind, 'change')]}, with_others {counts[(kind, 'with_others')]}")
    print("  families:", ", ".join(f"{f}={n}" for (k, f), n in sorted(fams.items()) if k == kind))
    print("  languages:", ", ".join(f"{l}={n}" for (k, l), n in sorted(langs.items()) if k == kind))
    print("  expect:", ", ".join(f"{s}/exit{e}={n}" for (k, s, e), n in sorted(sevs.items()) if k == kind))
if errors:
    print(f"{len(errors)} ERRORS")
    for e in errors:
        print("  ", e)
    sys.exit(1)
print(f"OK: {counts[('attack', 'total')] + counts[('benign', 'total')]} files valid")
