#!/usr/bin/env python3
"""Check every scenario file of held-out set zzy. Exit 0 when all pass, 1 otherwise."""
import json
import os
import re
import sys
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from common import ATTACK_FAMILIES, BENIGN_FAMILIES, LANGS  # noqa: E402

TOOL_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
FILE_RE = re.compile(r"^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$")
SEVS = ("NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL")
EXIT = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}
ANN_KEYS = {"tool", "addsParam", "removesParam", "addsTool", "removesTool", "changes", "version"}
errors = []


def err(fn, msg):
    errors.append(f"{fn}: {msg}")


def vt(v):
    return tuple(int(x) for x in v.split("."))


def check_schema(fn, where, schema):
    """required names must exist in properties, at every depth."""
    if not isinstance(schema, dict):
        err(fn, f"{where}: schema is not an object")
        return
    props = schema.get("properties")
    req = schema.get("required", [])
    if req:
        if not isinstance(props, dict):
            err(fn, f"{where}: required without properties")
        else:
            for r in req:
                if r not in props:
                    err(fn, f"{where}: required '{r}' is not a property")
    if isinstance(props, dict):
        for k, v in props.items():
            if not isinstance(k, str) or not k:
                err(fn, f"{where}: bad property name {k!r}")
            check_schema(fn, f"{where}.{k}", v)
    if isinstance(schema.get("items"), dict):
        check_schema(fn, f"{where}[]", schema["items"])
    if "enum" in schema and "default" in schema and schema["default"] not in schema["enum"]:
        err(fn, f"{where}: default not in enum")


def check_manifest(fn, label, m):
    if not isinstance(m, dict):
        err(fn, f"{label}: not an object")
        return
    si = m.get("serverInfo")
    if not isinstance(si, dict) or not si.get("name") or not si.get("version"):
        err(fn, f"{label}: serverInfo.name/version missing")
    else:
        try:
            vt(si["version"])
        except Exception:
            err(fn, f"{label}: version {si['version']!r} not dotted numbers")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        err(fn, f"{label}: tools missing or empty")
        return
    names = Counter()
    for t in tools:
        name = t.get("name")
        names[name] += 1
        if not isinstance(name, str) or not TOOL_RE.match(name):
            err(fn, f"{label}: bad tool name {name!r}")
        if not isinstance(t.get("description"), str) or not t["description"].strip():
            err(fn, f"{label}.{name}: description missing")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(fn, f"{label}.{name}: inputSchema must be an object schema with properties")
        else:
            check_schema(fn, f"{label}.{name}.inputSchema", s)
        if "outputSchema" in t:
            check_schema(fn, f"{label}.{name}.outputSchema", t["outputSchema"])
        if "annotations" in t and not isinstance(t["annotations"], dict):
            err(fn, f"{label}.{name}: annotations not an object")
    for n, c in names.items():
        if c > 1:
            err(fn, f"{label}: duplicate tool {n}")


def tools_by_name(m):
    return {t["name"]: json.dumps(t, sort_keys=True) for t in m["tools"]}


