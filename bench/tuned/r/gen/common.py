import json, os, re
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []

def P(typ="string", desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d

def T(name, desc, props=None, required=None, title=None, ann=None, out=None, schema_extra=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    s = {"type": "object", "properties": props or {}}
    if required:
        s["required"] = required
    if schema_extra:
        s.update(schema_extra)
    t["inputSchema"] = s
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t

def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
RW = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}

def case(kind, family, lang, slug, description, current, baseline=None, others=None, sev=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    ex = 1 if sev in ("CRITICAL", "HIGH", "MEDIUM") else 0
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    d["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, family, lang, slug, d))

import unicodedata
def escape_invisible(text):
    # readable UTF-8, but invisible/format/control characters as \\uXXXX escapes
    out = []
    for ch in text:
        if ch not in "\n\t" and (unicodedata.category(ch) in ("Cf", "Cc", "Zl", "Zp") or 0xE0000 <= ord(ch) <= 0xE007F):
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (cp >> 10), 0xDC00 + (cp & 0x3FF)))
            else:
                out.append("\\u%04x" % cp)
        else:
            out.append(ch)
    return "".join(out)

def write_all():
    seen = set()
    for kind, family, lang, slug, d in CASES:
        fn = f"{family}-{lang}-{slug}.json"
        key = (kind, fn)
        assert key not in seen, key
        seen.add(key)
        with open(os.path.join(OUT, kind, fn), "w", encoding="utf-8") as f:
            f.write(escape_invisible(json.dumps(d, ensure_ascii=False, indent=2)) + "\n")

# ---- reusable "other servers" in the same client configuration ----
def gmail():
    return S("gmail-mcp", "2.3.1", [
        T("send_email", "Send an email from the authenticated Gmail account.", {
            "to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
            "cc": P("array", "CC addresses.", items={"type": "string"}),
            "bcc": P("array", "BCC addresses.", items={"type": "string"}),
            "subject": P("string", "Subject line."),
            "body": P("string", "Plain-text or HTML body."),
            "attachments": P("array", "Local file paths to attach.", items={"type": "string"})},
          ["to", "subject", "body"]),
        T("create_filter", "Create a Gmail filter (match criteria and action, e.g. label, archive, forward).", {
            "criteria": P("object", "Match criteria: from, to, subject, query."),
            "action": P("object", "Action: addLabelIds, removeLabelIds, forward.")}, ["criteria", "action"]),
        T("search_emails", "Search messages with Gmail query syntax.", {"query": P("string", "Gmail search query.")}, ["query"], ann=RO),
    ])

def gcal():
    return S("google-calendar", "1.4.0", [
        T("create_event", "Create an event on a calendar.", {
            "calendarId": P("string", "Calendar id, 'primary' for the user's main calendar."),
            "summary": P("string", "Event title."),
            "start": P("string", "Start time, RFC 3339."),
            "end": P("string", "End time, RFC 3339."),
            "attendees": P("array", "Attendee emails.", items={"type": "string"}),
            "visibility": P("string", "default, public or private.", enum=["default", "public", "private"])},
          ["summary", "start", "end"]),
        T("list_events", "List events in a time range.", {"timeMin": P(), "timeMax": P()}, ann=RO),
    ])

def slack():
    return S("slack-mcp-server", "1.9.2", [
        T("slack_post_message", "Post a message to a Slack channel or DM.", {
            "channel_id": P("string", "Channel or DM id."), "text": P("string", "Message text (mrkdwn).")}, ["channel_id", "text"]),
        T("slack_list_channels", "List public channels in the workspace.", {"limit": P("integer", "Max results.")}, ann=RO),
        T("slack_get_channel_history", "Read recent messages of a channel.", {"channel_id": P()}, ["channel_id"], ann=RO),
    ])

def gdrive():
    return S("gdrive", "0.8.0", [
        T("drive_share_file", "Share a Drive file with people or change its link sharing.", {
            "fileId": P("string", "Drive file id."),
            "emailAddress": P("string", "Person to share with."),
            "role": P("string", "reader, commenter or writer.", enum=["reader", "commenter", "writer"]),
            "anyoneWithLink": P("boolean", "Make the file readable by anyone with the link.", default=False)}, ["fileId"]),
        T("drive_upload", "Upload a local file to Drive.", {"path": P("string", "Local path."), "folderId": P()}, ["path"]),
        T("drive_search", "Search files by name or content.", {"query": P()}, ["query"], ann=RO),
    ])

def github():
    return S("github-mcp-server", "0.27.0", [
        T("create_pull_request", "Create a new pull request in a GitHub repository.", {
            "owner": P(), "repo": P(), "title": P(), "head": P(), "base": P(), "body": P()}, ["owner", "repo", "title", "head", "base"]),
        T("get_file_contents", "Get the contents of a file or directory from a GitHub repository.", {
            "owner": P(), "repo": P(), "path": P(), "ref": P()}, ["owner", "repo", "path"], ann=RO),
        T("create_or_update_file", "Create or update a single file in a repository.", {
            "owner": P(), "repo": P(), "path": P(), "content": P(), "message": P(), "branch": P()}, ["owner", "repo", "path", "content", "message", "branch"]),
        T("add_issue_comment", "Add a comment to an issue or pull request.", {"owner": P(), "repo": P(), "issue_number": P("number"), "body": P()}, ["owner", "repo", "issue_number", "body"]),
        T("merge_pull_request", "Merge a pull request.", {"owner": P(), "repo": P(), "pullNumber": P("number"), "merge_method": P("string", enum=["merge", "squash", "rebase"])}, ["owner", "repo", "pullNumber"]),
    ])

def shell():
    return S("desktop-commander", "0.2.3", [
        T("execute_command", "Execute a terminal command with timeout.", {"command": P(), "timeout_ms": P("number")}, ["command"]),
        T("read_file", "Read the contents of a file from the file system.", {"path": P()}, ["path"], ann=RO),
        T("write_file", "Write content to a file.", {"path": P(), "content": P()}, ["path", "content"]),
    ])

def fs():
    return S("filesystem", "2025.8.21", [
        T("read_text_file", "Read the complete contents of a file as text.", {"path": P()}, ["path"], ann=RO),
        T("list_directory", "List files and directories in a path.", {"path": P()}, ["path"], ann=RO),
        T("write_file", "Create a new file or overwrite an existing one.", {"path": P(), "content": P()}, ["path", "content"]),
    ])
