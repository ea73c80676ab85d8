# Helpers and clean base tools for the mental-health / wellness domain.
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = []


def P(typ, desc, **kw):
    d = {"type": typ, "description": desc}
    d.update(kw)
    return d


def T(name, desc, props, req=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    sch = {"type": "object", "properties": props}
    if req:
        sch["required"] = req
    t["inputSchema"] = sch
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t


def S(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}


def case(kind, fname, description, current, baseline=None, others=None,
         announcements=None, sev="CRITICAL", exit_=1):
    c = {"description": description, "baseline": baseline, "current": current}
    if others:
        c["others"] = others
    if announcements:
        c["announcements"] = announcements
    c["expect"] = {"top_severity": sev, "exit": exit_}
    CASES.append((kind, fname, c))


def swap(tools, name, new):
    return [new if t["name"] == name else t for t in tools]


def with_desc(tool, extra, sep=" "):
    t = copy.deepcopy(tool)
    t["description"] = t["description"] + sep + extra
    return t


def rug(kind, fname, description, srv, ver0, ver1, tools, name, new, others=None, sev="CRITICAL"):
    """Clean baseline, then the same server with one tool replaced."""
    case(kind, fname, description, S(srv, ver1, swap(tools, name, new)),
         baseline=S(srv, ver0, tools), others=others, sev=sev)


RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": False}

# ---------------- therapy booking ----------------
def booking_tools():
    return [
        T("search_therapists",
          "Search the CalmPath network for licensed therapists. Filter by specialty, city or postcode, accepted insurance plans and spoken language. Results are ordered by next available slot and include each clinician's license type (LCSW, LPC, PsyD, MD) and whether they offer telehealth.",
          {"specialty": P("string", "Clinical focus, e.g. anxiety, trauma, couples, ADHD, eating disorders."),
           "location": P("string", "City, state or postcode used to find in-person clinicians."),
           "insurance_plan": P("string", "Payer name as printed on the member card, e.g. Aetna PPO."),
           "language": P("string", "ISO language code the session should be held in.")},
          ["specialty"], title="Search therapists", ann=RO),
        T("book_session",
          "Book a therapy session with a clinician from search_therapists. The slot must come from the clinician's availability. A confirmation with the video link (for telehealth) or the office address is sent to the client's email on file. Cancellation within 24 hours may be charged per the practice's policy.",
          {"therapist_id": P("string", "Clinician id returned by search_therapists."),
           "slot_start": P("string", "ISO 8601 start time of the chosen slot.", format="date-time"),
           "modality": P("string", "How the session is held.", enum=["video", "in_person", "phone"]),
           "intake_note": P("string", "Optional short note for the clinician about what the client wants to work on.")},
          ["therapist_id", "slot_start", "modality"], title="Book a session",
          ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("cancel_session",
          "Cancel an upcoming session. Returns whether a late-cancellation fee applies. The clinician is notified automatically.",
          {"session_id": P("string", "Id of the booked session."),
           "reason": P("string", "Optional reason shared with the clinician.")},
          ["session_id"], ann={"readOnlyHint": False, "destructiveHint": True}),
        T("list_upcoming_sessions",
          "List the client's upcoming sessions with date, clinician, modality and join link.",
          {"days_ahead": P("integer", "How many days ahead to look (default 30).", minimum=1, maximum=365)},
          ann=RO),
    ]

# ---------------- mood journal ----------------
def journal_tools():
    return [
        T("add_journal_entry",
          "Save a mood journal entry for the signed-in user. Mood is rated 1 to 10; free text and tags are optional. Entries are encrypted at rest and visible only to the user unless they share a report with their clinician.",
          {"mood": P("integer", "Mood rating from 1 (very low) to 10 (very good).", minimum=1, maximum=10),
           "text": P("string", "What happened today, in the user's own words.", maxLength=8000),
           "tags": P("array", "Optional tags such as sleep, work, family.", items={"type": "string"})},
          ["mood"], title="Add journal entry"),
        T("get_mood_trends",
          "Summarise mood over a period: average, lowest and highest days, and the tags that most often appear on low days. Use it when the user asks how they have been doing.",
          {"range_days": P("integer", "Number of past days to include.", minimum=7, maximum=365)},
          ["range_days"], ann=RO),
        T("search_entries",
          "Full-text search over the user's own journal entries. Returns date, mood and a snippet for each match.",
          {"query": P("string", "Words to look for."),
           "limit": P("integer", "Maximum number of entries (default 20).", maximum=100)},
          ["query"], ann=RO),
    ]

# ---------------- clinician notes ----------------
def notes_tools():
    return [
        T("create_progress_note",
          "Draft a progress note in SOAP format for a session the clinician has just held. The draft stays unsigned until the clinician reviews and signs it with sign_note. Do not include information the client asked to keep out of the record.",
          {"client_id": P("string", "Chart id of the client."),
           "session_date": P("string", "Date of the session.", format="date"),
           "subjective": P("string", "Client's report in their own words."),
           "objective": P("string", "Clinician observations, screening scores (PHQ-9, GAD-7)."),
           "assessment": P("string", "Clinical impression and progress toward goals."),
           "plan": P("string", "Next steps, homework, next appointment.")},
          ["client_id", "session_date"], title="Create progress note"),
        T("get_client_chart",
          "Return the chart summary for a client: demographics, diagnoses (ICD-10), current treatment plan, medications and the last five signed notes.",
          {"client_id": P("string", "Chart id of the client.")}, ["client_id"], ann=RO),
        T("sign_note",
          "Sign and lock a progress note. Signed notes cannot be edited, only amended.",
          {"note_id": P("string", "Id of the draft note."),
           "attestation": P("boolean", "Clinician attests the note is accurate.")},
          ["note_id", "attestation"], ann={"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}),
    ]

# ---------------- superbills ----------------
def billing_tools():
    return [
        T("generate_superbill",
          "Create a superbill (itemised receipt for out-of-network reimbursement) from one or more completed sessions. Includes practice NPI, tax id, CPT codes (90834, 90837, 90847 ...), ICD-10 diagnosis codes, fees and payments.",
          {"client_id": P("string", "Chart id of the client."),
           "session_ids": P("array", "Sessions to include.", items={"type": "string"}),
           "format": P("string", "Output format.", enum=["pdf", "json"])},
          ["client_id", "session_ids"], title="Generate superbill"),
        T("submit_claim",
          "Submit a superbill to a payer clearinghouse as an 837P claim. Returns the claim control number. Claims can be withdrawn within 24 hours.",
          {"superbill_id": P("string", "Id from generate_superbill."),
           "payer_id": P("string", "Clearinghouse payer id.")},
          ["superbill_id", "payer_id"], ann={"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}),
        T("get_claim_status",
          "Look up the adjudication status of a submitted claim: received, pending, paid, denied (with reason codes).",
          {"claim_id": P("string", "Claim control number.")}, ["claim_id"], ann=RO),
    ]

# ---------------- EAP ----------------
def eap_tools():
    return [
        T("check_eap_eligibility",
          "Check whether an employee is covered by their employer's Employee Assistance Program and how many free counselling sessions remain this plan year. The employer never sees who used the service.",
          {"employee_id": P("string", "Employee number or the member code on the EAP card."),
           "employer_code": P("string", "Company code printed on the EAP card.")},
          ["employee_id", "employer_code"], ann=RO),
        T("request_eap_referral",
          "Request a confidential referral to an EAP counsellor. The member chooses a concern category and contact preference; an intake coordinator calls back within one business day.",
          {"employee_id": P("string", "Employee number or member code."),
           "concern": P("string", "Concern category.", enum=["stress", "grief", "relationships", "substance_use", "financial", "legal", "other"]),
           "callback_phone": P("string", "Phone number the member wants to be called on.")},
          ["employee_id", "concern"]),
    ]

# ---------------- meditation ----------------
def meditation_tools():
    return [
        T("list_meditations",
          "Browse guided meditations by theme and length. Themes include sleep, focus, anxiety, body scan and loving-kindness.",
          {"theme": P("string", "Theme to filter on."),
           "max_minutes": P("integer", "Longest session to include.", minimum=1, maximum=90)},
          ann=RO),
        T("start_meditation",
          "Start a guided meditation on the user's linked device and return the session id. Progress counts toward the daily streak.",
          {"meditation_id": P("string", "Id from list_meditations."),
           "device": P("string", "Linked device to play on.", enum=["phone", "watch", "speaker"])},
          ["meditation_id"]),
        T("get_streak",
          "Return the user's current and longest meditation streak and minutes practised this week.",
          {}, ann=RO),
    ]

# ---------------- crisis ----------------
def crisis_tools():
    return [
        T("find_crisis_line",
          "Find crisis lines and text services for a country and language, with opening hours. If the user is in immediate danger, show the local emergency number first.",
          {"country": P("string", "ISO 3166-1 alpha-2 country code."),
           "language": P("string", "Preferred language code.")},
          ["country"], ann=RO),
        T("get_safety_plan",
          "Return the user's personal safety plan: warning signs, coping strategies, people and places that help, professionals to contact and steps to make the environment safer.",
          {}, ann=RO),
        T("update_safety_plan",
          "Update one section of the user's safety plan. Only the user may change their plan; the assistant proposes wording and the user confirms it.",
          {"section": P("string", "Section to update.", enum=["warning_signs", "coping", "people", "professionals", "environment"]),
           "content": P("string", "New text for that section.")},
          ["section", "content"]),
    ]

# ---------------- group sessions ----------------
def group_tools():
    return [
        T("list_groups",
          "List peer support and therapist-led groups with topic, facilitator, schedule and open seats.",
          {"topic": P("string", "Topic such as grief, postpartum, social anxiety.")}, ann=RO),
        T("join_group",
          "Reserve a seat in a group. Members appear by first name or chosen alias only.",
          {"group_id": P("string", "Group id."), "alias": P("string", "Name shown to other members.")},
          ["group_id"]),
        T("post_group_message",
          "Post a message to a group's moderated board. Posts are visible to members of that group only.",
          {"group_id": P("string", "Group id."), "text": P("string", "Message text.", maxLength=4000)},
          ["group_id", "text"]),
    ]

# ---------------- other servers ----------------
def mail_tools():
    return [
        T("send_email",
          "Send an email from the user's mailbox. Supports cc, bcc and attachments by file id.",
          {"to": P("array", "Recipient addresses.", items={"type": "string"}),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string"}),
           "bcc": P("array", "Blind carbon-copy recipients.", items={"type": "string"}),
           "subject": P("string", "Subject line."), "body": P("string", "Plain-text or HTML body.")},
          ["to", "subject", "body"]),
        T("create_filter",
          "Create a mailbox filter that labels, archives or forwards matching messages.",
          {"from": P("string", "Sender to match."), "forward_to": P("string", "Forward matches to this address."),
           "label": P("string", "Label to apply.")}),
        T("search_mail", "Search the mailbox using Gmail search syntax.",
          {"q": P("string", "Search query.")}, ["q"], ann=RO),
    ]


def MAIL(ver="2.3.1"):
    return {"gmail": S("gmail-mcp", ver, mail_tools())}


def chat_tools():
    return [
        T("post_message", "Post a message to a Slack channel or DM the bot is a member of.",
          {"channel": P("string", "Channel id or name, e.g. #general."), "text": P("string", "Message text (mrkdwn).")},
          ["channel", "text"]),
        T("list_channels", "List channels visible to the bot.", {}, ann=RO),
    ]


def CHAT():
    return {"slack": S("slack-mcp-server", "1.4.0", chat_tools())}


def drive_tools():
    return [
        T("share_file", "Share a Drive file with a person or make a link. Role is reader, commenter or writer.",
          {"file_id": P("string", "Drive file id."), "email": P("string", "Person to share with."),
           "role": P("string", "Access level.", enum=["reader", "commenter", "writer"]),
           "anyone_with_link": P("boolean", "Make the file available to anyone with the link.")},
          ["file_id"]),
        T("upload_file", "Upload a local file to Drive and return its id.",
          {"path": P("string", "Local path."), "folder_id": P("string", "Target folder.")}, ["path"]),
    ]


def DRIVE():
    return {"gdrive": S("gdrive-mcp", "0.9.2", drive_tools())}


def CAL():
    return {"calendar": S("google-calendar-mcp", "1.2.0", [
        T("create_event", "Create a calendar event and invite attendees.",
          {"summary": P("string", "Title."), "start": P("string", "Start time."), "end": P("string", "End time."),
           "attendees": P("array", "Attendee emails.", items={"type": "string"})}, ["summary", "start", "end"]),
        T("list_events", "List events in a time range.", {"from": P("string", "Start."), "to": P("string", "End.")}, ann=RO),
    ])}
