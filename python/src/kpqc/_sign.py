"""kpqc.Signature: digital signatures through libkpqc."""
import threading
from ctypes import addressof, byref, c_size_t, create_string_buffer, memset
from typing import Optional, Tuple

from . import _native as N
from ._errors import ArgumentError, ERR_VERIFY, error_for
from ._algorithm import Algorithm
from ._kem import as_bytes
from ._schemes import SIGNATURE

_sign_keypair = N.ops.sign_keypair
_sign = N.ops.sign
_verify = N.ops.verify


class Signature(Algorithm):
    """A signature scheme of the registry, on one backend.

    ``Signature("AIMer128f")`` uses the fastest backend this CPU runs;
    ``backend="portable"`` names one (BackendError when unknown or not
    runnable here). Signatures are detached; ``ctx`` is the context string
    of schemes that take one (``scheme.max_context_bytes``; 0: none).

    workspace: schemes whose fastest signing wants scratch memory (AIMer,
    ``workspace_bytes`` > 0) sign through a buffer of that size, one per
    thread, kept by this object (the C API's kpqc_sign_signature_ws; the same
    signature bytes as without it). False signs on the C stack alone.

    Thread safety: an object may be shared by threads; each thread has its
    own workspace, and every call releases the GIL while the C code runs.
    """

    __slots__ = ("signature_bytes", "max_context_bytes", "workspace_bytes", "_local")

    def __init__(self, name: str, backend: Optional[str] = None, workspace: bool = True) -> None:
        super().__init__(name, SIGNATURE, backend)
        s = self.scheme
        self.signature_bytes: int = s.signature_bytes
        self.max_context_bytes: int = s.max_context_bytes
        self.workspace_bytes: int = (N.sign_workspace_bytes(self._s, self._b)
                                     if workspace else 0)
        self._local = threading.local()

    @property
    def details(self) -> dict:  # type: ignore[type-arg]
        """The scheme's properties as a dict (liboqs-python's ``details``)."""
        s = self.scheme
        return self._details(length_signature=s.signature_bytes,
                             max_context_bytes=s.max_context_bytes)

    def _fail(self, op: str, r: int) -> Exception:
        return error_for(r, f"{self.name} [{self.backend}] {op}: {N.error_string(r).decode()}")

    def keypair(self, seed: Optional[bytes] = None) -> Tuple[bytes, bytes]:
        """A new key pair ``(public_key, secret_key)``.

        seed: derive it deterministically from ``scheme.keypair_seed_bytes``
        bytes (ArgumentError for schemes without deterministic key
        generation). The secret key is returned as bytes, which Python cannot
        wipe. (Deterministic key generation goes through a ctypes buffer,
        zeroed after the copy.)
        """
        npk, nsk = self.public_key_bytes, self.secret_key_bytes
        if seed is None:
            r = _sign_keypair(self._s, self._b, npk, nsk)
            if isinstance(r, int):
                raise self._fail("keypair", r)
            return r
        want = self.scheme.keypair_seed_bytes
        if want == 0:
            raise ArgumentError(f"{self.name}: no deterministic key generation in this scheme")
        seed = as_bytes(self.name, "key generation seed", seed, want)
        pk = create_string_buffer(npk)
        sk = create_string_buffer(nsk)
        r = N.sign_keypair_derand(self._s, self._b, pk, npk, sk, nsk, seed, want)
        if r:
            raise self._fail("keypair", r)
        out = sk.raw
        memset(sk, 0, nsk)
        return pk.raw, out

    def _workspace(self) -> int:
        """The address of this thread's workspace (made on first use)."""
        local = self._local
        try:
            return local.address  # type: ignore[no-any-return]
        except AttributeError:
            local.ws = create_string_buffer(self.workspace_bytes)
            local.address = addressof(local.ws)
            return local.address  # type: ignore[no-any-return]

    def sign(self, message: bytes, secret_key: bytes, ctx: bytes = b"",
             seed: Optional[bytes] = None) -> bytes:
        """The detached signature of message.

        ctx: context string (ArgumentError when longer than
        ``max_context_bytes``). seed: sign deterministically with
        ``scheme.signing_seed_bytes`` bytes of randomness (ArgumentError for
        schemes without deterministic signing).
        """
        nsk = self.secret_key_bytes
        if type(secret_key) is not bytes or len(secret_key) != nsk:
            secret_key = as_bytes(self.name, "secret key", secret_key, nsk)
        if type(message) is not bytes:
            message = as_bytes(self.name, "message", message)
        if type(ctx) is not bytes:
            ctx = as_bytes(self.name, "context", ctx)
        if seed is None:
            if self.workspace_bytes:
                r = _sign(self._s, self._b, message, ctx, secret_key, self.signature_bytes,
                          self._workspace(), self.workspace_bytes)
            else:
                r = _sign(self._s, self._b, message, ctx, secret_key, self.signature_bytes, 0, 0)
            if isinstance(r, int):
                raise self._fail("sign", r)
            return r
        want = self.scheme.signing_seed_bytes
        if want == 0:
            raise ArgumentError(f"{self.name}: no deterministic signing in this scheme")
        seed = as_bytes(self.name, "signing seed", seed, want)
        nsig = self.signature_bytes
        sig = create_string_buffer(nsig)
        siglen = c_size_t(nsig)
        r = N.sign_signature_derand(self._s, self._b, sig, byref(siglen), message, len(message),
                                    ctx, len(ctx), seed, want, secret_key, nsk)
        if r:
            raise self._fail("sign", r)
        return sig.raw[:siglen.value]

    def verify(self, message: bytes, signature: bytes, public_key: bytes,
               ctx: bytes = b"") -> bool:
        """True when signature is a valid signature of message (and ctx)
        under public_key, False otherwise (also for a signature longer than
        the scheme's). SizeError for a public key of the wrong length;
        InvalidKeyError for one that is not the scheme's canonical encoding
        (KPQC_ERR_KEY: e.g. a coefficient out of range), which no signature
        verifies under."""
        npk = self.public_key_bytes
        if type(public_key) is not bytes or len(public_key) != npk:
            public_key = as_bytes(self.name, "public key", public_key, npk)
        if type(message) is not bytes:
            message = as_bytes(self.name, "message", message)
        if type(signature) is not bytes:
            signature = as_bytes(self.name, "signature", signature)
        if type(ctx) is not bytes:
            ctx = as_bytes(self.name, "context", ctx)
        if len(signature) > self.signature_bytes:
            return False
        r = _verify(self._s, self._b, signature, message, ctx, public_key)
        if r == 0:
            return True
        if r == ERR_VERIFY:
            return False
        raise self._fail("verify", r)
