"""kpqc.KEM: key encapsulation through libkpqc."""
from typing import Optional, Tuple

from . import _native as N
from ._algorithm import Algorithm
from ._errors import DecapsulationError, ERR_VERIFY, SizeError, error_for
from ._schemes import KEM as _KEM_KIND

_kem_keypair = N.ops.kem_keypair
_kem_encaps = N.ops.kem_encaps
_kem_decaps = N.ops.kem_decaps


def as_bytes(scheme: str, what: str, value: object, want: int = -1) -> bytes:
    """value as bytes (bytearray and memoryview are copied), checked to be
    ``want`` bytes long when want >= 0: TypeError or SizeError otherwise."""
    if isinstance(value, (bytearray, memoryview)):
        value = bytes(value)
    if not isinstance(value, bytes):
        raise TypeError(f"{scheme}: {what} must be bytes, got {type(value).__name__}")
    if want >= 0 and len(value) != want:
        raise SizeError(f"{scheme}: {what} must be {want} bytes, got {len(value)}")
    return value


class KEM(Algorithm):
    """A key encapsulation mechanism of the registry, on one backend.

    ``KEM("NTRU+768")`` uses the fastest backend this CPU runs;
    ``KEM("NTRU+768", backend="portable")`` a named one (BackendError when it
    is unknown or this CPU cannot run it). Sizes are attributes
    (``public_key_bytes``, ...) and ``scheme`` is the full registry row.

    Objects hold no mutable state: one object may be used from many threads
    at once. Every call releases the GIL while the C code runs.
    """

    __slots__ = ("ciphertext_bytes", "shared_secret_bytes")

    def __init__(self, name: str, backend: Optional[str] = None) -> None:
        super().__init__(name, _KEM_KIND, backend)
        self.ciphertext_bytes: int = self.scheme.ciphertext_bytes
        self.shared_secret_bytes: int = self.scheme.shared_secret_bytes

    @property
    def details(self) -> dict:  # type: ignore[type-arg]
        """The scheme's properties as a dict (liboqs-python's ``details``)."""
        s = self.scheme
        return self._details(length_ciphertext=s.ciphertext_bytes,
                             length_shared_secret=s.shared_secret_bytes, rejection=s.rejection)

    def _fail(self, op: str, r: int) -> Exception:
        return error_for(r, f"{self.name} [{self.backend}] {op}: {N.error_string(r).decode()}")

    def keypair(self) -> Tuple[bytes, bytes]:
        """A new key pair ``(public_key, secret_key)`` from the OS's randomness
        (or from the thread's DRBG inside ``with kpqc.drbg(seed):``).

        The secret key is returned as bytes, written there by the library
        (no other copy is made); Python cannot wipe it.
        """
        r = _kem_keypair(self._s, self._b, self.public_key_bytes, self.secret_key_bytes)
        if isinstance(r, int):
            raise self._fail("keypair", r)
        return r

    def encaps(self, public_key: bytes) -> Tuple[bytes, bytes]:
        """Encapsulates to a public key: ``(ciphertext, shared_secret)``.

        InvalidKeyError when the scheme rejects the public key's encoding,
        SizeError when its length is wrong.
        """
        npk = self.public_key_bytes
        if type(public_key) is not bytes or len(public_key) != npk:
            public_key = as_bytes(self.name, "public key", public_key, npk)
        r = _kem_encaps(self._s, self._b, public_key, self.ciphertext_bytes,
                        self.shared_secret_bytes)
        if isinstance(r, int):
            raise self._fail("encaps", r)
        return r

    def decaps(self, ciphertext: bytes, secret_key: bytes) -> bytes:
        """The shared secret of a ciphertext.

        A tampered ciphertext gives, as the scheme specifies, either a
        pseudo-random secret (implicit rejection: ``scheme.rejection ==
        "implicit"``) or DecapsulationError (explicit: NTRU+).
        """
        nct, nsk = self.ciphertext_bytes, self.secret_key_bytes
        if type(ciphertext) is not bytes or len(ciphertext) != nct:
            ciphertext = as_bytes(self.name, "ciphertext", ciphertext, nct)
        if type(secret_key) is not bytes or len(secret_key) != nsk:
            secret_key = as_bytes(self.name, "secret key", secret_key, nsk)
        r = _kem_decaps(self._s, self._b, ciphertext, secret_key, self.shared_secret_bytes)
        if isinstance(r, int):
            if r == ERR_VERIFY:
                raise DecapsulationError(f"{self.name} [{self.backend}] decaps: the ciphertext "
                                         "was rejected (explicit rejection)", r)
            raise self._fail("decaps", r)
        return r
