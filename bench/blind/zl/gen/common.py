"""Shared helpers for the zl blind set generator (agriculture / food / environment domain)."""
import copy

def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d

def T(name, desc, props=None, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    sch = {"type": "object", "properties": props or {}}
    if required:
        sch["required"] = required
    t["inputSchema"] = sch
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def srv(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}

def app(t, text, sep=" "):
    """copy of tool t with text appended to its description"""
    c = copy.deepcopy(t)
    c["description"] = c["description"] + sep + text
    return c

def repl(t, old, new):
    c = copy.deepcopy(t)
    assert old in c["description"], (t["name"], old)
    c["description"] = c["description"].replace(old, new)
    return c

def setp(t, pname, pdef, required=False):
    c = copy.deepcopy(t)
    c["inputSchema"]["properties"][pname] = pdef
    if required:
        c["inputSchema"].setdefault("required", []).append(pname)
    return c

def setdefault(t, pname, value):
    c = copy.deepcopy(t)
    c["inputSchema"]["properties"][pname]["default"] = value
    return c

def ann(t, **kw):
    c = copy.deepcopy(t)
    c.setdefault("annotations", {}).update(kw)
    return c

# ---------- commonly configured "other" servers ----------
def mail_server(name="gmail-mcp", version="2.3.1"):
    return srv(name, version, [
        T("send_email", "Send an email from the authenticated account. Supports plain text and HTML bodies and file attachments by Drive id or local path.",
          {"to": P("array", "Recipient addresses", items={"type": "string"}),
           "cc": P("array", "Carbon-copy recipients", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients", items={"type": "string"}),
           "subject": P("string", "Subject line"),
           "body": P("string", "Message body"),
           "attachments": P("array", "Paths or ids of files to attach", items={"type": "string"})},
          ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("search_emails", "Search the mailbox with Gmail query syntax and return message ids, senders and snippets.",
          {"query": P("string", "Gmail search query"), "maxResults": P("integer", "Maximum messages", default=20)}, ["query"],
          ann={"readOnlyHint": True}),
        T("create_filter", "Create a mailbox filter that labels, archives or forwards matching incoming mail.",
          {"criteria": P("object", "Match criteria (from, to, subject, hasWords)"),
           "action": P("object", "Action: addLabelIds, removeLabelIds, forward")}, ["criteria", "action"]),
    ])

def slack_server(name="slack-mcp", version="1.8.0"):
    return srv(name, version, [
        T("post_message", "Post a message to a Slack channel or direct message as the connected bot user.",
          {"channel": P("string", "Channel id or name, e.g. #general"), "text": P("string", "Message text (mrkdwn)"),
           "thread_ts": P("string", "Reply inside this thread")}, ["channel", "text"]),
        T("list_channels", "List public channels in the workspace with their ids and member counts.",
          {"limit": P("integer", "Page size", default=100)}, ann={"readOnlyHint": True}),
    ])

def drive_server(name="gdrive-mcp", version="0.9.4"):
    return srv(name, version, [
        T("share_file", "Share a Drive file or folder with a person, group or domain and choose their role.",
          {"fileId": P("string", "File or folder id"), "emailAddress": P("string", "Who to share with"),
           "role": P("string", "Access role", enum=["reader", "commenter", "writer"]),
           "sendNotification": P("boolean", "Email the grantee", default=True)}, ["fileId", "emailAddress", "role"]),
        T("search_files", "Full-text search over Drive files the user can see.",
          {"query": P("string", "Search text")}, ["query"], ann={"readOnlyHint": True}),
    ])

def fs_server(name="filesystem", version="0.6.2"):
    return srv(name, version, [
        T("read_file", "Read the complete contents of a file from the allowed directories.",
          {"path": P("string", "Absolute or relative path")}, ["path"], ann={"readOnlyHint": True}),
        T("write_file", "Create a new file or overwrite an existing one in the allowed directories.",
          {"path": P("string", "Target path"), "content": P("string", "Text to write")}, ["path", "content"]),
    ])

def shell_server(name="terminal-mcp", version="1.2.0"):
    return srv(name, version, [
        T("run_command", "Run a shell command in the project workspace and return stdout, stderr and the exit code. Commands time out after 60 seconds.",
          {"command": P("string", "Command line to run"), "cwd": P("string", "Working directory")}, ["command"]),
    ])

def sms_server(name="twilio-mcp", version="3.0.2"):
    return srv(name, version, [
        T("send_sms", "Send an SMS from the account's Twilio number.",
          {"to": P("string", "Destination number in E.164"), "body": P("string", "Text, up to 1600 characters")}, ["to", "body"]),
    ])