def main():
    summary = {"attack": Counter(), "benign": Counter()}
    langs = {"attack": Counter(), "benign": Counter()}
    shape = {"attack": Counter(), "benign": Counter()}
    for kind, fams in (("attack", ATTACK_FAMILIES), ("benign", BENIGN_FAMILIES)):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            path = os.path.join(d, fn)
            raw = open(path, "rb").read()
            try:
                raw.decode("ascii")
            except UnicodeDecodeError:
                err(fn, "not pure ASCII")
            try:
                sc = json.loads(raw)
            except Exception as e:
                err(fn, f"does not parse: {e}")
                continue
            m = FILE_RE.match(fn)
            if not m:
                err(fn, "file name is not <family>-<lang>-<slug>.json")
                continue
            fam, lang, _ = m.groups()
            if fam not in fams:
                err(fn, f"family prefix {fam!r} not allowed for {kind}")
            if lang not in LANGS:
                err(fn, f"language {lang!r} not in the set's languages")
            summary[kind][fam] += 1
            langs[kind][lang] += 1
            for k in ("description", "baseline", "current", "expect"):
                if k not in sc:
                    err(fn, f"missing key {k}")
            extra = set(sc) - {"description", "baseline", "current", "announcements", "others", "expect"}
            if extra:
                err(fn, f"unknown keys {sorted(extra)}")
            if not isinstance(sc.get("description"), str) or not sc["description"].strip():
                err(fn, "description empty")
            check_manifest(fn, "current", sc.get("current"))
            base = sc.get("baseline")
            if base is not None:
                check_manifest(fn, "baseline", base)
                try:
                    if tools_by_name(base) == tools_by_name(sc["current"]):
                        err(fn, "baseline tools equal current tools")
                    if vt(sc["current"]["serverInfo"]["version"]) <= vt(base["serverInfo"]["version"]):
                        err(fn, "current version does not go up")
                    if base["serverInfo"]["name"] != sc["current"]["serverInfo"]["name"]:
                        err(fn, "server name differs between baseline and current")
                except Exception as e:
                    err(fn, f"change check failed: {e}")
                shape[kind]["change"] += 1
            else:
                shape[kind]["first_contact"] += 1
            oth = sc.get("others")
            if oth is not None:
                if not isinstance(oth, dict) or not oth:
                    err(fn, "others must be a non-empty object")
                else:
                    shape[kind]["with_others"] += 1
                    for k, om in oth.items():
                        check_manifest(fn, f"others.{k}", om)
            anns = sc.get("announcements")
            if anns is not None:
                if kind != "benign":
                    err(fn, "announcements only on benign releases")
                if base is None:
                    err(fn, "announcements on a first contact")
                for a in anns:
                    if set(a) - ANN_KEYS:
                        err(fn, f"announcement has unknown keys {sorted(set(a) - ANN_KEYS)}")
                    for c in a.get("changes", []):
                        if c not in ("description", "annotations", "inputSchema"):
                            err(fn, f"announcement change {c!r} unknown")
                    if a.get("version") and a["version"] != sc["current"]["serverInfo"]["version"]:
                        err(fn, "announcement version does not match current version")
            ex = sc.get("expect", {})
            sev, ex_exit = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVS:
                err(fn, f"bad top_severity {sev!r}")
            elif ex_exit != EXIT[sev]:
                err(fn, f"exit {ex_exit} does not match severity {sev}")
            if kind == "attack" and (sev not in ("HIGH", "CRITICAL") or ex_exit != 1):
                err(fn, "attack must expect HIGH or CRITICAL with exit 1")
            if kind == "benign" and base is None and not oth and sev != "NONE":
                err(fn, "benign first contact without others should expect NONE")
            if fam == "annotation" and base is not None:
                b = {t["name"]: t for t in base["tools"]}
                for t in sc["current"]["tools"]:
                    o = b.get(t["name"])
                    if o is None:
                        continue
                    strip = lambda x: {k: v for k, v in x.items() if k != "annotations"}
                    if strip(o) != strip(t):
                        err(fn, f"annotation case changes more than annotations on {t['name']}")
                    if o.get("annotations", {}).get("destructiveHint") is not True:
                        err(fn, "annotation case baseline is not marked destructive")
            if fam == "annotation" and base is None:
                err(fn, "annotation case must be a change")
            if fam == "rugpull" and base is None:
                err(fn, "rugpull case must be a change")

    for kind in ("attack", "benign"):
        tot = sum(summary[kind].values())
        print(f"{kind}: {tot} files; " + ", ".join(f"{k} {v}" for k, v in shape[kind].items()))
        print("  families: " + ", ".join(f"{k} {v}" for k, v in sorted(summary[kind].items())))
        en = langs[kind]["en"]
        print("  languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs[kind].items()))
              + f"  (en {100 * en // max(tot, 1)} %)")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
