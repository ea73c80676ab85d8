"""Shared helpers, the other configured servers, and the honest English domain servers
(CAD, slicing, print farm, PCB, BOM, sourcing, CNC, laser, firmware, maker-space booking).

Every text here is written for this held-out set (zzzg)."""
import copy

# ---------------------------------------------------------------------------
# schema helpers
# ---------------------------------------------------------------------------


def p(type_, desc=None, **kw):
    d = {"type": type_}
    if desc is not None:
        d["description"] = desc
    d.update(kw)
    return d


def obj(props, required=(), **kw):
    d = {"type": "object", "properties": props, "required": list(required)}
    d.update(kw)
    return d


def tool(name, desc, props=None, required=(), ann=None, title=None, output=None, schema_extra=None):
    t = {"name": name}
    if title:
        t["title"] = title
    t["description"] = desc
    t["inputSchema"] = obj(props or {}, required)
    if schema_extra:
        t["inputSchema"].update(schema_extra)
    if output is not None:
        t["outputSchema"] = output
    if ann is not None:
        t["annotations"] = ann
    return t


def server(name, version, tools):
    return {"serverInfo": {"name": name, "version": version}, "tools": copy.deepcopy(tools)}


def RO(title=None):
    a = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
    if title:
        a = {"title": title, **a}
    return a


def WR(title=None, destructive=False, idempotent=False, open_world=False):
    a = {"readOnlyHint": False, "destructiveHint": destructive, "idempotentHint": idempotent,
         "openWorldHint": open_world}
    if title:
        a = {"title": title, **a}
    return a


def bumped(manifest, version):
    m = copy.deepcopy(manifest)
    m["serverInfo"]["version"] = version
    return m


def get_tool(manifest, name):
    for t in manifest["tools"]:
        if t["name"] == name:
            return t
    raise KeyError(name)


def append_desc(manifest, name, text, sep=" "):
    t = get_tool(manifest, name)
    t["description"] = t["description"] + sep + text
    return manifest


def insert_after(manifest, name, anchor, text, sep=" "):
    """Insert text right after the first occurrence of anchor in the tool's description."""
    t = get_tool(manifest, name)
    d = t["description"]
    i = d.index(anchor) + len(anchor)
    t["description"] = d[:i] + sep + text + d[i:]
    return manifest


def replace_in_desc(manifest, name, old, new):
    t = get_tool(manifest, name)
    assert old in t["description"], (name, old)
    t["description"] = t["description"].replace(old, new, 1)
    return manifest


def change(base, version, edit):
    """Return (baseline, current): current is a deep copy of base with a new version, edited."""
    cur = bumped(base, version)
    edit(cur)
    return copy.deepcopy(base), cur


# ---------------------------------------------------------------------------
# scenario registry
# ---------------------------------------------------------------------------

SCENARIOS = []

SEV_EXIT = {"NONE": 0, "LOW": 0, "MEDIUM": 1, "HIGH": 1, "CRITICAL": 1}


def add(kind, family, lang, slug, description, current, baseline=None, others=None,
        announcements=None, sev="CRITICAL", exit_code=None):
    assert kind in ("attack", "benign")
    sc = {"description": description, "baseline": baseline, "current": current}
    if announcements is not None:
        sc["announcements"] = announcements
    if others:
        sc["others"] = others
    sc["expect"] = {"top_severity": sev, "exit": SEV_EXIT[sev] if exit_code is None else exit_code}
    SCENARIOS.append({"kind": kind, "file": "%s/%s-%s-%s.json" % (kind, family, lang, slug),
                      "family": family, "lang": lang, "data": sc})


def attack(family, lang, slug, description, current, baseline=None, others=None, sev="CRITICAL"):
    add("attack", family, lang, slug, description, current, baseline, others, None, sev)


def benign(family, lang, slug, description, current, baseline=None, others=None,
           announcements=None, sev="NONE"):
    add("benign", family, lang, slug, description, current, baseline, others, announcements, sev)


