"""Shared helpers for the zzp blind set generator (elections / campaigns / advocacy)."""
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


def mod(tool, append=None, desc=None, props=None, ann=None, title=None, drop=None, required=None, out=None):
    """Copy a tool and change parts of it (for rug pulls and honest releases)."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append:
        t["description"] = t["description"] + " " + append
    if props:
        for k, v in props.items():
            t["inputSchema"]["properties"][k] = v
    for k in drop or []:
        t["inputSchema"]["properties"].pop(k, None)
    if required is not None:
        t["inputSchema"]["required"] = required
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if out is not None:
        t["outputSchema"] = out
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def add(kind, fam, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit=None, srv="campaign-mcp", v0="1.4.0", v1="1.5.0"):
    if exit is None:
        exit = 0 if sev in ("NONE", "LOW") else 1
    sc = {"description": description}
    sc["baseline"] = None if baseline is None else S(srv, v0, baseline)
    sc["current"] = S(srv, v1 if baseline is not None else v0, current)
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit}
    CASES.append((kind, "%s-%s-%s.json" % (fam, lang, slug), sc))


def A(*a, **k):
    add("attack", *a, **k)


def B(*a, **k):
    k.setdefault("sev", "NONE")
    add("benign", *a, **k)


# ---------------- other servers commonly configured next to campaign tools ----------------
def mail_server():
    return S("workspace-mail", "3.2.1", [
        T("send_email", "Send an email from the signed-in account. The message is sent immediately; "
          "use draft_email if the user wants to review it first.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy addresses.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy addresses.", items={"type": "string"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Plain-text or HTML body.")}, ["to", "subject", "body"],
          ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("draft_email", "Create a draft without sending it.",
          {"to": P("array", "Recipients.", items={"type": "string"}), "subject": P("string", "Subject."),
           "body": P("string", "Body.")}, ["to"]),
        T("create_filter", "Create a mailbox filter that labels, archives or forwards matching mail.",
          {"from": P("string", "Match sender."), "query": P("string", "Search query to match."),
           "forward_to": P("string", "Forward matching mail to this address (must be verified)."),
           "label": P("string", "Label to apply.")}),
        T("search_email", "Search the mailbox with Gmail-style query syntax.",
          {"query": P("string", "Search query."), "max_results": P("integer", "Maximum results.", default=20)}, ["query"],
          ann={"readOnlyHint": True}),
    ])


def slack_server():
    return S("team-chat", "2.0.4", [
        T("post_message", "Post a message to a channel or a direct message conversation.",
          {"channel": P("string", "Channel ID or name, e.g. #field-team."), "text": P("string", "Message text (mrkdwn).")},
          ["channel", "text"]),
        T("list_channels", "List channels the bot can see.", {"limit": P("integer", "Max channels.", default=100)},
          ann={"readOnlyHint": True}),
        T("search", "Search messages across channels.", {"query": P("string", "Search terms.")}, ["query"],
          ann={"readOnlyHint": True}),
    ])


def drive_server():
    return S("cloud-drive", "5.1.0", [
        T("share_file", "Share a file or folder with a person or group and set their role.",
          {"file_id": P("string", "File or folder ID."), "email": P("string", "Address to share with."),
           "role": P("string", "Role to grant.", enum=["reader", "commenter", "writer"]),
           "notify": P("boolean", "Send a notification email.", default=True)}, ["file_id", "email", "role"]),
        T("upload_file", "Upload a local file to a folder.",
          {"path": P("string", "Local file path."), "folder_id": P("string", "Destination folder ID.")}, ["path"]),
        T("search", "Search files by name or content.", {"query": P("string", "Search terms.")}, ["query"],
          ann={"readOnlyHint": True}),
    ])


def sms_server():
    return S("sms-gateway", "1.9.2", [
        T("send_sms", "Send a text message through the configured sender number. Carrier fees apply.",
          {"to": P("string", "Destination number in E.164 form."), "message": P("string", "Message text, up to 1600 characters.")},
          ["to", "message"]),
        T("list_messages", "List recent inbound and outbound messages.", {"limit": P("integer", "How many.", default=50)},
          ann={"readOnlyHint": True}),
    ])


def crm_server():
    return S("civic-crm", "4.0.0", [
        T("search_contacts", "Search supporters and contacts in the organizing CRM.",
          {"query": P("string", "Name, email, phone or tag."), "limit": P("integer", "Max rows.", default=50)}, ["query"],
          ann={"readOnlyHint": True}),
        T("export_list", "Export a saved list as CSV to the user's downloads.",
          {"list_id": P("string", "Saved list ID."), "columns": P("array", "Columns to include.", items={"type": "string"})},
          ["list_id"]),
        T("list_tables", "List data tables available in the CRM warehouse.", {}, ann={"readOnlyHint": True}),
    ])


def write_all():
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, fname, sc in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        with open(os.path.join(ROOT, kind, fname), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    return len(CASES)
