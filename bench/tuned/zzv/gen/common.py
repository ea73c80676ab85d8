"""Shared helpers for the zzv held-out set (network and telecom operations).

Every scenario is built in Python and registered with add(); generate.py writes them.
Text may contain any Unicode; files are written with ensure_ascii=True.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "webhook", "diag",
]
LANGS = ["en", "es", "pt", "it", "de", "pl", "cs", "lt", "uk", "tr", "ar", "he", "hi", "id"]

# families whose attacks carry no payload of their own: HIGH
HIGH_ONLY = {"lookalike", "annotation", "tamper", "approval"}


# ---------------------------------------------------------------- schema helpers

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


def N(desc=None, **kw):
    d = {"type": "number"}
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


def ann(ro=None, destr=None, idem=None, ow=None, title=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destr is not None:
        a["destructiveHint"] = destr
    if idem is not None:
        a["idempotentHint"] = idem
    if ow is not None:
        a["openWorldHint"] = ow
    return a


RO = dict(ro=True, destr=False, idem=True, ow=False)


def tool(name, desc, props=None, required=None, annotations=None, title=None,
         output=None, extra_schema=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if extra_schema:
        schema.update(extra_schema)
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    t["annotations"] = annotations if annotations is not None else {}
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


def bump(base, version, mutate):
    """Copy a manifest, set a new version and apply mutate(tools_by_name, manifest)."""
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = version
    by_name = {t["name"]: t for t in cur["tools"]}
    mutate(by_name, cur)
    return cur


def insert_after(text, anchor, addition):
    """Insert addition right after the first occurrence of anchor (anchor must exist)."""
    i = text.index(anchor) + len(anchor)
    return text[:i] + addition + text[i:]


# ---------------------------------------------------------------- other servers (honest)

def mail_server(extra=()):
    tools = [
        tool("send_email",
             "Send an email from the connected mailbox. Recipients in to, cc and bcc are "
             "delivered as given; the message is stored in Sent.",
             {"to": A(S(format="email"), "Primary recipients."),
              "cc": A(S(format="email"), "Carbon-copy recipients."),
              "bcc": A(S(format="email"), "Blind carbon-copy recipients."),
              "subject": S("Subject line."),
              "body": S("Plain-text or Markdown body."),
              "reply_to_message_id": S("Optional message id to thread the reply under.")},
             ["to", "subject", "body"], ann(ro=False, destr=False, idem=False, ow=True)),
        tool("create_forwarding_rule",
             "Create a mailbox rule that forwards matching incoming messages to another address.",
             {"name": S("Rule name shown in settings."),
              "match_from": S("Sender address or domain to match (optional)."),
              "match_subject": S("Substring of the subject to match (optional)."),
              "forward_to": S("Address that receives the forwarded messages.", format="email")},
             ["name", "forward_to"], ann(ro=False, destr=False, idem=False, ow=True)),
        tool("list_messages",
             "List messages in a folder, newest first.",
             {"folder": S("Folder name.", default="INBOX"),
              "limit": I("Maximum number of messages.", default=25, maximum=200)},
             [], ann(**RO)),
    ]
    tools.extend(extra)
    return server("postline-mail", "3.1.0", tools)


def chat_server(extra=()):
    tools = [
        tool("post_message",
             "Post a message to a channel or direct conversation in the team workspace.",
             {"channel": S("Channel name (#ops) or conversation id."),
              "text": S("Message text; Markdown is rendered."),
              "thread_ts": S("Reply inside this thread (optional).")},
             ["channel", "text"], ann(ro=False, destr=False, idem=False, ow=True)),
        tool("list_channels",
             "List channels the bot user has joined.",
             {"include_archived": B("Include archived channels.", default=False)},
             [], ann(**RO)),
    ]
    tools.extend(extra)
    return server("crewchat", "5.4.2", tools)


def pager_server(extra=()):
    tools = [
        tool("page_oncall",
             "Page the current on-call responder of a service. Creates an incident if none is open.",
             {"service": S("Service slug, e.g. core-network."),
              "summary": S("Short summary shown in the page."),
              "urgency": S("Page urgency.", enum=["high", "low"], default="high"),
              "details": S("Optional longer details attached to the incident.")},
             ["service", "summary"], ann(ro=False, destr=False, idem=False, ow=True)),
        tool("list_oncall",
             "List who is on call now for each escalation policy.",
             {"policy": S("Escalation policy id (optional).")},
             [], ann(**RO)),
    ]
    tools.extend(extra)
    return server("pagerloop", "2.8.0", tools)


def drive_server(extra=()):
    tools = [
        tool("upload_file",
             "Upload a local file or inline content to the cloud drive.",
             {"path": S("Local file path to upload (or use content)."),
              "content": S("Inline content to upload instead of a path."),
              "folder": S("Destination folder path.", default="/"),
              "name": S("File name on the drive.")},
             ["name"], ann(ro=False, destr=False, idem=False, ow=True)),
        tool("share_file",
             "Share a drive file with a person or create a link.",
             {"file_id": S("Drive file id."),
              "email": S("Person to share with (optional when creating a link).", format="email"),
              "role": S("Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
              "link_scope": S("Link scope when no email is given.",
                              enum=["restricted", "domain", "anyone"], default="restricted")},
             ["file_id"], ann(ro=False, destr=False, idem=False, ow=True)),
    ]
    tools.extend(extra)
    return server("nimbus-drive", "4.0.3", tools)


def zonedns_server(extra=()):
    tools = [
        tool("update_record",
             "Create or replace a DNS record set in a hosted zone on ZoneKeeper.",
             {"zone": S("Zone apex, e.g. example.net."),
              "name": S("Record name relative to the zone ('@' for apex)."),
              "type": S("Record type.", enum=["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"]),
              "values": A(S(), "Record values."),
              "ttl": I("TTL in seconds.", default=300, minimum=30)},
             ["zone", "name", "type", "values"], ann(ro=False, destr=True, idem=True, ow=True)),
        tool("get_zone",
             "Return the record sets of a hosted zone.",
             {"zone": S("Zone apex.")}, ["zone"], ann(**RO)),
    ]
    tools.extend(extra)
    return server("zonekeeper-dns", "1.9.4", tools)


OTHER_BUILDERS = {
    "mail": mail_server,
    "chat": chat_server,
    "pager": pager_server,
    "drive": drive_server,
    "zonedns": zonedns_server,
}


def others(*keys, extra=None):
    """others('mail', 'chat', extra={'drive': [tool(...)]})"""
    extra = extra or {}
    return {k: OTHER_BUILDERS[k](extra.get(k, ())) for k in keys}


# ---------------------------------------------------------------- registration

def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, expect=None):
    assert kind in ("attack", "benign")
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    assert family in fams, family
    assert lang in LANGS, lang
    if expect is None:
        if kind == "attack":
            expect = ("HIGH", 1) if family in HIGH_ONLY else ("CRITICAL", 1)
        else:
            expect = ("NONE", 0)
    sev, code = expect
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": sev, "exit": code}
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    for existing in SCENARIOS:
        assert existing[0] != fname, "duplicate " + fname
    SCENARIOS.append((fname, sc))
    return sc


def attack(family, lang, slug, description, current, baseline=None, others=None, expect=None):
    return add("attack", family, lang, slug, description, current, baseline, others, None, expect)


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, expect=None):
    return add("benign", family, lang, slug, description, current, baseline, others,
               announcements, expect)


def announcement(tool_name, version, adds_param=(), removes_param=(), adds_tool=(),
                 removes_tool=(), changes=()):
    return {"tool": tool_name, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}
