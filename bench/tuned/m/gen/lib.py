import copy, json, os, re
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []

def P(type_="string", desc=None, **kw):
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d

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

def S(name, ver, *tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": list(tools)}

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
RW = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DX = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}

def bump(v):
    a = v.split(".")
    a[1] = str(int(a[1]) + 1); a[2] = "0"
    return ".".join(a)

def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    ex = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {"description": description, "baseline": baseline, "current": current}
    if others:
        c["others"] = others
    c["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, f"{family}-{lang}-{slug}", c))

def change(kind, family, lang, slug, description, base_server, mutate, others=None, sev=None, bump_version=True):
    """base_server: S(...) honest; mutate(tools_list) edits deep copy in place"""
    cur = copy.deepcopy(base_server)
    mutate(cur["tools"])
    if bump_version:
        cur["serverInfo"]["version"] = bump(base_server["serverInfo"]["version"])
    case(kind, family, lang, slug, description, cur, baseline=base_server, others=others, sev=sev)

def write_all():
    seen = set()
    for kind, fname, c in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        with open(os.path.join(OUT, kind, fname + ".json"), "w", encoding="utf-8") as f:
            json.dump(c, f, ensure_ascii=True, indent=2)
            f.write("\n")
