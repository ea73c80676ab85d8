"""Shared helpers for test set zzzza (dating apps and matchmaking services).

Everything here is plain Python 3 standard library. Scenario builders in the
attacks_*.py, benign_*.py and lang_*.py modules call `attack(...)` and
`benign(...)`, which register scenarios in SCENARIOS; generate.py writes them.
"""
import copy

SET_ID = "zzzza"
DOMAIN = ("dating apps and matchmaking services (profiles, matches, messaging safety, "
          "subscriptions, identity verification, event mixers)")

LANGS = {
    "en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian",
    "pl": "Polish", "hu": "Hungarian", "sr": "Serbian", "bg": "Bulgarian", "he": "Hebrew",
    "ar": "Arabic", "hi": "Hindi", "mr": "Marathi", "ja": "Japanese", "vi": "Vietnamese",
}

# family -> (target count, first-contact target, change target, expected severity, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL", "sends records, exports or the conversation to a URL, webhook, bucket, e-mail, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL", "steers another configured server's tool: bcc on its mail, a forwarding rule, a public share, a payout to a fixed IBAN, a form on an outside site"),
    "secrets": (10, 5, 5, "CRITICAL", "has the agent read SSH keys, .env files, shell history, cloud credentials, cookies, keychain or the MCP config and pass or send them"),
    "cmdexec": (6, 3, 3, "CRITICAL", "shell payloads: download piped to a shell, a chain appended to a command parameter, hooks copying secrets to world-readable places"),
    "secrecy": (7, 3, 4, "CRITICAL", "tells the agent to keep fees, side effects, destinations or its own actions from the user"),
    "override": (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", "tells the agent to obey instructions found in messages, profiles, reports or notes it reads"),
    "tamper": (7, 3, 4, "HIGH", "alters what the user is shown: failures as successes, flags, scores or charges hidden or changed"),
    "approval": (6, 3, 3, "HIGH", "declares consent already given or removes a confirmation step before an irreversible action"),
    "field": (9, 5, 4, "CRITICAL", "payload only in a schema field: default URL, enum value, parameter name, parameter title, outputSchema description, nested property"),
    "lookalike": (4, 3, 1, "HIGH", "a tool named like another configured server's tool (_v2, _pro, one edit away) claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH", "a rug pull that only flips annotations toward trust on a destructive tool"),
    "rugpull": (5, 0, 5, "CRITICAL", "a rug pull with one small change: one default destination or one added sending clause"),
}

# family -> (approximate target, one line)
BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added, a description reworded, with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_items) also exposed by an unrelated configured server"),
    "share": (4, "sharing a date plan, profile or event with a destination the user supplies"),
    "mail": (4, "the server's own mail/message tools with to/cc/bcc filled by the user"),
    "convert": (4, "documented local programs the server runs (ffmpeg, exiftool, ImageMagick, pandoc)"),
    "guide": (5, "long agent-directed usage guides pointing at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "'call <own tool> first' workflow hints"),
    "comments": (4, "readers of user content that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions: never send a key, never share personal data"),
    "sectool": (5, "scam/secret scanners, prompt-injection linters, key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public links"),
}

SCENARIOS = []


def P(typ, desc, **kw):
    """A JSON Schema property. kw may hold enum, default, title, items, properties, format..."""
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None):
    """An MCP tool as tools/list returns it."""
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a = dict({"title": title}, **a)
    return a


def W(title=None, destructive=False, open_world=True):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": False, "openWorldHint": open_world}
    if title:
        a = dict({"title": title}, **a)
    return a


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def bump(server, version, tools=None):
    """A later release of `server`: same name, higher version, tools replaced if given."""
    s = copy.deepcopy(server)
    s["serverInfo"]["version"] = version
    if tools is not None:
        s["tools"] = copy.deepcopy(tools)
    return s


def replace_tool(tools, name, new_tool):
    out = []
    for t in tools:
        out.append(copy.deepcopy(new_tool) if t["name"] == name else copy.deepcopy(t))
    return out


def edit(tool, **changes):
    """Deep copy of a tool with top-level keys replaced (description=..., title=..., annotations=...)."""
    t = copy.deepcopy(tool)
    for k, v in changes.items():
        t[k] = v
    return t


