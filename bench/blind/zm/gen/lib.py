"""Shared helpers for the zm blind set generator (written from SPEC.md and issue-14 only)."""
import json, os, copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []


def p(desc, type="string", **kw):
    d = {"type": type, "description": desc}
    d.update(kw)
    return d


def tool(name, desc, props=None, req=None, title=None, ann=None, out=None):
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


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def bump(v):
    a, b, c = (int(x) for x in v.split("."))
    return "%d.%d.%d" % (a, b + 1, 0)


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def add(kind, family, lang, slug, description, current, expect, baseline=None,
        others=None, announcements=None):
    sev, ex = expect
    s = {"description": description, "baseline": baseline, "current": current}
    if others:
        s["others"] = others
    if announcements:
        s["announcements"] = announcements
    s["expect"] = {"top_severity": sev, "exit": ex}
    SCEN.append((kind, "%s-%s-%s.json" % (family, lang, slug), s))


def change(kind, family, lang, slug, description, name, ver, base_tools, mutate,
           expect, others=None, announcements=None):
    """baseline = base_tools; current = mutate(deepcopy(base_tools)) with bumped version."""
    cur = mutate(copy.deepcopy(base_tools))
    add(kind, family, lang, slug, description, srv(name, bump(ver), cur), expect,
        baseline=srv(name, ver, base_tools), others=others, announcements=announcements)


def first(kind, family, lang, slug, description, name, ver, tools, expect, others=None):
    add(kind, family, lang, slug, description, srv(name, ver, tools), expect, others=others)


def find(tools, name):
    for t in tools:
        if t["name"] == name:
            return t
    raise KeyError(name)


def write_all():
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, fn, s in SCEN:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w") as fh:
            fh.write(json.dumps(s, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SCEN), "scenarios")

A, B = "attack", "benign"
CRIT = ("CRITICAL", 1)
HIGH = ("HIGH", 1)
MED = ("MEDIUM", 1)
LOW = ("LOW", 0)
NONE = ("NONE", 0)
