"""Shared helpers for the zzzi held-out set (e-signature, CLM, procurement).

Every generator module exposes build(add) and calls add(...) once per scenario.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
# attack families whose cases carry no payload besides the family's own signal
HIGH_FAMILIES = {"tamper", "approval", "lookalike", "annotation"}

BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # domain-specific honest look-alikes
    "callback", "redline",
]

LANGS = ["en", "it", "pt", "sv", "no", "cs", "ro", "hu", "uk", "el", "he",
         "hi", "ja", "vi"]

SEV_EXIT = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}


def P(type_, desc=None, **kw):
    """A property schema."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def ARR(desc, item_type="string", **kw):
    d = {"type": "array", "description": desc, "items": {"type": item_type}}
    d.update(kw)
    return d


def OBJ(props, required=None, desc=None, **kw):
    d = {"type": "object"}
    if desc is not None:
        d["description"] = desc
    d["properties"] = props
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


def A(ro=None, destr=None, idem=None, open_=None, title=None):
    """Annotations; None values are left out."""
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destr is not None:
        a["destructiveHint"] = destr
    if idem is not None:
        a["idempotentHint"] = idem
    if open_ is not None:
        a["openWorldHint"] = open_
    return a


READ = dict(ro=True, destr=False, idem=True, open_=False)
WRITE = dict(ro=False, destr=False, idem=False, open_=True)
DESTROY = dict(ro=False, destr=True, idem=False, open_=True)


def T(name, desc, props=None, required=None, ann=None, title=None,
      output=None, additional=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {},
              "required": list(required or [])}
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": copy.deepcopy(tools)}


def bump(manifest, version):
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    return m


def tool_of(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def changed(manifest, version, name, fn):
    """Copy of manifest with a new version and fn(tool) applied to one tool."""
    m = bump(manifest, version)
    fn(tool_of(m, name))
    return m


def append_desc(text, sep=" "):
    def f(t):
        t["description"] = t["description"] + sep + text
    return f


def insert_desc(after, text):
    """Insert text right after the first occurrence of `after`."""
    def f(t):
        d = t["description"]
        i = d.index(after) + len(after)
        t["description"] = d[:i] + text + d[i:]
    return f


def replace_desc(old, new):
    def f(t):
        assert old in t["description"], old
        t["description"] = t["description"].replace(old, new, 1)
    return f


def others(*manifests):
    return {m["serverInfo"]["name"]: copy.deepcopy(m) for m in manifests}


def announce(tool=None, version=None, adds_param=(), removes_param=(),
             adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param),
            "removesParam": list(removes_param), "addsTool": list(adds_tool),
            "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}


class Registry:
    def __init__(self):
        self.items = []

    def add(self, kind, family, lang, slug, description, current,
            baseline=None, others=None, announcements=None, severity=None):
        assert kind in ("attack", "benign"), kind
        if kind == "attack":
            assert family in ATTACK_FAMILIES, family
            if severity is None:
                severity = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
        else:
            assert family in BENIGN_FAMILIES, family
            if severity is None:
                severity = "NONE"
        assert lang in LANGS, lang
        sc = {"description": description,
              "baseline": copy.deepcopy(baseline),
              "current": copy.deepcopy(current)}
        if announcements:
            sc["announcements"] = copy.deepcopy(announcements)
        if others:
            sc["others"] = copy.deepcopy(others)
        sc["expect"] = {"top_severity": severity, "exit": SEV_EXIT[severity]}
        fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
        assert fname not in [f for f, _ in self.items], fname
        self.items.append((fname, sc))
