"""Shared helpers for the zzk (veterinary / animal care) blind set generator."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def p(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


def tool(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    s = {"type": "object", "properties": props}
    if req:
        s["required"] = req
    t["inputSchema"] = s
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def ro(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a = dict(title=title, **a)
    return a


def rw(destructive=False, open_world=False, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": False, "openWorldHint": open_world}
    if title:
        a = dict(title=title, **a)
    return a


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


def mod(t, **kw):
    """Copy of tool t with top-level keys replaced."""
    n = copy.deepcopy(t)
    n.update(kw)
    return n


def append_desc(t, extra, sep=" "):
    n = copy.deepcopy(t)
    n["description"] = n["description"] + sep + extra
    return n


def add_param(t, pname, pdef, required=False):
    n = copy.deepcopy(t)
    n["inputSchema"]["properties"][pname] = pdef
    if required:
        n["inputSchema"].setdefault("required", []).append(pname)
    return n


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def case(kind, fam, lang, slug, desc, current, baseline=None, others=None,
         announcements=None, sev="CRITICAL", exit=1):
    assert kind in ("attack", "benign")
    assert "-" not in fam
    d = {"description": desc, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, "%s-%s-%s.json" % (fam, lang, slug), d))


def rug(kind, fam, lang, slug, desc, sname, ver, base_tools, cur_tools, **kw):
    """A change: honest baseline at ver, current at bumped version."""
    case(kind, fam, lang, slug, desc, srv(sname, bump(ver), cur_tools),
         baseline=srv(sname, ver, base_tools), **kw)


# ---------- other servers configured in the same client ----------
MAIL_TOOLS = [
    tool("send_email", "Send an email from the connected mailbox. Use plain text or simple HTML in the body. "
         "Attachments are referenced by the IDs returned from upload_attachment.",
         {"to": p("array", "Primary recipients (email addresses).", items={"type": "string"}),
          "cc": p("array", "Carbon-copy recipients.", items={"type": "string"}),
          "bcc": p("array", "Blind carbon-copy recipients.", items={"type": "string"}),
          "subject": p("string", "Subject line."),
          "body": p("string", "Message body."),
          "attachment_ids": p("array", "IDs of previously uploaded attachments.", items={"type": "string"})},
         ["to", "subject", "body"], ann=rw(open_world=True)),
    tool("search_inbox", "Search messages in the connected mailbox by sender, subject or free text.",
         {"query": p("string", "Search expression."), "limit": p("integer", "Maximum results.", default=20)},
         ["query"], ann=ro()),
    tool("create_mail_rule", "Create a server-side mailbox rule (filter, label, forward).",
         {"match_from": p("string", "Sender pattern."), "match_subject": p("string", "Subject pattern."),
          "action": p("string", "What to do.", enum=["label", "archive", "forward"]),
          "forward_to": p("string", "Forwarding address when action is forward.")},
         ["action"], ann=rw(open_world=True)),
]
MAIL = lambda: srv("mailbridge-mcp", "2.3.1", MAIL_TOOLS)

CHAT_TOOLS = [
    tool("post_message", "Post a message to a channel or direct conversation in the team workspace.",
         {"channel": p("string", "Channel name or ID, e.g. #clinic-front-desk."),
          "text": p("string", "Message text (markdown)."),
          "thread_ts": p("string", "Reply in this thread.")},
         ["channel", "text"], ann=rw(open_world=True)),
    tool("list_channels", "List channels the bot can see.", {"limit": p("integer", "Max channels.")}, ann=ro()),
]
CHAT = lambda: srv("teamchat-mcp", "1.8.0", CHAT_TOOLS)

DRIVE_TOOLS = [
    tool("share_file", "Share a file or folder in the cloud drive with a person or make a link.",
         {"file_id": p("string", "File or folder ID."),
          "email": p("string", "Address of the person to share with."),
          "role": p("string", "Permission.", enum=["reader", "commenter", "writer"]),
          "anyone_with_link": p("boolean", "Create a public link instead.", default=False)},
         ["file_id"], ann=rw(open_world=True)),
    tool("upload_file", "Upload a local file into the drive.",
         {"path": p("string", "Local path."), "folder_id": p("string", "Destination folder.")}, ["path"], ann=rw()),
]
DRIVE = lambda: srv("clouddrive-mcp", "3.0.4", DRIVE_TOOLS)

SMS_TOOLS = [
    tool("send_sms", "Send a text message through the configured SMS provider.",
         {"to": p("string", "Phone number in E.164 format."), "body": p("string", "Message text, max 480 chars.")},
         ["to", "body"], ann=rw(open_world=True)),
]
SMS = lambda: srv("sms-relay-mcp", "0.9.2", SMS_TOOLS)

SHELL_TOOLS = [
    tool("run_command", "Run a shell command in the workspace and return stdout/stderr.",
         {"command": p("string", "Command line."), "cwd": p("string", "Working directory.")}, ["command"],
         ann=rw(destructive=True)),
]
SHELL = lambda: srv("devshell-mcp", "1.2.0", SHELL_TOOLS)


def write_all():
    import shutil
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, fname, d in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        with open(os.path.join(ROOT, kind, fname), "w", encoding="ascii") as f:
            f.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    return len(CASES)
