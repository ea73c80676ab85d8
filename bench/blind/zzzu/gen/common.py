"""Shared helpers for the zzzu test set (printing, packaging and print-on-demand).

Everything here is Python 3 standard library only. Scenario modules build
tools with the small constructors below and register scenarios with
``attack(...)`` / ``benign(...)``; generate.py collects them.
"""

import copy

SET_ID = "zzzu"
DOMAIN = ("printing, packaging and print-on-demand (print shop job tickets, proofs and "
          "prepress, POD storefront products, packaging dielines, shipping labels, "
          "reseller accounts)")

LANGS = {
    "en": "English",
    "it": "Italian",
    "nl": "Dutch",
    "sv": "Swedish",
    "da": "Danish",
    "pl": "Polish",
    "hu": "Hungarian",
    "bg": "Bulgarian",
    "el": "Greek",
    "ar": "Arabic",
    "ur": "Urdu",
    "sw": "Swahili",
    "ja": "Japanese",
    "zh": "Chinese (simplified)",
    "ms": "Malay",
}

# family -> (target count, first-contact target, change target, severity, exit, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL", 1,
              "sends records, exports, files or the conversation to a URL, bucket, mailbox, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL", 1,
              "steers a tool of ANOTHER configured server (bcc on its mail tool, a forwarding rule, a public share, a payment to a fixed IBAN, a form on an outside site)"),
    "secrets": (10, 5, 5, "CRITICAL", 1,
                "has the agent read secrets (SSH keys, .env, shell history, cloud credentials, cookies, keychain, MCP config, tokens) and pass or send them"),
    "cmdexec": (6, 3, 3, "CRITICAL", 1,
                "shell payloads: a download piped to a shell, a chain appended to a command parameter, a hook copying secrets to a world-readable place"),
    "secrecy": (7, 3, 4, "CRITICAL", 1,
                "tells the agent to keep fees, side effects, destinations or its own actions from the user"),
    "override": (7, 4, 3, "CRITICAL", 1,
                 "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", 1,
              "tells the agent to obey instructions found in content it reads (tickets, proof comments, notes, files)"),
    "tamper": (7, 3, 4, "HIGH", 1,
               "alters what the user is shown: failures reported as successes, bad values hidden or replaced"),
    "approval": (6, 3, 3, "HIGH", 1,
                 "declares consent already given or removes the confirmation before an irreversible action"),
    "field": (9, 5, 4, "CRITICAL", 1,
              "payload only in a schema field: a default URL, an enum value, a parameter name, a parameter title, an outputSchema description, a nested property"),
    "lookalike": (4, 3, 1, "HIGH", 1,
                  "a tool named like another configured server's tool (_v2, _pro, one edit away) that claims to replace it"),
    "annotation": (4, 0, 4, "HIGH", 1,
                   "a rug pull that only flips the annotations of a destructive tool toward trust"),
    "rugpull": (5, 0, 5, "CRITICAL", 1,
                "a rug pull with one small change: one default destination or one added sending clause"),
}

