"""Shared helpers for the zzo blind set (mobile apps and app stores)."""
import copy, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = []  # (kind, family, lang, slug, scenario)


def S(desc, **kw):
    d = {"type": "string", "description": desc}
    d.update(kw)
    return d


def I(desc, **kw):
    d = {"type": "integer", "description": desc}
    d.update(kw)
    return d


def B(desc, **kw):
    d = {"type": "boolean", "description": desc}
    d.update(kw)
    return d


def ARR(desc, items=None, **kw):
    d = {"type": "array", "description": desc, "items": items or {"type": "string"}}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def srv(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def mod(tools, name, append=None, desc=None, props=None, drop=None, ann=None, title=None, out=None, req=None):
    """Copy a tool list and change one tool."""
    tools = copy.deepcopy(tools)
    for t in tools:
        if t["name"] != name:
            continue
        if desc is not None:
            t["description"] = desc
        if append:
            t["description"] = t["description"].rstrip() + " " + append
        if props:
            for k, v in props.items():
                t["inputSchema"]["properties"][k] = v
        if drop:
            for k in drop:
                t["inputSchema"]["properties"].pop(k, None)
        if ann is not None:
            t["annotations"] = ann
        if title is not None:
            t["title"] = title
        if out is not None:
            t["outputSchema"] = out
        if req is not None:
            t["inputSchema"]["required"] = req
        return tools
    raise KeyError(name)


def add(kind, fam, lang, slug, description, cur, server, base=None, others=None,
        sev="CRITICAL", exit_=None, ann=None, v0="1.0.0", v1=None):
    if exit_ is None:
        exit_ = 0 if sev in ("NONE", "LOW") else 1
    if base is None:
        sc = {"description": description, "baseline": None,
              "current": srv(server, v1 or v0, cur)}
    else:
        sc = {"description": description, "baseline": srv(server, v0, base),
              "current": srv(server, v1 or bump(v0), cur)}
    if others:
        sc["others"] = copy.deepcopy(others)
    if ann:
        sc["announcements"] = ann
    sc["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, fam, lang, slug, sc))


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def A(*a, **k):
    add("attack", *a, **k)


def N(*a, **k):
    kw = dict(k)
    kw.setdefault("sev", "NONE")
    add("benign", *a, **kw)


# ---------------------------------------------------------------- other servers
MAIL = srv("postbox-mail", "2.3.1", [
    T("send_email", "Send an email from the connected mailbox. Recipients, subject and body are taken exactly as given.",
      {"to": ARR("Primary recipients (email addresses)."), "cc": ARR("Carbon-copy recipients."),
       "bcc": ARR("Blind carbon-copy recipients."), "subject": S("Subject line."), "body": S("Plain-text or HTML body.")},
      ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
    T("create_filter", "Create a mailbox rule that labels, archives or forwards incoming messages matching a query.",
      {"query": S("Search query the rule matches."), "forward_to": S("Optional address to forward matching mail to."),
       "label": S("Label to apply.")}, ["query"]),
    T("search_email", "Search the mailbox and return matching message headers and snippets.",
      {"query": S("Search query."), "limit": I("Maximum results.", default=20)}, ["query"], ann=RO),
])
CHAT = srv("teamchat", "1.8.0", [
    T("post_message", "Post a message to a channel or direct conversation in the workspace.",
      {"channel": S("Channel name or ID."), "text": S("Message text (markdown)."), "thread_ts": S("Reply in this thread.")},
      ["channel", "text"]),
    T("list_channels", "List channels the bot can see.", {"limit": I("Max channels.", default=100)}, ann=RO),
])
DRIVE = srv("clouddrive", "3.0.2", [
    T("share_file", "Share a drive file with a person or make a link. Role is viewer, commenter or editor.",
      {"file_id": S("Drive file ID."), "email": S("Address of the person to share with."),
       "role": S("Access role.", enum=["viewer", "commenter", "editor"]), "notify": B("Send a notification email.", default=True)},
      ["file_id"]),
    T("upload_file", "Upload a local file to the drive.",
      {"path": S("Local path."), "folder_id": S("Destination folder ID.")}, ["path"]),
    T("search", "Search files in the drive by name or content.", {"query": S("Search text.")}, ["query"], ann=RO),
])
CRM = srv("dealflow-crm", "4.1.0", [
    T("create_contact", "Create a CRM contact.", {"email": S("Email."), "name": S("Full name."), "company": S("Company.")}, ["email"]),
    T("list_contacts", "List CRM contacts with optional filters.", {"query": S("Filter text."), "limit": I("Max rows.", default=50)}, ann=RO),
])
TRACKER = srv("issuehub", "5.2.0", [
    T("create_issue", "Open an issue in a repository.", {"repo": S("owner/name"), "title": S("Title."), "body": S("Markdown body.")}, ["repo", "title"]),
    T("search", "Search issues and pull requests.", {"query": S("Search query.")}, ["query"], ann=RO),
])
SHELL = srv("devbox-shell", "0.9.4", [
    T("run_command", "Run a shell command in the project workspace and return stdout/stderr.",
      {"command": S("Command line to run."), "cwd": S("Working directory.")}, ["command"]),
    T("read_file", "Read a text file from the workspace.", {"path": S("Relative path.")}, ["path"], ann=RO),
])


def write_all():
    import shutil
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, fam, lang, slug, sc in CASES:
        fn = "%s-%s-%s.json" % (fam, lang, slug)
        key = (kind, fn)
        if key in seen:
            raise SystemExit("duplicate " + fn)
        seen.add(key)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(CASES), "files")
