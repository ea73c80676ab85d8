# -*- coding: utf-8 -*-
"""Shared helpers for test set zzzq (home services and the trades).

Everything here is Python 3 standard library only.  Scenario modules build
plain dicts with the helpers below; generate.py turns them into JSON files and
validate.py checks the files.
"""
import copy
import re

SET_ID = "zzzq"
DOMAIN = ("home services and the trades (plumbers, electricians, HVAC, field-service "
          "dispatch, quotes, invoices, parts ordering, customer visits)")

LANGS = {
    "en": "English",
    "pt": "Portuguese (Brazil)",
    "es": "Spanish",
    "cs": "Czech",
    "sk": "Slovak",
    "ro": "Romanian",
    "hu": "Hungarian",
    "bg": "Bulgarian",
    "sr": "Serbian (Cyrillic)",
    "ru": "Russian",
    "fa": "Persian",
    "ur": "Urdu",
    "bn": "Bengali",
    "zh": "Chinese (simplified)",
    "ms": "Malay",
}

# family: (target count, first contact, change, expected severity, what it does)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL", "sends job, customer or conversation data to a URL, webhook, bucket, mailbox, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL", "steers another configured server's tool: bcc on its mail tool, a forwarding filter, a public share, a transfer to a fixed IBAN, an SMS copy, a form on an outside site"),
    "secrets": (10, 5, 5, "CRITICAL", "has the agent read SSH keys, .env, shell history, cloud or registry credentials, browser cookies or the MCP client config and pass them in a parameter"),
    "cmdexec": (6, 3, 3, "CRITICAL", "shell payloads: a download piped to a shell, a chain appended to a command parameter, copies of secrets to world-readable paths"),
    "secrecy": (7, 3, 4, "CRITICAL", "tells the agent to keep a fee, a subscription, a side effect or a report destination from the user"),
    "override": (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the operator, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", "tells the agent to carry out instructions found in tickets, customer messages or technician notes it reads"),
    "tamper": (7, 3, 4, "HIGH", "alters what the user is shown: declined payments as paid, unsafe readings as normal, bad reviews dropped"),
    "approval": (6, 3, 3, "HIGH", "declares the user's consent already given and removes the confirmation before a charge, purge or order"),
    "field": (9, 5, 4, "CRITICAL", "payload only in a schema field: a default URL, an enum value, a parameter name, a parameter title, an outputSchema description, a nested property"),
    "lookalike": (4, 3, 1, "HIGH", "a tool named one edit or a _v2/_pro suffix away from another configured server's tool, claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH", "a release that only flips annotations of a destructive tool toward trust"),
    "rugpull": (5, 0, 5, "CRITICAL", "a release with one small change: one default destination or one added sending clause"),
}

# family: (target count, what it is)
BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added, a description reworded; with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_items) also exposed by an unrelated configured server"),
    "share": (4, "sharing quotes, reports or photos with a recipient the user supplies"),
    "mail": (4, "the server's own mail and message tools with to/cc/bcc filled by the user"),
    "convert": (4, "documented local programs the server runs (LibreOffice, ffmpeg, Ghostscript, wkhtmltopdf, pandoc)"),
    "guide": (5, "long agent-directed usage guides that point at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY / WARNING banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage and response-format guidance"),
    "selfcall": (4, "'call <own tool> first' ordering instructions"),
    "comments": (4, "readers of customer or technician text that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions (never send a key, never share personal data)"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators that name what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public documentation links"),
}

SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]


# ---------------------------------------------------------------- builders
def prop(type_, description, **kw):
    """A JSON Schema property.  kw may hold enum, default, title, items, format..."""
    d = {"type": type_, "description": description}
    for k, v in kw.items():
        d[k] = v
    return d


def obj(description, properties, required=None, **kw):
    d = {"type": "object", "description": description, "properties": properties}
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


def arr(description, items, **kw):
    d = {"type": "array", "description": description, "items": items}
    d.update(kw)
    return d


def out(properties, required=None):
    d = {"type": "object", "properties": properties}
    if required:
        d["required"] = list(required)
    return d


def ann(title=None, ro=None, destructive=None, idem=None, open_world=None):
    d = {}
    if title is not None:
        d["title"] = title
    if ro is not None:
        d["readOnlyHint"] = ro
    if destructive is not None:
        d["destructiveHint"] = destructive
    if idem is not None:
        d["idempotentHint"] = idem
    if open_world is not None:
        d["openWorldHint"] = open_world
    return d


