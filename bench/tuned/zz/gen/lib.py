"""Helpers for the zz blind set generator (data engineering / analytics domain)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(t, d, **kw):
    p = {"type": t, "description": d}
    p.update(kw)
    return p


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def W(destructive=False, open_world=False, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": False, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def edit(tool, desc=None, append=None, props=None, drop=None, req=None, ann=None, title=None, out=None, pdesc=None):
    """Return a modified deep copy of a tool."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append is not None:
        t["description"] = t["description"] + append
    if props:
        for k, v in props.items():
            t["inputSchema"]["properties"][k] = v
    if pdesc:
        for k, v in pdesc.items():
            t["inputSchema"]["properties"][k].update(v)
    if drop:
        for k in drop:
            t["inputSchema"]["properties"].pop(k, None)
    if req is not None:
        t["inputSchema"]["required"] = req
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if out is not None:
        t["outputSchema"] = out
    return t


def case(kind, fname, description, current, baseline=None, others=None, announcements=None,
         expect=("CRITICAL", 1)):
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    CASES.append((kind, fname, d))


def attack(fname, description, current, **kw):
    case("attack", fname, description, current, **kw)


def benign(fname, description, current, **kw):
    kw.setdefault("expect", ("NONE", 0))
    case("benign", fname, description, current, **kw)


def write_all():
    seen = set()
    for kind, fname, d in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        path = os.path.join(ROOT, kind, fname + ".json")
        with open(path, "w", encoding="ascii") as f:
            f.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    return len(CASES)
