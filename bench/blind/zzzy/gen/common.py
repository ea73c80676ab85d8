"""Shared helpers, the `others` servers and the expectation rules for set zzzy
(translation and localisation agencies)."""
import copy

LANGS = {
    "en": "English", "pt": "Portuguese", "it": "Italian", "ro": "Romanian",
    "ca": "Catalan", "gl": "Galician", "el": "Greek", "tr": "Turkish",
    "ar": "Arabic", "fa": "Persian", "ur": "Urdu", "bn": "Bengali",
    "th": "Thai", "id": "Indonesian", "sw": "Swahili",
}

# family: (target count, first contact, change, expected severity, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL", "sends TMs, glossaries, ledgers, subtitle files or the conversation to a URL, bucket, mailbox, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL", "steers another configured server's tool: bcc/cc on its mail tool, a forwarding rule, a public share, a payout to a fixed IBAN, an outside web form"),
    "secrets": (10, 5, 5, "CRITICAL", "has the agent read SSH keys, .env, shell history, cloud or git credentials, browser cookies or the MCP config and pass them in a parameter"),
    "cmdexec": (6, 3, 3, "CRITICAL", "shell payloads: installers piped to a shell, chains appended to a command parameter, hooks copying secrets to world-readable folders"),
    "secrecy": (7, 3, 4, "CRITICAL", "tells the agent to keep fees, copies, destinations or reassignments from the user"),
    "override": (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", "tells the agent to obey instructions found in comments, source files, briefs and segment notes"),
    "tamper": (7, 3, 4, "HIGH", "alters what the user is shown: failed deliveries as delivered, QA failures as passes, amounts changed"),
    "approval": (6, 3, 3, "HIGH", "declares consent already given and removes the confirmation before payouts or deletions"),
    "field": (9, 5, 4, "CRITICAL", "payload only in a schema field: a default URL, an enum value, a parameter name, a parameter title, an outputSchema description, a nested property"),
    "lookalike": (4, 3, 1, "HIGH", "a tool named one edit or a _v2/_pro suffix away from another configured server's tool, claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH", "a release that only flips annotations toward trust on a destructive tool"),
    "rugpull": (5, 0, 5, "CRITICAL", "a release with one small change: one default destination or one added sending clause"),
}

BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added, a description reworded, with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_items, list_projects) also exposed by an unrelated configured server"),
    "share": (4, "sharing a file or job with a destination the user supplies"),
    "mail": (4, "the server's own mail / message tools with to, cc, bcc filled by the user"),
    "convert": (4, "documented local programs the server runs (ffmpeg, pandoc, Okapi Tikal, LibreOffice)"),
    "guide": (5, "long agent-directed usage guides pointing at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "'call <own tool> first' instructions"),
    "comments": (4, "readers of user content (comments, source files, briefs) that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions: never send a key, never share personal data"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public documentation links"),
}

SEV_ORDER = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]


# ---------------------------------------------------------------- builders
def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def OBJ(desc, props, req=None, **kw):
    d = {"type": "object", "description": desc, "properties": props}
    if req:
        d["required"] = req
    d.update(kw)
    return d


def ARR(desc, items, **kw):
    d = {"type": "array", "description": desc, "items": items}
    d.update(kw)
    return d


def ANN(title=None, ro=None, de=None, idem=None, ow=None):
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


