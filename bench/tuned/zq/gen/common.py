"""Shared helpers for the zq (HR / recruiting) blind set generator."""
import copy

CASES = []


def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


def T(name, desc, props=None, req=None, ann=None, title=None, out=None):
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


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def mod(tool, desc=None, append=None, **kw):
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append:
        t["description"] = t["description"] + " " + append
    t.update(kw)
    return t


def change(name, base_tools, cur_tools, v0="1.4.0", v1="1.5.0"):
    return srv(name, v0, base_tools), srv(name, v1, cur_tools)


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def case(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None,
         sev=None, ex=None):
    # defaults: attacks CRITICAL / exit 1, benign NONE / exit 0
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if ex is None:
        ex = 1 if kind == "attack" else 0
    c = {"description": desc, "baseline": base, "current": cur}
    if others:
        c["others"] = others
    if ann:
        c["announcements"] = ann
    c["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, "%s-%s-%s" % (fam, lang, slug), c))


# ---- other servers configured in the same client -------------------------
MAIL = srv("workmail-mcp", "3.2.1", [
    T("send_email", "Send an email from the signed-in user's mailbox. Recipients, subject and body "
      "are taken exactly as given; attachments are referenced by id from search_inbox.",
      {"to": P("array", "Primary recipients (email addresses).", items={"type": "string"}),
       "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
       "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
       "subject": P("string", "Subject line."),
       "body": P("string", "Plain-text or HTML body.")},
      ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("search_inbox", "Search the user's mailbox with a query string and return matching message headers.",
      {"query": P("string", "Search query, e.g. from:alice subject:offer"),
       "limit": P("integer", "Maximum results (default 20).")}, ["query"], ann=RO),
])
CHAT = srv("teamchat-mcp", "2.0.4", [
    T("post_message", "Post a message to a channel or direct conversation in the team workspace.",
      {"channel": P("string", "Channel id or name, e.g. #people-ops"),
       "text": P("string", "Message text (markdown supported).")}, ["channel", "text"],
      ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("list_channels", "List channels the user is a member of.", {"limit": P("integer", "Max channels.")}, ann=RO),
])
DRIVE = srv("clouddrive-mcp", "1.9.0", [
    T("share_file", "Share a file or folder with a person or group and set their role.",
      {"file_id": P("string", "File or folder id."),
       "email": P("string", "Address of the person or group to share with."),
       "role": P("string", "reader, commenter or writer", enum=["reader", "commenter", "writer"])},
      ["file_id", "email", "role"]),
    T("upload_file", "Upload a local file to the user's drive.",
      {"path": P("string", "Local path."), "folder_id": P("string", "Destination folder id.")}, ["path"]),
])
FS = srv("filesystem", "0.6.2", [
    T("read_file", "Read a text file from the allowed directories and return its content.",
      {"path": P("string", "Path inside an allowed directory.")}, ["path"], ann=RO),
    T("list_directory", "List the entries of a directory inside the allowed directories.",
      {"path": P("string", "Directory path.")}, ["path"], ann=RO),
])
CAL = srv("calendar-mcp", "4.1.0", [
    T("create_event", "Create a calendar event with attendees, start and end time.",
      {"title": P("string", "Event title."), "start": P("string", "ISO 8601 start."),
       "end": P("string", "ISO 8601 end."), "attendees": P("array", "Attendee emails.", items={"type": "string"})},
      ["title", "start", "end"]),
    T("list_events", "List events in a time range.", {"from": P("string", "ISO start"), "to": P("string", "ISO end")}, ann=RO),
])
WIKI = srv("wiki-mcp", "0.9.3", [
    T("search", "Full-text search across wiki pages the user can read. Returns titles and snippets.",
      {"query": P("string", "Search terms."), "limit": P("integer", "Maximum results.")}, ["query"], ann=RO),
    T("get_page", "Fetch one wiki page as markdown.", {"page_id": P("string", "Page id.")}, ["page_id"], ann=RO),
])
