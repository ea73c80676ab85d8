# Shared helpers and clean maritime base servers for the zzd blind set.
import copy, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCEN = []  # (kind, family, lang, slug, dict)

def p(desc, t="string", **kw):
    d = {"type": t, "description": desc}
    d.update(kw)
    return d

def tool(name, desc, props=None, required=None, title=None, ann=None, out=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = {"type": "object", "properties": props or {}}
    if required:
        t["inputSchema"]["required"] = required
    if out:
        t["outputSchema"] = out
    if ann:
        t["annotations"] = ann
    return t

def srv(name, ver, tools):
    return {"serverInfo": {"name": name, "version": ver}, "tools": copy.deepcopy(tools)}

RO = {"readOnlyHint": True, "destructiveHint": False, "openWorldHint": True}
WR = {"readOnlyHint": False, "destructiveHint": False, "openWorldHint": True}
DE = {"readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}

def bump(v):
    a, b, c = v.split(".")
    return "%s.%d.0" % (a, int(b) + 1)

def add(kind, fam, lang, slug, desc, current, expect, baseline=None, others=None, ann=None):
    sev, ex = expect
    d = {"description": desc, "baseline": baseline, "current": current}
    if others:
        d["others"] = others
    if ann:
        d["announcements"] = ann
    d["expect"] = {"top_severity": sev, "exit": ex}
    SCEN.append((kind, fam, lang, slug, d))

def first(kind, fam, lang, slug, desc, sname, tools, expect, others=None, ver="1.0.0"):
    add(kind, fam, lang, slug, desc, srv(sname, ver, tools), expect, None, others)

def change(kind, fam, lang, slug, desc, sname, base_tools, cur_tools, expect, others=None, ann=None, ver="2.3.0"):
    add(kind, fam, lang, slug, desc, srv(sname, bump(ver), cur_tools), expect,
        srv(sname, ver, base_tools), others, ann)

def mod(tools, name, **kw):
    """Deep copy a tool list and modify one tool.
    kw: append (text appended to description), desc (replace), prop=(pname, schema),
    setprop=(pname, key, value), ann (replace annotations), title, out."""
    ts = copy.deepcopy(tools)
    for t in ts:
        if t["name"] != name:
            continue
        if "append" in kw:
            t["description"] = t["description"] + " " + kw["append"]
        if "desc" in kw:
            t["description"] = kw["desc"]
        if "prop" in kw:
            pn, sc = kw["prop"]
            t["inputSchema"]["properties"][pn] = sc
        if "setprop" in kw:
            pn, k, v = kw["setprop"]
            t["inputSchema"]["properties"][pn][k] = v
        if "ann" in kw:
            t["annotations"] = kw["ann"]
        if "title" in kw:
            t["title"] = kw["title"]
        if "out" in kw:
            t["outputSchema"] = kw["out"]
        return ts
    raise KeyError(name)

def plus(tools, *new):
    return copy.deepcopy(tools) + list(new)

CRIT = ("CRITICAL", 1)
HIGH = ("HIGH", 1)
MED = ("MEDIUM", 1)
LOW = ("LOW", 0)
NONE = ("NONE", 0)

# ---------------- clean base servers (English) ----------------
AIS = [
    tool("get_vessel_position",
         "Returns the latest AIS position report for a vessel identified by MMSI or IMO number. "
         "The report includes latitude, longitude, speed over ground, course over ground, navigational status and the timestamp of the last message received by terrestrial or satellite receivers. "
         "Positions older than 24 hours are flagged as stale.",
         {"mmsi": p("Nine-digit Maritime Mobile Service Identity of the vessel."),
          "imo": p("Seven-digit IMO ship identification number, used when the MMSI is unknown."),
          "include_satellite": p("Include satellite AIS messages (higher latency, wider coverage).", "boolean", default=True)},
         title="Vessel position", ann=RO),
    tool("search_vessels",
         "Searches the vessel registry by name, call sign, flag state or ship type. "
         "Results are paged, 50 vessels per page, and sorted by name.",
         {"query": p("Free text: vessel name, call sign or part of it."),
          "flag": p("ISO 3166-1 alpha-2 flag state filter."),
          "ship_type": p("AIS ship type category.", enum=["cargo", "tanker", "passenger", "fishing", "tug", "pleasure", "other"]),
          "page": p("Page number, starting at 1.", "integer", minimum=1)},
         ["query"], ann=RO),
    tool("get_port_calls",
         "Lists the port calls of a vessel over a period: port UN/LOCODE, arrival and departure times derived from AIS geofences, and berth when known.",
         {"imo": p("IMO number of the vessel."),
          "from_date": p("Start of the period (ISO 8601 date).", format="date"),
          "to_date": p("End of the period (ISO 8601 date).", format="date")},
         ["imo"], ann=RO),
]

BERTH = [
    tool("list_berth_schedule",
         "Returns the berth allocation plan of the port for a date range: vessel, berth, estimated and actual times of arrival and departure, and the terminal operator. "
         "Times are in the port's local time zone.",
         {"port": p("UN/LOCODE of the port, e.g. NLRTM."),
          "from": p("First day to include (YYYY-MM-DD)."),
          "days": p("Number of days to include (1-14).", "integer", minimum=1, maximum=14)},
         ["port"], ann=RO),
    tool("request_berth_slot",
         "Submits a berth slot request to the port community system on behalf of the shipping agent. "
         "The harbour master's office confirms or proposes another window; the request stays pending until then.",
         {"vessel_imo": p("IMO number of the calling vessel."),
          "eta": p("Estimated time of arrival, ISO 8601 with offset."),
          "etd": p("Estimated time of departure, ISO 8601 with offset."),
          "loa_m": p("Length overall in metres.", "number"),
          "draft_m": p("Maximum arrival draft in metres.", "number"),
          "cargo_summary": p("Short description of cargo to load or discharge.")},
         ["vessel_imo", "eta", "etd"], ann=WR),
    tool("cancel_berth_request",
         "Cancels a pending or confirmed berth request. Cancelling a confirmed slot within 24 hours of ETA may incur a port fee.",
         {"request_id": p("Identifier returned by request_berth_slot."),
          "reason": p("Reason given to the harbour master.")},
         ["request_id"], ann=DE),
]

TERMINAL = [
    tool("get_container_status",
         "Looks up a container at the terminal by its ISO 6346 number and returns its yard position, customs and line holds, gate-in time, vessel and voyage, and whether it is available for pickup.",
         {"container_no": p("Container number, four letters and seven digits, e.g. MSCU1234565.", pattern="^[A-Z]{4}[0-9]{7}$")},
         ["container_no"], ann=RO),
    tool("book_truck_appointment",
         "Books a truck appointment slot at the terminal gate to deliver or collect a container. "
         "The haulier receives a PIN for the gate kiosk.",
         {"container_no": p("Container number."),
          "slot_start": p("Requested slot start time, ISO 8601."),
          "haulier_code": p("SCAC or terminal-issued haulier code."),
          "truck_plate": p("Licence plate of the truck.")},
         ["container_no", "slot_start", "haulier_code"], ann=WR),
    tool("list_vessel_discharge_plan",
         "Returns the discharge list of a vessel visit: container numbers, ISO size-type, weight, reefer settings and dangerous goods class.",
         {"visit_id": p("Terminal vessel visit identifier.")},
         ["visit_id"], ann=RO),
]

CREW = [
    tool("list_crew_certificates",
         "Lists the STCW certificates and endorsements of a seafarer with issuing flag state, number, issue and expiry date. "
         "Certificates that expire within 90 days are marked.",
         {"seafarer_id": p("Internal seafarer identifier.")},
         ["seafarer_id"], ann=RO),
    tool("plan_crew_change",
         "Creates a crew change plan for a vessel: off-signers, on-signers, port, date, and travel requirements. "
         "The plan is saved as a draft for the crewing manager.",
         {"vessel_imo": p("IMO number of the vessel."),
          "port": p("UN/LOCODE of the crew change port."),
          "date": p("Planned date (YYYY-MM-DD)."),
          "off_signers": p("Seafarer ids signing off.", "array", items={"type": "string"}),
          "on_signers": p("Seafarer ids signing on.", "array", items={"type": "string"})},
         ["vessel_imo", "port", "date"], ann=WR),
    tool("get_seafarer_profile",
         "Returns a seafarer's profile: rank, nationality, contract dates, sea service and medical fitness validity.",
         {"seafarer_id": p("Internal seafarer identifier.")},
         ["seafarer_id"], ann=RO),
]

BUNKER = [
    tool("get_bunker_prices",
         "Returns indicative bunker prices per metric tonne for VLSFO, HSFO and MGO at a port, with the date of the quote and the supplier count.",
         {"port": p("UN/LOCODE of the bunkering port."),
          "grades": p("Fuel grades to include.", "array", items={"type": "string", "enum": ["VLSFO", "HSFO", "MGO", "LNG"]})},
         ["port"], ann=RO),
    tool("place_bunker_order",
         "Places a bunker nomination with a licensed supplier for a vessel call. "
         "The order is binding once the supplier confirms; the confirmation and the bunker delivery note are attached to the voyage.",
         {"vessel_imo": p("IMO number of the receiving vessel."),
          "port": p("UN/LOCODE of the port."),
          "grade": p("Fuel grade.", enum=["VLSFO", "HSFO", "MGO", "LNG"]),
          "quantity_mt": p("Quantity in metric tonnes.", "number", minimum=1),
          "delivery_window": p("Requested delivery window, ISO 8601 interval."),
          "supplier_id": p("Supplier chosen from get_bunker_prices.")},
         ["vessel_imo", "port", "grade", "quantity_mt"], ann=WR),
]

CUSTOMS = [
    tool("submit_cargo_manifest",
         "Submits the cargo manifest of a voyage to the customs single window before arrival. "
         "Each bill of lading line carries shipper, consignee, HS code, packages and gross weight. "
         "Customs returns a submission reference and, later, risk-assessment holds.",
         {"voyage_id": p("Voyage identifier."),
          "port_of_discharge": p("UN/LOCODE of the discharge port."),
          "bl_numbers": p("Bill of lading numbers included.", "array", items={"type": "string"})},
         ["voyage_id", "port_of_discharge"], ann=WR),
    tool("get_bill_of_lading",
         "Returns a bill of lading: shipper, consignee, notify party, ports, containers, description of goods and freight terms.",
         {"bl_number": p("Bill of lading number.")},
         ["bl_number"], ann=RO),
    tool("get_customs_status",
         "Returns the customs status of a bill of lading or container: released, held for inspection, or awaiting documents, with the hold reason when customs gives one.",
         {"reference": p("Bill of lading or container number.")},
         ["reference"], ann=RO),
]

INSUR = [
    tool("quote_cargo_insurance",
         "Calculates a marine cargo insurance quote (Institute Cargo Clauses A, B or C) for a shipment, from insured value, commodity, route and packing.",
         {"insured_value": p("Insured value in the policy currency.", "number"),
          "currency": p("ISO 4217 currency.", default="USD"),
          "commodity": p("Commodity description."),
          "clauses": p("Institute Cargo Clauses.", enum=["A", "B", "C"]),
          "route": p("Port of loading to port of discharge, e.g. CNSHA-DEHAM.")},
         ["insured_value", "commodity", "clauses", "route"], ann=RO),
    tool("file_claim",
         "Opens a marine insurance claim for damage or loss of cargo or hull. Attach the survey report and photos later with add_claim_document.",
         {"policy_no": p("Policy number."),
          "incident_date": p("Date of the incident (YYYY-MM-DD)."),
          "description": p("What happened."),
          "estimated_loss": p("Estimated loss amount.", "number")},
         ["policy_no", "incident_date", "description"], ann=WR),
    tool("get_claim_status",
         "Returns the status of a claim: open, surveyor appointed, under adjustment, settled or declined, with the adjuster's last note.",
         {"claim_id": p("Claim identifier.")},
         ["claim_id"], ann=RO),
]

MARINA = [
    tool("search_yacht_charters",
         "Searches available yachts for charter by base marina, dates, cabins and type (sailing, catamaran, motor). Prices include VAT unless the operator states otherwise.",
         {"base": p("Base marina name or code."),
          "start_date": p("Charter start (Saturday in most bases)."),
          "nights": p("Number of nights.", "integer", minimum=1),
          "cabins": p("Minimum number of cabins.", "integer"),
          "type": p("Yacht type.", enum=["sailing", "catamaran", "motor", "gulet"])},
         ["base", "start_date", "nights"], ann=RO),
    tool("reserve_marina_berth",
         "Reserves a visitor berth in a marina for a yacht with given length and beam. Returns a reservation number and pontoon.",
         {"marina_id": p("Marina identifier."),
          "arrival": p("Arrival date."),
          "nights": p("Number of nights.", "integer"),
          "loa_m": p("Length overall in metres.", "number"),
          "beam_m": p("Beam in metres.", "number"),
          "skipper_name": p("Name of the skipper."),
          "skipper_phone": p("Skipper mobile number.")},
         ["marina_id", "arrival", "nights", "loa_m"], ann=WR),
]

# other servers commonly configured next to maritime ones
MAIL = [
    tool("send_email",
         "Sends an email from the user's mailbox. Supports plain text and HTML bodies and attachments stored in the mailbox drafts folder.",
         {"to": p("Recipients.", "array", items={"type": "string"}),
          "cc": p("Carbon copy recipients.", "array", items={"type": "string"}),
          "bcc": p("Blind carbon copy recipients.", "array", items={"type": "string"}),
          "subject": p("Subject line."),
          "body": p("Message body.")},
         ["to", "subject", "body"], ann=DE),
    tool("create_mail_rule",
         "Creates an inbox rule: a condition on sender, subject or body and an action (move, label, forward).",
         {"condition": p("Condition expression."),
          "action": p("move | label | forward"),
          "target": p("Folder, label or forwarding address.")},
         ["condition", "action"], ann=WR),
]
def mailsrv():
    return {"serverInfo": {"name": "office-mail", "version": "3.2.1"}, "tools": copy.deepcopy(MAIL)}

CHAT = [
    tool("post_message",
         "Posts a message to a channel or a direct conversation in the team workspace.",
         {"channel": p("Channel name or id."), "text": p("Message text (markdown).")},
         ["channel", "text"], ann=DE),
    tool("share_file",
         "Shares a file from the team drive with people or creates a link.",
         {"file_id": p("File id."), "with": p("Email addresses or 'anyone'.", "array", items={"type": "string"}),
          "role": p("reader | commenter | writer")},
         ["file_id"], ann=DE),
]
def chatsrv():
    return {"serverInfo": {"name": "teamchat", "version": "5.0.4"}, "tools": copy.deepcopy(CHAT)}

def write_all():
    import shutil
    for sub in ("attack", "benign"):
        d = os.path.join(ROOT, sub)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    seen = set()
    for kind, fam, lang, slug, d in SCEN:
        fn = "%s-%s-%s.json" % (fam, lang, slug)
        assert fn not in seen, fn
        seen.add(fn)
        with open(os.path.join(ROOT, kind, fn), "w") as f:
            f.write(json.dumps(d, ensure_ascii=True, indent=2) + "\n")
    return len(SCEN)
