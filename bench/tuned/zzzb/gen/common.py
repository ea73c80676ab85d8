"""Shared helpers for held-out set zzzb (identity and access management).

Everything here is standard library only. Scenario modules build plain dicts with
these helpers and return them from build(); generate.py writes them out.
"""
import copy
import re
import textwrap

CRITICAL, HIGH, MEDIUM, LOW, NONE = "CRITICAL", "HIGH", "MEDIUM", "LOW", "NONE"

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # families of this domain, named for this set
    "vault", "webhook",
]
LANGS = ["en", "de", "fr", "fi", "sk", "sl", "lt", "bg", "sr", "fa", "ar", "zh", "ja", "pt"]


_LIST = re.compile(r"^(?:[-*] |\d+\. |<|\u3010)")


def _cjk(ch):
    o = ord(ch)
    return 0x2E80 <= o <= 0x9FFF or 0xFF00 <= o <= 0xFFEF or 0x3000 <= o <= 0x303F


def T(s):
    """Dedent a triple-quoted block, strip the outer blank lines and reflow paragraphs.

    Source lines are hard-wrapped for readability; servers usually send one line per
    paragraph. Lines inside a paragraph are joined, except list items, XML tag lines and the
    line after a tag line. CJK text is joined without a space.
    """
    text = textwrap.dedent(s).strip("\n").rstrip()
    paras = []
    for para in text.split("\n\n"):
        lines = [ln.rstrip() for ln in para.split("\n")]
        outl = []
        for ln in lines:
            st = ln.strip()
            if not outl:
                outl.append(ln)
                continue
            prev = outl[-1].rstrip()
            if _LIST.match(st) or prev.endswith(">"):
                outl.append(ln)
            elif (_cjk(prev[-1]) and _cjk(st[0])) or prev[-1] in "\u3001\u3002\uff1a\uff1b\uff08\u300c":
                outl[-1] = prev + st
            else:
                outl[-1] = prev + " " + st
        paras.append("\n".join(outl))
    return "\n\n".join(paras)


# ---------------------------------------------------------------- schema bits

def S(desc=None, **kw):
    d = {"type": "string"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def I(desc=None, **kw):
    d = {"type": "integer"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def B(desc=None, **kw):
    d = {"type": "boolean"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def A(items, desc=None, **kw):
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def O(props, required=None, desc=None, **kw):
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = list(required)
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}
OPENWORLD = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}


def tool(name, description, props=None, required=None, ann=None, title=None,
         out=None, closed=True):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if closed:
        schema["additionalProperties"] = False
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = dict(ann)
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


def evolve(manifest, version, fn):
    """Deep-copy a manifest, set a new server version and let fn edit the tools.

    fn receives a dict name -> tool (the copies) and the tool list; it may edit in
    place, append or remove tools.
    """
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    by_name = {t["name"]: t for t in m["tools"]}
    fn(by_name, m["tools"])
    return m


def add_sentence(text, anchor, addition, after=True):
    """Insert addition right after (or before) the first occurrence of anchor."""
    import re
    pat = r"\s+".join(re.escape(w) for w in anchor.split())
    m = re.search(pat, text)
    if not m:
        raise ValueError("anchor not found: %r" % anchor)
    if after:
        return text[:m.end()] + addition + text[m.end():]
    return text[:m.start()] + addition + text[m.start():]


# ---------------------------------------------------------------- scenarios

def _exit(sev):
    return 1 if sev in (MEDIUM, HIGH, CRITICAL) else 0


def attack(family, lang, slug, description, current, baseline=None, others=None, sev=CRITICAL):
    assert family in ATTACK_FAMILIES, family
    data = {"description": description, "baseline": baseline, "current": current}
    if others:
        data["others"] = others
    data["expect"] = {"top_severity": sev, "exit": _exit(sev)}
    return {"dir": "attack", "family": family, "lang": lang, "slug": slug, "data": data}


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, sev=NONE):
    assert family in BENIGN_FAMILIES, family
    data = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        data["announcements"] = announcements
    if others:
        data["others"] = others
    data["expect"] = {"top_severity": sev, "exit": _exit(sev)}
    return {"dir": "benign", "family": family, "lang": lang, "slug": slug, "data": data}


def announce(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(),
             removes_tool=(), changes=()):
    return {
        "tool": tool,
        "addsParam": list(adds_param),
        "removesParam": list(removes_param),
        "addsTool": list(adds_tool),
        "removesTool": list(removes_tool),
        "changes": list(changes),
        "version": version,
    }
