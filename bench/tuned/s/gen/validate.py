#!/usr/bin/env python3
"""Check every case file: parses, has the keys, tool names are valid, changes really change."""
import json, os, re, sys, collections

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
LANGS = {"en", "ar", "es", "fr", "de", "it", "ru", "ms", "ta", "te", "mr", "am", "yo", "ca", "sr"}
RAW_INVISIBLE = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000e0000-\U000e007f]")
errors = []


def err(path, msg):
    errors.append(f"{os.path.relpath(path, OUT)}: {msg}")


def check_server(path, where, srv):
    if not isinstance(srv, dict):
        return err(path, f"{where} is not an object")
    si = srv.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(path, f"{where}.serverInfo needs name and version")
    tools = srv.get("tools")
    if not isinstance(tools, list) or not tools:
        return err(path, f"{where}.tools must be a non-empty list")
    names = set()
    for t in tools:
        n = t.get("name")
        if not isinstance(n, str) or not NAME.match(n):
            err(path, f"{where}: bad tool name {n!r}")
        if n in names:
            err(path, f"{where}: duplicate tool {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            err(path, f"{where}/{n}: description missing")
        s = t.get("inputSchema")
        if not (isinstance(s, dict) and s.get("type") == "object"):
            err(path, f"{where}/{n}: inputSchema must be an object schema")
        extra = set(t) - {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}
        if extra:
            err(path, f"{where}/{n}: unexpected keys {sorted(extra)}")
        if "annotations" in t:
            bad = set(t["annotations"]) - {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
            if bad:
                err(path, f"{where}/{n}: unexpected annotation keys {sorted(bad)}")


def main():
    stats = collections.Counter()
    langs = collections.Counter()
    fams = collections.defaultdict(collections.Counter)
    for kind in ("attack", "benign"):
        d = os.path.join(OUT, kind)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            raw = open(path, encoding="utf-8").read()
            if RAW_INVISIBLE.search(raw):
                err(path, "raw invisible character (must be a \\uXXXX escape)")
            try:
                c = json.loads(raw)
            except Exception as e:  # noqa: BLE001
                err(path, f"does not parse: {e}")
                continue
            m = re.match(r"^([a-z]+)-([a-z]{2})-[a-z0-9-]+\.json$", fn)
            if not m:
                err(path, "file name is not <family>-<lang>-<slug>.json")
                continue
            fam, lang = m.groups()
            if lang not in LANGS:
                err(path, f"unknown language {lang}")
            for k in ("description", "baseline", "current", "expect"):
                if k not in c:
                    err(path, f"missing key {k}")
            extra = set(c) - {"description", "baseline", "current", "others", "expect"}
            if extra:
                err(path, f"unexpected keys {sorted(extra)}")
            if not isinstance(c.get("description"), str) or not c["description"].strip():
                err(path, "description must be a sentence")
            check_server(path, "current", c.get("current"))
            if c.get("baseline") is not None:
                check_server(path, "baseline", c["baseline"])
                if c["baseline"] == c["current"]:
                    err(path, "baseline equals current")
                if json.dumps(c["baseline"]["tools"], sort_keys=True) == json.dumps(c["current"]["tools"], sort_keys=True):
                    err(path, "baseline tools equal current tools")
                if c["baseline"]["serverInfo"]["version"] == c["current"]["serverInfo"]["version"]:
                    err(path, "changed release must bump serverInfo.version")
                if c["baseline"]["serverInfo"]["name"] != c["current"]["serverInfo"]["name"]:
                    err(path, "baseline and current are different servers")
            for oid, srv in (c.get("others") or {}).items():
                check_server(path, f"others.{oid}", srv)
            e = c.get("expect", {})
            sev, ex = e.get("top_severity"), e.get("exit")
            if sev not in SEVS or ex not in (0, 1):
                err(path, f"bad expect {e}")
            if kind == "attack" and (sev not in ("HIGH", "CRITICAL") or ex != 1):
                err(path, "attack must expect HIGH/CRITICAL with exit 1")
            if kind == "benign":
                if sev in ("HIGH", "CRITICAL"):
                    err(path, "benign must not expect HIGH/CRITICAL")
                if sev == "MEDIUM" and (c.get("baseline") is None or ex != 1 or "MEDIUM" not in c["description"]):
                    err(path, "benign MEDIUM only for an honest change that says so, with exit 1")
                if sev in ("NONE", "LOW") and ex != 0:
                    err(path, "benign NONE/LOW must exit 0")
            mode = "change" if c.get("baseline") is not None else "first_contact"
            stats[(kind, mode)] += 1
            stats[(kind, "others")] += bool(c.get("others"))
            stats[(kind, sev)] += 1
            langs[(kind, lang)] += 1
            fams[kind][fam] += 1
    for k in sorted(stats):
        print("%-30s %d" % (" ".join(k), stats[k]))
    for kind in ("attack", "benign"):
        print(kind, "languages:", dict(sorted((l, n) for (k, l), n in langs.items() if k == kind)))
        print(kind, "families:", dict(sorted(fams[kind].items())))
    if errors:
        print("\n".join(errors))
        print(len(errors), "errors")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
