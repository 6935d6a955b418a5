"""What the Python examples share: their inputs from a seed, their command line, and how they
show an error the host must answer."""

from array import array

from wit_world.imports import environment

from wasm_host_gpu import GpuError


def random(seed, count):
    """``count`` values in [0, 1) from a xorshift32 stream of ``seed`` (0 counts as 1): each
    value is (x >> 8) / 2^24. The tests make the same values natively for their oracles."""
    x = (seed & 0xFFFFFFFF) or 1
    out = array("f", bytes(4 * count))
    for i in range(count):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out[i] = (x >> 8) / 16777216
    return out


def options(defaults):
    """The guest's options: ``defaults`` gives each option's name (``per_pass`` for
    ``--per-pass``) and default, a number (the option takes a whole number of at least 1) or
    ``False`` (a flag). An unknown argument or a bad number is an error."""
    o = dict(defaults)
    args = environment.get_arguments()[1:]
    i = 0
    while i < len(args):
        name = args[i][2:].replace("-", "_")
        if not args[i].startswith("--") or name not in defaults:
            raise ValueError(f"unknown argument {args[i]!r}")
        if defaults[name] is False:
            o[name] = True
        else:
            value = args[i + 1] if i + 1 < len(args) else ""
            if not value.isdigit() or int(value) < 1:
                raise ValueError(f"{args[i]} needs a whole number of at least 1")
            o[name] = int(value)
            i += 1
        i += 1
    return o


def hex_bits(values):
    """Each f32's bits in hex, separated by spaces (what ``--print`` prints)."""
    return " ".join(format(b, "x") for b in array("I", array("f", values).tobytes()))


def failing(what, call, cls=GpuError):
    """Runs ``call``, which must raise ``cls`` (a GpuError); prints ``error WHAT: CASE``."""
    try:
        call()
    except GpuError as e:
        if not isinstance(e, cls):
            raise
        print(f"error {what}: {e.case}")
        return
    raise AssertionError(f"{what} did not fail")
