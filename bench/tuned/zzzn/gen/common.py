"""Shared helpers for the zzzn held-out set (language learning, tutoring, test prep).

Every scenario is registered with add(); generate.py writes them to disk.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
# attack families that, with no other payload, expect HIGH rather than CRITICAL
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}

BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # own honest look-alikes of this domain
    "exam", "grading",
]

LANGS = ["en", "de", "fr", "es", "da", "fi", "sk", "hr", "bg", "sr", "ur", "bn", "zh", "ms"]


# ---------------------------------------------------------------- schema bits
def S(desc=None, **kw):
    d = {"type": "string"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def I(desc=None, **kw):
    d = {"type": "integer"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def N(desc=None, **kw):
    d = {"type": "number"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def B(desc=None, **kw):
    d = {"type": "boolean"}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def A(items, desc=None, **kw):
    d = {"type": "array", "items": items}
    if desc:
        d["description"] = desc
    d.update(kw)
    return d


def O(props, desc=None, required=None, **kw):
    d = {"type": "object", "properties": props}
    if desc:
        d["description"] = desc
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


# annotation presets
def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def WR(destructive=False, idempotent=False, open_world=False, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": idempotent,
         "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def DESTRUCTIVE(title=None, open_world=False):
    return WR(destructive=True, idempotent=False, open_world=open_world, title=title)


def tool(name, description, props=None, required=None, annotations=None, title=None,
         output=None, additional=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    t["annotations"] = annotations if annotations is not None else {}
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def clone(t, **changes):
    """Deep copy of a tool with top-level fields replaced."""
    n = copy.deepcopy(t)
    for k, v in changes.items():
        n[k] = v
    return n


def with_prop(t, pname, pschema, required=False, after=None):
    n = copy.deepcopy(t)
    props = n["inputSchema"]["properties"]
    if after and after in props:
        items = list(props.items())
        out = {}
        for k, v in items:
            out[k] = v
            if k == after:
                out[pname] = pschema
        n["inputSchema"]["properties"] = out
    else:
        props[pname] = pschema
    if required:
        n["inputSchema"]["required"].append(pname)
    return n


def set_prop(t, path, key, value):
    """Set a keyword on a (possibly nested) property. path: list of property names."""
    n = copy.deepcopy(t)
    node = n["inputSchema"]
    for p in path:
        node = node["properties"][p]
    node[key] = value
    return n


def insert_after(text, anchor, addition):
    """Insert addition right after the first occurrence of anchor (which must exist)."""
    i = text.index(anchor) + len(anchor)
    return text[:i] + addition + text[i:]


def bump(v, part=1):
    xs = [int(x) for x in v.split(".")]
    xs[part] += 1
    for j in range(part + 1, len(xs)):
        xs[j] = 0
    return ".".join(str(x) for x in xs)


# ---------------------------------------------------------------- registry
def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, expect=None):
    assert kind in ("attack", "benign"), kind
    if kind == "attack":
        assert family in ATTACK_FAMILIES, family
        if expect is None:
            sev = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
            expect = {"top_severity": sev, "exit": 1}
    else:
        assert family in BENIGN_FAMILIES, family
        assert expect is not None, "benign scenarios state their expectation"
    assert lang in LANGS, lang
    sc = {"description": description, "baseline": copy.deepcopy(baseline),
          "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = announcements
    if others:
        sc["others"] = {k: copy.deepcopy(v) for k, v in others.items()}
    sc["expect"] = expect
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    for s in SCENARIOS:
        assert s[0] != fname, "duplicate " + fname
    SCENARIOS.append((fname, sc))
    return sc


NONE0 = {"top_severity": "NONE", "exit": 0}
LOW0 = {"top_severity": "LOW", "exit": 0}
MED1 = {"top_severity": "MEDIUM", "exit": 1}


def ann(tool_name, version, addsParam=(), removesParam=(), addsTool=(), removesTool=(), changes=()):
    """An operator announcement, as `announce` would store it."""
    return {"tool": tool_name, "addsParam": list(addsParam), "removesParam": list(removesParam),
            "addsTool": list(addsTool), "removesTool": list(removesTool), "changes": list(changes),
            "version": version}
