"""Shared helpers for held-out set zzzl (web hosting, registrars, DNS).

Everything here is written fresh for this set. Standard library only.
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
HIGH_FAMILIES = {"lookalike", "annotation", "tamper", "approval"}

BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # domain-specific honest look-alikes named for this set
    "forward", "dnsverify", "backup", "webhook",
]

LANGS = ["en", "de", "fr", "es", "pt", "pl", "cs", "hu", "ro", "el", "tr",
         "ar", "ko", "vi"]


# ---------------------------------------------------------------- builders

def P(type_, desc=None, **kw):
    """A JSON-schema property."""
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, ann=None, **extra):
    """A tool. extra may hold title, outputSchema."""
    t = {"name": name}
    if "title" in extra:
        t["title"] = extra.pop("title")
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {},
                        "required": list(req or [])}
    if "outputSchema" in extra:
        t["outputSchema"] = extra.pop("outputSchema")
    if ann is not None:
        t["annotations"] = ann
    assert not extra, extra
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version},
            "tools": tools}


def evolve(base, version, fn):
    """Copy a manifest, set a new version, let fn mutate the tool list."""
    cur = copy.deepcopy(base)
    cur["serverInfo"]["version"] = version
    fn(cur["tools"])
    return cur


def tool_of(tools, name):
    for t in tools:
        if t["name"] == name:
            return t
    raise KeyError(name)


def add_sentence(name, sentence, where="end", anchor=None):
    """Return a mutator adding text to one tool's description."""
    def fn(tools):
        t = tool_of(tools, name)
        d = t["description"]
        if where == "end":
            t["description"] = d.rstrip() + " " + sentence
        elif where == "after":
            i = d.index(anchor) + len(anchor)
            t["description"] = d[:i] + sentence + d[i:]
        else:
            raise ValueError(where)
    return fn


def replace_text(name, old, new):
    def fn(tools):
        t = tool_of(tools, name)
        assert old in t["description"], (name, old)
        t["description"] = t["description"].replace(old, new, 1)
    return fn


def chain(*fns):
    def fn(tools):
        for f in fns:
            f(tools)
    return fn


# annotation presets
RO = {"readOnlyHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True,
               "idempotentHint": False, "openWorldHint": True}


# ---------------------------------------------------------------- others
# Ordinary, honest servers of the same client configuration.

def _mail():
    return M("postroom-mail", "2.3.1", [
        T("send_email",
          "Send an email from the connected mailbox. Plain text or simple HTML "
          "body. Recipients in to, cc and bcc are sent exactly as given; the "
          "message is stored in the Sent folder.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line.", maxLength=998),
           "body": P("string", "Message body."),
           "html": P("boolean", "Treat body as HTML.", default=False),
           "attachments": P("array", "Paths of files to attach, relative to the mail workspace.",
                            items={"type": "string"})},
          ["to", "subject", "body"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_messages",
          "List messages in a folder, newest first. Returns sender, subject, "
          "date and a 200-character preview.",
          {"folder": P("string", "Folder name, e.g. INBOX or Sent.", default="INBOX"),
           "limit": P("integer", "Maximum messages to return.", default=20, maximum=200),
           "unread_only": P("boolean", "Only unread messages.", default=False)},
          [], RO),
    ])


