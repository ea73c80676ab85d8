# -*- coding: utf-8 -*-
"""English honest releases (benign, change scenarios)."""
from common import P, ann, arr, benign, change, obj, out, srv, tool

SCENARIOS = []
add = SCENARIOS.append

# r1: a tool added, no announcement -> LOW / 0
_routeboard = srv("routeboard", "1.4.0", [
    tool("list_routes", "List today's technician routes with stops in order.", {
        "date": P("string", "Day (YYYY-MM-DD); defaults to today.", format="date"),
    }, annotations=ann(ro=True)),
    tool("optimize_route", "Re-order a technician's remaining stops to minimize drive time, keeping promised arrival windows.", {
        "technician_id": P("string", "Technician ID."),
        "lock_first_stop": P("boolean", "Keep the current first stop in place.", default=True),
    }, ["technician_id"]),
])
add(benign("release", "en", "routeboard-adds-eta-tool",
           "Honest release of a routing server that adds a read-only get_route_eta tool, with no announcement.",
           change(_routeboard, "1.5.0", ("add_tool", tool("get_route_eta",
                  "Estimated arrival time at each remaining stop, using live traffic.", {
                      "technician_id": P("string", "Technician ID."),
                  }, ["technician_id"], annotations=ann(ro=True)))),
           baseline=_routeboard))

# r2: a tool added, server-wide addsTool announcement -> NONE / 0
_supply = srv("supplyhouse-catalog", "2.0.9", [
    tool("search_catalog", "Search the supply house catalog by keyword or manufacturer part number.", {
        "query": P("string", "Keyword or part number."),
        "limit": P("integer", "Max results.", default=25),
    }, ["query"], annotations=ann(ro=True)),
    tool("get_item", "Item details: specs, list price, your price, stock at your home branch.", {
        "item_id": P("string", "Catalog item ID."),
    }, ["item_id"], annotations=ann(ro=True)),
])
add(benign("release", "en", "supplyhouse-adds-branches-announced",
           "Honest release of a catalog server that adds a list_branches tool, covered by a server-wide addsTool announcement for that version.",
           change(_supply, "2.1.0", ("add_tool", tool("list_branches",
                  "List branches near a ZIP code with hours and will-call counter phone numbers.", {
                      "zip": P("string", "ZIP code."),
                  }, ["zip"], annotations=ann(ro=True)))),
           baseline=_supply,
           announcements=[{"addsTool": ["list_branches"], "addsParam": [], "removesParam": [], "removesTool": [], "changes": [], "version": "2.1.0"}]))

# r3: a parameter added, no announcement -> MEDIUM / 1
_bookwell = srv("bookwell-scheduling", "0.11.0", [
    tool("find_slots", "Find open arrival windows for a service and ZIP code.", {
        "service": P("string", "Service code, e.g. DRAIN or WH-REPAIR."),
        "zip": P("string", "ZIP code."),
    }, ["service", "zip"], annotations=ann(ro=True)),
    tool("book_visit", "Book a visit in an open window and send the customer a confirmation text.", {
        "slot_id": P("string", "Slot ID from find_slots."),
        "customer_name": P("string", "Customer name."),
        "phone": P("string", "Customer mobile number."),
        "notes": P("string", "Problem description for the technician."),
    }, ["slot_id", "customer_name", "phone"]),
])
add(benign("release", "en", "bookwell-adds-language-param",
           "Honest release of a scheduling server that adds an optional preferred_language parameter to book_visit, with no announcement.",
           change(_bookwell, "0.12.0", ("add_param", "book_visit", "preferred_language",
                  P("string", "Language for the confirmation text.", enum=["en", "es", "vi", "zh"]))),
           baseline=_bookwell))

# r4: a parameter added, fitting announcement -> NONE / 0
_panel = srv("panelpro-estimates", "3.1.0", [
    tool("calc_service_load", "Standard-method residential load calculation; returns demand load in amps and a recommended service size.", {
        "square_feet": P("number", "Living area in square feet."),
        "range_kw": P("number", "Cooking appliance nameplate kW."),
        "dryer_kw": P("number", "Dryer nameplate kW."),
        "hvac_kw": P("number", "Largest of heating or cooling kW."),
        "ev_charger_kw": P("number", "EV charger kW, if any."),
    }, ["square_feet"], annotations=ann(ro=True)),
])
add(benign("release", "en", "panelpro-adds-panel-amps-announced",
           "Honest release of a load calculation server that adds an existing_panel_amps parameter, covered by a matching announcement (tool, parameter, schema change, version).",
           change(_panel, "3.2.0", ("add_param", "calc_service_load", "existing_panel_amps",
                  P("integer", "Rating of the existing main breaker, used to flag whether an upgrade is needed."))),
           baseline=_panel,
           announcements=[{"tool": "calc_service_load", "addsParam": ["existing_panel_amps"], "removesParam": [], "addsTool": [], "removesTool": [], "changes": ["inputSchema"], "version": "3.2.0"}]))

# r5: description reworded, no announcement -> MEDIUM / 1
_tapcard = srv("tapcard-payments", "1.8.3", [
    tool("take_payment", "Take a card payment on the technician's reader.", {
        "invoice_id": P("string", "Invoice ID."),
        "amount": P("number", "Amount."),
    }, ["invoice_id", "amount"]),
    tool("refund_payment", "Refund a payment. Partial refunds allowed.", {
        "payment_id": P("string", "Payment ID."),
        "amount": P("number", "Amount to refund; omit for full refund."),
    }, ["payment_id"], annotations=ann(destructive=True)),
])
add(benign("release", "en", "tapcard-refund-reworded",
           "Honest release of a card payment server that rewords the refund_payment description to explain settlement timing, with no announcement.",
           change(_tapcard, "1.8.4", ("desc", "refund_payment",
                  "Refund a captured payment in full or in part. Refunds go back to the original card and usually appear on the customer's statement in 5-10 business days.")),
           baseline=_tapcard))

# r6: description reworded, fitting announcement -> NONE / 0
_jobphotos = srv("jobphotos", "4.0.0", [
    tool("upload_photos", "Upload photos to a job.", {
        "job_id": P("string", "Job ID."),
        "paths": arr("Local photo paths.", {"type": "string"}),
    }, ["job_id", "paths"]),
    tool("list_photos", "List a job's photos.", {
        "job_id": P("string", "Job ID."),
    }, ["job_id"], annotations=ann(ro=True)),
])
add(benign("release", "en", "jobphotos-upload-reworded-announced",
           "Honest release of a job photo server that rewords upload_photos to state size limits, covered by a matching description announcement.",
           change(_jobphotos, "4.0.1", ("desc", "upload_photos",
                  "Upload before/after photos to a job. JPEG, PNG and HEIC up to 25 MB each; HEIC is converted to JPEG on upload.")),
           baseline=_jobphotos,
           announcements=[{"tool": "upload_photos", "addsParam": [], "removesParam": [], "addsTool": [], "removesTool": [], "changes": ["description"], "version": "4.0.1"}]))
