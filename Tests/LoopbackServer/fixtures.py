"""Contract A replay fixtures: load `fixtures/<folder>/**/*.json` and answer requests from them.

Matching is by method plus path, with query items compared as a sorted list of
percent-decoded name/value pairs (see BRIEF Contract A). A second, looser pass
also treats `+` as a space, because clients disagree on how to encode spaces.
"""

import json
import os
import threading
from urllib.parse import unquote

from reply import Reply


def split_target(target):
  """Split `/path?query` into (path, query) without decoding."""
  path, sep, query = target.partition("?")
  return path, query


def decoded_pairs(query, plus_is_space=False):
  """Sorted, percent-decoded (name, value) pairs of a raw query string."""
  pairs = []
  if not query:
    return tuple()
  for piece in query.split("&"):
    if piece == "":
      continue
    name, _, value = piece.partition("=")
    if plus_is_space:
      name, value = name.replace("+", " "), value.replace("+", " ")
    pairs.append((unquote(name), unquote(value)))
  return tuple(sorted(pairs))


def match_keys(method, target):
  """The strict and the loose key of a request target (`/path?query`)."""
  path, query = split_target(target)
  path = unquote(path)
  strict = (method.upper(), path, decoded_pairs(query))
  loose = (method.upper(), path, decoded_pairs(query, plus_is_space=True))
  return strict, loose


class FixtureFolder:
  """The exchanges of one provider folder, indexed by request."""

  def __init__(self, directory):
    self.directory = directory
    self.signature = None
    self.strict = {}
    self.loose = {}
    self.errors = []

  def _current_signature(self):
    entries = []
    for base, _dirs, files in os.walk(self.directory):
      for name in files:
        if name.endswith(".json"):
          full = os.path.join(base, name)
          try:
            stat = os.stat(full)
          except OSError:
            continue
          entries.append((full, stat.st_mtime_ns, stat.st_size))
    entries.sort()
    return tuple(entries)

  def refresh(self):
    """Re-index when files were added, removed or changed since the last look."""
    signature = self._current_signature()
    if signature == self.signature:
      return
    strict, loose, errors = {}, {}, []
    for full, _mtime, _size in signature:
      try:
        with open(full, "r", encoding="utf-8") as handle:
          exchange = json.load(handle)
        request = exchange["request"]
        response = exchange["response"]
        keys = match_keys(request.get("method", "GET"), request["path"])
      except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        errors.append("%s: %s" % (full, error))
        continue
      # NB: the first file (in sorted path order) wins when two files record the same request.
      strict.setdefault(keys[0], response)
      loose.setdefault(keys[1], response)
    self.signature, self.strict, self.loose, self.errors = signature, strict, loose, errors

  def lookup(self, method, target):
    keys = match_keys(method, target)
    response = self.strict.get(keys[0])
    if response is None:
      response = self.loose.get(keys[1])
    if response is None and method.upper() == "HEAD":
      return self.lookup("GET", target)
    return response


class FixtureStore:
  """All fixture folders under one root, loaded lazily and re-indexed when they change."""

  def __init__(self, root):
    self.root = root
    self.folders = {}
    self.lock = threading.Lock()

  def has_folder(self, folder):
    return bool(self.root) and os.path.isdir(os.path.join(self.root, folder))

  def reply(self, folder, method, target):
    """A Reply for `target` (relative to the folder's base URL), or None when nothing matches."""
    if not self.has_folder(folder) or folder.startswith(".") or "/" in folder:
      return None
    with self.lock:
      entry = self.folders.get(folder)
      if entry is None:
        entry = FixtureFolder(os.path.join(self.root, folder))
        self.folders[folder] = entry
      entry.refresh()
      response = entry.lookup(method, target)
    if response is None:
      return None
    return reply_from_fixture(response)


def reply_from_fixture(response):
  status = int(response.get("status", 200))
  headers = []
  for name, value in (response.get("headers") or {}).items():
    headers.append((name.lower(), str(value)))
  if "body" in response:
    body = json.dumps(response["body"], ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if not any(name == "content-type" for name, _ in headers):
      headers.append(("content-type", "application/json; charset=utf-8"))
  elif "bodyText" in response:
    body = str(response["bodyText"]).encode("utf-8")
    if not any(name == "content-type" for name, _ in headers):
      headers.append(("content-type", "text/plain; charset=utf-8"))
  else:
    body = b""
  return Reply(status, headers, body, source="fixture")
