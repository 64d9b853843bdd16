"""Generated GitHub data for the `/github` mount (documented in README.md).

Everything is deterministic: the same request always gives the same body (except the
starred state, which PUT and DELETE change, and the rate-limit counters). Bodies carry
the real base URL `https://api.github.com`; the server rewrites it to the mount URL.
"""

import datetime
import math
import re
import threading
import time
import zlib
from urllib.parse import unquote

from reply import empty_reply, json_reply

REAL_BASE = "https://api.github.com"
DOCS = "https://docs.github.com/rest"

SEARCH_TOTAL = 4321
SEARCH_CAP = 1000
MANY_FOLLOWERS = 2350
MANY_REPOS = 250

FOLLOWER_LOGIN = re.compile(r"^follower-(\d{4})$")
SEARCH_LOGIN = re.compile(r"^([a-z0-9]{1,16})-hit-(\d{4})$")
OWNER_NAME = re.compile(r"^[A-Za-z0-9-]{1,39}$")
REPO_NAME = re.compile(r"^[A-Za-z0-9._-]{1,100}$")

LANGUAGES = ["Swift", "Python", "Go", "Rust", "TypeScript", None, "C"]
LICENSES = [
  ("mit", "MIT License", "MIT"),
  ("apache-2.0", "Apache License 2.0", "Apache-2.0"),
  None,
  ("bsd-3-clause", "BSD 3-Clause \"New\" or \"Revised\" License", "BSD-3-Clause"),
]
INITIAL_STARS = [
  "octocat/Hello-World",
  "pointfreeco/swift-identified-collections",
  "swiftlang/swift-format",
  "apple/swift-collections",
  "apple/swift-argument-parser",
  "apple/swift",
  "many-repos/repo-042",
  "octo-gen/gen-repo-03",
]  # oldest first: the last one is the most recently starred

EPOCH = datetime.datetime(2024, 6, 1, 12, 0, 0, tzinfo=datetime.timezone.utc)


def stamp(moment):
  return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def crc(text):
  return zlib.crc32(text.encode("utf-8"))


def node_id(kind, identifier):
  import base64
  return base64.b64encode(("%s:%d" % (kind, identifier)).encode("ascii")).decode("ascii").rstrip("=")


class Seq:
  """A read-only sequence of `count` values made on demand by `make(index)`."""

  def __init__(self, count, make):
    self.count = count
    self.make = make

  def __len__(self):
    return self.count

  def __getitem__(self, index):
    if isinstance(index, slice):
      return [self.make(i) for i in range(*index.indices(self.count))]
    if not 0 <= index < self.count:
      raise IndexError(index)
    return self.make(index)


class UserSpec:
  def __init__(self, login, identifier, name=None, created=None, followers=(), following=(),
               repo_names=(), company=None, blog="", location=None, email=None, bio=None,
               public_gists=0, type_="User"):
    self.login = login
    self.id = identifier
    self.name = name
    self.created = created or (datetime.datetime(2012, 1, 1, tzinfo=datetime.timezone.utc)
                               + datetime.timedelta(days=identifier % 3000))
    self.followers = followers
    self.following = following
    self.repo_names = repo_names
    self.company = company
    self.blog = blog
    self.location = location
    self.email = email
    self.bio = bio
    self.public_gists = public_gists
    self.type = type_


def simple_user(spec):
  login, base = spec.login, REAL_BASE + "/users/" + spec.login
  return {
    "login": login,
    "id": spec.id,
    "node_id": node_id("User", spec.id),
    "avatar_url": "https://avatars.githubusercontent.com/u/%d?v=4" % spec.id,
    "gravatar_id": "",
    "url": base,
    "html_url": "https://github.com/" + login,
    "followers_url": base + "/followers",
    "following_url": base + "/following{/other_user}",
    "gists_url": base + "/gists{/gist_id}",
    "starred_url": base + "/starred{/owner}{/repo}",
    "subscriptions_url": base + "/subscriptions",
    "organizations_url": base + "/orgs",
    "repos_url": base + "/repos",
    "events_url": base + "/events{/privacy}",
    "received_events_url": base + "/received_events",
    "type": spec.type,
    "site_admin": False,
  }


