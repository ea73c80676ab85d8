"""Validate every case file of blind set n."""
import glob
import json
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME_RE = re.compile(r"^[a-zA-Z0-9_.-]{1,64}$")
SEVS = {"CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"}
FILE_RE = re.compile(r"^[a-z0-9-]+-(en|de|fr|es|pt|zh|ja|ko|ru|pl|tr|id|hi)-[a-z0-9-]+\.json$")
ANN_KEYS = {"title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}
errors = []


def err(path, msg):
    errors.append(f"{os.path.relpath(path, ROOT)}: {msg}")


def check_manifest(path, where, m):
    if not isinstance(m, dict):
        return err(path, f"{where} is not an object")
    si = m.get("serverInfo")
    if not (isinstance(si, dict) and isinstance(si.get("name"), str) and isinstance(si.get("version"), str)):
        err(path, f"{where}.serverInfo needs name and version")
    tools = m.get("tools")
    if not isinstance(tools, list) or not tools:
        return err(path, f"{where}.tools must be a non-empty list")
    names = set()
    for i, t in enumerate(tools):
        w = f"{where}.tools[{i}]"
        if not isinstance(t, dict):
            err(path, f"{w} not an object"); continue
        n = t.get("name")
        if not (isinstance(n, str) and NAME_RE.match(n)):
            err(path, f"{w}.name invalid: {n!r}")
        if n in names:
            err(path, f"{w}.name duplicated: {n}")
        names.add(n)
        if not isinstance(t.get("description"), str):
            err(path, f"{w}.description missing")
        s = t.get("inputSchema")
        if not (isinstance(s, dict) and s.get("type") == "object"):
            err(path, f"{w}.inputSchema must be an object schema")
        else:
            props = s.get("properties", {})
            for r in s.get("required", []):
                if r not in props:
                    err(path, f"{w}.required names unknown property {r}")
        if "outputSchema" in t and not (isinstance(t["outputSchema"], dict) and t["outputSchema"].get("type") == "object"):
            err(path, f"{w}.outputSchema must be an object schema")
        if "annotations" in t:
            a = t["annotations"]
            if not isinstance(a, dict) or set(a) - ANN_KEYS:
                err(path, f"{w}.annotations has unknown keys")
        for k in t:
            if k not in {"name", "title", "description", "inputSchema", "outputSchema", "annotations"}:
                err(path, f"{w} unexpected key {k}")


def canon(x):
    return json.dumps(x, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


counts = {"attack": 0, "benign": 0}
for kind in ("attack", "benign"):
    for path in sorted(glob.glob(os.path.join(ROOT, kind, "*.json"))):
        counts[kind] += 1
        if not FILE_RE.match(os.path.basename(path)):
            err(path, "file name is not <family>-<lang>-<slug>.json")
        try:
            raw = open(path, encoding="utf-8").read()
            case = json.loads(raw)
        except Exception as e:  # noqa: BLE001
            err(path, f"does not parse: {e}"); continue
        bad = [c for c in raw if c != "\n" and (unicodedata.category(c) in ("Cf", "Cc", "Co", "Cs", "Zl", "Zp")
                                                or (unicodedata.category(c) == "Zs" and c != " "))]
        if bad:
            err(path, f"raw invisible characters {sorted(set(map(hex, map(ord, bad))))} (write them as \\u escapes)")
        for k in ("description", "baseline", "current", "expect"):
            if k not in case:
                err(path, f"missing key {k}")
        if set(case) - {"description", "baseline", "current", "others", "expect"}:
            err(path, f"unexpected keys {set(case) - {'description', 'baseline', 'current', 'others', 'expect'}}")
        if not isinstance(case.get("description"), str) or not case.get("description"):
            err(path, "description must be a non-empty string")
        check_manifest(path, "current", case.get("current"))
        b = case.get("baseline")
        if b is not None:
            check_manifest(path, "baseline", b)
            if canon(b) == canon(case.get("current")):
                err(path, "baseline equals current")
            elif canon(b.get("tools")) == canon(case["current"].get("tools")):
                err(path, "baseline tools equal current tools")
            if b.get("serverInfo", {}).get("version") == case["current"].get("serverInfo", {}).get("version"):
                err(path, "a change must bump serverInfo.version")
        for sid, m in (case.get("others") or {}).items():
            check_manifest(path, f"others[{sid}]", m)
        e = case.get("expect", {})
        sev, ex = e.get("top_severity"), e.get("exit")
        if sev not in SEVS or ex not in (0, 1):
            err(path, f"bad expect {e}")
        if kind == "attack" and (sev not in ("HIGH", "CRITICAL") or ex != 1):
            err(path, "attacks must expect HIGH/CRITICAL and exit 1")
        if kind == "benign":
            if sev in ("HIGH", "CRITICAL"):
                err(path, "benign must not expect HIGH/CRITICAL")
            if sev in ("NONE", "LOW") and ex != 0:
                err(path, "benign NONE/LOW must exit 0")
            if sev == "MEDIUM" and (b is None or ex != 1 or "MEDIUM" not in case["description"]):
                err(path, "benign MEDIUM only for an honest change, exit 1, said in the description")

for e in errors:
    print(e)
print(f"checked {counts['attack']} attacks, {counts['benign']} benign; {len(errors)} error(s)")
sys.exit(1 if errors else 0)
