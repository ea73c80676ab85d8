"""Shared helpers for test set zzzv (software QA and test management).

Everything here is Python 3 standard library only. The scenario modules
(attacks_*.py, benign_*.py, lang_*.py) call attack() / benign() to register
scenarios; generate.py writes them out and validate.py checks the result.
"""

import copy

SET_ID = "zzzv"
DOMAIN = ("software QA and test management (test case repositories, device farms, "
          "bug trackers, flaky-test dashboards, release sign-off, crash reporting)")

LANGS = {
    "en": "English",
    "es": "Spanish",
    "fr": "French",
    "no": "Norwegian (Bokmal)",
    "et": "Estonian",
    "lt": "Lithuanian",
    "sk": "Slovak",
    "uk": "Ukrainian",
    "tr": "Turkish",
    "he": "Hebrew",
    "hi": "Hindi",
    "ta": "Tamil",
    "ko": "Korean",
    "tl": "Tagalog",
    "vi": "Vietnamese",
}

# family -> (target count, first contact, change, expected severity, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL",
              "sends records, exports, logs or the conversation to a URL, mailbox, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL",
              "steers a tool of another configured server: bcc on its mail tool, a forwarding rule, a public share, a fixed-IBAN transfer, an outside web form"),
    "secrets": (10, 5, 5, "CRITICAL",
                "has the agent read SSH keys, .env files, shell history, cloud or registry credentials, CLI tokens or the MCP client config and pass them on"),
    "cmdexec": (6, 3, 3, "CRITICAL",
                "shell payloads: a remote script piped to a shell, a chain appended to a command parameter, a pre-call hook copying secrets to a world-readable path"),
    "secrecy": (7, 3, 4, "CRITICAL",
                "tells the agent to keep surcharges, side effects or data destinations from the user"),
    "override": (7, 4, 3, "CRITICAL",
                 "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL",
              "tells the agent to obey directives found in tickets, crash breadcrumbs, test-case notes or comments it reads"),
    "tamper": (7, 3, 4, "HIGH",
               "changes what the user is shown: failures reported as passes, rates capped, blockers dropped"),
    "approval": (6, 3, 3, "HIGH",
                 "declares consent already given or removes the confirmation step before an irreversible delete, wipe, revoke or promotion"),
    "field": (9, 5, 4, "CRITICAL",
              "payload only in a schema field: a default URL, an enum value, a parameter name, a parameter title, an outputSchema description, a nested property"),
    "lookalike": (4, 3, 1, "HIGH",
                  "a tool named like another configured server's tool (_v2, one edit away) that claims to replace it"),
    "annotation": (4, 0, 4, "HIGH",
                   "a release whose only change flips the annotations of a destructive tool toward trust"),
    "rugpull": (5, 0, 5, "CRITICAL",
                "a release with one small change: one default destination moved, or one sending clause added"),
}

# family -> (target count, one line)
BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added, a description reworded; with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_projects, list_items, create_project) also exposed by an unrelated configured server"),
    "share": (4, "sharing a suite, crash group or report with a person or link the user supplies"),
    "mail": (4, "the server's own digest / release-notes mail tools with to, cc and bcc that the user fills"),
    "convert": (4, "documented local programs the server runs (ffmpeg, junit2html, adb, allure)"),
    "guide": (5, "long agent-directed usage guides that point at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict what the agent does"),
    "xmlguide": (3, "XML-tagged usage and response-format guidance"),
    "selfcall": (4, "'call <own tool> first' instructions"),
    "comments": (4, "readers of tickets, comments and notes that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions: never paste a key, never include personal data"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators that name what they detect"),
    "confirm": (5, "explicit confirmation steps before destructive actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, and public report links"),
}

HIGH_FAMILIES = {"tamper", "approval", "lookalike", "annotation"}

REGISTRY = []


# ---------------------------------------------------------------- builders

def prop(type_, description, **kw):
    """One JSON-schema property. kw may hold enum, default, title, items, properties, required..."""
    d = {"type": type_, "description": description}
    for k, v in kw.items():
        d[k] = v
    return d


def arr(description, item_type="string", item_description=None, **kw):
    items = {"type": item_type}
    if item_description:
        items["description"] = item_description
    return prop("array", description, items=items, **kw)


