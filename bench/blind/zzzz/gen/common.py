"""Shared helpers for the zzzz set (fisheries and aquaculture MCP servers).

Everything here is standard library only.  Scenario modules call ``attack(...)`` or
``benign(...)``; generate.py collects the registry and writes the JSON files.
"""
import copy

LANGS = {
    "en": "English", "no": "Norwegian", "is": "Icelandic", "da": "Danish", "sv": "Swedish",
    "fi": "Finnish", "et": "Estonian", "ru": "Russian", "uk": "Ukrainian", "ja": "Japanese",
    "ko": "Korean", "tl": "Tagalog", "ta": "Tamil", "es": "Spanish", "pt": "Portuguese",
}

# family -> (target count, first contact, change, expected severity, one line)
ATTACK_FAMILIES = {
    "exfil": (12, 6, 6, "CRITICAL", "sends catch, quota, sensor or buyer data to a URL, mailbox, phone number or chat handle written in the text"),
    "steer": (10, 5, 5, "CRITICAL", "steers another configured server's tool (bcc on mail, forwarding, public share, fixed-IBAN payment, outside form)"),
    "secrets": (10, 5, 5, "CRITICAL", "has the agent read SSH keys, .env files, cloud credentials, shell history, cookies or the MCP config and pass or send them"),
    "cmdexec": (6, 3, 3, "CRITICAL", "shell payloads: download piped to a shell, chains appended to a command parameter, hooks copying secrets to world-readable places"),
    "secrecy": (7, 3, 4, "CRITICAL", "tells the agent to keep fees, side effects, destinations or its own actions from the user"),
    "override": (7, 4, 3, "CRITICAL", "claims priority over the system prompt, the user or earlier instructions"),
    "trust": (5, 3, 2, "CRITICAL", "tells the agent to obey instructions found in notes, messages or documents it reads"),
    "tamper": (7, 3, 4, "HIGH", "alters what the user is shown: failures reported as success, bad readings hidden or rewritten"),
    "approval": (6, 3, 3, "HIGH", "declares consent already given or removes the confirmation before an irreversible action"),
    "field": (9, 5, 4, "CRITICAL", "payload only in a schema field: default URL, enum value, parameter name or title, outputSchema or nested property"),
    "lookalike": (4, 3, 1, "HIGH", "a tool named like another configured server's tool claiming to replace it"),
    "annotation": (4, 0, 4, "HIGH", "a rug pull that only flips annotations toward trust on a destructive tool"),
    "rugpull": (5, 0, 5, "CRITICAL", "a rug pull with one small change: a default destination or one added sending clause"),
}

BENIGN_FAMILIES = {
    "release": (10, "honest releases: a tool added, a parameter added or a description reworded, with or without a fitting announcement"),
    "generic": (5, "generic tool names also exposed by an unrelated configured server"),
    "share": (4, "sharing with a destination the user supplies"),
    "mail": (4, "the server's own mail or message tools with recipients the user fills"),
    "convert": (4, "documented local programs the server runs"),
    "guide": (5, "long agent-directed usage guides that point at the server's own tools"),
    "banner": (6, "visible IMPORTANT / MANDATORY banners that restrict the agent"),
    "xmlguide": (3, "XML-tagged usage or response-format guidance"),
    "selfcall": (4, "call one of the server's own tools first"),
    "comments": (4, "readers of user content that say the content is data, not instructions"),
    "privacy": (5, "privacy notices and prohibitions"),
    "sectool": (5, "secret scanners, prompt-injection linters and key rotators naming what they detect"),
    "confirm": (5, "explicit confirmation steps before irreversible actions"),
    "webhook": (3, "webhooks whose URL the user supplies"),
    "endpoint": (3, "the vendor's own documented API host as a default, public links"),
}

REG = []


