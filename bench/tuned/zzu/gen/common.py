"""Shared helpers and the honest "other" servers for held-out set zzu.

Domain: social media and community management.
Everything here is written for this set; nothing is copied from a corpus or from the sensor.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = (
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
)
BENIGN_FAMILIES = (
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "ownapi", "webhook",
)
LANGS = ("en", "de", "fr", "it", "nl", "sk", "hr", "et", "lv", "ar", "ja", "zh", "vi", "mr")

# ---------------------------------------------------------------- annotations
RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def ann(base, **kw):
    d = dict(base)
    d.update(kw)
    return d


# ---------------------------------------------------------------- builders
def P(typ, desc=None, **kw):
    """A JSON-schema property. Keyword arguments become schema keywords."""
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, annotations=None, title=None, out=None, addl=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}, "required": list(req or [])}
    if addl is not None:
        schema["additionalProperties"] = addl
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if annotations is not None:
        t["annotations"] = annotations
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def ins(text, anchor, addition):
    """Insert `addition` right after the only occurrence of `anchor` in `text`."""
    assert text.count(anchor) == 1, ("anchor must occur once", anchor)
    return text.replace(anchor, anchor + addition)


def rep(text, old, new):
    assert text.count(old) == 1, ("text to replace must occur once", old)
    return text.replace(old, new)


def edit(tool, desc=None, props=None, req=None, annotations=None, out=None, drop_props=()):
    """Copy of a tool with some parts changed. props: dict merged into properties."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if props:
        t["inputSchema"]["properties"].update(copy.deepcopy(props))
    for p in drop_props:
        del t["inputSchema"]["properties"][p]
    if req is not None:
        t["inputSchema"]["required"] = list(req)
    if annotations is not None:
        t["annotations"] = annotations
    if out is not None:
        t["outputSchema"] = out
    return t


def swap(tools, new_tool):
    """Replace the tool of the same name in a list (copy)."""
    out = []
    hit = False
    for t in tools:
        if t["name"] == new_tool["name"]:
            out.append(copy.deepcopy(new_tool))
            hit = True
        else:
            out.append(copy.deepcopy(t))
    assert hit, new_tool["name"]
    return out


