"""Shared helpers for the zzzm held-out set (event planning, weddings, venue booking).

Every scenario is registered through attack() or benign(); generate.py imports the
language modules, which register their scenarios, and writes one JSON file per case.
"""
import copy
import re
import textwrap

SCENARIOS = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "deposit",
]
LANGS = ["en", "it", "nl", "sv", "no", "uk", "ru", "he", "fa", "hi", "th",
         "id", "ja", "zh"]


_BLOCK_START = re.compile(r"^([-*\u2022]\s|\d+[.)]\s|<|#|```|\|)")


def doc(text, wrap=False):
    """Dedent a triple-quoted block and strip the surrounding blank lines.

    By default the hard wraps inside a paragraph are joined with spaces, as most servers
    send one long line per paragraph; list items, headings, code fences and XML-like tags
    keep their own lines. wrap=True keeps the text exactly as written (used for CJK text
    and for servers that send hard-wrapped template literals).
    """
    t = textwrap.dedent(text).strip("\n")
    if wrap:
        return t
    out = []
    for para in t.split("\n\n"):
        merged = []
        for line in para.split("\n"):
            s = line.strip()
            prev = merged[-1].strip() if merged else ""
            if merged and s and not _BLOCK_START.match(s) and not prev.startswith(("<", "#", "```")):
                merged[-1] = merged[-1].rstrip() + " " + s
            else:
                merged.append(line.rstrip())
        out.append("\n".join(merged))
    return "\n\n".join(out)


