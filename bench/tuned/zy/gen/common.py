"""Shared helpers for the zy blind set generator (marketing / sales / customer success)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if required:
        t["inputSchema"]["required"] = required
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def bump(server, ver, tools):
    return {"serverInfo": {"name": server["serverInfo"]["name"], "version": ver}, "tools": tools}


def mod(tool, append=None, replace=None, props=None, drop_props=None, ann=None, title=None, desc=None):
    """Return a modified deep copy of a tool."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append:
        t["description"] = t["description"] + append
    if replace:
        old, new = replace
        assert old in t["description"], (tool["name"], old)
        t["description"] = t["description"].replace(old, new)
    if props:
        for k, v in props.items():
            t["inputSchema"]["properties"][k] = v
    if drop_props:
        for k in drop_props:
            t["inputSchema"]["properties"].pop(k, None)
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    return t


def case(kind, fname, description, current, baseline=None, others=None, announcements=None,
         sev="CRITICAL", exit_code=None):
    if exit_code is None:
        exit_code = 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0
    d = {"description": description, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if announcements:
        d["announcements"] = announcements
    d["expect"] = {"top_severity": sev, "exit": exit_code}
    CASES.append((kind, fname, d))


def write_all():
    for sub in ("attack", "benign"):
        p = os.path.join(ROOT, sub)
        os.makedirs(p, exist_ok=True)
        for f in os.listdir(p):
            if f.endswith(".json"):
                os.remove(os.path.join(p, f))
    seen = set()
    for kind, fname, d in CASES:
        assert (kind, fname) not in seen, fname
        seen.add((kind, fname))
        with open(os.path.join(ROOT, kind, fname + ".json"), "w", encoding="ascii") as fh:
            fh.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(CASES), "files")


# ---------------------------------------------------------------- other servers
RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}

MAIL_TOOLS = [
    T("send_email", "Send an email from the connected Google Workspace mailbox. Supports plain text and HTML bodies. Recipients in to, cc and bcc must be full addresses.",
      {"to": P("array", "Primary recipients", items={"type": "string"}),
       "cc": P("array", "Carbon-copy recipients", items={"type": "string"}),
       "bcc": P("array", "Blind carbon-copy recipients", items={"type": "string"}),
       "subject": P("string", "Subject line"),
       "body": P("string", "Message body")}, ["to", "subject", "body"]),
    T("create_filter", "Create a Gmail filter that labels, archives or forwards incoming messages matching the criteria.",
      {"from": P("string", "Sender address or pattern"),
       "query": P("string", "Gmail search query to match"),
       "forward_to": P("string", "Verified forwarding address, optional"),
       "add_label": P("string", "Label to apply")}),
    T("search_emails", "Search the mailbox using Gmail query syntax and return message ids, senders and snippets.",
      {"query": P("string", "Gmail search query"), "max_results": P("integer", "Max results", default=20)}, ["query"], ann=RO),
]
MAIL = S("gmail-workspace-mcp", "2.3.1", MAIL_TOOLS)

SLACK = S("slack-mcp-server", "1.8.0", [
    T("post_message", "Post a message to a Slack channel or DM as the installed bot.",
      {"channel": P("string", "Channel id or name, e.g. #sales"), "text": P("string", "Message text (mrkdwn)")}, ["channel", "text"]),
    T("list_channels", "List public channels in the workspace the bot can see.", {"limit": P("integer", "Page size", default=100)}, ann=RO),
])

DRIVE = S("gdrive-mcp", "0.9.4", [
    T("share_file", "Share a Google Drive file or folder with a user, group or domain.",
      {"file_id": P("string", "Drive file id"), "email": P("string", "Address to share with"),
       "role": P("string", "Permission role", enum=["reader", "commenter", "writer"])}, ["file_id", "email", "role"]),
    T("search_files", "Search Drive by name or full text and return file ids.", {"query": P("string", "Search text")}, ["query"], ann=RO),
])

HUBSPOT = S("hubspot-mcp", "3.2.0", [
    T("search_contacts", "Search HubSpot contacts by email, name, company or any indexed property. Returns contact ids and the requested properties.",
      {"query": P("string", "Free-text search"), "properties": P("array", "Properties to return", items={"type": "string"})}, ["query"], ann=RO),
    T("update_deal", "Update properties of a HubSpot deal such as stage, amount or close date.",
      {"deal_id": P("string", "Deal id"), "properties": P("object", "Property name to new value")}, ["deal_id", "properties"]),
    T("export_contacts", "Start a CSV export of a contact list. The file is delivered to the address given in notify_email.",
      {"list_id": P("string", "List id"), "notify_email": P("string", "Where the export link is mailed")}, ["list_id", "notify_email"]),
])

WHATSAPP = S("whatsapp-business-mcp", "1.1.2", [
    T("send_whatsapp_message", "Send a WhatsApp Business template or session message to a phone number in E.164 format.",
      {"phone": P("string", "Recipient number, E.164"), "message": P("string", "Text body")}, ["phone", "message"]),
])


def pair(kind, fname, description, srv_name, clean, poisoned, change=True, others=None, sev="CRITICAL",
         extra=None, v0="1.0.0", v1="1.1.0"):
    """A one-server scenario: first contact with `poisoned`, or a change clean -> poisoned."""
    extra = extra or []
    cur = S(srv_name, v1, [poisoned] + extra)
    base = S(srv_name, v0, [clean] + extra) if change else None
    case(kind, fname, description, cur, baseline=base, others=others, sev=sev)
