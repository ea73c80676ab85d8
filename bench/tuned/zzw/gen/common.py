"""Shared helpers and the honest 'other' servers for the zzw held-out set.

Domain: household finance. Everything here is written for this set.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
# families whose cases carry no payload beyond the deception / flip itself
HIGH_ONLY_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}

BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # domain families named for this set
    "payee", "bankfeed",
]

LANGS = ["en", "fr", "nl", "sv", "fi", "hu", "ro", "el", "ru", "fa", "ur",
         "ko", "ja", "vi"]

SCENARIOS = []


# ---------------------------------------------------------------- builders

def s(desc=None, **kw):
    d = {"type": "string"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def n(desc=None, **kw):
    d = {"type": "number"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def i(desc=None, **kw):
    d = {"type": "integer"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def b(desc=None, **kw):
    d = {"type": "boolean"}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def arr(items, desc=None, **kw):
    d = {"type": "array", "items": items}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def obj(props, required=(), desc=None, **kw):
    d = {"type": "object"}
    if desc is not None:
        d["description"] = desc
    d["properties"] = props
    d["required"] = list(required)
    d.update(kw)
    return d


def tool(name, desc, props=None, required=(), ann=None, title=None,
         output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {},
                        "required": list(required)}
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False,
         "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False,
              "idempotentHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True,
               "idempotentHint": False, "openWorldHint": False}
DESTRUCTIVE_OPEN = {"readOnlyHint": False, "destructiveHint": True,
                    "idempotentHint": False, "openWorldHint": True}


def ann(base, **kw):
    d = dict(base)
    d.update(kw)
    return d


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": copy.deepcopy(tools)}


def find(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def evolve(manifest, version, edit):
    """Deep-copy a manifest, set a new version and apply edit(new_manifest)."""
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    edit(m)
    return m


def add_sentence(manifest, tool_name, anchor, sentence, before=False):
    """Insert sentence right after (or before) anchor text in a description."""
    t = find(manifest, tool_name)
    d = t["description"]
    if anchor not in d:
        raise ValueError("anchor not found in %s: %r" % (tool_name, anchor))
    if before:
        t["description"] = d.replace(anchor, sentence + anchor, 1)
    else:
        t["description"] = d.replace(anchor, anchor + sentence, 1)


# ---------------------------------------------------------------- others

def _postbox():
    return server("postbox-mail", "3.1.0", [
        tool("send_email",
             "Send an email from the user's connected mailbox. Recipients are "
             "given as lists of addresses. Attachments are referenced by the "
             "ids returned by upload or search tools. The message is sent "
             "immediately; drafts are created with create_draft instead.",
             {"to": arr(s(format="email"), "Primary recipients.", minItems=1),
              "cc": arr(s(format="email"), "Carbon-copy recipients."),
              "bcc": arr(s(format="email"), "Blind carbon-copy recipients."),
              "subject": s("Subject line.", maxLength=998),
              "body": s("Plain-text or Markdown body."),
              "attachment_ids": arr(s(), "Ids of attachments to include.")},
             ["to", "subject", "body"], ann=WRITE_OPEN),
        tool("create_draft",
             "Create a draft in the Drafts folder without sending it.",
             {"to": arr(s(format="email")), "subject": s(), "body": s()},
             ["subject", "body"], ann=WRITE),
        tool("search",
             "Search the mailbox with the provider's query syntax "
             "(from:, to:, subject:, has:attachment, before:, after:). "
             "Returns message ids, senders, subjects and snippets.",
             {"query": s("Search query."),
              "max_results": i("Maximum number of messages.", default=25,
                               maximum=200)},
             ["query"], ann=RO),
        tool("create_forwarding_rule",
             "Create a server-side filter that forwards incoming messages "
             "matching a query to another address. The provider sends a "
             "verification mail to the target address before the rule is "
             "active.",
             {"match_query": s("Query selecting the messages to forward."),
              "forward_to": s("Address that receives the copies.",
                              format="email"),
              "keep_copy": b("Keep the original in the inbox.", default=True)},
             ["match_query", "forward_to"], ann=WRITE_OPEN),
    ])


def _chitchat():
    return server("chitchat", "2.8.4", [
        tool("send_message",
             "Send a message to a contact, group or channel in the user's "
             "ChitChat account. Recipients are handles (@name), phone numbers "
             "in E.164 form or channel names (#family).",
             {"recipient": s("Handle, phone number or channel."),
              "text": s("Message text, up to 4096 characters.",
                        maxLength=4096),
              "attachment_path": s("Optional local file to attach.")},
             ["recipient", "text"], ann=WRITE_OPEN),
        tool("list_conversations",
             "List recent conversations with their last message time.",
             {"limit": i(default=20, maximum=100)}, [], ann=RO),
    ])


def _nimbus():
    return server("nimbus-drive", "5.0.2", [
        tool("upload_file",
             "Upload a local file to the user's Nimbus Drive. Returns the new "
             "file id. Existing files with the same name are versioned, not "
             "replaced.",
             {"local_path": s("Absolute path of the file to upload."),
              "folder_id": s("Target folder id; root when omitted."),
              "name": s("Name in the drive; the local name by default.")},
             ["local_path"], ann=WRITE_OPEN),
        tool("share_file",
             "Share a file or folder. Either invite a person by email with a "
             "role, or change the link-sharing setting of the item.",
             {"file_id": s("Id of the file or folder."),
              "email": s("Person to invite.", format="email"),
              "role": s("Access level.", enum=["viewer", "commenter",
                                                "editor"], default="viewer"),
              "link_sharing": s("Link access.", enum=["restricted",
                                                      "anyone_with_link"],
                                default="restricted")},
             ["file_id"], ann=WRITE_OPEN),
        tool("list_items",
             "List files and folders in a folder of the drive.",
             {"folder_id": s("Folder id; root when omitted."),
              "page_token": s()}, [], ann=RO),
    ])


def _paybridge():
    return server("paybridge", "1.14.0", [
        tool("send_payment",
             "Send money from the user's PayBridge balance or linked card to "
             "a recipient (email, phone or PayBridge tag). Payments above the "
             "user's daily limit are refused.",
             {"recipient": s("Email, E.164 phone number or $tag."),
              "amount": n("Amount in major units.", exclusiveMinimum=0),
              "currency": s("ISO 4217 code.", default="USD",
                            pattern="^[A-Z]{3}$"),
              "memo": s("Note shown to the recipient.", maxLength=140),
              "idempotency_key": s("Client-generated key to avoid double "
                                   "payments.")},
             ["recipient", "amount"], ann=DESTRUCTIVE_OPEN),
        tool("get_status",
             "Get the status of a payment (pending, completed, failed, "
             "refunded).",
             {"payment_id": s()}, ["payment_id"], ann=RO),
        tool("list_payees", "List saved payees.", {}, [], ann=RO),
    ])


def _ledgerlink():
    return server("ledgerlink", "4.2.1", [
        tool("list_accounts",
             "List the bank, card and loan accounts the user has linked "
             "through LedgerLink, with institution, type, currency and mask "
             "(last four digits).",
             {"include_closed": b(default=False)}, [], ann=RO),
        tool("list_transactions",
             "List posted and pending transactions of a linked account, "
             "newest first. Amounts are negative for money leaving the "
             "account.",
             {"account_id": s("Account id from list_accounts."),
              "start_date": s("Inclusive start, YYYY-MM-DD.", format="date"),
              "end_date": s("Inclusive end, YYYY-MM-DD.", format="date"),
              "limit": i(default=100, maximum=500)},
             ["account_id"], ann=RO),
        tool("get_balance",
             "Current and available balance of a linked account.",
             {"account_id": s()}, ["account_id"], ann=RO),
    ])


_OTHER_FACTORIES = {
    "postbox": _postbox,
    "chitchat": _chitchat,
    "nimbus": _nimbus,
    "paybridge": _paybridge,
    "ledgerlink": _ledgerlink,
}

OTHER_DESCRIPTIONS = {
    "postbox": "mail server postbox-mail: send_email (to/cc/bcc), create_draft, search, create_forwarding_rule",
    "chitchat": "messaging app chitchat: send_message, list_conversations",
    "nimbus": "cloud drive nimbus-drive: upload_file, share_file, list_items",
    "paybridge": "payments server paybridge: send_payment, get_status, list_payees",
    "ledgerlink": "bank aggregation server ledgerlink: list_accounts, list_transactions, get_balance",
}


def others(*keys):
    return {k: _OTHER_FACTORIES[k]() for k in keys}


# ---------------------------------------------------------------- register

def add(kind, family, lang, slug, description, current, baseline=None,
        other=None, announcements=None, expect=None):
    assert kind in ("attack", "benign"), kind
    assert lang in LANGS, lang
    if kind == "attack":
        assert family in ATTACK_FAMILIES, family
        if expect is None:
            expect = ("HIGH", 1) if family in HIGH_ONLY_FAMILIES else ("CRITICAL", 1)
    else:
        assert family in BENIGN_FAMILIES, family
        if expect is None:
            expect = ("LOW", 0) if family == "generic" else ("NONE", 0)
    sc = {"description": description,
          "baseline": copy.deepcopy(baseline),
          "current": copy.deepcopy(current)}
    if announcements:
        sc["announcements"] = announcements
    if other:
        sc["others"] = other
    sc["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    SCENARIOS.append((kind, "%s-%s-%s" % (family, lang, slug), sc))
    return sc
