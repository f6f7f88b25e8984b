/* kpqc._ops: the per-operation calls of kpqc-python without ctypes' per-call
 * argument conversion (about 2 us of it per call). It links nothing: the
 * package hands it the addresses of libkpqc's public functions (resolved by
 * ctypes from the same shared library), so there is one copy of libkpqc in
 * the process and kpqc.drbg()'s per-thread state is the one these calls see.
 *
 * Outputs are written straight into new bytes objects (no intermediate copy
 * of a secret is left behind). The GIL is released for every library call;
 * the input bytes objects stay referenced by the argument tuple meanwhile.
 * Each function returns its result, or the library's (negative) error code
 * as an int, which the Python layer turns into an exception.
 *
 * Stable ABI (Py_LIMITED_API 3.8): one build serves every CPython 3.8+. */
#define PY_SSIZE_T_CLEAN
#define Py_LIMITED_API 0x03080000
#include <Python.h>

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef int (*keypair_fn)(const void *, const char *, uint8_t *, size_t, uint8_t *, size_t);
typedef int (*encaps_fn)(const void *, const char *, uint8_t *, size_t, uint8_t *, size_t,
                         const uint8_t *, size_t);
typedef int (*decaps_fn)(const void *, const char *, uint8_t *, size_t, const uint8_t *, size_t,
                         const uint8_t *, size_t);
typedef int (*sign_fn)(const void *, const char *, uint8_t *, size_t *, const uint8_t *, size_t,
                       const uint8_t *, size_t, const uint8_t *, size_t);
typedef int (*sign_ws_fn)(const void *, const char *, uint8_t *, size_t *, const uint8_t *,
                          size_t, const uint8_t *, size_t, const uint8_t *, size_t, void *,
                          size_t);
typedef int (*verify_fn)(const void *, const char *, const uint8_t *, size_t, const uint8_t *,
                         size_t, const uint8_t *, size_t, const uint8_t *, size_t);

/* Set once by init() before any other call (the package's import does it). */
static keypair_fn p_kem_keypair, p_sign_keypair;
static encaps_fn p_kem_encaps;
static decaps_fn p_kem_decaps;
static sign_fn p_sign;
static sign_ws_fn p_sign_ws;
static verify_fn p_verify;

static void *address_of(PyObject *v)
{
    return PyLong_AsVoidPtr(v);
}

static PyObject *ops_init(PyObject *self, PyObject *args)
{
    PyObject *a[7];
    (void)self;
    if (!PyArg_ParseTuple(args, "OOOOOOO", &a[0], &a[1], &a[2], &a[3], &a[4], &a[5], &a[6]))
        return NULL;
    void *p[7];
    for (int i = 0; i < 7; i++) {
        p[i] = address_of(a[i]);
        if (p[i] == NULL) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "null function address");
            return NULL;
        }
    }
    /* Object pointers to function pointers through memcpy (ISO C has no cast). */
    memcpy(&p_kem_keypair, &p[0], sizeof p[0]);
    memcpy(&p_kem_encaps, &p[1], sizeof p[1]);
    memcpy(&p_kem_decaps, &p[2], sizeof p[2]);
    memcpy(&p_sign_keypair, &p[3], sizeof p[3]);
    memcpy(&p_sign, &p[4], sizeof p[4]);
    memcpy(&p_sign_ws, &p[5], sizeof p[5]);
    memcpy(&p_verify, &p[6], sizeof p[6]);
    Py_RETURN_NONE;
}

static int ready(void)
{
    if (p_verify != NULL) return 1;
    PyErr_SetString(PyExc_RuntimeError, "kpqc._ops used before init()");
    return 0;
}

/* Two new bytes objects of the given lengths, or NULL with an exception set. */
static int new_pair(PyObject **a, Py_ssize_t na, PyObject **b, Py_ssize_t nb)
{
    *a = PyBytes_FromStringAndSize(NULL, na);
    *b = *a != NULL ? PyBytes_FromStringAndSize(NULL, nb) : NULL;
    if (*b == NULL) {
        Py_XDECREF(*a);
        return 0;
    }
    return 1;
}

