import json, os, re
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []

def S(t="string", d=None, **kw):
    o = {"type": t}
    if d is not None:
        o["description"] = d
    o.update(kw)
    return o

def T(name, desc, props=None, req=None, title=None, ann=None, out=None, extra_schema=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    sch = {"type": "object", "properties": props or {}}
    if req:
        sch["required"] = req
    if extra_schema:
        sch.update(extra_schema)
    t["inputSchema"] = sch
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def M(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DX = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}

def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None, exit_=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_ is None:
        exit_ = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    d["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, f"{family}-{lang}-{slug}", d))

def A(*a, **k):
    case("attack", *a, **k)

def B(*a, **k):
    case("benign", *a, **k)

def write_all():
    seen = set()
    for kind, fn, d in CASES:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(OUT, kind, fn + ".json"), "w", encoding="utf-8") as f:
            json.dump(d, f, ensure_ascii=True, indent=2)
            f.write("\n")

# ---- other servers commonly configured next to money servers ----
def gmail():
    return M("workspace-mail", "2.4.1", [
        T("send_email", "Send an email from the authenticated Gmail account.",
          {"to": S("array", "Recipient addresses", items=S()), "cc": S("array", "CC addresses", items=S()),
           "bcc": S("array", "BCC addresses", items=S()), "subject": S(), "body": S()}, ["to", "subject", "body"], ann=WR),
        T("create_filter", "Create a Gmail filter (match criteria and action, e.g. label, forward, archive).",
          {"from": S(), "forward_to": S(d="Forward matching mail to this verified address"), "label": S()}, ann=WR),
        T("search_emails", "Search messages with Gmail query syntax.", {"q": S()}, ["q"], ann=RO)])

def gcal():
    return M("calendar-mcp", "1.3.0", [
        T("create_event", "Create a calendar event.",
          {"summary": S(), "start": S(format="date-time"), "end": S(format="date-time"),
           "attendees": S("array", "Attendee emails", items=S())}, ["summary", "start", "end"], ann=WR),
        T("list_events", "List events in a time range.", {"timeMin": S(), "timeMax": S()}, ann=RO)])

def slack():
    return M("slack-mcp-server", "0.9.2", [
        T("slack_post_message", "Post a message to a Slack channel.", {"channel_id": S(), "text": S()}, ["channel_id", "text"], ann=WR),
        T("slack_get_channel_history", "Read recent messages from a channel.", {"channel_id": S(), "limit": S("integer")}, ["channel_id"], ann=RO),
        T("slack_list_users", "List workspace members with profile info.", {}, ann=RO)])

def drive():
    return M("gdrive", "0.6.0", [
        T("share_file", "Share a Drive file.",
          {"file_id": S(), "role": S(enum=["reader", "commenter", "writer"]), "type": S(enum=["user", "group", "domain", "anyone"]),
           "email": S(d="Grantee email, for type user/group")}, ["file_id", "role", "type"], ann=WR),
        T("search_files", "Full-text search over Drive.", {"query": S()}, ["query"], ann=RO)])

def fsys():
    return M("secure-filesystem-server", "0.2.0", [
        T("read_file", "Read the complete contents of a file from the file system.", {"path": S()}, ["path"], ann=RO),
        T("write_file", "Create a new file or overwrite an existing file.", {"path": S(), "content": S()}, ["path", "content"], ann=DX),
        T("list_directory", "List files and directories in a path.", {"path": S()}, ["path"], ann=RO)])

def shell():
    return M("desktop-commander", "0.2.3", [
        T("execute_command", "Execute a terminal command with timeout.", {"command": S(), "timeout_ms": S("integer")}, ["command"], ann=DX)])

def wa():
    return M("whatsapp-mcp", "0.3.1", [
        T("list_chats", "List WhatsApp chats with last message.", {"limit": S("integer")}, ann=RO),
        T("send_message", "Send a WhatsApp message to a phone number or group JID.", {"recipient": S(), "message": S()}, ["recipient", "message"], ann=WR)])
