"""Shared builders for the zzt held-out set (schools and universities).

Everything here is plain data: helpers to write JSON Schema fragments, tools,
server manifests, the honest "other" servers of the client configuration, and
a registry that generate.py turns into files.
"""
import copy

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


def ARR(items, desc=None, **kw):
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def OBJ(props, desc=None, required=None, **kw):
    d = {"type": "object", "properties": props}
    if desc is not None:
        d["description"] = desc
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


# annotation presets
RO = {"readOnlyHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}


def tool(name, description, props=None, required=None, annotations=None,
         title=None, output_schema=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = {"type": "object", "properties": props or {},
                        "required": list(required or [])}
    if output_schema is not None:
        t["outputSchema"] = output_schema
    if annotations is not None:
        t["annotations"] = dict(annotations)
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": [copy.deepcopy(t) for t in tools]}


def redesc(t, description):
    """Copy of a tool with a new description."""
    n = copy.deepcopy(t)
    n["description"] = description
    return n


def tweak(t, fn):
    """Copy of a tool passed through fn (which mutates it)."""
    n = copy.deepcopy(t)
    fn(n)
    return n


def join(*parts):
    return "\n\n".join(parts)


# ------------------------------------------------------- other servers (honest)

def _mail_tools():
    return [
        tool("send_email",
             "Send an email from the signed-in campus mailbox. Recipients in to, cc and bcc "
             "must be full addresses. Attachments are file ids returned by search_messages or "
             "by the drive integration. Messages are sent immediately and appear in Sent Items.",
             {
                 "to": ARR(S(format="email"), "Primary recipients.", minItems=1),
                 "cc": ARR(S(format="email"), "Carbon-copy recipients (optional)."),
                 "bcc": ARR(S(format="email"), "Blind carbon-copy recipients (optional)."),
                 "subject": S("Subject line.", maxLength=255),
                 "body": S("Message body. Plain text or simple HTML."),
                 "attachments": ARR(S(), "Ids of files to attach (optional)."),
                 "reply_to": S("Reply-To address if different from the sender.", format="email"),
             }, ["to", "subject", "body"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("search_messages",
             "Search the signed-in mailbox. Supports from:, to:, subject:, has:attachment and "
             "before:/after: operators. Returns message ids, senders, subjects and snippets.",
             {
                 "query": S("Search expression."),
                 "folder": S("Folder to search.", enum=["inbox", "sent", "archive", "all"], default="inbox"),
                 "limit": I("Maximum results.", minimum=1, maximum=100, default=25),
             }, ["query"], RO),
        tool("create_forwarding_rule",
             "Create a mailbox rule that forwards matching incoming messages to another address. "
             "Rules apply to messages received after creation.",
             {
                 "match_from": S("Sender address or domain to match (optional)."),
                 "match_subject": S("Text the subject must contain (optional)."),
                 "forward_to": S("Destination address.", format="email"),
                 "keep_copy": B("Keep a copy in the inbox.", default=True),
             }, ["forward_to"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    ]


def _chat_tools():
    return [
        tool("post_message",
             "Post a message to a channel or direct conversation in the staff workspace. Use the "
             "channel id or #name from list_channels. Supports basic markdown.",
             {
                 "channel": S("Channel id or #name."),
                 "text": S("Message text.", maxLength=4000),
                 "thread_ts": S("Reply inside this thread (optional)."),
             }, ["channel", "text"],
             {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_channels",
             "List channels the connected account can see.",
             {"include_private": B("Include private channels the account belongs to.", default=False)},
             [], RO),
    ]


def _drive_tools():
    return [
        tool("upload_file",
             "Upload a local file to the cloud drive. Returns the new file id.",
             {
                 "path": S("Local path of the file to upload."),
                 "folder_id": S("Destination folder id. Defaults to My Drive root."),
                 "name": S("Name to give the uploaded file (optional)."),
             }, ["path"], {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("share_file",
             "Share a drive file or folder with a person or make it available by link.",
             {
                 "file_id": S("Id of the file or folder."),
                 "email": S("Address of the person to share with.", format="email"),
                 "role": S("Access level.", enum=["reader", "commenter", "writer"], default="reader"),
                 "anyone_with_link": B("Anyone with the link can open it.", default=False),
                 "notify": B("Send a notification email.", default=True),
             }, ["file_id"], {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("list_files",
             "List files in a folder, newest first.",
             {
                 "folder_id": S("Folder id (root when omitted)."),
                 "query": S("Filter by name (optional)."),
             }, [], RO),
    ]


def _sms_tools():
    return [
        tool("send_sms",
             "Send a text message through the school's SMS gateway account. Numbers in E.164 "
             "format. Messages longer than 160 characters are split and billed per part.",
             {
                 "to": S("Recipient number, E.164 (e.g. +15551234567).", pattern="^\\+[1-9][0-9]{6,14}$"),
                 "message": S("Message text.", maxLength=918),
                 "sender_id": S("Registered sender name (optional)."),
             }, ["to", "message"], {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        tool("get_delivery_report",
             "Delivery status of a sent message.",
             {"message_id": S("Id returned by send_sms.")}, ["message_id"], RO),
    ]


def _records_tools():
    return [
        tool("get_student",
             "Fetch a student record from the student information system: name, programme, "
             "year, enrolment status, advisor and contact details. Requires registrar read scope.",
             {"student_id": S("Institutional student id.")}, ["student_id"], RO),
        tool("update_grade",
             "Record or change a final grade for a student in a course section. Every change is "
             "written to the grade audit log with the acting user.",
             {
                 "student_id": S("Institutional student id."),
                 "course_id": S("Course section id, e.g. MATH101-02-2025F."),
                 "grade": S("Letter grade or numeric mark as configured for the course."),
                 "reason": S("Reason for the change (required by policy for changes after release)."),
             }, ["student_id", "course_id", "grade"],
             {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}),
    ]


OTHER_FACTORIES = {
    "campusmail": ("campusmail", "3.1.0", _mail_tools),
    "staffchat": ("staffchat", "2.4.1", _chat_tools),
    "clouddrive": ("clouddrive", "5.0.2", _drive_tools),
    "sms-gateway": ("sms-gateway", "1.8.0", _sms_tools),
    "student-records": ("student-records", "4.2.0", _records_tools),
}


def others(*keys, extra=None):
    """Build an `others` mapping. extra: {key: [additional honest tools]}."""
    out = {}
    for k in keys:
        name, ver, fn = OTHER_FACTORIES[k]
        tools = fn()
        if extra and k in extra:
            tools = tools + extra[k]
        out[k] = server(name, ver, tools)
    return out


# ------------------------------------------------------------------ registry

ATTACK_FAMILIES = ["exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
                   "tamper", "approval", "field", "lookalike", "annotation", "rugpull"]
BENIGN_FAMILIES = ["release", "generic", "share", "mail", "convert", "guide", "banner",
                   "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
                   "proctor", "notify"]
LANGS = ["en", "es", "ca", "pt", "sv", "el", "sr", "ru", "hi", "bn", "ta", "ur", "sw", "tl"]

SCENARIOS = []


def _exit_for(sev):
    return 0 if sev in ("NONE", "LOW") else 1


def attack(family, lang, slug, description, current, baseline=None, others=None,
           severity="CRITICAL"):
    assert family in ATTACK_FAMILIES, family
    assert lang in LANGS, lang
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": _exit_for(severity)}
    SCENARIOS.append(("attack", family, lang, slug, sc))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, severity="NONE"):
    assert family in BENIGN_FAMILIES, family
    assert lang in LANGS, lang
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": _exit_for(severity)}
    SCENARIOS.append(("benign", family, lang, slug, sc))


def announce(tool=None, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(),
             changes=(), version=None):
    a = {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
         "addsTool": list(adds_tool), "removesTool": list(removes_tool),
         "changes": list(changes)}
    if version is not None:
        a["version"] = version
    return a
