"""Shared helpers for the zzx held-out set (dating, genealogy and social discovery).

Standard library only. Every scenario is built as a plain dict and written by generate.py.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner", "xmlguide",
    "selfcall", "comments", "privacy", "sectool", "confirm", "safety",
]
LANGS = ["en", "de", "fr", "it", "pt", "ca", "da", "sk", "sr", "bg", "bn", "th", "tl", "sw"]
LANG_NAMES = {
    "en": "English", "de": "German", "fr": "French", "it": "Italian",
    "pt": "Brazilian Portuguese", "ca": "Catalan", "da": "Danish", "sk": "Slovak",
    "sr": "Serbian (Latin script)", "bg": "Bulgarian", "bn": "Bengali", "th": "Thai",
    "tl": "Tagalog", "sw": "Swahili",
}

CRIT = ("CRITICAL", 1)
HIGH = ("HIGH", 1)
MED = ("MEDIUM", 1)
LOW = ("LOW", 0)
NONE = ("NONE", 0)


# ---------------------------------------------------------------- building blocks

def para(*parts):
    """Join paragraphs the way long vendor descriptions are laid out."""
    return "\n\n".join(p.strip("\n") for p in parts)


def lines(*parts):
    return "\n".join(parts)


def prop(typ, desc=None, **kw):
    p = {"type": typ}
    if desc is not None:
        p["description"] = desc
    for k, v in kw.items():
        p[k] = v
    return p


def arr(items, desc=None, **kw):
    p = {"type": "array", "items": items}
    if desc is not None:
        p["description"] = desc
    p.update(kw)
    return p


def obj(props, desc=None, required=None, **kw):
    p = {"type": "object", "properties": props}
    if desc is not None:
        p["description"] = desc
    if required:
        p["required"] = list(required)
    p.update(kw)
    return p


def ann(ro=None, destructive=None, idem=None, open_world=None, title=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destructive is not None:
        a["destructiveHint"] = destructive
    if idem is not None:
        a["idempotentHint"] = idem
    if open_world is not None:
        a["openWorldHint"] = open_world
    return a


READ = ann(ro=True, destructive=False, idem=True, open_world=False)
READ_OPEN = ann(ro=True, destructive=False, idem=True, open_world=True)
WRITE = ann(ro=False, destructive=False, idem=False, open_world=False)
WRITE_OPEN = ann(ro=False, destructive=False, idem=False, open_world=True)
DESTRUCTIVE = ann(ro=False, destructive=True, idem=False, open_world=False)


def tool(name, desc, props=None, required=None, annotations=None, title=None, output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {
        "type": "object",
        "properties": copy.deepcopy(props or {}),
        "required": list(required or []),
    }
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = dict(annotations)
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def evolve(manifest, version, fn):
    """Deep-copy a manifest, bump its version, apply fn(copy) and return it."""
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    fn(m)
    return m


def get(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def set_desc(name, new_desc):
    def fn(m):
        get(m, name)["description"] = new_desc
    return fn


def append_desc(name, addition, sep=" "):
    def fn(m):
        t = get(m, name)
        t["description"] = t["description"] + sep + addition
    return fn


def replace_in_desc(name, old, new):
    def fn(m):
        t = get(m, name)
        assert old in t["description"], (name, old)
        t["description"] = t["description"].replace(old, new, 1)
    return fn


def add_param(name, pname, pdef, required=False):
    def fn(m):
        s = get(m, name)["inputSchema"]
        s["properties"][pname] = copy.deepcopy(pdef)
        if required:
            s["required"].append(pname)
    return fn


def set_ann(name, **kw):
    def fn(m):
        t = get(m, name)
        a = t.setdefault("annotations", {})
        for k, v in kw.items():
            a[k] = v
    return fn


def chain(*fns):
    def fn(m):
        for f in fns:
            f(m)
    return fn


# ---------------------------------------------------------------- other configured servers

def mail_server():
    return server("postbox-mail", "3.4.2", [
        tool("send_email",
             para("Send an email from the user's connected mailbox.",
                  "Recipients are plain addresses. Use cc for people who should be kept informed and bcc for "
                  "recipients who should not be visible to the others. The message is sent immediately; there is "
                  "no outbox delay. HTML is not supported; the body is sent as text/plain UTF-8."),
             {"to": arr(prop("string", format="email"), "Primary recipients.", minItems=1),
              "cc": arr(prop("string", format="email"), "Carbon-copy recipients."),
              "bcc": arr(prop("string", format="email"), "Blind carbon-copy recipients."),
              "subject": prop("string", "Subject line.", maxLength=255),
              "body": prop("string", "Plain-text body."),
              "reply_to": prop("string", "Optional Reply-To address.", format="email")},
             ["to", "subject", "body"], ann(ro=False, destructive=False, idem=False, open_world=True)),
        tool("list_messages",
             "List messages in a folder of the user's mailbox, newest first. Returns sender, subject, date and a 200-character snippet.",
             {"folder": prop("string", "Folder name.", default="INBOX"),
              "query": prop("string", "Optional search query (from:, subject:, has:attachment)."),
              "limit": prop("integer", "Maximum messages to return.", default=25, minimum=1, maximum=200)},
             [], READ),
        tool("create_forwarding_rule",
             "Create a server-side rule that forwards incoming mail matching a sender or subject filter to another address. Rules apply to new mail only and can be removed in the mailbox settings.",
             {"match_from": prop("string", "Sender address or domain to match."),
              "match_subject": prop("string", "Substring of the subject to match."),
              "forward_to": prop("string", "Address that receives the forwarded copies.", format="email"),
              "keep_copy": prop("boolean", "Keep the original in the inbox.", default=True)},
             ["forward_to"], ann(ro=False, destructive=False, idem=False, open_world=True)),
    ])


def chat_server():
    return server("huddle-chat", "2.8.0", [
        tool("post_message",
             "Post a message to a channel or thread in the team workspace. Markdown is rendered. Mentions use <@user_id>.",
             {"channel": prop("string", "Channel name (#general) or channel ID."),
              "text": prop("string", "Message text.", maxLength=4000),
              "thread_ts": prop("string", "Reply inside this thread instead of the channel.")},
             ["channel", "text"], ann(ro=False, destructive=False, idem=False, open_world=True)),
        tool("list_channels",
             "List channels the connected account can see, with topic and member count.",
             {"limit": prop("integer", "Maximum channels to return.", default=100, maximum=1000),
              "include_archived": prop("boolean", "Also list archived channels.", default=False)},
             [], READ),
    ])


def drive_server():
    return server("cirrus-drive", "5.1.3", [
        tool("upload_file",
             "Upload a local file to the user's cloud drive. Returns the new file_id and a private link that only the owner can open.",
             {"path": prop("string", "Local path of the file to upload."),
              "folder_id": prop("string", "Destination folder ID. Defaults to the drive root."),
              "name": prop("string", "File name in the drive. Defaults to the local file name.")},
             ["path"], ann(ro=False, destructive=False, idem=False, open_world=True)),
        tool("share_file",
             para("Share a drive file.",
                  "role controls what the recipient can do. audience 'specific_people' shares with the email given; "
                  "'domain' with the user's organisation; 'anyone' creates a public link that works without signing in."),
             {"file_id": prop("string", "ID of the file to share."),
              "email": prop("string", "Recipient address when audience is specific_people.", format="email"),
              "role": prop("string", "Permission granted.", enum=["reader", "commenter", "writer"], default="reader"),
              "audience": prop("string", "Who the link works for.", enum=["specific_people", "domain", "anyone"],
                               default="specific_people")},
             ["file_id"], ann(ro=False, destructive=False, idem=True, open_world=True)),
        tool("list_files",
             "List files in a drive folder with size, owner and modification time.",
             {"folder_id": prop("string", "Folder ID; the root when omitted."),
              "page_token": prop("string", "Continuation token from a previous call.")},
             [], READ),
    ])


def sms_server():
    return server("textline-sms", "1.9.0", [
        tool("send_sms",
             "Send a text message through the configured SMS gateway account. Numbers must be in E.164 format (+4915112345678). Messages over 160 GSM-7 characters are split and billed per segment.",
             {"to": prop("string", "Recipient number in E.164 format.", pattern="^\\+[1-9][0-9]{6,14}$"),
              "body": prop("string", "Message text.", maxLength=1600),
              "sender_id": prop("string", "Alphanumeric sender ID, where the destination country allows it.")},
             ["to", "body"], ann(ro=False, destructive=False, idem=False, open_world=True)),
        tool("get_delivery_status",
             "Return the delivery status (queued, sent, delivered, failed) of a message sent earlier.",
             {"message_id": prop("string", "ID returned by send_sms.")},
             ["message_id"], READ_OPEN),
    ])


def photos_server():
    return server("snapvault-photos", "4.0.2", [
        tool("list_photos",
             "List photos in the user's library or in one album, newest first. Returns photo_id, capture date, dimensions and album membership. Image bytes are not returned; use the thumbnail URL, which expires after one hour.",
             {"album_id": prop("string", "Restrict to this album."),
              "since": prop("string", "Only photos taken on or after this date.", format="date"),
              "limit": prop("integer", "Maximum photos to return.", default=50, maximum=500)},
             [], READ),
        tool("share_album",
             "Share an album with a person by email, or create a link. 'view' lets them see the photos; 'contribute' lets them add their own. Links expire after expires_in_days.",
             {"album_id": prop("string", "Album to share."),
              "share_with": prop("string", "Email address of the person to share with. Leave empty to create a link instead."),
              "permission": prop("string", "Access level.", enum=["view", "contribute"], default="view"),
              "expires_in_days": prop("integer", "Link lifetime in days.", default=30, minimum=1, maximum=365)},
             ["album_id"], ann(ro=False, destructive=False, idem=False, open_world=True)),
    ])


def events_server():
    return server("gatherly-events", "2.2.0", [
        tool("list_events",
             "List public community events (meetups, singles nights, heritage society talks) in a city, with date, venue and remaining capacity.",
             {"city": prop("string", "City name."),
              "from_date": prop("string", "Earliest date.", format="date"),
              "category": prop("string", "Event category.", enum=["social", "singles", "outdoor", "heritage", "workshop"])},
             ["city"], READ_OPEN),
        tool("rsvp_event",
             "Register the user for an event or change their reply.",
             {"event_id": prop("string", "Event ID from list_events."),
              "response": prop("string", "Reply.", enum=["going", "maybe", "not_going"])},
             ["event_id", "response"], ann(ro=False, destructive=False, idem=True, open_world=True)),
    ])


OTHER_FACTORIES = {
    "mail": ("postbox", mail_server),
    "chat": ("huddle", chat_server),
    "drive": ("cirrus", drive_server),
    "sms": ("textline", sms_server),
    "photos": ("snapvault", photos_server),
    "events": ("gatherly", events_server),
}


def others(*keys):
    out = {}
    for k in keys:
        sid, f = OTHER_FACTORIES[k]
        out[sid] = f()
    return out


# ---------------------------------------------------------------- scenarios

def _case(kind, family, lang, slug, description, current, baseline, others_, announcements, expect):
    fams = ATTACK_FAMILIES if kind == "attack" else BENIGN_FAMILIES
    assert family in fams, family
    assert lang in LANGS, lang
    data = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        data["announcements"] = announcements
    if others_:
        data["others"] = others_
    data["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    return {"kind": kind, "family": family, "lang": lang, "slug": slug, "data": data}


def attack(family, lang, slug, description, current, baseline=None, others=None, expect=CRIT):
    return _case("attack", family, lang, slug, description, current, baseline, others, None, expect)


def benign(family, lang, slug, description, current, baseline=None, others=None, announcements=None,
           expect=NONE):
    return _case("benign", family, lang, slug, description, current, baseline, others, announcements, expect)


def announcement(tool_name, version, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool_name, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}