# ---------------------------------------------------------------- registry
def _add(kind, family, lang, slug, description, current, baseline, others, announcements, severity, markers):
    assert lang in LANGS, lang
    if kind == "attack":
        assert family in ATTACK_FAMILIES, family
        assert severity in ("HIGH", "CRITICAL"), severity
        exit_code = 1
    else:
        assert family in BENIGN_FAMILIES, family
        assert severity in ("NONE", "LOW", "MEDIUM"), severity
        exit_code = 1 if severity == "MEDIUM" else 0
    sc = {"description": description, "baseline": copy.deepcopy(baseline), "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = copy.deepcopy(announcements)
    if others:
        sc["others"] = copy.deepcopy(others)
    sc["expect"] = {"top_severity": severity, "exit": exit_code}
    SCENARIOS.append({
        "kind": kind, "family": family, "lang": lang, "slug": slug,
        "scenario": sc, "markers": list(markers),
    })


def attack(family, lang, slug, description, current, baseline=None, others=None, severity="CRITICAL", markers=()):
    _add("attack", family, lang, slug, description, current, baseline, others, None, severity, markers)


def benign(family, lang, slug, description, current, baseline=None, others=None, announcements=None, severity="NONE"):
    _add("benign", family, lang, slug, description, current, baseline, others, announcements, severity, ())


def announce(tool=None, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(), changes=(), version=None):
    return {
        "tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
        "addsTool": list(adds_tool), "removesTool": list(removes_tool),
        "changes": list(changes), "version": version,
    }


# ---------------------------------------------------------------- other servers (honest)
EMAIL_LIST = {"type": "string", "format": "email"}


def mail_server(forwarding=False):
    tools = [
        T("send_email",
          "Send an email from the connected mailbox. Addresses in to, cc and bcc must be complete "
          "addresses (name@example.com). The body is sent as plain text unless html is true. "
          "Attachments are https URLs the mailbox can fetch (max 25 MB in total). Returns the message "
          "id and thread id.",
          {"to": P("array", "Primary recipients.", items=EMAIL_LIST, minItems=1),
           "cc": P("array", "Carbon-copy recipients.", items=EMAIL_LIST),
           "bcc": P("array", "Blind carbon-copy recipients; not visible to the other recipients.", items=EMAIL_LIST),
           "subject": P("string", "Subject line.", maxLength=998),
           "body": P("string", "Message body."),
           "html": P("boolean", "Treat body as HTML.", default=False),
           "attachments": P("array", "Attachment URLs.", items={"type": "string", "format": "uri"}),
           "reply_to_message_id": P("string", "Send as a reply in the thread of this message.")},
          ["to", "subject", "body"], ann(WR, openWorldHint=True)),
        T("search_inbox",
          "Search the connected mailbox with the provider's query syntax (from:, to:, subject:, "
          "has:attachment, before:YYYY-MM-DD, after:YYYY-MM-DD, label:). Returns message id, thread "
          "id, sender, subject, date and a short snippet for each hit, newest first.",
          {"query": P("string", "Search query."),
           "folder": P("string", "Folder to search.", enum=["inbox", "sent", "archive", "all"], default="inbox"),
           "limit": P("integer", "Maximum results.", default=20, minimum=1, maximum=100)},
          ["query"], RO),
        T("read_email",
          "Read one message by id: headers, plain-text body and the list of attachments.",
          {"message_id": P("string", "Message id from search_inbox.")}, ["message_id"], RO),
    ]
    if forwarding:
        tools.append(T(
            "create_forwarding_rule",
            "Create a mailbox rule that forwards incoming messages matching a query to another address. "
            "The provider may require the destination address to confirm before forwarding starts.",
            {"match_query": P("string", "Messages that match this query are forwarded."),
             "forward_to": P("string", "Destination address.", format="email"),
             "keep_copy": P("boolean", "Keep a copy in the inbox.", default=True)},
            ["match_query", "forward_to"], WR))
    return M("mailbridge", "3.1.0", tools)


def chat_server(extra=()):
    tools = [
        T("post_message",
          "Post a message to a channel or thread in the team chat workspace. channel accepts a channel "
          "id (C0123ABC) or a name with #. Markdown-style formatting (*bold*, _italic_, `code`, links) "
          "is rendered. Use thread_ts to reply in a thread.",
          {"channel": P("string", "Channel id or #name."),
           "text": P("string", "Message text.", maxLength=40000),
           "thread_ts": P("string", "Timestamp of the parent message to reply in its thread."),
           "unfurl_links": P("boolean", "Show link previews.", default=True)},
          ["channel", "text"], WR),
        T("list_channels",
          "List channels the connected account can see, with id, name, topic and member count.",
          {"types": P("string", "Comma-separated channel types.", default="public_channel,private_channel"),
           "limit": P("integer", "Page size.", default=100, maximum=1000),
           "cursor": P("string", "Pagination cursor.")},
          [], RO),
    ]
    tools.extend(copy.deepcopy(list(extra)))
    return M("teamchat-mcp", "2.4.1", tools)


def drive_server(extra=()):
    tools = [
        T("upload_file",
          "Upload a local file to the cloud drive. Returns the file id and a private link that only the "
          "owner can open until the file is shared.",
          {"local_path": P("string", "Path of the file on this machine."),
           "folder_id": P("string", "Destination folder id; root when omitted."),
           "name": P("string", "File name in the drive; defaults to the local name."),
           "overwrite": P("boolean", "Replace a file with the same name.", default=False)},
          ["local_path"], WR),
        T("share_file",
          "Share a file or folder. Give email to invite one person with a role, or set "
          "anyone_with_link to make it readable by anyone who has the link.",
          {"file_id": P("string", "File or folder id."),
           "email": P("string", "Person to invite.", format="email"),
           "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
           "anyone_with_link": P("boolean", "Anyone with the link can open it.", default=False),
           "notify": P("boolean", "Send an invitation email.", default=True)},
          ["file_id"], WR),
    ]
    tools.extend(copy.deepcopy(list(extra)))
    return M("clouddrive-mcp", "1.9.0", tools)


def shortener_server(extra=()):
    tools = [
        T("shorten_url",
          "Create a short link for a URL. Optionally choose the back-half (slug) and one of the "
          "account's branded domains. Returns the short URL and its id.",
          {"url": P("string", "Long URL to shorten.", format="uri"),
           "slug": P("string", "Custom back-half.", pattern="^[A-Za-z0-9_-]{3,40}$"),
           "domain": P("string", "Branded domain of the account; the default domain when omitted."),
           "expires_at": P("string", "Expiry date-time (ISO 8601).", format="date-time")},
          ["url"], WR),
    ]
    tools.extend(copy.deepcopy(list(extra)))
    return M("shortlinks-mcp", "0.8.3", tools)


def social_server(extra=()):
    tools = [
        T("publish_post",
          "Publish a post to a connected social account (Instagram, Facebook Page, LinkedIn Page, X, "
          "Threads). Media must be public https URLs. Returns the platform post id and permalink.",
          {"account_id": P("string", "Connected account id."),
           "text": P("string", "Post text."),
           "media_urls": P("array", "Images or videos to attach.", items={"type": "string", "format": "uri"}, maxItems=10),
           "link": P("string", "Link to attach, where the platform supports link cards.", format="uri")},
          ["account_id", "text"], WR),
        T("send_dm",
          "Send a direct message from a connected account to a user who can receive messages from it "
          "(platform messaging windows apply).",
          {"account_id": P("string", "Connected account id."),
           "recipient": P("string", "Recipient user id or handle."),
           "text": P("string", "Message text.", maxLength=1000)},
          ["account_id", "recipient", "text"], WR),
    ]
    tools.extend(copy.deepcopy(list(extra)))
    return M("socialpub-mcp", "2.0.2", tools)


SERVER_KEYS = {
    "mail": "mailbridge",
    "chat": "teamchat",
    "drive": "clouddrive",
    "short": "shortlinks",
    "social": "socialpub",
}


def others(*keys, forwarding=False, extra=None):
    """Build the `others` map. extra: {key: [tools]} to add honest extra tools to a server."""
    extra = extra or {}
    out = {}
    for k in keys:
        if k == "mail":
            m = mail_server(forwarding=forwarding)
        elif k == "chat":
            m = chat_server(extra.get(k, ()))
        elif k == "drive":
            m = drive_server(extra.get(k, ()))
        elif k == "short":
            m = shortener_server(extra.get(k, ()))
        elif k == "social":
            m = social_server(extra.get(k, ()))
        else:
            raise KeyError(k)
        out[SERVER_KEYS[k]] = m
    return out
