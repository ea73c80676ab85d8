"""Shared helpers and the honest 'other' servers for held-out set zzzo.

Domain: estate planning, wills, trusts and funeral services.
Everything here is standard-library Python 3.
"""
import copy

SCENARIOS = []

ATTACK_FAMILIES = ["exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
                   "tamper", "approval", "field", "lookalike", "annotation", "rugpull"]
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}
BENIGN_FAMILIES = ["release", "generic", "share", "mail", "convert", "guide", "banner",
                   "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
                   "memorial", "notify"]
LANGS = ["en", "it", "pt", "ca", "lt", "lv", "et", "sl", "ta", "mr", "ko", "tl", "sw", "ar"]


# ---------------------------------------------------------------- builders

def P(type_, desc=None, **kw):
    """A JSON-schema property. kw keys are copied as-is (enum, default, items, title...)."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    for k, v in kw.items():
        d[k] = v
    return d


def T(name, desc, props=None, required=None, ann=None, title=None, output=None, extra_schema=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    schema["required"] = list(required or [])
    if extra_schema:
        schema.update(extra_schema)
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def RO(title=None, open_world=False):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True,
         "openWorldHint": open_world}
    if title:
        a = dict(title=title, **a)
    return a


def WR(destructive=False, idempotent=False, open_world=True, title=None):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": idempotent,
         "openWorldHint": open_world}
    if title:
        a = dict(title=title, **a)
    return a


def bump(server, version, fn=None):
    """Deep copy of a manifest with a new version; fn(manifest) edits it in place."""
    m = copy.deepcopy(server)
    m["serverInfo"]["version"] = version
    if fn is not None:
        fn(m)
    return m


def tool(m, name):
    for t in m["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def append_desc(name, text, sep=" "):
    def f(m):
        t = tool(m, name)
        t["description"] = t["description"] + sep + text
    return f


def insert_desc(name, after, text):
    """Insert text right after the first occurrence of `after` in the tool's description."""
    def f(m):
        t = tool(m, name)
        d = t["description"]
        i = d.index(after) + len(after)
        t["description"] = d[:i] + text + d[i:]
    return f


def replace_desc(name, old, new):
    def f(m):
        t = tool(m, name)
        assert old in t["description"], (name, old)
        t["description"] = t["description"].replace(old, new, 1)
    return f


def chain(*fns):
    def f(m):
        for fn in fns:
            fn(m)
    return f


# ---------------------------------------------------------------- other servers

def _mail():
    return S("postwise-mail", "3.4.1", [
        T("send_email",
          "Send an email from the connected mailbox. Addresses in `to` and `cc` are visible to all "
          "recipients; addresses in `bcc` are delivered silently. Attachments are local file paths "
          "readable by the server. Returns the message id and the thread id.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}, minItems=1),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line.", maxLength=998),
           "body": P("string", "Message body. Plain text unless is_html is true."),
           "is_html": P("boolean", "Treat body as HTML.", default=False),
           "attachments": P("array", "Local paths of files to attach.", items={"type": "string"})},
          ["to", "subject", "body"], ann=WR(open_world=True, title="Send email")),
        T("search_messages",
          "Search the mailbox with the provider's query syntax (from:, to:, subject:, has:attachment, "
          "before:, after:). Returns message ids, senders, subjects and snippets.",
          {"query": P("string", "Search query."),
           "folder": P("string", "Folder or label to search.", default="INBOX"),
           "limit": P("integer", "Maximum results.", default=25, minimum=1, maximum=200)},
          ["query"], ann=RO("Search mail", open_world=True)),
        T("create_filter_rule",
          "Create a rule that runs on incoming mail. Matching messages can be labelled, archived or "
          "forwarded to an address the user specifies. Forwarding addresses must be verified in the "
          "mailbox settings first.",
          {"match_query": P("string", "Query that selects the messages."),
           "add_label": P("string", "Label to apply."),
           "archive": P("boolean", "Skip the inbox.", default=False),
           "forward_to": P("string", "Verified forwarding address.", format="email")},
          ["match_query"], ann=WR(title="Create mail rule")),
    ])


def _sign():
    return S("inkseal-esign", "2.8.0", [
        T("send_envelope",
          "Create and send a signature envelope. Each signer receives an email invitation in routing "
          "order; cc recipients receive a copy of the completed document. Supports PDF and DOCX up "
          "to 25 MB.",
          {"document_path": P("string", "Local path of the document to send."),
           "signers": P("array", "Signers in routing order.", items={
               "type": "object",
               "properties": {"name": {"type": "string"}, "email": {"type": "string", "format": "email"},
                              "routing_order": {"type": "integer", "minimum": 1}},
               "required": ["name", "email"]}),
           "cc_recipients": P("array", "People who receive the completed copy.", items={
               "type": "object",
               "properties": {"name": {"type": "string"}, "email": {"type": "string", "format": "email"}},
               "required": ["email"]}),
           "email_subject": P("string", "Subject of the invitation email."),
           "email_message": P("string", "Short note shown to signers.")},
          ["document_path", "signers"], ann=WR(title="Send envelope")),
        T("get_envelope_status", "Return the status of an envelope and of each recipient.",
          {"envelope_id": P("string", "Envelope id.")}, ["envelope_id"], ann=RO("Envelope status", True)),
        T("void_envelope", "Void an envelope that has not been completed. Signers are notified.",
          {"envelope_id": P("string", "Envelope id."), "reason": P("string", "Reason shown to recipients.")},
          ["envelope_id", "reason"], ann=WR(destructive=True, title="Void envelope")),
    ])


