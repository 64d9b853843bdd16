"""Fault rules injected through `POST /_control/faults` (Contract C).

A rule is `{"match": "<path prefix>", "times": N, "action": {...}}`. The prefix is
compared with the request path including its mount (`/github/users`). `times`
counts the requests the rule acts on; without it the rule acts every time.

Latency rules add their delay and let the request continue, so they combine
with one other rule; of the remaining rules, the first that matches and still
has `times` left decides the answer.
"""

import random
import threading


class FaultError(ValueError):
  """A rule that cannot be understood; the control API answers 400 with this message."""


ACTION_KEYS = (
  "latencyMs", "status", "closeMidBody", "truncateJSON", "redirect", "rateLimit", "randomTransient",
)


class Rule:
  def __init__(self, spec):
    if not isinstance(spec, dict):
      raise FaultError("each fault rule must be a JSON object, got %r" % (spec,))
    match = spec.get("match", "/")
    if not isinstance(match, str) or not match.startswith("/"):
      raise FaultError("\"match\" must be a path prefix starting with '/', got %r" % (match,))
    times = spec.get("times")
    if times is not None and (not isinstance(times, int) or isinstance(times, bool) or times < 0):
      raise FaultError("\"times\" must be a non-negative integer when present, got %r" % (times,))
    action = spec.get("action")
    if not isinstance(action, dict) or not any(key in action for key in ACTION_KEYS):
      raise FaultError(
        "\"action\" must be an object with one of %s, got %r" % (", ".join(ACTION_KEYS), action))
    self.match = match
    self.remaining = times
    self.action = action
    self.hits = 0
    self.random = None
    if "randomTransient" in action:
      probability = action["randomTransient"]
      if not isinstance(probability, (int, float)) or not 0 <= probability <= 1:
        raise FaultError("\"randomTransient\" must be a probability between 0 and 1")
      self.random = random.Random(action.get("seed", 0))
    if "redirect" in action and action.get("to", "same-host") not in ("same-host", "other-host") \
        and not str(action.get("to", "")).startswith("/"):
      raise FaultError("redirect \"to\" must be \"same-host\", \"other-host\" or a path starting with '/'")
    if "rateLimit" in action and action["rateLimit"] not in ("primary", "secondary"):
      raise FaultError("\"rateLimit\" must be \"primary\" or \"secondary\"")

  @property
  def is_latency_only(self):
    return "latencyMs" in self.action and not any(key in self.action for key in ACTION_KEYS[1:])

  def applies_to(self, path):
    return path.startswith(self.match) and (self.remaining is None or self.remaining > 0)

  def consume(self):
    self.hits += 1
    if self.remaining is not None:
      self.remaining -= 1

  def describe(self):
    return {"match": self.match, "timesLeft": self.remaining, "hits": self.hits, "action": self.action}


class Decision:
  """What the server does with one request: a delay, then either nothing special or one action."""

  def __init__(self):
    self.delay_ms = 0
    self.action = None


class FaultBook:
  """The injected rules, guarded by a lock because requests arrive on many threads."""

  def __init__(self):
    self.lock = threading.Lock()
    self.rules = []

  def add(self, specs):
    if not isinstance(specs, list):
      specs = [specs]
    rules = [Rule(spec) for spec in specs]
    with self.lock:
      self.rules.extend(rules)
    return len(rules)

  def clear(self):
    with self.lock:
      self.rules = []

  def describe(self):
    with self.lock:
      return [rule.describe() for rule in self.rules]

  def decide(self, path):
    """Consume the matching rules for one request and say what to do."""
    decision = Decision()
    with self.lock:
      for rule in self.rules:
        if not rule.applies_to(path):
          continue
        if rule.is_latency_only:
          rule.consume()
          decision.delay_ms += int(rule.action["latencyMs"])
          continue
        if decision.action is not None:
          continue
        rule.consume()
        action = dict(rule.action)
        decision.delay_ms += int(action.pop("latencyMs", 0) or 0)
        if "randomTransient" in action:
          if rule.random.random() >= float(action["randomTransient"]):
            continue  # this request passes; later rules may still act on it
          outcome = rule.random.choice([502, 503, 504, "close"])
          action = {"closeMidBody": True} if outcome == "close" else {"status": outcome}
        decision.action = action
    return decision