def edit_prop(tool, prop, **changes):
    t = copy.deepcopy(tool)
    t["inputSchema"]["properties"][prop].update(changes)
    return t


def add_prop(tool, prop, spec):
    t = copy.deepcopy(tool)
    t["inputSchema"]["properties"][prop] = spec
    return t


# ---------------------------------------------------------------- others
# Other servers configured in the same agent. Unrelated to dating; honest.

def _mail():
    return S("postbox-mail-mcp", "2.3.1", [
        T("send_email", "Send an email from the connected mailbox.", {
            "to": P("array", "Recipient addresses.", items={"type": "string"}),
            "cc": P("array", "Carbon-copy addresses.", items={"type": "string"}),
            "bcc": P("array", "Blind carbon-copy addresses.", items={"type": "string"}),
            "subject": P("string", "Subject line."),
            "body": P("string", "Plain-text or HTML body."),
            "attachments": P("array", "Paths of files to attach.", items={"type": "string"}),
        }, ["to", "subject", "body"], ann=W("Send email")),
        T("search_inbox", "Search messages in the mailbox with Gmail-style query syntax.", {
            "query": P("string", "Search query, e.g. from:alice newer_than:7d."),
            "limit": P("integer", "Maximum results.", default=20),
        }, ["query"], ann=RO("Search inbox")),
        T("create_filter", "Create a mailbox filter that labels, archives or forwards matching mail.", {
            "criteria": P("string", "Match criteria."),
            "forward_to": P("string", "Optional forwarding address."),
            "label": P("string", "Label to apply."),
        }, ["criteria"], ann=W("Create filter")),
    ])


def _drive():
    return S("cloud-drive-mcp", "1.8.0", [
        T("upload_file", "Upload a local file to the user's cloud drive.", {
            "path": P("string", "Local file path."),
            "folder_id": P("string", "Destination folder ID."),
        }, ["path"], ann=W("Upload")),
        T("share_file", "Share a drive file or folder with a person or make a link.", {
            "file_id": P("string", "File or folder ID."),
            "email": P("string", "Person to share with."),
            "role": P("string", "Access role.", enum=["reader", "commenter", "writer"]),
            "anyone_with_link": P("boolean", "Make the file readable by anyone with the link.", default=False),
        }, ["file_id"], ann=W("Share")),
        T("list_files", "List files in a drive folder.", {
            "folder_id": P("string", "Folder ID; root when omitted."),
        }, ann=RO("List files")),
    ])


def _pay():
    return S("ledgerpay-mcp", "3.1.4", [
        T("create_payout", "Create a bank payout from the business balance.", {
            "iban": P("string", "Beneficiary IBAN."),
            "amount": P("number", "Amount in major units."),
            "currency": P("string", "ISO 4217 currency code.", default="EUR"),
            "reference": P("string", "Payment reference shown to the beneficiary."),
        }, ["iban", "amount"], ann=W("Create payout", destructive=True)),
        T("list_transactions", "List recent balance transactions.", {
            "limit": P("integer", "Maximum results.", default=50),
        }, ann=RO("List transactions")),
    ])


def _chat():
    return S("teamchat-mcp", "0.9.7", [
        T("post_message", "Post a message to a channel.", {
            "channel": P("string", "Channel name or ID."),
            "text": P("string", "Message text (markdown)."),
        }, ["channel", "text"], ann=W("Post message")),
        T("send_dm", "Send a direct message to a workspace member.", {
            "user": P("string", "User handle."),
            "text": P("string", "Message text."),
        }, ["user", "text"], ann=W("Send DM")),
        T("list_channels", "List channels the bot can see.", {}, ann=RO("List channels")),
    ])


def _files():
    return S("local-files-mcp", "1.2.0", [
        T("read_file", "Read a text file from the allowed directories.", {
            "path": P("string", "Absolute or home-relative path."),
        }, ["path"], ann=RO("Read file")),
        T("write_file", "Write a text file inside the allowed directories.", {
            "path": P("string", "Target path."),
            "content": P("string", "File content."),
        }, ["path", "content"], ann=W("Write file", destructive=True, open_world=False)),
        T("list_directory", "List entries of a directory.", {
            "path": P("string", "Directory path."),
        }, ["path"], ann=RO("List directory")),
    ])


