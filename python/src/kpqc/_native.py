"""The shared libkpqc shipped in the package, bound with ctypes.

ctypes releases the GIL for the duration of every call into the library, so
long operations (PALOMA key pairs, AIMer signatures) on one thread do not hold
up the others. Only the public API (include/kpqc/kpqc.h, kat.h) is bound.
"""
import ctypes
import os
import sys
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint, c_void_p
from typing import Any

_HERE = os.path.dirname(os.path.abspath(__file__))
_NATIVE = os.path.join(_HERE, "_native")


def _library_path() -> str:
    # KPQC_LIBRARY: another libkpqc build (development); the default is the
    # package's own copy.
    override = os.environ.get("KPQC_LIBRARY")
    if override:
        return override
    suffix = {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
    return os.path.join(_NATIVE, "libkpqc" + suffix)


def command_path() -> str:
    """The kpqc command built with this package (used by kpqc.bench)."""
    override = os.environ.get("KPQC_COMMAND")
    if override:
        return override
    return os.path.join(_NATIVE, "kpqc.exe" if sys.platform == "win32" else "kpqc")


class SchemeInfo(ctypes.Structure):
    """kpqc_scheme_info (field order as in kpqc.h)."""

    _fields_ = [
        ("name", c_char_p),
        ("family", c_char_p),
        ("version", c_char_p),
        ("kat_header", c_char_p),
        ("kind", c_int),
        ("kat_style", c_int),
        ("nist_level", c_int),
        ("public_key_bytes", c_size_t),
        ("secret_key_bytes", c_size_t),
        ("ciphertext_bytes", c_size_t),
        ("shared_secret_bytes", c_size_t),
        ("signature_bytes", c_size_t),
        ("max_context_bytes", c_size_t),
        ("kat_sha256", c_char_p),
        ("kat1_sha256", c_char_p),
        ("group", c_char_p),
        ("provenance", c_char_p),
        ("implementation", c_void_p),  # const char *(*)(void)
        ("status", c_char_p),
        ("current_row", c_char_p),
    ]


lib = ctypes.CDLL(_library_path())
_IMPLEMENTATION_FN = ctypes.CFUNCTYPE(c_char_p)

_u8p = c_char_p  # const uint8_t * (bytes passed without a copy)
_buf = c_void_p  # uint8_t * (a ctypes string buffer)
_sizep = POINTER(c_size_t)
_scheme = c_void_p


def _declare(name: str, restype: Any, *argtypes: Any) -> Any:
    fn = getattr(lib, name)
    fn.restype = restype
    fn.argtypes = list(argtypes)
    return fn


kpqc_version = _declare("kpqc_version", c_char_p)
scheme_count = _declare("kpqc_scheme_count", c_size_t)
scheme_at = _declare("kpqc_scheme_at", _scheme, c_size_t)
scheme_find = _declare("kpqc_scheme_find", _scheme, c_char_p)
scheme_info_of = _declare("kpqc_scheme_info_of", POINTER(SchemeInfo), _scheme)
scheme_kat_entries = _declare("kpqc_scheme_kat_entries", c_uint, _scheme)
scheme_is_current = _declare("kpqc_scheme_is_current", c_int, _scheme)
scheme_is_kpqc = _declare("kpqc_scheme_is_kpqc", c_int, _scheme)
backend_count = _declare("kpqc_backend_count", c_size_t, _scheme)
backend_name = _declare("kpqc_backend_name", c_char_p, _scheme, c_size_t)
backend_available = _declare("kpqc_backend_available", c_int, _scheme, c_size_t)
backend_default = _declare("kpqc_backend_default", c_char_p, _scheme)
kem_rejection = _declare("kpqc_kem_rejection", c_int, _scheme)

kem_keypair = _declare("kpqc_kem_keypair", c_int, _scheme, c_char_p,
                       _buf, c_size_t, _buf, c_size_t)
kem_encaps = _declare("kpqc_kem_encaps", c_int, _scheme, c_char_p,
                      _buf, c_size_t, _buf, c_size_t, _u8p, c_size_t)
kem_decaps = _declare("kpqc_kem_decaps", c_int, _scheme, c_char_p,
                      _buf, c_size_t, _u8p, c_size_t, _u8p, c_size_t)
sign_keypair = _declare("kpqc_sign_keypair", c_int, _scheme, c_char_p,
                        _buf, c_size_t, _buf, c_size_t)
sign_signature = _declare("kpqc_sign_signature", c_int, _scheme, c_char_p,
                          _buf, _sizep, _u8p, c_size_t, _u8p, c_size_t, _u8p, c_size_t)
sign_workspace_bytes = _declare("kpqc_sign_workspace_bytes", c_size_t, _scheme, c_char_p)
sign_signature_ws = _declare("kpqc_sign_signature_ws", c_int, _scheme, c_char_p,
                             _buf, _sizep, _u8p, c_size_t, _u8p, c_size_t, _u8p, c_size_t,
                             _buf, c_size_t)
sign_verify = _declare("kpqc_sign_verify", c_int, _scheme, c_char_p,
                       _u8p, c_size_t, _u8p, c_size_t, _u8p, c_size_t, _u8p, c_size_t)
sign_keypair_seed_bytes = _declare("kpqc_sign_keypair_seed_bytes", c_size_t, _scheme)
sign_signing_seed_bytes = _declare("kpqc_sign_signing_seed_bytes", c_size_t, _scheme)
sign_keypair_derand = _declare("kpqc_sign_keypair_derand", c_int, _scheme, c_char_p,
                               _buf, c_size_t, _buf, c_size_t, _u8p, c_size_t)
sign_signature_derand = _declare("kpqc_sign_signature_derand", c_int, _scheme, c_char_p,
                                 _buf, _sizep, _u8p, c_size_t, _u8p, c_size_t,
                                 _u8p, c_size_t, _u8p, c_size_t)
random_use_drbg = _declare("kpqc_random_use_drbg", None, _u8p)
random_use_os = _declare("kpqc_random_use_os", None)
random_bytes = _declare("kpqc_random_bytes", c_int, _buf, c_size_t)
error_string = _declare("kpqc_error_string", c_char_p, c_int)
kat_default_seed = _declare("kpqc_kat_default_seed", None, _buf)
kat_write_prefix = _declare("kpqc_kat_write_prefix", c_int, _scheme, c_char_p, _u8p,
                            c_uint, c_uint, c_void_p, c_void_p)


def implementation_of(fn_ptr: int) -> str:
    """Calls a row's implementation() function pointer (NIST rows)."""
    value = _IMPLEMENTATION_FN(fn_ptr)()
    return value.decode() if value else ""


def _address(fn: Any) -> int:
    value = ctypes.cast(fn, c_void_p).value
    assert value is not None
    return int(value)


# The per-operation calls go through kpqc._ops (a small C extension of this
# package, stable ABI) with libkpqc's own function addresses: one copy of the
# library, none of ctypes' per-call argument conversion.
from . import _ops  # noqa: E402

_ops.init(_address(kem_keypair), _address(kem_encaps), _address(kem_decaps),
          _address(sign_keypair), _address(sign_signature), _address(sign_signature_ws),
          _address(sign_verify))
ops = _ops
