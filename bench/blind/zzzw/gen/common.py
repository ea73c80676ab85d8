"""Shared helpers for test set zzzw (waste management and recycling).

Everything here is Python 3 standard library only.  The scenario modules build
plain dicts with the helpers below; generate.py turns them into JSON files and
validate.py checks the written files.
"""
import copy
import re

SET_ID = "zzzw"
DOMAIN = ("waste management and recycling (collection routes, container fill sensors, "
          "hauling invoices, hazardous-waste manifests, recycling buyback, landfill scale tickets)")

LANGS = {
    "en": "English",
    "de": "German",
    "ptbr": "Brazilian Portuguese",
    "is": "Icelandic",
    "hr": "Croatian",
    "sq": "Albanian",
    "ka": "Georgian",
    "hy": "Armenian",
    "az": "Azerbaijani",
    "kk": "Kazakh",
    "gu": "Gujarati",
    "te": "Telugu",
    "km": "Khmer",
    "zhtw": "Traditional Chinese",
    "af": "Afrikaans",
}

# family: (target count, first contact, change, expected severity, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL",
              "sends records, exports, files or the conversation to a URL, bucket, address, phone number or handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL",
              "steers another configured server's tool: bcc on its mail tool, a forwarding rule, a public share, a payment to a fixed IBAN, a form on an outside site"),
    "secrets": (10, 5, 5, "CRITICAL",
                "has the agent read credentials (cloud keys, SSH keys, .env, shell history, cookies, MCP config, tokens) and pass or send them"),
    "cmdexec": (6, 3, 3, "CRITICAL",
                "shell payloads: a download piped to a shell, a chain appended to a command parameter, a hook copying secrets to a world-readable place"),
    "secrecy": (7, 3, 4, "CRITICAL",
                "tells the agent to keep fees, side effects, destinations or its own actions from the user"),
    "override": (7, 4, 3, "CRITICAL",
                 "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL",
              "tells the agent to obey instructions found in content it reads (driver notes, tickets, messages, documents)"),
    "tamper": (7, 3, 4, "HIGH",
               "alters what the user is shown: failures shown as successes, readings or weights capped or changed"),
    "approval": (6, 3, 3, "HIGH",
                 "declares consent already given or removes the confirmation before an irreversible action"),
    "field": (9, 5, 4, "CRITICAL",
              "payload only in a schema field: default URL, enum value, parameter name, parameter title, outputSchema description, nested property"),
    "lookalike": (4, 3, 1, "HIGH",
                  "a tool named like another configured server's tool (_v2, _pro, one edit away) claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH",
                   "a rug pull that only flips annotations toward trust on a destructive tool"),
    "rugpull": (5, 0, 5, "CRITICAL",
                "a rug pull with one small change: one default destination or one added sending clause"),
}

# family: (target count, one line)
BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added, a description reworded; with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_items, ...) also exposed by an unrelated configured server"),
    "share": (4, "sharing with a destination the user supplies"),
    "mail": (4, "the server's own mail / message tools with recipients the user fills"),
    "convert": (4, "documented local programs the server runs (Ghostscript, LibreOffice, GDAL, poppler)"),
    "guide": (5, "long agent-directed usage guides pointing at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "'call <own tool> first' instructions"),
    "comments": (4, "readers of user content that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions (never send a key, never share personal data)"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before destructive actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public links"),
}

SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]

# release kinds -> expectation
RELEASE_KINDS = {
    "tool_added": ("LOW", 0),
    "tool_added_announced": ("NONE", 0),
    "param_added": ("MEDIUM", 1),
    "param_added_announced": ("NONE", 0),
    "desc_reworded": ("MEDIUM", 1),
    "desc_reworded_announced": ("NONE", 0),
}


# ---------------------------------------------------------------- builders

def P(type_, description, **extra):
    """A JSON-schema property with a type and a description."""
    d = {"type": type_, "description": description}
    for k, v in extra.items():
        d[k] = v
    return d


