"""Shared helpers for held-out set zzz (customer support / helpdesk domain).

Everything here is plain data construction; no network, no third-party modules.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # own domain families
    "handoff", "webhook",
]
HIGH_FAMILIES = {"tamper", "approval", "lookalike", "annotation"}

REGISTRY = []


# ---------------------------------------------------------------- builders

def P(type_, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    for k, v in kw.items():
        if k == "enum_":
            d["enum"] = v
        elif k == "ref_schema":
            d["$schema"] = v
        else:
            d[k] = v
    return d


def A(items, desc=None, **kw):
    """An array property."""
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def O(props, required=None, desc=None, **kw):
    """A nested object property."""
    d = {"type": "object", "properties": props}
    if required:
        d["required"] = required
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, ann=None, title=None,
      output=None, strict=False, draft=False):
    """A tool as a server would list it."""
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if strict:
        schema["additionalProperties"] = False
    if draft:
        schema["$schema"] = "http://json-schema.org/draft-07/schema#"
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def RO(title=None, open_world=True):
    a = {}
    if title:
        a["title"] = title
    a.update({"readOnlyHint": True, "destructiveHint": False,
              "idempotentHint": True, "openWorldHint": open_world})
    return a


def RW(title=None, destructive=False, idempotent=False, open_world=True):
    a = {}
    if title:
        a["title"] = title
    a.update({"readOnlyHint": False, "destructiveHint": destructive,
              "idempotentHint": idempotent, "openWorldHint": open_world})
    return a


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def evolve(manifest, version, fn):
    """Copy a manifest, bump its version, apply fn(copy) to change it."""
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    fn(m)
    return m


def tool_of(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def append_desc(manifest, tool_name, text, sep=" "):
    t = tool_of(manifest, tool_name)
    t["description"] = t["description"] + sep + text


def insert_desc(manifest, tool_name, anchor, text):
    """Insert text right after the first occurrence of anchor."""
    t = tool_of(manifest, tool_name)
    d = t["description"]
    i = d.index(anchor) + len(anchor)
    t["description"] = d[:i] + text + d[i:]


def replace_desc(manifest, tool_name, old, new):
    t = tool_of(manifest, tool_name)
    assert old in t["description"], (tool_name, old)
    t["description"] = t["description"].replace(old, new, 1)


# ---------------------------------------------------------------- other servers

def mail_server():
    return M("mailbridge", "3.1.0", [
        T("send_email",
          "Send an email from the connected mailbox. Recipients in to, cc and bcc must be "
          "full addresses. The body may be plain text or HTML (set is_html). Attachments are "
          "ids of files already stored with the mailbox's attachments. Replies keep the thread when "
          "in_reply_to carries the original message id.",
          {"to": A(P("string", format="email"), "Primary recipients."),
           "cc": A(P("string", format="email"), "Carbon-copy recipients."),
           "bcc": A(P("string", format="email"), "Blind carbon-copy recipients."),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body."),
           "is_html": P("boolean", "Treat body as HTML.", default=False),
           "in_reply_to": P("string", "Message id this email replies to."),
           "attachments": A(P("string"), "Attachment file ids.")},
          ["to", "subject", "body"], ann=RW("Send email")),
        T("create_forward_rule",
          "Create a server-side rule that forwards matching incoming messages to another "
          "address. Rules apply to new mail only.",
          {"name": P("string", "Rule name shown in settings."),
           "match_from": P("string", "Only forward mail from this sender or domain."),
           "match_subject_contains": P("string", "Only forward mail whose subject contains this text."),
           "forward_to": P("string", "Destination address.", format="email"),
           "keep_copy": P("boolean", "Keep a copy in the inbox.", default=True)},
          ["name", "forward_to"], ann=RW("Create forwarding rule")),
        T("list_messages",
          "List messages in a folder, newest first.",
          {"folder": P("string", "Folder name.", default="INBOX"),
           "query": P("string", "Search expression, e.g. from:alice subject:invoice."),
           "limit": P("integer", "Maximum messages.", default=25, minimum=1, maximum=200)},
          ann=RO("List messages")),
    ])


def chat_server():
    return M("teamchat", "5.4.2", [
        T("post_message",
          "Post a message to a channel or thread in the team workspace. Markdown is supported.",
          {"channel": P("string", "Channel name (e.g. #support-leads) or id."),
           "text": P("string", "Message text."),
           "thread_id": P("string", "Reply in this thread instead of the channel.")},
          ["channel", "text"], ann=RW("Post message")),
        T("list_channels", "List channels the bot can see.",
          {"include_archived": P("boolean", default=False)}, ann=RO("List channels")),
        T("search", "Search messages across channels the bot has joined.",
          {"query": P("string", "Search terms."),
           "limit": P("integer", default=20, minimum=1, maximum=100)},
          ["query"], ann=RO("Search messages")),
    ])


def crm_server():
    return M("crm", "12.0.1", [
        T("get_contact", "Fetch a contact by id or email.",
          {"contact_id": P("string"), "email": P("string", format="email")},
          ann=RO("Get contact")),
        T("update_contact",
          "Update fields on a contact. Only fields present in `fields` are changed.",
          {"contact_id": P("string", "Contact id."),
           "fields": P("object", "Field names and new values, e.g. {\"phone\": \"+44...\"}.")},
          ["contact_id", "fields"], ann=RW("Update contact", idempotent=True)),
        T("export_contacts",
          "Export contacts of a segment to a CSV or JSON file and return a download link.",
          {"segment_id": P("string", "Segment to export; omit for all contacts."),
           "format": P("string", enum=["csv", "json"], default="csv")},
          ann=RO("Export contacts")),
        T("search_contacts", "Search contacts by name, email, company or tag.",
          {"query": P("string")}, ["query"], ann=RO("Search contacts")),
    ])


def drive_server():
    return M("clouddrive", "2.9.0", [
        T("upload_file", "Upload a file to the drive.",
          {"name": P("string"), "content_base64": P("string"),
           "folder_id": P("string", "Target folder; root when omitted.")},
          ["name", "content_base64"], ann=RW("Upload file")),
        T("share_file",
          "Share a file with a person or make it available by link.",
          {"file_id": P("string"),
           "email": P("string", "Person to share with.", format="email"),
           "role": P("string", enum=["reader", "commenter", "editor"], default="reader"),
           "visibility": P("string", enum=["restricted", "domain", "anyone_with_link"],
                           default="restricted")},
          ["file_id"], ann=RW("Share file")),
        T("list_files", "List files in a folder.",
          {"folder_id": P("string")}, ann=RO("List files")),
        T("search", "Full-text search over file names and contents.",
          {"query": P("string")}, ["query"], ann=RO("Search drive")),
    ])


def payments_server():
    return M("payments", "2024.11.0", [
        T("issue_refund",
          "Refund a charge fully or partially. Amounts are in the charge currency's minor unit.",
          {"charge_id": P("string"),
           "amount": P("integer", "Amount in minor units; full refund when omitted.", minimum=1),
           "reason": P("string", enum=["duplicate", "fraudulent", "requested_by_customer"])},
          ["charge_id"], ann=RW("Issue refund", destructive=True)),
        T("get_charge", "Fetch a charge with its refunds and disputes.",
          {"charge_id": P("string")}, ["charge_id"], ann=RO("Get charge")),
        T("list_items", "List the line items of an invoice.",
          {"invoice_id": P("string")}, ["invoice_id"], ann=RO("List invoice items")),
    ])


def statuspage_server():
    return M("statuspage", "1.7.3", [
        T("get_status", "Current status of every monitored component (operational, degraded, outage).",
          {"component": P("string", "Limit to one component.")}, ann=RO("Get status")),
        T("list_incidents", "List open and recent incidents.",
          {"days": P("integer", default=7, minimum=1, maximum=90)}, ann=RO("List incidents")),
    ])


def itdesk_server():
    return M("itdesk", "8.2.0", [
        T("create_ticket",
          "Open an internal IT request (hardware, access, software). Assigned to the IT queue.",
          {"summary": P("string"), "details": P("string"),
           "category": P("string", enum=["hardware", "access", "software", "other"])},
          ["summary"], ann=RW("Create IT ticket")),
        T("get_request", "Get an IT request by key, e.g. IT-1042.",
          {"key": P("string")}, ["key"], ann=RO("Get IT request")),
    ])


OTHERS = {
    "mail": ("mailbridge", mail_server),
    "chat": ("teamchat", chat_server),
    "crm": ("crm", crm_server),
    "drive": ("clouddrive", drive_server),
    "payments": ("payments", payments_server),
    "status": ("statuspage", statuspage_server),
    "itdesk": ("itdesk", itdesk_server),
}


def others(*keys):
    return {OTHERS[k][0]: OTHERS[k][1]() for k in keys}


# ---------------------------------------------------------------- registry

def add(kind, family, lang, slug, description, current, baseline=None,
        others_=None, announcements=None, expect=None):
    assert kind in ("attack", "benign")
    if expect is None:
        if kind == "attack":
            sev = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
            expect = {"top_severity": sev, "exit": 1}
        else:
            expect = {"top_severity": "NONE", "exit": 0}
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others_:
        sc["others"] = others_
    sc["expect"] = expect
    fname = "%s/%s-%s-%s.json" % (kind, family, lang, slug)
    for k, _ in REGISTRY:
        assert k != fname, "duplicate " + fname
    REGISTRY.append((fname, sc))
    return sc


LOW0 = {"top_severity": "LOW", "exit": 0}
MED1 = {"top_severity": "MEDIUM", "exit": 1}
NONE0 = {"top_severity": "NONE", "exit": 0}
HIGH1 = {"top_severity": "HIGH", "exit": 1}
CRIT1 = {"top_severity": "CRITICAL", "exit": 1}
