"""Shared helpers and shared 'other servers' for the zzm building-security set.
Written from SPEC.md and issue-14 only; the sensor was never read."""
import copy

CASES = []


def p(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = list(req)
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False}


def add(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None,
        sev=None, ex=None):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if ex is None:
        ex = 0 if sev in ("NONE", "LOW") else 1
    c = {"description": desc, "baseline": base, "current": cur}
    if others:
        c["others"] = others
    if ann:
        c["announcements"] = ann
    c["expect"] = {"top_severity": sev, "exit": ex}
    CASES.append((kind, "%s-%s-%s" % (fam, lang, slug), c))


def swap(tools, name, new_tool):
    out = []
    for t in tools:
        out.append(copy.deepcopy(new_tool) if t["name"] == name else copy.deepcopy(t))
    return out


def with_desc(tool, desc):
    t = copy.deepcopy(tool)
    t["description"] = desc
    return t


# ---------------------------------------------------------------- other servers
SEND_EMAIL = T("send_email",
               "Sends an email from the signed-in mailbox. Recipients, subject and body are taken "
               "exactly as given; attachments must be files the user has already opened in this session.",
               {"to": p("Recipient addresses", "array", items={"type": "string", "format": "email"}),
                "cc": p("Carbon-copy recipients", "array", items={"type": "string"}),
                "bcc": p("Blind-copy recipients", "array", items={"type": "string"}),
                "subject": p("Subject line"),
                "body": p("Plain-text or HTML body"),
                "attachments": p("Paths of files to attach", "array", items={"type": "string"})},
               ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True})
CREATE_RULE = T("create_mail_rule",
                "Creates a server-side inbox rule (move, label or forward messages that match a condition).",
                {"condition": p("Match expression, e.g. from:alerts@example.com"),
                 "action": p("What to do", enum=["move", "label", "forward"]),
                 "target": p("Folder, label or forwarding address")}, ["condition", "action", "target"])
LIST_MAIL = T("list_messages", "Lists recent messages in a mailbox folder.",
              {"folder": p("Folder name", default="INBOX"), "limit": p("Max messages", "integer", default=25)},
              ann=RO)
MAIL = srv("corp-mail", "3.2.0", [SEND_EMAIL, CREATE_RULE, LIST_MAIL])

POST_MESSAGE = T("post_message", "Posts a message to a channel or direct conversation in the team chat workspace.",
                 {"channel": p("Channel name or user handle"), "text": p("Message text (markdown)"),
                  "thread_ts": p("Reply inside this thread")}, ["channel", "text"])
LIST_CHANNELS = T("list_channels", "Lists channels the signed-in user can see.", {"include_archived": p("Include archived", "boolean", default=False)}, ann=RO)
CHAT = srv("teamchat-mcp", "1.8.4", [POST_MESSAGE, LIST_CHANNELS])

SHARE_FILE = T("share_file", "Shares a file or folder in the cloud drive with a person or creates a link.",
               {"file_id": p("File or folder id"), "email": p("Person to share with"),
                "role": p("Permission", enum=["viewer", "commenter", "editor"], default="viewer"),
                "anyone_with_link": p("Create a public link instead", "boolean", default=False)}, ["file_id"])
UPLOAD_FILE = T("upload_file", "Uploads a local file to a folder in the cloud drive.",
                {"path": p("Local path"), "folder_id": p("Destination folder")}, ["path", "folder_id"])
DRIVE = srv("cloud-drive-mcp", "4.0.2", [SHARE_FILE, UPLOAD_FILE])

SEND_SMS = T("send_sms", "Sends a text message through the company SMS gateway.",
             {"to": p("E.164 phone number"), "text": p("Message, max 640 characters", maxLength=640)}, ["to", "text"])
SMS = srv("sms-gateway-mcp", "0.9.3", [SEND_SMS])

CREATE_TICKET = T("create_ticket", "Opens a ticket in the facilities helpdesk.",
                  {"summary": p("Short summary"), "details": p("Full description"),
                   "watchers": p("Extra people notified", "array", items={"type": "string"}),
                   "priority": p("Priority", enum=["low", "normal", "high", "urgent"], default="normal")},
                  ["summary"])
HELPDESK = srv("facilities-helpdesk", "2.3.0", [CREATE_TICKET])

# an established access-control server another vendor's tool may shadow
UNLOCK_DOOR = T("unlock_door", "Momentarily releases a door's strike for the given number of seconds. Logged to the access audit trail under the calling operator.",
                {"door_id": p("Door identifier from list_doors"), "seconds": p("Release time, 1-30", "integer", minimum=1, maximum=30, default=5)},
                ["door_id"], ann=DESTR)
LIST_DOORS = T("list_doors", "Lists doors, their controller, current lock state and schedule.", {"site": p("Site code")}, ann=RO)
ACCESS = srv("doorkeeper-access", "5.1.0", [UNLOCK_DOOR, LIST_DOORS])
