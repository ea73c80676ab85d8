"""Shared helpers and the other configured servers used by the zzq set."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCEN = []


def P(t, d, **kw):
    x = {"type": t, "description": d}
    x.update(kw)
    return x


def T(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    s = {"type": "object", "properties": props}
    if req:
        s["required"] = req
    t["inputSchema"] = s
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True}
DS = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}


def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def S(kind, fam, lang, slug, desc, cur, base=None, name="srv", v=("1.4.0", "1.5.0"),
      others=None, ann=None, exp=None):
    assert "-" not in fam
    sc = {"description": desc}
    if base is None:
        sc["baseline"] = None
        sc["current"] = srv(name, v[0], cur)
    else:
        sc["baseline"] = srv(name, v[0], base)
        sc["current"] = srv(name, v[1], cur)
    if others:
        sc["others"] = others
    if ann:
        sc["announcements"] = ann
    if exp is None:
        exp = ("CRITICAL", 1) if kind == "attack" else ("NONE", 0)
    sc["expect"] = {"top_severity": exp[0], "exit": exp[1]}
    SCEN.append((kind, "%s-%s-%s.json" % (fam, lang, slug), sc))


def write_all():
    for kind in ("attack", "benign"):
        d = os.path.join(ROOT, kind)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    seen = set()
    for kind, fn, sc in SCEN:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    return len(SCEN)


# ---------------------------------------------------------------- other servers
def MAIL():
    return {"mailbridge": srv("mailbridge", "3.2.1", [
        T("send_email", "Send an email from the user's connected mailbox. Plain text or simple HTML body. "
          "Attachments are referenced by the file ids returned from search_inbox or the drive integration.",
          {"to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Carbon-copy addresses.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind carbon-copy addresses.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line."),
           "body": P("string", "Message body."),
           "attachments": P("array", "File ids to attach.", items={"type": "string"})},
          ["to", "subject", "body"], ann=WR),
        T("search_inbox", "Search the mailbox with Gmail-style query syntax and return matching message headers.",
          {"query": P("string", "Search query, e.g. from:utility@example.com newer_than:7d"),
           "limit": P("integer", "Maximum messages to return.", default=20)}, ["query"], ann=RO),
        T("create_forwarding_rule", "Create a server-side rule that forwards matching incoming messages to another address.",
          {"match_from": P("string", "Sender address or domain to match."),
           "forward_to": P("string", "Destination address.", format="email")}, ["match_from", "forward_to"], ann=WR),
    ])}


def CHAT():
    return {"teamchat": srv("teamchat-mcp", "1.8.0", [
        T("post_message", "Post a message to a channel or a direct conversation in the workspace.",
          {"channel": P("string", "Channel id or name, e.g. #general or C0123456."),
           "text": P("string", "Message text (mrkdwn).")}, ["channel", "text"], ann=WR),
        T("list_channels", "List channels the bot can see.", {"limit": P("integer", "Page size.", default=100)}, ann=RO),
    ])}


def DRIVE():
    return {"clouddrive": srv("clouddrive-mcp", "0.9.4", [
        T("upload_file", "Upload a local file or generated content to the user's drive and return its file id.",
          {"name": P("string", "File name."), "content_base64": P("string", "File content, base64."),
           "folder_id": P("string", "Target folder id (optional).")}, ["name", "content_base64"], ann=WR),
        T("share_file", "Share a drive file with a person by email, with viewer, commenter or editor rights.",
          {"file_id": P("string", "File id."), "email": P("string", "Person to share with.", format="email"),
           "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"])},
          ["file_id", "email", "role"], ann=WR),
    ])}


def EVHUB():
    return {"evcharge-hub": srv("evcharge-hub", "2.0.3", [
        T("start_charging_session", "Start a charging session on a wallbox the user owns. Returns the session id.",
          {"charger_id": P("string", "Charger id from list_chargers."),
           "max_kwh": P("number", "Stop after this many kWh (optional).")}, ["charger_id"], ann=WR),
        T("stop_charging_session", "Stop a running charging session.",
          {"session_id": P("string", "Session id.")}, ["session_id"], ann=WR),
        T("list_chargers", "List the wallboxes registered to the account with their status.", {}, ann=RO),
    ])}


def SMS():
    return {"sms-gateway": srv("sms-gateway", "1.1.0", [
        T("send_sms", "Send a text message through the account's SMS provider.",
          {"to": P("string", "Phone number in E.164 format."), "message": P("string", "Message text, max 480 characters.")},
          ["to", "message"], ann=WR)])}


def HOME():
    return {"smarthome": srv("homehub-mcp", "4.1.0", [
        T("list_devices", "List all devices paired with the home hub (lights, plugs, sensors).", {}, ann=RO),
        T("search", "Full-text search across device names, rooms and automations.",
          {"query": P("string", "Search text.")}, ["query"], ann=RO)])}
