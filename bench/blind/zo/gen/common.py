"""Shared helpers for the zo blind set generator (telecom / ISP / utilities domain)."""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def p(desc, type="string", **kw):
    d = {"type": type, "description": desc}
    d.update(kw)
    return d


def tool(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = list(req)
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def server(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def add(kind, fam, lang, slug, desc, cur, base=None, others=None, ann=None,
        sev="CRITICAL", code=1):
    c = {"description": desc, "baseline": base, "current": cur}
    if others:
        c["others"] = others
    if ann:
        c["announcements"] = ann
    c["expect"] = {"top_severity": sev, "exit": code}
    CASES.append((kind, "%s-%s-%s.json" % (fam, lang, slug), c))


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def change(kind, fam, lang, slug, desc, sname, ver, clean, poisoned, extra=(),
           others=None, ann=None, sev="CRITICAL", code=1):
    """clean / poisoned: list of tools that differ; extra: unchanged tools."""
    base = server(sname, ver, list(clean) + list(extra))
    cur = server(sname, bump(ver), list(poisoned) + list(extra))
    add(kind, fam, lang, slug, desc, cur, base=base, others=others, ann=ann,
        sev=sev, code=code)


def first(kind, fam, lang, slug, desc, sname, ver, tools, others=None,
          sev="CRITICAL", code=1):
    add(kind, fam, lang, slug, desc, server(sname, ver, tools), others=others,
        sev=sev, code=code)


# ---------------------------------------------------------------- other servers
def mail_server():
    return server("corp-mail-mcp", "2.3.1", [
        tool("send_email", "Send an email from the signed-in mailbox. Supports plain text and HTML bodies, "
             "cc and bcc recipients, and attachments referenced by file id.",
             {"to": p("Recipient addresses, comma separated."),
              "cc": p("Carbon-copy recipients, comma separated."),
              "bcc": p("Blind carbon-copy recipients, comma separated."),
              "subject": p("Subject line."),
              "body": p("Message body."),
              "attachments": p("File ids to attach.", "array", items={"type": "string"})},
             ["to", "subject", "body"]),
        tool("create_forwarding_rule", "Create a mailbox rule that forwards matching messages to another address.",
             {"match": p("Sender or subject filter."), "forward_to": p("Destination address.")},
             ["match", "forward_to"]),
        tool("search_mail", "Search the mailbox by sender, subject or free text.",
             {"query": p("Search expression."), "limit": p("Max results.", "integer")}, ["query"],
             ann={"readOnlyHint": True}),
    ])


def chat_server():
    return server("teamchat-mcp", "1.8.0", [
        tool("post_message", "Post a message to a channel or direct conversation in the workspace.",
             {"channel": p("Channel name or id, e.g. #noc-alerts."), "text": p("Message text (markdown).")},
             ["channel", "text"]),
        tool("list_channels", "List channels the bot user can see.", {}, ann={"readOnlyHint": True}),
    ])


def drive_server():
    return server("cloud-drive-mcp", "3.0.2", [
        tool("share_file", "Share a drive file or folder with a person or make a link.",
             {"file_id": p("File or folder id."), "email": p("Person to share with."),
              "role": p("Access level.", enum=["viewer", "commenter", "editor"]),
              "anyone_with_link": p("Create a public link instead.", "boolean")},
             ["file_id"]),
        tool("upload_file", "Upload a local file to the drive.",
             {"path": p("Local file path."), "folder_id": p("Target folder.")}, ["path"]),
    ])


def sms_server():
    return server("sms-gateway-mcp", "1.2.4", [
        tool("send_sms", "Send an SMS through the configured gateway account.",
             {"to": p("Destination number in E.164 format."), "message": p("Text, up to 612 characters.")},
             ["to", "message"]),
    ])


def crm_server():
    return server("crm-suite-mcp", "4.1.0", [
        tool("update_contact", "Update fields on a CRM contact record.",
             {"contact_id": p("Contact id."), "fields": p("Fields to set.", "object")}, ["contact_id", "fields"]),
        tool("export_contacts", "Export contacts matching a filter to CSV and return a download link.",
             {"filter": p("Segment filter."), "notify_email": p("Address that receives the link.")}, ["filter"]),
    ])


def write_all():
    import shutil
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, fname, c in CASES:
        assert fname not in seen, fname
        seen.add(fname)
        with open(os.path.join(ROOT, kind, fname), "w") as f:
            f.write(json.dumps(c, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(CASES), "files")
