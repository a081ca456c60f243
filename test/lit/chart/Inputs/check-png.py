#!/usr/bin/env python3
"""check-png.py FILE WIDTH: FILE is a PNG image WIDTH pixels wide, of nonzero
height, with more than one colour in it (something was drawn)."""
import struct
import sys
import zlib

data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert width == int(sys.argv[2]), "width %d" % width
assert height > 0, "height 0"
# Concatenated IDAT chunks, inflated: a blank image is one repeated row.
pos, idat = 8, b""
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    if kind == b"IDAT":
        idat += data[pos + 8:pos + 8 + length]
    pos += 12 + length
pixels = zlib.decompress(idat)
assert len(set(pixels)) > 2, "blank image"
print("png %dx%d ok" % (width, height))
