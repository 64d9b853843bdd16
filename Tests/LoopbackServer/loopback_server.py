#!/usr/bin/env python3
"""explore's loopback HTTP test server (Contract C). Python 3 standard library only.

    python3 loopback_server.py --port 0 --fixtures FIXTURES [--corpus CORPUS]
                               [--token TOKEN] [--max-seconds N]

Binds 127.0.0.1 only and prints `LISTENING <port>` as its first stdout line.
Exits when stdin reaches end of file, on SIGTERM, or after --max-seconds.
See README.md next to this file for every route, switch and data set.
"""

import argparse
import email.utils
import hashlib
import json
import os
import signal
import socket
import sys
import threading
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import unquote

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from faults import FaultBook, FaultError  # noqa: E402
from fixtures import FixtureStore  # noqa: E402
from reply import Reply, json_reply  # noqa: E402

# The provider's real base URL for each mount; the server rewrites it to its own mount URL.
REAL_BASE_URLS = {
  "github": "https://api.github.com",
  "rickmorty": "https://rickandmortyapi.com/api",
}

MISS_DOCUMENTATION = "Tests/LoopbackServer/README.md"


class Request:
  """One request as the routes see it: the path below the mount, the raw query, the mount's URL."""

  def __init__(self, method, mount, path, query, headers, body, base):
    self.method = method
    self.mount = mount
    self.path = path            # below the mount, starting with "/" (may be just "/")
    self.query = query          # raw query string without "?", "" when absent
    self.headers = headers      # dict of lowercase name -> value
    self.body = body
    self.base = base            # http://127.0.0.1:PORT/<mount>

  @property
  def target(self):
    return self.path + ("?" + self.query if self.query else "")

  def query_pairs(self):
    """Percent-decoded (name, value) pairs in the order received; `+` is a space, as in forms."""
    pairs = []
    for piece in self.query.split("&") if self.query else []:
      if piece == "":
        continue
      name, _, value = piece.partition("=")
      pairs.append((unquote(name.replace("+", " ")), unquote(value.replace("+", " "))))
    return pairs

  def query_value(self, name, default=None):
    for key, value in self.query_pairs():
      if key == name:
        return value
    return default


class LazyRickAndMorty:
  """Loads the corpus on a background thread so the server reports its port at once."""

  def __init__(self, corpus):
    self.ready = threading.Event()
    self.data = None
    self.error = None
    threading.Thread(target=self._load, args=(corpus,), name="rickmorty-load", daemon=True).start()

  def _load(self, corpus):
    try:
      import rickmorty
      self.data = rickmorty.RickAndMortyData.load(corpus)
    except Exception as error:  # reported on every request below
      self.error = error
      traceback.print_exc(file=sys.stderr)
    finally:
      self.ready.set()

  def handle(self, request):
    self.ready.wait(120)
    if self.data is None:
      return json_reply(500, {"message": "loopback server could not load the Rick and Morty corpus: %s"
                                         % (self.error or "timed out")})
    return self.data.handle(request)


class ServerState:
  """Everything the handler threads share. Each part has its own lock."""

  def __init__(self, args):
    self.args = args
    self.port = None
    self.fixtures = FixtureStore(args.fixtures)
    self.faults = FaultBook()
    self.log_lock = threading.Lock()
    self.log = []
    self.rickmorty = None
    self.github = None
    if args.corpus:
      self.rickmorty = LazyRickAndMorty(args.corpus)
    import github
    self.github = github.GitHubData(token=args.token)

  def host_base(self):
    return "http://127.0.0.1:%d" % self.port

  def record(self, entry):
    with self.log_lock:
      self.log.append(entry)

  def requests(self):
    with self.log_lock:
      return [dict(entry) for entry in self.log]

  def reset(self):
    with self.log_lock:
      self.log = []
    self.faults.clear()


def miss(method, target):
  return json_reply(404, {
    "message": "Not Found",
    "error": "no loopback route or fixture for %s %s" % (method, target),
    "documentation_url": MISS_DOCUMENTATION,
  }, source="miss")


def rewrite_base_urls(reply, mount, base):
  """Replace the provider's real base URL with this server's mount URL in headers and body."""
  real = REAL_BASE_URLS.get(mount)
  if real is None:
    return reply
  reply.headers = [(name, value.replace(real, base)) for name, value in reply.headers]
  if reply.body:
    reply.body = reply.body.replace(real.encode("utf-8"), base.encode("utf-8"))
  return reply


def quoted_hash(body):
  return '"%s"' % hashlib.sha256(body).hexdigest()[:40]


