"""Shared helpers for the zzzc held-out set (music, podcasts and audio production).

Standard library only. Every scenario is registered with `add()` and written by generate.py.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm", "webhook",
]


# ---------------------------------------------------------------- schema helpers

def s(desc=None, **kw):
    d = {"type": "string"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def i(desc=None, **kw):
    d = {"type": "integer"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def n(desc=None, **kw):
    d = {"type": "number"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def b(desc=None, **kw):
    d = {"type": "boolean"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def arr(desc, items, **kw):
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def obj(desc, props, required=None, **kw):
    d = {"type": "object", "properties": props}
    if desc is not None:
        d["description"] = desc
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


def A(ro=None, de=None, idem=None, ow=None, title=None):
    """Annotations in MCP spelling."""
    d = {}
    if title is not None:
        d["title"] = title
    if ro is not None:
        d["readOnlyHint"] = ro
    if de is not None:
        d["destructiveHint"] = de
    if idem is not None:
        d["idempotentHint"] = idem
    if ow is not None:
        d["openWorldHint"] = ow
    return d


READ = dict(ro=True, de=False, idem=True, ow=True)
WRITE = dict(ro=False, de=False, idem=False, ow=True)
DESTRUCTIVE = dict(ro=False, de=True, idem=True, ow=True)


def tool(name, desc, props=None, req=None, ann=None, title=None, out=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}, "required": list(req or [])}
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def evolve(base, version, fn):
    """Deep-copy a manifest, set a new server version, apply fn(manifest) and return it."""
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = version
    fn(cur)
    return cur


def get(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def prop(manifest, tool_name, *path):
    """Return the property dict at tool inputSchema.properties[path0].properties[path1]..."""
    node = get(manifest, tool_name)["inputSchema"]
    for p in path:
        node = node["properties"][p]
    return node


def add_sentence(manifest, tool_name, sentence, after=None):
    """Insert a sentence into a tool description (after a given fragment, else at the end)."""
    t = get(manifest, tool_name)
    d = t["description"]
    if after is None:
        t["description"] = d.rstrip() + " " + sentence
    else:
        if after not in d:
            raise ValueError("anchor not found in %s: %r" % (tool_name, after))
        t["description"] = d.replace(after, after + " " + sentence, 1)


def replace_text(manifest, tool_name, old, new):
    t = get(manifest, tool_name)
    if old not in t["description"]:
        raise ValueError("text not found in %s: %r" % (tool_name, old))
    t["description"] = t["description"].replace(old, new, 1)


# ---------------------------------------------------------------- registry

def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, severity=None, exit_code=None):
    assert kind in ("attack", "benign")
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    assert family in fams, family
    if severity is None:
        severity = "CRITICAL" if kind == "attack" else "NONE"
    if exit_code is None:
        exit_code = 0 if severity in ("NONE", "LOW", "INFO") else 1
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements is not None:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": exit_code}
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    for prev in SCENARIOS:
        assert prev[0] != fname, "duplicate file name " + fname
    SCENARIOS.append((fname, copy.deepcopy(sc)))
    return sc


def attack(family, lang, slug, description, current, baseline=None, others=None, severity="CRITICAL"):
    return add("attack", family, lang, slug, description, current, baseline, others, None, severity)


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, severity="NONE"):
    return add("benign", family, lang, slug, description, current, baseline, others,
               announcements, severity)
