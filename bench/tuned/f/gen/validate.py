#!/usr/bin/env python3
"""Check every case file of blind-f: parses, follows the case schema and the MCP tool shape."""
import json, os, re, sys, collections

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
NAME_RE = re.compile(r'^([a-z]+)-([a-z]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$')
SEVS = {"NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"}
ANN_KEYS = {"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
errors = []


def err(f, msg):
    errors.append(f"{f}: {msg}")


def check_schema(f, where, sch):
    if not isinstance(sch, dict):
        return err(f, f"{where}: schema is not an object")
    if "properties" in sch:
        if not isinstance(sch["properties"], dict):
            return err(f, f"{where}: properties not an object")
        for k, v in sch["properties"].items():
            if not isinstance(k, str) or not k:
                err(f, f"{where}: bad property name {k!r}")
            check_schema(f, f"{where}.{k}", v)
    if "required" in sch:
        req = sch["required"]
        if not isinstance(req, list) or not all(isinstance(r, str) for r in req):
            err(f, f"{where}: required not a list of strings")
        elif any(r not in sch.get("properties", {}) for r in req):
            err(f, f"{where}: required names a missing property {req}")
    if "items" in sch:
        check_schema(f, f"{where}[]", sch["items"])
    if "enum" in sch:
        if not isinstance(sch["enum"], list) or not sch["enum"]:
            err(f, f"{where}: enum not a non-empty list")
        elif "default" in sch and sch["default"] not in sch["enum"]:
            err(f, f"{where}: default not in enum")


def check_tools(f, where, tools):
    if not isinstance(tools, list) or not tools:
        return err(f, f"{where}: tools must be a non-empty list")
    names = set()
    for i, t in enumerate(tools):
        w = f"{where}[{i}]"
        if not isinstance(t, dict):
            err(f, f"{w}: tool not an object"); continue
        extra = set(t) - {"name", "title", "description", "inputSchema", "annotations"}
        if extra:
            err(f, f"{w}: unexpected keys {extra}")
        if not isinstance(t.get("name"), str) or not t["name"]:
            err(f, f"{w}: missing name")
        elif t["name"] in names:
            err(f, f"{w}: duplicate tool name {t['name']}")
        else:
            names.add(t["name"])
        if not isinstance(t.get("description"), str):
            err(f, f"{w}: missing description")
        if "title" in t and not isinstance(t["title"], str):
            err(f, f"{w}: title not a string")
        s = t.get("inputSchema")
        if not isinstance(s, dict) or s.get("type") != "object" or not isinstance(s.get("properties"), dict):
            err(f, f"{w}: inputSchema must be an object schema with properties")
        else:
            check_schema(f, f"{w}.inputSchema", s)
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS or not all(isinstance(v, bool) for v in a.values()):
                err(f, f"{w}: bad annotations")


def main():
    counts = collections.Counter()
    fams = collections.defaultdict(collections.Counter)
    langs = collections.defaultdict(collections.Counter)
    mode = collections.defaultdict(collections.Counter)
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        for fn in sorted(os.listdir(d)):
            f = f"{kind}/{fn}"
            m = NAME_RE.match(fn)
            if not m:
                err(f, "bad file name"); continue
            fam, lang, _ = m.groups()
            try:
                with open(os.path.join(d, fn), encoding="utf-8") as fh:
                    doc = json.load(fh)
            except Exception as e:  # noqa
                err(f, f"does not parse: {e}"); continue
            if set(doc) - {"description", "baseline", "current", "others", "expect"}:
                err(f, f"unexpected top-level keys {set(doc)}")
            if not isinstance(doc.get("description"), str) or len(doc["description"]) < 20:
                err(f, "description missing/short")
            if "baseline" not in doc:
                err(f, "baseline key missing (use null)")
            elif doc["baseline"] is not None:
                if not isinstance(doc["baseline"], dict):
                    err(f, "baseline not null/object")
                else:
                    check_tools(f, "baseline.tools", doc["baseline"].get("tools"))
                    if doc["baseline"] == doc.get("current"):
                        err(f, "baseline identical to current")
            cur = doc.get("current")
            if not isinstance(cur, dict):
                err(f, "current missing")
            else:
                check_tools(f, "current.tools", cur.get("tools"))
            for j, o in enumerate(doc.get("others", []) or []):
                if not isinstance(o, dict) or not isinstance(o.get("name"), str):
                    err(f, f"others[{j}] bad"); continue
                check_tools(f, f"others[{j}].tools", o.get("tools"))
            ex = doc.get("expect", {})
            sev, code = ex.get("top_severity"), ex.get("exit")
            if sev not in SEVS or code not in (0, 1):
                err(f, f"bad expect {ex}")
            elif kind == "attack" and (sev not in ("HIGH", "CRITICAL") or code != 1):
                err(f, f"attack must expect HIGH/CRITICAL exit 1: {ex}")
            elif kind == "benign" and not ((sev in ("NONE", "LOW") and code == 0) or (sev == "MEDIUM" and code == 1)):
                err(f, f"benign must expect NONE/LOW exit 0 (or MEDIUM exit 1): {ex}")
            elif kind == "benign" and sev == "MEDIUM" and "MEDIUM" not in doc["description"]:
                err(f, "benign MEDIUM case must say so in its description")
            counts[kind] += 1
            fams[kind][fam] += 1
            langs[kind][lang] += 1
            mode[kind]["change" if doc.get("baseline") else "first_contact"] += 1
    for kind in ("attack", "benign"):
        print(f"{kind}: {counts[kind]} files; {dict(mode[kind])}")
        print("  families:", ", ".join(f"{k} {v}" for k, v in sorted(fams[kind].items())))
        print("  languages:", ", ".join(f"{k} {v}" for k, v in sorted(langs[kind].items(), key=lambda x: -x[1])))
    ne = sum(v for k, v in langs["attack"].items() if k != "en")
    print(f"attack non-English share: {ne}/{counts['attack']} = {ne / max(1, counts['attack']):.0%}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"FAIL: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
