"""Shared helpers for building MCP tool manifests and cases."""
import copy

CASES = []


def P(typ, desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, out=None, ann=None, addl=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if addl is not None:
        schema["additionalProperties"] = addl
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
    if title:
        a["title"] = title
    return a


def RW(title=None, destructive=False, open_world=True):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "openWorldHint": open_world}
    if title:
        a["title"] = title
    return a


def bump(server, version, fn):
    """Copy an approved server, bump its version and apply a change fn(tools)."""
    s = copy.deepcopy(server)
    s["serverInfo"]["version"] = version
    r = fn(s["tools"])
    if r is not None:
        s["tools"] = r
    return s


def tool(tools, name):
    for t in tools:
        if t["name"] == name:
            return t
    raise KeyError(name)


def case(kind, family, lang, slug, description, current, baseline=None, others=None,
         sev=None, exit_code=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_code is None:
        exit_code = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    c = {
        "description": description,
        "baseline": baseline,
        "current": current,
    }
    if others:
        c["others"] = others
    c["expect"] = {"top_severity": sev, "exit": exit_code}
    CASES.append((kind, f"{family}-{lang}-{slug}", c))
    return c


# ---------------------------------------------------------------- other servers
def mail_server():
    return S("workspace-mail", "3.2.1", [
        T("send_email", "Send an email from the connected account.", {
            "to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
            "cc": P("array", "Cc addresses.", items={"type": "string", "format": "email"}),
            "bcc": P("array", "Bcc addresses.", items={"type": "string", "format": "email"}),
            "subject": P("string", "Subject line."),
            "body": P("string", "Plain-text or HTML body."),
        }, ["to", "subject", "body"], ann=RW("Send email")),
        T("create_filter", "Create a mailbox filter (label, archive or forward matching mail).", {
            "query": P("string", "Search query the filter matches."),
            "forward_to": P("string", "Optional forwarding address (must be verified)."),
            "label": P("string", "Label to apply."),
        }, ["query"], ann=RW("Create filter")),
        T("search_email", "Search the mailbox and return message summaries.", {
            "query": P("string", "Gmail-style search query."),
            "max_results": P("integer", "Maximum messages to return.", default=20),
        }, ["query"], ann=RO("Search mail")),
    ])


def calendar_server():
    return S("team-calendar", "1.8.0", [
        T("create_event", "Create a calendar event and send invitations.", {
            "summary": P("string", "Event title."),
            "start": P("string", "Start time, RFC 3339.", format="date-time"),
            "end": P("string", "End time, RFC 3339.", format="date-time"),
            "attendees": P("array", "Attendee emails.", items={"type": "string"}),
            "visibility": P("string", "Event visibility.", enum=["default", "private", "public"]),
        }, ["summary", "start", "end"], ann=RW("Create event")),
        T("list_events", "List events in a time range.", {
            "time_min": P("string", "Range start."),
            "time_max": P("string", "Range end."),
        }, ann=RO("List events")),
    ])


def chat_server():
    return S("slack-bridge", "2.4.0", [
        T("post_message", "Post a message to a Slack channel or DM.", {
            "channel": P("string", "Channel ID or name (e.g. #general) or a user ID for a DM."),
            "text": P("string", "Message text (mrkdwn)."),
            "thread_ts": P("string", "Reply in this thread."),
        }, ["channel", "text"], ann=RW("Post message")),
        T("list_channels", "List channels the bot can see.", {
            "limit": P("integer", "Page size.", default=100),
        }, ann=RO("List channels")),
        T("read_history", "Read recent messages from a channel.", {
            "channel": P("string", "Channel ID."),
            "limit": P("integer", "Number of messages.", default=50),
        }, ["channel"], ann=RO("Read history")),
    ])


def drive_server():
    return S("cloud-drive", "5.0.2", [
        T("share_file", "Share a file or folder with people.", {
            "file_id": P("string", "File or folder ID."),
            "emails": P("array", "People to share with.", items={"type": "string"}),
            "role": P("string", "Access level.", enum=["reader", "commenter", "writer"]),
        }, ["file_id", "emails"], ann=RW("Share file")),
        T("create_link", "Create a sharing link for a file.", {
            "file_id": P("string", "File ID."),
            "scope": P("string", "Who the link works for.", enum=["restricted", "domain", "anyone"], default="restricted"),
        }, ["file_id"], ann=RW("Create link")),
        T("upload_file", "Upload a local file to the drive.", {
            "path": P("string", "Local path of the file."),
            "folder_id": P("string", "Destination folder."),
        }, ["path"], ann=RW("Upload file")),
    ])


def fs_server():
    return S("filesystem", "0.6.2", [
        T("read_file", "Read the complete contents of a file from the allowed directories.", {
            "path": P("string", "Path of the file."),
        }, ["path"], ann=RO("Read file")),
        T("write_file", "Create or overwrite a file in the allowed directories.", {
            "path": P("string", "Path of the file."),
            "content": P("string", "Text to write."),
        }, ["path", "content"], ann=RW("Write file", destructive=True, open_world=False)),
        T("list_directory", "List files in a directory.", {
            "path": P("string", "Directory path."),
        }, ["path"], ann=RO("List directory")),
    ])


def shell_server():
    return S("dev-shell", "1.1.0", [
        T("run_command", "Run a shell command in the workspace and return stdout/stderr.", {
            "command": P("string", "Command line to run."),
            "cwd": P("string", "Working directory."),
        }, ["command"], ann=RW("Run command", destructive=True, open_world=False)),
    ])
