#!/usr/bin/env python3
"""check-labels.py FILE.svg FONT_DIR: no two texts of the chart overlap, no
text covers a point's marker, every text lies inside the image, and every
label of the plot inside the plot.

Each text's box is computed from the SVG alone, with the advance widths and
glyph extents of DejaVu Sans (DejaVuSans.ttf, DejaVuSans-Bold.ttf in
FONT_DIR), the sans-serif that renders the chart on Debian: x and y, the
text-anchor, the font size and weight, the element's transform and its
panel's translate. Boxes are convex quadrilaterals (the bandwidth label is
rotated) tested with separating axes; two boxes overlap when they
interpenetrate by more than half a pixel. Prints one summary line, then each
failure.
"""
import math
import struct
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
PLOT_CLASSES = {"point-label", "point-tag", "measured-label", "ridge-label",
                "roof-label"}


class Font:
    """Advance widths and vertical glyph extents from a TrueType file."""

    def __init__(self, path):
        data = open(path, "rb").read()
        tables = {}
        count = struct.unpack(">H", data[4:6])[0]
        for i in range(count):
            tag, _, off, length = struct.unpack(">4sIII",
                                                data[12 + 16 * i:28 + 16 * i])
            tables[tag.decode()] = (off, length)
        head = tables["head"][0]
        self.upem = struct.unpack(">H", data[head + 18:head + 20])[0]
        long_loca = struct.unpack(">h", data[head + 50:head + 52])[0] == 1
        hhea = tables["hhea"][0]
        metrics = struct.unpack(">H", data[hhea + 34:hhea + 36])[0]
        hmtx = tables["hmtx"][0]
        self.advance = [struct.unpack(">H", data[hmtx + 4 * i:hmtx + 4 * i + 2])[0]
                        for i in range(metrics)]
        maxp = tables["maxp"][0]
        glyphs = struct.unpack(">H", data[maxp + 4:maxp + 6])[0]
        loca = tables["loca"][0]
        if long_loca:
            offs = struct.unpack(">%dI" % (glyphs + 1),
                                 data[loca:loca + 4 * (glyphs + 1)])
        else:
            offs = [2 * o for o in struct.unpack(
                ">%dH" % (glyphs + 1), data[loca:loca + 2 * (glyphs + 1)])]
        glyf = tables["glyf"][0]
        self.extent = []
        for g in range(glyphs):
            if offs[g + 1] == offs[g]:
                self.extent.append((0, 0))  # a space: no ink
                continue
            p = glyf + offs[g]
            _, _, ymin, _, ymax = struct.unpack(">hhhhh", data[p:p + 10])
            self.extent.append((ymin, ymax))
        self.cmap = self._cmap(data, tables["cmap"][0])

    @staticmethod
    def _cmap(data, base):
        count = struct.unpack(">H", data[base + 2:base + 4])[0]
        for i in range(count):
            plat, enc, off = struct.unpack(">HHI",
                                           data[base + 4 + 8 * i:base + 12 + 8 * i])
            p = base + off
            if plat == 3 and enc == 1 and struct.unpack(">H", data[p:p + 2])[0] == 4:
                seg = struct.unpack(">H", data[p + 6:p + 8])[0] // 2
                ends = struct.unpack(">%dH" % seg, data[p + 14:p + 14 + 2 * seg])
                q = p + 16 + 2 * seg
                starts = struct.unpack(">%dH" % seg, data[q:q + 2 * seg])
                deltas = struct.unpack(">%dh" % seg, data[q + 2 * seg:q + 4 * seg])
                ro = q + 4 * seg
                ranges = struct.unpack(">%dH" % seg, data[ro:ro + 2 * seg])
                table = {}
                for s in range(seg):
                    for c in range(starts[s], ends[s] + 1):
                        if c == 0xFFFF:
                            continue
                        if ranges[s] == 0:
                            g = (c + deltas[s]) & 0xFFFF
                        else:
                            a = ro + 2 * s + ranges[s] + 2 * (c - starts[s])
                            g = struct.unpack(">H", data[a:a + 2])[0]
                            g = (g + deltas[s]) & 0xFFFF if g else 0
                        table[c] = g
                return table
        raise SystemExit("no Unicode cmap in the font")

    def measure(self, text, size):
        """(width, ascent, descent) in pixels; descent is below the baseline."""
        width, top, bottom = 0.0, 0.0, 0.0
        for ch in text:
            g = self.cmap.get(ord(ch), 0)
            width += self.advance[min(g, len(self.advance) - 1)]
            ymin, ymax = self.extent[g]
            top, bottom = max(top, ymax), min(bottom, ymin)
        k = size / self.upem
        return width * k, top * k, -bottom * k


