#!/usr/bin/env python3
"""Checks every scenario of the zz set and prints counts."""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEV = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "es", "pt", "fr", "de", "it", "no", "pl", "uk", "ro", "tr", "ar", "ur", "th", "zh"}
errors = []


def err(f, m):
    errors.append(f"{os.path.basename(f)}: {m}")


def vtuple(v):
    return tuple(int(x) for x in re.findall(r"\d+", v))


def check_manifest(f, m, label):
    if not isinstance(m, dict) or "serverInfo" not in m or "tools" not in m:
        return err(f, f"{label}: needs serverInfo and tools")
    si = m["serverInfo"]
    if not si.get("name") or not si.get("version"):
        err(f, f"{label}: serverInfo needs name and version")
    names = set()
    for t in m["tools"]:
        for k in ("name", "description", "inputSchema"):
            if k not in t:
                err(f, f"{label}: tool missing {k}")
        n = t.get("name", "")
        if not NAME.match(n):
            err(f, f"{label}: bad tool name {n!r}")
        if n in names:
            err(f, f"{label}: duplicate tool {n}")
        names.add(n)
        s = t.get("inputSchema", {})
        if s.get("type") != "object" or not isinstance(s.get("properties", {}), dict):
            err(f, f"{label}: inputSchema must be an object schema")
        for r in s.get("required", []):
            if r not in s.get("properties", {}):
                err(f, f"{label}: required {r} not in properties of {n}")
        if not isinstance(t.get("description"), str) or not t.get("description"):
            err(f, f"{label}: empty description in {n}")


def main():
    counts = collections.Counter()
    langs = collections.Counter()
    fams = collections.Counter()
    sevs = collections.Counter()
    files = sorted(glob.glob(os.path.join(ROOT, "attack", "*.json")) + glob.glob(os.path.join(ROOT, "benign", "*.json")))
    for f in files:
        kind = os.path.basename(os.path.dirname(f))
        raw = open(f, "rb").read()
        try:
            raw.decode("ascii")
        except UnicodeDecodeError:
            err(f, "not pure ASCII")
        try:
            d = json.loads(raw)
        except Exception as e:
            err(f, f"does not parse: {e}")
            continue
        parts = os.path.basename(f)[:-5].split("-")
        if len(parts) < 3 or not parts[0].isalpha() or not parts[0].islower():
            err(f, "file name must be <family>-<lang>-<slug>")
        if parts[1] not in LANGS:
            err(f, f"unknown language {parts[1]}")
        for k in ("description", "baseline", "current", "expect"):
            if k not in d:
                err(f, f"missing key {k}")
        if not isinstance(d.get("description"), str) or not d["description"]:
            err(f, "empty description")
        check_manifest(f, d.get("current"), "current")
        if d.get("baseline") is not None:
            check_manifest(f, d["baseline"], "baseline")
            if d["baseline"] == d["current"]:
                err(f, "baseline equals current")
            if d["baseline"]["tools"] == d["current"]["tools"]:
                err(f, "baseline tools equal current tools")
            bv, cv = d["baseline"]["serverInfo"]["version"], d["current"]["serverInfo"]["version"]
            if not vtuple(cv) > vtuple(bv):
                err(f, f"version not bumped {bv} -> {cv}")
            if d["baseline"]["serverInfo"]["name"] != d["current"]["serverInfo"]["name"]:
                err(f, "server name differs between baseline and current")
        for sid, m in (d.get("others") or {}).items():
            check_manifest(f, m, f"others[{sid}]")
        for a in d.get("announcements") or []:
            for k in ("tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"):
                if k not in a:
                    err(f, f"announcement missing {k}")
        e = d.get("expect", {})
        if e.get("top_severity") not in SEV or e.get("exit") not in (0, 1):
            err(f, "bad expect")
        if kind == "attack" and (e.get("top_severity") not in ("HIGH", "CRITICAL") or e.get("exit") != 1):
            err(f, "attack must expect HIGH/CRITICAL, exit 1")
        if kind == "benign" and d.get("baseline") is None and not d.get("others") and e.get("top_severity") != "NONE":
            err(f, "benign first contact without others should expect NONE")
        mode = "first_contact" if d.get("baseline") is None else "change"
        counts[(kind, mode)] += 1
        if d.get("others"):
            counts[(kind, "with_others")] += 1
        counts[kind] += 1
        langs[(kind, parts[1])] += 1
        fams[(kind, parts[0])] += 1
        sevs[(kind, e.get("top_severity"), e.get("exit"))] += 1
    for kind in ("attack", "benign"):
        print(f"{kind}: {counts[kind]} (first contact {counts[(kind, 'first_contact')]}, change {counts[(kind, 'change')]}, with others {counts[(kind, 'with_others')]})")
        print("  families:", ", ".join(f"{f}={n}" for (k, f), n in sorted(fams.items()) if k == kind))
        print("  languages:", ", ".join(f"{l}={n}" for (k, l), n in sorted(langs.items()) if k == kind))
        print("  expect:", ", ".join(f"{s}/exit{x}={n}" for (k, s, x), n in sorted(sevs.items()) if k == kind))
    print(f"total files: {len(files)}")
    if errors:
        print(f"{len(errors)} ERRORS")
        for e in errors:
            print("  ", e)
        sys.exit(1)
    print("OK: all files parse, are ASCII, have required keys, valid names, changes differ and bump the version")


if __name__ == "__main__":
    main()
