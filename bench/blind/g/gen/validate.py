#!/usr/bin/env python3
"""Validate every file of the blind-g set: parses, follows the schema, names and expectations are consistent.
Usage: python3 gen/validate.py  (exit 0 when everything is valid)"""
import collections, glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEVS = {"NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"}
ANN = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
LANGS = {"en", "zh", "hi", "sw", "nl", "sv", "el", "cs", "ro", "ms", "fa"}
NAME_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
errors = []


def err(f, msg):
    errors.append(f"{os.path.relpath(f, ROOT)}: {msg}")


def check_schema(f, where, s):
    if not isinstance(s, dict):
        return err(f, f"{where}: schema not an object")
    if "type" in s and not isinstance(s["type"], str):
        err(f, f"{where}: type not a string")
    if s.get("type") == "object" and "properties" in s:
        if not isinstance(s["properties"], dict):
            return err(f, f"{where}: properties not an object")
        for k, v in s["properties"].items():
            check_schema(f, f"{where}.{k}", v)
        req = s.get("required", [])
        if not isinstance(req, list) or any(r not in s["properties"] for r in req):
            err(f, f"{where}: required lists unknown properties {req}")
    if "items" in s:
        check_schema(f, f"{where}[]", s["items"])
    if "enum" in s and (not isinstance(s["enum"], list) or not s["enum"]):
        err(f, f"{where}: bad enum")
    if "enum" in s and "default" in s and s["default"] not in s["enum"]:
        err(f, f"{where}: default not in enum")


def check_tools(f, where, tools):
    if not isinstance(tools, list) or not tools:
        return err(f, f"{where}: tools must be a non-empty list")
    names = set()
    for i, t in enumerate(tools):
        w = f"{where}[{i}]"
        if not isinstance(t, dict):
            err(f, f"{w}: not an object"); continue
        extra = set(t) - {"name", "title", "description", "inputSchema", "annotations", "outputSchema"}
        if extra:
            err(f, f"{w}: unexpected keys {extra}")
        n = t.get("name")
        if not isinstance(n, str) or not re.fullmatch(r"[A-Za-z0-9_.\-]{1,128}", n):
            err(f, f"{w}: bad name {n!r}")
        if n in names:
            err(f, f"{w}: duplicate tool name {n}")
        names.add(n)
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(f, f"{w}: missing description")
        if "title" in t and not isinstance(t["title"], str):
            err(f, f"{w}: title not a string")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict) or not isinstance(s.get("required"), list):
            err(f, f"{w}: inputSchema must be {{type: object, properties, required}}")
        else:
            check_schema(f, f"{w}.inputSchema", s)
        a = t.get("annotations")
        if a is not None:
            if not isinstance(a, dict) or set(a) - ANN or any(not isinstance(v, bool) for v in a.values()):
                err(f, f"{w}: bad annotations {a}")


def main():
    counts = collections.Counter()
    for kind in ("attack", "benign"):
        files = sorted(glob.glob(os.path.join(ROOT, kind, "*")))
        for f in files:
            base = os.path.basename(f)
            m = NAME_RE.match(base)
            if not m:
                err(f, "file name does not match <family>-<lang>-<slug>.json"); continue
            fam, lang, _ = m.groups()
            if lang not in LANGS:
                err(f, f"unexpected language {lang}")
            try:
                with open(f, encoding="utf-8") as fh:
                    d = json.load(fh)
            except Exception as e:  # noqa
                err(f, f"does not parse: {e}"); continue
            if set(d) - {"description", "baseline", "current", "others", "expect"}:
                err(f, f"unexpected top-level keys {set(d)}")
            desc = d.get("description")
            if not isinstance(desc, str) or len(desc) < 20:
                err(f, "description missing or too short")
            if "baseline" not in d:
                err(f, "baseline key missing (use null for first contact)")
            b = d.get("baseline")
            if b is not None:
                if not isinstance(b, dict):
                    err(f, "baseline must be null or {tools}")
                else:
                    check_tools(f, "baseline.tools", b.get("tools"))
                    if json.dumps(b, sort_keys=True) == json.dumps(d.get("current"), sort_keys=True):
                        err(f, "baseline identical to current")
            cur = d.get("current")
            if not isinstance(cur, dict):
                err(f, "current missing")
            else:
                check_tools(f, "current.tools", cur.get("tools"))
            for j, o in enumerate(d.get("others", []) or []):
                if not isinstance(o, dict) or not isinstance(o.get("name"), str):
                    err(f, f"others[{j}] needs a name")
                else:
                    check_tools(f, f"others[{j}].tools", o.get("tools"))
            e = d.get("expect", {})
            sev, ex = e.get("top_severity"), e.get("exit")
            if sev not in SEVS or ex not in (0, 1):
                err(f, f"bad expect {e}")
            elif kind == "attack":
                if sev not in ("HIGH", "CRITICAL") or ex != 1:
                    err(f, "attack must expect HIGH/CRITICAL and exit 1")
            else:
                if sev in ("HIGH", "CRITICAL"):
                    err(f, "benign must not expect HIGH/CRITICAL")
                elif sev == "MEDIUM" and (ex != 1 or "MEDIUM" not in desc or b is None):
                    err(f, "a MEDIUM benign must be a change, exit 1, and say MEDIUM in its description")
                elif sev in ("NONE", "LOW") and ex != 0:
                    err(f, "NONE/LOW benign must exit 0")
            counts[(kind, "files")] += 1
            counts[(kind, "changes" if b is not None else "first_contact")] += 1
    for e in errors:
        print("ERROR", e)
    print({f"{k}.{v}": n for (k, v), n in sorted(counts.items())})
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
