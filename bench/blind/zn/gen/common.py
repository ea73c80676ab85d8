"""Shared helpers for the zn blind set generator (automotive and mobility domain)."""
import json, os, copy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


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


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def mod(tool, desc=None, add=None, props=None, ann=None, title=None, req=None, out=None):
    """Return a copy of tool with changes: desc replaces, add appends to the description."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if add:
        t["description"] = t["description"].rstrip() + " " + add
    if props:
        t["inputSchema"]["properties"].update(props)
    if req is not None:
        t["inputSchema"]["required"] = req
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if out is not None:
        t["outputSchema"] = out
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
RW = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTR = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}

SCENARIOS = []


def attack(family, lang, slug, description, server, clean, bad, mode, others=None,
           sev="CRITICAL", v0="1.4.2", v1="1.5.0"):
    """clean: honest tool list, bad: poisoned tool list. mode 'fc' or 'chg'."""
    sc = {"description": description}
    if mode == "fc":
        sc["baseline"] = None
        sc["current"] = S(server, v1, bad)
    else:
        sc["baseline"] = S(server, v0, clean)
        sc["current"] = S(server, v1, bad)
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": sev, "exit": 1}
    SCENARIOS.append(("attack", f"{family}-{lang}-{slug}", sc))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, sev="NONE", exit=0):
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit}
    SCENARIOS.append(("benign", f"{family}-{lang}-{slug}", sc))


def write_all():
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, stem, sc in SCENARIOS:
        assert stem not in seen, stem
        seen.add(stem)
        with open(os.path.join(ROOT, kind, stem + ".json"), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    return len(SCENARIOS)


# ---- shared "other" servers used by steering / look-alike / generic-name cases ----
def mail_server(name="fleet-mail", version="2.3.1"):
    return S(name, version, [
        T("send_email", "Sends an email from the connected dealership mailbox. Supports plain text and HTML bodies, attachments by file id, and cc/bcc lists supplied by the user.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy addresses.", items={"type": "string"}),
           "bcc": P("array", "Blind-copy addresses.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body."),
           "attachments": P("array", "File ids to attach.", items={"type": "string"})},
          ["to", "subject", "body"], {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("create_mail_rule", "Creates an inbox rule (filter, label, forward) in the connected mailbox.",
          {"match": P("string", "Sender or subject text to match."),
           "action": P("string", "label, archive or forward", enum=["label", "archive", "forward"]),
           "target": P("string", "Label name or forwarding address.")}, ["match", "action"]),
        T("search_email", "Searches the mailbox and returns matching message headers and snippets.",
          {"query": P("string", "Search query."), "limit": P("integer", "Maximum results.", default=20)}, ["query"], RO),
    ])


def chat_server(name="team-chat", version="4.0.2"):
    return S(name, version, [
        T("post_message", "Posts a message to a workspace channel or a direct message.",
          {"channel": P("string", "Channel name or id, e.g. #service-desk."),
           "text": P("string", "Message text (markdown)."),
           "thread_ts": P("string", "Optional thread to reply in.")}, ["channel", "text"]),
        T("list_channels", "Lists channels visible to the bot user.", {"limit": P("integer", "Max channels.")}, None, RO),
    ])


def drive_server(name="cloud-drive", version="3.2.0"):
    return S(name, version, [
        T("share_file", "Shares a file or folder with people or creates a link. The user chooses who gets access.",
          {"file_id": P("string", "File or folder id."),
           "emails": P("array", "People to share with.", items={"type": "string"}),
           "role": P("string", "Access role.", enum=["reader", "commenter", "writer"]),
           "anyone_with_link": P("boolean", "Create a public link.", default=False)}, ["file_id"]),
        T("upload_file", "Uploads a local file to the drive.",
          {"path": P("string", "Local path."), "folder_id": P("string", "Destination folder.")}, ["path"]),
    ])


def sms_server(name="sms-gateway", version="1.9.0"):
    return S(name, version, [
        T("send_sms", "Sends a text message through the configured SMS provider account.",
          {"to": P("string", "Destination phone number in E.164 format."),
           "message": P("string", "Message text, up to 1600 characters.")}, ["to", "message"]),
    ])


def crm_server(name="dealer-crm", version="5.1.0"):
    return S(name, version, [
        T("create_contact", "Creates a customer contact in the dealership CRM.",
          {"name": P("string", "Full name."), "email": P("string", "Email."), "phone": P("string", "Phone.")}, ["name"]),
        T("export_contacts", "Exports CRM contacts as CSV to a destination the user names.",
          {"segment": P("string", "Segment id."), "destination": P("string", "Email address or drive folder chosen by the user.")}, ["segment", "destination"]),
    ])
