"""The errors of wasm-host's Python guests: one exception class per WIT error case."""

from componentize_py_types import Err


class GpuError(Exception):
    """An error the host answered, by its WIT case (``.case``: ``invalid``, ``quota``,
    ``out-of-range``, ...) with the host's message (``.detail``); or ``usage`` for a mistake
    this library caught before asking the host."""

    case = "error"

    def __init__(self, detail):
        super().__init__(f"{self.case}: {detail}")
        self.detail = detail


def _case(case, doc):
    name = "".join(part.capitalize() for part in case.split("-")) + "Error"
    return type(name, (GpuError,), {"case": case, "__doc__": doc, "__module__": "wasm_host_gpu"})


UsageError = _case("usage", "A mistake in the guest's call, caught before asking the host.")
InvalidError = _case("invalid", "WGSL, a descriptor, a shape or a type the host refused (WGSL errors carry the line and column).")
RefusedError = _case("refused", "A request this guest's own state refuses: a destroyed array, an id in use or not live, a wrong kind.")
LostError = _case("lost", "The batch context failed earlier and accepts nothing more; names the first error.")
ReadError = _case("read", "A read-back was refused: no window, unknown buffer, missing MAP_READ, outside the range or window.")
ReservedError = _case("reserved", "The module, layout or bind call reaches the host's reserved bind group.")
UnparsableError = _case("unparsable", "The host cannot parse the module, so it cannot bound it.")
UnboundedError = _case("unbounded", "The host cannot bound the module's loops; nothing unbounded runs.")
TruncatedError = _case("truncated", "A shader exhausted its loop budget; the results were discarded.")
OutOfRangeError = _case("out-of-range", "A kernel read a strict array outside its shape; the results were discarded.")
QuotaError = _case("quota", "A quota or limit of this guest or device would be exceeded; names it and its value.")
UnsupportedError = _case("unsupported", "Valid, but not supported by this host or the executor that has to run it.")
DeviceError = _case("device", "The device failed (out of memory, lost, a driver error); the guest may retry.")

# The bindings' variant classes (`Error_OutOfRange`) by their WIT case.
_BY_BINDING = {
    "Error_" + "".join(p.capitalize() for p in cls.case.split("-")): cls
    for cls in (InvalidError, RefusedError, LostError, ReadError, ReservedError, UnparsableError,
                UnboundedError, TruncatedError, OutOfRangeError, QuotaError, UnsupportedError,
                DeviceError)
}


def _error_of(value):
    """The GpuError of a WIT ``error`` value (``Error_Quota(...)``), or None for another value."""
    cls = _BY_BINDING.get(type(value).__name__)
    return None if cls is None else cls(str(value.value))


def _host(call, *args):
    """Calls the host, turning its WIT ``error`` into the GpuError of that case."""
    try:
        return call(*args)
    except Err as e:
        error = _error_of(e.value)
        if error is None:
            raise
        raise error from None
