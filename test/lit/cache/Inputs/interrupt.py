"""Runs TOOL --cache-dir CACHE SOURCE [ARGS...], sends it SIGTERM while
it builds a header in CACHE (20 ms after the temporary Clang writes a .pch
through, NAME-XXXXXXXX...tmp, appears: the parse is under way), and prints
whether
one was seen, how the run ended, and what is left in CACHE besides whole
entries (prelude-KEY.pch/.manifest, preamble-KEY.pch/.manifest/.seen and
the prelude's source)."""
import os
import re
import signal
import subprocess
import sys
import time

tool, cache, source = sys.argv[1:4]
run = subprocess.Popen([tool, "--cache-dir", cache, source] + sys.argv[4:],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 120
seen = False
while run.poll() is None and time.time() < deadline:
    try:
        names = os.listdir(cache)
    except FileNotFoundError:
        names = []
    if any(".pch" in n and n.endswith(".tmp") for n in names):
        seen = True
        time.sleep(0.02)
        run.send_signal(signal.SIGTERM)
        break
    time.sleep(0.001)
code = run.wait()
entry = re.compile(r"^(prelude|preamble)-[0-9a-f]{16}\.(pch|manifest|seen)$"
                   r"|^prelude\.cu$")
left = sorted(n for n in os.listdir(cache) if not entry.match(n)) \
    if os.path.isdir(cache) else []
print("temporary seen" if seen else "no temporary seen")
print("ended by SIGTERM" if code == -signal.SIGTERM else "exit %d" % code)
print("left: " + (" ".join(left) if left else "nothing"))
