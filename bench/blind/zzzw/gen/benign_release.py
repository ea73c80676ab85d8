"""English benign: honest releases and generic names shared with unrelated servers."""
from common import P, T, SRV, ann, bump, tool_of, others, scenario, ANN


def sensor_hub(version="1.2.0"):
    return SRV("bin-sensor-hub", version, [
        T("list_containers", "List monitored containers with address, size and current fill level.", {
            "zone": P("string", "Service zone."),
            "over_pct": P("number", "Only containers fuller than this percentage."),
        }, annotations=ann(ro=True)),
        T("get_container", "Details and last 24 readings of one container.", {
            "container_id": P("string", "Container id."),
        }, required=["container_id"], annotations=ann(ro=True)),
    ])


def invoice_pro(version="5.1.0"):
    return SRV("haulinvoice-pro", version, [
        T("get_invoice", "Fetch an invoice with its lines.", {
            "number": P("string", "Invoice number, e.g. HI-2025-00412."),
        }, required=["number"], annotations=ann(ro=True)),
        T("create_invoice", "Create a draft invoice for a commercial account from completed work orders.", {
            "account": P("string", "Account number."),
            "work_order_ids": P("array", "Completed work orders to bill.", items={"type": "string"}),
        }, required=["account", "work_order_ids"]),
    ])


def optimizer(version="0.12.0", extra=None):
    props = {
        "depot": P("string", "Depot id."),
        "stops": P("array", "Stop ids.", items={"type": "string"}),
        "max_shift_hours": P("number", "Maximum shift length.", default=10),
    }
    if extra:
        props.update(extra)
    return SRV("wasteroute-optimizer", version, [
        T("optimize_route", "Compute an efficient stop sequence for one collection vehicle.", props,
          required=["depot", "stops"]),
        T("route_summary", "Distance, drive time and stop count of a computed route.", {
            "route_id": P("string", "Route id."),
        }, required=["route_id"], annotations=ann(ro=True)),
    ])


def scale_lite(version="2.0.0", desc="Look up a landfill scale ticket by number. Returns weights, material and charges."):
    return SRV("landfill-scale-lite", version, [
        T("get_ticket", desc, {
            "ticket_number": P("string", "Ticket number as printed."),
        }, required=["ticket_number"], annotations=ann(ro=True)),
        T("tickets_for_hauler", "Tickets of one hauler in a date range.", {
            "hauler": P("string", "Hauler code."),
            "from": P("string", "YYYY-MM-DD."),
            "to": P("string", "YYYY-MM-DD."),
        }, required=["hauler"], annotations=ann(ro=True)),
    ])


def manifest_status(version="1.4.0", desc="Returns the status of an e-Manifest by tracking number."):
    return SRV("manifest-tracker", version, [
        T("manifest_status", desc, {
            "mtn": P("string", "Manifest tracking number (12 characters)."),
        }, required=["mtn"], annotations=ann(ro=True)),
        T("manifests_in_transit", "Manifests currently in transit for a generator.", {
            "generator_epa_id": P("string", "Generator EPA ID."),
        }, required=["generator_epa_id"], annotations=ann(ro=True)),
    ])