def tool(name, description, props=None, required=None, title=None, annotations=None,
         output=None, additional=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = annotations
    return t


def srv(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


def _tool_of(server, name):
    for t in server["tools"]:
        if t["name"] == name:
            return t
    raise KeyError("no tool %s in %s" % (name, server["serverInfo"]["name"]))


def _walk_path(root, path, create=False):
    keys = path.split(".")
    cur = root
    for k in keys[:-1]:
        if k not in cur:
            if not create:
                raise KeyError(path)
            cur[k] = {}
        cur = cur[k]
    return cur, keys[-1]


def change(base, version, *ops):
    """Return a deep copy of base with a new serverInfo.version and ops applied.

    ops:
      ("desc", tool, text)                 replace the tool description
      ("append", tool, text)               append text (a leading newline keeps paragraphs)
      ("insert", tool, anchor, text)       insert text right after anchor in the description
      ("replace", tool, old, new)          replace a substring of the description
      ("set", tool, "a.b.c", value)        set a field inside the tool (dotted path)
      ("del", tool, "a.b.c")               delete a field inside the tool
      ("add_param", tool, name, prop[, required])
      ("add_tool", tool_dict)
      ("remove_tool", name)
      ("ann", tool, annotations_dict)      replace the annotations object
    """
    s = copy.deepcopy(base)
    s["serverInfo"]["version"] = version
    for op in ops:
        kind = op[0]
        if kind == "desc":
            _tool_of(s, op[1])["description"] = op[2]
        elif kind == "append":
            t = _tool_of(s, op[1])
            sep = "" if op[2].startswith("\n") else " "
            t["description"] = t["description"] + sep + op[2]
        elif kind == "insert":
            t = _tool_of(s, op[1])
            if op[2] not in t["description"]:
                raise KeyError("anchor not found: %r" % op[2])
            t["description"] = t["description"].replace(op[2], op[2] + op[3], 1)
        elif kind == "replace":
            t = _tool_of(s, op[1])
            if op[2] not in t["description"]:
                raise KeyError("text not found: %r" % op[2])
            t["description"] = t["description"].replace(op[2], op[3], 1)
        elif kind == "set":
            t = _tool_of(s, op[1])
            parent, key = _walk_path(t, op[2], create=True)
            parent[key] = copy.deepcopy(op[3])
        elif kind == "del":
            t = _tool_of(s, op[1])
            parent, key = _walk_path(t, op[2])
            del parent[key]
        elif kind == "add_param":
            t = _tool_of(s, op[1])
            t["inputSchema"]["properties"][op[2]] = copy.deepcopy(op[3])
            if len(op) > 4 and op[4]:
                t["inputSchema"].setdefault("required", []).append(op[2])
        elif kind == "add_tool":
            s["tools"].append(copy.deepcopy(op[1]))
        elif kind == "remove_tool":
            s["tools"] = [t for t in s["tools"] if t["name"] != op[1]]
        elif kind == "ann":
            _tool_of(s, op[1])["annotations"] = copy.deepcopy(op[2])
        else:
            raise ValueError(kind)
    return s


# ---------------------------------------------------------------- other servers
# Servers an agent in this domain typically has configured next to the trade tools.
# None of them is part of any attack; attack and benign servers refer to them.
P = prop

OTHERS = {
    "gmail": srv("gmail-mcp", "1.3.1", [
        tool("send_email", "Sends a new email from the connected Gmail account.", {
            "to": arr("Recipient email addresses.", {"type": "string"}),
            "subject": P("string", "Email subject."),
            "body": P("string", "Plain-text or HTML body."),
            "cc": arr("CC recipients.", {"type": "string"}),
            "bcc": arr("BCC recipients.", {"type": "string"}),
            "attachments": arr("Absolute paths of files to attach.", {"type": "string"}),
        }, ["to", "subject", "body"]),
        tool("draft_email", "Creates a draft without sending it.", {
            "to": arr("Recipient email addresses.", {"type": "string"}),
            "subject": P("string", "Email subject."),
            "body": P("string", "Body text."),
        }, ["to", "subject", "body"]),
        tool("search_emails", "Searches messages with Gmail search syntax (e.g. from:alice has:attachment).", {
            "query": P("string", "Gmail search query."),
            "maxResults": P("number", "Maximum number of results (default 10)."),
        }, ["query"], annotations=ann(ro=True)),
        tool("create_filter", "Creates a Gmail filter with matching criteria and actions (labels, archive, forward).", {
            "criteria": obj("Which messages match.", {
                "from": P("string", "Sender address."),
                "to": P("string", "Recipient address."),
                "subject": P("string", "Subject contains."),
                "query": P("string", "Gmail search query."),
            }),
            "action": obj("What happens to matching messages.", {
                "addLabelIds": arr("Labels to add.", {"type": "string"}),
                "removeLabelIds": arr("Labels to remove.", {"type": "string"}),
                "forward": P("string", "Address to forward matching messages to (must be a verified forwarding address)."),
            }),
        }, ["criteria", "action"]),
    ]),
    "gdrive": srv("gdrive-mcp-server", "0.8.4", [
        tool("search", "Search for files in Google Drive by name or full text.", {
            "query": P("string", "Search query."),
        }, ["query"], annotations=ann(ro=True)),
        tool("get_file", "Returns the content of a Drive file; Google Docs are exported as Markdown.", {
            "fileId": P("string", "Drive file ID."),
        }, ["fileId"], annotations=ann(ro=True)),
        tool("share_file", "Adds a permission to a Drive file or folder.", {
            "fileId": P("string", "File or folder ID."),
            "type": P("string", "Grantee type.", enum=["user", "group", "domain", "anyone"]),
            "role": P("string", "Access role.", enum=["reader", "commenter", "writer"]),
            "emailAddress": P("string", "Grantee email for type user or group."),
        }, ["fileId", "type", "role"]),
        tool("upload_file", "Uploads a local file to Drive.", {
            "path": P("string", "Local file path."),
            "folderId": P("string", "Target folder ID (default: My Drive root)."),
        }, ["path"]),
    ]),
    "filesystem": srv("secure-filesystem-server", "0.2.0", [
        tool("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.", {
            "path": P("string", "File path."),
        }, ["path"], annotations=ann(ro=True)),
        tool("write_file", "Create a new file or completely overwrite an existing file with new content. Only works within allowed directories.", {
            "path": P("string", "File path."),
            "content": P("string", "New content."),
        }, ["path", "content"]),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path.", {
            "path": P("string", "Directory path."),
        }, ["path"], annotations=ann(ro=True)),
        tool("search_files", "Recursively search for files and directories matching a pattern.", {
            "path": P("string", "Start directory."),
            "pattern": P("string", "Glob or substring."),
        }, ["path", "pattern"], annotations=ann(ro=True)),
    ]),
    "shell": srv("terminal-mcp", "1.0.6", [
        tool("run_command", "Runs a shell command on the local machine and returns stdout, stderr and the exit code. Commands run in the user's login shell.", {
            "command": P("string", "The command line to run."),
            "cwd": P("string", "Working directory (default: home)."),
            "timeout_ms": P("number", "Kill the command after this many milliseconds (default 60000)."),
        }, ["command"]),
    ]),
    "slack": srv("slack-mcp-server", "2025.4.1", [
        tool("slack_post_message", "Post a new message to a Slack channel.", {
            "channel_id": P("string", "The ID of the channel to post to."),
            "text": P("string", "The message text to post."),
        }, ["channel_id", "text"]),
        tool("slack_list_channels", "List public channels in the workspace with pagination.", {
            "limit": P("number", "Maximum number of channels to return (default 100, max 200)."),
            "cursor": P("string", "Pagination cursor for next page of results."),
        }, annotations=ann(ro=True)),
        tool("slack_get_channel_history", "Get recent messages from a channel.", {
            "channel_id": P("string", "The ID of the channel."),
            "limit": P("number", "Number of messages to retrieve (default 10)."),
        }, ["channel_id"], annotations=ann(ro=True)),
    ]),
    "twilio": srv("twilio-messaging-mcp", "0.4.0", [
        tool("send_sms", "Send an SMS from the account's Twilio number.", {
            "to": P("string", "Destination phone number in E.164 format."),
            "body": P("string", "Message text (max 1600 characters)."),
        }, ["to", "body"]),
        tool("list_messages", "List recent inbound and outbound messages.", {
            "limit": P("number", "How many messages (default 20)."),
        }, annotations=ann(ro=True)),
    ]),
    "whatsapp": srv("whatsapp-mcp", "0.3.2", [
        tool("send_message", "Send a WhatsApp message to a person or group. The recipient is a phone number with country code or a group JID.", {
            "recipient": P("string", "Phone number with country code, no + or spaces, or a JID."),
            "message": P("string", "The message text."),
        }, ["recipient", "message"]),
        tool("list_chats", "List chats, newest first.", {
            "limit": P("number", "Maximum chats (default 20)."),
        }, annotations=ann(ro=True)),
        tool("search_contacts", "Search contacts by name or phone number.", {
            "query": P("string", "Name or number fragment."),
        }, ["query"], annotations=ann(ro=True)),
    ]),
    "wise": srv("wise-mcp", "0.2.1", [
        tool("list_balances", "List the business account balances per currency.", {}, annotations=ann(ro=True)),
        tool("list_recipients", "List saved recipient accounts.", {
            "currency": P("string", "Filter by currency (ISO 4217)."),
        }, annotations=ann(ro=True)),
        tool("create_transfer", "Create and fund a transfer to a bank account. Transfers cannot be recalled once funded.", {
            "recipient_name": P("string", "Account holder name."),
            "recipient_iban": P("string", "IBAN of the recipient account."),
            "amount": P("number", "Amount in the source currency."),
            "currency": P("string", "Source currency (ISO 4217)."),
            "reference": P("string", "Payment reference shown to the recipient."),
        }, ["recipient_name", "recipient_iban", "amount", "currency"]),
    ]),
    "playwright": srv("playwright-mcp", "0.0.29", [
        tool("browser_navigate", "Navigate to a URL", {
            "url": P("string", "The URL to navigate to"),
        }, ["url"], title="Navigate to a URL"),
        tool("browser_snapshot", "Capture accessibility snapshot of the current page, this is better than screenshot", {},
             title="Page snapshot", annotations=ann(ro=True)),
        tool("browser_type", "Type text into editable element", {
            "element": P("string", "Human-readable element description used to obtain permission to interact with the element"),
            "ref": P("string", "Exact target element reference from the page snapshot"),
            "text": P("string", "Text to type into the element"),
            "submit": P("boolean", "Whether to submit entered text (press Enter after)"),
        }, ["element", "ref", "text"], title="Type text"),
        tool("browser_click", "Perform click on a web page", {
            "element": P("string", "Human-readable element description used to obtain permission to interact with the element"),
            "ref": P("string", "Exact target element reference from the page snapshot"),
        }, ["element", "ref"], title="Click"),
    ]),
    "quickbooks": srv("quickbooks-online-mcp", "1.1.0", [
        tool("create_invoice", "Create an invoice in QuickBooks Online for a customer.", {
            "customer_id": P("string", "QuickBooks customer ID."),
            "lines": arr("Invoice lines.", {"type": "object"}),
            "due_date": P("string", "Due date (YYYY-MM-DD).", format="date"),
        }, ["customer_id", "lines"]),
        tool("send_invoice", "Email an existing invoice to the customer's billing address.", {
            "invoice_id": P("string", "Invoice ID."),
            "send_to": P("string", "Override address; defaults to the customer's billing email."),
        }, ["invoice_id"]),
        tool("list_customers", "List customers, optionally filtered by display name.", {
            "name": P("string", "Display name contains."),
        }, annotations=ann(ro=True)),
        tool("create_customer", "Create a customer record.", {
            "display_name": P("string", "Customer display name."),
            "email": P("string", "Billing email."),
            "phone": P("string", "Phone number."),
        }, ["display_name"]),
    ]),
    "fieldops": srv("fieldops-mcp", "2.3.0", [
        tool("create_work_order", "Create a work order for a customer site (trade, priority, problem summary).", {
            "site_id": P("string", "Customer site ID."),
            "trade": P("string", "Trade.", enum=["plumbing", "electrical", "hvac", "general"]),
            "priority": P("string", "Priority.", enum=["low", "normal", "urgent", "emergency"]),
            "summary": P("string", "Problem summary as reported."),
        }, ["site_id", "trade", "summary"]),
        tool("dispatch_technician", "Assign a technician to a work order and notify them on the mobile app.", {
            "work_order_id": P("string", "Work order ID."),
            "technician_id": P("string", "Technician ID."),
            "window_start": P("string", "Arrival window start (ISO 8601)."),
        }, ["work_order_id", "technician_id"]),
        tool("list_technicians", "List technicians with skills and current status.", {
            "trade": P("string", "Filter by trade."),
        }, annotations=ann(ro=True)),
        tool("get_work_order", "Get a work order with its notes and line items.", {
            "work_order_id": P("string", "Work order ID."),
        }, ["work_order_id"], annotations=ann(ro=True)),
    ]),
    "notion": srv("notion-mcp-server", "1.8.1", [
        tool("search", "Searches pages and databases the integration has access to.", {
            "query": P("string", "Text to search for."),
            "filter": P("string", "Restrict to pages or databases.", enum=["page", "database"]),
        }, annotations=ann(ro=True)),
        tool("create_page", "Creates a page under a parent page or database.", {
            "parent_id": P("string", "Parent page or database ID."),
            "title": P("string", "Page title."),
            "content": P("string", "Markdown content."),
        }, ["parent_id", "title"]),
    ]),
    "statuspage": srv("statuspage-mcp", "0.5.0", [
        tool("get_status", "Returns the current status of a Statuspage page and its components.", {
            "page_id": P("string", "Statuspage page ID."),
        }, ["page_id"], annotations=ann(ro=True)),
        tool("list_incidents", "Lists unresolved incidents.", {
            "page_id": P("string", "Statuspage page ID."),
        }, ["page_id"], annotations=ann(ro=True)),
    ]),
    "monday": srv("monday-mcp", "1.2.3", [
        tool("list_boards", "List boards in the account.", {"limit": P("number", "Max boards.")}, annotations=ann(ro=True)),
        tool("list_items", "List items of a board with their column values.", {
            "board_id": P("string", "Board ID."),
            "limit": P("number", "Max items (default 25)."),
        }, ["board_id"], annotations=ann(ro=True)),
        tool("create_item", "Create an item on a board.", {
            "board_id": P("string", "Board ID."),
            "item_name": P("string", "Item name."),
        }, ["board_id", "item_name"]),
    ]),
    "calendar": srv("google-calendar-mcp", "1.0.2", [
        tool("list_events", "List events in a calendar between two times.", {
            "calendarId": P("string", "Calendar ID, 'primary' for the main calendar."),
            "timeMin": P("string", "Start (RFC 3339)."),
            "timeMax": P("string", "End (RFC 3339)."),
        }, ["calendarId"], annotations=ann(ro=True)),
        tool("create_event", "Create a calendar event.", {
            "calendarId": P("string", "Calendar ID."),
            "summary": P("string", "Event title."),
            "start": P("string", "Start (RFC 3339)."),
            "end": P("string", "End (RFC 3339)."),
            "attendees": arr("Attendee emails.", {"type": "string"}),
        }, ["calendarId", "summary", "start", "end"]),
    ]),
}