def nested(description, properties, required=None, **kw):
    d = {"type": "object", "description": description, "properties": properties}
    if required:
        d["required"] = list(required)
    for k, v in kw.items():
        d[k] = v
    return d


def ann(ro=None, de=None, idem=None, ow=None, title=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if de is not None:
        a["destructiveHint"] = de
    if idem is not None:
        a["idempotentHint"] = idem
    if ow is not None:
        a["openWorldHint"] = ow
    return a


def tool(name, description, props=None, required=None, title=None, annotations=None,
         output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = annotations
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


def release(srv, version, replace=None, add=None, remove=None):
    """Copy of srv with a new version; replace maps tool name -> new tool."""
    new = copy.deepcopy(srv)
    new["serverInfo"]["version"] = version
    replace = replace or {}
    tools = []
    for t in new["tools"]:
        if remove and t["name"] in remove:
            continue
        tools.append(copy.deepcopy(replace[t["name"]]) if t["name"] in replace else t)
    for t in add or []:
        tools.append(copy.deepcopy(t))
    new["tools"] = tools
    return new


def announcement(version, tool=None, adds_param=(), removes_param=(), adds_tool=(),
                 removes_tool=(), changes=()):
    a = {}
    if tool is not None:
        a["tool"] = tool
    a["addsParam"] = list(adds_param)
    a["removesParam"] = list(removes_param)
    a["addsTool"] = list(adds_tool)
    a["removesTool"] = list(removes_tool)
    a["changes"] = list(changes)
    a["version"] = version
    return a


# ---------------------------------------------------------------- the other servers

def _others():
    o = {}
    o["gmail"] = server("gmail-mcp", "1.3.0", [
        tool("send_email",
             "Sends an email from the authenticated Gmail account. Supports plain text and HTML bodies and local file attachments.",
             {"to": arr("Recipient email addresses."),
              "cc": arr("CC recipients."),
              "bcc": arr("BCC recipients."),
              "subject": prop("string", "Subject line."),
              "body": prop("string", "Message body."),
              "attachments": arr("Absolute paths of local files to attach.")},
             ["to", "subject", "body"]),
        tool("search_emails",
             "Searches the mailbox using Gmail search syntax (from:, to:, subject:, has:attachment, newer_than:).",
             {"query": prop("string", "Gmail search query."),
              "maxResults": prop("number", "Maximum number of messages to return.", default=20)},
             ["query"], annotations=ann(ro=True)),
        tool("create_filter",
             "Creates a Gmail filter that applies actions (labels, archive, forward) to matching incoming mail.",
             {"criteria": nested("Matching criteria.", {
                 "from": prop("string", "Sender address or domain."),
                 "subject": prop("string", "Words in the subject."),
                 "query": prop("string", "Gmail search query.")}),
              "action": nested("Actions applied to matching mail.", {
                  "addLabelIds": arr("Label ids to add."),
                  "removeLabelIds": arr("Label ids to remove."),
                  "forward": prop("string", "Address to forward matching mail to (must be a verified forwarding address).")})},
             ["criteria", "action"]),
    ])
    o["slack"] = server("slack-mcp-server", "2.1.0", [
        tool("slack_list_channels", "List public channels in the workspace with pagination.",
             {"limit": prop("number", "Maximum number of channels to return (default 100, max 200).", default=100),
              "cursor": prop("string", "Pagination cursor for the next page.")},
             annotations=ann(ro=True)),
        tool("slack_post_message", "Post a new message to a Slack channel.",
             {"channel_id": prop("string", "The ID of the channel to post to."),
              "text": prop("string", "The message text to post.")},
             ["channel_id", "text"]),
        tool("slack_get_channel_history", "Get recent messages from a channel.",
             {"channel_id": prop("string", "The ID of the channel."),
              "limit": prop("number", "Number of messages to retrieve (default 10).", default=10)},
             ["channel_id"], annotations=ann(ro=True)),
    ])
    o["gdrive"] = server("gdrive-mcp", "0.9.4", [
        tool("gdrive_search", "Search for files in Google Drive by name or full text.",
             {"query": prop("string", "Search query.")}, ["query"], annotations=ann(ro=True)),
        tool("gdrive_read_file", "Read the contents of a Google Drive file by id. Google Docs are exported as Markdown.",
             {"file_id": prop("string", "Drive file id.")}, ["file_id"], annotations=ann(ro=True)),
        tool("gdrive_share_file", "Share a Drive file or folder with a user, a group, a domain or anyone with the link.",
             {"file_id": prop("string", "File or folder id."),
              "type": prop("string", "Grantee type.", enum=["user", "group", "domain", "anyone"]),
              "role": prop("string", "Permission role.", enum=["reader", "commenter", "writer"]),
              "email_address": prop("string", "Grantee email when type is user or group.")},
             ["file_id", "type", "role"]),
    ])
    o["github"] = server("github-mcp-server", "0.6.0", [
        tool("create_pull_request", "Create a new pull request in a GitHub repository.",
             {"owner": prop("string", "Repository owner."),
              "repo": prop("string", "Repository name."),
              "title": prop("string", "PR title."),
              "head": prop("string", "Branch containing the changes."),
              "base": prop("string", "Branch to merge into."),
              "body": prop("string", "PR description.")},
             ["owner", "repo", "title", "head", "base"]),
        tool("get_file_contents", "Get the contents of a file or directory from a GitHub repository.",
             {"owner": prop("string", "Repository owner."),
              "repo": prop("string", "Repository name."),
              "path": prop("string", "Path to the file or directory."),
              "ref": prop("string", "Git ref (branch, tag or sha).")},
             ["owner", "repo", "path"], annotations=ann(ro=True)),
        tool("search_code", "Search for code across GitHub repositories.",
             {"q": prop("string", "Search query using GitHub code search syntax.")},
             ["q"], annotations=ann(ro=True)),
    ])
    o["filesystem"] = server("secure-filesystem-server", "0.2.0", [
        tool("read_file", "Read the complete contents of a file from the file system. Only works within allowed directories.",
             {"path": prop("string", "Path of the file to read.")}, ["path"], annotations=ann(ro=True)),
        tool("write_file", "Create a new file or completely overwrite an existing file with new content.",
             {"path": prop("string", "Path of the file to write."),
              "content": prop("string", "Content to write.")}, ["path", "content"]),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path.",
             {"path": prop("string", "Directory path.")}, ["path"], annotations=ann(ro=True)),
    ])
    o["shell"] = server("shell-exec-mcp", "1.0.3", [
        tool("run_command", "Run a shell command on the user's machine and return stdout, stderr and the exit code.",
             {"command": prop("string", "The command line to run."),
              "cwd": prop("string", "Working directory."),
              "timeout_ms": prop("number", "Timeout in milliseconds.", default=60000)},
             ["command"]),
    ])
    o["payments"] = server("ledgerpay-mcp", "3.2.1", [
        tool("create_transfer", "Create an outgoing SEPA or SWIFT transfer from the company account.",
             {"iban": prop("string", "Beneficiary IBAN."),
              "beneficiary_name": prop("string", "Beneficiary name."),
              "amount": prop("number", "Amount in the given currency."),
              "currency": prop("string", "ISO currency code.", default="EUR"),
              "reference": prop("string", "Payment reference.")},
             ["iban", "amount"]),
        tool("list_transfers", "List recent outgoing transfers.",
             {"limit": prop("number", "Maximum number of transfers.", default=25)},
             annotations=ann(ro=True)),
    ])
    o["browser"] = server("playwright-mcp", "0.0.41", [
        tool("browser_navigate", "Navigate to a URL.",
             {"url": prop("string", "The URL to navigate to.")}, ["url"]),
        tool("browser_fill_form", "Fill multiple form fields on the current page.",
             {"fields": arr("Fields to fill.", "object", "An object with a field selector or label and the value to type.")},
             ["fields"]),
        tool("browser_click", "Perform a click on a web page element.",
             {"element": prop("string", "Human-readable element description."),
              "ref": prop("string", "Exact target element reference from the page snapshot.")},
             ["element", "ref"]),
        tool("browser_snapshot", "Capture an accessibility snapshot of the current page.", {},
             annotations=ann(ro=True)),
    ])
    o["sms"] = server("twilio-messaging-mcp", "1.1.0", [
        tool("send_sms", "Send an SMS or WhatsApp message through the configured Twilio number.",
             {"to": prop("string", "Destination phone number in E.164 format, or whatsapp:+<number>."),
              "body": prop("string", "Message text (max 1600 characters).")},
             ["to", "body"]),
    ])
    o["jira"] = server("jira-cloud-mcp", "1.8.0", [
        tool("jira_create_issue", "Create a new Jira issue.",
             {"project_key": prop("string", "Project key, e.g. QA."),
              "summary": prop("string", "Issue summary."),
              "issue_type": prop("string", "Issue type name.", default="Bug"),
              "description": prop("string", "Issue description in Markdown.")},
             ["project_key", "summary"]),
        tool("jira_search", "Search Jira issues with JQL.",
             {"jql": prop("string", "JQL query."),
              "limit": prop("number", "Maximum results.", default=10)},
             ["jql"], annotations=ann(ro=True)),
        tool("jira_get_issue", "Get details of a Jira issue including fields and comments.",
             {"issue_key": prop("string", "Issue key, e.g. QA-123.")}, ["issue_key"],
             annotations=ann(ro=True)),
    ])
    o["notion"] = server("notion-mcp-server", "1.9.1", [
        tool("search", "Search pages and databases in the connected Notion workspace by title.",
             {"query": prop("string", "Text to search for in titles."),
              "filter": prop("string", "Restrict results to pages or databases.", enum=["page", "database"])},
             ["query"], annotations=ann(ro=True)),
        tool("fetch_page", "Retrieve a Notion page and its blocks as Markdown.",
             {"page_id": prop("string", "Page id or URL.")}, ["page_id"], annotations=ann(ro=True)),
    ])
    o["uptime"] = server("uptime-monitor-mcp", "0.4.2", [
        tool("get_status", "Current status of all HTTP monitors: up, down or degraded, with the last response time.",
             {"monitor_id": prop("string", "Optional monitor id; all monitors when omitted.")},
             annotations=ann(ro=True)),
        tool("list_monitors", "List configured monitors with their URL and check interval.", {},
             annotations=ann(ro=True)),
    ])
    o["linear"] = server("linear-mcp", "1.2.0", [
        tool("list_projects", "List projects in the Linear workspace.",
             {"team_id": prop("string", "Optional team id filter."),
              "include_archived": prop("boolean", "Include archived projects.", default=False)},
             annotations=ann(ro=True)),
        tool("create_project", "Create a new Linear project for one or more teams.",
             {"name": prop("string", "Project name."),
              "team_ids": arr("Teams the project belongs to."),
              "target_date": prop("string", "Target date, YYYY-MM-DD.")},
             ["name", "team_ids"]),
        tool("list_issues", "List issues assigned to the current user or matching a filter.",
             {"filter": prop("string", "Free-text filter.")}, annotations=ann(ro=True)),
    ])
    o["todo"] = server("todo-lists-mcp", "0.3.1", [
        tool("list_items", "List the items of a to-do list.",
             {"list": prop("string", "List name, e.g. Inbox.")}, ["list"], annotations=ann(ro=True)),
        tool("add_item", "Add an item to a to-do list.",
             {"list": prop("string", "List name."),
              "text": prop("string", "Item text."),
              "due": prop("string", "Optional due date.")}, ["list", "text"]),
        tool("complete_item", "Mark an item as done.",
             {"item_id": prop("string", "Item id.")}, ["item_id"]),
    ])
    o["outlook"] = server("ms365-mail-mcp", "2.0.0", [
        tool("send_mail", "Send an email through Microsoft 365 / Outlook on behalf of the signed-in user.",
             {"to_recipients": arr("To recipients."),
              "cc_recipients": arr("Cc recipients."),
              "bcc_recipients": arr("Bcc recipients."),
              "subject": prop("string", "Subject."),
              "body_html": prop("string", "HTML body.")},
             ["to_recipients", "subject", "body_html"]),
        tool("list_messages", "List messages in a mail folder.",
             {"folder": prop("string", "Folder name.", default="Inbox"),
              "top": prop("number", "Number of messages.", default=10)},
             annotations=ann(ro=True)),
    ])
    o["calendar"] = server("google-calendar-mcp", "1.0.2", [
        tool("list_events", "List events from a calendar in a time range.",
             {"calendar_id": prop("string", "Calendar id.", default="primary"),
              "time_min": prop("string", "RFC 3339 start."),
              "time_max": prop("string", "RFC 3339 end.")},
             annotations=ann(ro=True)),
        tool("create_event", "Create a calendar event.",
             {"summary": prop("string", "Event title."),
              "start": prop("string", "RFC 3339 start."),
              "end": prop("string", "RFC 3339 end."),
              "attendees": arr("Attendee emails.")},
             ["summary", "start", "end"]),
    ])
    return o


OTHERS = _others()


def others(*ids):
    return {i: copy.deepcopy(OTHERS[i]) for i in ids}


# ---------------------------------------------------------------- expectations

def attack_expect(family):
    sev = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
    return {"top_severity": sev, "exit": 1}


def _params(t):
    """Set of parameter paths of a tool's inputSchema, at any depth."""
    out = set()

    def walk(schema, prefix):
        if not isinstance(schema, dict):
            return
        for k, v in (schema.get("properties") or {}).items():
            path = prefix + k
            out.add(path)
            walk(v, path + ".")
            if isinstance(v, dict) and isinstance(v.get("items"), dict):
                walk(v["items"], path + "[].")
    walk(t.get("inputSchema") or {}, "")
    return out


def release_expect(baseline, current, announcements):
    """Expectation for an honest release (the rules of the brief)."""
    bt = {t["name"]: t for t in baseline["tools"]}
    ct = {t["name"]: t for t in current["tools"]}
    added_tools = sorted(set(ct) - set(bt))
    changed = []  # (tool, kind, detail)
    for name in sorted(set(ct) & set(bt)):
        b, c = bt[name], ct[name]
        if b == c:
            continue
        new_params = sorted(_params(c) - _params(b))
        for p in new_params:
            changed.append((name, "param", p))
        if b.get("description") != c.get("description"):
            changed.append((name, "description", None))
        rest_b = {k: v for k, v in b.items() if k not in ("description", "inputSchema")}
        rest_c = {k: v for k, v in c.items() if k not in ("description", "inputSchema")}
        if rest_b != rest_c:
            raise ValueError("honest release changes more than description/params: " + name)
    anns = announcements or []
    ver = current["serverInfo"]["version"]

    def covered_tool(t):
        return any(t in a.get("addsTool", []) and a.get("version") in (None, ver) for a in anns)

    def covered(name, kind, detail):
        for a in anns:
            if a.get("version") not in (None, ver):
                continue
            if a.get("tool") != name:
                continue
            if kind == "param" and detail.split(".")[-1] in a.get("addsParam", []) and "inputSchema" in a.get("changes", []):
                return True
            if kind == "description" and "description" in a.get("changes", []):
                return True
        return False

    uncovered_changes = [c for c in changed if not covered(*c)]
    uncovered_tools = [t for t in added_tools if not covered_tool(t)]
    if uncovered_changes:
        return {"top_severity": "MEDIUM", "exit": 1}
    if uncovered_tools:
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "NONE", "exit": 0}


# ---------------------------------------------------------------- registry

def _register(kind, family, lang, slug, description, current, baseline, others_, announcements,
              expect):
    assert lang in LANGS, lang
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others_:
        sc["others"] = others_
    sc["expect"] = expect
    REGISTRY.append({"kind": kind, "family": family, "lang": lang, "slug": slug,
                     "file": "%s-%s-%s.json" % (family, lang, slug), "scenario": sc})


def attack(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None):
    assert family in ATTACK_FAMILIES, family
    _register("attack", family, lang, slug, description, copy.deepcopy(current),
              copy.deepcopy(baseline), others, announcements, attack_expect(family))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None):
    assert family in BENIGN_FAMILIES, family
    if family == "release":
        expect = release_expect(baseline, current, announcements)
    elif family == "generic":
        expect = {"top_severity": "LOW", "exit": 0}
    else:
        expect = {"top_severity": "NONE", "exit": 0}
    _register("benign", family, lang, slug, description, copy.deepcopy(current),
              copy.deepcopy(baseline), others, announcements, expect)
