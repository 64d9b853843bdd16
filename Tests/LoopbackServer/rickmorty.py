"""The Rick and Morty API's behaviour over the shared corpus (corpus/rickmorty/API_NOTES.md).

Mounted at `/rickmorty` when the server runs with `--corpus`. Records are served as
recorded, with `https://rickandmortyapi.com/api` (the real base URL) in every link; the
server rewrites that to its own mount URL on the way out, in bodies and headers alike.

The rules follow the real server (afuh/rick-and-morty-api): 20 per page; `page` that is
not a positive number means page 1; filters are ANDed, case-insensitive substring regular
expressions with non-word characters escaped, except that a character filter value that
starts with "male" is anchored (`^male`); a page past the end, or a filter that matches
nothing, answers 404 {"error":"There is nothing here"}; `next`/`prev` repeat the filters
as received (trimmed, not re-encoded).
"""

import json
import math
import os
import re
from urllib.parse import unquote

from reply import json_reply

REAL_BASE = "https://rickandmortyapi.com/api"
PAGE_SIZE = 20

NO_PAGE = "There is nothing here"
BAD_PARAM = "Hey! you must provide an id"
BAD_ARRAY = "Bad... bad array :/"

# Resource path -> (corpus file, filters in the server's order, "not found" message, anchored-male rule).
RESOURCES = {
  "character": ("characters.json", ("name", "status", "species", "type", "gender"), "Character not found", True),
  "location": ("locations.json", ("name", "type", "dimension"), "Location not found", False),
  "episode": ("episodes.json", ("name", "episode"), "Episode not found", False),
}

_JS_DECIMAL = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_JS_RADIX = re.compile(r"^0([xX][0-9a-fA-F]+|[oO][0-7]+|[bB][01]+)$")
_JS_PARSE_INT = re.compile(r"^\s*([+-]?\d+)")


def js_number(text):
  """JavaScript's `Number(text)` for a string: a float, or NaN."""
  text = text.strip()
  if text == "":
    return 0.0
  if _JS_DECIMAL.match(text):
    return float(text)
  if _JS_RADIX.match(text):
    return float(int(text, 0))
  if text in ("Infinity", "+Infinity"):
    return math.inf
  if text == "-Infinity":
    return -math.inf
  return math.nan


def js_parse_int(text):
  """JavaScript's `parseInt(text)` for the decimal case: an int, or None for NaN."""
  match = _JS_PARSE_INT.match(text)
  return int(match.group(1)) if match else None