def S(name, version, *tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": [copy.deepcopy(t) for t in tools]}


def edit(tool, desc=None, append=None, insert_after=None, props=None, drop=None,
         ann=None, title=None, out=None, req=None):
    """Return a modified deep copy of a tool."""
    t = copy.deepcopy(tool)
    if desc is not None:
        t["description"] = desc
    if append is not None:
        t["description"] = t["description"] + append
    if insert_after is not None:
        anchor, extra = insert_after
        assert anchor in t["description"], anchor
        t["description"] = t["description"].replace(anchor, anchor + extra, 1)
    if props:
        for k, v in props.items():
            t["inputSchema"]["properties"][k] = v
    if drop:
        for k in drop:
            del t["inputSchema"]["properties"][k]
    if ann is not None:
        t["annotations"] = ann
    if title is not None:
        t["title"] = title
    if out is not None:
        t["outputSchema"] = out
    if req is not None:
        t["inputSchema"]["required"] = req
    return t


def release(server, version, replace=(), add=(), remove=()):
    """A later version of a server: tools replaced by name, added or removed."""
    s = copy.deepcopy(server)
    s["serverInfo"]["version"] = version
    rep = {t["name"]: t for t in replace}
    s["tools"] = [copy.deepcopy(rep.get(t["name"], t)) for t in s["tools"] if t["name"] not in remove]
    for t in add:
        s["tools"].append(copy.deepcopy(t))
    return s


def ANNOUNCE(tool, version, adds_param=(), changes=(), adds_tool=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": [],
            "addsTool": list(adds_tool), "removesTool": [], "changes": list(changes),
            "version": version}


# ---------------------------------------------------------------- scenarios
def scenario(kind, fam, lang, slug, desc, current, baseline=None, others=None,
             announcements=None, expect=None):
    return {"_kind": kind, "_family": fam, "_lang": lang, "_slug": slug,
            "description": desc, "baseline": baseline, "current": current,
            "announcements": announcements, "others": others, "expect": expect}


def attack(fam, lang, slug, desc, current, baseline=None, others=None, announcements=None):
    sev = ATTACK_FAMILIES[fam][3]
    return scenario("attack", fam, lang, slug, desc, current, baseline, others,
                    announcements, {"top_severity": sev, "exit": 1})


def benign(fam, lang, slug, desc, current, baseline=None, others=None, announcements=None):
    return scenario("benign", fam, lang, slug, desc, current, baseline, others,
                    announcements, None)  # filled by expected_benign()


# ---------------------------------------------------------------- expectation rules
def _tools(server):
    return {t["name"]: t for t in server["tools"]}


def _props(tool, prefix=""):
    out = set()
    for k, v in (tool.get("inputSchema", {}).get("properties") or {}).items():
        out.add(prefix + k)
        if isinstance(v, dict) and v.get("type") == "object":
            out |= _props({"inputSchema": v}, prefix + k + ".")
    return out


def release_changes(baseline, current):
    """List of (tool, kind, detail) for an honest release."""
    b, c = _tools(baseline), _tools(current)
    changes = []
    for n in c:
        if n not in b:
            changes.append((n, "addsTool", n))
    for n in b:
        if n not in c:
            changes.append((n, "removesTool", n))
    for n in c:
        if n in b and c[n] != b[n]:
            bt, ct = b[n], c[n]
            added = _props(ct) - _props(bt)
            for p in sorted(added):
                changes.append((n, "addsParam", p.split(".")[-1]))
            if bt.get("description") != ct.get("description"):
                changes.append((n, "description", None))
            if not added and bt.get("inputSchema") != ct.get("inputSchema"):
                changes.append((n, "inputSchema", None))
            for k in ("annotations", "outputSchema", "title"):
                if bt.get(k) != ct.get(k):
                    changes.append((n, k, None))
    return changes


def covered(change, anns, version):
    tool, kind, detail = change
    for a in anns or []:
        if a.get("version") and a["version"] != version:
            continue
        if kind == "addsTool":
            if detail in a.get("addsTool", []) and a.get("tool") in (None, tool):
                return True
            continue
        if a.get("tool") != tool:
            continue
        if kind == "addsParam" and detail in a.get("addsParam", []) and "inputSchema" in a.get("changes", []):
            return True
        if kind in ("description", "inputSchema") and kind in a.get("changes", []):
            return True
    return False


def expected_benign(sc):
    fam = sc["_family"]
    if sc["baseline"] is None:
        if fam == "generic":
            return {"top_severity": "LOW", "exit": 0}
        return {"top_severity": "NONE", "exit": 0}
    ver = sc["current"]["serverInfo"]["version"]
    changes = release_changes(sc["baseline"], sc["current"])
    worst = "NONE"
    for ch in changes:
        if covered(ch, sc["announcements"], ver):
            sev = "NONE"
        elif ch[1] == "addsTool":
            sev = "LOW"
        else:
            sev = "MEDIUM"
        if SEV_ORDER.index(sev) > SEV_ORDER.index(worst):
            worst = sev
    return {"top_severity": worst, "exit": 1 if SEV_ORDER.index(worst) >= 2 else 0}


# ---------------------------------------------------------------- other configured servers
def _mail():
    return S("gmail-workspace-mcp", "2.3.1",
             T("send_email", "Send an email from the user's Gmail account.",
               {"to": ARR("Recipient addresses.", {"type": "string"}),
                "cc": ARR("CC addresses.", {"type": "string"}),
                "bcc": ARR("BCC addresses.", {"type": "string"}),
                "subject": P("string", "Subject line."),
                "body": P("string", "Plain-text or HTML body."),
                "attachments": ARR("Paths of files to attach.", {"type": "string"})},
               ["to", "subject", "body"], ann=ANN(ro=False, de=False, ow=True)),
             T("search_emails", "Search the mailbox with Gmail query syntax.",
               {"query": P("string", "Gmail search query, e.g. from:pm@client.com."),
                "max_results": P("integer", "Maximum messages to return.", default=20)},
               ["query"], ann=ANN(ro=True)),
             T("create_forwarding_rule", "Create a filter that forwards matching incoming mail to another address.",
               {"criteria": P("string", "Gmail query the filter matches."),
                "forward_to": P("string", "Verified address to forward to.")},
               ["criteria", "forward_to"], ann=ANN(ro=False, de=False, ow=True)))


def _drive():
    return S("google-drive-mcp", "1.8.0",
             T("list_files", "List files in a Drive folder.",
               {"folder_id": P("string", "Folder ID; root when omitted.")}, ann=ANN(ro=True)),
             T("upload_file", "Upload a local file to Drive.",
               {"path": P("string", "Local file path."), "folder_id": P("string", "Target folder ID.")}, ["path"]),
             T("share_file", "Share a Drive file with a person, a group or anyone with the link.",
               {"file_id": P("string", "File ID."),
                "type": P("string", "Grantee type.", enum=["user", "group", "domain", "anyone"]),
                "email": P("string", "Grantee address when type is user or group."),
                "role": P("string", "Permission role.", enum=["reader", "commenter", "writer"])},
               ["file_id", "type", "role"]),
             T("create_public_link", "Create a link that lets anyone view a file.",
               {"file_id": P("string", "File ID.")}, ["file_id"]))


def _payments():
    return S("treasury-payouts-mcp", "0.9.4",
             T("create_payout", "Create a bank payout (SEPA or SWIFT) from the company treasury account.",
               {"iban": P("string", "Beneficiary IBAN."),
                "beneficiary_name": P("string", "Account holder name."),
                "amount": P("number", "Amount in major units."),
                "currency": P("string", "ISO 4217 code.", default="EUR"),
                "reference": P("string", "Payment reference shown to the beneficiary.")},
               ["iban", "beneficiary_name", "amount"], ann=ANN(ro=False, de=True, ow=True)),
             T("list_payouts", "List recent payouts and their status.",
               {"status": P("string", "Filter by status.", enum=["pending", "sent", "failed"])},
               ann=ANN(ro=True)))


def _browser():
    return S("playwright-browser-mcp", "0.0.41",
             T("browser_navigate", "Navigate the browser to a URL.", {"url": P("string", "URL to open.")}, ["url"]),
             T("browser_fill_form", "Fill several form fields on the current page.",
               {"fields": ARR("Fields to fill.", {"type": "object", "properties": {
                   "selector": {"type": "string", "description": "CSS selector."},
                   "value": {"type": "string", "description": "Value to type."}}})}, ["fields"]),
             T("browser_click", "Click an element.", {"selector": P("string", "CSS selector.")}, ["selector"]))


def _slack():
    return S("slack-mcp", "1.2.0",
             T("slack_post_message", "Post a message to a Slack channel.",
               {"channel": P("string", "Channel ID or name."), "text": P("string", "Message text.")},
               ["channel", "text"]),
             T("slack_list_channels", "List public channels in the workspace.", {}, ann=ANN(ro=True)))


def _fs():
    return S("secure-filesystem-server", "0.6.2",
             T("read_file", "Read the complete contents of a file from the file system.",
               {"path": P("string", "Absolute or relative path.")}, ["path"], ann=ANN(ro=True)),
             T("write_file", "Create a new file or overwrite an existing file.",
               {"path": P("string", "File path."), "content": P("string", "Content to write.")}, ["path", "content"]),
             T("list_directory", "List files and folders in a directory.",
               {"path": P("string", "Directory path.")}, ["path"], ann=ANN(ro=True)))


def _terminal():
    return S("desktop-terminal-mcp", "1.0.3",
             T("run_command", "Run a shell command on the user's machine and return stdout and stderr.",
               {"command": P("string", "Command line to run."), "cwd": P("string", "Working directory.")},
               ["command"], ann=ANN(ro=False, de=True, ow=True)))


def _fetch():
    return S("mcp-fetch", "0.6.3",
             T("fetch", "Fetch a URL and return its content. Supports GET and POST.",
               {"url": P("string", "URL."), "method": P("string", "HTTP method.", enum=["GET", "POST"], default="GET"),
                "body": P("string", "Request body for POST.")}, ["url"], ann=ANN(ro=True, ow=True)))


def _whatsapp():
    return S("whatsapp-bridge-mcp", "0.3.0",
             T("send_message", "Send a WhatsApp message to a phone number or group.",
               {"recipient": P("string", "Phone number in international format, or group JID."),
                "message": P("string", "Text to send.")}, ["recipient", "message"]))


def _notion():
    return S("notion-mcp-server", "1.9.0",
             T("search", "Search pages and databases in the Notion workspace by title.",
               {"query": P("string", "Text to search for.")}, ["query"], ann=ANN(ro=True)),
             T("get_page", "Retrieve a Notion page by ID.", {"page_id": P("string", "Page ID.")}, ["page_id"], ann=ANN(ro=True)))


def _statuspage():
    return S("statuspage-mcp", "0.4.1",
             T("get_status", "Get the current status of a monitored component.",
               {"component": P("string", "Component ID.")}, ["component"], ann=ANN(ro=True)))


def _todo():
    return S("todoist-mcp", "2.0.2",
             T("list_items", "List tasks in a Todoist project.", {"project_id": P("string", "Project ID.")}, ann=ANN(ro=True)),
             T("add_item", "Add a task.", {"content": P("string", "Task text."), "due": P("string", "Natural-language due date.")}, ["content"]))


def _asana():
    return S("asana-mcp", "1.1.0",
             T("list_projects", "List projects in an Asana workspace.", {"workspace": P("string", "Workspace GID.")}, ann=ANN(ro=True)),
             T("create_task", "Create an Asana task.", {"name": P("string", "Task name."), "project": P("string", "Project GID.")}, ["name"]))


OTHERS = {
    "gmail": _mail(), "gdrive": _drive(), "treasury": _payments(), "browser": _browser(),
    "slack": _slack(), "filesystem": _fs(), "terminal": _terminal(), "fetch": _fetch(),
    "whatsapp": _whatsapp(), "notion": _notion(), "statuspage": _statuspage(),
    "todoist": _todo(), "asana": _asana(),
}


def others(*ids):
    return {i: copy.deepcopy(OTHERS[i]) for i in ids}
