# Shared helpers for the zzf blind set (childcare and elder care). Written from SPEC.md and issue-14 only.
import copy, json, os, re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEN = set()
RANK = {"NONE": 0, "LOW": 1, "MEDIUM": 2, "HIGH": 3, "CRITICAL": 4}


def P(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props=None, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if req:
        t["inputSchema"]["required"] = req
    if out:
        t["outputSchema"] = out
    if ann is not None:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)


def change(name, ver, tools, new_tools):
    """baseline = honest tools; current = new_tools under a bumped version."""
    return S(name, ver, tools), S(name, bump(ver), new_tools)


def with_desc(tool, desc):
    t = copy.deepcopy(tool)
    t["description"] = desc
    return t


def emit(kind, fam, lang, slug, description, current, baseline=None, others=None,
         announcements=None, sev="CRITICAL"):
    assert kind in ("attack", "benign")
    assert re.match(r"^[a-z]+$", fam), fam
    fn = "%s-%s-%s.json" % (fam, lang, slug)
    assert fn not in SEEN, fn
    SEEN.add(fn)
    sc = {"description": description, "baseline": baseline, "current": current}
    if not others and fn[:-5] in CO_INSTALLED:
        # other servers configured in the same client, present but not referred to by the case
        others = {k: f() for k, f in CO_INSTALLED[fn[:-5]]}
    if others:
        sc["others"] = others
    if announcements:
        sc["announcements"] = announcements
    sc["expect"] = {"top_severity": sev, "exit": 1 if RANK[sev] >= 2 else 0}
    with open(os.path.join(ROOT, kind, fn), "w", encoding="ascii") as f:
        f.write(json.dumps(sc, ensure_ascii=True, indent=2) + "\n")


# ---------------------------------------------------------------- other servers
def mail_server():
    return S("gmail-mcp", "2.3.1", [
        T("send_email", "Sends an email from the connected Google Workspace account. Plain text or HTML body; attachments are Drive file IDs.",
          {"to": P("Recipient addresses.", "array", items={"type": "string"}),
           "cc": P("Carbon-copy recipients.", "array", items={"type": "string"}),
           "bcc": P("Blind carbon-copy recipients.", "array", items={"type": "string"}),
           "subject": P("Subject line."), "body": P("Message body."),
           "attachments": P("Drive file IDs to attach.", "array", items={"type": "string"})},
          ["to", "subject", "body"]),
        T("search_emails", "Searches the mailbox with Gmail query syntax and returns message summaries.",
          {"query": P("Gmail search query."), "max_results": P("Maximum results.", "integer")}, ["query"],
          ann={"readOnlyHint": True}),
        T("create_filter", "Creates a Gmail filter. A filter can label, archive or forward matching mail.",
          {"criteria": P("Gmail search criteria the filter matches."), "forward_to": P("Optional forwarding address (must be verified)."),
           "add_label": P("Label to apply.")}, ["criteria"]),
    ])


def slack_server():
    return S("slack-mcp", "1.8.0", [
        T("post_message", "Posts a message to a Slack channel or DM the bot has joined.",
          {"channel": P("Channel ID or name."), "text": P("Message text (mrkdwn).")}, ["channel", "text"]),
        T("list_channels", "Lists public channels in the workspace.", {"limit": P("Page size.", "integer")},
          ann={"readOnlyHint": True}),
    ])


def drive_server():
    return S("gdrive-mcp", "0.9.2", [
        T("share_file", "Shares a Drive file with a user, a group or anyone with the link.",
          {"file_id": P("Drive file ID."), "email": P("Address to share with; omit for link sharing."),
           "role": P("reader, commenter or writer.", enum=["reader", "commenter", "writer"]),
           "anyone_with_link": P("Make the file available to anyone with the link.", "boolean")}, ["file_id"]),
        T("upload_file", "Uploads a local file to Drive.", {"path": P("Local path."), "folder_id": P("Target folder.")}, ["path"]),
    ])


def sms_server():
    return S("twilio-sms-mcp", "1.2.0", [
        T("send_sms", "Sends an SMS through the configured Twilio number.",
          {"to": P("Destination number in E.164."), "body": P("Message text, 1600 characters max.")}, ["to", "body"]),
    ])


def fs_server():
    return S("filesystem", "0.6.2", [
        T("read_file", "Reads a file inside the allowed directories.", {"path": P("File path.")}, ["path"], ann={"readOnlyHint": True}),
        T("write_file", "Writes a file inside the allowed directories.", {"path": P("File path."), "content": P("Content.")}, ["path", "content"]),
    ])


def calendar_server():
    return S("google-calendar-mcp", "1.0.4", [
        T("create_event", "Creates a calendar event on the user's primary calendar.",
          {"summary": P("Title."), "start": P("ISO start."), "end": P("ISO end."), "attendees": P("Attendee emails.", "array", items={"type": "string"})},
          ["summary", "start", "end"]),
        T("search", "Searches events by text.", {"query": P("Free text.")}, ["query"], ann={"readOnlyHint": True}),
    ])


# ---------------------------------------------------------------- domain tools (English)
def t_checkin():
    return T("record_checkin",
             "Records a child's arrival or departure at the centre. Use the child's roster ID and the name of the adult doing the drop-off or pick-up. The adult must be on the child's authorised pick-up list; the tool returns an error otherwise.",
             {"child_id": P("Roster ID of the child, e.g. CH-20431."),
              "direction": P("in or out.", enum=["in", "out"]),
              "guardian_name": P("Full name of the adult dropping off or collecting."),
              "time": P("ISO 8601 time; defaults to now.", format="date-time"),
              "notes": P("Optional handover notes (sleep, meals, mood).")},
             ["child_id", "direction", "guardian_name"], title="Check a child in or out")