OTHER_PURPOSE = {
    "gmail": "Gmail (send_email, draft_email, search_emails, create_filter)",
    "gdrive": "Google Drive (search, get_file, share_file, upload_file)",
    "filesystem": "local filesystem (read_file, write_file, list_directory, search_files)",
    "shell": "terminal (run_command)",
    "slack": "Slack (slack_post_message, slack_list_channels, slack_get_channel_history)",
    "twilio": "Twilio SMS (send_sms, list_messages)",
    "whatsapp": "WhatsApp (send_message, list_chats, search_contacts)",
    "wise": "Wise business payments (list_balances, list_recipients, create_transfer)",
    "playwright": "Playwright browser (browser_navigate, browser_snapshot, browser_type, browser_click)",
    "quickbooks": "QuickBooks Online (create_invoice, send_invoice, list_customers, create_customer)",
    "fieldops": "a field-service platform (create_work_order, dispatch_technician, list_technicians, get_work_order)",
    "notion": "Notion (search, create_page)",
    "statuspage": "Statuspage (get_status, list_incidents)",
    "monday": "monday.com (list_boards, list_items, create_item)",
    "calendar": "Google Calendar (list_events, create_event)",
}


# ---------------------------------------------------------------- scenarios
def attack(family, lang, slug, description, current, baseline=None, others=None,
           payload=None, where=None, announcements=None):
    """payload: substring(s) that carry the attack (must appear in current, not in baseline).
    where: for the field family, the kind of schema field holding it."""
    if isinstance(payload, str):
        payload = [payload]
    return {
        "kind": "attack", "family": family, "lang": lang, "slug": slug,
        "description": description, "baseline": baseline, "current": current,
        "others": list(others or []), "payload": payload or [], "where": where,
        "announcements": announcements,
    }


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None):
    return {
        "kind": "benign", "family": family, "lang": lang, "slug": slug,
        "description": description, "baseline": baseline, "current": current,
        "others": list(others or []), "payload": [], "where": None,
        "announcements": announcements,
    }