def etag_matches(if_none_match, etag):
  if if_none_match is None or etag is None:
    return False
  if if_none_match.strip() == "*":
    return True
  wanted = etag[2:] if etag.startswith("W/") else etag
  for candidate in if_none_match.split(","):
    candidate = candidate.strip()
    if candidate.startswith("W/"):
      candidate = candidate[2:]
    if candidate == wanted:
      return True
  return False


def not_modified_since(if_modified_since, last_modified):
  if not if_modified_since or not last_modified:
    return False
  try:
    since = email.utils.parsedate_to_datetime(if_modified_since)
    modified = email.utils.parsedate_to_datetime(last_modified)
  except (TypeError, ValueError):
    return False
  return modified <= since


class Handler(BaseHTTPRequestHandler):
  protocol_version = "HTTP/1.1"
  server_version = "explore-loopback/1.0"
  sys_version = ""

  def setup(self):
    super().setup()
    # NB: headers and body go out in one write and Nagle is off; otherwise delayed ACKs
    # add about 40 ms to every small answer on keep-alive connections.
    try:
      self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except OSError:
      pass

  # Quiet: no per-request lines on stderr.
  def log_message(self, format, *args):  # noqa: A002
    if self.server.state.args.verbose:
      sys.stderr.write("loopback: " + (format % args) + "\n")

  def do_GET(self):
    self.handle_any()

  do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_GET

  @property
  def state(self):
    return self.server.state

  def read_body(self):
    if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
      chunks = []
      while True:
        size_line = self.rfile.readline()
        size = int(size_line.split(b";")[0].strip() or b"0", 16)
        if size == 0:
          while self.rfile.readline() not in (b"\r\n", b"\n", b""):
            pass
          break
        chunks.append(self.rfile.read(size))
        self.rfile.readline()
      return b"".join(chunks)
    length = int(self.headers.get("Content-Length") or 0)
    return self.rfile.read(length) if length > 0 else b""

  def handle_any(self):
    try:
      body = self.read_body()
      target = self.path
      if target.startswith("http://") or target.startswith("https://"):
        target = "/" + target.split("/", 3)[3] if target.count("/") >= 3 else "/"
      path, _, query = target.partition("?")
      if path.startswith("/_control/") or path == "/_control":
        self.send_reply(self.control(path, query, body), head=False)
        return
      headers = {name.lower(): value for name, value in self.headers.items()}
      entry = {"method": self.command, "path": path, "query": query, "headers": headers}
      self.state.record(entry)
      decision = self.state.faults.decide(path)
      if decision.delay_ms > 0:
        time.sleep(decision.delay_ms / 1000.0)
      action = decision.action
      if action is not None and self.answer_with_fault(action, path, query, entry):
        return
      reply, request = self.route(path, query, headers, body)
      reply = self.finish_reply(reply, headers)
      if request is not None and request.mount == "github" and self.state.github is not None:
        self.state.github.add_rate_limit_headers(request, reply)
      entry["status"] = reply.status
      if action is not None and action.get("closeMidBody"):
        entry["status"] = reply.status
        entry["fault"] = "closeMidBody"
        self.send_partial(reply)
        return
      if action is not None and action.get("truncateJSON"):
        entry["fault"] = "truncateJSON"
        reply.body = reply.body[: len(reply.body) // 2]
      self.send_reply(reply, head=self.command == "HEAD")
    except (BrokenPipeError, ConnectionResetError):
      self.close_connection = True
    except Exception as error:  # a bug in a route: answer 500 and say why on stderr
      traceback.print_exc(file=sys.stderr)
      try:
        self.send_reply(json_reply(500, {"message": "loopback server error: %s" % error}), head=False)
      except OSError:
        self.close_connection = True

  # Routing ---------------------------------------------------------------------------------

  def route(self, path, query, headers, body):
    """The normal answer, and the Request the mount saw (None for a path with no mount)."""
    parts = path.split("/", 2)
    mount = parts[1] if len(parts) > 1 else ""
    below = "/" + parts[2] if len(parts) > 2 else "/"
    target = path + ("?" + query if query else "")
    if not mount:
      return miss(self.command, target), None
    base = self.state.host_base() + "/" + mount
    request = Request(self.command, mount, below, query, headers, body, base)
    reply = None
    if mount == "rickmorty" and self.state.rickmorty is not None:
      reply = self.state.rickmorty.handle(request)
    elif mount == "github" and self.state.github is not None:
      reply = self.state.github.handle(request)
    if reply is None:
      reply = self.state.fixtures.reply(mount, self.command, request.target)
    if reply is None and mount == "github" and self.state.github is not None:
      reply = self.state.github.not_found(request)
    if reply is None:
      reply = miss(self.command, target)
    rewrite_base_urls(reply, mount, base)
    return reply, request

  def finish_reply(self, reply, headers):
    """ETag on every 200, and 304 for a matching If-None-Match or If-Modified-Since."""
    if reply.status == 200:
      etag = reply.header("etag")
      if etag is None:
        etag = quoted_hash(reply.body)
        reply.set_header("etag", etag)
      last_modified = reply.header("last-modified")
      inm = headers.get("if-none-match")
      fresh = etag_matches(inm, etag) if inm is not None else not_modified_since(
        headers.get("if-modified-since"), last_modified)
      if fresh:
        keep = ("etag", "last-modified", "cache-control", "link", "x-ratelimit-limit",
                "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-used", "x-ratelimit-resource")
        return Reply(304, [(k, v) for k, v in reply.headers if k in keep], b"", source=reply.source)
    return reply

  # Faults ------------------------------------------------------------------------------------

  def answer_with_fault(self, action, path, query, entry):
    """Answer the request from a fault action; False when the action needs the normal reply."""
    if action.get("closeMidBody") or action.get("truncateJSON"):
      return False
    target = path + ("?" + query if query else "")
    reply = None
    if "redirect" in action:
      status = int(action.get("redirect") or 301)
      to = action.get("to", "same-host")
      if to == "other-host":
        location = "http://localhost:%d%s" % (self.state.port, target)
      elif to.startswith("/"):
        location = "http://127.0.0.1:%d%s" % (self.state.port, to)
      else:
        location = "http://127.0.0.1:%d%s" % (self.state.port, target)
      reply = json_reply(status, {"message": "Moved Permanently", "url": location}, [("location", location)])
    elif "rateLimit" in action:
      reply = self.rate_limit_fault(action)
    elif "status" in action:
      status = int(action["status"])
      if "body" in action:
        value = action["body"]
        if isinstance(value, str):
          reply = Reply(status, [("content-type", "text/plain; charset=utf-8")], value.encode("utf-8"))
        else:
          reply = json_reply(status, value)
      else:
        reply = json_reply(status, {"message": "injected fault: HTTP %d" % status})
      if "retryAfter" in action:
        reply.set_header("retry-after", int(action["retryAfter"]))
      for name, value in (action.get("headers") or {}).items():
        reply.set_header(name, value)
    if reply is None:
      return False
    entry["status"] = reply.status
    entry["fault"] = next(iter(k for k in action if k != "latencyMs"), "fault")
    self.send_reply(reply, head=self.command == "HEAD")
    return True

  def rate_limit_fault(self, action):
    now = int(time.time())
    if action["rateLimit"] == "primary":
      reset = now + int(action.get("resetInSeconds", 60))
      limit = int(action.get("limit", 60))
      return json_reply(403, {
        "message": "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated "
                   "requests get a higher rate limit. Check out the documentation for more details.)",
        "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
      }, [("x-ratelimit-limit", str(limit)), ("x-ratelimit-remaining", "0"),
          ("x-ratelimit-reset", str(reset)), ("x-ratelimit-used", str(limit)),
          ("x-ratelimit-resource", "core")])
    retry_after = int(action.get("retryAfter", 60))
    return json_reply(403, {
      "message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. "
                 "If you reach out to GitHub Support for help, please include the request ID.",
      "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
    }, [("retry-after", str(retry_after)), ("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4990"),
        ("x-ratelimit-reset", str(now + 3600)), ("x-ratelimit-used", "10"),
        ("x-ratelimit-resource", "core")])

  # Control API ------------------------------------------------------------------------------

  def control(self, path, query, body):
    name = path[len("/_control/"):].strip("/")
    method = self.command
    if name == "requests" and method == "GET":
      return json_reply(200, self.state.requests())
    if name == "requests" and method == "DELETE":
      with self.state.log_lock:
        self.state.log = []
      return json_reply(200, {"ok": True})
    if name == "reset" and method == "POST":
      self.state.reset()
      return json_reply(200, {"ok": True})
    if name == "reset-state" and method == "POST":
      if self.state.github is not None:
        self.state.github.reset_state()
      return json_reply(200, {"ok": True})
    if name == "faults" and method == "GET":
      return json_reply(200, self.state.faults.describe())
    if name == "faults" and method == "DELETE":
      self.state.faults.clear()
      return json_reply(200, {"ok": True})
    if name == "faults" and method == "POST":
      try:
        specs = json.loads(body.decode("utf-8") or "[]")
        added = self.state.faults.add(specs)
      except (ValueError, FaultError) as error:
        return json_reply(400, {"message": "bad fault rules: %s" % error})
      return json_reply(200, {"ok": True, "added": added})
    if name == "health" and method == "GET":
      return json_reply(200, {"ok": True, "port": self.state.port,
                              "rickmortyCorpus": self.state.rickmorty is not None})
    return json_reply(404, {"message": "Not Found",
                            "error": "unknown control call %s %s" % (method, path),
                            "documentation_url": MISS_DOCUMENTATION})

  # Writing -----------------------------------------------------------------------------------

  def write_reply(self, reply, content_length, payload):
    """Status line, headers and `payload` (which may be shorter than `content_length`) in one write."""
    self.send_response_only(reply.status)
    self.send_header("Date", self.date_time_string())
    for name, value in reply.headers:
      if name in ("content-length", "transfer-encoding", "connection"):
        continue
      self.send_header(name, value)
    self.send_header("Content-Length", str(content_length))
    self._headers_buffer.append(b"\r\n")
    if payload:
      self._headers_buffer.append(payload)
    self.flush_headers()
    self.wfile.flush()

  def send_reply(self, reply, head):
    if reply.status < 200 or reply.status in (204, 304):
      reply.body = b""  # these statuses never carry a body, even when a fault rule gave one
    self.write_reply(reply, len(reply.body), b"" if head else reply.body)

  def send_partial(self, reply):
    """Promise the whole body, write half of it, then close the connection."""
    body = reply.body or b'{"message":"this body is cut short on purpose"}'
    self.write_reply(reply, len(body), body[: max(1, len(body) // 2)])
    self.close_connection = True
    try:
      self.connection.shutdown(socket.SHUT_RDWR)
    except OSError:
      pass


class LoopbackHTTPServer(ThreadingHTTPServer):
  daemon_threads = True
  allow_reuse_address = True
  request_queue_size = 128


def parse_arguments(argv):
  parser = argparse.ArgumentParser(description="explore's loopback HTTP test server")
  parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: any free port)")
  parser.add_argument("--fixtures", default=None, help="the fixtures root (holds one folder per mount)")
  parser.add_argument("--corpus", default=None, help="the shared corpus root (enables Rick and Morty semantics)")
  parser.add_argument("--token", default="test-token", help="the GitHub token the server accepts")
  parser.add_argument("--max-seconds", type=float, default=900, help="exit by itself after this long")
  parser.add_argument("--no-stdin-watch", action="store_true", help="do not exit when stdin closes")
  parser.add_argument("--verbose", action="store_true", help="log each request on stderr")
  args = parser.parse_args(argv)
  if args.corpus and not os.path.isfile(os.path.join(args.corpus, "rickmorty", "characters.json")):
    sys.stderr.write("loopback: no Rick and Morty data under %s; serving fixtures/rickmorty\n" % args.corpus)
    args.corpus = None
  return args


def exit_now(code=0):
  try:
    sys.stdout.flush()
    sys.stderr.flush()
  finally:
    os._exit(code)


def watch_stdin():
  try:
    while sys.stdin.buffer.read(65536):
      pass
  except (OSError, ValueError):
    pass
  exit_now(0)


def main(argv=None):
  args = parse_arguments(sys.argv[1:] if argv is None else argv)
  state = ServerState(args)
  server = LoopbackHTTPServer(("127.0.0.1", args.port), Handler)
  server.state = state
  state.port = server.server_address[1]

  # NB: a parent that starts us from a thread with signals blocked (as
  # libdispatch's worker threads are) passes that mask on, and a blocked
  # SIGTERM would never stop us. Unblock what we handle.
  signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
  signal.signal(signal.SIGTERM, lambda *_: exit_now(0))
  signal.signal(signal.SIGINT, lambda *_: exit_now(0))
  if not args.no_stdin_watch:
    threading.Thread(target=watch_stdin, name="stdin-watch", daemon=True).start()
  if args.max_seconds and args.max_seconds > 0:
    timer = threading.Timer(args.max_seconds, exit_now)
    timer.daemon = True
    timer.start()

  sys.stdout.write("LISTENING %d\n" % state.port)
  sys.stdout.flush()
  try:
    server.serve_forever(poll_interval=0.2)
  finally:
    exit_now(0)


if __name__ == "__main__":
  main()