def ann(tool=None, version=None, adds_param=(), removes_param=(), adds_tool=(), removes_tool=(), changes=()):
    return {"tool": tool, "addsParam": list(adds_param), "removesParam": list(removes_param),
            "addsTool": list(adds_tool), "removesTool": list(removes_tool), "changes": list(changes),
            "version": version}


# ---------------------------------------------------------------------------
# the other configured servers (honest)
# ---------------------------------------------------------------------------


def mail_server(extra=()):
    tools = [
        tool("send_email",
             "Send an email from the connected mailbox. Recipients in `to`, `cc` and `bcc` are "
             "comma-separated lists of addresses. Attachments are paths inside the mailbox's upload "
             "area or ids returned by list_messages. The message is sent immediately and cannot be "
             "recalled.",
             {"to": p("string", "Primary recipients, comma-separated."),
              "cc": p("string", "Carbon-copy recipients, comma-separated. Optional."),
              "bcc": p("string", "Blind carbon-copy recipients, comma-separated. Optional."),
              "subject": p("string", "Subject line."),
              "body": p("string", "Message body. Plain text or Markdown."),
              "attachments": p("array", "Files to attach.", items={"type": "string"})},
             ["to", "subject", "body"], WR("Send email", open_world=True)),
        tool("list_messages",
             "List messages in a folder of the connected mailbox, newest first. Supports the usual "
             "search operators (from:, to:, subject:, has:attachment, after:2024-01-31).",
             {"folder": p("string", "Folder name.", default="INBOX"),
              "query": p("string", "Search query."),
              "limit": p("integer", "Maximum messages to return.", default=20, maximum=200)},
             [], RO("List messages")),
        tool("read_message", "Return the headers, body and attachment list of one message.",
             {"message_id": p("string", "Id from list_messages.")}, ["message_id"], RO("Read message")),
        tool("create_mail_rule",
             "Create a server-side mailbox rule: messages matching the conditions are labelled, moved "
             "or forwarded. Rules apply to new mail only.",
             {"name": p("string", "Rule name shown in settings."),
              "match_from": p("string", "Sender address or domain to match."),
              "match_subject": p("string", "Text that must appear in the subject."),
              "action": p("string", "What to do with matching mail.", enum=["label", "move", "forward"]),
              "target": p("string", "Label name, folder name or forwarding address, depending on action.")},
             ["name", "action", "target"], WR("Create mail rule")),
    ]
    return server("mailroom-mcp", "3.1.0", tools + list(extra))


def chat_server(extra=()):
    tools = [
        tool("post_message",
             "Post a message to a channel or a thread of the team workspace. Use the channel name "
             "with its leading # or a channel id. Markdown is rendered.",
             {"channel": p("string", "Channel name (e.g. #hw-team) or id."),
              "text": p("string", "Message text."),
              "thread_id": p("string", "Reply inside this thread. Optional.")},
             ["channel", "text"], WR("Post message", open_world=True)),
        tool("list_channels", "List channels the bot user has joined, with topic and member count.",
             {"include_archived": p("boolean", "Include archived channels.", default=False)}, [],
             RO("List channels")),
        tool("read_channel", "Return recent messages of a channel, newest last.",
             {"channel": p("string", "Channel name or id."),
              "limit": p("integer", "Messages to return.", default=50, maximum=500)},
             ["channel"], RO("Read channel")),
    ]
    return server("crewchat-mcp", "2.8.4", tools + list(extra))


def drive_server(extra=()):
    tools = [
        tool("upload_file",
             "Upload a local file to the cloud drive. Returns the new file id. Files land in the "
             "given folder, or in My Drive when no folder is given.",
             {"local_path": p("string", "Absolute path of the file to upload."),
              "folder_id": p("string", "Destination folder id. Optional."),
              "name": p("string", "File name in the drive. Defaults to the local name.")},
             ["local_path"], WR("Upload file", open_world=True)),
        tool("share_file",
             "Share a drive file or folder. Give an email address to invite one person, or set "
             "anyone_with_link to make it reachable by anyone who has the link.",
             {"file_id": p("string", "File or folder id."),
              "email": p("string", "Address of the person to invite."),
              "role": p("string", "Access level.", enum=["viewer", "commenter", "editor"], default="viewer"),
              "anyone_with_link": p("boolean", "Make the file public to anyone with the link.", default=False)},
             ["file_id"], WR("Share file", open_world=True)),
        tool("list_files", "List files in a drive folder with size, owner and modification time.",
             {"folder_id": p("string", "Folder id; root when omitted."),
              "page_token": p("string", "Token from the previous page.")},
             [], RO("List files")),
    ]
    return server("stratus-drive", "5.0.2", tools + list(extra))


