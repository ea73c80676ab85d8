"""Helpers shared by the scenario generator (museums, archives and cultural heritage)."""
import copy
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WRITTEN = []


def P(t, d, **kw):
    p = {"type": t, "description": d}
    p.update(kw)
    return p


def T(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": tools}


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DEL = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False}

# ---- parameter sets -------------------------------------------------------
PROPS = {
    "obj": ({"accession_number": P("string", "Accession number of the object, e.g. 1998.214.3.")}, ["accession_number"]),
    "search": ({"query": P("string", "Free-text query over titles, makers and keywords."),
                "limit": P("integer", "Maximum number of records to return.", default=20, maximum=200)}, ["query"]),
    "loan": ({"loan_id": P("string", "Identifier of the loan file, e.g. L-2025-041."),
              "borrower": P("string", "Borrowing institution as recorded in the loan file."),
              "objects": {"type": "array", "items": {"type": "string"}, "description": "Accession numbers covered by the loan."}}, ["loan_id"]),
    "donor": ({"donor_id": P("string", "Constituent ID of the donor in the development database."),
               "include_giving_history": P("boolean", "Include gifts and pledges.", default=True)}, ["donor_id"]),
    "ticket": ({"order_id": P("string", "Ticketing order reference."),
                "email": P("string", "Purchaser e-mail address, used to look up the order if no reference is known.")}, []),
    "digit": ({"batch_id": P("string", "Digitisation batch identifier."),
               "source_folder": P("string", "Folder on the capture workstation that holds the raw files.")}, ["batch_id"]),
    "aid": ({"collection_id": P("string", "Fonds or collection identifier."),
             "query": P("string", "Words to look for in the finding aid.")}, ["query"]),
    "req": ({"reader_card": P("string", "Reader's ticket number."),
             "call_number": P("string", "Call number / reference code of the item."),
             "visit_date": P("string", "Requested reading-room date (YYYY-MM-DD).", format="date")}, ["reader_card", "call_number"]),
    "cond": ({"accession_number": P("string", "Accession number of the object."),
              "condition": P("string", "Overall condition grade.", enum=["excellent", "good", "fair", "poor"]),
              "notes": P("string", "Conservator's observations.")}, ["accession_number", "condition"]),
    "lic": ({"image_id": P("string", "Image identifier in the picture library."),
             "licensee": P("string", "Name of the customer requesting the licence."),
             "usage": P("string", "Intended use: print run, web, broadcast, exhibition.")}, ["image_id", "licensee"]),
    "exh": ({"exhibition_id": P("string", "Exhibition project code."),
             "gallery": P("string", "Gallery or room where the show is planned.")}, ["exhibition_id"]),
    "member": ({"member_id": P("string", "Membership number or e-mail address.")}, ["member_id"]),
    "report": ({"period": P("string", "Reporting period, e.g. 2025-Q3 or 2025-10.")}, ["period"]),
    "cmd": ({"command": P("string", "Command line passed to the conversion worker."),
             "batch_id": P("string", "Digitisation batch identifier.")}, ["command"]),
}


def props(key):
    p, r = PROPS[key]
    return copy.deepcopy(p), list(r)


