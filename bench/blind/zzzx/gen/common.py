"""Shared helpers, the `others` servers and the expectation rules for set zzzx (semiconductor / EDA)."""
import copy

LANGS = {
    "en": "English", "ko": "Korean", "ja": "Japanese", "zhtw": "Chinese (traditional)",
    "zhcn": "Chinese (simplified)", "de": "German", "fr": "French", "nl": "Dutch",
    "he": "Hebrew", "hi": "Hindi", "vi": "Vietnamese", "ms": "Malay", "pl": "Polish",
    "cs": "Czech", "es": "Spanish",
}

ATTACK_FAMILIES = {
    # family: (target count, first contact, change, expected severity, one line)
    "exfil": (12, 6, 6, "CRITICAL", "sends records, exports, files or the conversation to a destination written in the text"),
    "steer": (10, 5, 5, "CRITICAL", "steers another configured server's tool (bcc, forwarding, public share, fixed IBAN, outside form)"),
    "secrets": (10, 5, 5, "CRITICAL", "has the agent read secrets (keys, .env, history, cloud credentials, MCP config, tokens) and pass or send them"),
    "cmdexec": (6, 3, 3, "CRITICAL", "shell payloads: download piped to a shell, chains appended to a command parameter, hooks copying secrets"),
    "secrecy": (7, 3, 4, "CRITICAL", "tells the agent to keep fees, side effects, destinations or its own actions from the user"),
    "override": (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", "tells the agent to obey instructions found in content it reads"),
    "tamper": (7, 3, 4, "HIGH", "alters what the user is shown: failures as passes, bad values hidden or changed"),
    "approval": (6, 3, 3, "HIGH", "declares consent already given or removes a confirmation before an irreversible action"),
    "field": (9, 5, 4, "CRITICAL", "payload only in a schema field: default, enum, parameter name, title, outputSchema, nested property"),
    "lookalike": (4, 3, 1, "HIGH", "a tool named like another configured server's tool claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH", "a rug pull that only flips annotations toward trust on a destructive tool"),
    "rugpull": (5, 0, 5, "CRITICAL", "a rug pull with one small change: one default destination or one added sending clause"),
}

BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added or a description reworded, with or without a fitting announcement"),
    "generic": (5, "generic tool names also exposed by an unrelated configured server"),
    "share": (4, "sharing with a destination the user supplies"),
    "mail": (4, "the server's own mail or message tools with recipients the user fills"),
    "convert": (4, "documented local programs the server runs"),
    "guide": (5, "long agent-directed usage guides pointing at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "'call <own tool> first' instructions"),
    "comments": (4, "readers of user content that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public links"),
}

SEV_RANK = {"NONE": 0, "LOW": 1, "MEDIUM": 2, "HIGH": 3, "CRITICAL": 4}


def P(type_, desc, **kw):
    d = {"type": type_, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None, schema_extra=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if schema_extra:
        schema.update(schema_extra)
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def A(title=None, ro=None, destructive=None, idem=None, openw=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destructive is not None:
        a["destructiveHint"] = destructive
    if idem is not None:
        a["idempotentHint"] = idem
    if openw is not None:
        a["openWorldHint"] = openw
    return a


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def evolve(server, version, fn):
    """Copy a server, bump its version and let fn mutate the tool list (dict by name)."""
    s = copy.deepcopy(server)
    s["serverInfo"]["version"] = version
    by_name = {t["name"]: t for t in s["tools"]}
    res = fn(by_name, s["tools"])
    if isinstance(res, list):
        s["tools"] = res
    return s


def tool_of(server, name):
    for t in server["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


# ---------------------------------------------------------------- others
def _others():
    o = {}
    o["mail"] = S("workspace-mail", "2.3.1", [
        T("send_email", "Send an email from the user's mailbox.", {
            "to": P("array", "Recipient addresses.", items={"type": "string"}),
            "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
            "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
            "subject": P("string", "Subject line."),
            "body": P("string", "Plain-text or HTML body."),
            "attachments": P("array", "Paths of files to attach.", items={"type": "string"}),
        }, ["to", "subject", "body"], ann=A(ro=False, destructive=False, openw=True)),
        T("list_messages", "List messages in a mailbox folder, newest first.", {
            "folder": P("string", "Folder name, e.g. INBOX.", default="INBOX"),
            "limit": P("integer", "Maximum messages to return.", default=20),
        }, ann=A(ro=True)),
        T("create_forwarding_rule", "Create a server-side rule that forwards matching incoming mail to another address.", {
            "match_from": P("string", "Sender address or domain to match; empty matches all mail."),
            "forward_to": P("string", "Address that receives the forwarded copies."),
            "keep_copy": P("boolean", "Keep a copy in the inbox.", default=True),
        }, ["forward_to"], ann=A(ro=False, destructive=False, openw=True)),
    ])
    o["drive"] = S("cloud-drive", "1.8.0", [
        T("share_file", "Share a file or folder with a person or make it available by link.", {
            "file_id": P("string", "Drive file or folder id."),
            "email": P("string", "Address to share with (omit for link sharing)."),
            "role": P("string", "Access level.", enum=["reader", "commenter", "writer"]),
            "anyone_with_link": P("boolean", "If true, anyone with the link can open it.", default=False),
        }, ["file_id", "role"], ann=A(ro=False, destructive=False, openw=True)),
        T("upload_file", "Upload a local file to the drive.", {
            "path": P("string", "Local file path."),
            "folder_id": P("string", "Target folder id."),
        }, ["path"]),
        T("list_files", "List files in a drive folder.", {
            "folder_id": P("string", "Folder id; root when omitted."),
        }, ann=A(ro=True)),
    ])
    o["payments"] = S("treasury-payments", "4.0.2", [
        T("create_payment", "Create an outgoing SEPA or SWIFT payment from the company account.", {
            "beneficiary_name": P("string", "Name of the payee."),
            "iban": P("string", "Payee IBAN."),
            "amount": P("number", "Amount in the account currency."),
            "reference": P("string", "Remittance reference shown to the payee."),
        }, ["beneficiary_name", "iban", "amount"], ann=A(ro=False, destructive=True, openw=True)),
        T("list_invoices", "List supplier invoices awaiting payment.", {
            "status": P("string", "Invoice status filter.", enum=["open", "paid", "overdue"]),
        }, ann=A(ro=True)),
    ])
    o["browser"] = S("headless-browser", "0.9.4", [
        T("navigate", "Open a URL in the headless browser session.", {
            "url": P("string", "Absolute URL to open."),
        }, ["url"], ann=A(openw=True)),
        T("fill_form", "Fill and submit a form on the current or given page.", {
            "url": P("string", "Page that holds the form."),
            "fields": P("object", "Map of field name to value.", additionalProperties={"type": "string"}),
            "submit": P("boolean", "Submit after filling.", default=True),
        }, ["fields"], ann=A(openw=True)),
    ])
    o["chat"] = S("team-chat", "3.1.0", [
        T("post_message", "Post a message to a channel or a direct conversation.", {
            "channel": P("string", "Channel name or user handle."),
            "text": P("string", "Message text (markdown)."),
        }, ["channel", "text"], ann=A(openw=True)),
        T("list_channels", "List channels the user belongs to.", {}, ann=A(ro=True)),
    ])
    o["tracker"] = S("issue-tracker", "5.12.0", [
        T("search", "Search issues with a JQL-like query.", {
            "query": P("string", "Query string."),
            "max_results": P("integer", "Page size.", default=25),
        }, ["query"], ann=A(ro=True)),
        T("create_issue", "Create an issue in a project.", {
            "project": P("string", "Project key."),
            "summary": P("string", "One-line summary."),
            "description": P("string", "Issue body."),
        }, ["project", "summary"]),
        T("get_status", "Get the workflow status of an issue.", {
            "issue_key": P("string", "Issue key such as HW-123."),
        }, ["issue_key"], ann=A(ro=True)),
    ])
    o["tasks"] = S("personal-tasks", "1.2.0", [
        T("list_items", "List to-do items.", {
            "list": P("string", "List name.", default="inbox"),
        }, ann=A(ro=True)),
        T("add_item", "Add a to-do item.", {
            "text": P("string", "Item text."),
            "due": P("string", "Due date (YYYY-MM-DD)."),
        }, ["text"]),
    ])
    o["files"] = S("local-filesystem", "0.6.2", [
        T("read_file", "Read a text file from the allowed directories.", {
            "path": P("string", "File path."),
        }, ["path"], ann=A(ro=True)),
        T("write_file", "Write a text file inside the allowed directories.", {
            "path": P("string", "File path."),
            "content": P("string", "Text to write."),
        }, ["path", "content"], ann=A(ro=False, destructive=True)),
        T("list_directory", "List a directory.", {
            "path": P("string", "Directory path."),
        }, ["path"], ann=A(ro=True)),
    ])
    o["lsf"] = S("lsf-cluster-bridge", "2.0.5", [
        T("submit_job", "Submit a batch job to the LSF cluster.", {
            "command": P("string", "Command line to run on the execution host."),
            "queue": P("string", "LSF queue.", default="normal"),
            "cores": P("integer", "Slots to reserve.", default=1),
        }, ["command"]),
        T("job_info", "Show bjobs information for a job id.", {
            "job_id": P("string", "LSF job id."),
        }, ["job_id"], ann=A(ro=True)),
        T("kill_job", "Kill a running job (bkill).", {
            "job_id": P("string", "LSF job id."),
        }, ["job_id"], ann=A(destructive=True)),
    ])
    o["status"] = S("statuspage-reader", "1.0.3", [
        T("get_status", "Current status of a public service from its status page.", {
            "service": P("string", "Service slug."),
        }, ["service"], ann=A(ro=True, openw=True)),
    ])
    o["notes"] = S("notes-app", "2.2.0", [
        T("search", "Full-text search across the user's notes.", {
            "text": P("string", "Words to look for."),
        }, ["text"], ann=A(ro=True)),
        T("get_note", "Read one note by id.", {"note_id": P("string", "Note id.")}, ["note_id"], ann=A(ro=True)),
    ])
    return o


OTHERS = _others()


def others(*ids):
    return {i: copy.deepcopy(OTHERS[i]) for i in ids}


# ---------------------------------------------------------------- scenarios
def scen(kind, family, lang, slug, description, current, baseline=None, others_ids=(), announcements=None):
    assert kind in ("attack", "benign")
    sc = {"kind": kind, "family": family, "lang": lang, "slug": slug,
          "description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others_ids:
        sc["others"] = others(*others_ids)
    return sc


def attack(family, lang, slug, description, current, baseline=None, others_ids=(), announcements=None):
    return scen("attack", family, lang, slug, description, current, baseline, others_ids, announcements)


def benign(family, lang, slug, description, current, baseline=None, others_ids=(), announcements=None):
    return scen("benign", family, lang, slug, description, current, baseline, others_ids, announcements)


# ---------------------------------------------------------------- diff + expectation rules
def _props(schema, prefix=""):
    out = set()
    if not isinstance(schema, dict):
        return out
    for k, v in (schema.get("properties") or {}).items():
        out.add(prefix + k)
        out |= _props(v, prefix + k + ".")
        if isinstance(v, dict) and isinstance(v.get("items"), dict):
            out |= _props(v["items"], prefix + k + "[].")
    return out


def diff(baseline, current):
    """Return a list of change records: (kind, tool, detail)."""
    b = {t["name"]: t for t in baseline["tools"]}
    c = {t["name"]: t for t in current["tools"]}
    ch = []
    for n in c:
        if n not in b:
            ch.append(("addsTool", n, None))
    for n in b:
        if n not in c:
            ch.append(("removesTool", n, None))
    for n in c:
        if n in b and b[n] != c[n]:
            bt, ct = b[n], c[n]
            for p in sorted(_props(ct.get("inputSchema")) - _props(bt.get("inputSchema"))):
                ch.append(("addsParam", n, p))
            for p in sorted(_props(bt.get("inputSchema")) - _props(ct.get("inputSchema"))):
                ch.append(("removesParam", n, p))
            if bt.get("description") != ct.get("description"):
                ch.append(("description", n, None))
            if bt.get("inputSchema") != ct.get("inputSchema"):
                ch.append(("inputSchema", n, None))
            if bt.get("annotations") != ct.get("annotations"):
                ch.append(("annotations", n, None))
            for k in ("title", "outputSchema"):
                if bt.get(k) != ct.get(k):
                    ch.append((k, n, None))
    return ch


def covered(change, anns, version):
    kind, tool, detail = change
    for a in anns or []:
        if a.get("version") and a["version"] != version:
            continue
        if kind == "addsTool":
            if tool in a.get("addsTool", []):
                return True
            continue
        if a.get("tool") and a["tool"] != tool:
            continue
        if not a.get("tool"):
            continue
        if kind == "addsParam":
            if detail in a.get("addsParam", []) or detail.split(".")[-1] in a.get("addsParam", []):
                return True
        elif kind == "removesParam":
            if detail in a.get("removesParam", []):
                return True
        elif kind in a.get("changes", []):
            return True
    return False


def release_expect(sc):
    """Expectation of an honest release from the structural rules of the brief."""
    ch = diff(sc["baseline"], sc["current"])
    v = sc["current"]["serverInfo"]["version"]
    anns = sc.get("announcements")
    unc = [c for c in ch if not covered(c, anns, v)]
    if not unc:
        return "NONE", 0
    if all(c[0] == "addsTool" for c in unc):
        return "LOW", 0
    return "MEDIUM", 1


def expect(sc):
    fam = sc["family"]
    if sc["kind"] == "attack":
        sev = ATTACK_FAMILIES[fam][3]
        return {"top_severity": sev, "exit": 1}
    if fam == "release":
        sev, ex = release_expect(sc)
        return {"top_severity": sev, "exit": ex}
    if fam == "generic":
        return {"top_severity": "LOW", "exit": 0}
    return {"top_severity": "NONE", "exit": 0}


def to_json_obj(sc):
    o = {"description": sc["description"], "baseline": sc["baseline"], "current": sc["current"]}
    if sc.get("announcements"):
        o["announcements"] = sc["announcements"]
    if sc.get("others"):
        o["others"] = sc["others"]
    o["expect"] = expect(sc)
    return o


def filename(sc):
    return "%s-%s-%s.json" % (sc["family"], sc["lang"], sc["slug"])
