"""Batch contexts for Python guests: WebGPU-style objects and command streams the host replays,
for what kernels do not cover (your own bind groups and entry points, indirect dispatch,
buffers reused in place). This module encodes the host's batch wire format, version 1
(docs/design/batch-wire.md); the Rust guests encode it with the host's own crate, and the tests
run the same streams from both (tests/tests/script_guests.rs)."""

from array import array
import struct

from wit_world.imports import batch as _batch
from wit_world.imports import wasm_host_gpu_types as _t

from .errors import UsageError, _error_of, _host


class usage:  # noqa: N801 - WebGPU's name for the bits
    """WebGPU's buffer usage bits, the ones the host accepts."""

    MAP_READ = 0x1
    COPY_SRC = 0x4
    COPY_DST = 0x8
    UNIFORM = 0x40
    STORAGE = 0x80
    INDIRECT = 0x100


_MAGIC = 0x57480001
_BUFFER, _SHADER, _BIND_GROUP_LAYOUT, _PIPELINE_LAYOUT, _COMPUTE_PIPELINE, _BIND_GROUP = range(1, 7)
_BINDING_TYPES = {"storage": 0, "read-only": 1, "uniform": 2}


def _u32(v, what):
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 1 << 32:
        raise UsageError(f"{what}: {v!r} is not a u32")
    return v


def _u64(words, v, what, rest_allowed=False):
    """Appends a u64 (two words, low first); None (where ``rest_allowed``: a size meaning "to
    the end") is all ones."""
    if v is None and rest_allowed:
        words.extend((0xFFFFFFFF, 0xFFFFFFFF))
        return
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < 1 << 64:
        raise UsageError(f"{what}: {v!r} is not a whole number of bytes")
    words.extend((v & 0xFFFFFFFF, v >> 32))


def _string(words, s):
    """Appends a string: its UTF-8 length, then its bytes four to a word, zero padded."""
    data = s.encode("utf-8")
    words.append(len(data))
    words.extend(array("I", data + bytes(-len(data) % 4)))


class Batch:
    """One host context: its objects have ids of its own (ints; 0 is never an object). Each
    method makes one object and answers its id."""

    def __init__(self, max_objects=0, max_read=0):
        self._ctx = _host(_batch.Context.create, _t.BatchConfig(max_objects, max_read))
        self._next = 1

    def _create(self, kind, words):
        id = self._next
        _host(self._ctx.create_object, id, kind, array("I", words).tobytes())
        self._next += 1
        return id

    def buffer(self, size, bits):
        """A buffer of ``size`` bytes (a multiple of 4) with ``usage`` bits."""
        words = []
        _u64(words, size, "buffer size")
        words.append(_u32(bits, "buffer usage"))
        return self._create(_BUFFER, words)

    def shader(self, wgsl):
        """A WGSL module (the host's Guard checks and bounds it)."""
        words = []
        _string(words, wgsl)
        return self._create(_SHADER, words)

    def bind_group_layout(self, entries):
        """A bind group layout: ``(binding, type)`` or ``(binding, type, dynamic)`` tuples, type
        ``'storage'``, ``'read-only'`` or ``'uniform'``."""
        words = [len(entries)]
        for binding, kind, *dynamic in entries:
            if kind not in _BINDING_TYPES:
                raise UsageError(f"binding type {kind!r} is not storage, read-only or uniform")
            words.extend((_u32(binding, "binding"), _BINDING_TYPES[kind], 1 if dynamic and dynamic[0] else 0))
        return self._create(_BIND_GROUP_LAYOUT, words)

    def pipeline_layout(self, groups):
        """A pipeline layout: bind group layouts for groups 0, 1, ..."""
        return self._create(_PIPELINE_LAYOUT, [len(groups)] + [_u32(g, "layout") for g in groups])

    def compute_pipeline(self, layout, module, entry, constants=None):
        """A compute pipeline of ``module``'s ``entry``, with ``override`` constants (a dict)."""
        words = [_u32(layout, "layout"), _u32(module, "module")]
        _string(words, entry)
        constants = constants or {}
        words.append(len(constants))
        for name, value in constants.items():
            _string(words, name)
            words.extend(struct.unpack("<II", struct.pack("<d", float(value))))
        return self._create(_COMPUTE_PIPELINE, words)

    def bind_group(self, layout, entries):
        """A bind group: ``(binding, buffer)`` or ``(binding, buffer, offset, size)`` tuples
        (size None: to the end)."""
        words = [_u32(layout, "layout"), len(entries)]
        for binding, buffer, *rest in entries:
            if len(rest) > 2:
                raise UsageError("a bind group entry is (binding, buffer[, offset[, size]])")
            offset = rest[0] if rest else 0
            size = rest[1] if len(rest) > 1 else None
            words.extend((_u32(binding, "binding"), _u32(buffer, "buffer")))
            _u64(words, offset, "offset")
            _u64(words, size, "size", rest_allowed=True)
        return self._create(_BIND_GROUP, words)

    def destroy(self, ids):
        """Destroys objects by id."""
        _host(self._ctx.destroy, list(ids))

    def run(self, recorder):
        """Runs a recorded stream; answers its read window (bytes; slots read from it)."""
        return _host(self._ctx.run_stream, list(recorder.words), bytes(recorder.data), recorder.window)

    def live(self):
        """Live objects."""
        return self._ctx.live()

    def lost(self):
        """The error that lost this context, as a GpuError; None while it works."""
        value = self._ctx.lost()
        return None if value is None else _error_of(value)