class RickAndMortyData:
  def __init__(self, records):
    # resource -> list of records sorted by id, and resource -> {id: record}
    self.records = {name: sorted(items, key=lambda record: record["id"]) for name, items in records.items()}
    self.by_id = {name: {record["id"]: record for record in items} for name, items in self.records.items()}

  @classmethod
  def load(cls, corpus_root):
    folder = os.path.join(corpus_root, "rickmorty")
    records = {}
    for name, (filename, _filters, _missing, _anchored) in RESOURCES.items():
      with open(os.path.join(folder, filename), "r", encoding="utf-8") as handle:
        records[name] = json.load(handle)
    return cls(records)

  def counts(self):
    return {name: len(items) for name, items in self.records.items()}

  # Routing ---------------------------------------------------------------------------------

  def handle(self, request):
    """A Reply for the Rick and Morty routes, or None to let fixtures and the miss answer."""
    if request.method not in ("GET", "HEAD"):
      return None
    path = request.path
    if path in ("/", ""):
      return json_reply(200, {
        "characters": REAL_BASE + "/character",
        "locations": REAL_BASE + "/location",
        "episodes": REAL_BASE + "/episode",
      })
    segments = path.split("/")[1:]
    if segments and segments[-1] == "" and len(segments) > 1:
      segments = segments[:-1]  # Express routes ignore one trailing slash
    resource = segments[0]
    if resource not in RESOURCES:
      return None
    if len(segments) == 1:
      return self.list(resource, request)
    if len(segments) == 2:
      identifier = unquote(segments[1])
      if resource == "character" and identifier == "avatar":
        return json_reply(404, {"error": NO_PAGE})
      return self.by_identifier(resource, identifier)
    return None

  # Lists -------------------------------------------------------------------------------------

  def received_filters(self, resource, request):
    """The allowed filters in the order first received, trimmed; repeated keys joined by ','."""
    allowed = RESOURCES[resource][1]
    values = {}
    order = []
    for name, value in request.query_pairs():
      if name not in values:
        values[name] = []
        order.append(name)
      values[name].append(value)
    received = []
    for name in order:
      if name in allowed:
        received.append((name, ",".join(value.strip() for value in values[name])))
    page_values = values.get("page")
    page_text = ",".join(page_values) if page_values else None
    return received, page_text

  def list(self, resource, request):
    _file, _allowed, _missing, anchored_male = RESOURCES[resource]
    filters, page_text = self.received_filters(resource, request)

    page_number = js_number(page_text) if page_text is not None else math.nan
    if page_number > 0:
      page = page_number
      page_label = js_parse_int(page_text)
    else:
      page, page_label = 1, 1

    patterns = []
    for name, value in filters:
      if value == "":
        continue
      if anchored_male and re.match(r"male", value, re.IGNORECASE):
        source = "^" + value
      else:
        source = re.sub(r"[^\w\s]", lambda match: "\\" + match.group(0), value, flags=re.ASCII)
      try:
        patterns.append((name, re.compile(source, re.IGNORECASE)))
      except re.error as error:
        return json_reply(500, {"error": "Invalid regular expression: /%s/: %s" % (source, error)})

    matches = [record for record in self.records[resource]
               if all(pattern.search(str(record.get(name, ""))) for name, pattern in patterns)]
    count = len(matches)
    pages = math.ceil(count / PAGE_SIZE)
    if page > pages:
      return json_reply(404, {"error": NO_PAGE})
    skip = int(page * PAGE_SIZE - PAGE_SIZE)
    results = matches[skip:skip + PAGE_SIZE]

    # NB: like the real server, the filter values go into next/prev exactly as received
    # (decoded and trimmed, not re-encoded), so `name=rick sanchez` keeps its space.
    suffix = "".join("&%s=%s" % (name, value) for name, value in filters if value)
    link_base = REAL_BASE + request.path
    label = page_label if page_label is not None else 1
    info = {
      "count": count,
      "pages": pages,
      "next": None if page >= pages else "%s?page=%d%s" % (link_base, label + 1, suffix),
      "prev": None if page < 2 else "%s?page=%d%s" % (link_base, label - 1, suffix),
    }
    return json_reply(200, {"info": info, "results": results})

  # By id -------------------------------------------------------------------------------------

  def by_identifier(self, resource, identifier):
    missing = RESOURCES[resource][2]
    records = self.by_id[resource]

    if re.search(r"\[.+\]$", identifier):
      try:
        values = json.loads(identifier)
      except ValueError:
        return json_reply(500, {"error": BAD_ARRAY})
      if not isinstance(values, list):
        return json_reply(500, {"error": BAD_ARRAY})
      wanted = set()
      for value in values:
        number = self.cast_number(value)
        if number is None:
          return json_reply(500, {"error": BAD_ARRAY})
        wanted.add(number)
      return self.many(resource, wanted)

    if "," in identifier and "[" not in identifier and "]" not in identifier and len(identifier) > 1:
      wanted = set()
      for piece in identifier.split(","):
        number = js_number(piece)
        if not math.isnan(number):
          wanted.add(number)
      return self.many(resource, wanted)

    if "[" in identifier or "]" in identifier:
      return json_reply(500, {"error": BAD_ARRAY})

    if js_parse_int(identifier) is None or math.isnan(js_number(identifier)):
      return json_reply(500, {"error": BAD_PARAM})
    number = js_number(identifier)
    record = records.get(int(number)) if math.isfinite(number) and number == int(number) else None
    if record is None:
      return json_reply(404, {"error": missing})
    return json_reply(200, record)

  @staticmethod
  def cast_number(value):
    """How the database casts an array element to a number; None when it cannot."""
    if isinstance(value, bool):
      return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
      return float(value)
    if isinstance(value, str):
      number = js_number(value)
      return None if math.isnan(number) else number
    return None

  def many(self, resource, wanted):
    records = self.by_id[resource]
    ids = sorted(int(number) for number in wanted if math.isfinite(number) and number == int(number))
    return json_reply(200, [records[identifier] for identifier in ids if identifier in records])