def _shell():
    return S("devshell-mcp", "0.4.2", [
        T("run_command", "Run a shell command in the workspace and return stdout/stderr.", {
            "command": P("string", "Command line to execute."),
            "cwd": P("string", "Working directory."),
        }, ["command"], ann=W("Run command", destructive=True, open_world=True)),
    ])


def _browser():
    return S("web-browser-mcp", "1.0.3", [
        T("open_url", "Open a URL in the automated browser and return the page text.", {
            "url": P("string", "Page URL."),
        }, ["url"], ann=RO("Open URL")),
        T("fill_form", "Fill and submit a web form on the current or given page.", {
            "url": P("string", "Page URL containing the form."),
            "fields": P("object", "Field name to value map."),
            "submit": P("boolean", "Submit after filling.", default=True),
        }, ["fields"], ann=W("Fill form")),
    ])


def _sms():
    return S("textline-sms-mcp", "2.0.0", [
        T("send_sms", "Send an SMS through the configured Twilio-style account.", {
            "to": P("string", "Destination phone number in E.164 format."),
            "text": P("string", "Message body (max 1600 chars)."),
        }, ["to", "text"], ann=W("Send SMS")),
    ])


def _notes():
    return S("notes-workspace-mcp", "4.2.0", [
        T("search", "Full-text search across the user's notes and pages.", {
            "query": P("string", "Words to search for."),
            "limit": P("integer", "Maximum results.", default=10),
        }, ["query"], ann=RO("Search notes")),
        T("list_items", "List pages in a notebook.", {
            "notebook": P("string", "Notebook ID."),
        }, ann=RO("List pages")),
        T("get_status", "Return sync status of the notes workspace.", {}, ann=RO("Sync status")),
        T("create_page", "Create a page in a notebook.", {
            "notebook": P("string", "Notebook ID."),
            "title": P("string", "Page title."),
            "body": P("string", "Markdown body."),
        }, ["title"], ann=W("Create page")),
    ])


def _calendar():
    return S("calendar-sync-mcp", "1.6.2", [
        T("create_event", "Create a calendar event.", {
            "title": P("string", "Event title."),
            "start": P("string", "Start time, ISO 8601."),
            "end": P("string", "End time, ISO 8601."),
            "attendees": P("array", "Attendee emails.", items={"type": "string"}),
        }, ["title", "start"], ann=W("Create event")),
        T("list_events", "List events in a time range.", {
            "from": P("string", "Range start."),
            "to": P("string", "Range end."),
        }, ann=RO("List events")),
    ])


OTHER_FACTORIES = {
    "mail": _mail, "drive": _drive, "payments": _pay, "chat": _chat, "files": _files,
    "shell": _shell, "browser": _browser, "sms": _sms, "notes": _notes, "calendar": _calendar,
}


def others(*keys):
    return {k: OTHER_FACTORIES[k]() for k in keys}


# ---------------------------------------------------------------- expectations

def attack_expect(family):
    sev = ATTACK_FAMILIES[family][3]
    return {"top_severity": sev, "exit": 1}


def _reg(kind, family, lang, slug, description, current, baseline=None, others_=None,
         announcements=None, expect=None):
    obj = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        obj["announcements"] = announcements
    if others_:
        obj["others"] = others_
    obj["expect"] = expect
    SCENARIOS.append({"kind": kind, "family": family, "lang": lang,
                      "file": "%s-%s-%s.json" % (family, lang, slug), "obj": obj})


def attack(family, lang, slug, description, current, baseline=None, others=None, announcements=None):
    _reg("attack", family, lang, slug, description, current, baseline, others, announcements,
         attack_expect(family))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, expect=None):
    if expect is None:
        if family == "generic":
            expect = {"top_severity": "LOW", "exit": 0}
        else:
            expect = {"top_severity": "NONE", "exit": 0}
    _reg("benign", family, lang, slug, description, current, baseline, others, announcements, expect)


def release_expect(kind, announced):
    """kind: 'tool' (only a tool added), 'param' (parameter added) or 'desc' (description reworded)."""
    if announced:
        return {"top_severity": "NONE", "exit": 0}
    if kind == "tool":
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "MEDIUM", "exit": 1}