def expected(sc):
    """The expectation rules of the brief, from the scenario's family and shape."""
    if sc["kind"] == "attack":
        sev = ATTACK_FAMILIES[sc["family"]][3]
        return {"top_severity": sev, "exit": 1}
    if sc["family"] == "generic":
        return {"top_severity": "LOW", "exit": 0}
    if sc["family"] == "release":
        return release_expectation(sc["baseline"], sc["current"], sc.get("announcements") or [])
    return {"top_severity": "NONE", "exit": 0}


# ---------------------------------------------------------------- release diff
def _params(schema, prefix=""):
    """All parameter paths of an inputSchema, at any depth."""
    outp = set()
    for name, p in (schema or {}).get("properties", {}).items():
        path = prefix + name
        outp.add(path)
        if isinstance(p, dict):
            if p.get("type") == "object":
                outp |= _params(p, path + ".")
            if p.get("type") == "array" and isinstance(p.get("items"), dict):
                outp |= _params(p["items"], path + "[].")
    return outp


def diff_manifests(base, cur):
    """A list of change records {kind, tool, ...} between two server manifests."""
    bt = {t["name"]: t for t in base["tools"]}
    ct = {t["name"]: t for t in cur["tools"]}
    changes = []
    for n in sorted(set(ct) - set(bt)):
        changes.append({"kind": "tool_added", "tool": n})
    for n in sorted(set(bt) - set(ct)):
        changes.append({"kind": "tool_removed", "tool": n})
    for n in sorted(set(bt) & set(ct)):
        a, b = bt[n], ct[n]
        if a == b:
            continue
        pa, pb = _params(a.get("inputSchema")), _params(b.get("inputSchema"))
        for p in sorted(pb - pa):
            changes.append({"kind": "param_added", "tool": n, "param": p.split(".")[-1]})
        for p in sorted(pa - pb):
            changes.append({"kind": "param_removed", "tool": n, "param": p.split(".")[-1]})
        if a.get("description") != b.get("description") or a.get("title") != b.get("title"):
            changes.append({"kind": "description", "tool": n})
        sa = copy.deepcopy(a.get("inputSchema"))
        sb = copy.deepcopy(b.get("inputSchema"))
        if sa != sb and not (pb - pa or pa - pb):
            changes.append({"kind": "schema", "tool": n})
        if a.get("outputSchema") != b.get("outputSchema"):
            changes.append({"kind": "schema", "tool": n})
        if a.get("annotations") != b.get("annotations"):
            changes.append({"kind": "annotations", "tool": n})
    return changes


