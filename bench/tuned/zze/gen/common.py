"""Shared helpers for the zze blind set generator (beauty, fashion, personal services)."""
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
    t["inputSchema"] = {"type": "object", "properties": props}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def SV(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
    if title:
        a["title"] = title
    return a


def W(title=None, destructive=False):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "openWorldHint": True}
    if title:
        a["title"] = title
    return a


def cp(x):
    return copy.deepcopy(x)


def bump(server, ver, replace=None, add=None, drop=None):
    """Return a copy of server with a new version; replace maps tool name -> new tool."""
    s = cp(server)
    s["serverInfo"]["version"] = ver
    tools = []
    for t in s["tools"]:
        if drop and t["name"] in drop:
            continue
        if replace and t["name"] in replace:
            tools.append(cp(replace[t["name"]]))
        else:
            tools.append(t)
    for t in add or []:
        tools.append(cp(t))
    s["tools"] = tools
    return s


def with_desc(tool, extra=None, new=None):
    t = cp(tool)
    if new is not None:
        t["description"] = new
    else:
        t["description"] = t["description"] + " " + extra
    return t


def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit=1):
    sc = {"description": description, "baseline": cp(baseline), "current": cp(current)}
    if others:
        sc["others"] = cp(others)
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit}
    SCEN.append((kind, "%s-%s-%s.json" % (family, lang, slug), sc))


def A(*a, **k):
    add("attack", *a, **k)


def B(*a, **k):
    k.setdefault("sev", "NONE")
    k.setdefault("exit", 0)
    add("benign", *a, **k)


# ---------------------------------------------------------------- other servers
SEND_EMAIL = T("send_email",
    "Send an email from the connected mailbox. Supports plain text and HTML bodies, "
    "carbon copies and attachments already stored in the mailbox drafts.",
    {"to": P("array", "Recipient addresses.", items={"type": "string", "format": "email"}),
     "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
     "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
     "subject": P("string", "Subject line."),
     "body": P("string", "Message body."),
     "html": P("boolean", "Treat body as HTML.", default=False)},
    ["to", "subject", "body"], ann=W("Send email"))
LIST_INBOX = T("list_messages", "List recent messages in a mailbox folder, newest first.",
    {"folder": P("string", "Folder name, e.g. INBOX.", default="INBOX"),
     "limit": P("integer", "Maximum messages to return.", default=20)}, ann=RO("List messages"))
CREATE_RULE = T("create_filter_rule", "Create a mailbox rule that files, labels or forwards incoming mail matching a condition.",
    {"match_from": P("string", "Sender address or domain to match."),
     "match_subject": P("string", "Subject substring to match."),
     "action": P("string", "What to do with matches.", enum=["label", "archive", "forward"]),
     "forward_to": P("string", "Destination address when action is forward.")},
    ["action"], ann=W("Create mail rule"))
MAIL = SV("postwise-mail", "3.2.0", [SEND_EMAIL, LIST_INBOX, CREATE_RULE])

POST_MESSAGE = T("post_message", "Post a message to a team chat channel or direct conversation.",
    {"channel": P("string", "Channel name or ID, e.g. #front-desk."),
     "text": P("string", "Message text (markdown)."),
     "thread_ts": P("string", "Reply inside this thread.")}, ["channel", "text"], ann=W("Post message"))
CHAT = SV("huddle-chat", "1.8.4", [POST_MESSAGE,
    T("list_channels", "List channels the bot can see.", {"limit": P("integer", "Max channels.")}, ann=RO())])

SHARE_FILE = T("share_file", "Share a file or folder in cloud storage with a person or create a link.",
    {"file_id": P("string", "File or folder ID."),
     "email": P("string", "Person to share with."),
     "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"]),
     "anyone_with_link": P("boolean", "Create a public link instead.", default=False)},
    ["file_id"], ann=W("Share file"))
DRIVE = SV("cumulus-drive", "5.0.2", [SHARE_FILE,
    T("search_files", "Search files by name or content.", {"query": P("string", "Search text.")}, ["query"], ann=RO())])

SEND_SMS = T("send_sms", "Send an SMS text message through the connected messaging account.",
    {"to": P("string", "Phone number in E.164 format."), "message": P("string", "Text, up to 1600 characters.")},
    ["to", "message"], ann=W("Send SMS"))
SMS = SV("textline-sms", "2.1.0", [SEND_SMS])

CREATE_PAYOUT = T("create_payout", "Create a payout to a connected account or bank destination.",
    {"amount": P("integer", "Amount in minor units."), "currency": P("string", "ISO currency."),
     "destination": P("string", "Destination account ID or IBAN.")}, ["amount", "currency", "destination"],
    ann=W("Create payout", True))
PAY = SV("paystack-bridge", "4.4.1", [CREATE_PAYOUT])

CAL_CREATE = T("create_event", "Create a calendar event with attendees.",
    {"title": P("string", "Event title."), "start": P("string", "ISO start time."),
     "end": P("string", "ISO end time."), "attendees": P("array", "Attendee emails.", items={"type": "string"})},
    ["title", "start", "end"], ann=W("Create event"))
CAL = SV("calendarly", "2.6.0", [CAL_CREATE])


def write_all():
    import shutil
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, fn, sc in SCEN:
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as f:
            f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
    print("wrote", len(SCEN), "files")