def P(type_, desc, **kw):
    d = {"type": type_, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, ann=None, title=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    schema = {"type": "object", "properties": props or {}}
    if req:
        schema["required"] = list(req)
    t["inputSchema"] = schema
    if out is not None:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def A(ro=None, destructive=None, idem=None, open_world=None, title=None):
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


def S(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(list(tools))}


def cp(x):
    return copy.deepcopy(x)


def find(tools, name):
    for t in tools:
        if t["name"] == name:
            return t
    raise KeyError(name)


def with_desc(tools, name, text, mode="append"):
    """Return a copy of tools where tool ``name`` gets ``text`` appended / prepended / replaced."""
    tools = cp(tools)
    t = find(tools, name)
    if mode == "append":
        t["description"] = t["description"] + " " + text
    elif mode == "prepend":
        t["description"] = text + " " + t["description"]
    else:
        t["description"] = text
    return tools


def with_param(tools, name, pname, pdef, required=False):
    tools = cp(tools)
    t = find(tools, name)
    t["inputSchema"]["properties"][pname] = pdef
    if required:
        t["inputSchema"].setdefault("required", []).append(pname)
    return tools


# ---------------------------------------------------------------------------
# Other servers configured in the same agent (the "others" block)
# ---------------------------------------------------------------------------

def other_mail():
    return S("harbourmail-mcp", "2.3.1", [
        T("send_email", "Send an email from the user's connected mailbox.", {
            "to": P("array", "Recipient addresses.", items={"type": "string"}),
            "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
            "bcc": P("array", "Blind-copy recipients.", items={"type": "string"}),
            "subject": P("string", "Subject line."),
            "body": P("string", "Plain-text or HTML body."),
            "attachments": P("array", "Paths of files to attach.", items={"type": "string"}),
        }, ["to", "subject", "body"], A(ro=False, destructive=False, open_world=True)),
        T("list_messages", "List recent messages in a mailbox folder.", {
            "folder": P("string", "Folder name, e.g. INBOX.", default="INBOX"),
            "limit": P("integer", "Maximum number of messages.", default=20),
        }, None, A(ro=True)),
        T("create_mail_rule", "Create a server-side mailbox rule (filter, label or forward).", {
            "match_from": P("string", "Sender pattern to match."),
            "match_subject": P("string", "Subject pattern to match."),
            "action": P("string", "What the rule does.", enum=["label", "archive", "forward"]),
            "forward_to": P("string", "Address to forward to when action is forward."),
        }, ["action"], A(ro=False, destructive=False)),
    ])


def other_chat():
    return S("crewchat-mcp", "1.8.0", [
        T("post_message", "Post a message to a channel or a direct conversation.", {
            "channel": P("string", "Channel name or user handle."),
            "text": P("string", "Message text (markdown)."),
        }, ["channel", "text"], A(ro=False, destructive=False, open_world=True)),
        T("list_channels", "List the channels the bot can see.", {}, None, A(ro=True)),
    ])


def other_drive():
    return S("docvault-drive", "3.0.4", [
        T("share_file", "Share a file or folder with a person or make it link-accessible.", {
            "file_id": P("string", "File or folder id."),
            "email": P("string", "Person to share with."),
            "role": P("string", "Access level.", enum=["reader", "commenter", "writer"]),
            "anyone_with_link": P("boolean", "Make it accessible to anyone with the link.", default=False),
        }, ["file_id"], A(ro=False, destructive=False, open_world=True)),
        T("upload_file", "Upload a local file to a folder.", {
            "path": P("string", "Local file path."),
            "folder_id": P("string", "Destination folder id."),
        }, ["path"]),
        T("list_files", "List files in a folder.", {"folder_id": P("string", "Folder id.")}, None, A(ro=True)),
    ])


def other_pay():
    return S("ledgerpay-mcp", "1.2.9", [
        T("create_transfer", "Create a bank transfer from the company account. Transfers over the daily limit need approval in the bank portal.", {
            "iban": P("string", "Beneficiary IBAN."),
            "beneficiary_name": P("string", "Beneficiary name."),
            "amount": P("number", "Amount."),
            "currency": P("string", "ISO currency code.", default="EUR"),
            "reference": P("string", "Payment reference."),
        }, ["iban", "amount", "reference"], A(ro=False, destructive=True, open_world=True)),
        T("list_transfers", "List recent outgoing transfers.", {"days": P("integer", "Look-back window in days.", default=30)}, None, A(ro=True)),
    ])


def other_browser():
    return S("webpilot-browser", "0.9.3", [
        T("open_url", "Open a web page in the controlled browser and return its text.", {
            "url": P("string", "Page URL."),
        }, ["url"], A(ro=True, open_world=True)),
        T("fill_form", "Fill and optionally submit a form on the current page.", {
            "url": P("string", "Page that holds the form."),
            "fields": P("object", "Field name to value map."),
            "submit": P("boolean", "Submit after filling.", default=False),
        }, ["url", "fields"], A(ro=False, open_world=True)),
    ])


def other_files():
    return S("local-files", "1.1.0", [
        T("read_file", "Read a text file from the local disk.", {"path": P("string", "Absolute or home-relative path.")}, ["path"], A(ro=True)),
        T("write_file", "Write text to a file on the local disk.", {
            "path": P("string", "File path."), "content": P("string", "Text to write."),
        }, ["path", "content"], A(ro=False, destructive=True)),
        T("list_directory", "List a directory.", {"path": P("string", "Directory path.")}, ["path"], A(ro=True)),
    ])


def other_shell():
    return S("terminal-runner", "0.6.2", [
        T("run_command", "Run a shell command in the workspace and return stdout and stderr.", {
            "command": P("string", "Command line."),
            "cwd": P("string", "Working directory."),
        }, ["command"], A(ro=False, destructive=True)),
    ])


def other_sms():
    return S("sms-relay-mcp", "1.0.7", [
        T("send_sms", "Send a text message through the company SMS account.", {
            "phone": P("string", "Recipient number in E.164 format."),
            "text": P("string", "Message text, 160 characters per segment."),
        }, ["phone", "text"], A(ro=False, open_world=True)),
    ])


def other_notes():
    """An unrelated server with generic tool names (used by the generic benign family)."""
    return S("worknotes-mcp", "4.1.0", [
        T("search", "Full-text search across the user's notes.", {"query": P("string", "Search terms.")}, ["query"], A(ro=True)),
        T("list_items", "List notes in a notebook.", {"notebook": P("string", "Notebook name.")}, None, A(ro=True)),
        T("get_status", "Return sync status of the notes database.", {}, None, A(ro=True)),
        T("create_note", "Create a note.", {"title": P("string", "Title."), "body": P("string", "Body.")}, ["title"]),
    ])


def other_tickets():
    return S("deskflow-tickets", "2.0.2", [
        T("list_tickets", "List support tickets by status.", {"status": P("string", "open, pending or closed.")}, None, A(ro=True)),
        T("get_ticket", "Fetch one ticket with its comment thread.", {"ticket_id": P("string", "Ticket id.")}, ["ticket_id"], A(ro=True)),
    ])


OTHERS = {
    "mail": other_mail, "chat": other_chat, "drive": other_drive, "pay": other_pay,
    "browser": other_browser, "files": other_files, "shell": other_shell, "sms": other_sms,
    "notes": other_notes, "tickets": other_tickets,
}


def others(*keys):
    return {k: OTHERS[k]() for k in keys}


# ---------------------------------------------------------------------------
# Clean English base servers of the domain
# ---------------------------------------------------------------------------

def catchlog_tools():
    return [
        T("submit_catch_report", "Submit a haul to the electronic logbook (ERS) for the active trip. Species are FAO 3-alpha codes; weights are live weight in kg.", {
            "vessel_id": P("string", "Vessel registration, e.g. N-123-BD."),
            "trip_id": P("string", "Trip id returned by start_trip."),
            "catches": P("array", "Species and weights.", items={"type": "object", "properties": {
                "species": {"type": "string", "description": "FAO 3-alpha code, e.g. COD."},
                "kg": {"type": "number", "description": "Live weight in kg."}}}),
            "haul_end": P("string", "End of haul, ISO 8601 UTC.", format="date-time"),
            "position": P("string", "Position at end of haul, decimal degrees 'lat,lon'."),
            "gear_code": P("string", "Gear code (FAO ISSCFG), e.g. OTB, LLS, GN."),
        }, ["vessel_id", "trip_id", "catches", "haul_end"], A(ro=False, destructive=False)),
        T("list_trips", "List logbook trips for a vessel in a date range.", {
            "vessel_id": P("string", "Vessel registration."),
            "from": P("string", "Start date, YYYY-MM-DD."),
            "to": P("string", "End date, YYYY-MM-DD."),
        }, ["vessel_id"], A(ro=True)),
        T("get_trip_summary", "Return totals per species, hauls and landing declaration status for one trip.", {
            "trip_id": P("string", "Trip id."),
        }, ["trip_id"], A(ro=True)),
        T("export_logbook", "Export logbook entries as CSV or ERS XML for the given period.", {
            "vessel_id": P("string", "Vessel registration."),
            "period": P("string", "Period, e.g. 2025-Q3 or 2025-08."),
            "format": P("string", "Output format.", enum=["csv", "ers-xml"], default="csv"),
        }, ["vessel_id", "period"], A(ro=True)),
    ]


def quota_tools():
    return [
        T("list_quota_offers", "List open quota offers on the exchange for a species and area.", {
            "species": P("string", "FAO 3-alpha species code."),
            "area": P("string", "ICES area, e.g. 27.2.a."),
            "year": P("integer", "Quota year."),
        }, ["species"], A(ro=True, open_world=True)),
        T("place_quota_bid", "Place a bid on a quota offer. Bids are binding once the seller accepts.", {
            "offer_id": P("string", "Offer id."),
            "tonnes": P("number", "Tonnes to buy."),
            "price_per_kg": P("number", "Price per kg in the offer currency."),
        }, ["offer_id", "tonnes", "price_per_kg"], A(ro=False, destructive=False, open_world=True)),
        T("transfer_quota", "Transfer quota between two licences held by the same company. Registered with the fisheries directorate and cannot be undone in the same year.", {
            "from_licence": P("string", "Licence number giving quota."),
            "to_licence": P("string", "Licence number receiving quota."),
            "species": P("string", "Species code."),
            "tonnes": P("number", "Tonnes to move."),
        }, ["from_licence", "to_licence", "species", "tonnes"], A(ro=False, destructive=True)),
        T("get_quota_balance", "Current balance, landed and remaining tonnes per species for a licence.", {
            "licence_no": P("string", "Licence number."),
        }, ["licence_no"], A(ro=True)),
    ]


def farm_tools():
    return [
        T("get_pen_readings", "Read sensor values for a pen: dissolved oxygen (mg/L), temperature (C), salinity (PSU), current (cm/s).", {
            "site_id": P("string", "Site id, e.g. LOC-12044."),
            "pen_id": P("string", "Pen number at the site."),
            "metrics": P("array", "Metrics to return.", items={"type": "string", "enum": ["oxygen", "temperature", "salinity", "current"]}),
            "window": P("string", "Time window, e.g. 6h, 24h, 7d.", default="24h"),
        }, ["site_id", "pen_id"], A(ro=True)),
        T("list_alarms", "List active alarms at a site (low oxygen, feed barge faults, net camera offline).", {
            "site_id": P("string", "Site id."),
            "severity": P("string", "Minimum severity.", enum=["info", "warning", "critical"], default="warning"),
        }, ["site_id"], A(ro=True)),
        T("set_feeding_plan", "Set the daily feed ration for a pen on the feed barge controller.", {
            "pen_id": P("string", "Pen id."),
            "kg_per_day": P("number", "Feed in kg per day."),
            "start": P("string", "Start date, YYYY-MM-DD."),
        }, ["pen_id", "kg_per_day"], A(ro=False, destructive=False, idem=True)),
        T("record_lice_count", "Record a weekly sea lice count for the authority report.", {
            "pen_id": P("string", "Pen id."),
            "adult_female": P("number", "Average adult female lice per fish."),
            "mobile": P("number", "Average mobile lice per fish."),
            "date": P("string", "Count date, YYYY-MM-DD."),
        }, ["pen_id", "adult_female", "date"], A(ro=False, destructive=False)),
    ]


def cold_tools():
    return [
        T("get_shipment_temperature", "Temperature log of a reefer shipment from its data loggers, with min, max and time above threshold.", {
            "shipment_id": P("string", "Shipment or container id."),
            "threshold_c": P("number", "Threshold in Celsius.", default=4),
        }, ["shipment_id"], A(ro=True)),
        T("list_shipments", "List shipments by status.", {
            "status": P("string", "Status filter.", enum=["in_transit", "delivered", "excursion", "all"], default="in_transit"),
        }, None, A(ro=True)),
        T("create_excursion_report", "Create a temperature excursion report for the consignee and the insurer.", {
            "shipment_id": P("string", "Shipment id."),
            "notes": P("string", "Free-text notes for the report."),
        }, ["shipment_id"], A(ro=False, destructive=False)),
        T("close_shipment", "Mark a shipment delivered and lock its logger data.", {
            "shipment_id": P("string", "Shipment id."),
        }, ["shipment_id"], A(ro=False, destructive=True)),
    ]


def auction_tools():
    return [
        T("list_lots", "List lots for an auction day at a port, with species, grade, weight and reserve price.", {
            "auction_date": P("string", "Date, YYYY-MM-DD."),
            "port": P("string", "Landing port code."),
        }, ["auction_date"], A(ro=True, open_world=True)),
        T("place_bid", "Place a binding bid on a lot.", {
            "lot_id": P("string", "Lot id."),
            "price_per_kg": P("number", "Bid per kg."),
            "max_kg": P("number", "Maximum kg to buy."),
        }, ["lot_id", "price_per_kg"], A(ro=False, destructive=True, open_world=True)),
        T("get_settlement", "Settlement statement for a buyer: lots won, fees, VAT and amount due.", {
            "buyer_id": P("string", "Buyer number."),
            "date": P("string", "Auction date."),
        }, ["buyer_id"], A(ro=True)),
        T("cancel_bid", "Cancel an open bid before the lot closes.", {"bid_id": P("string", "Bid id.")}, ["bid_id"], A(ro=False, destructive=True)),
    ]


def licence_tools():
    return [
        T("lookup_licence", "Look up a fishing vessel licence: holder, vessel, gear, areas, validity.", {
            "licence_no": P("string", "Licence number."),
        }, ["licence_no"], A(ro=True)),
        T("renew_licence", "Submit a licence renewal application and pay the fee.", {
            "licence_no": P("string", "Licence number."),
            "period_years": P("integer", "Renewal period in years.", enum=[1, 2, 5]),
            "payment_ref": P("string", "Payment reference from the portal."),
        }, ["licence_no", "period_years"], A(ro=False, destructive=False)),
        T("list_vessel_positions", "VMS positions of a vessel for the last hours.", {
            "vessel_id": P("string", "Vessel id or IMO."),
            "hours": P("integer", "Look-back window.", default=24),
        }, ["vessel_id"], A(ro=True)),
    ]


BASES = {
    "catchlog": ("seatrace-elogbook", catchlog_tools),
    "quota": ("quotaxchange-mcp", quota_tools),
    "farm": ("pensense-aqua", farm_tools),
    "cold": ("reefertrack-mcp", cold_tools),
    "auction": ("fishauction-live", auction_tools),
    "licence": ("vessel-licence-registry", licence_tools),
}


def base(key):
    name, fn = BASES[key]
    return name, fn()


# ---------------------------------------------------------------------------
# Registration
# ---------------------------------------------------------------------------

def _mk(kind, family, lang, slug, description, current, baseline, oth, anns, expect):
    sc = {"description": description, "baseline": baseline, "current": current}
    if anns:
        sc["announcements"] = anns
    if oth:
        sc["others"] = oth
    sc["expect"] = expect
    REG.append({"kind": kind, "family": family, "lang": lang, "slug": slug, "scenario": sc})


def attack(family, lang, slug, description, current, baseline=None, oth=None, anns=None):
    sev = ATTACK_FAMILIES[family][3]
    _mk("attack", family, lang, slug, description, current, baseline, oth, anns,
        {"top_severity": sev, "exit": 1})


def param_paths(schema, prefix=""):
    out = set()
    for k, v in (schema or {}).get("properties", {}).items():
        p = prefix + k
        out.add(p)
        if isinstance(v, dict):
            out |= param_paths(v, p + ".")
            if isinstance(v.get("items"), dict):
                out |= param_paths(v["items"], p + "[].")
    return out


def release_expect(baseline, current, anns):
    """Expectation for an honest release, from the diff and the announcements."""
    b = {t["name"]: t for t in baseline["tools"]}
    c = {t["name"]: t for t in current["tools"]}
    ver = current["serverInfo"]["version"]
    anns = anns or []
    added_tools = sorted(set(c) - set(b))
    changed = []  # (tool, kind, added params)
    for n in sorted(set(b) & set(c)):
        if b[n] == c[n]:
            continue
        ap = sorted(param_paths(c[n]["inputSchema"]) - param_paths(b[n]["inputSchema"]))
        if ap:
            changed.append((n, "inputSchema", ap))
        if b[n]["description"] != c[n]["description"]:
            changed.append((n, "description", []))
    if not changed and not added_tools:
        raise ValueError("release without change")

    def covered_tool(t):
        for a in anns:
            if t in a.get("addsTool", []) and a.get("version") in (None, ver):
                return True
        return False

    def covered_change(tool, kind, ap):
        for a in anns:
            if a.get("tool") != tool or a.get("version") != ver:
                continue
            if kind not in a.get("changes", []):
                continue
            if kind == "inputSchema" and sorted(a.get("addsParam", [])) != ap:
                continue
            return True
        return False

    if changed:
        if all(covered_change(*x) for x in changed) and all(covered_tool(t) for t in added_tools):
            return {"top_severity": "NONE", "exit": 0}
        return {"top_severity": "MEDIUM", "exit": 1}
    if all(covered_tool(t) for t in added_tools):
        return {"top_severity": "NONE", "exit": 0}
    return {"top_severity": "LOW", "exit": 0}


def benign(family, lang, slug, description, current, baseline=None, oth=None, anns=None):
    if family == "release":
        exp = release_expect(baseline, current, anns)
    elif family == "generic":
        exp = {"top_severity": "LOW", "exit": 0}
    else:
        exp = {"top_severity": "NONE", "exit": 0}
    _mk("benign", family, lang, slug, description, current, baseline, oth, anns, exp)