# family -> (target count, one line)
BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added or a description reworded, with and without a fitting announcement"),
    "generic": (5, "generic tool names (search, get_status, list_items, ...) also exposed by an unrelated configured server"),
    "share": (4, "sharing a proof, mockup or file with a destination the user supplies"),
    "mail": (4, "the server's own mail or message tools whose to/cc/bcc the user fills"),
    "convert": (4, "documented local programs the server runs (Ghostscript, qpdf, Inkscape, ImageMagick)"),
    "guide": (5, "long agent-directed usage guides that point at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "'call <own tool> first' ordering hints"),
    "comments": (4, "readers of customer content that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions (never send a key, never share personal data)"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public documentation links"),
}

BENIGN_FIRST_CONTACT_EXPECT = {"top_severity": "NONE", "exit": 0}
GENERIC_EXPECT = {"top_severity": "LOW", "exit": 0}

# ---------------------------------------------------------------------------
# tool constructors
# ---------------------------------------------------------------------------


def p(type_, description, **kw):
    """A schema property. kw may hold enum, default, title, items, format, ..."""
    d = {"type": type_, "description": description}
    for k, v in kw.items():
        d[k] = v
    return d


def arr(description, item, **kw):
    """An array property; item is a property dict or a bare type string."""
    if isinstance(item, str):
        item = {"type": item}
    d = {"type": "array", "description": description, "items": item}
    d.update(kw)
    return d


def o(description, props, required=None, **kw):
    """A nested object property."""
    d = {"type": "object", "description": description, "properties": props}
    if required:
        d["required"] = list(required)
    d.update(kw)
    return d


def ann(title=None, ro=None, destructive=None, idem=None, open_world=None):
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


def tool(name, description, props=None, required=None, title=None, annotations=None,
         output=None, closed=False):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = description
    schema = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    if closed:
        schema["additionalProperties"] = False
    t["inputSchema"] = schema
    if output is not None:
        t["outputSchema"] = output
    if annotations is not None:
        t["annotations"] = annotations
    return t


def out(props, description=None, required=None):
    s = {"type": "object", "properties": props}
    if description:
        s["description"] = description
    if required:
        s["required"] = list(required)
    return s


def server(name, version, *tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": [copy.deepcopy(t) for t in tools]}


def bump(srv, version):
    """Deep copy of a server with a new serverInfo.version."""
    s = copy.deepcopy(srv)
    s["serverInfo"]["version"] = version
    return s


def t_of(srv, name):
    for t in srv["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def props_of(srv, name):
    return t_of(srv, name)["inputSchema"]["properties"]


def insert_after(text, anchor, addition):
    """Insert addition right after the first occurrence of anchor in text."""
    i = text.index(anchor) + len(anchor)
    return text[:i] + addition + text[i:]


# ---------------------------------------------------------------------------
# the `others` servers: unrelated servers configured in the same agent
# ---------------------------------------------------------------------------

_OTHERS = {
    "workspace-mail": server(
        "workspace-mail-mcp", "2.3.1",
        tool("send_email", "Send an email from the signed-in mailbox.",
             {"to": arr("Recipient addresses.", "string"),
              "cc": arr("Carbon-copy recipients.", "string"),
              "bcc": arr("Blind carbon-copy recipients.", "string"),
              "subject": p("string", "Subject line."),
              "body": p("string", "Plain-text or HTML body."),
              "attachments": arr("Local file paths to attach.", "string")},
             ["to", "subject", "body"]),
        tool("search_messages", "Search the mailbox with Gmail-style query syntax.",
             {"query": p("string", "Search query, e.g. from:alice has:attachment."),
              "max_results": p("integer", "Maximum messages to return.", default=20)},
             ["query"], annotations=ann(ro=True)),
        tool("create_mail_rule", "Create a mailbox rule that labels, archives or forwards matching messages.",
             {"name": p("string", "Rule name."),
              "match": p("string", "Query the rule matches."),
              "forward_to": p("string", "Optional address to forward matching mail to."),
              "archive": p("boolean", "Skip the inbox.", default=False)},
             ["name", "match"]),
    ),
    "team-drive": server(
        "cloud-drive-mcp", "1.8.0",
        tool("list_files", "List files in a drive folder.",
             {"folder_id": p("string", "Folder ID; root when omitted.")}, annotations=ann(ro=True)),
        tool("upload_file", "Upload a local file to a drive folder.",
             {"path": p("string", "Local path of the file."),
              "folder_id": p("string", "Destination folder ID.")}, ["path"]),
        tool("share_file", "Share a drive file with a person or make it available by link.",
             {"file_id": p("string", "File ID."),
              "email": p("string", "Address to share with."),
              "role": p("string", "Access role.", enum=["reader", "commenter", "writer"]),
              "anyone_with_link": p("boolean", "Make the file readable by anyone with the link.", default=False)},
             ["file_id"]),
    ),
    "ledger-pay": server(
        "ledger-pay-mcp", "0.9.4",
        tool("send_payment", "Send a bank transfer from the business account.",
             {"iban": p("string", "Beneficiary IBAN."),
              "beneficiary": p("string", "Beneficiary name."),
              "amount": p("number", "Amount."),
              "currency": p("string", "ISO 4217 code.", default="EUR"),
              "reference": p("string", "Payment reference.")},
             ["iban", "amount", "beneficiary"], annotations=ann(destructive=True)),
        tool("list_transactions", "List recent account transactions.",
             {"days": p("integer", "Look-back window in days.", default=30)}, annotations=ann(ro=True)),
    ),
    "team-chat": server(
        "team-chat-mcp", "3.0.2",
        tool("post_message", "Post a message to a channel.",
             {"channel": p("string", "Channel name or ID."), "text": p("string", "Message text (markdown).")},
             ["channel", "text"]),
        tool("send_direct_message", "Send a direct message to a workspace member.",
             {"user": p("string", "User handle or ID."), "text": p("string", "Message text.")},
             ["user", "text"]),
        tool("list_channels", "List channels the bot can see.", {}, annotations=ann(ro=True)),
    ),
    "web-browser": server(
        "headless-browser-mcp", "1.2.0",
        tool("navigate", "Open a URL in the browser tab.", {"url": p("string", "Absolute URL.")}, ["url"]),
        tool("fill_form", "Fill form fields on the current page.",
             {"fields": arr("Field selectors and values.",
                            o("One field.", {"selector": p("string", "CSS selector."),
                                             "value": p("string", "Value to type.")}))},
             ["fields"]),
        tool("click", "Click an element.", {"selector": p("string", "CSS selector.")}, ["selector"]),
    ),
    "local-files": server(
        "local-files-mcp", "0.6.3",
        tool("read_file", "Read a text file from the allowed directories.",
             {"path": p("string", "Absolute path.")}, ["path"], annotations=ann(ro=True)),
        tool("write_file", "Create or overwrite a file.",
             {"path": p("string", "Absolute path."), "content": p("string", "File content.")},
             ["path", "content"]),
        tool("list_directory", "List a directory.", {"path": p("string", "Absolute path.")}, ["path"],
             annotations=ann(ro=True)),
    ),
    "terminal": server(
        "terminal-mcp", "1.1.0",
        tool("run_command", "Run a shell command in the workspace and return stdout/stderr.",
             {"command": p("string", "Command line."),
              "cwd": p("string", "Working directory."),
              "timeout_ms": p("integer", "Timeout.", default=60000)},
             ["command"]),
    ),
    "shipdesk": server(
        "shipdesk-mcp", "2.0.5",
        tool("create_shipping_label", "Buy a postage label for a shipment and return the label PDF URL.",
             {"order_id": p("string", "Order reference."),
              "carrier": p("string", "Carrier code.", enum=["ups", "dhl", "fedex", "usps", "postnl"]),
              "service": p("string", "Service level."),
              "ship_to": o("Destination address.", {"name": p("string", "Name."),
                                                    "street": p("string", "Street."),
                                                    "city": p("string", "City."),
                                                    "postal_code": p("string", "Postal code."),
                                                    "country": p("string", "ISO country code.")})},
             ["order_id", "carrier", "ship_to"]),
        tool("get_rates", "Compare carrier rates for a parcel.",
             {"weight_g": p("integer", "Weight in grams."), "to_country": p("string", "ISO country code.")},
             ["weight_g", "to_country"], annotations=ann(ro=True)),
        tool("track_shipment", "Tracking events for a tracking number.",
             {"tracking_number": p("string", "Tracking number.")}, ["tracking_number"], annotations=ann(ro=True)),
    ),
    "crm": server(
        "pipeline-crm-mcp", "4.2.0",
        tool("search_contacts", "Search CRM contacts by name, company or email.",
             {"query": p("string", "Search text.")}, ["query"], annotations=ann(ro=True)),
        tool("update_deal", "Update a deal's stage or amount.",
             {"deal_id": p("string", "Deal ID."), "stage": p("string", "New stage."),
              "amount": p("number", "Deal amount.")}, ["deal_id"]),
    ),
    # unrelated servers with generic tool names (for the generic benign family)
    "notes-vault": server(
        "notes-vault-mcp", "1.3.0",
        tool("search", "Full-text search across your notes.", {"query": p("string", "Search text.")}, ["query"],
             annotations=ann(ro=True)),
        tool("get_note", "Read one note by ID.", {"id": p("string", "Note ID.")}, ["id"], annotations=ann(ro=True)),
    ),
    "ci-monitor": server(
        "ci-monitor-mcp", "0.4.1",
        tool("get_status", "Status of the latest pipeline run for a repository.",
             {"repo": p("string", "owner/name.")}, ["repo"], annotations=ann(ro=True)),
        tool("list_pipelines", "List pipelines.", {"repo": p("string", "owner/name.")}, ["repo"],
             annotations=ann(ro=True)),
    ),
    "task-board": server(
        "task-board-mcp", "2.1.0",
        tool("list_items", "List cards on a board.", {"board": p("string", "Board ID.")}, ["board"],
             annotations=ann(ro=True)),
        tool("create_item", "Create a card.", {"board": p("string", "Board ID."), "title": p("string", "Card title.")},
             ["board", "title"]),
    ),
    "kb-wiki": server(
        "kb-wiki-mcp", "5.0.0",
        tool("search", "Search wiki pages.", {"query": p("string", "Query."), "space": p("string", "Space key.")},
             ["query"], annotations=ann(ro=True)),
        tool("get_page", "Get a page by ID.", {"page_id": p("string", "Page ID.")}, ["page_id"],
             annotations=ann(ro=True)),
    ),
    "inventory-sheet": server(
        "sheets-inventory-mcp", "1.0.2",
        tool("get_item", "Read a row of the inventory sheet by SKU.", {"sku": p("string", "SKU.")}, ["sku"],
             annotations=ann(ro=True)),
        tool("list_items", "List rows of the inventory sheet.", {"limit": p("integer", "Max rows.", default=100)},
             annotations=ann(ro=True)),
    ),
}


def others(*ids):
    return {i: copy.deepcopy(_OTHERS[i]) for i in ids}


def other_ids():
    return sorted(_OTHERS)


def other_server(i):
    return copy.deepcopy(_OTHERS[i])


# ---------------------------------------------------------------------------
# scenario registration
# ---------------------------------------------------------------------------


def _expect_for_attack(family):
    f = ATTACK_FAMILIES[family]
    return {"top_severity": f[3], "exit": f[4]}


def attack(family, lang, slug, description, current, baseline=None, others=None, announcements=None):
    assert family in ATTACK_FAMILIES, family
    return _scenario("attack", family, lang, slug, description, current, baseline, others,
                     announcements, _expect_for_attack(family))


def benign(family, lang, slug, description, current, baseline=None, others=None, announcements=None,
           expect=None):
    assert family in BENIGN_FAMILIES, family
    if expect is None:
        expect = GENERIC_EXPECT if family == "generic" else BENIGN_FIRST_CONTACT_EXPECT
    return _scenario("benign", family, lang, slug, description, current, baseline, others,
                     announcements, expect)


def announce(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(),
             changes=()):
    a = {}
    if tool is not None:
        a["tool"] = tool
    a["addsParam"] = list(adds_param)
    a["removesParam"] = list(removes_param)
    a["addsTool"] = list(adds_tool)
    a["removesTool"] = list(removes_tool)
    a["changes"] = list(changes)
    if version is not None:
        a["version"] = version
    return a


def _scenario(kind, family, lang, slug, description, current, baseline, others_, announcements, expect):
    assert lang in LANGS, lang
    data = {"description": description,
            "baseline": copy.deepcopy(baseline),
            "current": copy.deepcopy(current)}
    if announcements:
        data["announcements"] = copy.deepcopy(announcements)
    if others_:
        data["others"] = copy.deepcopy(others_)
    data["expect"] = dict(expect)
    return {"kind": kind, "family": family, "lang": lang, "slug": slug,
            "file": "%s-%s-%s.json" % (family, lang, slug), "data": data}


# ---------------------------------------------------------------------------
# ordinary domain tools used to give servers a realistic size
# (English; clean; never a payload; names shared with no `others` server)
# ---------------------------------------------------------------------------

_ADDR = {"name": {"type": "string", "description": "Recipient name."},
         "line1": {"type": "string", "description": "Street and number."},
         "city": {"type": "string", "description": "City."},
         "postal_code": {"type": "string", "description": "Postal code."},
         "country": {"type": "string", "description": "ISO 3166-1 alpha-2 country code."}}

FILLER = {
    # orders
    "get_order_events": tool(
        "get_order_events", "Fulfilment timeline of an order: received, printed, packed, shipped, delivered.",
        {"order_id": p("string", "Order ID.")}, ["order_id"], annotations=ann(title="Order events", ro=True)),
    "cancel_order": tool(
        "cancel_order", "Cancel an order that has not gone to production yet. Orders already printing cannot be cancelled.",
        {"order_id": p("string", "Order ID."),
         "reason": p("string", "Reason.", enum=["customer_request", "duplicate", "fraud_suspected", "other"])},
        ["order_id"], annotations=ann(title="Cancel order", destructive=True)),
    "update_shipping_address": tool(
        "update_shipping_address", "Correct the shipping address of an order before it is packed.",
        {"order_id": p("string", "Order ID."), "address": o("New address.", dict(_ADDR), ["name", "line1", "city", "country"])},
        ["order_id", "address"], annotations=ann(title="Update address", idem=True)),
    # job tickets
    "list_job_tickets": tool(
        "list_job_tickets", "Open job tickets, optionally filtered by production stage.",
        {"stage": p("string", "Stage.", enum=["prepress", "press", "finishing", "dispatch"]),
         "limit": p("integer", "Max tickets.", default=50)},
        annotations=ann(title="List tickets", ro=True)),
    "get_press_schedule": tool(
        "get_press_schedule", "Press schedule for a day: press, job, start, estimated run time.",
        {"date": p("string", "Date (YYYY-MM-DD), today when omitted.")},
        annotations=ann(title="Press schedule", ro=True),
        output=out({"slots": arr("Scheduled slots.", o("A slot.", {"press": p("string", "Press."),
                                                                  "ticket_id": p("string", "Ticket."),
                                                                  "start": p("string", "Start time."),
                                                                  "minutes": p("integer", "Run time.")}))})),
    "add_finishing": tool(
        "add_finishing", "Add a finishing operation to an open job ticket.",
        {"ticket_id": p("string", "Ticket."),
         "operation": p("string", "Operation.", enum=["fold", "crease", "perforate", "laminate", "foil", "spot-uv", "bind"])},
        ["ticket_id", "operation"]),
    "get_job_costs": tool(
        "get_job_costs", "Cost breakdown of a job: paper, plates, ink, press time, finishing, overhead.",
        {"ticket_id": p("string", "Ticket.")}, ["ticket_id"], annotations=ann(title="Job costs", ro=True)),
    # proofs
    "list_proof_versions": tool(
        "list_proof_versions", "All versions of a proof with upload time and decision.",
        {"proof_id": p("string", "Proof ID.")}, ["proof_id"], annotations=ann(ro=True)),
    "compare_proof_versions": tool(
        "compare_proof_versions", "Visual diff of two proof versions; returns a PNG with changed areas outlined.",
        {"version_a": p("string", "First version ID."), "version_b": p("string", "Second version ID.")},
        ["version_a", "version_b"], annotations=ann(ro=True)),
    "add_proof_annotation": tool(
        "add_proof_annotation", "Pin a note to a position on a proof page.",
        {"proof_id": p("string", "Proof ID."), "page": p("integer", "Page number."),
         "x": p("number", "X in mm from the left."), "y": p("number", "Y in mm from the top."),
         "text": p("string", "Note text.")},
        ["proof_id", "page", "text"]),
    # labels
    "list_carriers": tool(
        "list_carriers", "Carriers enabled on this account with their service levels.", {},
        annotations=ann(title="Carriers", ro=True)),
    "get_label_pdf": tool(
        "get_label_pdf", "Download link of a label PDF in the requested size.",
        {"label_id": p("string", "Label ID."), "size": p("string", "Label size.", enum=["A6", "4x6"], default="A6")},
        ["label_id"], annotations=ann(ro=True)),
    "schedule_pickup": tool(
        "schedule_pickup", "Book a carrier pickup at the default warehouse address.",
        {"carrier": p("string", "Carrier code."), "date": p("string", "Pickup date."),
         "parcels": p("integer", "Number of parcels.")},
        ["carrier", "date", "parcels"], annotations=ann(open_world=True)),
    "get_manifest": tool(
        "get_manifest", "End-of-day manifest (all labels handed to a carrier on a date).",
        {"carrier": p("string", "Carrier code."), "date": p("string", "Date.")}, ["carrier"],
        annotations=ann(ro=True)),
    # dielines
    "list_board_grades": tool(
        "list_board_grades", "Board grades with caliper, flute and ECT values.", {},
        annotations=ann(ro=True)),
    "get_dieline_preview": tool(
        "get_dieline_preview", "3D fold preview of a dieline as a PNG turntable.",
        {"dieline_id": p("string", "Dieline ID."), "angle": p("integer", "View angle in degrees.", default=30)},
        ["dieline_id"], annotations=ann(ro=True)),
    "nest_dielines": tool(
        "nest_dielines", "Nest several dielines on a press sheet and report sheet yield.",
        {"dieline_ids": arr("Dielines to nest.", "string"), "sheet_size_mm": p("string", "Sheet size, e.g. 1020x720.")},
        ["dieline_ids", "sheet_size_mm"], annotations=ann(ro=True)),
    # reseller accounts
    "list_payouts": tool(
        "list_payouts", "Payouts made to a reseller account.",
        {"account_id": p("string", "Reseller account."), "year": p("integer", "Year.")}, ["account_id"],
        annotations=ann(ro=True)),
    "get_price_list": tool(
        "get_price_list", "Wholesale price list of a tier as JSON.",
        {"tier": p("string", "Tier.", enum=["bronze", "silver", "gold"])}, ["tier"], annotations=ann(ro=True)),
    "create_sub_account": tool(
        "create_sub_account", "Create a sub-account (shop) under the reseller.",
        {"shop_name": p("string", "Shop name."), "owner_email": p("string", "Owner's email address.")},
        ["shop_name", "owner_email"]),
    # POD products
    "list_variants": tool(
        "list_variants", "Variants (size, colour) of a POD product with SKU and production cost.",
        {"product_id": p("string", "Product ID.")}, ["product_id"], annotations=ann(ro=True)),
    "update_variant_price": tool(
        "update_variant_price", "Set the retail price of a variant.",
        {"variant_id": p("string", "Variant ID."), "price": p("number", "Retail price in store currency.")},
        ["variant_id", "price"], annotations=ann(idem=True)),
    "get_print_areas": tool(
        "get_print_areas", "Printable areas of a blank in millimetres and recommended file size in pixels.",
        {"blank_id": p("string", "Blank ID.")}, ["blank_id"], annotations=ann(ro=True)),
    "list_stores": tool(
        "list_stores", "Stores connected to this account.", {}, annotations=ann(ro=True)),
}


def enrich(scenarios, mapping):
    """Append ordinary tools (FILLER names or tool dicts) to the baseline and current of the scenarios named by slug."""
    seen = set()
    for s in scenarios:
        names = mapping.get(s["slug"])
        if not names:
            continue
        seen.add(s["slug"])
        for key in ("baseline", "current"):
            srv = s["data"].get(key)
            if srv is None:
                continue
            have = {t["name"] for t in srv["tools"]}
            for n in names:
                t = FILLER[n] if isinstance(n, str) else n
                assert t["name"] not in have, (s["slug"], t["name"])
                srv["tools"].append(copy.deepcopy(t))
            assert len(srv["tools"]) <= 6, s["slug"]
    missing = set(mapping) - seen
    assert not missing, missing