class ReadSlot:
    """Where a read-back lands in the window: ``f32(window)``, ``u32(window)``, ``i32(window)``."""

    def __init__(self, offset, size):
        self.offset, self.size = offset, size

    def _typed(self, code, window):
        return array(code, window[self.offset:self.offset + self.size])

    def f32(self, window):
        return self._typed("f", window)

    def u32(self, window):
        return self._typed("I", window)

    def i32(self, window):
        return self._typed("i", window)


class _Pass:
    """A compute pass being recorded (see ``Recorder.compute_pass``)."""

    def __init__(self, words):
        self._w = words

    def set_pipeline(self, pipeline):
        self._w.extend((6, _u32(pipeline, "pipeline")))  # the id checked before anything is added

    def set_bind_group(self, index, group, offsets=()):
        command = [7, _u32(index, "index"), _u32(group, "group"), len(offsets)]
        command.extend(_u32(o, "offset") for o in offsets)
        self._w.extend(command)

    def dispatch(self, x, y=1, z=1):
        self._w.extend((8, _u32(x, "x"), _u32(y, "y"), _u32(z, "z")))

    def dispatch_indirect(self, buffer, offset):
        command = [9, _u32(buffer, "buffer")]
        _u64(command, offset, "offset")
        self._w.extend(command)


class Recorder:
    """A stream being recorded."""

    def __init__(self):
        self.words = array("I", [_MAGIC])
        self.data = bytearray()
        self.window = 0

    def write(self, buffer, offset, values):
        """Writes an ``array`` (or ``bytes``, ``bytearray``, ``memoryview``; whole words) into
        ``buffer`` at ``offset``, in stream order."""
        if isinstance(values, array):
            data = values.tobytes()
        elif isinstance(values, (bytes, bytearray, memoryview)):
            data = bytes(values)
        else:
            raise UsageError("write: an array('f' | 'i' | 'I') or bytes, not a list")
        if len(data) % 4:
            raise UsageError("write: whole words (a multiple of 4 bytes)")
        command = [1, _u32(buffer, "buffer")]
        _u64(command, offset, "offset")
        command.extend((len(self.data), len(data)))
        self.words.extend(command)
        self.data += data

    def copy(self, src, src_offset, dst, dst_offset, size):
        """Copies ``size`` bytes between buffers."""
        command = [2, _u32(src, "source")]
        _u64(command, src_offset, "source offset")
        command.append(_u32(dst, "destination"))
        _u64(command, dst_offset, "destination offset")
        _u64(command, size, "size")
        self.words.extend(command)

    def clear(self, buffer, offset=0, size=None):
        """Zeroes ``size`` bytes from ``offset`` (None: to the end)."""
        command = [3, _u32(buffer, "buffer")]
        _u64(command, offset, "offset")
        _u64(command, size, "size", rest_allowed=True)
        self.words.extend(command)

    def compute_pass(self):
        """A compute pass: ``with r.compute_pass() as p:`` then ``p.set_pipeline``,
        ``p.set_bind_group``, ``p.dispatch``, ``p.dispatch_indirect``."""
        recorder = self

        class _Scope:
            def __enter__(self):
                recorder.words.append(4)
                return _Pass(recorder.words)

            def __exit__(self, *exc):
                recorder.words.append(5)
                return False

        return _Scope()

    def read(self, buffer, offset, size):
        """After the stream runs, reads ``size`` bytes of ``buffer`` (MAP_READ) from ``offset``
        into the window."""
        command = [10, _u32(buffer, "buffer")]
        _u64(command, offset, "offset")
        command.extend((_u32(size, "size"), self.window))
        self.words.extend(command)
        slot = ReadSlot(self.window, size)
        self.window += size
        return slot
