#!/usr/bin/env python3
"""Generates zetas.h, the per-parameter-set twiddle tables of the NTRU+ NTT.

Everything follows section 6.2 of the NTRU+ specification (2026-01-30):
the ring Z_q[x]/(x^n - x^{n/2} + 1) is split by one initial radix-2 layer
(roots zeta^{l/6}, zeta^{5l/6}), then radix-3 layers (psi -> psi/3,
(psi+l)/3, (psi+2l)/3) and radix-2 layers (psi -> psi/2, (psi+l)/2) until the
component rings Z_q[x]/(x^d - zeta^index[i]) of Table 5 remain.

Every constant c is stored as a pair (c*R mod q, (c*R mod q)*q^-1 mod 2^16),
R = 2^16, both as centred int16: the second half saves one multiplication
in the Montgomery product (ntt.c, fqmul).

The Round-2 sets (KPQC_NTRUPLUS_R2) get blocks of their own.

Usage: python3 gen_tables.py [spec.txt] > zetas.h
With the specification's text extract as argument, the generated component
ring order is checked against its index arrays (Figure 22).
"""
import re
import sys

Q = 3457
R = 1 << 16
QINV = pow(Q, -1, R)

PARAMS = {  # (round 2?, n): (d, zeta, l, radix-3 layers, radix-2 layers)
    (0, 768): (4, 22, 576, 1, 5),    # final: Table 5
    (0, 864): (3, 9, 864, 2, 4),
    (0, 1152): (4, 9, 864, 2, 4),
    # Round 2 (KpqClean ver2 at 896cf25, no spec found): the splittings of its
    # ntt.c; these roots give exactly its component rings (the roots listed
    # for its basemul), in its order.
    (1, 576): (3, 19, 1152, 1, 5),
    (1, 768): (2, 19, 1152, 1, 6),
    (1, 864): (3, 9, 864, 2, 4),
    (1, 1152): (3, 19, 1152, 1, 6),
}


def centred(x, m):
    x %= m
    return x - m if x > m // 2 else x


def pair(c):
    z = centred(c * R, Q)
    return z, centred(z * QINV, R)


