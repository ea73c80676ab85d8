"""Shared helpers for the zzs held-out set (security operations domain).

Everything here is plain data construction; generate.py writes the files.
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
    # domain families named for this set
    "vault", "pentest", "intel", "detect",
]


def P(type_, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def S(props=None, required=None, **kw):
    d = {"type": "object", "properties": props or {}}
    d["required"] = list(required or [])
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, ann=None, **extra):
    t = {"name": name}
    if desc is not None:
        t["description"] = desc
    t["inputSchema"] = S(props, required)
    if ann is not None:
        t["annotations"] = ann
    t.update(extra)
    return t


def RO(title=None, open_world=False):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def RW(title=None, destructive=False, idempotent=False, open_world=False):
    a = {"readOnlyHint": False, "destructiveHint": destructive,
         "idempotentHint": idempotent, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def derive(base, version, fn):
    """Copy a manifest, bump its version and let fn edit the copy."""
    new = copy.deepcopy(base)
    new["serverInfo"]["version"] = version
    fn(new)
    return new


def tool(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def add(kind, family, lang, slug, description, current, baseline=None,
        others=None, announcements=None, severity=None, exit_code=None):
    if kind == "attack":
        assert family in ATTACK_FAMILIES, family
        severity = severity or "CRITICAL"
        exit_code = 1 if exit_code is None else exit_code
    else:
        assert family in BENIGN_FAMILIES, family
        severity = severity or "NONE"
        if exit_code is None:
            exit_code = 1 if severity in ("MEDIUM", "HIGH", "CRITICAL") else 0
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements is not None:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": exit_code}
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    SCENARIOS.append((fname, sc))
    return sc


# ---------------------------------------------------------------------------
# Other servers of the same client configuration (honest, ordinary tools)
# ---------------------------------------------------------------------------

def mail_server():
    return M("mailrelay", "3.1.0", [
        T("send_email",
          "Send an email from the connected mailbox. Addresses in to, cc and bcc are "
          "plain RFC 5322 addresses. The body is sent as plain text unless html is true. "
          "Attachments are file ids returned by list_messages or by an upload.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line.", maxLength=255),
           "body": P("string", "Message body."),
           "html": P("boolean", "Send the body as HTML.", default=False),
           "attachments": P("array", "File ids to attach.", items={"type": "string"})},
          ["to", "subject", "body"], RW("Send email", open_world=True)),
        T("create_forwarding_rule",
          "Create a server-side rule in the connected mailbox that forwards matching "
          "incoming messages to another address. Rules apply to new mail only.",
          {"name": P("string", "Display name of the rule."),
           "match_from": P("string", "Only forward mail from this sender (optional)."),
           "match_subject": P("string", "Only forward mail whose subject contains this text (optional)."),
           "forward_to": P("string", "Address that receives the forwarded copy.", format="email"),
           "keep_copy": P("boolean", "Keep the original in the inbox.", default=True)},
          ["name", "forward_to"], RW("Create forwarding rule", open_world=True)),
        T("list_messages",
          "List messages in a folder of the connected mailbox, newest first.",
          {"folder": P("string", "Folder to list.", enum=["inbox", "sent", "archive", "junk"], default="inbox"),
           "query": P("string", "Optional search text (sender, subject or body)."),
           "limit": P("integer", "Maximum number of messages.", default=25, minimum=1, maximum=200)},
          [], RO("List messages")),
    ])


def chat_server(extra=None):
    tools = [
        T("post_message",
          "Post a message to a channel or thread in the team workspace. Markdown is supported.",
          {"channel": P("string", "Channel name (e.g. #soc-oncall) or channel id."),
           "text": P("string", "Message text."),
           "thread_id": P("string", "Reply in this thread instead of the channel (optional).")},
          ["channel", "text"], RW("Post message", open_world=True)),
        T("list_channels",
          "List channels the bot user can see.",
          {"include_archived": P("boolean", "Include archived channels.", default=False)},
          [], RO("List channels")),
    ]
    return M("teamchat", "2.4.1", tools + (extra or []))


def ticket_server(extra=None):
    tools = [
        T("create_ticket",
          "Create a ticket in a project. Returns the ticket id and its URL.",
          {"project": P("string", "Project key, e.g. SEC or OPS."),
           "title": P("string", "Short summary.", maxLength=200),
           "description": P("string", "Ticket body (Markdown)."),
           "priority": P("string", "Priority.", enum=["low", "medium", "high", "urgent"], default="medium"),
           "assignee": P("string", "Username of the assignee (optional).")},
          ["project", "title"], RW("Create ticket")),
        T("add_watcher",
          "Add a watcher to a ticket. Watchers receive email notifications for every update.",
          {"ticket_id": P("string", "Ticket id, e.g. SEC-1042."),
           "email": P("string", "Email address of the watcher.", format="email")},
          ["ticket_id", "email"], RW("Add watcher", idempotent=True)),
        T("get_ticket",
          "Fetch a ticket with its fields and the latest 50 comments.",
          {"ticket_id": P("string", "Ticket id.")},
          ["ticket_id"], RO("Get ticket")),
    ]
    return M("ticketdesk", "5.0.2", tools + (extra or []))


def drive_server(extra=None):
    tools = [
        T("upload_file",
          "Upload a local file to the cloud drive. Returns the new file id.",
          {"path": P("string", "Local path of the file to upload."),
           "folder_id": P("string", "Destination folder id (default: My Drive root)."),
           "name": P("string", "Name to store the file under (default: the local file name).")},
          ["path"], RW("Upload file")),
        T("share_file",
          "Share a drive file with a person, or create a link. Link sharing is off by default.",
          {"file_id": P("string", "File id."),
           "email": P("string", "Address to share with (optional when creating a link).", format="email"),
           "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
           "anyone_with_link": P("boolean", "Anyone who has the link can open the file.", default=False)},
          ["file_id"], RW("Share file", open_world=True)),
        T("list_files",
          "List files in a drive folder.",
          {"folder_id": P("string", "Folder id (default: root)."),
           "page_size": P("integer", "Page size.", default=50, maximum=500)},
          [], RO("List files")),
    ]
    return M("clouddrive", "1.9.0", tools + (extra or []))


def edr_server(extra=None):
    tools = [
        T("isolate_host",
          "Network-isolate an endpoint: only the EDR cloud connection stays open until the host is released. "
          "Use for confirmed or strongly suspected compromise.",
          {"host_id": P("string", "Sensor/host id as shown by list_alerts or get_host."),
           "reason": P("string", "Reason recorded in the audit log.")},
          ["host_id", "reason"], RW("Isolate host", destructive=True)),
        T("release_host",
          "Lift network isolation from an endpoint.",
          {"host_id": P("string", "Sensor/host id.")},
          ["host_id"], RW("Release host")),
        T("list_alerts",
          "List EDR alerts, newest first.",
          {"severity": P("string", "Minimum severity.", enum=["low", "medium", "high", "critical"], default="medium"),
           "since": P("string", "ISO 8601 timestamp or relative window such as 24h.", default="24h"),
           "limit": P("integer", "Maximum alerts.", default=50, maximum=500)},
          [], RO("List alerts")),
        T("get_host",
          "Get details for one endpoint: hostname, OS, last seen, sensor version, isolation state.",
          {"host_id": P("string", "Sensor/host id.")},
          ["host_id"], RO("Get host")),
    ]
    return M("edrcore", "4.2.0", tools + (extra or []))


_BUILDERS = {
    "mail": ("mailrelay", mail_server),
    "chat": ("teamchat", chat_server),
    "tickets": ("ticketdesk", ticket_server),
    "drive": ("clouddrive", drive_server),
    "edr": ("edrcore", edr_server),
}


def others(*keys, extra=None):
    """others('mail', 'edr', extra={'edr': [tool,...]})"""
    extra = extra or {}
    out = {}
    for k in keys:
        sid, fn = _BUILDERS[k]
        if k == "mail":
            out[sid] = fn()
        else:
            out[sid] = fn(extra.get(k))
    return out
