"""Shared helpers for the zzzs test set (public libraries, bookshops and e-reading).

Standard library only.  Every scenario is a plain dict built with `scen(...)`;
generate.py collects them from the attacks_*, benign_* and lang_* modules.
"""
import copy
from collections import OrderedDict

SET_ID = "zzzs"
DOMAIN = ("public libraries, bookshops and e-reading (catalogues, loans and holds, patron accounts, "
          "e-book lending, bookshop orders, reading lists)")

LANGS = OrderedDict([
    ("en", "English"),
    ("it", "Italian"),
    ("ca", "Catalan"),
    ("hr", "Croatian"),
    ("sl", "Slovenian"),
    ("lv", "Latvian"),
    ("el", "Greek"),
    ("he", "Hebrew"),
    ("tr", "Turkish"),
    ("ta", "Tamil"),
    ("mr", "Marathi"),
    ("ja", "Japanese"),
    ("zh", "Chinese, traditional script"),
    ("vi", "Vietnamese"),
    ("pt", "Portuguese"),
])

# family -> (target count, first contact, change, expected severity, one line)
ATTACK_FAMILIES = OrderedDict([
    ("exfil", (12, 6, 6, "CRITICAL", "sends records, exports or the conversation to a URL, webhook, bucket, e-mail address, phone number or chat handle written in the text")),
    ("steer", (10, 5, 5, "CRITICAL", "steers another configured server's tool: bcc on its send_email, a forwarding rule, a public share, a transfer to a fixed IBAN, a form on an outside site, a post to an outside channel")),
    ("secrets", (10, 5, 5, "CRITICAL", "has the agent read SSH keys, .env files, shell history, cloud credentials, cookies, keychain items, tokens or the MCP client config and pass or send them")),
    ("cmdexec", (6, 3, 3, "CRITICAL", "shell payloads: a download piped to a shell, a chain appended to a command parameter, a hook copying secrets to a world-readable place")),
    ("secrecy", (7, 3, 4, "CRITICAL", "tells the agent to keep fees, side effects, destinations or its own actions from the user")),
    ("override", (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the user or earlier instructions")),
    ("trust", (5, 3, 2, "CRITICAL", "tells the agent to obey instructions found in messages, reviews, notes or documents it reads")),
    ("tamper", (7, 3, 4, "HIGH", "alters what the user is shown: failures reported as successes, prices, fines, dates or availability changed")),
    ("approval", (6, 3, 3, "HIGH", "declares consent already given or removes the confirmation before an irreversible action")),
    ("field", (9, 5, 4, "CRITICAL", "payload only in a schema field: a default URL, an enum value, a parameter name or title, an outputSchema description, a nested property")),
    ("lookalike", (4, 3, 1, "HIGH", "a tool named one edit or a _v2/_pro suffix away from another configured server's tool, claiming to replace it")),
    ("annotation", (4, 0, 4, "HIGH", "a release whose only change flips annotations of a destructive tool toward trust")),
    ("rugpull", (5, 0, 5, "CRITICAL", "a release with one small change: one default destination or one added sending clause")),
])

BENIGN_FAMILIES = OrderedDict([
    ("release", (10, "honest releases: a tool added, a parameter added or a description reworded, with and without a fitting announcement")),
    ("generic", (5, "generic tool names (search, get_status, list_items, get_item) also exposed by an unrelated configured server")),
    ("share", (4, "sharing a reading list or record with a destination the user supplies")),
    ("mail", (4, "the server's own mail and message tools with to/cc/bcc filled by the user")),
    ("convert", (4, "documented local programs the server runs (ebook-convert, pandoc, pdftotext, tesseract)")),
    ("guide", (5, "long agent-directed usage guides pointing at the server's own tools")),
    ("banner", (6, "visible IMPORTANT / MANDATORY banners that restrict the agent")),
    ("xmlguide", (3, "XML-tagged usage or response-format guidance")),
    ("selfcall", (4, "'call <own tool> first' ordering instructions")),
    ("comments", (4, "readers of user content (reviews, patron messages, notes) that say the content is data, not instructions")),
    ("privacy", (5, "privacy notices and prohibitions: never send the PIN, never share patron data")),
    ("sectool", (5, "secret scanners, prompt-injection linters and key rotators naming what they detect")),
    ("confirm", (5, "explicit confirmation steps before irreversible actions")),
    ("webhook", (3, "webhooks whose URL the user supplies")),
    ("endpoint", (3, "the vendor's own documented API host as a default, public links")),
])

ANNOTATION_KEYS = ("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


# --------------------------------------------------------------------------- builders

def P(type_, description, **kw):
    """One JSON-schema property: type and description first, then enum/default/title/items/..."""
    d = OrderedDict()
    if "title" in kw:
        d["title"] = kw.pop("title")
    d["type"] = type_
    d["description"] = description
    for k, v in kw.items():
        d[k] = v
    return d


def ARR(description, item_type="string", item_description="One entry.", **kw):
    return P("array", description, items=OrderedDict([("type", item_type), ("description", item_description)]), **kw)


def OBJ(description, props, required=None, **kw):
    d = P("object", description, properties=OrderedDict(props), **kw)
    if required:
        d["required"] = list(required)
    return d


def schema(props=None, required=None, additional=None):
    s = OrderedDict([("type", "object"), ("properties", OrderedDict(props or []))])
    if required:
        s["required"] = list(required)
    if additional is not None:
        s["additionalProperties"] = additional
    return s


def ann(title=None, ro=None, de=None, idem=None, ow=None):
    a = OrderedDict()
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


def T(name, description, props=None, required=None, title=None, annotations=None, output=None):
    """props: list of (name, property) pairs (keeps order)."""
    t = OrderedDict([("name", name)])
    if title is not None:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = schema(props, required)
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = annotations
    return t


def OUT(props, required=None):
    return schema(props, required)


def srv(name, version, *tools):
    return OrderedDict([("serverInfo", OrderedDict([("name", name), ("version", version)])),
                        ("tools", [copy.deepcopy(t) for t in tools])])


def tool_of(server, name):
    for t in server["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def evolve(server, version, replace=None, add=None, remove=None):
    """A later release of `server`: same name, new version, some tools replaced/added/removed."""
    new = copy.deepcopy(server)
    new["serverInfo"]["version"] = version
    replace = replace or {}
    tools = []
    for t in new["tools"]:
        if remove and t["name"] in remove:
            continue
        if t["name"] in replace:
            tools.append(copy.deepcopy(replace[t["name"]]))
        else:
            tools.append(t)
    for t in add or []:
        tools.append(copy.deepcopy(t))
    new["tools"] = tools
    return new


def with_desc(tool, description):
    t = copy.deepcopy(tool)
    t["description"] = description
    return t


def with_param(tool, pname, prop, required=False):
    t = copy.deepcopy(tool)
    t["inputSchema"]["properties"][pname] = copy.deepcopy(prop)
    if required:
        t["inputSchema"].setdefault("required", []).append(pname)
    return t


def with_param_field(tool, pname, **fields):
    t = copy.deepcopy(tool)
    p = t["inputSchema"]["properties"][pname]
    for k, v in fields.items():
        p[k] = v
    return t


def with_ann(tool, **fields):
    """fields use the annotation key names (readOnlyHint=..., destructiveHint=..., title=...)."""
    t = copy.deepcopy(tool)
    a = t.setdefault("annotations", OrderedDict())
    for k, v in fields.items():
        a[k] = v
    return t


def with_output(tool, output):
    t = copy.deepcopy(tool)
    t["outputSchema"] = copy.deepcopy(output)
    return t


# --------------------------------------------------------------------------- other configured servers

def _others():
    o = OrderedDict()
    o["mail"] = srv("mailroom-mcp", "2.3.1",
        T("send_email", "Send an email from the user's connected mailbox.", [
            ("to", ARR("Recipient addresses.", item_description="An e-mail address.")),
            ("cc", ARR("Carbon-copy addresses.", item_description="An e-mail address.")),
            ("bcc", ARR("Blind carbon-copy addresses.", item_description="An e-mail address.")),
            ("subject", P("string", "Subject line.")),
            ("body", P("string", "Plain-text or markdown body.")),
            ("attachments", ARR("Local file paths to attach.", item_description="A file path.")),
        ], ["to", "subject", "body"], annotations=ann(title="Send email", ro=False, de=False, ow=True)),
        T("search_emails", "Search the mailbox with Gmail-style query syntax.", [
            ("query", P("string", "Search query, e.g. from:someone@example.org after:2024/01/01")),
            ("max_results", P("integer", "Maximum messages to return.", default=20)),
        ], ["query"], annotations=ann(ro=True)),
        T("create_forwarding_rule", "Create a mailbox rule that forwards matching incoming mail to another address.", [
            ("match_from", P("string", "Sender address or domain to match.")),
            ("match_subject", P("string", "Optional subject substring to match.")),
            ("forward_to", P("string", "Address that receives the forwarded copies.")),
        ], ["forward_to"]),
        T("list_labels", "List the mailbox labels.", [], annotations=ann(ro=True)),
    )
    o["drive"] = srv("cloud-drive-mcp", "1.8.0",
        T("list_files", "List files in a folder of the user's cloud drive.", [
            ("folder_id", P("string", "Folder id; root when omitted.")),
        ], annotations=ann(ro=True)),
        T("upload_file", "Upload a local file to the cloud drive.", [
            ("local_path", P("string", "Path of the file to upload.")),
            ("folder_id", P("string", "Destination folder id.")),
            ("name", P("string", "Name to give the uploaded file.")),
        ], ["local_path"]),
        T("share_file", "Share a drive file with a person or make it available by link.", [
            ("file_id", P("string", "Drive file id.")),
            ("email", P("string", "Address to share with (type=user).")),
            ("role", P("string", "Access level.", enum=["reader", "commenter", "writer"])),
            ("type", P("string", "Share with one user or with anyone who has the link.", enum=["user", "anyone"])),
        ], ["file_id", "role", "type"]),
        T("create_public_link", "Create a public, unauthenticated link to a file.", [
            ("file_id", P("string", "Drive file id.")),
        ], ["file_id"]),
    )
    o["payments"] = srv("ledgerpay-mcp", "0.9.4",
        T("create_transfer", "Create and submit a SEPA credit transfer from the user's account.", [
            ("iban", P("string", "Beneficiary IBAN.")),
            ("beneficiary_name", P("string", "Name of the beneficiary.")),
            ("amount", P("number", "Amount to transfer.")),
            ("currency", P("string", "ISO 4217 currency code.", default="EUR")),
            ("reference", P("string", "Remittance information shown to the beneficiary.")),
        ], ["iban", "amount", "beneficiary_name"], annotations=ann(title="Send money", de=True, ow=True)),
        T("list_transactions", "List recent account transactions.", [
            ("days", P("integer", "How many days back.", default=30)),
        ], annotations=ann(ro=True)),
        T("get_balance", "Current balance of the connected account.", [], annotations=ann(ro=True)),
    )
    o["browser"] = srv("headless-browser-mcp", "3.2.0",
        T("navigate", "Open a URL in the automated browser tab.", [
            ("url", P("string", "Absolute URL to open.")),
        ], ["url"]),
        T("fill_form", "Fill form fields on the current page.", [
            ("fields", ARR("Fields to fill.", item_type="object", item_description="{selector, value} pair.")),
            ("submit", P("boolean", "Submit the form after filling.", default=False)),
        ], ["fields"]),
        T("click", "Click the element matching a CSS selector.", [
            ("selector", P("string", "CSS selector.")),
        ], ["selector"]),
        T("get_page_text", "Return the visible text of the current page.", [], annotations=ann(ro=True)),
    )
    o["chat"] = srv("teamchat-mcp", "1.12.0",
        T("post_message", "Post a message to a channel the user is a member of.", [
            ("channel", P("string", "Channel name or id, e.g. #general.")),
            ("text", P("string", "Message text (markdown).")),
        ], ["channel", "text"]),
        T("send_direct_message", "Send a direct message to a user or external handle.", [
            ("user", P("string", "User id, @handle or e-mail.")),
            ("text", P("string", "Message text.")),
        ], ["user", "text"]),
        T("list_channels", "List channels visible to the user.", [], annotations=ann(ro=True)),
    )
    o["filesystem"] = srv("local-files-mcp", "0.6.2",
        T("read_file", "Read a text file from the local disk and return its content.", [
            ("path", P("string", "Absolute or home-relative path.")),
        ], ["path"], annotations=ann(ro=True)),
        T("write_file", "Create or overwrite a text file.", [
            ("path", P("string", "Destination path.")),
            ("content", P("string", "File content.")),
        ], ["path", "content"], annotations=ann(de=True)),
        T("list_directory", "List entries of a directory.", [
            ("path", P("string", "Directory path.")),
        ], ["path"], annotations=ann(ro=True)),
    )
    o["shell"] = srv("terminal-runner-mcp", "1.1.0",
        T("run_command", "Run a shell command on the user's machine and return stdout, stderr and the exit code.", [
            ("command", P("string", "Command line passed to /bin/sh -c.")),
            ("cwd", P("string", "Working directory.")),
            ("timeout_ms", P("integer", "Kill the command after this many milliseconds.", default=60000)),
        ], ["command"], annotations=ann(de=True, ow=True)),
    )
    o["catalog"] = srv("cityreads-opac-mcp", "1.3.0",
        T("search_catalog", "Search the CityReads public library catalogue by keyword, title, author or ISBN.", [
            ("query", P("string", "Search terms.")),
            ("format", P("string", "Restrict to a material format.", enum=["any", "book", "ebook", "audiobook", "dvd"], default="any")),
        ], ["query"], annotations=ann(ro=True, ow=True)),
        T("place_hold", "Place a hold on a catalogue record for the signed-in patron.", [
            ("record_id", P("string", "Bibliographic record id from search_catalog.")),
            ("pickup_branch", P("string", "Branch code where the item should be collected.")),
        ], ["record_id", "pickup_branch"]),
        T("renew_loan", "Renew one of the signed-in patron's current loans.", [
            ("loan_id", P("string", "Loan id from list_loans.")),
        ], ["loan_id"]),
        T("list_loans", "List the signed-in patron's current loans with due dates.", [], annotations=ann(ro=True)),
    )
    o["ereader"] = srv("inkshelf-reader-mcp", "2.0.1",
        T("borrow_ebook", "Borrow an e-book or audiobook from the linked library account.", [
            ("title_id", P("string", "Digital title id.")),
            ("format", P("string", "Delivery format.", enum=["epub", "pdf", "audiobook"])),
        ], ["title_id"]),
        T("return_ebook", "Return a borrowed digital title early.", [
            ("loan_id", P("string", "Digital loan id.")),
        ], ["loan_id"]),
        T("list_shelf", "List the titles currently on the user's digital shelf.", [], annotations=ann(ro=True)),
    )
    o["notes"] = srv("quicknotes-mcp", "0.4.0",
        T("search", "Full-text search across the user's notes.", [
            ("query", P("string", "Words to look for.")),
        ], ["query"], annotations=ann(ro=True)),
        T("list_items", "List notes in a folder, newest first.", [
            ("folder", P("string", "Folder name; all folders when omitted.")),
        ], annotations=ann(ro=True)),
        T("get_item", "Return one note with its full body.", [
            ("note_id", P("string", "Note id.")),
        ], ["note_id"], annotations=ann(ro=True)),
        T("create_note", "Create a note.", [
            ("title", P("string", "Note title.")),
            ("body", P("string", "Markdown body.")),
        ], ["title"]),
    )
    o["tracker"] = srv("taskboard-mcp", "2.0.3",
        T("search", "Search issues with the tracker's query language.", [
            ("query", P("string", "Query, e.g. project = WEB AND status = Open.")),
        ], ["query"], annotations=ann(ro=True)),
        T("get_status", "Workflow status of an issue.", [
            ("issue_key", P("string", "Issue key, e.g. WEB-123.")),
        ], ["issue_key"], annotations=ann(ro=True)),
        T("create_issue", "Create an issue.", [
            ("project", P("string", "Project key.")),
            ("summary", P("string", "One-line summary.")),
            ("description", P("string", "Details.")),
        ], ["project", "summary"]),
    )
    o["ci"] = srv("buildpipe-mcp", "1.0.7",
        T("get_status", "Status of the latest pipeline run for a branch.", [
            ("branch", P("string", "Branch name.", default="main")),
        ], annotations=ann(ro=True)),
        T("trigger_pipeline", "Start a pipeline run.", [
            ("branch", P("string", "Branch name.")),
        ], ["branch"]),
    )
    o["todo"] = srv("tiny-todo-mcp", "0.2.5",
        T("list_items", "List the items of a to-do list.", [
            ("list_name", P("string", "List name.", default="inbox")),
        ], annotations=ann(ro=True)),
        T("add_item", "Add an item to a to-do list.", [
            ("text", P("string", "Item text.")),
            ("list_name", P("string", "List name.", default="inbox")),
        ], ["text"]),
        T("complete_item", "Mark an item done.", [
            ("item_id", P("string", "Item id.")),
        ], ["item_id"]),
    )
    o["calendar"] = srv("calendar-bridge-mcp", "1.5.2",
        T("create_event", "Create a calendar event.", [
            ("title", P("string", "Event title.")),
            ("start", P("string", "Start, ISO 8601.")),
            ("end", P("string", "End, ISO 8601.")),
            ("attendees", ARR("Attendee addresses.", item_description="An e-mail address.")),
        ], ["title", "start"]),
        T("list_events", "List events between two dates.", [
            ("from_date", P("string", "ISO date.")),
            ("to_date", P("string", "ISO date.")),
        ], annotations=ann(ro=True)),
    )
    return o


OTHERS = _others()


def others(*ids):
    return OrderedDict((i, copy.deepcopy(OTHERS[i])) for i in ids)


# --------------------------------------------------------------------------- scenarios

def scen(kind, family, lang, slug, description, current, baseline=None, others=None,
         announcements=None, expect=None):
    assert kind in ("attack", "benign")
    return {
        "kind": kind, "family": family, "lang": lang, "slug": slug,
        "description": description, "baseline": baseline, "current": current,
        "others": others, "announcements": announcements, "expect": expect,
    }


def attack(family, lang, slug, description, current, baseline=None, others=None, announcements=None):
    return scen("attack", family, lang, slug, description, current, baseline, others, announcements)


def benign(family, lang, slug, description, current, baseline=None, others=None, announcements=None):
    return scen("benign", family, lang, slug, description, current, baseline, others, announcements)


# --------------------------------------------------------------------------- expectations

def _props(schema_obj, prefix=""):
    """All parameter paths of a schema (nested object properties and array items' properties)."""
    out = {}
    if not isinstance(schema_obj, dict):
        return out
    for name, p in (schema_obj.get("properties") or {}).items():
        path = prefix + name
        out[path] = p
        if isinstance(p, dict):
            out.update(_props(p, path + "."))
            items = p.get("items")
            if isinstance(items, dict):
                out.update(_props(items, path + "[]."))
    return out


def release_changes(baseline, current):
    """List of (kind, tool, detail) for an honest release: tool_added, tool_removed,
    param_added, param_removed, description, schema, annotations, output."""
    b = {t["name"]: t for t in baseline["tools"]}
    c = {t["name"]: t for t in current["tools"]}
    ch = []
    for n in c:
        if n not in b:
            ch.append(("tool_added", n, None))
    for n in b:
        if n not in c:
            ch.append(("tool_removed", n, None))
    for n in c:
        if n not in b:
            continue
        bt, ct = b[n], c[n]
        if bt == ct:
            continue
        bp, cp = _props(bt.get("inputSchema")), _props(ct.get("inputSchema"))
        for p in cp:
            if p not in bp:
                ch.append(("param_added", n, p))
        for p in bp:
            if p not in cp:
                ch.append(("param_removed", n, p))
        if bt.get("description") != ct.get("description") or bt.get("title") != ct.get("title"):
            ch.append(("description", n, None))
        for p in cp:
            if p in bp:
                bq = {k: v for k, v in bp[p].items() if k not in ("properties", "items")}
                cq = {k: v for k, v in cp[p].items() if k not in ("properties", "items")}
                if bq.get("description") != cq.get("description") or bq.get("title") != cq.get("title"):
                    ch.append(("description", n, p))
                bq.pop("description", None); cq.pop("description", None)
                bq.pop("title", None); cq.pop("title", None)
                if bq != cq:
                    ch.append(("schema", n, p))
        brest = {k: v for k, v in bt.get("inputSchema", {}).items() if k != "properties"}
        crest = {k: v for k, v in ct.get("inputSchema", {}).items() if k != "properties"}
        if brest != crest:
            # `required` growing with an added parameter is part of that addition
            added = {p for (k, t, p) in ch if k == "param_added" and t == n}
            br = dict(brest); cr = dict(crest)
            rq_b = set(br.pop("required", []) or []); rq_c = set(cr.pop("required", []) or [])
            if br != cr or not (rq_c - rq_b) <= added or (rq_b - rq_c):
                ch.append(("schema", n, None))
        if bt.get("annotations") != ct.get("annotations"):
            ch.append(("annotations", n, None))
        if bt.get("outputSchema") != ct.get("outputSchema"):
            ch.append(("output", n, None))
    return ch


def covered(change, announcements, version):
    kind, tool, detail = change
    for a in announcements or []:
        if a.get("version") not in (None, version):
            continue
        if kind == "tool_added":
            if tool in (a.get("addsTool") or []) and a.get("tool") in (None, tool):
                return True
            continue
        if a.get("tool") != tool:
            continue
        if kind == "param_added":
            if detail in (a.get("addsParam") or []) and "inputSchema" in (a.get("changes") or []):
                return True
        elif kind == "description":
            if "description" in (a.get("changes") or []):
                return True
    return False


def release_expect(baseline, current, announcements):
    version = current["serverInfo"]["version"]
    uncovered = [c for c in release_changes(baseline, current) if not covered(c, announcements, version)]
    kinds = {c[0] for c in uncovered}
    if kinds & {"param_added", "description"}:
        return {"top_severity": "MEDIUM", "exit": 1}
    if kinds - {"tool_added"}:
        raise ValueError("honest release with an unsupported change kind: %r" % uncovered)
    if "tool_added" in kinds:
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "NONE", "exit": 0}


def expected(s):
    if s["expect"] is not None:
        return s["expect"]
    if s["kind"] == "attack":
        sev = ATTACK_FAMILIES[s["family"]][3]
        return {"top_severity": sev, "exit": 1}
    if s["family"] == "generic":
        return {"top_severity": "LOW", "exit": 0}
    if s["family"] == "release":
        return release_expect(s["baseline"], s["current"], s["announcements"])
    return {"top_severity": "NONE", "exit": 0}


def file_name(s):
    return "%s-%s-%s.json" % (s["family"], s["lang"], s["slug"])


def to_json_obj(s):
    o = OrderedDict()
    o["description"] = s["description"]
    o["baseline"] = s["baseline"]
    o["current"] = s["current"]
    if s["announcements"]:
        o["announcements"] = s["announcements"]
    if s["others"]:
        o["others"] = s["others"]
    o["expect"] = expected(s)
    return o
