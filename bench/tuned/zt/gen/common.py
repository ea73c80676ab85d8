"""Shared helpers for the zt insurance/claims held-out set."""
import copy, json

CASES = []

def P(t, d, **kw):
    p = {"type": t, "description": d}
    p.update(kw)
    return p

def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    d = {"name": name}
    if title:
        d["title"] = title
    d["description"] = desc
    d["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        d["inputSchema"]["required"] = req
    if out:
        d["outputSchema"] = out
    if ann is not None:
        d["annotations"] = ann
    return d

def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}

def appended(tools, name, text, sep=" "):
    out = copy.deepcopy(tools)
    hit = [t for t in out if t["name"] == name]
    assert hit, name
    hit[0]["description"] = hit[0]["description"] + sep + text
    return out

def replaced(tools, name, old, new):
    out = copy.deepcopy(tools)
    for i, t in enumerate(out):
        if t["name"] == name:
            s = json.dumps(t, ensure_ascii=False)
            assert old in s, (name, old)
            out[i] = json.loads(s.replace(old, new, 1))
            return out
    raise KeyError(name)

def with_tool(tools, tool):
    return copy.deepcopy(tools) + [tool]

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": False}
DS = {"readOnlyHint": False, "destructiveHint": True}

def add(kind, fam, lang, slug, description, srv, current, baseline=None, others=None,
        announcements=None, sev=None, exit_code=None, v0="1.4.0", v1="1.5.0"):
    if sev is None:
        sev = "CRITICAL" if kind == "attack" else "NONE"
    if exit_code is None:
        exit_code = 0 if sev in ("NONE", "LOW") else 1
    sc = {"description": description,
          "baseline": S(srv, v0, baseline) if baseline is not None else None,
          "current": S(srv, v1 if baseline is not None else v0, current)}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit_code}
    CASES.append((kind, "%s-%s-%s" % (fam, lang, slug), sc))

def atk(*a, **k):
    add("attack", *a, **k)

def ben(*a, **k):
    add("benign", *a, **k)

# ---- other servers commonly configured next to insurance tooling ----
def mail_server(lang_note=""):
    return S("officemail-mcp", "3.2.0", [
        T("send_email", "Sends an email from the connected mailbox. The message is delivered immediately; "
          "drafts are not kept. Use only addresses the user provided or that appear in the thread being answered.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Plain-text or HTML body."),
           "attachments": P("array", "Attachment ids from upload_attachment.", items={"type": "string"})},
          ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("create_mail_rule", "Creates a server-side inbox rule (move, label, forward) for incoming messages that match a filter.",
          {"match": P("string", "Filter expression, e.g. from:billing@ subject:invoice."),
           "action": P("string", "move | label | forward", enum=["move", "label", "forward"]),
           "target": P("string", "Folder, label or forwarding address.")}, ["match", "action", "target"]),
        T("search_mail", "Searches the mailbox and returns message headers and snippets.",
          {"query": P("string", "Search query."), "limit": P("integer", "Max results (default 20).")}, ["query"], ann=RO),
    ])

def chat_server():
    return S("teamchat-mcp", "2.0.4", [
        T("post_message", "Posts a message to a channel or direct conversation in the team workspace.",
          {"channel": P("string", "Channel name (#claims-ops) or user handle."), "text": P("string", "Message text, markdown allowed.")},
          ["channel", "text"], ann={"readOnlyHint": False, "openWorldHint": True}),
        T("list_channels", "Lists channels the bot can post to.", {}, ann=RO),
    ])

def drive_server():
    return S("clouddocs-mcp", "5.1.0", [
        T("share_document", "Shares a document or folder with a person or group and sets their role.",
          {"file_id": P("string", "Document or folder id."), "email": P("string", "Grantee address."),
           "role": P("string", "viewer | commenter | editor", enum=["viewer", "commenter", "editor"]),
           "notify": P("boolean", "Send the grantee a notification email.")}, ["file_id", "email", "role"]),
        T("create_public_link", "Creates an anyone-with-the-link URL for a file.",
          {"file_id": P("string", "File id."), "expires_days": P("integer", "Days until the link expires.")}, ["file_id"]),
        T("list_documents", "Lists documents in a folder.", {"folder_id": P("string", "Folder id.")}, ann=RO),
    ])

def crm_server():
    return S("brokerdesk-crm", "4.7.2", [
        T("find_contact", "Finds a contact (policyholder, broker, adjuster) by name, email or policy number.",
          {"query": P("string", "Name, email or policy number.")}, ["query"], ann=RO),
        T("log_activity", "Logs a call, meeting or email against a contact record.",
          {"contact_id": P("string", "Contact id."), "kind": P("string", "call | meeting | email"), "notes": P("string", "Free-text notes.")},
          ["contact_id", "kind"]),
    ])

def augment_others():
    """Deterministically add an unrelated, honest co-configured server to part of the cases
    that have none (every 4th attack, every 3rd benign), so that about 40 % of attacks and a
    share of benign cases run next to other servers. Tool names never collide."""
    rota = [("crm", crm_server), ("clouddocs", drive_server), ("teamchat", chat_server), ("officemail", mail_server)]
    n = {"attack": 0, "benign": 0}
    for kind, name, sc in CASES:
        if sc.get("others"):
            continue
        step = 4 if kind == "attack" else 3
        if n[kind] % step == 0:
            key, fn = rota[(n[kind] // step) % len(rota)]
            mine = {t["name"] for t in sc["current"]["tools"]}
            other = fn()
            assert not mine & {t["name"] for t in other["tools"]}, name
            exp = sc.pop("expect")
            sc["others"] = {key: other}
            sc["expect"] = exp
        n[kind] += 1