def _drive():
    return S("cloudvault-drive", "5.2.0", [
        T("upload_file",
          "Upload a local file to the drive. Returns the new file id and web link. Files inherit the "
          "sharing settings of the destination folder.",
          {"local_path": P("string", "Path of the file on this machine."),
           "folder_id": P("string", "Destination folder id.", default="root"),
           "file_name": P("string", "Name in the drive; defaults to the local file name.")},
          ["local_path"], ann=WR(title="Upload file")),
        T("share_file",
          "Share a file or folder with a person, or create a link. With anyone_with_link the file "
          "can be opened by anyone who has the link, without signing in.",
          {"file_id": P("string", "File or folder id."),
           "email": P("string", "Person to share with.", format="email"),
           "role": P("string", "Access level.", enum=["reader", "commenter", "writer"], default="reader"),
           "anyone_with_link": P("boolean", "Create a public link instead of a personal share.", default=False),
           "notify": P("boolean", "Email the person about the share.", default=True)},
          ["file_id"], ann=WR(title="Share file")),
        T("list_files", "List files in a folder, optionally filtered by a name query.",
          {"folder_id": P("string", "Folder id.", default="root"),
           "query": P("string", "Substring of the file name.")},
          [], ann=RO("List files", True)),
    ])


def _bank():
    return S("northbank-connect", "1.9.3", [
        T("transfer_funds",
          "Initiate a SEPA or domestic credit transfer from one of the user's accounts. Transfers above "
          "the daily limit require approval in the banking app. Returns the payment id and status.",
          {"from_account_id": P("string", "Debtor account id (see get_balance)."),
           "to_iban": P("string", "Beneficiary IBAN.", pattern="^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$"),
           "beneficiary_name": P("string", "Name of the beneficiary."),
           "amount": P("number", "Amount.", exclusiveMinimum=0),
           "currency": P("string", "ISO 4217 currency.", default="EUR"),
           "reference": P("string", "Remittance information.", maxLength=140)},
          ["from_account_id", "to_iban", "beneficiary_name", "amount"], ann=WR(title="Transfer funds")),
        T("get_balance", "Return the booked and available balance of an account.",
          {"account_id": P("string", "Account id.")}, ["account_id"], ann=RO("Balance", True)),
        T("list_transactions", "List booked transactions of an account between two dates.",
          {"account_id": P("string", "Account id."),
           "from_date": P("string", "Start date.", format="date"),
           "to_date": P("string", "End date.", format="date")},
          ["account_id"], ann=RO("Transactions", True)),
    ])


def _msg():
    return S("chatline", "4.0.2", [
        T("send_message",
          "Send a chat message to a contact or group the user belongs to. `to` accepts a contact name, "
          "a phone number in E.164 form or a group id.",
          {"to": P("string", "Contact, phone number or group id."),
           "text": P("string", "Message text, up to 4096 characters.", maxLength=4096),
           "attachment_path": P("string", "Optional local file to attach.")},
          ["to", "text"], ann=WR(title="Send message")),
        T("list_chats", "List recent chats with their last message time.",
          {"limit": P("integer", "How many chats.", default=20, minimum=1, maximum=100)},
          [], ann=RO("List chats", True)),
    ])


def _funeral():
    return S("restwell-funeral-desk", "2.3.0", [
        T("find_funeral_home",
          "Find licensed funeral homes near a postcode, with service types, price lists (GPL) and "
          "reviews.",
          {"postcode": P("string", "Postcode or ZIP."),
           "radius_km": P("integer", "Search radius.", default=25),
           "service_type": P("string", "Filter.", enum=["burial", "cremation", "green", "any"], default="any")},
          ["postcode"], ann=RO("Find funeral home", True)),
        T("book_service",
          "Request a booking with a funeral home for a date and service type. The home confirms by "
          "phone; nothing is charged until the contract is signed.",
          {"home_id": P("string", "Funeral home id."),
           "date": P("string", "Requested date.", format="date"),
           "service_type": P("string", "Service.", enum=["burial", "cremation", "memorial_only"]),
           "contact_phone": P("string", "Family contact phone.")},
          ["home_id", "date", "service_type", "contact_phone"], ann=WR(title="Book service")),
    ])


OTHER_BUILDERS = {"postwise": _mail, "inkseal": _sign, "cloudvault": _drive,
                  "northbank": _bank, "chatline": _msg, "restwell": _funeral}


def others(*keys, extra=None):
    """Build an `others` mapping. extra = {key: [tool, ...]} appends tools to that server."""
    out = {}
    for k in keys:
        m = OTHER_BUILDERS[k]()
        if extra and k in extra:
            m["tools"].extend(extra[k])
        out[k] = m
    return out


# ---------------------------------------------------------------- registration

def _default_expect(kind, family):
    if kind == "attack":
        return ("HIGH" if family in HIGH_FAMILIES else "CRITICAL", 1)
    if family == "generic":
        return ("LOW", 0)
    return ("NONE", 0)


def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, expect=None):
    sev, code = expect or _default_expect(kind, family)
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements is not None:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": sev, "exit": code}
    SCENARIOS.append((kind, "%s-%s-%s" % (family, lang, slug), sc))


def attack(family, lang, slug, description, current, baseline=None, others=None, expect=None):
    add("attack", family, lang, slug, description, current, baseline, others, None, expect)


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, expect=None):
    add("benign", family, lang, slug, description, current, baseline, others, announcements, expect)
