"""Exceptions: one class per error code of the C API (include/kpqc/kpqc.h)."""
from typing import Dict, Type

# The C API's error codes (enum in kpqc.h).
OK = 0
ERR_VERIFY = -1
ERR_SIZE = -2
ERR_KIND = -3
ERR_BACKEND = -4
ERR_RANDOM = -5
ERR_ARGUMENT = -6
ERR_MEMORY = -7
ERR_KEY = -8


class KpqcError(Exception):
    """Base class of every error this package raises for a failed library call.

    ``code`` is the C API's error code (a negative ``KPQC_ERR_*`` value), or 0
    when the error was found before calling the library.
    """

    code: int = 0

    def __init__(self, message: str, code: int = 0) -> None:
        super().__init__(message)
        if code:
            self.code = code


class UnknownSchemeError(KpqcError, LookupError):
    """No scheme of the registry has this name (the message suggests close ones)."""


class KindError(KpqcError, ValueError):
    """A KEM used as a signature scheme or the reverse (``KPQC_ERR_KIND``)."""

    code = ERR_KIND


class SizeError(KpqcError, ValueError):
    """A key, ciphertext, signature or seed has the wrong length (``KPQC_ERR_SIZE``)."""

    code = ERR_SIZE


class BackendError(KpqcError, ValueError):
    """Unknown backend, or one this CPU cannot run (``KPQC_ERR_BACKEND``)."""

    code = ERR_BACKEND


class RandomnessError(KpqcError, OSError):
    """The randomness source failed during the call (``KPQC_ERR_RANDOM``)."""

    code = ERR_RANDOM


class ArgumentError(KpqcError, ValueError):
    """An argument the scheme does not take, e.g. a context string that is too
    long or a deterministic form the scheme lacks (``KPQC_ERR_ARGUMENT``)."""

    code = ERR_ARGUMENT


class InvalidKeyError(KpqcError, ValueError):
    """A public key that is not a canonical encoding, or a secret key the
    scheme rejects (``KPQC_ERR_KEY``)."""

    code = ERR_KEY


class DecapsulationError(KpqcError):
    """A KEM with explicit rejection (NTRU+) refused the ciphertext
    (``KPQC_ERR_VERIFY`` from decapsulation). KEMs with implicit rejection
    return a pseudo-random shared secret instead, as their specification says."""

    code = ERR_VERIFY


class VerificationError(KpqcError):
    """A check of the library failed (``KPQC_ERR_VERIFY`` outside ``verify()``,
    e.g. a KAT entry that does not round-trip)."""

    code = ERR_VERIFY


class KpqcMemoryError(KpqcError, MemoryError):
    """An allocation failed (``KPQC_ERR_MEMORY``)."""

    code = ERR_MEMORY


_BY_CODE: Dict[int, Type[KpqcError]] = {
    ERR_VERIFY: VerificationError,
    ERR_SIZE: SizeError,
    ERR_KIND: KindError,
    ERR_BACKEND: BackendError,
    ERR_RANDOM: RandomnessError,
    ERR_ARGUMENT: ArgumentError,
    ERR_MEMORY: KpqcMemoryError,
    ERR_KEY: InvalidKeyError,
}


def error_for(code: int, message: str) -> KpqcError:
    """The exception for a C error code; the message says what was called."""
    cls = _BY_CODE.get(code, KpqcError)
    return cls(message, code)
