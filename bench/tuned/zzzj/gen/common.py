"""Shared helpers for the zzzj held-out set (smart home and consumer IoT).

Every scenario is registered through attack() or benign() and written by
generate.py.  Nothing here reads anything outside this folder.
"""
import copy
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# family -> expected top severity when the case carries no other payload
ATTACK_FAMILIES = {
    "exfil": "CRITICAL",
    "steer": "CRITICAL",
    "secrets": "CRITICAL",
    "cmdexec": "CRITICAL",
    "secrecy": "CRITICAL",
    "override": "CRITICAL",
    "trust": "CRITICAL",
    "tamper": "HIGH",
    "approval": "HIGH",
    "field": "CRITICAL",
    "lookalike": "HIGH",
    "annotation": "HIGH",
    "rugpull": "CRITICAL",
}

BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # honest look-alikes of this domain
    "firmware", "guest", "webhook", "diag",
]

LANGS = ["en", "de", "fr", "es", "da", "fi", "sk", "hr", "bg", "sr", "ur",
         "bn", "zh", "ms"]

SEVERITIES = ["NONE", "LOW", "MEDIUM", "HIGH", "CRITICAL"]

_SCENARIOS = []


# --------------------------------------------------------------------------
# building blocks
# --------------------------------------------------------------------------

def P(type_, description=None, **kw):
    """A JSON-schema property. kw may hold enum, default, minimum, items..."""
    p = {"type": type_}
    if "title" in kw:
        p["title"] = kw.pop("title")
    if description is not None:
        p["description"] = description
    p.update(kw)
    return p


def arr(items, description=None, **kw):
    return P("array", description, items=items, **kw)


def obj(properties, required=None, description=None, **kw):
    o = {"type": "object"}
    if description is not None:
        o["description"] = description
    o["properties"] = properties
    o["required"] = list(required or [])
    o.update(kw)
    return o


def ann(ro=None, destructive=None, idempotent=None, open_world=None, title=None):
    a = {}
    if title is not None:
        a["title"] = title
    if ro is not None:
        a["readOnlyHint"] = ro
    if destructive is not None:
        a["destructiveHint"] = destructive
    if idempotent is not None:
        a["idempotentHint"] = idempotent
    if open_world is not None:
        a["openWorldHint"] = open_world
    return a