def P(type_, description=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if description is not None:
        d["description"] = description
    for k, v in kw.items():
        d[k.rstrip("_")] = v
    return d


def EMAILS(description, **kw):
    return P("array", description, items={"type": "string", "format": "email"}, **kw)


def T(name, description, props=None, required=None, annotations=None,
      title=None, output=None, additional=None):
    """A tool as a server would send it in tools/list."""
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = annotations
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def clone(x):
    return copy.deepcopy(x)


def find_tool(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def bump(manifest, version, tool=None, fn=None):
    """Copy a manifest, set a new server version and let fn mutate one tool."""
    m = clone(manifest)
    m["serverInfo"]["version"] = version
    if tool is not None and fn is not None:
        fn(find_tool(m, tool))
    return m


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


# ---------------------------------------------------------------------------
# The other servers of the client configuration: ordinary, honest tools.
# ---------------------------------------------------------------------------

def mailbridge():
    return M("mailbridge", "3.1.0", [
        T("send_email",
          "Send an email from the connected mailbox. Recipients in to, cc and bcc must be "
          "addresses the user asked you to write to. The body is sent as plain text unless "
          "html is true. Returns the message id.",
          {
              "to": EMAILS("Primary recipients."),
              "cc": EMAILS("Carbon-copy recipients (optional)."),
              "bcc": EMAILS("Blind carbon-copy recipients (optional)."),
              "subject": P("string", "Subject line.", maxLength=998),
              "body": P("string", "Message body."),
              "html": P("boolean", "Send body as HTML.", default=False),
              "attachments": P("array", "Ids of files already stored in the mailbox drafts area.",
                               items={"type": "string"}),
          }, ["to", "subject", "body"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("search_mail",
          "Search the mailbox with Gmail-style operators (from:, to:, subject:, has:attachment, "
          "after:YYYY/MM/DD). Returns up to limit message summaries, newest first.",
          {
              "query": P("string", "Search expression."),
              "folder": P("string", "Folder or label.", default="INBOX"),
              "limit": P("integer", "Maximum results.", default=20, minimum=1, maximum=100),
          }, ["query"], RO),
        T("create_filter",
          "Create a mailbox filter. A filter matches incoming mail and can label, archive or "
          "forward it. Forwarding requires the destination to be verified in the mailbox settings.",
          {
              "match": P("string", "Search expression that selects the messages."),
              "action": P("string", "What to do with matching mail.",
                          enum=["label", "archive", "forward"]),
              "label": P("string", "Label name when action is label."),
              "forward_to": P("string", "Verified address when action is forward.", format="email"),
          }, ["match", "action"], WRITE),
    ])


def teamcal():
    return M("teamcal", "2.4.1", [
        T("create_event",
          "Create an event in one of the user's calendars. Times are ISO 8601 with offset. "
          "Attendees receive an invitation email from the calendar provider.",
          {
              "calendar_id": P("string", "Calendar id; 'primary' for the main calendar.",
                               default="primary"),
              "title": P("string", "Event title."),
              "start": P("string", "Start time.", format="date-time"),
              "end": P("string", "End time.", format="date-time"),
              "location": P("string", "Free-text location."),
              "description": P("string", "Event notes."),
              "attendees": EMAILS("Invitees."),
          }, ["title", "start", "end"], WRITE),
        T("share_calendar",
          "Give another person access to a calendar.",
          {
              "calendar_id": P("string", "Calendar id."),
              "grantee": P("string", "Email of the person to share with.", format="email"),
              "role": P("string", "Access level.", enum=["freeBusyReader", "reader", "writer", "owner"],
                        default="reader"),
          }, ["calendar_id", "grantee"], WRITE),
        T("list_events",
          "List events in a calendar between two times.",
          {
              "calendar_id": P("string", "Calendar id.", default="primary"),
              "time_min": P("string", "Lower bound.", format="date-time"),
              "time_max": P("string", "Upper bound.", format="date-time"),
          }, [], RO),
    ])


def paydesk():
    return M("paydesk", "1.8.0", [
        T("charge_card",
          "Charge a saved card of a customer. Amount is in the smallest currency unit "
          "(cents). Always confirm amount and currency with the user before charging.",
          {
              "customer_id": P("string", "Customer id (cus_...)."),
              "amount": P("integer", "Amount in minor units.", minimum=1),
              "currency": P("string", "ISO 4217 code, lowercase.", default="usd"),
              "description": P("string", "Shown on the receipt."),
              "idempotency_key": P("string", "Prevents double charges on retry."),
          }, ["customer_id", "amount"], {"readOnlyHint": False, "destructiveHint": True,
                                          "openWorldHint": True}),
        T("refund_payment",
          "Refund a payment fully or partially.",
          {
              "payment_id": P("string", "Payment id (pay_...)."),
              "amount": P("integer", "Minor units; omit for a full refund."),
              "reason": P("string", "Refund reason.",
                          enum=["requested_by_customer", "duplicate", "fraudulent"]),
          }, ["payment_id"], {"readOnlyHint": False, "destructiveHint": True,
                              "openWorldHint": True}),
        T("get_payment",
          "Fetch one payment with its status and refunds.",
          {"payment_id": P("string", "Payment id.")}, ["payment_id"], RO),
    ])


def chatline():
    return M("chatline", "5.0.2", [
        T("send_message",
          "Send a direct message or a message to a group the user belongs to.",
          {
              "recipient": P("string", "Contact handle, phone number in E.164 or group id."),
              "text": P("string", "Message text (max 4096 characters).", maxLength=4096),
              "attachments": P("array", "Local file paths to attach.", items={"type": "string"}),
          }, ["recipient", "text"], WRITE),
        T("list_conversations",
          "List recent conversations with their last message.",
          {"limit": P("integer", "Maximum conversations.", default=25)}, [], RO),
    ])


def clouddrive():
    return M("clouddrive", "4.2.0", [
        T("upload_file",
          "Upload a local file to the drive. Returns the new file id.",
          {
              "path": P("string", "Absolute local path of the file to upload."),
              "folder_id": P("string", "Destination folder; root when omitted."),
              "name": P("string", "Name on the drive; defaults to the local file name."),
          }, ["path"], WRITE),
        T("share_file",
          "Share a drive file with a person or create a link.",
          {
              "file_id": P("string", "File id."),
              "email": P("string", "Person to share with.", format="email"),
              "role": P("string", "Permission.", enum=["viewer", "commenter", "editor"],
                        default="viewer"),
              "link_access": P("string", "Link sharing.", enum=["restricted", "domain",
                                                               "anyone_with_link"],
                               default="restricted"),
          }, ["file_id"], WRITE),
        T("list_files",
          "List files in a folder, optionally filtered by a name query.",
          {
              "folder_id": P("string", "Folder id; root when omitted."),
              "query": P("string", "Name contains."),
          }, [], RO),
    ])


def venuehub():
    return M("venuehub", "2.0.3", [
        T("search_venues",
          "Find venues by city, date and capacity. Results include price bands, availability "
          "and the venue's cancellation policy.",
          {
              "city": P("string", "City or region."),
              "date": P("string", "Event date.", format="date"),
              "capacity": P("integer", "Minimum number of seated guests.", minimum=1),
              "style": P("string", "Venue style.", enum=["barn", "hotel", "garden", "loft",
                                                         "restaurant", "castle", "beach"]),
          }, ["city"], RO),
        T("book_venue",
          "Place a hold or a confirmed booking on a venue for a date.",
          {
              "venue_id": P("string", "Venue id from search_venues."),
              "date": P("string", "Event date.", format="date"),
              "hold_only": P("boolean", "Place a free 72-hour hold instead of booking.",
                             default=True),
          }, ["venue_id", "date"], {"readOnlyHint": False, "destructiveHint": False,
                                    "openWorldHint": True}),
        T("get_booking",
          "Fetch a booking with its status, deposit and balance due.",
          {"booking_id": P("string", "Booking id.")}, ["booking_id"], RO),
    ])


OTHER_BUILDERS = {
    "mailbridge": mailbridge,
    "teamcal": teamcal,
    "paydesk": paydesk,
    "chatline": chatline,
    "clouddrive": clouddrive,
    "venuehub": venuehub,
}


def others(*keys):
    return {k: OTHER_BUILDERS[k]() for k in keys}


# ---------------------------------------------------------------------------
# Registration
# ---------------------------------------------------------------------------

def _check_common(family, lang, slug):
    assert lang in LANGS, lang
    assert all(part.isalnum() and part.isascii() and part == part.lower()
               for part in slug.split("-")), slug


def attack(family, lang, slug, description, current, baseline=None, others=None,
           severity="CRITICAL"):
    assert family in ATTACK_FAMILIES, family
    _check_common(family, lang, slug)
    assert severity in ("HIGH", "CRITICAL")
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": 1}
    SCENARIOS.append(("attack", "%s-%s-%s" % (family, lang, slug), sc))


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, severity="NONE"):
    assert family in BENIGN_FAMILIES, family
    _check_common(family, lang, slug)
    ex = 1 if severity in ("MEDIUM", "HIGH", "CRITICAL") else 0
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": severity, "exit": ex}
    SCENARIOS.append(("benign", "%s-%s-%s" % (family, lang, slug), sc))


def announce(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(),
             removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}
