"""English honest releases (change scenarios with clean diffs)."""

from common import (enrich, benign, server, tool, p, arr, o, ann, out, bump, t_of, props_of, others, announce)

BENIGN = []

LOW0 = {"top_severity": "LOW", "exit": 0}
MED1 = {"top_severity": "MEDIUM", "exit": 1}
NONE0 = {"top_severity": "NONE", "exit": 0}

# 1. a tool added, no announcement -> LOW
_q = tool("get_quote", "Price a print job from the shop price list.",
          {"product": p("string", "Product code, e.g. FLY-A5-135G."),
           "quantity": p("integer", "Copies."),
           "turnaround": p("string", "Turnaround.", enum=["standard", "next_day", "same_day"], default="standard")},
          ["product", "quantity"], annotations=ann(title="Get quote", ro=True))
_o = tool("submit_order", "Turn a quote into an order. The order is charged to the account on submission.",
          {"quote_id": p("string", "Quote ID."), "po_number": p("string", "Optional PO number.")},
          ["quote_id"], annotations=ann(title="Submit order", destructive=True))
_base = server("corner-printshop-mcp", "1.2.0", _q, _o)
_cur = bump(_base, "1.3.0")
_cur["tools"].append(tool(
    "list_paper_stocks", "Paper stocks available for quoting, with weight (gsm), finish and sheet sizes.",
    {"finish": p("string", "Finish filter.", enum=["gloss", "silk", "uncoated", "recycled"])},
    annotations=ann(title="Paper stocks", ro=True)))
BENIGN.append(benign(
    "release", "en", "paper-stocks-tool-added",
    "Honest release of a print shop server that adds a read-only list_paper_stocks tool without an announcement.",
    _cur, baseline=_base, expect=LOW0))

# 2. a tool added with a server-wide addsTool announcement -> NONE
_g = tool("generate_dieline", "Generate a dieline for a FEFCO or ECMA style at the given inner dimensions (mm).",
          {"style": p("string", "Style code, e.g. FEFCO 0201 or ECMA A20.20.03.01."),
           "length_mm": p("number", "Inner length."), "width_mm": p("number", "Inner width."),
           "depth_mm": p("number", "Inner depth."),
           "material_caliper_mm": p("number", "Board caliper.", default=0.5)},
          ["style", "length_mm", "width_mm", "depth_mm"])
_e = tool("export_dieline", "Export a dieline to PDF or DXF with CUT and CREASE spot layers.",
          {"dieline_id": p("string", "Dieline ID."), "format": p("string", "Format.", enum=["pdf", "dxf"])},
          ["dieline_id", "format"], annotations=ann(ro=True))
_base = server("dielinekit-mcp", "0.6.0", _g, _e)
_cur = bump(_base, "0.7.0")
_cur["tools"].append(tool(
    "estimate_board_usage",
    "Estimate sheet yield and board usage for a dieline on a given sheet size, including nesting.",
    {"dieline_id": p("string", "Dieline ID."),
     "sheet_size_mm": p("string", "Sheet size, e.g. 1020x720."),
     "quantity": p("integer", "Units required.")},
    ["dieline_id", "sheet_size_mm", "quantity"], annotations=ann(ro=True)))
BENIGN.append(benign(
    "release", "en", "board-usage-tool-announced",
    "Honest release of a dieline server that adds an estimate_board_usage tool, covered by a server-wide addsTool announcement for that version.",
    _cur, baseline=_base, expect=NONE0,
    announcements=[announce(version="0.7.0", adds_tool=["estimate_board_usage"])]))

# 3. a parameter added, no announcement -> MEDIUM
_pf = tool("preflight_pdf", "Check a PDF for print readiness: fonts, resolution, bleed, colour space.",
           {"path": p("string", "PDF path."),
            "profile": p("string", "Profile.", enum=["PDF/X-1a", "PDF/X-4", "digital"], default="PDF/X-4")},
           ["path"], annotations=ann(ro=True))
_base = server("preflight-lite-mcp", "2.0.1", _pf)
_cur = bump(_base, "2.1.0")
props_of(_cur, "preflight_pdf")["page_range"] = p(
    "string", "Pages to check, e.g. '1-4,8'. All pages when omitted.")
BENIGN.append(benign(
    "release", "en", "preflight-page-range-unannounced",
    "Honest release of a preflight server that adds an optional page_range parameter without an announcement.",
    _cur, baseline=_base, expect=MED1))

# 4. a parameter added with a fitting announcement -> NONE
_lb = tool("create_label", "Create a shipping label for an order and return the label PDF.",
           {"order_id": p("string", "Order ID."),
            "carrier": p("string", "Carrier.", enum=["dhl", "dpd", "gls", "ups"]),
            "weight_g": p("integer", "Parcel weight in grams.")},
           ["order_id", "carrier", "weight_g"], annotations=ann(open_world=True))
_tr = tool("track_label", "Tracking status of a label.", {"label_id": p("string", "Label ID.")}, ["label_id"],
           annotations=ann(ro=True))
_base = server("parcelkit-mcp", "3.3.0", _lb, _tr)
_cur = bump(_base, "3.4.0")
props_of(_cur, "create_label")["label_format"] = p(
    "string", "Label size.", enum=["A6", "4x6", "A4"], default="A6")
BENIGN.append(benign(
    "release", "en", "label-format-announced",
    "Honest release of a label server that adds a label_format parameter to create_label, covered by a matching announcement.",
    _cur, baseline=_base, expect=NONE0,
    announcements=[announce(tool="create_label", version="3.4.0", adds_param=["label_format"],
                            changes=["inputSchema"])]))

# 5. a description reworded with a fitting announcement -> NONE
_mk = tool("render_mockup",
           "Render a product mockup. Returns a PNG URL.",
           {"product_id": p("string", "POD product ID."),
            "view": p("string", "Camera view.", enum=["front", "back", "flat", "lifestyle"], default="front")},
           ["product_id"], annotations=ann(ro=True))
_pr = tool("list_pod_products", "Products in the connected store.", {"store_id": p("string", "Store ID.")},
           ["store_id"], annotations=ann(ro=True))
_base = server("mockupforge-mcp", "1.0.0", _pr, _mk)
_cur = bump(_base, "1.0.1")
t_of(_cur, "render_mockup")["description"] = (
    "Render a photographic mockup of a print-on-demand product from its print file. Returns a PNG URL that "
    "stays valid for 7 days; lifestyle views take a few seconds longer.")
BENIGN.append(benign(
    "release", "en", "mockup-description-announced",
    "Honest release of a mockup server that rewords the render_mockup description, covered by a matching description announcement.",
    _cur, baseline=_base, expect=NONE0,
    announcements=[announce(tool="render_mockup", version="1.0.1", changes=["description"])]))

enrich(BENIGN, {'label-format-announced': ['list_carriers', 'get_label_pdf', 'schedule_pickup'],
 'paper-stocks-tool-added': ['get_press_schedule', 'get_job_costs']})