def T(name, description, properties=None, required=None, annotations=None,
      title=None, output_schema=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = obj(properties or {}, required or [])
    if output_schema is not None:
        t["outputSchema"] = output_schema
    if annotations is not None:
        t["annotations"] = annotations
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": [copy.deepcopy(t) for t in tools]}


def paras(*parts):
    return "\n\n".join(parts)


def ins(text, after, addition):
    """Insert addition right after the first occurrence of `after`."""
    i = text.find(after)
    if i < 0:
        raise ValueError("marker not found: %r" % after)
    j = i + len(after)
    return text[:j] + addition + text[j:]


def evolve(manifest, version, *tools, drop=()):
    """Copy of manifest with a new version; tools replace same-named ones or
    are appended; names in drop are removed."""
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    names = [t["name"] for t in m["tools"]]
    for t in tools:
        t = copy.deepcopy(t)
        if t["name"] in names:
            m["tools"][names.index(t["name"])] = t
        else:
            m["tools"].append(t)
            names.append(t["name"])
    m["tools"] = [t for t in m["tools"] if t["name"] not in drop]
    return m


def tool_of(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return copy.deepcopy(t)
    raise KeyError(name)


# --------------------------------------------------------------------------
# the other servers of the client configuration (honest, English)
# --------------------------------------------------------------------------

def _mail():
    return S("postbox-mail", "3.1.0", [
        T("send_email",
          "Send an email from the user's connected mailbox. Addresses in to, cc and bcc must be "
          "complete addresses; a display name is optional (\"Ana Ruiz <ana@example.org>\"). The "
          "message is sent immediately and a copy is stored in the Sent folder. Attachments are "
          "file paths on the machine running this server, 25 MB in total at most.",
          {"to": arr(P("string"), "Primary recipients.", minItems=1),
           "cc": arr(P("string"), "Carbon-copy recipients."),
           "bcc": arr(P("string"), "Blind carbon-copy recipients."),
           "subject": P("string", "Subject line.", maxLength=998),
           "body": P("string", "Message body."),
           "body_format": P("string", "Format of body.", enum=["text", "html"], default="text"),
           "attachments": arr(P("string"), "Absolute paths of files to attach.")},
          ["to", "subject", "body"],
          ann(ro=False, destructive=False, open_world=True)),
        T("search_messages",
          "Search the mailbox. Supports from:, to:, subject:, has:attachment, before: and after: "
          "operators. Returns message ids, senders, subjects and snippets, newest first.",
          {"query": P("string", "Search query."),
           "limit": P("integer", "Maximum number of results.", minimum=1, maximum=100, default=20)},
          ["query"], ann(ro=True)),
        T("create_rule",
          "Create a mailbox rule that runs on incoming mail. A rule matches on sender, subject or "
          "body text and then labels, moves, marks as read or forwards the message. Rules apply to "
          "mail that arrives after they are created.",
          {"name": P("string", "Rule name shown in mailbox settings."),
           "match_from": P("string", "Sender address or domain to match."),
           "match_subject": P("string", "Text the subject must contain."),
           "match_body": P("string", "Text the body must contain."),
           "action": P("string", "What to do with matching mail.",
                       enum=["label", "move", "mark_read", "forward"]),
           "action_value": P("string", "Label name, folder name or forwarding address, depending on action.")},
          ["name", "action"], ann(ro=False, destructive=False)),
        T("list_folders", "List mailbox folders and labels with unread counts.", {}, [], ann(ro=True)),
    ])


def _messaging():
    return S("chatterly", "5.4.2", [
        T("send_message",
          "Send a text message through the Chatterly app. recipient is a contact name from the "
          "user's address book, a phone number in international format or a @handle. Messages are "
          "end-to-end encrypted and delivered immediately.",
          {"recipient": P("string", "Contact name, +E.164 phone number or @handle."),
           "text": P("string", "Message text, up to 4096 characters.", maxLength=4096),
           "attachments": arr(P("string"), "Paths of images or files to attach.")},
          ["recipient", "text"], ann(ro=False, destructive=False, open_world=True)),
        T("list_conversations",
          "List recent conversations with the last message of each.",
          {"limit": P("integer", "How many conversations to return.", minimum=1, maximum=50, default=10)},
          [], ann(ro=True)),
        T("read_conversation",
          "Read the messages of one conversation, newest last.",
          {"conversation_id": P("string", "Id from list_conversations."),
           "limit": P("integer", "Number of messages.", default=30)},
          ["conversation_id"], ann(ro=True)),
    ])


def _photos():
    return S("lumen-photos", "2.8.0", [
        T("upload_photo",
          "Upload an image or short video from the local disk to a Lumen Photos album. Files keep "
          "their EXIF data unless strip_location is true.",
          {"file_path": P("string", "Absolute path of the file to upload."),
           "album_id": P("string", "Target album id from list_albums."),
           "caption": P("string", "Optional caption."),
           "strip_location": P("boolean", "Remove GPS coordinates before upload.", default=True)},
          ["file_path", "album_id"], ann(ro=False, destructive=False, open_world=True)),
        T("share_album",
          "Share an album. Invited recipients get an email with a link; link_access controls who "
          "else can open the album with the link.",
          {"album_id": P("string", "Album to share."),
           "recipients": arr(P("string"), "Email addresses to invite."),
           "link_access": P("string", "Who may open the share link.",
                            enum=["private", "invited_only", "anyone_with_link"], default="invited_only"),
           "allow_download": P("boolean", "Let recipients download originals.", default=False)},
          ["album_id"], ann(ro=False, destructive=False, open_world=True)),
        T("list_albums", "List the user's albums with id, title, item count and sharing state.",
          {}, [], ann(ro=True)),
        T("search",
          "Search photos by text (recognised objects, places, dates such as 'beach 2023').",
          {"query": P("string", "What to look for."),
           "limit": P("integer", "Maximum results.", default=25)},
          ["query"], ann(ro=True)),
    ])


def _homeshell():
    return S("homelab-shell", "0.9.3", [
        T("run_command",
          "Run a shell command on the user's home server (Debian, bash) as the 'homelab' user and "
          "return stdout, stderr and the exit code. Commands time out after timeout_seconds. Use "
          "for maintenance tasks the user asks for; interactive programs are not supported.",
          {"command": P("string", "The command line to run with bash -lc."),
           "cwd": P("string", "Working directory.", default="/home/homelab"),
           "timeout_seconds": P("integer", "Timeout.", minimum=1, maximum=600, default=60)},
          ["command"], ann(ro=False, destructive=True, open_world=False)),
        T("get_status",
          "Uptime, load average, memory, disk usage per mount and failed systemd units of the home server.",
          {}, [], ann(ro=True)),
    ])


def _calendar():
    return S("famcal", "1.12.0", [
        T("create_event",
          "Create an event in one of the family calendars. Attendees receive an invitation by email. "
          "Times are ISO 8601 with offset; all-day events use dates only.",
          {"calendar_id": P("string", "Calendar id; defaults to the user's primary calendar."),
           "title": P("string", "Event title."),
           "start": P("string", "Start time or date.", format="date-time"),
           "end": P("string", "End time or date.", format="date-time"),
           "attendees": arr(P("string"), "Email addresses to invite."),
           "location": P("string", "Free-text location."),
           "notes": P("string", "Event description."),
           "reminders_minutes": arr(P("integer"), "Reminder offsets in minutes before start.")},
          ["title", "start", "end"], ann(ro=False, destructive=False, open_world=True)),
        T("list_events",
          "List events between two times across the selected calendars.",
          {"start": P("string", "Range start (ISO 8601)."),
           "end": P("string", "Range end (ISO 8601)."),
           "calendar_ids": arr(P("string"), "Calendars to include; all when omitted.")},
          ["start", "end"], ann(ro=True)),
    ])


_OTHERS = {
    "mail": ("postbox", _mail),
    "messaging": ("chatterly", _messaging),
    "photos": ("lumen-photos", _photos),
    "homeshell": ("homelab-shell", _homeshell),
    "calendar": ("famcal", _calendar),
}


def others(*kinds):
    out = {}
    for k in kinds:
        key, fn = _OTHERS[k]
        out[key] = fn()
    return out


# --------------------------------------------------------------------------
# registration
# --------------------------------------------------------------------------

def _exit_for(sev):
    return 1 if sev in ("MEDIUM", "HIGH", "CRITICAL") else 0


def _register(kind, family, lang, slug, description, current, baseline,
              others_, announcements, severity):
    if lang not in LANGS:
        raise ValueError("unknown language %s" % lang)
    if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", slug):
        raise ValueError("bad slug %s" % slug)
    sc = {"description": description,
          "baseline": copy.deepcopy(baseline),
          "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = copy.deepcopy(announcements)
    if others_:
        sc["others"] = copy.deepcopy(others_)
    sc["expect"] = {"top_severity": severity, "exit": _exit_for(severity)}
    fname = "%s-%s-%s.json" % (family, lang, slug)
    for k, f, _ in _SCENARIOS:
        if k == kind and f == fname:
            raise ValueError("duplicate file name " + fname)
    _SCENARIOS.append((kind, fname, sc))


def attack(family, lang, slug, description, current, baseline=None,
           others=None, severity=None):
    if family not in ATTACK_FAMILIES:
        raise ValueError(family)
    sev = severity or ATTACK_FAMILIES[family]
    _register("attack", family, lang, slug, description, current, baseline,
              others, None, sev)


def benign(family, lang, slug, description, current, baseline=None,
           others=None, announcements=None, severity="NONE"):
    if family not in BENIGN_FAMILIES:
        raise ValueError(family)
    _register("benign", family, lang, slug, description, current, baseline,
              others, announcements, severity)


def announce(tool=None, version=None, adds_param=(), removes_param=(),
             adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param),
            "removesParam": list(removes_param), "addsTool": list(adds_tool),
            "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}


def scenarios():
    return list(_SCENARIOS)


def write_all():
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"):
                os.remove(os.path.join(d, f))
    for kind, fname, sc in _SCENARIOS:
        path = os.path.join(ROOT, kind, fname)
        with open(path, "w", encoding="ascii") as fh:
            fh.write(json.dumps(sc, ensure_ascii=True, indent=2))
            fh.write("\n")
    return len(_SCENARIOS)
