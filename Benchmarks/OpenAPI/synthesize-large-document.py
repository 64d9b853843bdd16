#!/usr/bin/env python3
"""Writes a large made-up OpenAPI 3.0 document to stdout, shaped like GitHub's
REST description (long descriptions, big schemas that refer to each other,
examples): N paths of lists and N of details, each with a GET and a POST or
DELETE, so 4*N operations (N=250: 1,000 operations, ~10 MB)."""
import json, sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 250
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. " * 8
schemas, paths = {}, {}
for i in range(n):
    properties = {
        "id": {"type": "integer"}, "name": {"type": "string"}, "html_url": {"type": "string", "format": "uri"},
        "created_at": {"type": "string", "format": "date-time"}, "count": {"type": "integer"},
        "owner": {"$ref": "#/components/schemas/Thing%d" % ((i + 1) % n)},
        "links": {"type": "array", "items": {"type": "string", "format": "uri"}},
    }
    for k in range(90):
        properties["field_%d" % k] = {"type": "string", "description": text[:300]}
    schemas["Thing%d" % i] = {"allOf": [{"type": "object", "required": ["id", "name"], "properties": properties}], "description": text}
    record = {"id": 1, "name": "thing %d" % i, "html_url": "https://big.example/things%d/1" % i, "created_at": "2026-01-01T00:00:00Z", "count": 3}
    record.update({"field_%d" % k: "value %d" % k for k in range(90)})
    parameters = [
        {"name": "page", "in": "query", "schema": {"type": "integer"}},
        {"name": "per_page", "in": "query", "schema": {"type": "integer", "default": 30}},
        {"name": "q", "in": "query", "schema": {"type": "string"}},
        {"name": "sort", "in": "query", "description": text[:200], "schema": {"type": "string", "enum": ["created", "updated", "name"]}},
    ]
    paths["/things%d" % i] = {
        "get": {
            "summary": "List things %d" % i, "description": text, "tags": ["tag%d" % (i % 25)], "parameters": parameters,
            "responses": {"200": {"description": "ok", "headers": {"Link": {"schema": {"type": "string"}}}, "content": {"application/json": {
                "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Thing%d" % i}}, "example": [record] * 4}}}},
        },
        "post": {"summary": "Make a thing", "description": text, "responses": {"201": {"description": "made"}}},
    }
    paths["/things%d/{id}" % i] = {
        "get": {
            "summary": "One thing", "description": text, "tags": ["tag%d" % (i % 25)],
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "integer"}}],
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing%d" % i}, "example": record}}}},
        },
        "delete": {"summary": "Remove a thing", "description": text, "responses": {"204": {"description": "gone"}}},
    }
document = {
    "openapi": "3.0.3", "info": {"title": "Big", "version": "1"}, "servers": [{"url": "https://api.big.example"}], "paths": paths,
    "components": {"schemas": schemas, "securitySchemes": {"token": {"type": "http", "scheme": "bearer"}}},
}
json.dump(document, sys.stdout)
