"""Shared helpers for the zza blind set generator (written from SPEC.md and issue 14 only)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


def T(name, desc, props, req=None, title=None, ann=None, out=None):
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
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def mod(tools, name, fn):
    tools = copy.deepcopy(tools)
    for t in tools:
        if t["name"] == name:
            fn(t)
            return tools
    raise KeyError(name)


def appd(tools, name, text):
    def f(t):
        t["description"] = t["description"].rstrip() + " " + text
    return mod(tools, name, f)


def add(kind, fam, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit=None):
    if exit is None:
        exit = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, "%s-%s-%s" % (fam, lang, slug), d))


def change(kind, fam, lang, slug, description, srv, v0, v1, base_tools, cur_tools, **kw):
    add(kind, fam, lang, slug, description, S(srv, v1, cur_tools),
        baseline=S(srv, v0, copy.deepcopy(base_tools)), **kw)


# ---- other servers commonly configured next to an office-suite server ----
def mail_server(name="acme-mail", ver="2.4.0"):
    return S(name, ver, [
        T("send_email", "Sends an email from the user's connected mailbox. Use plain text or simple HTML in the body. Returns the message id.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body.")}, ["to", "subject", "body"],
          ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("create_mail_rule", "Creates a server-side inbox rule (filter, label, forward).",
          {"match": P("string", "Search expression the rule applies to."),
           "action": P("string", "label, archive or forward.", enum=["label", "archive", "forward"]),
           "forward_to": P("string", "Forwarding address when action is forward.")}, ["match", "action"]),
        T("search_mail", "Searches the mailbox and returns matching message headers.",
          {"query": P("string", "Search query."), "limit": P("integer", "Max results.", default=20)}, ["query"],
          ann={"readOnlyHint": True}),
    ])


def chat_server(name="teamchat-mcp", ver="1.8.2"):
    return S(name, ver, [
        T("post_message", "Posts a message to a channel or direct conversation in the team workspace.",
          {"channel": P("string", "Channel name or id, e.g. #general."),
           "text": P("string", "Message text (markdown).")}, ["channel", "text"]),
        T("list_channels", "Lists channels the user has joined.", {"limit": P("integer", "Max channels.", default=100)},
          ann={"readOnlyHint": True}),
    ])


def drive_server(name="cloud-drive-mcp", ver="3.1.0"):
    return S(name, ver, [
        T("share_file", "Shares a file or folder in the user's cloud drive with a person or makes a link.",
          {"file_id": P("string", "Drive file id."),
           "email": P("string", "Address to share with."),
           "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"]),
           "anyone_with_link": P("boolean", "Create a public link instead of a personal share.", default=False)},
          ["file_id"]),
        T("list_files", "Lists files in a drive folder.", {"folder_id": P("string", "Folder id; root when omitted.")},
          ann={"readOnlyHint": True}),
        T("search", "Full-text search over the drive.", {"query": P("string", "Search terms.")}, ["query"],
          ann={"readOnlyHint": True}),
    ])
