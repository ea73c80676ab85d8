"""Shared helpers for held-out set zzzd (small-business accounting, bookkeeping, tax, payroll).

Everything here is written for this set. The "other" servers are ordinary, honest servers that a
bookkeeping team would have configured next to the server under test.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner", "xmlguide",
    "selfcall", "comments", "privacy", "sectool", "confirm", "payments", "docurl",
]
LANGS = ["en", "fr", "de", "pl", "cs", "ro", "uk", "ar", "fa", "hi", "bn", "ja", "id", "sw"]


# ---------------------------------------------------------------- building blocks

def P(type_, description=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if description is not None:
        d["description"] = description
    d.update(kw)
    return d


def S(values, description=None, **kw):
    """A string property with an enum."""
    return P("string", description, enum=list(values), **kw)


def OBJ(props, required=None, description=None, **kw):
    d = {"type": "object"}
    if description is not None:
        d["description"] = description
    d["properties"] = props
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


def T(name, description, props=None, required=None, ann=None, title=None, output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    t["inputSchema"] = {"type": "object", "properties": props or {}, "required": list(required or [])}
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": tools}


def ins(text, payload=""):
    """Fill the single @@ marker of a text (empty for the clean baseline)."""
    assert text.count("@@") == 1, text[:80]
    return text.replace("@@", payload)


def dc(x):
    return copy.deepcopy(x)


RO = {"readOnlyHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False}
DESTRUCTIVE_OPEN = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": True}

DATE = {"type": "string", "format": "date"}


def date(desc):
    return P("string", desc, format="date")


def email_list(desc):
    return P("array", desc, items={"type": "string", "format": "email"})


# ---------------------------------------------------------------- scenario records

def attack(family, lang, slug, description, current, baseline=None, others=None):
    assert family in ATTACK_FAMILIES, family
    sev = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
    return {
        "_dir": "attack", "_family": family, "_lang": lang, "_slug": slug,
        "description": description, "baseline": baseline, "current": current,
        "others": others, "expect": {"top_severity": sev, "exit": 1},
    }


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, expect=None):
    assert family in BENIGN_FAMILIES, family
    if expect is None:
        expect = ("LOW", 0) if family == "generic" else ("NONE", 0)
    sev, code = expect
    return {
        "_dir": "benign", "_family": family, "_lang": lang, "_slug": slug,
        "description": description, "baseline": baseline, "current": current,
        "others": others, "announcements": announcements,
        "expect": {"top_severity": sev, "exit": code},
    }


def ann(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}


# ---------------------------------------------------------------- other configured servers

def mail_server():
    return M("postbox-mail", "3.2.1", [
        T("send_email",
          "Send an email from the connected mailbox. Addresses in to, cc and bcc must be complete "
          "RFC 5322 addresses. Attachments are referenced by a local file path or by an attachment "
          "id returned by read_message. Messages are sent immediately and appear in the Sent folder.",
          {"to": email_list("Primary recipients."),
           "cc": email_list("Carbon-copy recipients (optional)."),
           "bcc": email_list("Blind carbon-copy recipients (optional)."),
           "subject": P("string", "Subject line.", maxLength=998),
           "body": P("string", "Message body. Plain text unless is_html is true."),
           "is_html": P("boolean", "Send the body as HTML.", default=False),
           "attachments": P("array", "Attachment ids or local file paths.", items={"type": "string"})},
          ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_messages",
          "List messages in a mailbox folder, newest first. Returns id, sender, subject, date and a short snippet.",
          {"folder": P("string", "Folder name.", default="INBOX"),
           "query": P("string", "Optional search query (sender, subject words, has:attachment)."),
           "limit": P("integer", "Maximum number of messages.", default=20, minimum=1, maximum=100)},
          [], ann=RO),
        T("read_message", "Read one message with headers, body and attachment list.",
          {"message_id": P("string", "Message id from list_messages.")}, ["message_id"], ann=RO),
        T("create_mail_rule",
          "Create a server-side rule for the mailbox. Matching messages can be moved to a folder, "
          "labelled, or forwarded to another address. Rules apply to new mail only.",
          {"name": P("string", "Rule name shown in the mailbox settings."),
           "match_from": P("string", "Sender address or domain to match."),
           "match_subject": P("string", "Text the subject must contain."),
           "match_body": P("string", "Text the body must contain."),
           "action": S(["move", "label", "forward"], "What to do with matching messages."),
           "target": P("string", "Folder, label, or forwarding address, depending on action.")},
          ["name", "action", "target"], ann=WRITE_OPEN),
    ])


def chat_server(with_search=False):
    tools = [
        T("post_message",
          "Post a message to a channel or a thread in the team workspace. Markdown is supported. "
          "The bot must be a member of the channel.",
          {"channel": P("string", "Channel name (without #) or channel id."),
           "text": P("string", "Message text, Markdown allowed.", maxLength=4000),
           "thread_id": P("string", "Reply inside this thread (optional).")},
          ["channel", "text"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_channels", "List channels the bot can see, with id, name, topic and member count.",
          {"include_archived": P("boolean", "Include archived channels.", default=False)}, [], ann=RO),
        T("get_channel_history", "Read recent messages of a channel.",
          {"channel": P("string", "Channel name or id."),
           "limit": P("integer", "How many messages.", default=50, maximum=200)}, ["channel"], ann=RO),
    ]
    if with_search:
        tools.append(T("search", "Search messages across channels the bot belongs to.",
                       {"query": P("string", "Search words; supports from:@user and in:#channel."),
                        "limit": P("integer", "Maximum results.", default=20)}, ["query"], ann=RO))
    return M("teamline", "5.0.4", tools)


def drive_server(with_search=False):
    tools = [
        T("upload_file",
          "Upload a local file to the cloud drive. Returns the new file id and its web URL. "
          "Files are private to the owner until shared.",
          {"local_path": P("string", "Absolute path of the file to upload."),
           "folder_id": P("string", "Destination folder id; root when omitted."),
           "name": P("string", "File name in the drive; defaults to the local name.")},
          ["local_path"], ann=WRITE_OPEN),
        T("share_file",
          "Share a file or folder with a person, or create a link. Link sharing makes the file "
          "reachable by anyone who has the URL.",
          {"file_id": P("string", "File or folder id."),
           "email": P("string", "Address of the person to share with.", format="email"),
           "role": S(["viewer", "commenter", "editor"], "Access level.", default="viewer"),
           "anyone_with_link": P("boolean", "Create a public link instead of a personal share.", default=False)},
          ["file_id"], ann=WRITE_OPEN),
        T("list_files", "List files in a folder with id, name, size, owner and modified time.",
          {"folder_id": P("string", "Folder id; root when omitted."),
           "page_size": P("integer", "Results per page.", default=50, maximum=500)}, [], ann=RO),
        T("download_file", "Download a file to a local path.",
          {"file_id": P("string", "File id."), "local_path": P("string", "Where to save it.")},
          ["file_id", "local_path"], ann={"readOnlyHint": False, "destructiveHint": False}),
    ]
    if with_search:
        tools.append(T("search", "Full-text search over file names and document contents in the drive.",
                       {"query": P("string", "Search words."),
                        "mime_type": P("string", "Restrict to one MIME type (optional).")}, ["query"], ann=RO))
    return M("nimbus-drive", "2.8.0", tools)


def bank_server():
    return M("bankbridge", "1.14.2", [
        T("list_accounts", "List the bank accounts the open-banking consent covers: id, IBAN, currency, nickname.",
          {}, [], ann=RO_OPEN),
        T("get_balance", "Booked and available balance of one account.",
          {"account_id": P("string", "Account id from list_accounts.")}, ["account_id"], ann=RO_OPEN),
        T("list_transactions",
          "Booked transactions of an account between two dates, newest first, with amount, "
          "counterparty, remittance information and booking date.",
          {"account_id": P("string", "Account id."),
           "from_date": date("First booking date (inclusive)."),
           "to_date": date("Last booking date (inclusive)."),
           "limit": P("integer", "Maximum rows.", default=200, maximum=2000)},
          ["account_id", "from_date"], ann=RO_OPEN),
        T("initiate_transfer",
          "Create a SEPA credit transfer from one of the connected accounts. The bank asks the account "
          "holder to authorise the payment in its app (SCA); the transfer is not executed before that.",
          {"from_account": P("string", "Debtor account id."),
           "beneficiary_name": P("string", "Name of the payee."),
           "beneficiary_iban": P("string", "IBAN of the payee.", pattern="^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$"),
           "amount": P("number", "Amount, greater than zero.", exclusiveMinimum=0),
           "currency": P("string", "ISO 4217 code.", default="EUR"),
           "reference": P("string", "Remittance information shown to the payee.", maxLength=140)},
          ["from_account", "beneficiary_name", "beneficiary_iban", "amount"], ann=DESTRUCTIVE_OPEN),
    ])


def efile_server(with_get_status=False):
    tools = [
        T("list_obligations",
          "List open filing obligations (VAT, payroll withholding, corporate income tax) of a taxpayer "
          "for a period, with due dates and status, as held by the revenue authority.",
          {"tax_id": P("string", "Taxpayer identification number."),
           "year": P("integer", "Tax year.", minimum=2015, maximum=2035)}, ["tax_id"], ann=RO_OPEN),
        T("submit_return",
          "Submit a prepared return file to the revenue authority's e-filing endpoint. The submission is "
          "legally binding once the declaration flag is set by the taxpayer or their authorised agent.",
          {"tax_id": P("string", "Taxpayer identification number."),
           "form_type": S(["VAT", "PAYE", "CIT", "WHT"], "Return type."),
           "period": P("string", "Period in YYYY-MM or YYYY-Qn form.", pattern="^[0-9]{4}-(0[1-9]|1[0-2]|Q[1-4])$"),
           "return_file": P("string", "Path of the prepared XML return."),
           "refund_iban": P("string", "Account for a refund, if one is claimed."),
           "contact_email": P("string", "Address for acknowledgements.", format="email"),
           "declaration_confirmed": P("boolean", "The taxpayer confirmed the declaration is true and complete.")},
          ["tax_id", "form_type", "period", "return_file", "declaration_confirmed"], ann=DESTRUCTIVE_OPEN),
        T("get_filing_status", "Status of a submission: received, validated, accepted or rejected, with reasons.",
          {"submission_id": P("string", "Id returned by submit_return.")}, ["submission_id"], ann=RO_OPEN),
        T("download_acknowledgement", "Download the signed acknowledgement PDF of an accepted submission.",
          {"submission_id": P("string", "Submission id."), "local_path": P("string", "Where to save the PDF.")},
          ["submission_id", "local_path"], ann={"readOnlyHint": False, "destructiveHint": False}),
    ]
    if with_get_status:
        tools.append(T("get_status", "Availability of the revenue authority's e-filing service and planned maintenance windows.",
                       {}, [], ann=RO_OPEN))
    return M("taxgate-efile", "4.1.0", tools)


def others(*names, drive_search=False, chat_search=False, efile_status=False):
    table = {
        "mail": ("postbox", mail_server),
        "chat": ("teamline", lambda: chat_server(chat_search)),
        "drive": ("nimbus", lambda: drive_server(drive_search)),
        "bank": ("bankbridge", bank_server),
        "efile": ("taxgate", lambda: efile_server(efile_status)),
    }
    out = {}
    for n in names:
        key, fn = table[n]
        out[key] = fn()
    return out