def git_server(extra=()):
    tools = [
        tool("push_file",
             "Create or update a single file in a repository and commit it. Creates the branch from "
             "the default branch if it does not exist.",
             {"repo": p("string", "owner/name"),
              "path": p("string", "Path of the file in the repository."),
              "content": p("string", "Full new content of the file."),
              "branch": p("string", "Target branch.", default="main"),
              "message": p("string", "Commit message.")},
             ["repo", "path", "content", "message"], WR("Push file", open_world=True)),
        tool("create_release",
             "Create a tagged release with notes and optional uploaded assets (firmware images, "
             "gerber archives, STEP files).",
             {"repo": p("string", "owner/name"),
              "tag": p("string", "Tag name, e.g. v1.4.0."),
              "name": p("string", "Release title."),
              "notes": p("string", "Release notes in Markdown."),
              "assets": p("array", "Local paths of files to attach.", items={"type": "string"}),
              "draft": p("boolean", "Create as draft.", default=True)},
             ["repo", "tag"], WR("Create release", open_world=True)),
        tool("list_repositories", "List repositories the token can access.",
             {"owner": p("string", "Filter by owner."),
              "visibility": p("string", "Visibility filter.", enum=["all", "public", "private"], default="all")},
             [], RO("List repositories")),
    ]
    return server("gitplex-mcp", "1.12.0", tools + list(extra))


def parts_server(extra=()):
    tools = [
        tool("search_parts",
             "Search the PartsDirect catalogue by manufacturer part number, keyword or parametric "
             "filter. Returns stock, price breaks and lead time per offer.",
             {"query": p("string", "MPN or keywords, e.g. 'STM32G431 LQFP48'."),
              "in_stock": p("boolean", "Only offers with stock.", default=True),
              "limit": p("integer", "Maximum results.", default=20, maximum=100)},
             ["query"], RO("Search parts")),
        tool("get_price", "Return price breaks for an MPN at a given quantity in the account currency.",
             {"mpn": p("string", "Manufacturer part number."),
              "quantity": p("integer", "Quantity.", minimum=1)},
             ["mpn", "quantity"], RO("Get price")),
        tool("place_order",
             "Place a purchase order on the PartsDirect account. Charges the stored payment method and "
             "ships to the given address. Orders cannot be cancelled once picking has started.",
             {"items": p("array", "Lines to order.",
                         items=obj({"mpn": p("string"), "quantity": p("integer", minimum=1)}, ["mpn", "quantity"])),
              "shipping_address": p("string", "Full shipping address."),
              "po_number": p("string", "Your purchase-order reference. Optional.")},
             ["items", "shipping_address"], WR("Place order", destructive=True, open_world=True)),
        tool("get_order_status", "Return status and tracking numbers of an order.",
             {"order_id": p("string", "Order id.")}, ["order_id"], RO("Order status")),
    ]
    return server("partsdirect-mcp", "4.2.1", tools + list(extra))


# ---------------------------------------------------------------------------
# honest English domain servers
# ---------------------------------------------------------------------------


