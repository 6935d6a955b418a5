#!/usr/bin/env python3
"""Which call of a builtin carries a WGSLsmith difference: wraps every call of FUNC in a
program in trunc() (the same type, and equal on both executors wherever the two results
differ by a fraction) but the KEEP-th (0-based; none with -1), so that running each variant
with `wgslsmith_run --file` shows the one call whose result alone reproduces the difference.

    python3 tests/wgslsmith/isolate_call.py PROGRAM.wgsl OUT.wgsl [KEEP = -1] [FUNC = exp]

Prints the number of call sites. A variant with every call wrapped (KEEP = -1) that runs
`ok` says the difference comes only through FUNC's results (session 43: 537834, site 3 of 20).
"""
import re
import sys


def main():
    src = open(sys.argv[1]).read()
    out = sys.argv[2]
    keep = int(sys.argv[3]) if len(sys.argv) > 3 else -1
    func = sys.argv[4] if len(sys.argv) > 4 else "exp"
    sites = [m.start() for m in re.finditer(r"(?<![A-Za-z0-9_])" + re.escape(func) + r"\(", src)]
    inserts = []
    for k, start in enumerate(sites):
        if k == keep:
            continue
        i, depth = start + len(func) + 1, 1
        while depth:
            depth += (src[i] == "(") - (src[i] == ")")
            i += 1
        inserts += [(start, "trunc("), (i, ")")]
    for pos, text in sorted(inserts, reverse=True):
        src = src[:pos] + text + src[pos:]
    open(out, "w").write(src)
    print(len(sites), "sites")


main()
