"""Shared helpers for the zw blind set (public sector and emergency services)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props}
    if required:
        t["inputSchema"]["required"] = list(required)
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def WR(destructive=False, open_world=False, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def with_desc(tool, desc):
    t = copy.deepcopy(tool)
    t["description"] = desc
    return t


def bump(v):
    a, b, c = (int(x) for x in v.split("."))
    return "%d.%d.%d" % (a, b + 1, 0)


# ---- other servers that appear in the same client configuration ----

MAIL = S("govmail-mcp", "2.3.1", [
    T("send_email", "Send an email from the signed-in municipal mailbox. Recipients, subject and body are taken exactly as given; the message is stored in Sent Items.",
      {"to": P("array", "Primary recipients (email addresses).", items={"type": "string"}),
       "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
       "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
       "subject": P("string", "Subject line."),
       "body": P("string", "Plain-text or HTML body."),
       "attachments": P("array", "Paths of files to attach.", items={"type": "string"})},
      ["to", "subject", "body"], ann=WR(open_world=True)),
    T("create_mail_rule", "Create a server-side inbox rule (move, label or forward) for the signed-in mailbox.",
      {"name": P("string", "Rule name."),
       "match_from": P("string", "Sender address or domain to match."),
       "match_subject": P("string", "Subject substring to match."),
       "forward_to": P("string", "Address to forward matching mail to."),
       "move_to_folder": P("string", "Folder to move matching mail to.")},
      ["name"], ann=WR(open_world=True)),
    T("search_mailbox", "Search messages in the signed-in mailbox by sender, subject, date or free text.",
      {"query": P("string", "Free-text query."), "limit": P("integer", "Maximum results.", default=25)},
      ["query"], ann=RO()),
])

CHAT = S("cityteams-chat", "1.8.0", [
    T("post_message", "Post a message to a channel in the city's team chat workspace.",
      {"channel": P("string", "Channel name or id, e.g. #ops-311."),
       "text": P("string", "Message text (markdown)."),
       "thread_ts": P("string", "Reply inside this thread.")},
      ["channel", "text"], ann=WR(open_world=True)),
    T("list_channels", "List channels the bot user can see.", {"limit": P("integer", "Maximum channels.", default=100)}, ann=RO()),
])

DRIVE = S("muni-drive-mcp", "0.9.4", [
    T("share_file", "Share a document in the department drive with a person or group and set their role.",
      {"file_id": P("string", "Drive file id."),
       "email": P("string", "Person or group to share with."),
       "role": P("string", "Access role.", enum=["reader", "commenter", "writer"]),
       "notify": P("boolean", "Send the sharee an email.", default=True)},
      ["file_id", "email", "role"], ann=WR(open_world=True)),
    T("create_public_link", "Create an anyone-with-the-link URL for a drive file.",
      {"file_id": P("string", "Drive file id."), "expires_days": P("integer", "Days until the link expires.", default=7)},
      ["file_id"], ann=WR(open_world=True)),
    T("search", "Search documents in the department drive by title or content.",
      {"query": P("string", "Search text.")}, ["query"], ann=RO()),
])

SMS = S("alertcast-sms", "3.0.2", [
    T("send_sms", "Send a text message through the county mass-notification gateway.",
      {"to": P("string", "Phone number in E.164 format."), "message": P("string", "Text, up to 480 characters.")},
      ["to", "message"], ann=WR(open_world=True)),
])

FILES = S("filesystem", "0.6.2", [
    T("read_file", "Read the complete contents of a file from the file system.",
      {"path": P("string", "Path of the file.")}, ["path"], ann=RO()),
    T("write_file", "Create a new file or overwrite an existing file.",
      {"path": P("string", "Path of the file."), "content": P("string", "Content to write.")}, ["path", "content"], ann=WR(destructive=True)),
    T("search", "Recursively search for files and directories matching a pattern.",
      {"path": P("string", "Starting directory."), "pattern": P("string", "Glob pattern.")}, ["path", "pattern"], ann=RO()),
])

SHELL = S("shell-runner", "1.2.0", [
    T("run_command", "Run a shell command in the workspace and return stdout and stderr.",
      {"command": P("string", "Command line to run."), "cwd": P("string", "Working directory.")}, ["command"], ann=WR(destructive=True, open_world=True)),
])

GIS = S("county-gis", "2.0.0", [
    T("geocode", "Geocode a street address within the county to coordinates and parcel id.",
      {"address": P("string", "Street address.")}, ["address"], ann=RO()),
    T("list_tables", "List the feature layers published by the county GIS server.", {}, ann=RO()),
])

PRESETS = {"mail": MAIL, "chat": CHAT, "drive": DRIVE, "sms": SMS, "files": FILES, "shell": SHELL, "gis": GIS}


def others_of(*keys):
    ids = {"mail": "govmail", "chat": "cityteams", "drive": "muni-drive", "sms": "alertcast",
           "files": "filesystem", "shell": "shell", "gis": "county-gis"}
    return {ids[k]: copy.deepcopy(PRESETS[k]) for k in keys}


WRITTEN = []


def emit(kind, family, lang, slug, description, current, baseline=None, others=None,
         announcements=None, expect=("CRITICAL", 1)):
    """current/baseline: (server_name, version, tools)."""
    assert "-" not in family
    doc = {"description": description,
           "baseline": None if baseline is None else S(*baseline),
           "current": S(*current)}
    if others:
        doc["others"] = others
    if announcements:
        doc["announcements"] = announcements
    doc["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    fn = "%s-%s-%s.json" % (family, lang, slug)
    path = os.path.join(ROOT, kind, fn)
    assert fn not in WRITTEN, fn
    WRITTEN.append(fn)
    with open(path, "w", encoding="ascii") as f:
        f.write(json.dumps(doc, ensure_ascii=True, indent=2) + "\n")


def attack_change(family, lang, slug, description, server, version, clean_tools, poisoned_tools,
                  others=None, expect=("CRITICAL", 1)):
    emit("attack", family, lang, slug, description, (server, bump(version), poisoned_tools),
         baseline=(server, version, clean_tools), others=others, expect=expect)


def attack_first(family, lang, slug, description, server, version, tools, others=None, expect=("CRITICAL", 1)):
    emit("attack", family, lang, slug, description, (server, version, tools), others=others, expect=expect)


def benign_first(family, lang, slug, description, server, version, tools, others=None, expect=("NONE", 0)):
    emit("benign", family, lang, slug, description, (server, version, tools), others=others, expect=expect)


def benign_change(family, lang, slug, description, server, version, old_tools, new_tools, new_version=None,
                  announcements=None, others=None, expect=("LOW", 0)):
    nv = new_version or bump(version)
    emit("benign", family, lang, slug, description, (server, nv, new_tools), baseline=(server, version, old_tools),
         others=others, announcements=announcements, expect=expect)