def tree(key):
    d, zeta, l, k3, k2 = PARAMS[key]
    assert pow(zeta, l, Q) == 1 and all(pow(zeta, l // p, Q) != 1 for p in (2, 3))
    layers = [[l // 6, 5 * l // 6]]
    for _ in range(k3):
        nxt = []
        for psi in layers[-1]:
            assert psi % 3 == 0
            nxt += [(psi + j * l) // 3 for j in range(3)]
        layers.append(nxt)
    for _ in range(k2):
        nxt = []
        for psi in layers[-1]:
            assert psi % 2 == 0
            nxt += [psi // 2, (psi + l) // 2]
        layers.append(nxt)
    assert len(layers[-1]) * d == key[1]
    return layers


def spec_index(path, n):
    text = open(path, encoding="utf-8").read()
    size = 192 if n == 768 else 288
    m = re.search(r"index\[%d\]\s*=\s*\{([^}]*)\}" % size, text)
    return [int(v) for v in m.group(1).replace("\n", " ").split(",")]


def emit_pairs(name, values):
    out = ["static const ntt_twiddle %s[%d] = {" % (name, len(values))]
    row = []
    for v in values:
        row.append("{%6d, %6d}" % pair(v))
        if len(row) == 4:
            out.append("    " + ", ".join(row) + ",")
            row = []
    if row:
        out.append("    " + ", ".join(row) + ",")
    out.append("};")
    return out


def emit_splat(name, values):
    """Pairs {z, zq} with each 16-bit value repeated in both halves of a
    32-bit word, for kernels that broadcast them with one 32-bit load."""
    splat = lambda x: (x & 0xffff) * 0x10001
    out = ["static const ntt_twiddle2 %s[%d] = {" % (name, len(values))]
    for i in range(0, len(values), 4):
        out.append("    " + " ".join("{0x%08x, 0x%08x}," % tuple(splat(c) for c in pair(v))
                                     for v in values[i:i + 4]))
    out.append("};")
    return out


def emit_lanes(name, values):
    """Two arrays, name_z and name_zq, for tables read eight lanes at a time."""
    out = []
    for suffix, idx in (("z", 0), ("zq", 1)):
        out.append("static const int16_t %s_%s[%d] = {" % (name, suffix, len(values)))
        for i in range(0, len(values), 8):
            out.append("    " + ", ".join("%6d" % pair(v)[idx] for v in values[i:i + 8]) + ",")
        out.append("};")
    return out


def emit_const(name, v):
    z, zq = pair(v)
    return ["#define %s_Z %d" % (name, z), "#define %s_ZQ %d" % (name, zq)]


def slot_component(s):
    """Component stored in slot s of the NTT-domain layout (see ntt.h): slot
    s = 32t + 8h + v holds component c = 32t + 4v + h."""
    t, h, v = s // 32, (s // 8) % 4, s % 8
    return 32 * t + 4 * v + h


def generate(key, spec=None):
    r2, n = key
    d, zeta, l, k3, k2 = PARAMS[key]
    layers = tree(key)
    if spec and not r2:
        assert layers[-1] == spec_index(spec, n), "component order differs from the spec"
    ncomp = n // d
    zp = lambda e: pow(zeta, e % l, Q)
    inv = lambda x: pow(x, Q - 2, Q)
    w6 = zp(l // 6)
    omega = zp(l // 3)
    scale = 2 ** k2 * 3 ** k3  # growth of the inverse layers after the first
    out = []
    out += emit_const("NTT_W6", w6)
    out += emit_const("NTT_OMEGA", omega)
    # A layer's blocks are the nodes it expands, in order. Radix-3 layers:
    # (alpha, alpha^2) per block, alpha = zeta^{psi/3}; radix-2 layers:
    # beta = zeta^{psi/2}. The inverse tables list layers in the order the
    # inverse NTT visits them (last forward layer first).
    fwd3, inv3 = [], []
    for layer in layers[:k3]:
        for psi in layer:
            a = zp(psi // 3)
            fwd3 += [a, a * a % Q]
    for layer in reversed(layers[:k3]):
        for psi in layer:
            a = zp(psi // 3)
            inv3 += [inv(a), inv(a * a % Q)]
    beta = lambda psi: zp(psi // 2)
    # Radix-2 layers but the last two run on the natural order.
    natural = layers[k3:k3 + k2 - 2]
    fwd2 = [beta(psi) for layer in natural for psi in layer]
    inv2 = [inv(beta(psi)) for layer in reversed(natural) for psi in layer]
    # The last two run on tiles: layer A on blocks of 4 components (block
    # 8t + v for lane v of tile t), layer B on pairs (block 16t + 2v + h for
    # lane v, half h of tile t).
    pa, pb = layers[k3 + k2 - 2], layers[k3 + k2 - 1]
    assert len(pa) * 4 == ncomp and len(pb) * 2 == ncomp
    tile_a = [beta(psi) for psi in pa]
    tile_b = [beta(pb[16 * t + 2 * v + h]) for t in range(ncomp // 32)
              for h in range(2) for v in range(8)]
    comps = [zp(layers[-1][slot_component(s)]) for s in range(ncomp)]
    out += emit_pairs("ntt_radix3", fwd3)
    out += emit_pairs("ntt_radix2", fwd2)
    out += emit_splat("ntt_radix2_x2", fwd2)
    out += emit_lanes("ntt_tile_a", tile_a)
    out += emit_lanes("ntt_tile_b", tile_b)
    out += emit_lanes("ntt_components", comps)
    out += emit_lanes("invntt_tile_b", [inv(x) for x in tile_b])
    out += emit_lanes("invntt_tile_a", [inv(x) for x in tile_a])
    out += emit_pairs("invntt_radix2", inv2)
    out += emit_splat("invntt_radix2_x2", inv2)
    out += emit_pairs("invntt_radix3", inv3)
    out += emit_const("INVNTT_W6", inv((2 * w6 - 1) % Q))
    # The rest depends on the version as well as on the splitting.
    scaling = []
    # Round 2 keeps NTT-domain products in Montgomery form: its basemul
    # returns a b / R (no MONT_R correction), its baseinv R^2 a^-1
    # (BASEINV_SCALE 1), and its inverse NTT multiplies by R to compensate.
    mont = R % Q if r2 else 1
    scaling += emit_const("INVNTT_LO", inv(2 * scale % Q) * mont)
    scaling += emit_const("INVNTT_HI", inv(scale % Q) * mont)
    if not r2:
        scaling += emit_const("MONT_R", R % Q)  # fqmul(x, MONT_R) = x * R mod q
    scaling += emit_const("BASEINV_SCALE", 1 if r2 else inv(R * R % Q))  # see ntt.c, baseinv
    return out, scaling


def emit_blocks(bodies):
    """One #if/#elif chain; parameter sets whose lines come out identical
    share one block (bodies: (key, lines) pairs)."""
    blocks = []
    for key, body in bodies:
        for block in blocks:
            if block[1] == body:
                block[0].append(key)
                break
        else:
            blocks.append(([key], body))
    out = []
    for i, (keys, body) in enumerate(blocks):
        cond = " || ".join("(%sKPQC_NTRUPLUS_R2 && NTRUPLUS_N == %d)" % ("" if r2 else "!", n)
                           for r2, n in keys)
        out.append(("#if " if i == 0 else "#elif ") + cond)
        out += body
    return out + ["#endif", ""]


def main():
    spec = sys.argv[1] if len(sys.argv) > 1 else None
    lines = [
        "/* Twiddle tables of the NTRU+ NTT, one block per splitting of the ring,",
        " * then the scaling constants, one block per parameter set.",
        " * Generated by gen_tables.py from the constants of the NTRU+ specification",
        " * (section 6.2, Table 5, Figure 22); do not edit by hand.",
        " * Each constant c is stored as c*2^16 mod q with its companion",
        " * (c*2^16 mod q)*q^-1 mod 2^16: as a pair {z, zq}, or in two arrays",
        " * name_z[] and name_zq[] for tables read eight lanes at a time; name_x2[]",
        " * repeats the pairs of name[] as 32-bit words {z:z, zq:zq}, for kernels",
        " * that broadcast them. */",
        "#ifndef NTRUPLUS_ZETAS_H",
        "#define NTRUPLUS_ZETAS_H",
        "",
        "#include <stdint.h>",
        "",
        "typedef struct {",
        "    int16_t z;  /* c * 2^16 mod q, centred */",
        "    int16_t zq; /* z * q^-1 mod 2^16 */",
        "} ntt_twiddle;",
        "",
        "typedef struct {",
        "    uint32_t z;  /* z of ntt_twiddle in both 16-bit halves */",
        "    uint32_t zq; /* zq of ntt_twiddle in both 16-bit halves */",
        "} ntt_twiddle2;",
        "",
    ]
    # The tables follow from the splitting alone (the final and the Round-2
    # NTRU+864 split alike); the scaling constants depend on the version too.
    generated = [(key, generate(key, spec)) for key in sorted(PARAMS)]
    lines += emit_blocks([(key, tables) for key, (tables, _) in generated])
    lines += emit_blocks([(key, scaling) for key, (_, scaling) in generated])
    lines += ["#endif", ""]
    sys.stdout.write("\n".join(lines))


if __name__ == "__main__":
    main()