def forgecad_tools():
    return [
        tool("find_library_parts",
             "Search the ForgeCAD part library: standard hardware (ISO/DIN/ANSI fasteners, bearings, "
             "shaft collars), aluminium extrusion profiles, motor mounts, and the parts your workspace "
             "has published. Matches on name, standard number, material and key dimensions (for example "
             "'M3x12 ISO 4762' or '2020 profile 300mm').\n\nReturns part ids, display names, the standard, "
             "material and the list of available configurations. Pass a `part_id` to get_part for full "
             "geometry metadata or to insert_part to place it into an assembly. Results are paginated: when "
             "`next_cursor` is present, call again with `cursor` set to it.",
             {"query": p("string", "Keywords, a standard number or a dimension string."),
              "standard": p("string", "Restrict to one standard family.",
                            enum=["ISO", "DIN", "ANSI", "JIS", "any"], default="any"),
              "category": p("string", "Part category.",
                            enum=["fastener", "bearing", "profile", "motor", "electronics", "workspace"]),
              "limit": p("integer", "Results per page.", default=25, minimum=1, maximum=100),
              "cursor": p("string", "Pagination cursor from a previous call.")},
             ["query"], RO("Find library parts")),
        tool("get_part",
             "Return metadata for one library part: configurations, bounding box, mass properties for the "
             "default material, mate connectors and a link to the preview image. Does not download geometry.",
             {"part_id": p("string", "Part id from find_library_parts."),
              "configuration": p("string", "Configuration name; the default configuration when omitted.")},
             ["part_id"], RO("Get part")),
        tool("insert_part",
             "Insert a library part into an assembly of the current workspace. The part is placed at "
             "`position` (millimetres, assembly origin) and, when `mate_to` is given, mated to that "
             "connector with a fastened mate. Returns the new instance id.",
             {"assembly_id": p("string", "Target assembly id."),
              "part_id": p("string", "Library part id."),
              "configuration": p("string", "Configuration to insert."),
              "position": obj({"x": p("number"), "y": p("number"), "z": p("number")}, [],
                              description="Placement in mm."),
              "mate_to": p("string", "Mate connector id in the assembly. Optional.")},
             ["assembly_id", "part_id"], WR("Insert part")),
        tool("export_assembly",
             "Export an assembly or a single part to a neutral format for manufacturing or sharing. STEP "
             "AP214 keeps colours and the assembly tree; STL and 3MF are tessellated with the chosen "
             "tolerance and are meant for slicing. The file is written to `output_dir` on the machine "
             "running the server and the absolute path is returned.",
             {"assembly_id": p("string", "Assembly or part id."),
              "format": p("string", "Export format.", enum=["step", "stl", "3mf", "iges", "obj"], default="step"),
              "units": p("string", "Length units of the exported file.", enum=["mm", "inch"], default="mm"),
              "chord_tolerance_mm": p("number", "Tessellation tolerance for STL/3MF/OBJ.", default=0.01),
              "include_hidden": p("boolean", "Export hidden bodies as well.", default=False),
              "output_dir": p("string", "Directory to write into.", default="~/ForgeCAD/exports")},
             ["assembly_id"], WR("Export assembly", idempotent=True)),
    ]


def forgecad(version="2.6.0"):
    return server("forgecad-mcp", version, forgecad_tools())


def layerline_tools():
    return [
        tool("slice_model",
             "Slice an STL, 3MF or OBJ model into G-code with the LayerLine engine.\n\nPick a `profile` from "
             "list_print_profiles; it sets the printer, nozzle and filament. The other parameters override "
             "the profile for this run only. Supports are generated with the tree algorithm; 'touching_buildplate' "
             "avoids supports that start on the model itself. The G-code is written next to the model unless "
             "`output_path` is given, and the response includes estimated print time, filament length and mass.",
             {"model_path": p("string", "Path to the model file (.stl, .3mf, .obj)."),
              "profile": p("string", "Print profile id, e.g. 'mk4-0.4-pla-standard'."),
              "layer_height": p("number", "Layer height in mm.", default=0.2, minimum=0.05, maximum=0.6),
              "infill_percent": p("integer", "Sparse infill density.", default=15, minimum=0, maximum=100),
              "infill_pattern": p("string", "Infill pattern.", enum=["grid", "gyroid", "cubic", "lightning"],
                                  default="gyroid"),
              "supports": p("string", "Support generation.", enum=["none", "touching_buildplate", "everywhere"],
                            default="none"),
              "output_path": p("string", "Where to write the .gcode file. Optional.")},
             ["model_path", "profile"], WR("Slice model", idempotent=True)),
        tool("list_print_profiles",
             "List print profiles installed in LayerLine, optionally filtered by printer model or material. "
             "Each profile names the printer, nozzle diameter, filament and default layer height.",
             {"printer_model": p("string", "Filter, e.g. 'Prusa MK4' or 'Bambu X1C'."),
              "material": p("string", "Filter by material.", enum=["PLA", "PETG", "ABS", "ASA", "TPU", "PA-CF"])},
             [], RO("List print profiles")),
        tool("estimate_print",
             "Estimate print time, filament use and material cost of a model with a profile without writing "
             "G-code. Cost uses the spool price stored in the profile.",
             {"model_path": p("string", "Path to the model file."),
              "profile": p("string", "Print profile id."),
              "copies": p("integer", "Number of copies on the plate.", default=1, minimum=1)},
             ["model_path", "profile"], RO("Estimate print")),
    ]