def transform_of(attr):
    """The affine map of 'translate(a,b) rotate(t)' as (a, b, c, d, e, f)."""
    m = (1, 0, 0, 1, 0, 0)
    for part in (attr or "").replace(")", ")\n").splitlines():
        part = part.strip()
        if not part:
            continue
        name, args = part.split("(")
        v = [float(x) for x in args.rstrip(")").replace(",", " ").split()]
        if name == "translate":
            n = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "rotate":
            r = math.radians(v[0])
            n = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        else:
            raise SystemExit("unexpected transform " + part)
        m = compose(m, n)
    return m


def compose(m, n):
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D,
            a * E + c * F + e, b * E + d * F + f)


def apply(m, x, y):
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


def overlap(p, q, slack=0.5):
    """Convex polygons p and q interpenetrate by more than slack pixels."""
    for poly in (p, q):
        for i in range(len(poly)):
            x0, y0 = poly[i]
            x1, y1 = poly[(i + 1) % len(poly)]
            nx, ny = y1 - y0, x0 - x1
            n = math.hypot(nx, ny)
            if n == 0:
                continue
            nx, ny = nx / n, ny / n
            pa = [x * nx + y * ny for x, y in p]
            qa = [x * nx + y * ny for x, y in q]
            if min(max(pa), max(qa)) - max(min(pa), min(qa)) <= slack:
                return False
    return True


def inside(poly, box, slack=0.5):
    x0, y0, x1, y1 = box
    return all(x0 - slack <= x <= x1 + slack and y0 - slack <= y <= y1 + slack
               for x, y in poly)


def main():
    svg, font_dir = sys.argv[1], sys.argv[2]
    regular = Font(font_dir + "/DejaVuSans.ttf")
    bold = Font(font_dir + "/DejaVuSans-Bold.ttf")
    root = ET.parse(svg).getroot()
    view = [float(v) for v in root.get("viewBox").split()]
    image = (view[0], view[1], view[0] + view[2], view[1] + view[3])
    texts, markers, failures = [], [], []

    def walk(node, m, plot):
        m = compose(m, transform_of(node.get("transform")))
        for child in node:
            if child.tag == NS + "rect" and child.get("class") == "plot":
                x, y = float(child.get("x")), float(child.get("y"))
                a = apply(m, x, y)
                plot = (a[0], a[1], a[0] + float(child.get("width")),
                        a[1] + float(child.get("height")))
        for child in node:
            cls = child.get("class") or ""
            if child.tag == NS + "g":
                walk(child, m, plot)
            elif child.tag == NS + "circle" and cls.startswith("point "):
                cx, cy = apply(m, float(child.get("cx")), float(child.get("cy")))
                r = float(child.get("r"))
                markers.append((cls, [(cx - r, cy - r), (cx + r, cy - r),
                                      (cx + r, cy + r), (cx - r, cy + r)]))
            elif child.tag == NS + "text":
                s = "".join(child.itertext())
                size = float(child.get("font-size"))
                font = bold if child.get("font-weight") == "bold" else regular
                w, up, down = font.measure(s, size)
                x, y = float(child.get("x")), float(child.get("y"))
                anchor = child.get("text-anchor") or "start"
                x -= {"start": 0, "middle": w / 2, "end": w}[anchor]
                own = compose(m, transform_of(child.get("transform")))
                poly = [apply(own, px, py) for px, py in
                        ((x, y - up), (x + w, y - up), (x + w, y + down),
                         (x, y + down))]
                texts.append((cls, s, poly, plot))

    walk(root, (1, 0, 0, 1, 0, 0), None)
    for i, (ci, si, pi, _) in enumerate(texts):
        for cj, sj, pj, _ in texts[i + 1:]:
            if overlap(pi, pj):
                failures.append("overlap: %s '%s' and %s '%s'" % (ci, si, cj, sj))
        for cm, pm in markers:
            if overlap(pi, pm):
                failures.append("covers a marker: %s '%s' (%s)" % (ci, si, cm))
    outside = 0
    for cls, s, poly, plot in texts:
        if not inside(poly, image):
            outside += 1
            failures.append("outside the image: %s '%s'" % (cls, s))
        elif cls.split()[0] in PLOT_CLASSES and plot and not inside(poly, plot):
            outside += 1
            failures.append("outside the plot: %s '%s'" % (cls, s))
    overlaps = len(failures) - outside
    print("%d texts, %d markers: %d overlaps, %d outside"
          % (len(texts), len(markers), overlaps, outside))
    for f in failures:
        print(f)


main()