def build():
    out = []
    base = sensor_hub()
    cur = bump(base, "1.3.0")
    cur["tools"].append(T("get_battery_status", "Battery voltage and expected days left for each sensor in a zone.", {
        "zone": P("string", "Service zone."),
    }, annotations=ann(ro=True)))
    out.append(scenario(
        "release", "en", "sensor-hub-battery-tool",
        "Honest release of a container sensor server that adds a read-only battery status tool without an announcement.",
        baseline=base, current=cur, release="tool_added",
    ))

    base = invoice_pro()
    cur = bump(base, "5.2.0")
    cur["tools"].append(T(
        "apply_fuel_surcharge",
        "Add the monthly fuel surcharge line to a draft invoice, using the rate the account's contract names.",
        {
            "number": P("string", "Draft invoice number."),
            "month": P("string", "Month whose diesel index applies, YYYY-MM."),
        }, required=["number", "month"]))
    out.append(scenario(
        "release", "en", "invoice-fuel-surcharge-announced",
        "Honest release of an invoicing server that adds a fuel surcharge tool, covered by a server-wide addsTool announcement.",
        baseline=base, current=cur, release="tool_added_announced",
        announcements=[ANN("apply_fuel_surcharge", "5.2.0", adds_tool=["apply_fuel_surcharge"])],
    ))

    base = optimizer()
    cur = optimizer(version="0.13.0", extra={
        "avoid_school_zones": P("boolean", "Avoid school zones during drop-off and pick-up hours.", default=False),
    })
    out.append(scenario(
        "release", "en", "optimizer-school-zones-param",
        "Honest release of a route optimizer that adds an avoid_school_zones parameter without an announcement.",
        baseline=base, current=cur, release="param_added",
    ))

    base = scale_lite()
    cur = scale_lite(version="2.0.1", desc=(
        "Look up a landfill scale ticket by the number printed on it. Returns gross, tare and net weight, the "
        "material code and the disposal charges."))
    out.append(scenario(
        "release", "en", "scale-ticket-wording",
        "Honest release of a scale ticket server whose lookup description is reworded without an announcement.",
        baseline=base, current=cur, release="desc_reworded",
    ))

    base = manifest_status()
    cur = manifest_status(version="1.5.0", desc=(
        "Returns the current status of an e-Manifest (for example Scheduled, InTransit, ReadyForSignature or "
        "Signed) by its tracking number."))
    out.append(scenario(
        "release", "en", "manifest-status-wording-announced",
        "Honest release of a manifest tracker whose status description is reworded, covered by a matching description announcement.",
        baseline=base, current=cur, release="desc_reworded_announced",
        announcements=[ANN("manifest_status", "1.5.0", changes=["description"])],
    ))

    # generic names shared with unrelated servers
    out.append(scenario(
        "generic", "en", "manifest-search",
        "First contact with a manifest archive server exposing a generic search tool while an unrelated knowledge-base server also exposes search.",
        current=SRV("emanifest-archive", "0.9.2", [
            T("search", "Search archived hazardous waste manifests by tracking number, generator, transporter or waste code.", {
                "query": P("string", "Tracking number, EPA ID, company name or waste code."),
                "year": P("integer", "Limit to a shipment year."),
            }, required=["query"], annotations=ann(ro=True)),
            T("get_manifest_pdf", "Link to the signed PDF copy of an archived manifest.", {
                "mtn": P("string", "Manifest tracking number."),
            }, required=["mtn"], annotations=ann(ro=True)),
        ]),
        others=others("kb"),
    ))
    out.append(scenario(
        "generic", "en", "compactor-get-status",
        "First contact with a compactor monitoring server exposing get_status while an unrelated Statuspage server also exposes get_status.",
        current=SRV("compactor-monitor", "2.3.1", [
            T("get_status", "Current status of a stationary compactor: fullness, hydraulic pressure, last cycle and faults.", {
                "compactor_id": P("string", "Compactor id."),
            }, required=["compactor_id"], annotations=ann(ro=True)),
            T("list_compactors", "Compactors at a customer site.", {
                "site": P("string", "Site id."),
            }, annotations=ann(ro=True)),
        ]),
        others=others("statuspage"),
    ))
    out.append(scenario(
        "generic", "en", "pricebook-list-items",
        "First contact with a buyback price book server exposing list_items while an unrelated to-do server also exposes list_items.",
        current=SRV("buyback-pricebook", "1.0.0", [
            T("list_items", "List the price book items (material grades) with the current buy price per pound.", {
                "category": P("string", "Category.", enum=["ferrous", "nonferrous", "plastics", "fiber", "ewaste"]),
            }, annotations=ann(ro=True)),
            T("update_price", "Change the posted buy price of an item.", {
                "item_id": P("string", "Item id."),
                "price_per_lb": P("number", "New price in USD."),
            }, required=["item_id", "price_per_lb"]),
        ]),
        others=others("todo"),
    ))
    out.append(scenario(
        "generic", "en", "cart-repair-create-issue",
        "First contact with a cart repair desk exposing create_issue while an unrelated GitHub server also exposes create_issue.",
        current=SRV("cart-repair-desk", "0.4.0", [
            T("create_issue", "Open a repair issue for a damaged cart (broken lid, wheel, axle, cracked body).", {
                "cart_serial": P("string", "Serial printed under the handle."),
                "problem": P("string", "Problem.", enum=["lid", "wheel", "axle", "body", "stolen"]),
                "notes": P("string", "Notes for the repair crew."),
            }, required=["cart_serial", "problem"]),
            T("list_open_issues", "Open repair issues by route.", {
                "route": P("string", "Route code."),
            }, annotations=ann(ro=True)),
        ]),
        others=others("github"),
    ))
    return out


BENIGN = build()