def layerline(version="4.1.2"):
    return server("layerline-slicer-mcp", version, layerline_tools())


def printfleet_tools():
    return [
        tool("submit_print_job",
             "Queue a G-code file on the PrintFleet farm. The scheduler assigns the first idle printer of "
             "`printer_group` whose loaded filament matches the file's header. Rush jobs jump the normal queue "
             "but count double against the requester's monthly quota. Returns the job id and the estimated "
             "start time.",
             {"gcode_path": p("string", "Path or URL of the sliced .gcode/.bgcode file."),
              "printer_group": p("string", "Printer group.", enum=["mk4-pla", "mk4-petg", "x1c-engineering", "large-format"]),
              "priority": p("string", "Queue priority.", enum=["low", "normal", "rush"], default="normal"),
              "copies": p("integer", "How many times to print the file.", default=1, minimum=1, maximum=20),
              "requester": p("string", "Member id of the person the job is for."),
              "notes": p("string", "Free text shown to the farm operator.")},
             ["gcode_path", "printer_group", "requester"], WR("Submit print job")),
        tool("list_queue",
             "List jobs in the farm queue with position, printer, progress and owner.",
             {"printer_group": p("string", "Filter by group."),
              "status": p("string", "Filter by status.", enum=["queued", "printing", "paused", "done", "failed"])},
             [], RO("List queue")),
        tool("get_job_status",
             "Return the state of one job: queued, printing (with percent, current layer and remaining time), "
             "paused, done or failed (with the printer's error code and message).",
             {"job_id": p("string", "Job id from submit_print_job.")}, ["job_id"], RO("Get job status")),
        tool("cancel_job",
             "Cancel a queued or running job. A running print is stopped at once and the bed is left to cool; "
             "the part is lost.",
             {"job_id": p("string", "Job id."),
              "reason": p("string", "Why the job is cancelled; shown in the farm log.")},
             ["job_id"], WR("Cancel job", destructive=True)),
    ]


def printfleet(version="1.9.3"):
    return server("printfleet-mcp", version, printfleet_tools())


def tracewright_tools():
    return [
        tool("open_project",
             "Open a TraceWright PCB project (.twproj) or import a KiCad project folder. Returns the project id, "
             "board outline size, layer count and the list of schematic sheets.",
             {"project_path": p("string", "Path to the .twproj file or a KiCad project folder.")},
             ["project_path"], RO("Open project")),
        tool("run_drc",
             "Run the design-rule check on the open board against a rule set. Reports clearance, track width, "
             "annular ring, drill-to-copper, silkscreen-over-pad and unconnected-net violations with their "
             "coordinates. Use the fab preset that matches where the board will be made.",
             {"project_id": p("string", "Project id."),
              "rule_set": p("string", "Rule set.", enum=["project", "jlcpcb-2layer", "pcbway-standard", "oshpark-4layer"],
                            default="project"),
              "min_severity": p("string", "Lowest severity to report.", enum=["info", "warning", "error"],
                                default="warning")},
             ["project_id"], RO("Run DRC")),
        tool("export_gerbers",
             "Export Gerber X2 files, Excellon drill files and a pick-and-place file into a ZIP ready for "
             "upload to a board house. The layer naming follows the chosen fab preset.",
             {"project_id": p("string", "Project id."),
              "output_dir": p("string", "Folder for the ZIP.", default="./fab"),
              "fab_preset": p("string", "Layer naming and drill format.", enum=["generic", "jlcpcb", "pcbway", "oshpark"],
                              default="generic"),
              "include_pnp": p("boolean", "Also write the pick-and-place CSV.", default=True)},
             ["project_id"], WR("Export gerbers", idempotent=True)),
        tool("autoroute_board",
             "Autoroute unrouted nets with the push-and-shove router. Existing locked tracks are kept. Use "
             "net classes to give power nets wider tracks. Long boards can take several minutes; the call "
             "returns when routing finishes or `timeout_s` is reached.",
             {"project_id": p("string", "Project id."),
              "net_classes": p("array", "Net classes to route; all when omitted.", items={"type": "string"}),
              "passes": p("integer", "Optimisation passes.", default=3, minimum=1, maximum=20),
              "timeout_s": p("integer", "Stop after this many seconds.", default=300)},
             ["project_id"], WR("Autoroute board")),
    ]


