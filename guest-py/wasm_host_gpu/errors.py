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
InvalidError = _case("invalid", "The host found the request malformed.")
RefusedError = _case("refused", "The request is well formed but not allowed now (e.g. a destroyed array).")
LostError = _case("lost", "The work was lost with the device.")
ReadError = _case("read", "Reading a result failed.")
ReservedError = _case("reserved", "A name the host reserves.")
UnparsableError = _case("unparsable", "The WGSL does not parse or validate.")
UnboundedError = _case("unbounded", "A loop the Guard cannot bound.")
TruncatedError = _case("truncated", "The work was cut short by its budget.")
OutOfRangeError = _case("out-of-range", "A strict array was read outside its extents.")
QuotaError = _case("quota", "A guest limit (memory, objects, work) would be passed.")
UnsupportedError = _case("unsupported", "The executor does not support this.")
DeviceError = _case("device", "The device failed.")

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