static PyObject *pair_or_code(int r, PyObject *a, PyObject *b)
{
    if (r != 0) {
        Py_DECREF(a);
        Py_DECREF(b);
        return PyLong_FromLong(r);
    }
    PyObject *t = PyTuple_New(2);
    if (t == NULL) {
        Py_DECREF(a);
        Py_DECREF(b);
        return NULL;
    }
    PyTuple_SetItem(t, 0, a); /* steals the references */
    PyTuple_SetItem(t, 1, b);
    return t;
}

static PyObject *keypair_with(keypair_fn fn, PyObject *args)
{
    unsigned long long s;
    const char *backend;
    Py_ssize_t npk, nsk;
    PyObject *pk, *sk;
    if (!ready() || !PyArg_ParseTuple(args, "Kynn", &s, &backend, &npk, &nsk)) return NULL;
    if (!new_pair(&pk, npk, &sk, nsk)) return NULL;
    uint8_t *ppk = (uint8_t *)PyBytes_AsString(pk), *psk = (uint8_t *)PyBytes_AsString(sk);
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = fn((const void *)(uintptr_t)s, backend, ppk, (size_t)npk, psk, (size_t)nsk);
    Py_END_ALLOW_THREADS
    return pair_or_code(r, pk, sk);
}

/* kem_keypair(scheme, backend, npk, nsk) -> (pk, sk) | code */
static PyObject *ops_kem_keypair(PyObject *self, PyObject *args)
{
    (void)self;
    return keypair_with(p_kem_keypair, args);
}

/* sign_keypair(scheme, backend, npk, nsk) -> (pk, sk) | code */
static PyObject *ops_sign_keypair(PyObject *self, PyObject *args)
{
    (void)self;
    return keypair_with(p_sign_keypair, args);
}

/* kem_encaps(scheme, backend, pk, nct, nss) -> (ct, ss) | code */
static PyObject *ops_kem_encaps(PyObject *self, PyObject *args)
{
    unsigned long long s;
    const char *backend, *pk;
    Py_ssize_t npk, nct, nss;
    PyObject *ct, *ss;
    (void)self;
    if (!ready() || !PyArg_ParseTuple(args, "Kyy#nn", &s, &backend, &pk, &npk, &nct, &nss))
        return NULL;
    if (!new_pair(&ct, nct, &ss, nss)) return NULL;
    uint8_t *pct = (uint8_t *)PyBytes_AsString(ct), *pss = (uint8_t *)PyBytes_AsString(ss);
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = p_kem_encaps((const void *)(uintptr_t)s, backend, pct, (size_t)nct, pss, (size_t)nss,
                     (const uint8_t *)pk, (size_t)npk);
    Py_END_ALLOW_THREADS
    return pair_or_code(r, ct, ss);
}

/* kem_decaps(scheme, backend, ct, sk, nss) -> ss | code */
static PyObject *ops_kem_decaps(PyObject *self, PyObject *args)
{
    unsigned long long s;
    const char *backend, *ct, *sk;
    Py_ssize_t nct, nsk, nss;
    (void)self;
    if (!ready() || !PyArg_ParseTuple(args, "Kyy#y#n", &s, &backend, &ct, &nct, &sk, &nsk, &nss))
        return NULL;
    PyObject *ss = PyBytes_FromStringAndSize(NULL, nss);
    if (ss == NULL) return NULL;
    uint8_t *pss = (uint8_t *)PyBytes_AsString(ss);
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = p_kem_decaps((const void *)(uintptr_t)s, backend, pss, (size_t)nss, (const uint8_t *)ct,
                     (size_t)nct, (const uint8_t *)sk, (size_t)nsk);
    Py_END_ALLOW_THREADS
    if (r != 0) {
        Py_DECREF(ss); /* NTRU+'s rejection leaves an all-zero key: nothing secret */
        return PyLong_FromLong(r);
    }
    return ss;
}