def tracewright(version="3.4.0"):
    return server("tracewright-pcb", version, tracewright_tools())


def bomsmith_tools():
    return [
        tool("import_bom",
             "Import a bill of materials from CSV, XLSX, a KiCad XML netlist export or an Altium BOM. Columns are "
             "detected automatically; give `column_map` when your headers are unusual. Returns the BOM id and "
             "the number of lines, with warnings for rows that have no manufacturer part number.",
             {"file_path": p("string", "Path of the BOM file."),
              "format": p("string", "Input format.", enum=["csv", "xlsx", "kicad_xml", "altium"]),
              "column_map": p("object", "Header name for each field, e.g. {\"mpn\": \"Mfr Part #\"}.",
                              additionalProperties={"type": "string"})},
             ["file_path"], WR("Import BOM")),
        tool("export_bom",
             "Export a BOM, grouped and sorted, for purchasing or assembly. With `include_prices` the current "
             "best offer per line (from the last pricing refresh) is added with its supplier and price break.",
             {"bom_id": p("string", "BOM id."),
              "format": p("string", "Output format.", enum=["csv", "xlsx", "json"], default="xlsx"),
              "group_by": p("string", "Group identical lines by.", enum=["mpn", "value_footprint", "none"], default="mpn"),
              "include_prices": p("boolean", "Add pricing columns.", default=False),
              "output_path": p("string", "Where to write the file.")},
             ["bom_id"], WR("Export BOM", idempotent=True)),
        tool("check_lifecycle",
             "Check every line of a BOM for lifecycle status (active, NRND, EOL, obsolete) and for single-source "
             "risk. Returns the flagged lines with suggested drop-in alternates where known.",
             {"bom_id": p("string", "BOM id.")}, ["bom_id"], RO("Check lifecycle")),
    ]


def bomsmith(version="2.2.0"):
    return server("bomsmith-mcp", version, bomsmith_tools())


def partscout_tools():
    return [
        tool("find_offers",
             "Find distributor offers for a manufacturer part number across the distributors linked to your "
             "PartScout account. Returns stock, MOQ, price breaks, lead time and country of stock per offer, "
             "best unit price first at the requested quantity.",
             {"mpn": p("string", "Manufacturer part number."),
              "quantity": p("integer", "Quantity to price.", default=1, minimum=1),
              "regions": p("array", "Only stock held in these regions.",
                           items={"type": "string", "enum": ["EU", "US", "UK", "APAC"]}),
              "in_stock_only": p("boolean", "Skip offers without stock.", default=True)},
             ["mpn"], RO("Find offers")),
        tool("request_quote",
             "Send a request for quotation for one or more lines to the contract manufacturers and brokers "
             "enabled in your PartScout account. Replies arrive asynchronously; use compare_quotes with the "
             "returned rfq_id once `responses_due` has passed.",
             {"items": p("array", "Lines to quote.",
                         items=obj({"mpn": p("string"), "quantity": p("integer", minimum=1)}, ["mpn", "quantity"])),
              "target_price": p("number", "Target total price. Optional."),
              "currency": p("string", "Quote currency.", enum=["EUR", "USD", "GBP"], default="EUR"),
              "responses_due": p("string", "Deadline for replies, ISO 8601 date.")},
             ["items"], WR("Request quote", open_world=True)),
        tool("compare_quotes",
             "Compare the replies to an RFQ side by side: unit and total price, lead time, MOQ, date codes and "
             "the supplier's rating. Marks the cheapest and the fastest complete reply.",
             {"rfq_id": p("string", "RFQ id from request_quote.")}, ["rfq_id"], RO("Compare quotes")),
    ]


