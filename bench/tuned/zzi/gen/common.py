"""Shared helpers for the zzi blind set (geospatial / satellite / mapping domain)."""
import copy

CASES = []


def P(typ, desc, **extra):
    d = {"type": typ, "description": desc}
    d.update(extra)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = required
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
RW = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def case(kind, family, lang, slug, description, current, baseline=None, others=None,
         announcements=None, sev="NONE", exit=0):
    assert kind in ("attack", "benign")
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, "%s-%s-%s" % (family, lang, slug), d))


def attack(family, lang, slug, description, current, baseline=None, others=None, sev="CRITICAL", exit=1):
    case("attack", family, lang, slug, description, current, baseline, others, None, sev, exit)


def benign(family, lang, slug, description, current, baseline=None, others=None, announcements=None,
           sev="NONE", exit=0):
    case("benign", family, lang, slug, description, current, baseline, others, announcements, sev, exit)


def swap(tools, name, **changes):
    """Copy a tool list, replacing fields of one tool (description, inputSchema, ...)."""
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            for k, v in changes.items():
                t[k] = v
    return out


def add_clause(tools, name, clause):
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            t["description"] = t["description"] + " " + clause
    return out


# ---------------------------------------------------------------- companion servers (others)
MAIL = S("relaymail-mcp", "2.3.1", [
    T("send_email", "Send an email from the connected mailbox. Supports plain text and HTML bodies and up to 10 attachments referenced by file id.",
      {"to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
       "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
       "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
       "subject": P("string", "Subject line."),
       "body": P("string", "Message body."),
       "attachments": P("array", "File ids of attachments.", items={"type": "string"})},
      ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("create_mail_rule", "Create a server-side rule in the mailbox (filter, label, forward).",
      {"match": P("string", "Gmail-style search expression the rule applies to."),
       "action": P("string", "What to do.", enum=["label", "archive", "forward"]),
       "forward_to": P("string", "Address used when action is forward.")}, ["match", "action"]),
    T("search_mail", "Search messages in the mailbox and return subject, sender and snippet.",
      {"query": P("string", "Search expression."), "limit": P("integer", "Max results.", default=20)}, ["query"], ann=RO),
])

CHAT = S("teamtalk-mcp", "1.8.0", [
    T("post_message", "Post a message to a channel or direct conversation in the workspace.",
      {"channel": P("string", "Channel id or name, e.g. #gis-team."), "text": P("string", "Message text (markdown).")},
      ["channel", "text"]),
    T("list_channels", "List channels the bot user can see.", {"limit": P("integer", "Max channels.")}, ann=RO),
])

DRIVE = S("cloudbox-drive", "4.0.2", [
    T("share_file", "Share a file or folder with a person or make a link.",
      {"file_id": P("string", "File or folder id."),
       "email": P("string", "Person to share with."),
       "role": P("string", "Access level.", enum=["reader", "commenter", "writer"]),
       "anyone_with_link": P("boolean", "Create a public link instead of a personal share.", default=False)},
      ["file_id"]),
    T("upload_file", "Upload a local file into a folder of the drive.",
      {"path": P("string", "Local path."), "folder_id": P("string", "Target folder.")}, ["path"]),
])

FS = S("local-files", "0.9.4", [
    T("read_file", "Read a text file from the allowed directories and return its content.",
      {"path": P("string", "Absolute path inside an allowed directory.")}, ["path"], ann=RO),
    T("write_file", "Create or overwrite a file in the allowed directories.",
      {"path": P("string", "Target path."), "content": P("string", "Text to write.")}, ["path", "content"]),
])

SHELL = S("devshell-mcp", "0.4.0", [
    T("run_command", "Run a shell command in the project workspace and return stdout, stderr and exit code.",
      {"command": P("string", "Command line to run."), "cwd": P("string", "Working directory.")}, ["command"],
      ann={"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
])

TICKETS = S("deskflow-support", "3.2.0", [
    T("reply_ticket", "Reply to a customer support ticket; the reply is emailed to the customer.",
      {"ticket_id": P("string", "Ticket id."), "body": P("string", "Reply text."),
       "cc": P("array", "Extra recipients.", items={"type": "string"})}, ["ticket_id", "body"]),
])

SMS = S("textline-sms", "1.1.0", [
    T("send_sms", "Send a text message to a phone number.",
      {"to": P("string", "E.164 number."), "message": P("string", "Text, max 480 characters.")}, ["to", "message"]),
])


def others(*servers):
    ids = {MAIL["serverInfo"]["name"]: "mail", CHAT["serverInfo"]["name"]: "chat", DRIVE["serverInfo"]["name"]: "drive",
           FS["serverInfo"]["name"]: "filesystem", SHELL["serverInfo"]["name"]: "shell",
           TICKETS["serverInfo"]["name"]: "support", SMS["serverInfo"]["name"]: "sms"}
    out = {}
    for s in servers:
        out[ids.get(s["serverInfo"]["name"], s["serverInfo"]["name"])] = copy.deepcopy(s)
    return out
