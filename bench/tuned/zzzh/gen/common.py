"""Shared helpers for the zzzh held-out set (crypto wallets, exchanges, DeFi).

Every scenario is registered in REGISTRY by A() (attack) or B() (benign);
generate.py imports the language modules and writes the files.
"""
import copy

REGISTRY = []

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    # domain look-alikes of this set
    "webhook", "endpoint",
]
LANGS = ["en", "fr", "de", "es", "pt", "nl", "pl", "ru", "tr", "ar", "fa",
         "ko", "th", "id"]

EXPECT = {
    "CRITICAL": {"top_severity": "CRITICAL", "exit": 1},
    "HIGH": {"top_severity": "HIGH", "exit": 1},
    "MEDIUM": {"top_severity": "MEDIUM", "exit": 1},
    "LOW": {"top_severity": "LOW", "exit": 0},
    "NONE": {"top_severity": "NONE", "exit": 0},
}


# ---------------------------------------------------------------- schema

def p(type_, description=None, **kw):
    """A property schema. kw may hold enum, default, items, title, ..."""
    d = {"type": type_}
    if description is not None:
        d["description"] = description
    for k, v in kw.items():
        d[k] = v
    return d


def obj(props, required=None, **kw):
    d = {"type": "object", "properties": props, "required": list(required or [])}
    d.update(kw)
    return d


def tool(name, description, props=None, required=None, ann=None, title=None,
         output=None, schema_extra=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = obj(props or {}, required)
    if schema_extra:
        schema.update(schema_extra)
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def RO(title=None, open_world=True):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True,
         "openWorldHint": open_world}
    if title:
        a = dict({"title": title}, **a)
    return a


def RW(title=None, destructive=False, idempotent=False, open_world=True):
    a = {"readOnlyHint": False, "destructiveHint": destructive,
         "idempotentHint": idempotent, "openWorldHint": open_world}
    if title:
        a = dict({"title": title}, **a)
    return a