def partscout(version="1.6.1"):
    return server("partscout-mcp", version, partscout_tools())


def millhouse_tools():
    return [
        tool("generate_toolpath",
             "Generate a CAM toolpath for one operation on a model. Stock is given as a box in mm around the "
             "model. Tools come from the selected tool library; feeds and speeds come from the material preset "
             "unless overridden.",
             {"model_path": p("string", "STEP or STL model."),
              "operation": p("string", "Operation type.", enum=["face", "adaptive", "pocket", "contour", "drill"]),
              "tool_number": p("integer", "Tool number in the library."),
              "material": p("string", "Stock material preset.", enum=["6061-aluminium", "mdf", "hdpe", "brass", "plywood"]),
              "stepdown_mm": p("number", "Maximum depth per pass.", default=1.0),
              "stock": obj({"x": p("number"), "y": p("number"), "z": p("number")}, ["x", "y", "z"],
                           description="Stock size in mm.")},
             ["model_path", "operation", "tool_number", "material"], WR("Generate toolpath")),
        tool("simulate_toolpath",
             "Simulate a toolpath in the stock model and report gouges, rapid moves through stock, holder "
             "collisions and the remaining material. Always run this before send_to_machine.",
             {"toolpath_id": p("string", "Toolpath id."),
              "check_holder": p("boolean", "Include the tool holder in collision checks.", default=True)},
             ["toolpath_id"], RO("Simulate toolpath")),
        tool("post_process",
             "Convert a toolpath into machine G-code with a post processor and write the .nc file.",
             {"toolpath_id": p("string", "Toolpath id."),
              "post": p("string", "Post processor.", enum=["grbl", "linuxcnc", "fanuc", "haas", "mach3"], default="grbl"),
              "output_path": p("string", "Where to write the .nc file.")},
             ["toolpath_id"], WR("Post process", idempotent=True)),
        tool("send_to_machine",
             "Stream an .nc file to a connected machine. With `start_paused` (default) the job waits for the "
             "operator to press cycle start on the machine, which is the shop's safety rule.",
             {"nc_path": p("string", "Path of the .nc file."),
              "machine_id": p("string", "Machine id, e.g. 'shapeoko-1'."),
              "start_paused": p("boolean", "Wait for cycle start on the machine.", default=True)},
             ["nc_path", "machine_id"], WR("Send to machine", destructive=True)),
    ]


def millhouse(version="0.9.4"):
    return server("millhouse-cnc", version, millhouse_tools())


def lasergate_tools():
    return [
        tool("list_materials",
             "List the materials approved for the laser cutters with thickness range and the recommended speed, "
             "power and passes for cutting, scoring and engraving. PVC, vinyl and anything containing chlorine "
             "are never approved.",
             {"machine": p("string", "Laser model.", enum=["epilog-fusion", "trotec-speedy", "xtool-p2"])},
             [], RO("List materials")),
        tool("prepare_laser_job",
             "Prepare a laser job from an SVG or DXF. Red strokes (#FF0000) are cut, blue (#0000FF) are scored and "
             "black fills are engraved; other colours are ignored. Settings are taken from the material table. "
             "Returns a job id, the estimated run time and a preview PNG path.",
             {"file_path": p("string", "SVG or DXF file."),
              "material": p("string", "Material name from list_materials."),
              "thickness_mm": p("number", "Material thickness."),
              "machine": p("string", "Laser model.", enum=["epilog-fusion", "trotec-speedy", "xtool-p2"])},
             ["file_path", "material", "thickness_mm", "machine"], WR("Prepare laser job")),
        tool("submit_laser_job",
             "Send a prepared job to the laser queue. The job runs only after a trained member has confirmed the "
             "material at the machine.",
             {"job_id": p("string", "Job id from prepare_laser_job."),
              "job_name": p("string", "Name shown on the machine display."),
              "member_id": p("string", "Member responsible for the run.")},
             ["job_id", "member_id"], WR("Submit laser job")),
    ]


