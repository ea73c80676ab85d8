"""Shared helpers and the honest 'other' servers for held-out set zzzk.

Domain: photography, image editing and digital asset management.
Everything here is standard library only.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # families named for this domain
    "metadata", "endpoint",
]
LANGS = ["en", "it", "nl", "ca", "lt", "lv", "et", "sl", "ta", "mr", "zh", "tl", "sw", "ja"]
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}


# ---------------------------------------------------------------- builders

def P(typ, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    for k, v in kw.items():
        d[k] = v
    return d


def OBJ(props, required=None, desc=None, **kw):
    d = {"type": "object"}
    if desc is not None:
        d["description"] = desc
    d["properties"] = props
    if required:
        d["required"] = list(required)
    for k, v in kw.items():
        d[k] = v
    return d


def ARR(items, desc=None, **kw):
    d = {"type": "array"}
    if desc is not None:
        d["description"] = desc
    d["items"] = items
    for k, v in kw.items():
        d[k] = v
    return d


def A(title=None, ro=None, destructive=None, idem=None, open_world=None):
    """Tool annotations; None leaves a hint out."""
    d = {}
    if title is not None:
        d["title"] = title
    if ro is not None:
        d["readOnlyHint"] = ro
    if destructive is not None:
        d["destructiveHint"] = destructive
    if idem is not None:
        d["idempotentHint"] = idem
    if open_world is not None:
        d["openWorldHint"] = open_world
    return d


def T(name, desc, props=None, required=None, ann=None, title=None, output=None,
      additional=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if additional is not None:
        schema["additionalProperties"] = additional
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def clone(x):
    return copy.deepcopy(x)


def case(kind, family, lang, slug, description, current, baseline=None,
         others=None, announcements=None, severity=None, exit_code=None):
    """One scenario. Attack severity defaults from the family."""
    if severity is None:
        if kind == "attack":
            severity = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
        elif family == "generic":
            severity = "LOW"
        else:
            severity = "NONE"
    if exit_code is None:
        exit_code = 1 if severity in ("MEDIUM", "HIGH", "CRITICAL") else 0
    doc = {"description": description, "baseline": baseline, "current": current}
    if announcements:
        doc["announcements"] = announcements
    if others:
        doc["others"] = {o["serverInfo"]["name"]: o for o in others}
    doc["expect"] = {"top_severity": severity, "exit": exit_code}
    return {"kind": kind, "family": family, "lang": lang, "slug": slug, "doc": doc}


def ann_entry(tool, version, adds_param=None, removes_param=None, adds_tool=None,
              removes_tool=None, changes=None):
    return {
        "tool": tool,
        "addsParam": list(adds_param or []),
        "removesParam": list(removes_param or []),
        "addsTool": list(adds_tool or []),
        "removesTool": list(removes_tool or []),
        "changes": list(changes or []),
        "version": version,
    }


# ---------------------------------------------------------------- other servers
# Ordinary, honest tools of the servers that sit in the same client configuration.

def mail(extra=None):
    tools = [
        T("send_email",
          "Send an email from the connected mailbox. The body may be plain text or HTML "
          "(set html to true). Recipients in to, cc and bcc are exactly the addresses the user "
          "asked for; every address is validated against RFC 5322 before the message is queued. "
          "Attachments are referenced by local path or by a drive file id and may total 25 MB. "
          "Returns the message id and the thread id.",
          {
              "to": ARR(P("string", format="email"), "Primary recipients.", minItems=1),
              "cc": ARR(P("string", format="email"), "Carbon-copy recipients."),
              "bcc": ARR(P("string", format="email"), "Blind carbon-copy recipients."),
              "subject": P("string", "Subject line.", maxLength=998),
              "body": P("string", "Message body."),
              "html": P("boolean", "Treat body as HTML.", default=False),
              "attachments": ARR(P("string"), "Local file paths or drive file ids."),
              "reply_to_message_id": P("string", "Send as a reply in this thread."),
          },
          ["to", "subject", "body"],
          A("Send email", ro=False, destructive=False, idem=False, open_world=True)),
        T("list_messages",
          "List messages in a folder, newest first. Supports the mailbox search syntax "
          "(from:, to:, subject:, has:attachment, before:, after:).",
          {
              "folder": P("string", "Folder or label.", default="INBOX"),
              "query": P("string", "Search query."),
              "limit": P("integer", "Maximum messages to return.", default=25, minimum=1, maximum=200),
          },
          [],
          A("List messages", ro=True, destructive=False, open_world=True)),
        T("read_message",
          "Return the headers, plain-text body and attachment list of one message.",
          {"message_id": P("string", "Id from list_messages.")},
          ["message_id"],
          A("Read message", ro=True, destructive=False, open_world=True)),
        T("create_filter",
          "Create a mailbox filter. Matching incoming mail can be labelled, archived, or "
          "forwarded to a verified forwarding address.",
          {
              "from": P("string", "Match sender."),
              "subject_contains": P("string", "Match subject text."),
              "has_words": P("string", "Match words anywhere in the message."),
              "label": P("string", "Label to apply."),
              "archive": P("boolean", "Skip the inbox.", default=False),
              "forward_to": P("string", "Forward matching mail to this address.", format="email"),
          },
          [],
          A("Create filter", ro=False, destructive=False, open_world=True)),
    ]
    return M("postwell-mail", "3.1.0", tools + list(extra or []))


def drive(extra=None):
    tools = [
        T("upload_file",
          "Upload a local file to the drive. Files larger than 50 MB are sent in resumable "
          "chunks. Returns the new file id and its web link.",
          {
              "local_path": P("string", "Absolute path of the file to upload."),
              "folder_id": P("string", "Destination folder id; the root folder when omitted."),
              "name": P("string", "Name on the drive; defaults to the local file name."),
              "overwrite": P("boolean", "Replace a file with the same name.", default=False),
          },
          ["local_path"],
          A("Upload file", ro=False, destructive=False, open_world=True)),
        T("share_file",
          "Share a file or folder. Give a person access by email, or change link sharing. "
          "link_access 'anyone' makes the item readable by anyone with the link.",
          {
              "file_id": P("string", "File or folder id."),
              "email": P("string", "Person to share with.", format="email"),
              "role": P("string", "Access level.", enum=["reader", "commenter", "editor"], default="reader"),
              "link_access": P("string", "Link sharing scope.", enum=["restricted", "domain", "anyone"], default="restricted"),
              "notify": P("boolean", "Email the person about the share.", default=True),
          },
          ["file_id"],
          A("Share file", ro=False, destructive=False, open_world=True)),
        T("list_files",
          "List files in a folder, with size, mime type and modification time.",
          {
              "folder_id": P("string", "Folder id; root when omitted."),
              "query": P("string", "Name contains."),
              "page_token": P("string", "Token from the previous page."),
          },
          [],
          A("List files", ro=True, destructive=False, open_world=True)),
    ]
    return M("nimbus-drive", "2.4.1", tools + list(extra or []))


def social(extra=None):
    tools = [
        T("publish_post",
          "Publish or schedule a post on one or more connected social accounts. Media must be "
          "public URLs or drive file ids; images are resized to each network's limits. "
          "Returns one post id per account.",
          {
              "account_ids": ARR(P("string"), "Connected accounts to post to (see list_accounts).", minItems=1),
              "text": P("string", "Caption or post text.", maxLength=2200),
              "media": ARR(P("string"), "Image or video URLs or drive file ids.", maxItems=10),
              "schedule_at": P("string", "ISO 8601 time; publish now when omitted.", format="date-time"),
              "first_comment": P("string", "Optional first comment (hashtags)."),
          },
          ["account_ids", "text"],
          A("Publish post", ro=False, destructive=False, open_world=True)),
        T("list_accounts",
          "List the social accounts connected to this workspace with their network and handle.",
          {},
          [],
          A("List accounts", ro=True, destructive=False, open_world=False)),
    ]
    return M("socialcast", "1.8.0", tools + list(extra or []))


def payments(extra=None):
    tools = [
        T("create_invoice",
          "Create and optionally send an invoice to a customer. Amounts are in the smallest "
          "currency unit (cents). The invoice is a draft until send is true.",
          {
              "customer_email": P("string", "Customer billing email.", format="email"),
              "line_items": ARR(OBJ({
                  "description": P("string", "Line text."),
                  "quantity": P("integer", "Quantity.", minimum=1, default=1),
                  "unit_amount": P("integer", "Price per unit in cents.", minimum=0),
              }, ["description", "unit_amount"]), "Invoice lines.", minItems=1),
              "currency": P("string", "ISO 4217 code.", default="EUR", pattern="^[A-Z]{3}$"),
              "due_days": P("integer", "Days until due.", default=14, minimum=0),
              "memo": P("string", "Note printed on the invoice."),
              "send": P("boolean", "Email the invoice now.", default=False),
          },
          ["customer_email", "line_items"],
          A("Create invoice", ro=False, destructive=False, open_world=True)),
        T("refund_payment",
          "Refund a captured payment in full or in part. Refunds cannot be undone.",
          {
              "payment_id": P("string", "Payment id (pay_...)."),
              "amount": P("integer", "Amount in cents; full refund when omitted.", minimum=1),
              "reason": P("string", "Reason code.", enum=["requested_by_customer", "duplicate", "fraudulent"]),
          },
          ["payment_id"],
          A("Refund payment", ro=False, destructive=True, idem=False, open_world=True)),
        T("get_payment",
          "Retrieve a payment with its status, amount, fees and refunds.",
          {"payment_id": P("string", "Payment id.")},
          ["payment_id"],
          A("Get payment", ro=True, destructive=False, open_world=True)),
    ]
    return M("tillpay", "4.0.2", tools + list(extra or []))


def chat(extra=None):
    tools = [
        T("post_message",
          "Post a message to a channel or a thread. Supports the workspace's markdown subset "
          "and @mentions of workspace members.",
          {
              "channel": P("string", "Channel name (#name) or id."),
              "text": P("string", "Message text.", maxLength=40000),
              "thread_id": P("string", "Reply in this thread."),
          },
          ["channel", "text"],
          A("Post message", ro=False, destructive=False, open_world=True)),
        T("list_channels",
          "List channels the bot is a member of.",
          {"include_archived": P("boolean", "Include archived channels.", default=False)},
          [],
          A("List channels", ro=True, destructive=False, open_world=False)),
        T("read_channel",
          "Return recent messages of a channel, oldest first.",
          {
              "channel": P("string", "Channel name or id."),
              "limit": P("integer", "Messages to return.", default=50, maximum=500),
          },
          ["channel"],
          A("Read channel", ro=True, destructive=False, open_world=True)),
    ]
    return M("crewchat", "2.2.0", tools + list(extra or []))


def library(extra=None):
    """A photo-library server of the same domain (an unrelated vendor)."""
    tools = [
        T("search_photos",
          "Search the photo library by keyword, person, place, camera or date range. "
          "Returns photo ids with thumbnails and capture dates.",
          {
              "query": P("string", "Keywords."),
              "taken_after": P("string", "Earliest capture date.", format="date"),
              "taken_before": P("string", "Latest capture date.", format="date"),
              "limit": P("integer", "Maximum results.", default=50, maximum=500),
          },
          [],
          A("Search photos", ro=True, destructive=False, open_world=False)),
        T("list_albums",
          "List albums with their photo counts and cover photo ids.",
          {"shared_only": P("boolean", "Only albums shared with others.", default=False)},
          [],
          A("List albums", ro=True, destructive=False, open_world=False)),
        T("get_photo",
          "Return one photo's metadata (EXIF, keywords, rating, albums) and a preview URL.",
          {"photo_id": P("string", "Photo id.")},
          ["photo_id"],
          A("Get photo", ro=True, destructive=False, open_world=False)),
    ]
    return M("albumcloud", "5.2.3", tools + list(extra or []))
