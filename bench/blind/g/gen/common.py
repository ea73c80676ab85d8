"""Shared helpers for the blind-g generators."""
import json, os, re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def P(typ, desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, ann=None, title=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}, "required": required or []}
    if ann is not None:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}

SEV_OK = {"HIGH", "CRITICAL", "NONE", "LOW", "MEDIUM"}
_written = set()


def emit(kind, family, lang, slug, description, current, baseline=None, others=None,
         sev=None, exit_code=None):
    assert kind in ("attack", "benign")
    assert re.fullmatch(r"[a-z]+", family), family
    assert re.fullmatch(r"[a-z]{2}", lang), lang
    assert re.fullmatch(r"[a-z0-9-]+", slug), slug
    if sev is None:
        sev = "HIGH" if kind == "attack" else "NONE"
    if exit_code is None:
        exit_code = 1 if sev in ("HIGH", "CRITICAL", "MEDIUM") else 0
    doc = {"description": description,
           "baseline": None if baseline is None else {"tools": baseline},
           "current": {"tools": current}}
    if others:
        doc["others"] = [{"name": n, "tools": t} for n, t in others]
    doc["expect"] = {"top_severity": sev, "exit": exit_code}
    fn = f"{family}-{lang}-{slug}.json"
    assert fn not in _written, fn
    _written.add(fn)
    path = os.path.join(ROOT, kind, fn)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return path


def with_change(tools, tool_name, **changes):
    """Deep-copy a tool list and apply changes to one tool (rug-pull helper)."""
    out = json.loads(json.dumps(tools))
    for t in out:
        if t["name"] == tool_name:
            for k, v in changes.items():
                if k == "append":
                    t["description"] = t["description"] + v
                elif k == "insert":  # (anchor, text): insert text after anchor
                    a, txt = v
                    assert a in t["description"], a
                    t["description"] = t["description"].replace(a, a + txt, 1)
                elif k == "add_prop":
                    pn, pd, req = v
                    t["inputSchema"]["properties"][pn] = pd
                    if req:
                        t["inputSchema"]["required"].append(pn)
                elif k == "set_prop":
                    pn, pd = v
                    t["inputSchema"]["properties"][pn] = pd
                elif k == "ann":
                    t["annotations"] = v
                else:
                    t[k] = v
            return out
    raise KeyError(tool_name)