def lasergate(version="2.0.5"):
    return server("lasergate-mcp", version, lasergate_tools())


def flashbench_tools():
    return [
        tool("list_serial_ports",
             "List serial ports with USB vendor/product id, serial number and the board type guessed from them "
             "(CP210x and CH340 bridges, native USB on ESP32-S3 and RP2040, ST-LINK).",
             {}, [], RO("List serial ports")),
        tool("flash_firmware",
             "Flash a firmware image to a connected development board. ESP32 family uses esptool, RP2040 uses "
             "picotool (or UF2 copy when the board is in BOOTSEL mode), STM32 uses st-flash or DFU, AVR uses "
             "avrdude. With `verify` the written flash is read back and compared.",
             {"port": p("string", "Serial port, e.g. /dev/ttyUSB0 or COM5."),
              "board": p("string", "Board family.", enum=["esp32", "esp32-s3", "esp32-c3", "rp2040", "stm32f4", "atmega328p", "nrf52840"]),
              "firmware_path": p("string", "Path to .bin, .uf2, .hex or .elf."),
              "baud": p("integer", "Upload speed.", default=921600),
              "offset": p("string", "Flash offset for .bin images.", default="0x10000"),
              "verify": p("boolean", "Read back and compare.", default=True)},
             ["port", "board", "firmware_path"], WR("Flash firmware", destructive=True)),
        tool("read_serial_log",
             "Open a serial port and capture output for a number of seconds, optionally resetting the board first "
             "with DTR/RTS so the boot log is included.",
             {"port": p("string", "Serial port."),
              "baud": p("integer", "Baud rate.", default=115200),
              "duration_s": p("integer", "Capture time in seconds.", default=10, maximum=300),
              "reset_first": p("boolean", "Pulse reset before capturing.", default=False)},
             ["port"], RO("Read serial log")),
        tool("erase_flash",
             "Erase the whole flash chip of a board, including NVS, Wi-Fi calibration and any stored settings.",
             {"port": p("string", "Serial port."),
              "board": p("string", "Board family.", enum=["esp32", "esp32-s3", "esp32-c3", "rp2040", "stm32f4", "nrf52840"])},
             ["port", "board"], WR("Erase flash", destructive=True)),
    ]


def flashbench(version="1.3.0"):
    return server("flashbench-mcp", version, flashbench_tools())


def makerhub_tools():
    return [
        tool("list_machines",
             "List bookable machines in a maker space with their type, training requirement and today's free "
             "slots.",
             {"space_id": p("string", "Maker space id.", default="main"),
              "type": p("string", "Machine type.", enum=["3d_printer", "laser", "cnc", "pcb_mill", "electronics_bench", "sewing"])},
             [], RO("List machines")),
        tool("book_machine",
             "Book a machine slot for a member. Members must hold the induction for the machine type; the call "
             "fails with NOT_INDUCTED otherwise. Slots are 30 minutes; bookings longer than 4 hours need staff "
             "approval and are created as 'requested'.",
             {"machine_id": p("string", "Machine id from list_machines."),
              "start": p("string", "Start time, ISO 8601 with timezone."),
              "duration_minutes": p("integer", "Length of the booking.", default=60, minimum=30, maximum=480),
              "member_id": p("string", "Member the booking is for."),
              "purpose": p("string", "Short description of the project.")},
             ["machine_id", "start", "member_id"], WR("Book machine")),
        tool("cancel_booking",
             "Cancel a booking. Cancellations less than 2 hours before the start count as a no-show.",
             {"booking_id": p("string", "Booking id.")}, ["booking_id"], WR("Cancel booking", destructive=True)),
        tool("list_my_bookings", "List upcoming bookings of a member.",
             {"member_id": p("string", "Member id.")}, ["member_id"], RO("List my bookings")),
    ]


def makerhub(version="2.4.1"):
    return server("makerhub-booking", version, makerhub_tools())
