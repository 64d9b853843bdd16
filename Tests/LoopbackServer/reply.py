"""The response value every route returns before the server writes it."""

import json


class Reply:
  """Status, ordered lowercase headers and a body; `source` says who produced it."""

  def __init__(self, status, headers=None, body=b"", source="route"):
    self.status = status
    self.headers = list(headers or [])
    self.body = body
    self.source = source

  def header(self, name):
    name = name.lower()
    for key, value in self.headers:
      if key == name:
        return value
    return None

  def set_header(self, name, value):
    name = name.lower()
    self.headers = [(key, old) for key, old in self.headers if key != name]
    self.headers.append((name, str(value)))

  def add_header_if_absent(self, name, value):
    if self.header(name) is None:
      self.headers.append((name.lower(), str(value)))


def json_reply(status, value, headers=None, source="route"):
  body = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
  all_headers = [("content-type", "application/json; charset=utf-8")] + list(headers or [])
  return Reply(status, all_headers, body, source=source)


def empty_reply(status, headers=None, source="route"):
  return Reply(status, headers, b"", source=source)
