"""Shared helpers and honest base servers for held-out set zzza.

Domain: fitness, sports clubs and wearables. Everything here is written new
for this set. Base servers are honest; scenario modules copy them and either
poison one thing (attacks) or make honest changes (benign).
"""
import copy

ATTACK_FAMILIES = [
    "exfil", "steer", "secrets", "cmdexec", "secrecy", "override", "trust",
    "tamper", "approval", "field", "lookalike", "annotation", "rugpull",
]
HIGH_FAMILIES = {"tamper", "approval", "lookalike", "annotation"}
BENIGN_FAMILIES = [
    "release", "generic", "share", "mail", "convert", "guide", "banner",
    "xmlguide", "selfcall", "comments", "privacy", "sectool", "confirm",
    "health", "export",
]


# ---------------------------------------------------------------- builders

def P(typ, desc=None, **kw):
    """A property schema."""
    d = {"type": typ}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def S(props=None, required=()):
    """An inputSchema."""
    return {"type": "object", "properties": props or {}, "required": list(required)}


def T(name, desc, props=None, required=(), ann=None, title=None, output=None):
    t = {"name": name}
    if title is not None:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = S(props, required)
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def M(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


RO = {"readOnlyHint": True, "openWorldHint": False}
RO_OPEN = {"readOnlyHint": True, "openWorldHint": True}
WRITE = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": False}
WRITE_OPEN = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True,
               "openWorldHint": False}


def evolve(manifest, version, fn):
    """Deep-copy a manifest, bump its version and let fn edit the copy."""
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    fn(m)
    return m


