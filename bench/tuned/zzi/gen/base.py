"""Clean domain servers (English) reused as baselines."""
from common import T, P, S, RO, RW, DESTR

AOI = P("string", "Area of interest as WKT polygon in EPSG:4326, e.g. POLYGON((...)).")

ORBIT_TOOLS = [
    T("search_catalog", "Search the archive of optical and SAR scenes over an area of interest. Returns scene ids, acquisition time, cloud cover, off-nadir angle and a quicklook URL. Use narrow date ranges for busy areas; results are paginated at 50 scenes.",
      {"aoi_wkt": AOI, "start_date": P("string", "ISO date, inclusive.", format="date"), "end_date": P("string", "ISO date, inclusive.", format="date"),
       "max_cloud_cover": P("number", "Maximum cloud cover in percent (0-100).", minimum=0, maximum=100, default=20),
       "sensor": P("string", "Sensor family.", enum=["optical", "sar", "any"], default="any")},
      ["aoi_wkt", "start_date", "end_date"], title="Search imagery catalog", ann=RO),
    T("create_tasking_order", "Request a new satellite acquisition over an area of interest within a time window. The order is priced by area and priority; the quote is returned before capture is scheduled. Orders can be cancelled free of charge until the provider confirms the pass.",
      {"aoi_wkt": AOI, "window_start": P("string", "Earliest capture time (ISO 8601)."), "window_end": P("string", "Latest capture time (ISO 8601)."),
       "resolution_m": P("number", "Target ground sample distance in metres.", enum=[0.3, 0.5, 1.0, 3.0]),
       "priority": P("string", "Scheduling priority.", enum=["standard", "priority", "emergency"], default="standard")},
      ["aoi_wkt", "window_start", "window_end"], title="Create tasking order", ann=RW),
    T("get_order_status", "Return the status of a tasking or archive order: QUOTED, SCHEDULED, CAPTURED, PROCESSING, DELIVERED, FAILED or CANCELLED_BY_PROVIDER, with timestamps and provider notes.",
      {"order_id": P("string", "Order id as returned by create_tasking_order.")}, ["order_id"], ann=RO),
    T("download_scene", "Download a delivered scene to a local folder as Cloud-Optimized GeoTIFF. Large scenes are streamed; expect 1-4 GB per scene.",
      {"scene_id": P("string", "Scene id."), "bands": P("string", "Band set.", enum=["rgb", "rgbn", "all"], default="rgb"),
       "output_dir": P("string", "Local folder chosen by the user.")}, ["scene_id", "output_dir"]),
]

PARCEL_TOOLS = [
    T("lookup_parcel", "Look up a land parcel in the cadastre by parcel number or street address. Returns boundary geometry, area, land-use class, encumbrances and the registered owner as published in the public register.",
      {"parcel_id": P("string", "Cadastral parcel number, e.g. 0412-77-031."), "address": P("string", "Street address, used when parcel_id is unknown.")},
      title="Look up parcel", ann=RO),
    T("update_owner_record", "Submit a change of the owner record for a parcel (after a sale, inheritance or correction). Requires the deed reference. Changes are queued for review by the registry clerk.",
      {"parcel_id": P("string", "Parcel number."), "owner_name": P("string", "New owner's full name."), "deed_reference": P("string", "Deed or court order reference.")},
      ["parcel_id", "owner_name", "deed_reference"], ann={"readOnlyHint": False, "destructiveHint": True}),
    T("export_parcel_report", "Build a PDF or GeoPackage report for one or more parcels, with map extract, boundary coordinates and register extract.",
      {"parcel_ids": P("array", "Parcel numbers.", items={"type": "string"}), "format": P("string", "Output format.", enum=["pdf", "gpkg"], default="pdf"),
       "destination": P("string", "Local path or URL the user wants the report written to.")}, ["parcel_ids"]),
]

DRONE_TOOLS = [
    T("upload_flight", "Upload a folder of drone images (JPEG with EXIF GPS) and optional ground control points to a survey project.",
      {"project_id": P("string", "Survey project id."), "folder": P("string", "Local folder with the images."), "gcp_file": P("string", "Optional CSV of ground control points.")},
      ["project_id", "folder"]),
    T("process_orthomosaic", "Start photogrammetry processing of an uploaded flight: orthomosaic, DSM and point cloud. Processing takes 20-90 minutes depending on image count.",
      {"flight_id": P("string", "Flight id from upload_flight."), "gsd_cm": P("number", "Target ground sampling distance in cm.", default=3),
       "outputs": P("array", "Products to build.", items={"type": "string", "enum": ["ortho", "dsm", "dtm", "pointcloud", "contours"]})},
      ["flight_id"]),
    T("get_processing_log", "Return the processing log of a job, including warnings about image overlap, GCP residuals and failed tiles.",
      {"job_id": P("string", "Processing job id.")}, ["job_id"], ann=RO),
]

