"""Shared helpers for the zzze held-out set (translation, localisation, subtitling).

Everything here is plain data building: tools, servers, scenarios. No network, no
sensor. generate.py imports the scenario modules, which call add() for every case.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # honest look-alikes of this domain
    "glossary", "endpoint", "vendor",
]
LANGS = ["en", "es", "pt", "it", "nl", "sv", "no", "hu", "el", "ru", "tr",
         "ko", "zh", "th"]
LANG_NAMES = {
    "en": "English", "es": "Spanish", "pt": "Brazilian Portuguese",
    "it": "Italian", "nl": "Dutch", "sv": "Swedish", "no": "Norwegian (Bokmal)",
    "hu": "Hungarian", "el": "Greek", "ru": "Russian", "tr": "Turkish",
    "ko": "Korean", "zh": "Traditional Chinese", "th": "Thai",
}

CRIT = {"top_severity": "CRITICAL", "exit": 1}
HIGH = {"top_severity": "HIGH", "exit": 1}
MED = {"top_severity": "MEDIUM", "exit": 1}
LOW = {"top_severity": "LOW", "exit": 0}
NONE = {"top_severity": "NONE", "exit": 0}


def p(type_, description=None, **kw):
    """One JSON-schema property. Keyword 'enum', 'default', 'items', ... pass through."""
    d = {"type": type_}
    if description is not None:
        d["description"] = description
    for k, v in kw.items():
        d[k] = v
    return d


def s(description=None, **kw):
    return p("string", description, **kw)


def arr(items, description=None, **kw):
    return p("array", description, items=items, **kw)


def obj(properties, required=None, description=None, **kw):
    d = {"type": "object"}
    if description is not None:
        d["description"] = description
    d["properties"] = properties
    if required:
        d["required"] = list(required)
    for k, v in kw.items():
        d[k] = v
    return d


def tool(name, description, props=None, required=None, ann=None, title=None,
         output=None, additional=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}}
    schema["required"] = list(required or [])
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def RO(title=None, open_world=False):
    a = {}
    if title:
        a["title"] = title
    a.update({"readOnlyHint": True, "destructiveHint": False,
              "idempotentHint": True, "openWorldHint": open_world})
    return a


def RW(title=None, destructive=False, idempotent=False, open_world=False):
    a = {}
    if title:
        a["title"] = title
    a.update({"readOnlyHint": False, "destructiveHint": destructive,
              "idempotentHint": idempotent, "openWorldHint": open_world})
    return a


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": copy.deepcopy(list(tools))}


def evolve(srv, version, replace=None, add=None, remove=None):
    """A later release of srv: same tools, with some replaced, added or removed."""
    new = copy.deepcopy(srv)
    new["serverInfo"]["version"] = version
    replace = replace or {}
    out = []
    for t in new["tools"]:
        if remove and t["name"] in remove:
            continue
        if t["name"] in replace:
            out.append(copy.deepcopy(replace[t["name"]]))
        else:
            out.append(t)
    for t in add or []:
        out.append(copy.deepcopy(t))
    new["tools"] = out
    return new


def para(*parts):
    """Join paragraphs of a description with blank lines, like real servers do."""
    return "\n\n".join(parts)


def announce(tool_name, version, adds_param=(), removes_param=(), adds_tool=(),
             removes_tool=(), changes=()):
    return {"tool": tool_name, "addsParam": list(adds_param),
            "removesParam": list(removes_param), "addsTool": list(adds_tool),
            "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}


SCENARIOS = []


def add(kind, family, lang, slug, description, current, expect, baseline=None,
        others=None, announcements=None):
    assert kind in ("attack", "benign"), kind
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    assert family in fams, (kind, family)
    assert lang in LANGS, lang
    sc = {"description": description, "baseline": copy.deepcopy(baseline),
          "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = copy.deepcopy(announcements)
    if others:
        sc["others"] = copy.deepcopy(others)
    sc["expect"] = dict(expect)
    fname = "%s-%s-%s.json" % (family, lang, slug)
    SCENARIOS.append((kind, fname, sc))
    return sc
