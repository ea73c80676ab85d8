"""release (English): honest releases, with and without fitting announcements."""
from common import (B, P, T, S, ARR, OBJ, ann, RO, bump, announce, others,
                    mashbook, kegtrail, distroflow, tankhouse, barrelbook, vineclub)


def _tool_added(base, version, new_tool):
    def fn(t, s):
        s["tools"].append(new_tool)
    return bump(base, version, fn)


def scenarios():
    out = []

    b = mashbook()
    c = _tool_added(b, "1.5.0", T("list_hop_inventory", "List hop inventory by variety, crop year, alpha acid and pounds on hand.", {
        "variety": P("string", "Hop variety, e.g. Citra"),
        "crop_year": P("integer", "Crop year"),
    }, annotations=RO("Hop inventory")))
    out.append(B("release", "en", "hop-inventory-tool-unannounced",
                 "An honest brewhouse server release that adds a read-only hop inventory tool without any announcement.",
                 c, baseline=b, expect="LOW"))

    b = kegtrail()
    c = _tool_added(b, "2.3.0", T("keg_age_report", "Report kegs that have been at an account longer than a given number of days, grouped by account.", {
        "min_days": P("integer", "Minimum days at the account", default=45),
    }, annotations=RO()))
    out.append(B("release", "en", "keg-age-report-announced",
                 "An honest keg-tracking release that adds a report tool, covered by a server-wide addsTool announcement for that version.",
                 c, baseline=b, ann_list=[announce("2.3.0", addsTool=["keg_age_report"])], expect="NONE"))

    b = distroflow()

    def fn(t, s):
        t["list_distributor_orders"]["inputSchema"]["properties"]["since"] = P("string", "Only orders placed on or after this date (YYYY-MM-DD)", format="date")
    c = bump(b, "3.3.0", fn)
    out.append(B("release", "en", "orders-since-param-unannounced",
                 "An honest distributor-order release that adds a date filter parameter to the order listing without an announcement.",
                 c, baseline=b, others=others("gmail"), expect="MEDIUM"))

    b = tankhouse()

    def fn(t, s):
        t["record_addition"]["inputSchema"]["properties"]["added_by"] = P("string", "Initials of the cellar operator who made the addition")
    c = bump(b, "2.1.0", fn)
    out.append(B("release", "en", "addition-operator-param-announced",
                 "An honest cellar tank release that adds an operator-initials parameter, covered by a matching addsParam announcement.",
                 c, baseline=b,
                 ann_list=[announce("2.1.0", tool="record_addition", addsParam=["added_by"], changes=["inputSchema"])],
                 expect="NONE"))

    b = barrelbook()

    def fn(t, s):
        t["proof_gallon_report"]["description"] = (
            "Compute the month's proof gallons received into storage, dumped to processing and lost to evaporation, as entered on the TTB monthly "
            "storage and processing reports. Figures only; the forms themselves are filed separately.")
    c = bump(b, "1.1.1", fn)
    out.append(B("release", "en", "proof-gallon-wording-unannounced",
                 "An honest barrel-warehouse release that rewords the proof gallon report description without an announcement.",
                 c, baseline=b, expect="MEDIUM"))

    b = vineclub()

    def fn(t, s):
        tool = t["create_shipment_run"]
        tool["description"] = (
            "Create a club shipment run for a release: picks the bottles per tier, checks each destination state's direct-to-consumer rules "
            "and prepares carrier labels with the chosen carrier. Nothing is charged yet.")
        tool["inputSchema"]["properties"]["carrier"] = P("string", "Carrier for the labels", enum=["ups", "fedex", "gso"], default="ups")
    c = bump(b, "2.4.0", fn)
    out.append(B("release", "en", "shipment-carrier-announced",
                 "An honest wine club release that adds a carrier parameter and rewords the shipment-run description, both covered by one fitting announcement.",
                 c, baseline=b,
                 ann_list=[announce("2.4.0", tool="create_shipment_run", addsParam=["carrier"], changes=["description", "inputSchema"])],
                 expect="NONE"))
    return out