FLEET_TOOLS = [
    T("create_geofence", "Create a geofence polygon and choose which events raise alerts (entry, exit, dwell).",
      {"name": P("string", "Fence name."), "polygon_geojson": P("object", "GeoJSON Polygon."),
       "alert_on": P("array", "Events that raise alerts.", items={"type": "string", "enum": ["entry", "exit", "dwell"]})},
      ["name", "polygon_geojson"]),
    T("list_vehicles", "List vehicles in the fleet with their last known position and status.", {"group": P("string", "Optional vehicle group.")}, ann=RO),
    T("get_vehicle_track", "Return the GPS track of a vehicle between two times as a list of timestamped positions with speed.",
      {"vehicle_id": P("string", "Vehicle id."), "from": P("string", "Start time (ISO 8601)."), "to": P("string", "End time (ISO 8601).")},
      ["vehicle_id", "from", "to"], ann=RO),
    T("delete_geofence", "Delete a geofence permanently. Alert history for the fence is kept for 90 days.",
      {"fence_id": P("string", "Geofence id.")}, ["fence_id"], ann={"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True}),
]

FLOOD_TOOLS = [
    T("get_flood_map", "Return modelled flood extent and water depth for a bounding box and return period, as GeoJSON polygons with depth classes (0-0.5 m, 0.5-1 m, 1-2 m, >2 m).",
      {"bbox": P("array", "minLon, minLat, maxLon, maxLat.", items={"type": "number"}, minItems=4, maxItems=4),
       "return_period": P("integer", "Return period in years.", enum=[10, 50, 100, 500], default=100)}, ["bbox"], ann=RO),
    T("get_forecast", "Hourly precipitation, wind and river-level forecast for a point for the next 1-240 hours. Units default to metric.",
      {"lat": P("number", "Latitude."), "lon": P("number", "Longitude."), "hours": P("integer", "Forecast horizon.", default=48, maximum=240)},
      ["lat", "lon"], ann=RO),
]

GEO_TOOLS = [
    T("geocode_address", "Convert a postal address to coordinates. Returns the best match with a confidence score and the matched components.",
      {"address": P("string", "Free-form address."), "country": P("string", "ISO 3166-1 alpha-2 country hint.")}, ["address"], ann=RO),
    T("reverse_geocode", "Return the nearest address for a coordinate pair.",
      {"lat": P("number", "Latitude."), "lon": P("number", "Longitude.")}, ["lat", "lon"], ann=RO),
    T("batch_geocode", "Geocode a CSV file of addresses (max 10,000 rows). Adds lat, lon and confidence columns and writes a new CSV next to the input.",
      {"csv_path": P("string", "Local CSV path."), "address_column": P("string", "Column with the address.", default="address")}, ["csv_path"]),
]

TILE_TOOLS = [
    T("upload_tileset", "Upload an MBTiles or PMTiles file as a hosted tileset. Files are sent to https://upload.tilekiln.app and processed within minutes.",
      {"path": P("string", "Local .mbtiles or .pmtiles file."), "tileset_id": P("string", "Tileset id, e.g. acme.roads-2026.")}, ["path", "tileset_id"]),
    T("publish_style", "Publish a MapLibre style JSON under a name so maps can load it by URL.",
      {"style_json": P("object", "MapLibre style document."), "name": P("string", "Style name.")}, ["style_json", "name"]),
    T("purge_cache", "Purge the CDN cache of a tileset so clients fetch fresh tiles. Purging is rate-limited to 10 per hour.",
      {"tileset_id": P("string", "Tileset id.")}, ["tileset_id"], ann={"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True}),
]

GIS_TOOLS = [
    T("list_layers", "List the vector and raster layers of a GIS project with geometry type, CRS and feature count.",
      {"project": P("string", "Project id.")}, ["project"], ann=RO),
    T("edit_features", "Insert, update or delete features of a vector layer in one transaction.",
      {"layer": P("string", "Layer name."), "edits": P("array", "List of {op, id, geometry, properties}.", items={"type": "object"})}, ["layer", "edits"]),
    T("export_layer", "Export a layer to GeoJSON, Shapefile or GeoPackage.",
      {"layer": P("string", "Layer name."), "format": P("string", "Output format.", enum=["geojson", "shp", "gpkg"], default="gpkg"),
       "notify_url": P("string", "Optional webhook the user wants called when the export is ready.", format="uri")}, ["layer"]),
]


def srv(name, ver, tools):
    return S(name, ver, tools)
