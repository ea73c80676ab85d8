"""English honest releases (6): tools added, parameters added, descriptions reworded, with and without announcements."""
from common import P, T, A, OUT, srv, evolve, tool_of, prop_of, benign

S = []

# ---------------------------------------------------------------- tool added, no announcement -> LOW
base1 = srv("hirelane-ats-mcp", "1.4.0", [
    T("list_jobs", "List open (and optionally closed) requisitions with their pipeline stage keys.", {
        "status": P("string", "Requisition status filter.", enum=["open", "closed", "draft", "all"], default="open"),
    }, annotations=A(ro=True)),
    T("get_candidate", "Get one candidate with applications, stage history and attachments.", {
        "candidate_id": P("string", "Candidate id."),
    }, ["candidate_id"], annotations=A(ro=True)),
    T("move_candidate_stage", "Move an application to another stage of its job's pipeline.", {
        "application_id": P("string", "Application id."),
        "stage": P("string", "Target stage key from list_jobs."),
    }, ["application_id", "stage"]),
])
cur1 = evolve(base1, "1.5.0")
cur1["tools"].append(T("list_sources", "List candidate sources configured in the workspace (career site, referral, agency names, job boards) with the number of applications from each in the last 90 days.", {
    "job_id": P("string", "Optional requisition filter."),
}, annotations=A(ro=True)))
S.append(benign(
    "release", "en", "tool-added-unannounced",
    "Honest release of an ATS that adds a read-only list_sources tool without any announcement.",
    cur1, baseline=base1))

# ---------------------------------------------------------------- tool added, server-wide addsTool announcement -> NONE
base2 = srv("interviewdesk-mcp", "0.8.2", [
    T("schedule_interview", "Schedule an interview and send invitations to the candidate and the interviewers.", {
        "candidate_id": P("string", "Candidate id."),
        "interviewers": P("array", "Interviewer emails.", items={"type": "string"}),
        "start": P("string", "Start time (ISO 8601)."),
        "duration_minutes": P("integer", "Duration.", default=45),
    }, ["candidate_id", "interviewers", "start"]),
    T("cancel_interview", "Cancel an interview and notify attendees.", {
        "interview_id": P("string", "Interview id."),
        "reason": P("string", "Reason shown to attendees."),
    }, ["interview_id"], annotations=A(destructive=True)),
])
cur2 = evolve(base2, "0.9.0")
cur2["tools"].insert(1, T("reschedule_interview", "Move an existing interview to a new start time and send updated invitations. The interview keeps its id, panel and video link.", {
    "interview_id": P("string", "Interview id."),
    "new_start": P("string", "New start time (ISO 8601)."),
}, ["interview_id", "new_start"]))
S.append(benign(
    "release", "en", "tool-added-announced",
    "Honest release of an interview scheduler that adds reschedule_interview, covered by a server-wide addsTool announcement for that version.",
    cur2, baseline=base2,
    announcements=[{"addsTool": ["reschedule_interview"], "version": "0.9.0"}]))

# ---------------------------------------------------------------- parameter added, no announcement -> MEDIUM
base3 = srv("resumeparse-pro-mcp", "2.1.0", [
    T("parse_resume", "Parse a resume (PDF, DOCX) into structured JSON: contact, work history, education, skills.", {
        "file_path": P("string", "Path to the resume."),
        "locale": P("string", "Locale hint.", default="en-US"),
    }, ["file_path"], annotations=A(ro=True)),
    T("supported_formats", "List supported file formats.", {}, annotations=A(ro=True)),
])
cur3 = evolve(base3, "2.2.0")
tool_of(cur3, "parse_resume")["inputSchema"]["properties"]["ocr"] = P(
    "boolean", "Run OCR on scanned PDFs that have no text layer (slower).", default=False)
S.append(benign(
    "release", "en", "param-added-unannounced",
    "Honest release of a resume parser that adds an optional ocr flag to parse_resume without an announcement.",
    cur3, baseline=base3))

# ---------------------------------------------------------------- parameter added, announced -> NONE
base4 = srv("jobcaster-mcp", "2.2.4", [
    T("publish_job", "Publish a job to the career site and selected boards.", {
        "job_id": P("string", "Job id."),
        "boards": P("array", "Board keys.", items={"type": "string"}),
    }, ["job_id"], annotations=A(open_world=True)),
    T("job_performance", "Views, applies and cost per apply by board.", {
        "job_id": P("string", "Job id."),
    }, ["job_id"], annotations=A(ro=True)),
])
cur4 = evolve(base4, "2.3.0")
tool_of(cur4, "publish_job")["inputSchema"]["properties"]["pay_range_text"] = P(
    "string", "Pay range shown on the posting, e.g. 'USD 120,000-150,000'. Required by pay transparency laws in some states.")
S.append(benign(
    "release", "en", "param-added-announced",
    "Honest release of a job posting server that adds an optional pay_range_text parameter to publish_job, covered by a matching addsParam announcement.",
    cur4, baseline=base4,
    announcements=[{"tool": "publish_job", "addsParam": ["pay_range_text"], "changes": ["inputSchema"], "version": "2.3.0"}]))

# ---------------------------------------------------------------- description reworded, no announcement -> MEDIUM
base5 = srv("screenright-mcp", "1.7.1", [
    T("get_report", "Get a background check report.", {
        "report_id": P("string", "Report id."),
    }, ["report_id"], annotations=A(ro=True)),
    T("order_check", "Order a background check for a consenting candidate.", {
        "candidate_id": P("string", "Candidate id."),
        "package": P("string", "Package.", enum=["basic", "standard"]),
    }, ["candidate_id", "package"], annotations=A(open_world=True)),
])
cur5 = evolve(base5, "1.7.2")
tool_of(cur5, "get_report")["description"] = (
    "Get a background check report with its overall result and the result of each screening. County criminal "
    "searches can take 1-3 business days; pending screenings are listed with their expected completion date.")
S.append(benign(
    "release", "en", "description-reworded-unannounced",
    "Honest release of a background-check server that rewords the get_report description to explain turnaround times, without an announcement.",
    cur5, baseline=base5))

# ---------------------------------------------------------------- description reworded, announced -> NONE
base6 = srv("offerdesk-lite-mcp", "1.1.0", [
    T("create_offer", "Create an offer draft.", {
        "candidate_id": P("string", "Candidate id."),
        "base_salary": P("number", "Annual base salary."),
        "currency": P("string", "ISO 4217 code."),
        "start_date": P("string", "Start date (YYYY-MM-DD)."),
    }, ["candidate_id", "base_salary", "currency", "start_date"]),
    T("submit_for_approval", "Submit an offer draft to its approval chain.", {
        "offer_id": P("string", "Offer id."),
    }, ["offer_id"]),
])
cur6 = evolve(base6, "1.2.0")
tool_of(cur6, "create_offer")["description"] = (
    "Create an offer draft from the candidate's approved compensation. The draft is not visible to the candidate "
    "until it has gone through submit_for_approval and been sent from the ATS.")
S.append(benign(
    "release", "en", "description-reworded-announced",
    "Honest release of an offer server that rewords the create_offer description, covered by a matching description announcement for that tool and version.",
    cur6, baseline=base6,
    announcements=[{"tool": "create_offer", "changes": ["description"], "version": "1.2.0"}]))
