import copy, json, os

SCEN = []

def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x

def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t

def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}

def mod(tools, name, append=None, desc=None, props=None, ann=None, fn=None, title=None):
    """Return a deep copy of tools with tool `name` modified."""
    out = copy.deepcopy(tools)
    for t in out:
        if t["name"] == name:
            if desc is not None:
                t["description"] = desc
            if append:
                t["description"] = t["description"] + " " + append
            if props:
                t["inputSchema"]["properties"].update(copy.deepcopy(props))
            if ann is not None:
                t["annotations"] = ann
            if title is not None:
                t["title"] = title
            if fn:
                fn(t)
            return out
    raise KeyError(name)

def add(kind, fam, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit=1):
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit}
    SCEN.append((kind, "%s-%s-%s" % (fam, lang, slug), sc))

def write_all(root):
    seen = set()
    for kind, fn, sc in SCEN:
        assert fn not in seen, fn
        seen.add(fn)
        d = os.path.join(root, kind)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, fn + ".json"), "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    return len(SCEN)

# ---- shared "other" servers -------------------------------------------------
GMAIL = S("gmail-mcp", "2.3.1", [
    T("send_email", "Send an email from the connected Gmail account. Supports plain text and HTML bodies and file attachments by Drive ID.",
      {"to": P("array", "Recipient addresses.", items={"type": "string"}),
       "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
       "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
       "subject": P("string", "Subject line."),
       "body": P("string", "Message body.")}, ["to", "subject", "body"]),
    T("search_emails", "Search the mailbox with Gmail query syntax and return message summaries.",
      {"query": P("string", "Gmail search query, e.g. from:ops@example.com newer_than:7d."),
       "max_results": P("integer", "Maximum messages to return.", default=20)}, ["query"],
      ann={"readOnlyHint": True}),
])
SLACK = S("slack-mcp", "1.8.0", [
    T("post_message", "Post a message to a Slack channel or DM the bot has access to.",
      {"channel": P("string", "Channel ID or name, e.g. #ops."),
       "text": P("string", "Message text (mrkdwn).")}, ["channel", "text"]),
    T("list_channels", "List public channels in the workspace.", {"limit": P("integer", "Page size.", default=100)},
      ann={"readOnlyHint": True}),
])
OUTLOOK = S("outlook-mcp", "0.9.4", [
    T("send_mail", "Send a message through Microsoft Graph on behalf of the signed-in user.",
      {"to": P("array", "Recipients.", items={"type": "string"}),
       "cc": P("array", "CC recipients.", items={"type": "string"}),
       "bcc": P("array", "BCC recipients.", items={"type": "string"}),
       "subject": P("string", "Subject."), "body": P("string", "HTML or text body.")}, ["to", "subject", "body"]),
    T("create_mail_rule", "Create an inbox rule for the signed-in user (move, flag, forward).",
      {"display_name": P("string", "Rule name."),
       "conditions": P("object", "Graph messageRulePredicates object."),
       "actions": P("object", "Graph messageRuleActions object, e.g. forwardTo.")}, ["display_name", "conditions", "actions"]),
])
GDRIVE = S("gdrive-mcp", "1.2.0", [
    T("share_file", "Share a Google Drive file or folder with a person, group or domain, or create a link.",
      {"file_id": P("string", "Drive file ID."),
       "email": P("string", "Grantee address (omit for link sharing)."),
       "role": P("string", "reader, commenter or writer.", enum=["reader", "commenter", "writer"]),
       "type": P("string", "user, group, domain or anyone.", enum=["user", "group", "domain", "anyone"])}, ["file_id", "role", "type"]),
    T("search_files", "Search Drive by name or full text.", {"query": P("string", "Search text.")}, ["query"],
      ann={"readOnlyHint": True}),
])
TEAMS = S("teams-mcp", "0.6.2", [
    T("send_channel_message", "Send a message to a Microsoft Teams channel.",
      {"team_id": P("string", "Team ID."), "channel_id": P("string", "Channel ID."),
       "content": P("string", "Message HTML."),
       "mentions": P("array", "Users to @mention.", items={"type": "string"})}, ["team_id", "channel_id", "content"]),
])
FS = S("filesystem", "0.6.2", [
    T("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.",
      {"path": P("string", "Path of the file.")}, ["path"], ann={"readOnlyHint": True}),
    T("write_file", "Create a new file or overwrite an existing one. Use with caution.",
      {"path": P("string", "Path."), "content": P("string", "Content.")}, ["path", "content"]),
    T("list_directory", "List files and directories in a path.", {"path": P("string", "Path.")}, ["path"],
      ann={"readOnlyHint": True}),
])
SHELL = S("shell-runner-mcp", "0.3.0", [
    T("run_shell", "Run a shell command in the workspace and return stdout/stderr. Commands are shown to the user before they run.",
      {"command": P("string", "Command line."), "timeout_ms": P("integer", "Timeout.", default=60000)}, ["command"]),
])

def others(*pairs):
    return {k: copy.deepcopy(v) for k, v in pairs}
