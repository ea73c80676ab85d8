"""English benign: honest releases."""
from common import A, P, S, T, benign, base, cp, find, with_desc, with_param


def ann(tool=None, version=None, adds_param=(), adds_tool=(), changes=()):
    a = {"tool": tool, "addsParam": list(adds_param), "removesParam": [], "addsTool": list(adds_tool),
         "removesTool": [], "changes": list(changes), "version": version}
    if tool is None:
        del a["tool"]
    return a


def build():
    name, tools = base("catchlog")
    cur = tools + [T("start_trip", "Open a new logbook trip (DEP message) for a vessel.", {
        "vessel_id": P("string", "Vessel registration."),
        "port": P("string", "Departure port code."),
        "departure": P("string", "Departure time, ISO 8601 UTC."),
    }, ["vessel_id", "port"], A(ro=False, destructive=False))]
    benign("release", "en", "catchlog-start-trip-added",
           "Honest release of an e-logbook server that adds a start_trip tool without an announcement.",
           S(name, "2.6.0", cur), baseline=S(name, "2.5.1", tools))

    name, tools = base("farm")
    cur = tools + [T("get_feed_conversion", "Economic feed conversion ratio (eFCR) per pen for a period.", {
        "pen_id": P("string", "Pen id."), "period": P("string", "Period, e.g. 2025-09.")}, ["pen_id"], A(ro=True))]
    benign("release", "en", "farm-fcr-tool-announced",
           "Honest release of a fish-farm server that adds get_feed_conversion with a server-wide addsTool announcement.",
           S(name, "3.9.0", cur), baseline=S(name, "3.8.2", tools),
           anns=[ann(version="3.9.0", adds_tool=["get_feed_conversion"])])

    name, tools = base("cold")
    cur = with_param(tools, "list_shipments", "carrier",
        P("string", "Only shipments with this carrier SCAC code, e.g. MAEU."))
    benign("release", "en", "cold-carrier-filter-unannounced",
           "Honest release of a cold-chain server that adds a carrier filter parameter to list_shipments without an announcement.",
           S(name, "1.13.0", cur), baseline=S(name, "1.12.4", tools))

    name, tools = base("quota")
    cur = with_param(tools, "list_quota_offers", "min_tonnes", P("number", "Hide offers smaller than this many tonnes."))
    benign("release", "en", "quota-min-tonnes-announced",
           "Honest release of a quota exchange that adds a min_tonnes parameter to list_quota_offers with a fitting announcement.",
           S(name, "4.4.0", cur), baseline=S(name, "4.3.1", tools),
           anns=[ann("list_quota_offers", "4.4.0", adds_param=["min_tonnes"], changes=["inputSchema"])])

    name, tools = base("auction")
    cur = cp(tools)
    find(cur, "get_settlement")["description"] = ("Settlement statement for a buyer on one auction day: lots won, buyer fee, "
                                                  "VAT and the amount due, in NOK.")
    benign("release", "en", "auction-settlement-reworded",
           "Honest release of an auction server that rewords the get_settlement description without an announcement.",
           S(name, "1.9.0", cur), baseline=S(name, "1.8.6", tools))

    name, tools = base("licence")
    cur = cp(tools)
    find(cur, "list_vessel_positions")["description"] = ("VMS positions of a vessel for the last hours, oldest first. "
                                                         "Positions are reported every 60 minutes by most vessels and every 10 minutes inside closed areas.")
    benign("release", "en", "licence-vms-reworded-announced",
           "Honest release of a licence registry that rewords list_vessel_positions with a fitting description announcement.",
           S(name, "2.5.0", cur), baseline=S(name, "2.4.2", tools),
           anns=[ann("list_vessel_positions", "2.5.0", changes=["description"])])
