#!/usr/bin/env python3
"""Replay fixtures for a grid of 20 large pictures (issue 34): the main
package's `fixtures/rickmorty` page of 20 characters, each with a 2,900 x
2,900 JPEG portrait made here from the recorded corpus's own portraits (a
mosaic of them, so the JPEG has a photograph's detail), every other one
progressive. Needs cjpeg and djpeg (Debian's libjpeg-turbo-progs).

Usage: make-grid-fixtures.py <corpus images folder> <main fixtures folder> <output folder>
"""
import base64
import json
import os
import shutil
import subprocess
import sys

SIDE = 2900


def ppm(path):
    data = subprocess.run(["djpeg", "-pnm", path], check=True, capture_output=True).stdout
    fields, index = [], 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        start = index
        while not data[index:index + 1].isspace():
            index += 1
        fields.append(data[start:index])
    assert fields[0] == b"P6" and fields[3] == b"255", path
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[index + 1:]


def main():
    corpus, fixtures, output = sys.argv[1:4]
    tiles = []
    for name in sorted(os.listdir(corpus)):
        path = os.path.join(corpus, name)
        with open(path, "rb") as handle:
            if handle.read(3) != b"\xff\xd8\xff":
                continue
        width, height, pixels = ppm(path)
        if (width, height) == (300, 300):
            tiles.append(pixels)
    assert tiles, "no 300 x 300 JPEG in " + corpus
    folder = os.path.join(output, "rickmorty")
    os.makedirs(folder, exist_ok=True)
    shutil.copy(os.path.join(fixtures, "rickmorty", "GET-character-page-1.json"), folder)
    for number in range(1, 21):
        rows = []
        for y in range(SIDE):
            row = bytearray()
            for column in range(0, SIDE, 300):
                tile = tiles[(number + column // 300 + (y // 300) * 7) % len(tiles)]
                start = (y % 300) * 900
                row += tile[start:start + min(900, (SIDE - column) * 3)]
            rows.append(bytes(row))
        image = b"P6\n%d %d\n255\n" % (SIDE, SIDE) + b"".join(rows)
        arguments = ["cjpeg", "-quality", "85"] + (["-progressive"] if number % 2 == 0 else [])
        jpeg = subprocess.run(arguments, input=image, check=True, capture_output=True).stdout
        fixture = {
            "request": {"method": "GET", "path": "/character/avatar/%d.jpeg" % number},
            "response": {"bodyBase64": base64.b64encode(jpeg).decode(), "headers": {"content-type": "image/jpeg"}, "status": 200},
        }
        with open(os.path.join(folder, "GET-character-avatar-%d-jpeg.json" % number), "w") as handle:
            json.dump(fixture, handle)
        print("picture %d: %d bytes%s" % (number, len(jpeg), ", progressive" if number % 2 == 0 else ""))


main()