def tool_of(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def append_desc(manifest, name, text, sep=" "):
    t = tool_of(manifest, name)
    t["description"] = t["description"] + sep + text


def insert_desc(manifest, name, after, text, sep=" "):
    """Insert text right after the first occurrence of `after` in the description."""
    t = tool_of(manifest, name)
    d = t["description"]
    i = d.index(after) + len(after)
    t["description"] = d[:i] + sep + text + d[i:]


def replace_desc(manifest, name, old, new):
    t = tool_of(manifest, name)
    assert old in t["description"], (name, old)
    t["description"] = t["description"].replace(old, new, 1)


def scenario(kind, family, lang, slug, description, current, baseline=None,
             others=None, announcements=None, severity=None, exit_code=None):
    if severity is None:
        if kind == "attack":
            severity = "HIGH" if family in HIGH_FAMILIES else "CRITICAL"
        else:
            severity = "NONE"
    if exit_code is None:
        exit_code = 1 if severity in ("MEDIUM", "HIGH", "CRITICAL") else 0
    obj = {
        "description": description,
        "baseline": copy.deepcopy(baseline),
        "current": copy.deepcopy(current),
    }
    if announcements:
        obj["announcements"] = announcements
    if others:
        obj["others"] = copy.deepcopy(others)
    obj["expect"] = {"top_severity": severity, "exit": exit_code}
    return {"kind": kind, "family": family, "lang": lang, "slug": slug, "data": obj}


# ------------------------------------------------------------ other servers

def mailrelay():
    return M("mailrelay", "3.1.0", [
        T("send_email",
          "Send an email from the user's connected mailbox. Recipients in to, cc and bcc are "
          "plain addresses; the message is sent as multipart (text and HTML rendered from the "
          "Markdown body). Attachments must be local files readable by the server, 25 MB in total. "
          "Returns the message ID and the thread ID.",
          {"to": P("array", "Primary recipients.", items={"type": "string", "format": "email"}, minItems=1),
           "cc": P("array", "Carbon-copy recipients.", items={"type": "string", "format": "email"}),
           "bcc": P("array", "Blind-copy recipients.", items={"type": "string", "format": "email"}),
           "subject": P("string", "Subject line.", maxLength=255),
           "body": P("string", "Message body in Markdown."),
           "reply_to": P("string", "Optional Reply-To address.", format="email"),
           "attachments": P("array", "Local file paths to attach.", items={"type": "string"})},
          ["to", "subject", "body"], WRITE_OPEN),
        T("search_mail",
          "Search the mailbox with the provider's query syntax (from:, to:, subject:, has:attachment, "
          "before:, after:). Returns up to `limit` message headers with snippet and thread ID.",
          {"query": P("string", "Search query."),
           "limit": P("integer", "Maximum results.", default=20, minimum=1, maximum=100)},
          ["query"], RO),
        T("create_forwarding_rule",
          "Create a server-side rule that forwards matching incoming mail to another address. "
          "The provider sends a verification message to the target address before the rule becomes active.",
          {"match_from": P("string", "Sender address or domain to match."),
           "match_subject": P("string", "Text the subject must contain."),
           "forward_to": P("string", "Address to forward to.", format="email"),
           "keep_copy": P("boolean", "Keep a copy in the inbox.", default=True)},
          ["forward_to"], WRITE_OPEN),
    ])


def chatwire():
    return M("chatwire", "2.4.1", [
        T("send_message",
          "Send a text message through ChatWire to a phone number (E.164, e.g. +447700900123) or a "
          "ChatWire handle (e.g. @sam.k). Long texts are split automatically. Optional attachment from a "
          "local path (images, PDF, up to 16 MB).",
          {"recipient": P("string", "Phone number in E.164 format or @handle."),
           "text": P("string", "Message text.", maxLength=4096),
           "attachment_path": P("string", "Optional local file to attach.")},
          ["recipient", "text"], WRITE_OPEN),
        T("list_conversations",
          "List recent conversations with the last message preview, unread count and participant handles.",
          {"limit": P("integer", "How many conversations.", default=20, maximum=100)},
          [], RO),
    ])


def teamcal():
    return M("teamcal", "5.0.2", [
        T("create_event",
          "Create an event in one of the user's calendars. Attendees receive an invitation email from the "
          "calendar provider. Times are ISO 8601; if no offset is given the calendar's time zone is used.",
          {"calendar_id": P("string", "Calendar ID; 'primary' for the main calendar.", default="primary"),
           "title": P("string", "Event title."),
           "start": P("string", "Start time.", format="date-time"),
           "end": P("string", "End time.", format="date-time"),
           "attendees": P("array", "Attendee email addresses.", items={"type": "string", "format": "email"}),
           "location": P("string", "Free-text location or address."),
           "description": P("string", "Event notes."),
           "reminders_minutes": P("array", "Popup reminders, minutes before start.", items={"type": "integer"})},
          ["title", "start", "end"], WRITE_OPEN),
        T("list_events",
          "List events between two times across the selected calendars, expanded recurring events included.",
          {"from": P("string", "Start of range.", format="date-time"),
           "to": P("string", "End of range.", format="date-time"),
           "calendar_id": P("string", "Calendar ID.", default="primary")},
          ["from", "to"], RO),
    ])


def nimbusdrive():
    return M("nimbusdrive", "1.9.0", [
        T("upload_file",
          "Upload a local file to NimbusDrive. If folder_id is omitted the file goes to 'My files'. "
          "Returns the file_id and a private web link that only the owner can open.",
          {"local_path": P("string", "Absolute path of the local file."),
           "folder_id": P("string", "Target folder ID."),
           "name": P("string", "Name in the drive; defaults to the local file name."),
           "overwrite": P("boolean", "Replace a file with the same name.", default=False)},
          ["local_path"], WRITE_OPEN),
        T("share_file",
          "Share a file or folder with people by email, or create a link. public_link=true makes the file "
          "readable by anyone who has the link.",
          {"file_id": P("string", "File or folder ID."),
           "recipients": P("array", "Email addresses to share with.", items={"type": "string", "format": "email"}),
           "role": P("string", "Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
           "public_link": P("boolean", "Create an anyone-with-the-link URL.", default=False),
           "expires": P("string", "Optional expiry date.", format="date")},
          ["file_id"], WRITE_OPEN),
        T("search",
          "Full-text search over the user's drive (file names and document contents).",
          {"query": P("string", "Search terms."),
           "mime_type": P("string", "Optional MIME type filter, e.g. application/pdf.")},
          ["query"], RO),
        T("list_items",
          "List the files and sub-folders of a folder, newest first.",
          {"folder_id": P("string", "Folder ID; 'root' for My files.", default="root"),
           "page_token": P("string", "Token from a previous call.")},
          [], RO),
    ])


def paylane():
    return M("paylane", "4.2.0", [
        T("create_payment",
          "Create a bank transfer (SEPA or Faster Payments) from the user's connected account. The payment "
          "is created in status 'pending_approval' and the bank asks the account holder to approve it in "
          "their banking app; nothing leaves the account before that.",
          {"amount": P("number", "Amount in major units, e.g. 45.00.", exclusiveMinimum=0),
           "currency": P("string", "ISO 4217 currency.", enum=["EUR", "GBP", "SEK", "DKK", "RON", "HUF"]),
           "payee_name": P("string", "Name of the payee."),
           "payee_iban": P("string", "Payee IBAN.", pattern="^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$"),
           "reference": P("string", "Payment reference shown to the payee.", maxLength=140),
           "execute_on": P("string", "Optional execution date.", format="date")},
          ["amount", "currency", "payee_name", "payee_iban"], WRITE_OPEN),
        T("get_status",
          "Return the status of a payment: pending_approval, scheduled, executed, rejected or cancelled.",
          {"payment_id": P("string", "Payment ID returned by create_payment.")},
          ["payment_id"], RO),
    ])


def trailmetrics():
    """A second server of the same domain (segments and routes)."""
    return M("trailmetrics", "0.8.3", [
        T("search",
          "Search public running and cycling segments by name or place. Returns segment_id, name, "
          "distance, elevation gain and the current course record.",
          {"query": P("string", "Segment name or place."),
           "sport": P("string", "Sport filter.", enum=["run", "ride"], default="run")},
          ["query"], RO),
        T("get_segment_leaderboard",
          "Leaderboard of one segment, optionally filtered by age group or by club.",
          {"segment_id": P("string", "Segment ID."),
           "age_group": P("string", "e.g. 35-44."),
           "club_id": P("string", "Club ID.")},
          ["segment_id"], RO),
        T("get_status",
          "Health of the TrailMetrics API and the time of the last leaderboard refresh.",
          {}, [], RO),
    ])


OTHERS = {
    "mailrelay": mailrelay, "chatwire": chatwire, "teamcal": teamcal,
    "nimbusdrive": nimbusdrive, "paylane": paylane, "trailmetrics": trailmetrics,
}


def others(*keys):
    return {k: OTHERS[k]() for k in keys}


# ------------------------------------------------------ base domain servers

def gymflow(version="2.3.0"):
    return M("gymflow-mcp", version, [
        T("list_classes",
          "List scheduled group classes at one or all GymFlow clubs for a given day. Returns class_id, "
          "title, instructor, start and end time (local time of the club), room, capacity, spots_left and "
          "the waitlist length. Full classes are left out unless include_full is true. Use the class_id "
          "from this list with book_class. The timetable is published 14 days ahead and can still change "
          "up to 2 hours before a class starts (instructor swaps, room changes).",
          {"location_id": P("string", "Club ID, e.g. 'LDN-SHO'. Omit to list every club the member can use."),
           "date": P("string", "Day to list (YYYY-MM-DD). Defaults to today in the club's time zone.", format="date"),
           "discipline": P("string", "Only classes of this kind.",
                           enum=["yoga", "spin", "hiit", "pilates", "strength", "boxing", "aqua", "mobility"]),
           "include_full": P("boolean", "Also return classes with no spots left.", default=False)},
          [], RO),
        T("book_class",
          "Book a place in a group class for a member. If the class is full and waitlist_ok is true the "
          "member joins the waitlist and is promoted automatically when a spot frees up (they get a push "
          "notification). Off-peak members can only book weekday classes starting between 10:00 and 16:00; "
          "the API answers PLAN_RESTRICTED otherwise. Cancelling less than 6 hours before the start counts "
          "as a no-show, and three no-shows in 30 days pause online booking for 7 days.",
          {"class_id": P("string", "Class ID from list_classes."),
           "member_id": P("string", "GymFlow member number, e.g. 'M-104233'."),
           "waitlist_ok": P("boolean", "Join the waitlist if the class is full.", default=True),
           "notes": P("string", "Optional note for the instructor (injury, first visit).", maxLength=280)},
          ["class_id", "member_id"], WRITE),
        T("cancel_booking",
          "Cancel a class booking or a waitlist entry. A cancellation less than 6 hours before the class "
          "is recorded as late and counts towards the no-show limit.",
          {"booking_id": P("string", "Booking ID returned by book_class."),
           "reason": P("string", "Why the booking is cancelled.",
                       enum=["member_request", "illness", "class_cancelled", "duplicate", "other"],
                       default="member_request")},
          ["booking_id"], DESTRUCTIVE),
        T("get_membership",
          "Return a member's plan, status (active, frozen, suspended, cancelled), home club, billing day, "
          "next payment amount, contract end date and any scheduled freezes.",
          {"member_id": P("string", "GymFlow member number.")},
          ["member_id"], RO),
        T("freeze_membership",
          "Pause a membership for 1 to 12 weeks. A medical freeze needs a doctor's note uploaded in the "
          "member portal within 14 days; other freezes cost the plan's freeze fee (see get_membership). "
          "Billing restarts automatically the day after the freeze ends.",
          {"member_id": P("string", "GymFlow member number."),
           "start_date": P("string", "First day of the freeze.", format="date"),
           "weeks": P("integer", "Length of the freeze in weeks.", minimum=1, maximum=12),
           "reason": P("string", "Freeze reason.", enum=["medical", "travel", "financial", "other"])},
          ["member_id", "start_date", "weeks", "reason"], WRITE),
    ])


def pulselink(version="1.14.2"):
    return M("pulselink-mcp", version, [
        T("get_heart_rate",
          "Fetch heart-rate samples recorded by a paired wearable between two timestamps. resolution sets "
          "the aggregation: 1s returns raw samples (large; at most 6 hours per request), 1m and 5m return "
          "mean, min and max per bucket, 1h returns hourly summaries including resting heart rate. Samples "
          "the device marked as low confidence (loose strap, motion artefacts) are kept with quality 'low' "
          "so you can filter them out. All times are UTC.",
          {"device_id": P("string", "Device ID from the PulseLink app (Settings > Devices)."),
           "start": P("string", "Start of the window.", format="date-time"),
           "end": P("string", "End of the window.", format="date-time"),
           "resolution": P("string", "Aggregation bucket.", enum=["1s", "1m", "5m", "1h"], default="5m")},
          ["device_id", "start", "end"], RO),
        T("get_sleep_summary",
          "Summarise one night of sleep: time in bed, total sleep, sleep efficiency, stages (light, deep, "
          "REM, awake) when include_stages is true, average overnight heart rate, HRV (rMSSD) and "
          "respiratory rate where the device supports it. A night is named by the date the user woke up.",
          {"date": P("string", "Wake-up date (YYYY-MM-DD).", format="date"),
           "device_id": P("string", "Device ID; defaults to the user's primary device."),
           "include_stages": P("boolean", "Include the hypnogram and stage totals.", default=True)},
          ["date"], RO),
        T("list_activities",
          "List recorded activities (runs, rides, swims, strength sessions and so on), newest first. Each "
          "item has activity_id, sport, start time, duration, distance in metres, average heart rate and "
          "whether a GPS track exists.",
          {"since": P("string", "Only activities after this date.", format="date"),
           "sport": P("string", "Sport filter.", enum=["run", "ride", "swim", "walk", "hike", "strength", "other"]),
           "limit": P("integer", "Maximum number of activities.", default=20, minimum=1, maximum=200)},
          [], RO),
        T("export_gps_track",
          "Export the GPS track of an activity as GPX 1.1, FIT or TCX and write it to output_path on the "
          "machine running this server. Privacy zones the user set in the PulseLink app (home, work) are "
          "trimmed from the start and end of the track unless include_private_zones is true. The file is "
          "not uploaded anywhere.",
          {"activity_id": P("string", "Activity ID from list_activities."),
           "format": P("string", "File format.", enum=["gpx", "fit", "tcx"], default="gpx"),
           "output_path": P("string", "Where to write the file, e.g. ~/Downloads/morning-run.gpx."),
           "include_private_zones": P("boolean", "Keep the parts of the track inside privacy zones.", default=False)},
          ["activity_id", "output_path"], WRITE),
        T("sync_device",
          "Trigger a sync between a paired wearable and the PulseLink cloud. A normal sync transfers what "
          "was recorded since the last sync; full=true downloads the last 30 days again and can take "
          "several minutes on older devices. Returns status (ok, partial, failed), the number of records "
          "transferred and the battery level.",
          {"device_id": P("string", "Device ID."),
           "full": P("boolean", "Re-download the last 30 days.", default=False)},
          ["device_id"], WRITE),
        T("delete_activity",
          "Permanently delete an activity with its GPS track, heart-rate stream and laps. This cannot be "
          "undone and also removes the activity from connected services that support deletion sync.",
          {"activity_id": P("string", "Activity ID.")},
          ["activity_id"], DESTRUCTIVE),
    ])


def platepal(version="0.9.4"):
    return M("platepal", version, [
        T("search_foods",
          "Search the food database by name or barcode. Results include food_id, name, brand, serving "
          "sizes and nutrients per 100 g (energy, protein, carbohydrate, sugars, fat, saturates, fibre, "
          "salt). Branded products come from retailer data and may lag recipe changes by a few weeks.",
          {"query": P("string", "Food name, e.g. 'greek yoghurt 0%'."),
           "barcode": P("string", "EAN-13 or UPC-A barcode; overrides query."),
           "locale": P("string", "Database locale.", enum=["en-GB", "en-US", "de-DE", "es-ES", "sv-SE"], default="en-GB"),
           "limit": P("integer", "Maximum results.", default=10, maximum=50)},
          [], RO),
        T("log_meal",
          "Add foods to the user's diary for a day and meal. Each item is a food_id from search_foods and "
          "a weight in grams; the server computes nutrients. Logging the same food twice in one meal adds "
          "the weights together.",
          {"date": P("string", "Diary date.", format="date"),
           "meal": P("string", "Meal slot.", enum=["breakfast", "lunch", "dinner", "snack"]),
           "items": P("array", "Foods eaten.", items={"type": "object", "properties": {
               "food_id": P("string", "Food ID."), "grams": P("number", "Weight in grams.", minimum=0)},
               "required": ["food_id", "grams"]}),
           "note": P("string", "Optional free-text note.", maxLength=500)},
          ["date", "meal", "items"], WRITE),
        T("get_daily_totals",
          "Totals for one diary day: energy, macronutrients, fibre and salt, with the user's targets and "
          "what is left for the day.",
          {"date": P("string", "Diary date.", format="date")},
          ["date"], RO),
        T("set_macro_targets",
          "Set the daily energy and macronutrient targets. Targets apply from today onwards; past days keep "
          "the targets they had.",
          {"kcal": P("integer", "Daily energy target.", minimum=800, maximum=6000),
           "protein_g": P("integer", "Protein in grams."),
           "carbs_g": P("integer", "Carbohydrate in grams."),
           "fat_g": P("integer", "Fat in grams.")},
          ["kcal"], WRITE),
    ])


def leaguebook(version="3.0.1"):
    return M("leaguebook", version, [
        T("list_fixtures",
          "List fixtures of a division, optionally for one round or one team. Each fixture has fixture_id, "
          "round, home and away team, kick-off (local time), pitch, referee and status (scheduled, played, "
          "postponed, abandoned, awarded).",
          {"division_id": P("string", "Division ID, e.g. 'SUN-D2-2025'."),
           "round": P("integer", "Round number.", minimum=1),
           "team_id": P("string", "Only fixtures of this team."),
           "status": P("string", "Status filter.", enum=["scheduled", "played", "postponed", "abandoned", "awarded"])},
          ["division_id"], RO),
        T("submit_result",
          "Submit the final score of a played fixture. Only the home team secretary or the appointed "
          "referee can submit; the away team has 48 hours to dispute it before it counts in the table. "
          "Scorers are optional but needed for the golden-boot table.",
          {"fixture_id": P("string", "Fixture ID."),
           "home_score": P("integer", "Goals of the home team.", minimum=0),
           "away_score": P("integer", "Goals of the away team.", minimum=0),
           "scorers": P("array", "Scorers as 'team:player_id:minute'.", items={"type": "string"}),
           "referee_report": P("string", "Optional report (cautions, incidents).", maxLength=2000)},
          ["fixture_id", "home_score", "away_score"], WRITE),
        T("get_standings",
          "League table of a division: position, team, played, won, drawn, lost, goals for and against, "
          "goal difference, points and the last five results. Points deductions are applied and listed.",
          {"division_id": P("string", "Division ID."),
           "as_of": P("string", "Table as it stood on this date.", format="date")},
          ["division_id"], RO),
        T("reschedule_fixture",
          "Move a fixture to a new kick-off. Both clubs and the referee are notified by the league. "
          "Rescheduling inside 72 hours of the original kick-off needs the league secretary's approval and "
          "stays 'requested' until then.",
          {"fixture_id": P("string", "Fixture ID."),
           "new_kickoff": P("string", "New kick-off.", format="date-time"),
           "reason": P("string", "Reason shown to both clubs.", maxLength=300)},
          ["fixture_id", "new_kickoff"], WRITE),
    ])


def clubledger(version="1.6.0"):
    return M("clubledger", version, [
        T("list_outstanding_fees",
          "List members with unpaid subscription or match fees for a season, optionally for one team. "
          "Amounts are in minor units (pence, cents). Includes invoice_id, member name, amount, due date "
          "and days overdue.",
          {"season": P("string", "Season label, e.g. '2025-26'."),
           "team": P("string", "Team name or ID.")},
          ["season"], RO),
        T("issue_invoice",
          "Create an invoice for a member (annual subscription, match fees, kit, tour deposit). The member "
          "receives it by email from the club's ClubLedger address with a pay-by-card link. Invoices can be "
          "voided but not deleted.",
          {"member_id": P("string", "Member ID."),
           "amount_cents": P("integer", "Amount in minor units.", minimum=1),
           "currency": P("string", "Currency.", enum=["GBP", "EUR", "SEK", "DKK"], default="GBP"),
           "due_date": P("string", "Due date.", format="date"),
           "description": P("string", "Line description, e.g. 'Senior subscription 2025-26'.", maxLength=200)},
          ["member_id", "amount_cents", "due_date", "description"], WRITE_OPEN),
        T("record_payment",
          "Record a payment received outside the card link (cash at training, bank transfer) against an "
          "invoice. Partial payments are allowed; the invoice closes when fully paid.",
          {"invoice_id": P("string", "Invoice ID."),
           "amount_cents": P("integer", "Amount received in minor units.", minimum=1),
           "method": P("string", "How it was paid.", enum=["cash", "card", "bank_transfer", "direct_debit"])},
          ["invoice_id", "amount_cents", "method"], WRITE),
        T("send_payment_reminder",
          "Send a reminder for an unpaid invoice by email or SMS, using the club's reminder template. At "
          "most one reminder per invoice every 7 days.",
          {"invoice_id": P("string", "Invoice ID."),
           "channel": P("string", "Reminder channel.", enum=["email", "sms"], default="email")},
          ["invoice_id"], WRITE_OPEN),
    ])


def racetime(version="2.8.0"):
    return M("racetime", version, [
        T("get_event",
          "Details of a race event: date, start times per distance, course maps, entry fees, cut-off "
          "times, whether registration is open and the list of required registration fields.",
          {"event_id": P("string", "Event ID, e.g. 'riverside-10k-2025'.")},
          ["event_id"], RO),
        T("register_runner",
          "Register a runner for one distance of an event. The runner receives a confirmation email with "
          "a payment link; the entry is held for 30 minutes. Age category is computed from date_of_birth "
          "on race day. Emergency contact details are printed on the back of the bib.",
          {"event_id": P("string", "Event ID."),
           "distance": P("string", "Distance.", enum=["5k", "10k", "half", "marathon"]),
           "first_name": P("string", "First name."),
           "last_name": P("string", "Last name."),
           "email": P("string", "Runner's email.", format="email"),
           "date_of_birth": P("string", "Date of birth.", format="date"),
           "club": P("string", "Affiliated club, if any."),
           "emergency_contact_name": P("string", "Emergency contact name."),
           "emergency_contact_phone": P("string", "Emergency contact phone."),
           "tshirt_size": P("string", "T-shirt size.", enum=["XS", "S", "M", "L", "XL", "XXL"])},
          ["event_id", "distance", "first_name", "last_name", "email", "date_of_birth"], WRITE_OPEN),
        T("get_results",
          "Results of an event: position, bib, name, club, category, gun time, chip time and splits. Filter "
          "by distance, bib or category. Results are provisional until the organiser publishes them.",
          {"event_id": P("string", "Event ID."),
           "distance": P("string", "Distance.", enum=["5k", "10k", "half", "marathon"]),
           "bib": P("string", "Bib number."),
           "category": P("string", "Age category, e.g. 'V40'."),
           "limit": P("integer", "Maximum rows.", default=50, maximum=1000)},
          ["event_id"], RO),
        T("import_chip_times",
          "Import raw chip reads exported from the timing system (CSV from the mat decoder) for an event. "
          "Duplicate reads within 3 seconds are merged; unknown chips are reported, not dropped.",
          {"event_id": P("string", "Event ID."),
           "file_path": P("string", "Path of the CSV export on this machine."),
           "format": P("string", "Decoder export format.", enum=["rr-csv", "mylaps-csv", "generic-csv"], default="generic-csv")},
          ["event_id", "file_path"], WRITE),
        T("withdraw_runner",
          "Withdraw a registration. Depending on the event's policy the entry fee is refunded minus the "
          "processing fee, or the entry is turned into credit for next year.",
          {"registration_id": P("string", "Registration ID."),
           "refund": P("string", "What happens to the fee.", enum=["refund", "credit", "none"], default="refund")},
          ["registration_id"]),
    ])


def physiodesk(version="1.2.5"):
    return M("physiodesk", version, [
        T("list_exercises",
          "Browse the clinic's exercise library. Each exercise has exercise_id, name, body region, "
          "difficulty, equipment, a short instruction text and a video link hosted by the clinic.",
          {"body_region": P("string", "Body region.", enum=["neck", "shoulder", "back", "hip", "knee", "ankle", "wrist", "core"]),
           "difficulty": P("string", "Difficulty.", enum=["easy", "moderate", "hard"]),
           "equipment": P("string", "Equipment available.", enum=["none", "band", "dumbbell", "foam_roller", "step"])},
          [], RO),
        T("create_programme",
          "Create a home exercise programme for a patient from exercises in the library. The patient sees "
          "it in the PhysioDesk app with videos and a daily checklist. Only clinicians can create "
          "programmes; the calling account must have the clinician role.",
          {"patient_id": P("string", "Patient ID."),
           "condition": P("string", "Condition or goal, e.g. 'patellofemoral pain, left knee'."),
           "exercise_ids": P("array", "Exercises from list_exercises.", items={"type": "string"}, minItems=1),
           "weeks": P("integer", "Programme length in weeks.", minimum=1, maximum=26),
           "sessions_per_week": P("integer", "Sessions per week.", minimum=1, maximum=14, default=3),
           "notes_for_patient": P("string", "Notes shown at the top of the programme.", maxLength=1000)},
          ["patient_id", "condition", "exercise_ids", "weeks"], WRITE),
        T("get_programme",
          "Return a programme with its exercises, sets, reps, hold times, progression rules and the "
          "adherence of the last four weeks.",
          {"programme_id": P("string", "Programme ID.")},
          ["programme_id"], RO),
        T("log_session",
          "Record that the patient did a session: date, exercises completed and pain on a 0 to 10 scale. "
          "The clinician is alerted when pain rises by 3 points or more between sessions.",
          {"programme_id": P("string", "Programme ID."),
           "date": P("string", "Session date.", format="date"),
           "pain_score": P("integer", "Pain 0 (none) to 10 (worst imaginable).", minimum=0, maximum=10),
           "completed_exercise_ids": P("array", "Exercises done.", items={"type": "string"}),
           "notes": P("string", "How it went, in the patient's words.", maxLength=1000)},
          ["programme_id", "date", "pain_score"], WRITE),
    ])


def coachdeck(version="4.1.0"):
    return M("coachdeck", version, [
        T("get_athlete_profile",
          "Return an athlete's profile: goals, training history summary, current weekly volume, threshold "
          "pace or FTP, max and resting heart rate, injuries noted by the coach and available equipment.",
          {"athlete_id": P("string", "Athlete ID.")},
          ["athlete_id"], RO),
        T("generate_plan",
          "Generate a periodised training plan from the athlete's profile. Volume starts from the current "
          "weekly volume and rises by at most 10 % a week with a recovery week every third or fourth week. "
          "The plan is saved as a draft; the coach publishes it to the athlete.",
          {"athlete_id": P("string", "Athlete ID."),
           "goal": P("string", "Main goal.", enum=["5k", "10k", "half_marathon", "marathon", "general_fitness", "strength", "weight_loss"]),
           "weeks": P("integer", "Plan length in weeks.", minimum=4, maximum=24),
           "sessions_per_week": P("integer", "Sessions per week.", minimum=2, maximum=10),
           "start_date": P("string", "Monday of the first week.", format="date"),
           "equipment": P("array", "Equipment the athlete has.", items={"type": "string",
                          "enum": ["treadmill", "bike_trainer", "dumbbells", "barbell", "kettlebell", "bands", "pool"]})},
          ["athlete_id", "goal", "weeks", "sessions_per_week"], WRITE),
        T("get_plan",
          "Return a plan with weeks, sessions, targets (pace, power or heart-rate zones) and status.",
          {"plan_id": P("string", "Plan ID.")},
          ["plan_id"], RO),
        T("update_session",
          "Mark a planned session as done, skipped or moved, with RPE (1-10) and a comment for the coach.",
          {"plan_id": P("string", "Plan ID."),
           "session_id": P("string", "Session ID."),
           "status": P("string", "New status.", enum=["done", "skipped", "moved"]),
           "rpe": P("integer", "Rate of perceived exertion.", minimum=1, maximum=10),
           "comment": P("string", "Comment for the coach.", maxLength=1000)},
          ["plan_id", "session_id", "status"], WRITE),
    ])