/* sign(scheme, backend, msg, ctx, sk, nsig, ws_address, wslen) -> sig | code
 * (ws_address 0: kpqc_sign_signature, on the library's stack; otherwise
 * kpqc_sign_signature_ws with that workspace). */
static PyObject *ops_sign(PyObject *self, PyObject *args)
{
    unsigned long long s, ws;
    const char *backend, *m, *ctx, *sk;
    Py_ssize_t nm, nctx, nsk, nsig, nws;
    (void)self;
    if (!ready() || !PyArg_ParseTuple(args, "Kyy#y#y#nKn", &s, &backend, &m, &nm, &ctx, &nctx,
                                      &sk, &nsk, &nsig, &ws, &nws))
        return NULL;
    PyObject *sig = PyBytes_FromStringAndSize(NULL, nsig);
    if (sig == NULL) return NULL;
    uint8_t *psig = (uint8_t *)PyBytes_AsString(sig);
    size_t siglen = (size_t)nsig;
    int r;
    Py_BEGIN_ALLOW_THREADS
    if (ws == 0) {
        r = p_sign((const void *)(uintptr_t)s, backend, psig, &siglen, (const uint8_t *)m,
                   (size_t)nm, (const uint8_t *)ctx, (size_t)nctx, (const uint8_t *)sk,
                   (size_t)nsk);
    } else {
        r = p_sign_ws((const void *)(uintptr_t)s, backend, psig, &siglen, (const uint8_t *)m,
                      (size_t)nm, (const uint8_t *)ctx, (size_t)nctx, (const uint8_t *)sk,
                      (size_t)nsk, (void *)(uintptr_t)ws, (size_t)nws);
    }
    Py_END_ALLOW_THREADS
    if (r != 0) {
        Py_DECREF(sig);
        return PyLong_FromLong(r);
    }
    if ((Py_ssize_t)siglen == nsig) return sig;
    /* Shorter signature (variable-length schemes): a copy of the public bytes. */
    PyObject *cut = PyBytes_FromStringAndSize((const char *)psig, (Py_ssize_t)siglen);
    Py_DECREF(sig);
    return cut;
}

/* verify(scheme, backend, sig, msg, ctx, pk) -> code (0: valid) */
static PyObject *ops_verify(PyObject *self, PyObject *args)
{
    unsigned long long s;
    const char *backend, *sig, *m, *ctx, *pk;
    Py_ssize_t nsig, nm, nctx, npk;
    (void)self;
    if (!ready() || !PyArg_ParseTuple(args, "Kyy#y#y#y#", &s, &backend, &sig, &nsig, &m, &nm,
                                      &ctx, &nctx, &pk, &npk))
        return NULL;
    int r;
    Py_BEGIN_ALLOW_THREADS
    r = p_verify((const void *)(uintptr_t)s, backend, (const uint8_t *)sig, (size_t)nsig,
                 (const uint8_t *)m, (size_t)nm, (const uint8_t *)ctx, (size_t)nctx,
                 (const uint8_t *)pk, (size_t)npk);
    Py_END_ALLOW_THREADS
    return PyLong_FromLong(r);
}

static PyMethodDef ops_methods[] = {
    {"init", ops_init, METH_VARARGS, "init(kem_keypair, kem_encaps, kem_decaps, sign_keypair, "
                                     "sign_signature, sign_signature_ws, sign_verify): libkpqc's addresses"},
    {"kem_keypair", ops_kem_keypair, METH_VARARGS, NULL},
    {"kem_encaps", ops_kem_encaps, METH_VARARGS, NULL},
    {"kem_decaps", ops_kem_decaps, METH_VARARGS, NULL},
    {"sign_keypair", ops_sign_keypair, METH_VARARGS, NULL},
    {"sign", ops_sign, METH_VARARGS, NULL},
    {"verify", ops_verify, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef ops_module = {
    PyModuleDef_HEAD_INIT, "kpqc._ops",
    "libkpqc's operations without ctypes' per-call cost (kpqc-python internals).", -1,
    ops_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__ops(void);
PyMODINIT_FUNC PyInit__ops(void)
{
    return PyModule_Create(&ops_module);
}