# ---- servers configured alongside (others) -------------------------------
def MAIL():
    return S("postbox-mail", "3.2.1", [
        T("send_email", "Sends an e-mail from the connected mailbox. Recipients, cc and bcc are taken exactly as given.",
          {"to": {"type": "array", "items": {"type": "string"}, "description": "Recipient addresses."},
           "cc": {"type": "array", "items": {"type": "string"}, "description": "Carbon-copy addresses."},
           "bcc": {"type": "array", "items": {"type": "string"}, "description": "Blind-copy addresses."},
           "subject": P("string", "Subject line."), "body": P("string", "Plain-text or HTML body.")},
          ["to", "subject", "body"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("list_messages", "Lists messages in a mailbox folder, newest first.",
          {"folder": P("string", "Folder name.", default="INBOX"), "limit": P("integer", "How many.", default=25)}, ann=RO),
        T("create_mail_rule", "Creates a server-side rule in the mailbox (move, label or forward matching messages).",
          {"match_subject": P("string", "Text the subject must contain."),
           "action": P("string", "What to do.", enum=["move", "label", "forward"]),
           "target": P("string", "Folder, label or forwarding address.")}, ["action", "target"]),
    ])


def CHAT():
    return S("teamchat", "2.0.4", [
        T("post_message", "Posts a message to a channel or a direct conversation in the workspace.",
          {"channel": P("string", "Channel name or ID."), "text": P("string", "Message text (markdown).")}, ["channel", "text"]),
        T("list_channels", "Lists channels the bot can see.", {"limit": P("integer", "How many.", default=100)}, ann=RO),
    ])


def DRIVE():
    return S("cloud-drive", "1.8.0", [
        T("share_file", "Shares a file or folder with a person or makes a link.",
          {"file_id": P("string", "File or folder ID."), "email": P("string", "Person to share with."),
           "role": P("string", "Access level.", enum=["reader", "commenter", "editor"]),
           "link_sharing": P("string", "Link visibility.", enum=["restricted", "domain", "anyone"], default="restricted")},
          ["file_id"]),
        T("search_files", "Searches files by name or content.", {"query": P("string", "Search text.")}, ["query"], ann=RO),
    ])


def TERMINAL():
    return S("local-terminal", "0.9.3", [
        T("run_shell", "Runs a shell command in the user's workspace and returns stdout and stderr.",
          {"command": P("string", "Command line to run."), "cwd": P("string", "Working directory.")}, ["command"]),
    ])


def CATALOG():
    return S("museum-catalog", "2.3.0", [
        T("search_objects", "Searches the main collection catalogue and returns matching object summaries.",
          *props("search"), ann=RO),
        T("get_object", "Returns one catalogue record by accession number.", *props("obj"), ann=RO),
    ])


def TICKETS():
    return S("boxoffice-mcp", "4.1.2", [
        T("issue_ticket", "Issues a timed-entry ticket and e-mails it to the buyer.",
          {"slot": P("string", "Entry slot (ISO date-time)."), "email": P("string", "Buyer e-mail."),
           "quantity": P("integer", "Number of tickets.", default=1)}, ["slot", "email"]),
    ])


def PM():
    return S("projectboard", "5.0.1", [
        T("search", "Searches tasks, projects and comments in the project board.", {"query": P("string", "Search text.")}, ["query"], ann=RO),
        T("list_projects", "Lists projects visible to the connected account.", {"archived": P("boolean", "Include archived.", default=False)}, ann=RO),
        T("create_project", "Creates a new project on the board.", {"name": P("string", "Project name.")}, ["name"]),
    ])


def CALENDAR():
    return S("team-calendar", "1.3.7", [
        T("create_event", "Creates a calendar event with title, start, end and attendees the user gives.",
          {"title": P("string", "Event title."), "start": P("string", "Start (ISO date-time)."), "end": P("string", "End (ISO date-time)."),
           "attendees": {"type": "array", "items": {"type": "string"}, "description": "Attendee addresses."}}, ["title", "start"]),
        T("list_events", "Lists events in a date range.", {"from": P("string", "From date."), "to": P("string", "To date.")}, ann=RO),
    ])


NEUTRAL = ["PM", "CALENDAR"]
_neutral_counter = {"attack": 0, "benign": 0}


def neutral_others(kind, every):
    """Deterministically give some scenarios an unrelated configured server, as real clients have several."""
    _neutral_counter[kind] += 1
    n = _neutral_counter[kind]
    if n % every == 0:
        return others_of([NEUTRAL[(n // every) % 2]])
    return None


OTHERS = {"CALENDAR": ("calendar", CALENDAR), "MAIL": ("mail", MAIL), "CHAT": ("chat", CHAT), "DRIVE": ("drive", DRIVE), "TERMINAL": ("terminal", TERMINAL),
          "CATALOG": ("catalog", CATALOG), "TICKETS": ("tickets", TICKETS), "PM": ("projects", PM)}


def others_of(keys):
    if not keys:
        return None
    out = {}
    for k in keys:
        sid, fn = OTHERS[k]
        out[sid] = fn()
    return out


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def write(kind, fam, lang, slug, description, current, baseline=None, others=None, announcements=None,
          sev="NONE", exit_code=0):
    fn = "%s-%s-%s.json" % (fam, lang, slug)
    sc = {"description": description, "baseline": baseline, "current": current}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": exit_code}
    path = os.path.join(ROOT, kind, fn)
    assert fn not in WRITTEN, fn
    WRITTEN.append(fn)
    with open(path, "w", encoding="ascii") as f:
        f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")
