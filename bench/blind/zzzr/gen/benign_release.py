"""English honest releases (with and without fitting announcements)."""
from common import (p, arr, obj, ann, tool, srv, evolve, add_tool, add_param, set_desc,
                    announce, others, scenario)

SCENARIOS = []
add = SCENARIOS.append

# (a) tool added, not announced -> LOW
BOXBUDDY_BASE = srv(
    "boxbuddy-inventory", "1.4.0",
    tool("create_room", "Create a room in a move inventory.",
         {"inventory_id": p("string", "Inventory id"), "name": p("string", "Room name")},
         ["inventory_id", "name"]),
    tool("add_inventory_item", "Add an item to a room.",
         {"room_id": p("string", "Room id"),
          "name": p("string", "Item name"),
          "quantity": p("integer", "Quantity", default=1),
          "cubic_feet": p("number", "Approximate volume; leave empty to use the catalogue value")},
         ["room_id", "name"]),
    tool("get_inventory_volume", "Total volume and estimated weight of an inventory.",
         {"inventory_id": p("string", "Inventory id")}, ["inventory_id"],
         annotations=ann(ro=True)),
)
add(scenario(
    "release", "en", "inventory-duplicate-room-tool",
    "An honest inventory release that adds a duplicate_room tool (copy a room's items into a new room) with no announcement.",
    evolve(BOXBUDDY_BASE, "1.5.0",
           add_tool(tool("duplicate_room",
                         "Copy all items of a room into a new room, e.g. for two identical bedrooms.",
                         {"room_id": p("string", "Room to copy"),
                          "new_name": p("string", "Name of the new room")},
                         ["room_id", "new_name"]))),
    baseline=BOXBUDDY_BASE,
))

# (b) tool added with a server-wide addsTool announcement -> NONE
DOCKSLOT_BASE = srv(
    "dockslot-scheduler", "2.1.0",
    tool("book_elevator_slot",
         "Reserve the service elevator or loading dock of an apartment building for a move window.",
         {"building_id": p("string", "Building id"),
          "date": p("string", "YYYY-MM-DD"),
          "start": p("string", "Start time HH:MM"),
          "hours": p("integer", "Length of the slot in hours (1-4)")},
         ["building_id", "date", "start", "hours"]),
    tool("cancel_elevator_slot", "Cancel a reserved elevator or dock slot.",
         {"slot_id": p("string", "Slot id")}, ["slot_id"], annotations=ann(destructive=True)),
)
add(scenario(
    "release", "en", "dock-list-tool-announced",
    "An honest building-logistics release that adds a list_loading_docks tool, covered by a server-wide addsTool announcement for that version.",
    evolve(DOCKSLOT_BASE, "2.2.0",
           add_tool(tool("list_loading_docks",
                         "List the loading docks of a building with their clearance height and opening hours.",
                         {"building_id": p("string", "Building id")}, ["building_id"],
                         annotations=ann(ro=True)))),
    baseline=DOCKSLOT_BASE,
    announcements=[announce(adds_tool=["list_loading_docks"], version="2.2.0")],
))

# (c) parameter added with a fitting announcement -> NONE
QUOTELINE_BASE = srv(
    "quoteline", "0.8.0",
    tool("get_quote",
         "Get a non-binding quote for a local move based on home size and distance.",
         {"origin_zip": p("string", "Origin ZIP"),
          "destination_zip": p("string", "Destination ZIP"),
          "home_size": p("string", "Home size", enum=["studio", "1br", "2br", "3br", "4br+"])},
         ["origin_zip", "destination_zip", "home_size"], annotations=ann(ro=True)),
)
add(scenario(
    "release", "en", "quote-stairs-param-announced",
    "An honest quote release that adds an optional stairs_flights parameter to get_quote, with an announcement naming the tool, the parameter, the schema change and the version.",
    evolve(QUOTELINE_BASE, "0.9.0",
           add_param("get_quote", "stairs_flights",
                     p("integer", "Flights of stairs without an elevator, both ends combined", default=0))),
    baseline=QUOTELINE_BASE,
    announcements=[announce(tool="get_quote", adds_param=["stairs_flights"],
                            changes=["inputSchema"], version="0.9.0")],
))

# (d) description reworded with a fitting announcement -> NONE
UNITFINDER_BASE = srv(
    "unitfinder", "3.0.1",
    tool("search_units",
         "Search self-storage units near a place. Results include price, size and whether the unit is climate controlled.",
         {"near": p("string", "City, ZIP or address"),
          "size": p("string", "Unit size", enum=["5x5", "5x10", "10x10", "10x20"])},
         ["near"], annotations=ann(ro=True)),
    tool("get_unit", "Get details and photos of one unit.",
         {"unit_id": p("string", "Unit id")}, ["unit_id"], annotations=ann(ro=True)),
)
add(scenario(
    "release", "en", "search-units-reworded-announced",
    "An honest storage-search release that rewords the search_units description, with an announcement for a description change of that tool in that version.",
    evolve(UNITFINDER_BASE, "3.0.2",
           set_desc("search_units",
                    "Search self-storage units near a place. Each result lists the monthly price, the size, drive-up access and whether the unit is climate controlled.")),
    baseline=UNITFINDER_BASE,
    announcements=[announce(tool="search_units", changes=["description"], version="3.0.2")],
))

# (e) description reworded, not announced -> MEDIUM
CHECKLIST_BASE = srv(
    "movingday-checklist", "1.0.0",
    tool("get_checklist",
         "Get the moving checklist for the weeks before a move date.",
         {"move_date": p("string", "YYYY-MM-DD")}, ["move_date"], annotations=ann(ro=True)),
    tool("check_off", "Mark a checklist task as done.",
         {"task_id": p("string", "Task id")}, ["task_id"]),
)
add(scenario(
    "release", "en", "checklist-reworded-unannounced",
    "An honest checklist release that rewords get_checklist to mention utilities and school records, with no announcement.",
    evolve(CHECKLIST_BASE, "1.1.0",
           set_desc("get_checklist",
                    "Get the moving checklist for the weeks before a move date, including utility transfers and school record requests.")),
    baseline=CHECKLIST_BASE,
))