def public_user(spec):
  user = simple_user(spec)
  user.update({
    "name": spec.name,
    "company": spec.company,
    "blog": spec.blog,
    "location": spec.location,
    "email": spec.email,
    "hireable": None,
    "bio": spec.bio,
    "twitter_username": None,
    "public_repos": len(spec.repo_names),
    "public_gists": spec.public_gists,
    "followers": len(spec.followers),
    "following": len(spec.following),
    "created_at": stamp(spec.created),
    "updated_at": stamp(spec.created + datetime.timedelta(days=400 + spec.id % 97)),
  })
  return user


def parse_int(text, default):
  try:
    return int(text)
  except (TypeError, ValueError):
    return default


class Paging:
  """GitHub's `per_page` (default 30, at most 100) and `page` (default 1)."""

  def __init__(self, request):
    per_page = parse_int(request.query_value("per_page"), 30)
    self.per_page = 30 if per_page < 1 else min(per_page, 100)
    page = parse_int(request.query_value("page"), 1)
    self.page = page if page >= 1 else 1
    self.start = (self.page - 1) * self.per_page


def link_header(url, query, page, last_page):
  """GitHub's Link header for `url` with the received query (minus `page`), or None."""
  kept = [piece for piece in (query.split("&") if query else [])
          if piece and unquote(piece.split("=", 1)[0]) != "page"]

  def at(number):
    return "<%s?%s>" % (url, "&".join(kept + ["page=%d" % number]))

  links = []
  if page > 1:
    links.append('%s; rel="prev"' % at(min(page - 1, max(last_page, 1))))
  if page < last_page:
    links.append('%s; rel="next"' % at(page + 1))
    links.append('%s; rel="last"' % at(last_page))
  if page > 1:
    links.append('%s; rel="first"' % at(1))
  return ", ".join(links) if links else None