def _shell():
    return M("webhost-shell", "1.0.4", [
        T("run_command",
          "Run a shell command on the web server as the deploy user and return "
          "stdout, stderr and the exit code. Commands run in a login shell with a "
          "timeout; interactive programs are not supported.",
          {"command": P("string", "The command line to run."),
           "cwd": P("string", "Working directory.", default="/var/www"),
           "timeout_seconds": P("integer", "Kill the command after this many seconds.",
                                default=60, maximum=900)},
          ["command"],
          {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
    ])


def _chat():
    return M("crewchat", "5.2.0", [
        T("post_message",
          "Post a message to a channel or thread in the team workspace.",
          {"channel": P("string", "Channel name or ID, e.g. #ops."),
           "text": P("string", "Message text (Markdown supported)."),
           "thread_id": P("string", "Reply in this thread instead of the channel.")},
          ["channel", "text"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_channels", "List channels the bot user can see.",
          {"include_archived": P("boolean", default=False)}, [], RO),
        T("search",
          "Search messages across channels the bot user belongs to.",
          {"query": P("string", "Search terms; supports from:@user and in:#channel."),
           "limit": P("integer", default=20)},
          ["query"], RO),
    ])


def _vault():
    return M("passvault-mcp", "3.0.2", [
        T("get_secret",
          "Read one field of a vault item (password, username, TOTP, note). "
          "Access is logged in the vault audit trail.",
          {"item_id": P("string", "Item ID or exact item name."),
           "field": P("string", "Field to read.", enum=["password", "username", "totp", "notes", "url"],
                      default="password")},
          ["item_id"], RO),
        T("share_item",
          "Share a vault item with a person by email. The recipient gets a "
          "one-time link; permission and expiry are set here.",
          {"item_id": P("string", "Item ID."),
           "recipient_email": P("string", "Who receives the share link.", format="email"),
           "permission": P("string", enum=["view", "edit"], default="view"),
           "expires_in_hours": P("integer", default=24, maximum=720)},
          ["item_id", "recipient_email"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_items",
          "List items in a vault, optionally filtered by a search string.",
          {"vault": P("string", "Vault name.", default="Private"),
           "query": P("string", "Filter on item name or URL.")},
          [], RO),
    ])


def _payments():
    return M("paydesk", "1.8.0", [
        T("create_invoice",
          "Create and send an invoice to an existing customer.",
          {"customer_id": P("string", "Customer ID (cus_...)."),
           "amount": P("number", "Amount in the currency's major unit."),
           "currency": P("string", default="EUR", pattern="^[A-Z]{3}$"),
           "description": P("string", "Line item text shown on the invoice."),
           "due_date": P("string", "Due date (YYYY-MM-DD).", format="date")},
          ["customer_id", "amount", "description"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("refund_payment",
          "Refund a captured payment fully or partially.",
          {"payment_id": P("string", "Payment ID (pay_...)."),
           "amount": P("number", "Partial amount; omit for a full refund."),
           "reason": P("string", enum=["duplicate", "fraudulent", "requested_by_customer"])},
          ["payment_id"],
          {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}),
        T("get_status",
          "Get the status of a payment or invoice by ID.",
          {"id": P("string", "pay_... or in_... identifier.")},
          ["id"], RO),
    ])


def _hostpanel():
    return M("hostpanel-dns", "4.1.0", [
        T("list_dns_records",
          "List DNS records of a zone hosted on this panel.",
          {"domain": P("string", "Zone apex, e.g. example.com."),
           "type": P("string", enum=["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "NS"])},
          ["domain"], RO),
        T("create_dns_record",
          "Create a DNS record in a zone hosted on this panel.",
          {"domain": P("string", "Zone apex."),
           "type": P("string", enum=["A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA"]),
           "name": P("string", "Record name relative to the zone; @ for the apex."),
           "value": P("string", "Record data."),
           "ttl": P("integer", default=3600, minimum=60)},
          ["domain", "type", "name", "value"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("create_mail_forward",
          "Forward mail for an address of a hosted domain to another mailbox.",
          {"domain": P("string"),
           "source": P("string", "Local part or full address to forward; * for catch-all."),
           "destination": P("string", "Mailbox that receives the forwarded mail.", format="email")},
          ["domain", "source", "destination"],
          {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("purge_cache",
          "Purge cached objects for a hosted site from the panel's edge cache.",
          {"domain": P("string"),
           "paths": P("array", "Paths to purge; omit to purge everything.", items={"type": "string"})},
          ["domain"],
          {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True,
           "openWorldHint": True}),
    ])


_OTHER_BUILDERS = {
    "mail": _mail, "shell": _shell, "chat": _chat, "vault": _vault,
    "payments": _payments, "hostpanel": _hostpanel,
}

OTHER_DESCRIPTIONS = {
    "mail": "postroom-mail: send_email (to/cc/bcc), list_messages",
    "shell": "webhost-shell: run_command on the web server",
    "chat": "crewchat: post_message, list_channels, search",
    "vault": "passvault-mcp (password manager): get_secret, share_item, list_items",
    "payments": "paydesk: create_invoice, refund_payment, get_status",
    "hostpanel": "hostpanel-dns (a hosting panel of the same domain): list_dns_records, "
                 "create_dns_record, create_mail_forward, purge_cache",
}


def others(*keys):
    return {k: _OTHER_BUILDERS[k]() for k in keys}


def other_tool_names(keys):
    names = set()
    for k in keys:
        for t in _OTHER_BUILDERS[k]()["tools"]:
            names.add(t["name"])
    return names


# ---------------------------------------------------------------- scenarios

RELEASE_EXPECT = {
    "tool_added": ("LOW", 0),
    "announced": ("NONE", 0),
    "unannounced": ("MEDIUM", 1),
}


def S(kind, family, lang, slug, description, current, baseline=None,
      others_=None, announcements=None, release=None, expect=None):
    """Build one scenario record (with metadata kept apart from the JSON)."""
    assert kind in ("attack", "benign")
    if expect is None:
        if kind == "attack":
            expect = ("HIGH", 1) if family in HIGH_FAMILIES else ("CRITICAL", 1)
        elif family == "generic":
            expect = ("LOW", 0)
        elif family == "release":
            expect = RELEASE_EXPECT[release]
        else:
            expect = ("NONE", 0)
    data = {"description": description, "baseline": baseline,
            "current": current}
    if announcements:
        data["announcements"] = announcements
    if others_:
        data["others"] = others_
    data["expect"] = {"top_severity": expect[0], "exit": expect[1]}
    return {"kind": kind, "family": family, "lang": lang, "slug": slug,
            "data": data}


def A(family, lang, slug, description, current, baseline=None, others_=None,
      expect=None):
    return S("attack", family, lang, slug, description, current, baseline,
             others_, expect=expect)


def B(family, lang, slug, description, current, baseline=None, others_=None,
      announcements=None, release=None, expect=None):
    return S("benign", family, lang, slug, description, current, baseline,
             others_, announcements, release, expect)