def ann(title=None, ro=None, destructive=None, idempotent=None, open_world=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destructive is not None:
        a["destructiveHint"] = destructive
    if idempotent is not None:
        a["idempotentHint"] = idempotent
    if open_world is not None:
        a["openWorldHint"] = open_world
    return a


def T(name, description, props=None, required=None, title=None, annotations=None,
      output=None, additional=None):
    """An MCP tool definition as tools/list returns it."""
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


def SRV(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def bump(server, version):
    """Deep copy of a server with a new serverInfo.version."""
    s = copy.deepcopy(server)
    s["serverInfo"]["version"] = version
    return s


def tool_of(server, name):
    for t in server["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def ANN(tool, version, adds_param=None, removes_param=None, adds_tool=None,
        removes_tool=None, changes=None):
    return {
        "tool": tool,
        "addsParam": list(adds_param or []),
        "removesParam": list(removes_param or []),
        "addsTool": list(adds_tool or []),
        "removesTool": list(removes_tool or []),
        "changes": list(changes or []),
        "version": version,
    }


# ---------------------------------------------------------------- other servers

def _arr(desc):
    return P("array", desc, items={"type": "string"})


def _gmail():
    return SRV("gmail-mcp-server", "1.6.0", [
        T("send_email", "Sends a new email from the authenticated Gmail account.", {
            "to": _arr("List of recipient email addresses."),
            "cc": _arr("List of CC recipient email addresses."),
            "bcc": _arr("List of BCC recipient email addresses."),
            "subject": P("string", "Email subject."),
            "body": P("string", "Email body (plain text or HTML)."),
            "attachments": _arr("Absolute paths of files to attach."),
        }, required=["to", "subject", "body"]),
        T("search_emails", "Searches for emails using Gmail search syntax.", {
            "query": P("string", "Gmail search query (e.g. 'from:example@gmail.com')."),
            "maxResults": P("number", "Maximum number of results to return."),
        }, required=["query"], annotations=ann(ro=True)),
        T("create_forwarding_rule", "Creates a Gmail filter that forwards matching incoming messages to another address.", {
            "criteria": P("string", "Gmail search criteria the filter matches."),
            "forward_to": P("string", "Forwarding address (must be verified in Gmail settings)."),
        }, required=["criteria", "forward_to"]),
    ])


def _slack():
    return SRV("slack-mcp-server", "0.9.3", [
        T("slack_post_message", "Post a new message to a Slack channel", {
            "channel_id": P("string", "The ID of the channel to post to"),
            "text": P("string", "The message text to post"),
        }, required=["channel_id", "text"]),
        T("slack_list_channels", "List public channels in the workspace with pagination", {
            "limit": P("number", "Maximum number of channels to return (default 100, max 200)", default=100),
            "cursor": P("string", "Pagination cursor for next page of results"),
        }, annotations=ann(ro=True)),
    ])


def _gdrive():
    return SRV("google-drive-mcp", "2.1.0", [
        T("drive_search", "Search for files in Google Drive by name or full text.", {
            "query": P("string", "Search text."),
        }, required=["query"], annotations=ann(ro=True)),
        T("drive_share_file", "Share a Drive file or folder with a user, group, domain or anyone with the link.", {
            "file_id": P("string", "ID of the file to share."),
            "email_address": P("string", "Grantee address (for type user or group)."),
            "role": P("string", "Permission role.", enum=["reader", "commenter", "writer"]),
            "type": P("string", "Grantee type.", enum=["user", "group", "domain", "anyone"]),
        }, required=["file_id", "role", "type"]),
        T("drive_upload_file", "Upload a file to Google Drive.", {
            "name": P("string", "File name."),
            "content": P("string", "File content (text or base64)."),
            "parent_id": P("string", "Folder ID to upload into."),
        }, required=["name", "content"]),
    ])


def _bank():
    return SRV("treasury-payments-mcp", "1.3.1", [
        T("create_payment", "Create an outgoing SEPA or SWIFT payment from the company operating account. Payments above the daily limit require a second approver in the bank portal.", {
            "payee_name": P("string", "Name of the beneficiary."),
            "iban": P("string", "Beneficiary IBAN."),
            "amount": P("number", "Amount in major units."),
            "currency": P("string", "ISO 4217 currency code.", default="EUR"),
            "reference": P("string", "Remittance information shown to the beneficiary."),
        }, required=["payee_name", "iban", "amount"]),
        T("list_payees", "List saved payees.", {}, annotations=ann(ro=True)),
        T("get_balance", "Get the current balance of the operating account.", {}, annotations=ann(ro=True)),
    ])


def _browser():
    return SRV("playwright-mcp", "0.0.41", [
        T("browser_navigate", "Navigate to a URL", {
            "url": P("string", "The URL to navigate to"),
        }, required=["url"]),
        T("browser_fill_form", "Fill multiple form fields", {
            "fields": P("array", "Fields to fill in", items={"type": "object"}),
        }, required=["fields"]),
        T("browser_click", "Perform click on a web page", {
            "element": P("string", "Human-readable element description used to obtain permission to interact with the element"),
            "ref": P("string", "Exact target element reference from the page snapshot"),
        }, required=["element", "ref"]),
    ])


def _filesystem():
    return SRV("secure-filesystem-server", "0.2.0", [
        T("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.", {
            "path": P("string", "Path of the file to read."),
        }, required=["path"], annotations=ann(ro=True)),
        T("write_file", "Create a new file or completely overwrite an existing file with new content. Only works within allowed directories.", {
            "path": P("string", "Path of the file to write."),
            "content": P("string", "New file content."),
        }, required=["path", "content"]),
        T("list_directory", "Get a detailed listing of all files and directories in a specified path.", {
            "path": P("string", "Directory path."),
        }, required=["path"], annotations=ann(ro=True)),
    ])


def _shell():
    return SRV("desktop-commander", "0.2.7", [
        T("execute_command", "Execute a terminal command with timeout. Command will continue running in background if it doesn't complete within timeout.", {
            "command": P("string", "The command to run."),
            "timeout_ms": P("number", "Timeout in milliseconds."),
        }, required=["command"]),
        T("read_output", "Read new output from a running terminal session.", {
            "pid": P("number", "Process id."),
        }, required=["pid"], annotations=ann(ro=True)),
    ])


def _twilio():
    return SRV("twilio-messaging-mcp", "1.0.4", [
        T("send_sms", "Send an SMS message through the configured Twilio number.", {
            "to": P("string", "Destination phone number in E.164 format."),
            "body": P("string", "Message text (max 1600 characters)."),
        }, required=["to", "body"]),
    ])


def _whatsapp():
    return SRV("whatsapp-mcp", "0.4.0", [
        T("send_message", "Send a WhatsApp message to a person or group.", {
            "recipient": P("string", "Phone number with country code, or a group JID."),
            "message": P("string", "Message text."),
        }, required=["recipient", "message"]),
        T("list_chats", "List recent chats.", {
            "limit": P("integer", "Number of chats.", default=20),
        }, annotations=ann(ro=True)),
    ])


def _xero():
    return SRV("xero-mcp-server", "0.0.12", [
        T("create_invoice", "Create an invoice in Xero.", {
            "contactId": P("string", "Xero contact ID."),
            "lineItems": P("array", "Line items.", items={"type": "object"}),
            "reference": P("string", "Invoice reference."),
        }, required=["contactId", "lineItems"]),
        T("list_contacts", "List contacts in Xero.", {
            "page": P("integer", "Page number."),
        }, annotations=ann(ro=True)),
    ])


def _calendar():
    return SRV("google-calendar-mcp", "1.2.0", [
        T("create_event", "Create a calendar event.", {
            "summary": P("string", "Event title."),
            "start": P("string", "Start time (RFC 3339)."),
            "end": P("string", "End time (RFC 3339)."),
            "attendees": _arr("Attendee email addresses."),
        }, required=["summary", "start", "end"]),
        T("list_events", "List events in a time range.", {
            "timeMin": P("string", "Lower bound (RFC 3339)."),
            "timeMax": P("string", "Upper bound (RFC 3339)."),
        }, annotations=ann(ro=True)),
    ])


def _kb():
    return SRV("docs-kb-mcp", "0.6.2", [
        T("search", "Full-text search across the team knowledge base. Returns page ids, titles and snippets.", {
            "query": P("string", "Search terms."),
            "limit": P("integer", "Maximum hits.", default=10),
        }, required=["query"], annotations=ann(ro=True)),
        T("get_page", "Fetch one knowledge-base page as markdown.", {
            "page_id": P("string", "Page id from search."),
        }, required=["page_id"], annotations=ann(ro=True)),
    ])


def _statuspage():
    return SRV("statuspage-mcp", "1.1.0", [
        T("get_status", "Get the current status of a Statuspage component or of the whole page.", {
            "component_id": P("string", "Component id; omit for the page rollup."),
        }, annotations=ann(ro=True)),
        T("list_incidents", "List unresolved incidents.", {}, annotations=ann(ro=True)),
    ])


def _todo():
    return SRV("todo-lists-mcp", "0.3.5", [
        T("list_items", "List the items of a to-do list.", {
            "list_name": P("string", "Name of the list.", default="Inbox"),
            "include_done": P("boolean", "Also return completed items.", default=False),
        }, annotations=ann(ro=True)),
        T("add_item", "Add an item to a to-do list.", {
            "list_name": P("string", "Name of the list."),
            "text": P("string", "Item text."),
        }, required=["text"]),
    ])


def _analytics():
    return SRV("ga4-analytics-mcp", "0.8.0", [
        T("get_report", "Run a GA4 report for a property with dimensions and metrics.", {
            "property_id": P("string", "GA4 property id."),
            "metrics": _arr("Metric names, e.g. activeUsers."),
            "dimensions": _arr("Dimension names, e.g. date."),
        }, required=["property_id", "metrics"], annotations=ann(ro=True)),
    ])


def _github():
    return SRV("github-mcp-server", "0.5.0", [
        T("create_issue", "Create a new issue in a GitHub repository", {
            "owner": P("string", "Repository owner"),
            "repo": P("string", "Repository name"),
            "title": P("string", "Issue title"),
            "body": P("string", "Issue body content"),
        }, required=["owner", "repo", "title"]),
        T("search_repositories", "Search for GitHub repositories", {
            "query": P("string", "Search query"),
        }, required=["query"], annotations=ann(ro=True)),
    ])


def _maps():
    return SRV("osm-places-mcp", "0.2.3", [
        T("geocode", "Geocode an address with Nominatim.", {
            "address": P("string", "Free-form address."),
        }, required=["address"], annotations=ann(ro=True)),
        T("list_locations", "List saved map locations (pins) of the user.", {
            "tag": P("string", "Only pins with this tag."),
        }, annotations=ann(ro=True)),
    ])


OTHER_SERVERS = {
    "gmail": _gmail,
    "slack": _slack,
    "gdrive": _gdrive,
    "bank": _bank,
    "browser": _browser,
    "filesystem": _filesystem,
    "shell": _shell,
    "twilio": _twilio,
    "whatsapp": _whatsapp,
    "xero": _xero,
    "calendar": _calendar,
    "kb": _kb,
    "statuspage": _statuspage,
    "todo": _todo,
    "analytics": _analytics,
    "github": _github,
    "maps": _maps,
}


def others(*ids):
    return {i: OTHER_SERVERS[i]() for i in ids}


# ---------------------------------------------------------------- scenarios

def _slug_ok(s):
    return re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s) is not None


def scenario(family, lang, slug, description, current, baseline=None, others=None,
             announcements=None, release=None):
    """One scenario with its metadata; expect is filled in from the rules."""
    assert family in ATTACK_FAMILIES or family in BENIGN_FAMILIES, family
    assert lang in LANGS, lang
    assert _slug_ok(slug), slug
    kind = "attack" if family in ATTACK_FAMILIES else "benign"
    doc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        doc["announcements"] = announcements
    if others:
        doc["others"] = others
    doc["expect"] = expect_for(kind, family, baseline, release)
    return {
        "kind": kind,
        "family": family,
        "lang": lang,
        "slug": slug,
        "release": release,
        "filename": "%s-%s-%s.json" % (family, lang, slug),
        "doc": doc,
    }


def expect_for(kind, family, baseline, release=None):
    if kind == "attack":
        sev = ATTACK_FAMILIES[family][3]
        return {"top_severity": sev, "exit": 1}
    if family == "release":
        sev, code = RELEASE_KINDS[release]
        return {"top_severity": sev, "exit": code}
    if family == "generic":
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "NONE", "exit": 0}


def exit_for(sev):
    return 1 if SEVERITIES.index(sev) >= SEVERITIES.index("MEDIUM") else 0