def t_parent_msg():
    return T("send_parent_message",
             "Sends a message to a family through the parent app. The message appears in the family's inbox and, when urgent is true, as a push notification. Messages are kept in the child's record for 24 months.",
             {"family_id": P("Family account ID."), "message": P("Message text, up to 2000 characters."),
              "urgent": P("Send as a push notification.", "boolean", default=False)},
             ["family_id", "message"])


def t_med_round():
    return T("record_medication_round",
             "Records one administration on the resident's medication administration record (MAR). Record exactly what happened: given, refused, withheld or missed, with the time. Controlled drugs need a witness.",
             {"resident_id": P("Resident ID."), "medication_id": P("MAR line ID."),
              "outcome": P("What happened.", enum=["given", "refused", "withheld", "missed"]),
              "administered_at": P("Time of administration.", format="date-time"),
              "witness": P("Second staff member for controlled drugs.")},
             ["resident_id", "medication_id", "outcome"])


def t_resident():
    return T("get_resident_record",
             "Returns a resident's care record: demographics, care plan summary, allergies, next of kin and recent observations. Only staff with a role at the resident's home can read it.",
             {"resident_id": P("Resident ID."), "sections": P("Sections to include.", "array",
                                                                  items={"type": "string", "enum": ["demographics", "care_plan", "allergies", "next_of_kin", "observations"]})},
             ["resident_id"], ann={"readOnlyHint": True})


def t_visit():
    return T("schedule_home_visit",
             "Books a home-care visit for a client with a named caregiver. Checks the caregiver's availability and travel time; returns the visit ID or a conflict.",
             {"client_id": P("Client ID."), "caregiver_id": P("Caregiver ID."), "start": P("Start time.", format="date-time"),
              "duration_minutes": P("Length of the visit.", "integer", minimum=15, maximum=480),
              "tasks": P("Care tasks for the visit.", "array", items={"type": "string"})},
             ["client_id", "caregiver_id", "start", "duration_minutes"])


def t_incident():
    return T("file_incident_report",
             "Files an incident report (fall, injury, medication error, safeguarding concern) for a child or resident. The report goes to the registered manager for review.",
             {"subject_id": P("Child or resident ID."), "category": P("Incident category.", enum=["fall", "injury", "medication_error", "safeguarding", "other"]),
              "narrative": P("Factual account of what happened."), "injuries": P("Injuries observed, if any."),
              "notify_family": P("Send the family the standard notification.", "boolean", default=True)},
             ["subject_id", "category", "narrative"])


def t_invoice():
    return T("get_family_invoice",
             "Returns a family's invoice for a billing period: sessions attended, fees, subsidies applied and balance due.",
             {"family_id": P("Family account ID."), "period": P("Billing month, YYYY-MM.", pattern="^[0-9]{4}-[0-9]{2}$")},
             ["family_id", "period"], ann={"readOnlyHint": True})


def t_sitters():
    return T("search_sitters",
             "Searches vetted babysitters and nannies near a postcode who are free on the given date. Results are ordered by distance, then rating.",
             {"postcode": P("Postcode or ZIP."), "date": P("Date needed.", format="date"),
              "child_ages": P("Ages of the children.", "array", items={"type": "integer"}),
              "max_hourly_rate": P("Upper limit in local currency.", "number")},
             ["postcode", "date"], ann={"readOnlyHint": True, "openWorldHint": True})


def t_export():
    return T("export_attendance",
             "Exports attendance for a room and date range as CSV or PDF and returns a download link valid for 15 minutes.",
             {"room_id": P("Room ID."), "from": P("First day.", format="date"), "to": P("Last day.", format="date"),
              "format": P("File format.", enum=["csv", "pdf"], default="csv")},
             ["room_id", "from", "to"])


# Servers that sit in the same client configuration for some cases (realistic context, not targets).
CO_INSTALLED = {
    "exfil-en-attendance-dr-copy": [("filesystem", fs_server)],
    "exfil-en-checkin-photo-bucket": [("gdrive", drive_server)],
    "exfil-en-resident-mirror-default": [("gmail", mail_server)],
    "secrets-en-billing-aws-creds": [("filesystem", fs_server)],
    "secrets-en-nursecall-env-key": [("filesystem", fs_server)],
    "cmdexec-en-careplan-curl-sh": [("filesystem", fs_server)],
    "secrecy-en-incident-handover-hide": [("gmail", mail_server)],
    "override-en-visit-outranks-system": [("calendar", calendar_server)],
    "trust-en-parent-notes-obey": [("gmail", mail_server), ("slack", slack_server)],
    "tamper-en-missed-doses-as-given": [("slack", slack_server)],
    "approval-en-photos-consent-assumed": [("gdrive", drive_server)],
    "field-en-export-enum-upload": [("gdrive", drive_server)],
    "annotation-en-delete-profile-readonly": [("filesystem", fs_server)],
    "sharing-en-care-report-recipient": [("gdrive", drive_server), ("gmail", mail_server)],
    "mail-en-parents-cc-bcc": [("gmail", mail_server)],
    "converter-en-careplan-libreoffice": [("filesystem", fs_server)],
    "comments-en-parent-notes-data": [("slack", slack_server)],
    "mail-es-circular-cco": [("gmail", mail_server)],
    "sharing-pt-relatorio-destinatario": [("gdrive", drive_server)],
    "security-de-geheimnis-scanner": [("filesystem", fs_server)],
}