class GitHubData:
  def __init__(self, token="test-token"):
    self.token = token
    self.lock = threading.Lock()
    self.usage = {}
    self.fixed = {}
    self.by_id = {}
    self._build()
    self.reset_state()

  # Data --------------------------------------------------------------------------------------

  def _build(self):
    followers = Seq(MANY_FOLLOWERS, lambda i: "follower-%04d" % (i + 1))
    octo_followers = ["follower-%04d" % n for n in range(1, 8)]
    users = [
      UserSpec("many-followers", 9000001, name="Many Followers",
               created=datetime.datetime(2010, 3, 14, 9, 26, 53, tzinfo=datetime.timezone.utc),
               followers=followers, following=["octo-gen"],
               repo_names=["popular", "dotfiles", "notes"], location="Lisbon",
               bio="Followed by exactly 2,350 generated users."),
      UserSpec("no-followers", 9000002, name="No Followers",
               created=datetime.datetime(2019, 7, 1, 8, 0, 0, tzinfo=datetime.timezone.utc),
               bio=None),
      UserSpec("octo-gen", 9000003, name="Octo Generated",
               created=datetime.datetime(2011, 1, 25, 18, 44, 36, tzinfo=datetime.timezone.utc),
               followers=octo_followers,
               following=["many-followers", "no-followers", "many-repos", "follower-0001", "follower-0002"],
               repo_names=["gen-repo-%02d" % n for n in range(1, 13)],
               company="@explore", blog="https://example.com/octo-gen", location="Berlin",
               email="octo-gen@example.com", bio="Generated by explore's loopback test server.",
               public_gists=4),
      UserSpec("many-repos", 9000004, name="Many Repositories",
               created=datetime.datetime(2013, 5, 5, 5, 5, 5, tzinfo=datetime.timezone.utc),
               repo_names=Seq(MANY_REPOS, lambda i: "repo-%03d" % (i + 1)),
               company="Repo Factory"),
    ]
    for spec in users:
      self.fixed[spec.login] = spec
      self.by_id[spec.id] = spec.login

  def user(self, login):
    """The generated user called `login` (case-insensitive), or None."""
    login = login.lower()
    spec = self.fixed.get(login)
    if spec is not None:
      return spec
    match = FOLLOWER_LOGIN.match(login)
    if match and 1 <= int(match.group(1)) <= MANY_FOLLOWERS:
      number = int(match.group(1))
      following = ["many-followers"] + (["octo-gen"] if number <= 7 else [])
      followers = ["octo-gen"] if number <= 2 else []
      return UserSpec(login, 100000 + number, name=("Follower %d" % number) if number % 2 else None,
                      followers=followers, following=following)
    match = SEARCH_LOGIN.match(login)
    if match and 1 <= int(match.group(2)) <= SEARCH_TOTAL:
      slug, k = match.group(1), int(match.group(2)) - 1
      follower_count = min((SEARCH_TOTAL - k) // 2, MANY_FOLLOWERS)
      repo_count = (SEARCH_TOTAL - k) // 400
      return UserSpec(login, search_user_id(slug, k), name="%s hit %d" % (slug.capitalize(), k + 1),
                      created=search_user_joined(k),
                      followers=Seq(follower_count, lambda i: "follower-%04d" % (i + 1)),
                      repo_names=["project-%02d" % n for n in range(1, repo_count + 1)],
                      location="Search City")
    return None

  def user_by_id(self, identifier):
    login = self.by_id.get(identifier)
    if login is not None:
      return self.fixed[login]
    if 100001 <= identifier <= 100000 + MANY_FOLLOWERS:
      return self.user("follower-%04d" % (identifier - 100000))
    return None

  def owner_spec(self, owner):
    spec = self.user(owner)
    if spec is not None:
      return spec
    return UserSpec(owner, 5000000 + crc(owner.lower()) % 1000000, type_="User")

  def repo(self, owner, name, index=None):
    """A repository object; generated owners give stable, varied dates and counts."""
    spec = self.owner_spec(owner)
    full_name = "%s/%s" % (spec.login if self.user(owner) else owner, name)
    seed = crc(full_name.lower())
    index = seed % 997 if index is None else index
    identifier = 7000000 + seed % 90000000
    language = LANGUAGES[seed % len(LANGUAGES)]
    license_ = LICENSES[seed % len(LICENSES)]
    created = spec.created + datetime.timedelta(days=9 * index + 1)
    pushed = EPOCH - datetime.timedelta(hours=(index * 7919 + seed) % 5000)
    updated = pushed + datetime.timedelta(minutes=17)
    stars = (seed % 5000) + 3
    return repo_object(full_name, spec, identifier, "Generated repository %s." % full_name,
                       ["generated", language.lower() if language else "misc"], stars, language,
                       license_, created, updated, pushed)

  def owned_repos(self, spec):
    return [self.repo(spec.login, name, index) for index, name in enumerate(spec.repo_names)]

  def reset_state(self):
    with self.lock:
      self.stars = {name.lower(): (name, sequence) for sequence, name in enumerate(INITIAL_STARS, start=1)}
      self.star_sequence = len(INITIAL_STARS)

  def starred_entries(self, spec):
    """(full name, starred_at) of a user's stars, most recent first."""
    if spec.login != "octo-gen":
      return []
    with self.lock:
      entries = sorted(self.stars.values(), key=lambda entry: -entry[1])
    return [(name, EPOCH + datetime.timedelta(hours=sequence)) for name, sequence in entries]

  # Auth and rate limits ------------------------------------------------------------------------

  def identity(self, request):
    """"token" for the accepted token, None without credentials, "bad" for anything else."""
    header = request.headers.get("authorization")
    if not header:
      return None
    scheme, _, value = header.strip().partition(" ")
    if scheme.lower() in ("bearer", "token") and value.strip() == self.token:
      return "token"
    return "bad"

  @staticmethod
  def resource_of(request):
    return "search" if request.path.startswith("/search/") else "core"

  @staticmethod
  def limit_of(identity, resource):
    if resource == "search":
      return 30 if identity == "token" else 10
    return 5000 if identity == "token" else 60

  def usage_of(self, identity, resource, count):
    """(limit, used, reset) for this identity, counting one more request when `count`."""
    key = (identity or "anonymous", resource)
    limit = self.limit_of(identity, resource)
    window = 60 if resource == "search" else 3600
    now = int(time.time())
    with self.lock:
      used, reset = self.usage.get(key, (0, now + window))
      # NB: the counters never run out by themselves (a new window starts instead), so a long
      # test run never hits a limit by accident; the rateLimit fault simulates exhaustion.
      if now >= reset or used >= limit:
        used, reset = 0, now + window
      if count:
        used += 1
      self.usage[key] = (used, reset)
    return limit, used, reset

  def add_rate_limit_headers(self, request, reply):
    """x-ratelimit-* on every GitHub answer; a 304 and /rate_limit cost nothing."""
    identity = self.identity(request)
    if identity == "bad":
      identity = None
    resource = self.resource_of(request)
    count = reply.status != 304 and request.path != "/rate_limit"
    limit, used, reset = self.usage_of(identity, resource, count)
    reply.add_header_if_absent("x-ratelimit-limit", limit)
    reply.add_header_if_absent("x-ratelimit-remaining", max(limit - used, 0))
    reply.add_header_if_absent("x-ratelimit-reset", reset)
    reply.add_header_if_absent("x-ratelimit-used", used)
    reply.add_header_if_absent("x-ratelimit-resource", resource)

  def rate_limit(self, identity):
    def entry(resource):
      limit, used, reset = self.usage_of(identity, resource, False)
      return {"limit": limit, "used": used, "remaining": max(limit - used, 0), "reset": reset}

    core = entry("core")
    graphql = {"limit": 5000 if identity else 0, "used": 0, "remaining": 5000 if identity else 0,
               "reset": core["reset"]}
    return json_reply(200, {
      "resources": {"core": core, "search": entry("search"), "graphql": graphql},
      "rate": core,
    })

  # Routing ----------------------------------------------------------------------------------

  def handle(self, request):
    """A Reply for the generated routes, or None to let fixtures answer."""
    identity = self.identity(request)
    if identity == "bad":
      return json_reply(401, {"message": "Bad credentials", "documentation_url": DOCS})
    path = request.path.rstrip("/") or "/"
    parts = [unquote(part) for part in path.split("/")[1:]]
    method = request.method
    if method == "HEAD":
      method = "GET"

    if parts == ["rate_limit"] and method == "GET":
      return self.rate_limit(identity)
    if parts and parts[0] == "user":
      return self.handle_authenticated(request, parts, method, identity)
    if len(parts) >= 2 and parts[0] == "users" and method == "GET":
      spec = self.user(parts[1])
      if spec is None:
        return None
      if len(parts) == 2:
        return json_reply(200, public_user(spec))
      if len(parts) == 3:
        return self.user_listing(request, spec, parts[2], "%s/user/%d/%s" % (REAL_BASE, spec.id, parts[2]))
      return None
    if len(parts) == 2 and parts[0] == "search" and method == "GET":
      if parts[1] == "users":
        return self.search(request, "users")
      if parts[1] == "repositories":
        return self.search(request, "repositories")
    return None

  def handle_authenticated(self, request, parts, method, identity):
    # /user/{id}/followers and friends: the id form GitHub's Link headers use; no token needed.
    if len(parts) == 3 and parts[1].isdigit() and method == "GET":
      spec = self.user_by_id(int(parts[1]))
      if spec is None:
        return github_not_found()
      return self.user_listing(request, spec, parts[2], "%s/user/%s/%s" % (REAL_BASE, parts[1], parts[2]))
    if identity is None:
      return json_reply(401, {"message": "Requires authentication",
                              "documentation_url": DOCS + "/users/users#get-the-authenticated-user"})
    me = self.fixed["octo-gen"]
    if parts == ["user"] and method == "GET":
      user = public_user(me)
      user.update({"private_gists": 1, "total_private_repos": 2, "owned_private_repos": 2,
                   "disk_usage": 10240, "collaborators": 0, "two_factor_authentication": True,
                   "plan": {"name": "free", "space": 976562499, "collaborators": 0, "private_repos": 10000}})
      return json_reply(200, user)
    if len(parts) == 2 and parts[1] in ("followers", "following", "starred", "repos") and method == "GET":
      return self.user_listing(request, me, parts[1], "%s/user/%s" % (REAL_BASE, parts[1]))
    if len(parts) == 4 and parts[1] == "starred":
      owner, name = parts[2], parts[3]
      if not OWNER_NAME.match(owner) or not REPO_NAME.match(name):
        return github_not_found()
      key = ("%s/%s" % (owner, name)).lower()
      if method == "GET":
        with self.lock:
          starred = key in self.stars
        return empty_reply(204) if starred else github_not_found()
      if method == "PUT":
        with self.lock:
          if key not in self.stars:
            self.star_sequence += 1
            self.stars[key] = ("%s/%s" % (owner, name), self.star_sequence)
        return empty_reply(204)
      if method == "DELETE":
        with self.lock:
          self.stars.pop(key, None)
        return empty_reply(204)
    return None

  def not_found(self, request):
    """GitHub's 404 for a user route whose user is not generated (and had no fixture)."""
    if request.path.startswith("/users/") or request.path.startswith("/user/"):
      return github_not_found()
    return None

  # Listings ---------------------------------------------------------------------------------

  def user_listing(self, request, spec, kind, link_url):
    if kind in ("followers", "following"):
      logins = spec.followers if kind == "followers" else spec.following
      paging = Paging(request)
      page = logins[paging.start:paging.start + paging.per_page]
      items = [simple_user(self.user(login)) for login in page]
      return paged_reply(items, len(logins), paging, link_url, request.query)
    if kind == "repos":
      repos = self.owned_repos(spec)
      sort = request.query_value("sort") or "full_name"
      if sort not in ("created", "updated", "pushed", "full_name"):
        return validation_failed("sort", "invalid")
      direction = request.query_value("direction") or ("asc" if sort == "full_name" else "desc")
      key = {"created": "created_at", "updated": "updated_at", "pushed": "pushed_at"}.get(sort, "full_name")
      repos.sort(key=lambda repo: (repo[key].lower() if key == "full_name" else repo[key], repo["id"]),
                 reverse=direction == "desc")
      paging = Paging(request)
      return paged_reply(repos[paging.start:paging.start + paging.per_page], len(repos), paging, link_url,
                         request.query)
    if kind == "starred":
      entries = self.starred_entries(spec)
      sort = request.query_value("sort") or "created"
      direction = request.query_value("direction") or "desc"
      repos = []
      for full_name, starred_at in entries:
        owner, _, name = full_name.partition("/")
        repos.append((starred_at, self.repo(owner, name)))
      if sort == "updated":
        repos.sort(key=lambda pair: pair[1]["updated_at"], reverse=direction == "desc")
      elif direction == "asc":
        repos.reverse()
      star_json = "star+json" in (request.headers.get("accept") or "")
      items = [{"starred_at": stamp(at), "repo": repo} if star_json else repo for at, repo in repos]
      paging = Paging(request)
      return paged_reply(items[paging.start:paging.start + paging.per_page], len(items), paging, link_url,
                         request.query)
    return None

  # Search -----------------------------------------------------------------------------------

  def search(self, request, kind):
    query = (request.query_value("q") or "").strip()
    if not query:
      return json_reply(422, {
        "message": "Validation Failed",
        "errors": [{"resource": "Search", "field": "q", "code": "missing"}],
        "documentation_url": "https://docs.github.com/v3/search",
      })
    words = query.lower().split()
    total = SEARCH_TOTAL
    if any("nothing-matches" in word for word in words):
      total = 0
    for word in words:
      match = re.match(r"^count-(\d{1,4})$", word)
      if match:
        total = min(int(match.group(1)), SEARCH_TOTAL)
    incomplete = any("incomplete" in word for word in words)
    slug = next((re.sub(r"[^a-z0-9]", "", word)[:16] for word in words
                 if ":" not in word and re.sub(r"[^a-z0-9]", "", word)
                 and not word.startswith("count-") and word not in ("nothing-matches", "incomplete")),
                "user" if kind == "users" else "repo")
    qualifiers = dict(word.split(":", 1) for word in query.split() if ":" in word)

    paging = Paging(request)
    if paging.start >= SEARCH_CAP:
      return json_reply(422, {
        "message": "Only the first 1000 search results are available",
        "documentation_url": "https://docs.github.com/v3/search/",
      })
    available = min(total, SEARCH_CAP)
    ranks = range(paging.start, min(paging.start + paging.per_page, available))
    sort = request.query_value("sort")
    ascending = sort is not None and request.query_value("order") == "asc"
    # NB: item k has every sort value decreasing in k, so descending order (and best match)
    # lists k = rank and ascending order lists the same set from the other end.
    picks = [(total - 1 - rank) if ascending else rank for rank in ranks]
    if kind == "users":
      items = [dict(simple_user(self.user("%s-hit-%04d" % (slug, k + 1))), score=1.0) for k in picks]
    else:
      items = [dict(self.search_repo(slug, k, qualifiers), score=1.0) for k in picks]
    last_page = max(1, math.ceil(available / paging.per_page)) if available else 0
    reply = json_reply(200, {"total_count": total, "incomplete_results": incomplete, "items": items})
    link = link_header("%s/search/%s" % (REAL_BASE, kind), request.query, paging.page, last_page)
    if link and available:
      reply.set_header("link", link)
    return reply

  def search_repo(self, slug, k, qualifiers):
    owner = self.user("%s-hit-%04d" % (slug, (k % 50) + 1))
    full_name = "%s/%s-tool-%04d" % (owner.login, slug, k + 1)
    language = qualifiers.get("language")
    language = language.capitalize() if language else LANGUAGES[k % len(LANGUAGES)]
    topics = sorted({"cli", slug} | ({qualifiers["topic"].lower()} if "topic" in qualifiers else set()))
    pushed = EPOCH - datetime.timedelta(hours=3 * k)
    repo = repo_object(full_name, owner, 4000000 + (crc(slug) % 500) * 10000 + k,
                       "Search hit %d for %s." % (k + 1, slug), topics, 50000 - 11 * k, language,
                       LICENSES[k % len(LICENSES)], EPOCH - datetime.timedelta(days=2000 + k),
                       pushed + datetime.timedelta(minutes=5), pushed)
    repo["forks_count"] = repo["forks"] = (50000 - 11 * k) // 10
    repo["open_issues_count"] = repo["open_issues"] = (SEARCH_TOTAL - k) // 100
    return repo


def search_user_id(slug, k):
  return 3000000 + (crc(slug) % 500) * 10000 + k


def search_user_joined(k):
  return EPOCH - datetime.timedelta(days=k, hours=k % 24)


def repo_object(full_name, owner_spec, identifier, description, topics, stars, language, license_,
                created, updated, pushed):
  name = full_name.split("/", 1)[1]
  url = REAL_BASE + "/repos/" + full_name
  license_object = None
  if license_ is not None:
    key, license_name, spdx = license_
    license_object = {"key": key, "name": license_name, "spdx_id": spdx,
                      "url": REAL_BASE + "/licenses/" + key, "node_id": node_id("License", crc(key) % 1000)}
  return {
    "id": identifier,
    "node_id": node_id("Repository", identifier),
    "name": name,
    "full_name": full_name,
    "private": False,
    "owner": simple_user(owner_spec),
    "html_url": "https://github.com/" + full_name,
    "description": description,
    "fork": False,
    "url": url,
    "forks_url": url + "/forks",
    "stargazers_url": url + "/stargazers",
    "created_at": stamp(created),
    "updated_at": stamp(updated),
    "pushed_at": stamp(pushed),
    "homepage": None,
    "size": identifier % 20000,
    "stargazers_count": stars,
    "watchers_count": stars,
    "language": language,
    "has_issues": True,
    "has_projects": True,
    "has_downloads": True,
    "has_wiki": True,
    "has_pages": False,
    "has_discussions": False,
    "forks_count": stars // 7,
    "mirror_url": None,
    "archived": False,
    "disabled": False,
    "open_issues_count": identifier % 40,
    "license": license_object,
    "allow_forking": True,
    "is_template": False,
    "topics": topics,
    "visibility": "public",
    "forks": stars // 7,
    "open_issues": identifier % 40,
    "watchers": stars,
    "default_branch": "main",
  }


def paged_reply(items, total, paging, link_url, query):
  reply = json_reply(200, items)
  last_page = math.ceil(total / paging.per_page) if total else 0
  link = link_header(link_url, query, paging.page, last_page)
  if link and total:
    reply.set_header("link", link)
  return reply


def github_not_found():
  return json_reply(404, {"message": "Not Found", "documentation_url": DOCS, "status": "404"})


def validation_failed(field, code):
  return json_reply(422, {"message": "Validation Failed",
                          "errors": [{"resource": "Repository", "field": field, "code": code}],
                          "documentation_url": DOCS})

