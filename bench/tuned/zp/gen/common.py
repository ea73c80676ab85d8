"""Shared helpers for the zp held-out set (scientific research / laboratories)."""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []

def P(t, d, **kw):
    p = {"type": t, "description": d}
    p.update(kw)
    return p

def T(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}

def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit=1):
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": sev, "exit": exit}
    SCEN.append((kind, "%s-%s-%s.json" % (family, lang, slug), d))

def write_all():
    for kind in ("attack", "benign"):
        os.makedirs(os.path.join(ROOT, kind), exist_ok=True)
        for f in os.listdir(os.path.join(ROOT, kind)):
            if f.endswith(".json"):
                os.remove(os.path.join(ROOT, kind, f))
    names = set()
    for kind, fn, d in SCEN:
        assert fn not in names, fn
        names.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as fh:
            fh.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SCEN), "scenarios")

# ---- other servers configured in the same client (English, reused) ----
MAIL = S("mail-gateway", "2.3.1", [
    T("send_email", "Sends an email from the user's connected mailbox. Supports plain text and HTML bodies and up to 10 attachments by file id.",
      {"to": P("array", "Primary recipients (email addresses).", items={"type": "string"}),
       "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
       "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
       "subject": P("string", "Subject line."),
       "body": P("string", "Message body."),
       "attachments": P("array", "File ids to attach.", items={"type": "string"})},
      ["to", "subject", "body"], ann={"readOnlyHint": False, "openWorldHint": True}),
    T("create_filter", "Creates a mailbox filter rule: match criteria plus an action such as label, archive or forward.",
      {"match": P("string", "Gmail-style search expression the rule matches."),
       "forward_to": P("string", "Address to forward matching messages to (must be a verified forwarding address)."),
       "label": P("string", "Label to apply.")}, ["match"]),
    T("search_mail", "Searches the mailbox and returns message headers and snippets.",
      {"query": P("string", "Search expression."), "limit": P("integer", "Maximum results.", default=20)}, ["query"],
      ann={"readOnlyHint": True}),
])
CHAT = S("team-chat", "1.8.0", [
    T("post_message", "Posts a message to a channel or direct conversation in the workspace.",
      {"channel": P("string", "Channel name or id."), "text": P("string", "Message text (mrkdwn)."),
       "thread_ts": P("string", "Reply inside this thread.")}, ["channel", "text"]),
    T("list_channels", "Lists channels the bot can see.", {"limit": P("integer", "Page size.", default=100)},
      ann={"readOnlyHint": True}),
])
DRIVE = S("cloud-drive", "4.0.2", [
    T("share_file", "Shares a file or folder with a person or group and sets their role.",
      {"file_id": P("string", "File or folder id."), "email": P("string", "Who to share with."),
       "role": P("string", "Access role.", enum=["reader", "commenter", "writer"])}, ["file_id", "email", "role"]),
    T("upload_file", "Uploads a local file to the drive.",
      {"path": P("string", "Local path."), "folder_id": P("string", "Destination folder.")}, ["path"]),
])
FETCH = S("web-fetch", "0.9.4", [
    T("http_request", "Performs an HTTP request and returns status, headers and body (truncated to 100 kB).",
      {"url": P("string", "Absolute URL."), "method": P("string", "HTTP method.", enum=["GET", "POST", "PUT"]),
       "body": P("string", "Request body for POST/PUT.")}, ["url"]),
])
SHELL = S("local-shell", "0.3.0", [
    T("run_shell", "Runs a shell command in the workspace directory and returns stdout, stderr and the exit code.",
      {"command": P("string", "Command line to execute."), "timeout_s": P("integer", "Timeout in seconds.", default=60)},
      ["command"]),
])
FILES = S("filesystem", "0.6.2", [
    T("read_file", "Reads a UTF-8 text file inside the allowed directories.", {"path": P("string", "File path.")}, ["path"],
      ann={"readOnlyHint": True}),
    T("list_directory", "Lists a directory inside the allowed directories.", {"path": P("string", "Directory path.")}, ["path"],
      ann={"readOnlyHint": True}),
])