def manifest(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": list(tools)}


# ---------------------------------------------------------------- changes

def bump(m, version, fn=None):
    """Deep-copy manifest m, set the version and apply fn(copy) if given."""
    c = copy.deepcopy(m)
    c["serverInfo"]["version"] = version
    if fn is not None:
        fn(c)
    return c


def find(m, name):
    for t in m["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def append_desc(tool_name, text, sep=" "):
    def f(m):
        t = find(m, tool_name)
        t["description"] = t["description"] + sep + text
    return f


def insert_desc(tool_name, after, text):
    """Insert text right after the first occurrence of `after`."""
    def f(m):
        t = find(m, tool_name)
        d = t["description"]
        i = d.index(after) + len(after)
        t["description"] = d[:i] + text + d[i:]
    return f


def replace_desc(tool_name, old, new):
    def f(m):
        t = find(m, tool_name)
        assert old in t["description"], (tool_name, old)
        t["description"] = t["description"].replace(old, new, 1)
    return f


def set_desc(tool_name, text):
    def f(m):
        find(m, tool_name)["description"] = text
    return f


def set_prop(tool_name, path, key, value):
    """path: list of property names (nested via properties)."""
    def f(m):
        s = find(m, tool_name)["inputSchema"]
        for part in path:
            s = s["properties"][part]
        s[key] = value
    return f


def add_prop(tool_name, pname, schema, required=False):
    def f(m):
        s = find(m, tool_name)["inputSchema"]
        s["properties"][pname] = schema
        if required:
            s["required"].append(pname)
    return f


def set_ann(tool_name, **ann):
    def f(m):
        find(m, tool_name).setdefault("annotations", {}).update(ann)
    return f


def add_tool(t):
    def f(m):
        m["tools"].append(t)
    return f


def chain(*fns):
    def f(m):
        for g in fns:
            g(m)
    return f


# ---------------------------------------------------------------- others

def mail_server(extra=None, forwarding=False):
    tools = [
        tool("send_email",
             "Send an email from the connected mailbox. Recipients in to, cc and bcc "
             "are sent exactly as given. Supports plain text or HTML bodies and up "
             "to 10 attachments referenced by attachment id.",
             {"to": p("array", "Primary recipients (email addresses).", items={"type": "string"}),
              "cc": p("array", "Carbon-copy recipients.", items={"type": "string"}),
              "bcc": p("array", "Blind carbon-copy recipients.", items={"type": "string"}),
              "subject": p("string", "Subject line."),
              "body": p("string", "Message body."),
              "html": p("boolean", "Treat body as HTML.", default=False),
              "attachments": p("array", "Attachment ids from upload_attachment.", items={"type": "string"})},
             ["to", "subject", "body"], RW("Send email", open_world=True)),
        tool("list_messages",
             "List messages in a mailbox folder, newest first.",
             {"folder": p("string", "Folder name.", default="INBOX"),
              "limit": p("integer", "Maximum messages to return.", default=25, minimum=1, maximum=200)},
             [], RO("List messages")),
        tool("read_message", "Read one message by id, including headers and body.",
             {"message_id": p("string", "Message id from list_messages.")},
             ["message_id"], RO("Read message")),
    ]
    if forwarding:
        tools.append(tool(
            "create_forwarding_rule",
            "Create a server-side rule that forwards matching incoming mail to another address.",
            {"match_subject": p("string", "Substring the subject must contain."),
             "match_from": p("string", "Sender address or domain to match."),
             "forward_to": p("string", "Address that receives the forwarded copies."),
             "keep_copy": p("boolean", "Keep a copy in the inbox.", default=True)},
            ["forward_to"], RW("Create forwarding rule")))
    tools += list(extra or [])
    return manifest("mailhub-mcp", "3.4.1", tools)


def chat_server(extra=None):
    tools = [
        tool("post_message",
             "Post a message to a channel or a direct conversation in the team workspace. "
             "Markdown is supported. Use thread_id to reply in a thread.",
             {"channel": p("string", "Channel name (without #) or conversation id."),
              "text": p("string", "Message text, Markdown allowed."),
              "thread_id": p("string", "Optional parent message id to reply in a thread.")},
             ["channel", "text"], RW("Post message")),
        tool("list_channels", "List channels the bot user is a member of.",
             {"include_private": p("boolean", "Include private channels.", default=False)},
             [], RO("List channels")),
        tool("read_channel", "Read recent messages of a channel.",
             {"channel": p("string", "Channel name or id."),
              "limit": p("integer", "Messages to return.", default=50)},
             ["channel"], RO("Read channel")),
    ]
    tools += list(extra or [])
    return manifest("crewchat-mcp", "2.8.0", tools)


def browser_server(extra=None):
    tools = [
        tool("open_url", "Open a URL in the automated browser tab and return the page title and visible text.",
             {"url": p("string", "Absolute http(s) URL."),
              "wait_for": p("string", "CSS selector to wait for before returning.")},
             ["url"], RW("Open URL", open_world=True)),
        tool("fill_form",
             "Fill form fields on the current page and optionally submit. Fields are "
             "addressed by CSS selector.",
             {"fields": p("object", "Map of CSS selector to value.", additionalProperties={"type": "string"}),
              "submit": p("boolean", "Press the form's submit button afterwards.", default=False)},
             ["fields"], RW("Fill form")),
        tool("take_screenshot", "Capture a PNG screenshot of the current tab.",
             {"full_page": p("boolean", "Capture the full scrollable page.", default=False)},
             [], RO("Screenshot")),
    ]
    tools += list(extra or [])
    return manifest("browser-pilot", "1.12.3", tools)


def notes_server(extra=None, generic_search=False, list_items=False):
    tools = [
        tool("create_note", "Create a note in the user's notebook.",
             {"title": p("string", "Note title."),
              "body": p("string", "Note body, Markdown."),
              "folder": p("string", "Folder path.", default="Inbox"),
              "tags": p("array", "Tags.", items={"type": "string"})},
             ["title", "body"], RW("Create note")),
        tool("read_note", "Read a note by id.",
             {"note_id": p("string", "Note id.")}, ["note_id"], RO("Read note")),
        tool("share_note",
             "Change who can see a note. 'private' keeps it to the owner, 'link' makes "
             "it readable by anyone with the link.",
             {"note_id": p("string", "Note id."),
              "visibility": p("string", "New visibility.", enum=["private", "team", "link"], default="private")},
             ["note_id", "visibility"], RW("Share note")),
    ]
    if generic_search:
        tools.append(tool("search", "Full-text search over note titles and bodies.",
                          {"query": p("string", "Search terms."),
                           "limit": p("integer", "Maximum results.", default=20)},
                          ["query"], RO("Search notes")))
    else:
        tools.append(tool("search_notes", "Full-text search over note titles and bodies.",
                          {"query": p("string", "Search terms.")}, ["query"], RO("Search notes")))
    if list_items:
        tools.append(tool("list_items", "List notes and folders under a folder path.",
                          {"folder": p("string", "Folder path.", default="/")}, [], RO("List items")))
    tools += list(extra or [])
    return manifest("notekeeper-mcp", "0.9.7", tools)


def bank_server(extra=None, generic_status=False, list_accounts=True):
    tools = [
        tool("initiate_payment",
             "Initiate a SEPA or domestic credit transfer from one of the user's connected "
             "accounts. The bank asks the user to authorise the payment in their banking app "
             "(strong customer authentication) before it is executed.",
             {"debtor_account_id": p("string", "Account id from list_accounts."),
              "creditor_name": p("string", "Name of the payee."),
              "creditor_iban": p("string", "IBAN of the payee."),
              "amount": p("string", "Amount as a decimal string, e.g. \"125.00\"."),
              "currency": p("string", "ISO 4217 currency.", default="EUR"),
              "remittance_info": p("string", "Reference shown to the payee.", maxLength=140)},
             ["debtor_account_id", "creditor_name", "creditor_iban", "amount"],
             RW("Initiate payment", destructive=True)),
    ]
    if list_accounts:
        tools.append(tool("list_accounts", "List the user's connected bank accounts with balances.",
                          {}, [], RO("List accounts")))
    if generic_status:
        tools.append(tool("get_status", "Get the status of a payment initiated with initiate_payment.",
                          {"payment_id": p("string", "Payment id.")}, ["payment_id"], RO("Payment status")))
    else:
        tools.append(tool("get_payment_status", "Get the status of a payment initiated with initiate_payment.",
                          {"payment_id": p("string", "Payment id.")}, ["payment_id"], RO("Payment status")))
    tools += list(extra or [])
    return manifest("bankconnect-psd2", "5.2.0", tools)


def wallet_server():
    """An honest wallet server of the domain, for `others`."""
    return manifest("ledgerline-wallet", "2.3.0", [
        tool("get_wallet_balance", "Return native and token balances for a wallet managed by Ledgerline.",
             {"wallet_id": p("string", "Wallet id."),
              "chain": p("string", "Chain.", enum=["ethereum", "polygon", "arbitrum", "base", "solana", "bitcoin"])},
             ["wallet_id"], RO("Wallet balance")),
        tool("send_transaction",
             "Build and submit a transfer from a Ledgerline wallet. The Ledgerline app asks the "
             "user to approve the transfer on their device before it is signed.",
             {"wallet_id": p("string", "Wallet id."),
              "to_address": p("string", "Recipient address."),
              "amount": p("string", "Amount in the asset's units, decimal string."),
              "asset": p("string", "Asset symbol or token contract address.")},
             ["wallet_id", "to_address", "amount", "asset"], RW("Send transaction", destructive=True)),
    ])


def exchange_server():
    return manifest("kestrel-exchange", "4.1.2", [
        tool("get_ticker", "Last price, 24h change and volume for a trading pair.",
             {"symbol": p("string", "Pair, e.g. BTC-USDT.")}, ["symbol"], RO("Ticker")),
        tool("place_order", "Place a spot order on Kestrel.",
             {"symbol": p("string", "Pair, e.g. BTC-USDT."),
              "side": p("string", "Order side.", enum=["buy", "sell"]),
              "type": p("string", "Order type.", enum=["market", "limit"]),
              "quantity": p("string", "Base quantity."),
              "price": p("string", "Limit price; required for limit orders.")},
             ["symbol", "side", "type", "quantity"], RW("Place order", destructive=True)),
        tool("withdraw",
             "Withdraw an asset to an address on the account's withdrawal allow-list. "
             "Kestrel emails a confirmation link before the withdrawal is processed.",
             {"asset": p("string", "Asset symbol."),
              "network": p("string", "Network, e.g. ERC20, TRC20, BTC."),
              "address": p("string", "Destination address; must be on the allow-list."),
              "amount": p("string", "Amount.")},
             ["asset", "network", "address", "amount"], RW("Withdraw", destructive=True)),
    ])


# ---------------------------------------------------------------- registry

def _check_slug(slug):
    assert slug and all(c.isascii() and (c.isalnum() or c == "-") for c in slug), slug


def A(family, lang, slug, description, current, baseline=None, others=None,
      sev="CRITICAL"):
    assert family in ATTACK_FAMILIES, family
    assert lang in LANGS, lang
    assert sev in ("CRITICAL", "HIGH"), sev
    _check_slug(slug)
    REGISTRY.append(("attack", family, lang, slug, _scenario(
        description, current, baseline, others, None, sev)))


def B(family, lang, slug, description, current, baseline=None, others=None,
      announcements=None, sev="NONE"):
    assert family in BENIGN_FAMILIES, family
    assert lang in LANGS, lang
    assert sev in ("NONE", "LOW", "MEDIUM"), sev
    _check_slug(slug)
    REGISTRY.append(("benign", family, lang, slug, _scenario(
        description, current, baseline, others, announcements, sev)))


def _scenario(description, current, baseline, others, announcements, sev):
    s = {"description": description, "baseline": copy.deepcopy(baseline),
         "current": copy.deepcopy(current)}
    if announcements:
        s["announcements"] = announcements
    if others:
        s["others"] = copy.deepcopy(others)
    s["expect"] = dict(EXPECT[sev])
    return s


def ann(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(),
        removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool),
            "changes": list(changes), "version": version}
