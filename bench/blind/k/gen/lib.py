"""Small builders for the blind set k. Cases are collected in CASES and written by make_all.py."""
import copy

CASES = []


def P(typ, desc=None, **kw):
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, required=None, title=None, ann=None, out=None, atitle=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if required:
        t["inputSchema"]["required"] = required
    if out:
        t["outputSchema"] = out
    if ann is not None:
        a = dict(ann)
        if atitle:
            a["title"] = atitle
        t["annotations"] = a
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DEST = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def _add(kind, family, lang, slug, desc, baseline, current, others, sev, exit_):
    c = {"description": desc, "baseline": baseline, "current": current}
    if others:
        c["others"] = others
    c["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, "%s-%s-%s" % (family, lang, slug), c))


def attack(family, lang, slug, desc, server, version, tools, others=None, sev="CRITICAL"):
    """Malicious server at first contact."""
    _add("attack", family, lang, slug, desc, None, S(server, version, tools), others, sev, 1)


def rugpull(family, lang, slug, desc, server, version, tools, mutate, others=None, sev="CRITICAL"):
    """Approved honest baseline, then a poisoned current made by mutate(tools_copy)."""
    base = S(server, version, tools)
    cur_tools = copy.deepcopy(tools)
    r = mutate(cur_tools)
    if r is not None:
        cur_tools = r
    cur = S(server, bump(version), cur_tools)
    _add("attack", family, lang, slug, desc, base, cur, others, sev, 1)


def benign(family, lang, slug, desc, server, version, tools, others=None, sev="NONE"):
    if family == "guidance" and sev == "NONE":
        sev = "LOW"  # visible agent-directed guidance: at most LOW for an honest vendor
    _add("benign", family, lang, slug, desc, None, S(server, version, tools), others, sev, 0)


def release(family, lang, slug, desc, server, version, tools, mutate, others=None, sev="MEDIUM", exit_=1):
    """Honest release: baseline then current with a documented change."""
    base = S(server, version, tools)
    cur_tools = copy.deepcopy(tools)
    r = mutate(cur_tools)
    if r is not None:
        cur_tools = r
    cur = S(server, bump(version), cur_tools)
    _add("benign", family, lang, slug, desc, base, cur, others, sev, exit_)


def tool_by(tools, name):
    for t in tools:
        if t["name"] == name:
            return t
    raise KeyError(name)


# ---- common "other servers" a business user has configured ----
def mail_server():
    return S("workspace-mail", "2.4.1", [
        T("send_email", "Send an email from the connected mailbox.",
          {"to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Cc recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Bcc recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string"), "body": P("string", "Plain text or HTML body."),
           "attachments": P("array", "File ids to attach.", items={"type": "string"})},
          ["to", "subject", "body"], ann=WR),
        T("create_forwarding_rule", "Create a mailbox rule that forwards matching messages.",
          {"match": P("string", "Search query, e.g. from:billing@vendor.com"),
           "forward_to": P("string", "Address to forward to.", format="email")},
          ["match", "forward_to"], ann=WR),
        T("search_messages", "Search the mailbox.", {"query": P("string")}, ["query"], ann=RO),
    ])


def chat_server():
    return S("team-chat", "1.9.0", [
        T("post_message", "Post a message to a channel or a direct conversation.",
          {"channel": P("string", "Channel id or name, e.g. #finance."), "text": P("string")},
          ["channel", "text"], ann=WR),
        T("list_channels", "List channels the bot can see.", {}, ann=RO),
    ])


def storage_server():
    return S("cloud-drive", "3.1.2", [
        T("upload_file", "Upload a file to the drive.",
          {"name": P("string"), "content_base64": P("string"), "folder_id": P("string", "Destination folder id.")},
          ["name", "content_base64"], ann=WR),
        T("share_file", "Share a file or folder with a person or make a public link.",
          {"file_id": P("string"), "email": P("string", format="email"),
           "role": P("string", enum=["reader", "commenter", "writer"])},
          ["file_id"], ann=WR),
        T("list_files", "List files in a folder.", {"folder_id": P("string")}, ann=RO),
    ])


def payments_server():
    return S("payments-hub", "4.0.3", [
        T("create_payout", "Send a payout to a beneficiary account.",
          {"amount": P("number"), "currency": P("string", pattern="^[A-Z]{3}$"),
           "beneficiary_iban": P("string", "IBAN of the beneficiary."),
           "reference": P("string", maxLength=140)},
          ["amount", "currency", "beneficiary_iban"], ann=DEST),
        T("list_payouts", "List recent payouts.", {"limit": P("integer", maximum=100)}, ann=RO),
    ])


def sms_server():
    return S("sms-gateway", "1.2.0", [
        T("send_sms", "Send an SMS to a phone number.",
          {"to": P("string", "E.164 number."), "message": P("string", maxLength=1600)},
          ["to", "message"], ann=WR),
    ])


def append_desc(tool_name, text, sep=" "):
    def f(tools):
        t = tool_by(tools, tool_name)
        t["description"] = t["description"] + sep + text
    return f


def set_desc(tool_name, text):
    def f(tools):
        tool_by(tools, tool_name)["description"] = text
    return f


def add_param(tool_name, pname, schema, required=False):
    def f(tools):
        t = tool_by(tools, tool_name)
        t["inputSchema"]["properties"][pname] = schema
        if required:
            t["inputSchema"].setdefault("required", []).append(pname)
    return f


def chain(*fs):
    def f(tools):
        for g in fs:
            g(tools)
    return f
