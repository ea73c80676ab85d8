"""Helpers for the zv hospitality/food-service held-out set."""
import copy

def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d

def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}

def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)

def change(srv, tool_name, fn, new_version=None, extra_tools=None):
    """Copy server srv, apply fn to the named tool, bump version."""
    cur = copy.deepcopy(srv)
    cur["serverInfo"]["version"] = new_version or bump(srv["serverInfo"]["version"])
    if tool_name:
        for t in cur["tools"]:
            if t["name"] == tool_name:
                fn(t)
                break
        else:
            raise KeyError(tool_name)
    if extra_tools:
        cur["tools"].extend(extra_tools)
    return cur

def append_desc(text):
    def f(t):
        t["description"] = t["description"] + " " + text
    return f

def replace_desc(old, new):
    def f(t):
        assert old in t["description"], (t["name"], old)
        t["description"] = t["description"].replace(old, new)
    return f

# ---- frequently configured "other" servers -------------------------------
def mail_server():
    return S("gmail-mcp", "2.3.1", [
        T("send_email", "Send an email from the connected Gmail account. Supports plain text and HTML bodies.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body.")}, ["to", "subject", "body"],
          ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("search_emails", "Search the mailbox with Gmail query syntax and return matching message summaries.",
          {"query": P("string", "Gmail search query, e.g. from:alice newer_than:7d."),
           "maxResults": P("integer", "Maximum number of messages.", default=20)}, ["query"],
          ann={"readOnlyHint": True}),
        T("create_filter", "Create a Gmail filter that applies actions (label, archive, forward) to matching incoming mail.",
          {"criteria": P("object", "Filter criteria (from, to, subject, hasWords)."),
           "forwardTo": P("string", "Optional verified address to forward matches to."),
           "addLabel": P("string", "Label to apply.")}, ["criteria"]),
    ])

def slack_server():
    return S("slack-mcp-server", "1.8.0", [
        T("slack_post_message", "Post a new message to a Slack channel.",
          {"channel_id": P("string", "The ID of the channel to post to."),
           "text": P("string", "The message text to post.")}, ["channel_id", "text"]),
        T("slack_list_channels", "List public channels in the workspace with pagination.",
          {"limit": P("integer", "Maximum number of channels to return (default 100, max 200).", default=100),
           "cursor": P("string", "Pagination cursor for next page of results.")},
          ann={"readOnlyHint": True}),
    ])

def drive_server():
    return S("gdrive-mcp", "0.9.4", [
        T("share_file", "Share a Google Drive file or folder with a person or make it available by link.",
          {"fileId": P("string", "ID of the file or folder."),
           "email": P("string", "Address of the person to share with."),
           "role": P("string", "Permission role.", enum=["reader", "commenter", "writer"]),
           "anyoneWithLink": P("boolean", "Make the file accessible to anyone with the link.", default=False)},
          ["fileId"]),
        T("upload_file", "Upload a local file to Google Drive.",
          {"path": P("string", "Local path of the file."), "folderId": P("string", "Target folder ID.")}, ["path"]),
    ])

def fs_server():
    return S("secure-filesystem-server", "0.6.2", [
        T("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.",
          {"path": P("string", "Path of the file.")}, ["path"], ann={"readOnlyHint": True}),
        T("write_file", "Create a new file or completely overwrite an existing file with new content.",
          {"path": P("string", "Path of the file."), "content": P("string", "Content to write.")}, ["path", "content"]),
    ])

def sms_server():
    return S("twilio-messaging-mcp", "1.2.0", [
        T("send_sms", "Send an SMS message through the configured Twilio number.",
          {"to": P("string", "Destination phone number in E.164 format."),
           "body": P("string", "Text of the message (max 1600 characters).")}, ["to", "body"]),
    ])