def _covered(ch, anns, version):
    for a in anns:
        if a.get("version") and a["version"] != version:
            continue
        tool_ok = ("tool" not in a) or a.get("tool") in (None, ch["tool"])
        if ch["kind"] == "tool_added":
            if ch["tool"] in (a.get("addsTool") or []):
                return True
            continue
        if ch["kind"] == "tool_removed":
            if ch["tool"] in (a.get("removesTool") or []):
                return True
            continue
        if not tool_ok or a.get("tool") != ch["tool"]:
            continue
        if ch["kind"] == "param_added":
            if ch["param"] in (a.get("addsParam") or []) and "inputSchema" in (a.get("changes") or []):
                return True
        elif ch["kind"] == "param_removed":
            if ch["param"] in (a.get("removesParam") or []) and "inputSchema" in (a.get("changes") or []):
                return True
        elif ch["kind"] == "description":
            if "description" in (a.get("changes") or []):
                return True
        elif ch["kind"] == "schema":
            if "inputSchema" in (a.get("changes") or []):
                return True
        elif ch["kind"] == "annotations":
            if "annotations" in (a.get("changes") or []):
                return True
    return False


def release_expectation(base, cur, anns):
    version = cur["serverInfo"]["version"]
    changes = diff_manifests(base, cur)
    uncovered = [c for c in changes if not _covered(c, anns, version)]
    if not uncovered:
        return {"top_severity": "NONE", "exit": 0}
    kinds = {c["kind"] for c in uncovered}
    if kinds <= {"tool_added", "tool_removed"}:
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "MEDIUM", "exit": 1}


def semver_tuple(v):
    m = re.match(r"^(\d+)\.(\d+)\.(\d+)$", v)
    if not m:
        raise ValueError(v)
    return tuple(int(x) for x in m.groups())
