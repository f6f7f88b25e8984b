/* DER for the provider's keys: SubjectPublicKeyInfo (RFC 5280) and PKCS#8
 * OneAsymmetricKey (RFC 5958), with the row's OID and no parameters.
 *
 *   SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { OID }, BIT STRING (0 unused) pk }
 *   PrivateKeyInfo:       SEQUENCE { INTEGER 1, SEQUENCE { OID }, OCTET STRING sk,
 *                                    [1] IMPLICIT BIT STRING pk }
 * pk and sk are the kpqc public and secret keys as libkpqc stores them. The
 * reader also takes version 0 without the public key. */
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include "prov.h"

/* The OID's content bytes (base 128, first two arcs joined). */
static int oid_content(const char *dotted, uint8_t *out, size_t cap, size_t *len)
{
    unsigned long arcs[32];
    size_t n = 0, o = 0;
    const char *s = dotted;
    while (*s != '\0' && n < 32) {
        char *end;
        arcs[n++] = strtoul(s, &end, 10);
        s = (*end == '.') ? end + 1 : end;
        if (end == s && *end != '\0')
            return 0;
    }
    if (n < 2 || arcs[0] > 2 || arcs[1] >= 40 * 3)
        return 0;
    for (size_t i = 1; i < n; i++) {
        unsigned long v = (i == 1) ? arcs[0] * 40 + arcs[1] : arcs[i];
        uint8_t tmp[10];
        size_t t = 0;
        do {
            tmp[t++] = (uint8_t)(v & 0x7f);
            v >>= 7;
        } while (v != 0);
        if (o + t > cap)
            return 0;
        while (t > 0) {
            t--;
            out[o++] = (uint8_t)(tmp[t] | (t > 0 ? 0x80 : 0));
        }
    }
    *len = o;
    return 1;
}

static size_t header_bytes(size_t len)
{
    return len < 0x80 ? 2 : len < 0x100 ? 3 : len < 0x10000 ? 4 : 5;
}

static uint8_t *put_header(uint8_t *p, uint8_t tag, size_t len)
{
    *p++ = tag;
    if (len < 0x80) {
        *p++ = (uint8_t)len;
    } else if (len < 0x100) {
        *p++ = 0x81;
        *p++ = (uint8_t)len;
    } else if (len < 0x10000) {
        *p++ = 0x82;
        *p++ = (uint8_t)(len >> 8);
        *p++ = (uint8_t)len;
    } else {
        *p++ = 0x83;
        *p++ = (uint8_t)(len >> 16);
        *p++ = (uint8_t)(len >> 8);
        *p++ = (uint8_t)len;
    }
    return p;
}

int kpqc_der_algid(const kpqc_row *row, uint8_t *out, size_t cap, size_t *outlen)
{
    uint8_t oid[KPQC_MAX_OID];
    size_t n;
    if (!oid_content(row->oid, oid, sizeof(oid), &n) || 4 + n > cap || n >= 0x80)
        return 0;
    out[0] = 0x30;
    out[1] = (uint8_t)(n + 2);
    out[2] = 0x06;
    out[3] = (uint8_t)n;
    memcpy(out + 4, oid, n);
    *outlen = n + 4;
    return 1;
}

int kpqc_der_spki_write(const kpqc_row *row, const uint8_t *pub, uint8_t **out, size_t *outlen)
{
    uint8_t aid[KPQC_MAX_OID + 8];
    size_t aidlen, bits = row->pub_bytes + 1, body, total;
    uint8_t *buf, *p;
    if (!kpqc_der_algid(row, aid, sizeof(aid), &aidlen))
        return 0;
    body = aidlen + header_bytes(bits) + bits;
    total = header_bytes(body) + body;
    if ((buf = OPENSSL_malloc(total)) == NULL)
        return 0;
    p = put_header(buf, 0x30, body);
    memcpy(p, aid, aidlen);
    p = put_header(p + aidlen, 0x03, bits);
    *p++ = 0;
    memcpy(p, pub, row->pub_bytes);
    *out = buf;
    *outlen = total;
    return 1;
}

int kpqc_der_pkcs8_write(const kpqc_row *row, const uint8_t *priv, const uint8_t *pub,
                         uint8_t **out, size_t *outlen)
{
    uint8_t aid[KPQC_MAX_OID + 8];
    size_t aidlen, sk = row->info->secret_key_bytes, bits = row->pub_bytes + 1, body, total;
    uint8_t *buf, *p;
    if (!kpqc_der_algid(row, aid, sizeof(aid), &aidlen))
        return 0;
    body = 3 + aidlen + header_bytes(sk) + sk + header_bytes(bits) + bits;
    total = header_bytes(body) + body;
    if ((buf = OPENSSL_secure_malloc(total)) == NULL)
        return 0;
    p = put_header(buf, 0x30, body);
    *p++ = 0x02;
    *p++ = 0x01;
    *p++ = 0x01;
    memcpy(p, aid, aidlen);
    p = put_header(p + aidlen, 0x04, sk);
    memcpy(p, priv, sk);
    p = put_header(p + sk, 0x81, bits);
    *p++ = 0;
    memcpy(p, pub, row->pub_bytes);
    *out = buf;
    *outlen = total;
    return 1;
}

/* One TLV at *p (within end): its tag and content; advances *p past it. */
static int get_tlv(const uint8_t **p, const uint8_t *end, uint8_t tag, const uint8_t **content,
                   size_t *len)
{
    const uint8_t *q = *p;
    size_t n;
    if (end - q < 2 || q[0] != tag)
        return 0;
    n = q[1];
    q += 2;
    if (n >= 0x80) {
        size_t bytes = n & 0x7f;
        if (bytes == 0 || bytes > 3 || (size_t)(end - q) < bytes)
            return 0;
        n = 0;
        for (size_t i = 0; i < bytes; i++)
            n = (n << 8) | *q++;
        if (n < 0x80 || (bytes > 1 && n < ((size_t)1 << (8 * (bytes - 1)))))
            return 0; /* not the shortest form (DER) */
    }
    if ((size_t)(end - q) < n)
        return 0;
    *content = q;
    *len = n;
    *p = q + n;
    return 1;
}

static int algid_is_row(const kpqc_row *row, const uint8_t **p, const uint8_t *end)
{
    uint8_t want[KPQC_MAX_OID + 8];
    size_t wantlen, len;
    const uint8_t *start = *p, *c;
    if (!kpqc_der_algid(row, want, sizeof(want), &wantlen) ||
        !get_tlv(p, end, 0x30, &c, &len))
        return 0;
    return (size_t)(*p - start) == wantlen && memcmp(start, want, wantlen) == 0;
}

int kpqc_der_spki_read(const kpqc_row *row, const uint8_t *der, size_t len, const uint8_t **pub)
{
    const uint8_t *p = der, *end = der + len, *body, *bits;
    size_t bodylen, bitslen;
    if (!get_tlv(&p, end, 0x30, &body, &bodylen) || p != end)
        return 0;
    p = body;
    end = body + bodylen;
    if (!algid_is_row(row, &p, end) || !get_tlv(&p, end, 0x03, &bits, &bitslen) || p != end)
        return 0;
    if (bitslen != row->pub_bytes + 1 || bits[0] != 0)
        return 0;
    *pub = bits + 1;
    return 1;
}

int kpqc_der_pkcs8_read(const kpqc_row *row, const uint8_t *der, size_t len,
                        const uint8_t **priv, const uint8_t **pub)
{
    const uint8_t *p = der, *end = der + len, *body, *ver, *sk, *bits;
    size_t bodylen, verlen, sklen, bitslen;
    if (!get_tlv(&p, end, 0x30, &body, &bodylen) || p != end)
        return 0;
    p = body;
    end = body + bodylen;
    if (!get_tlv(&p, end, 0x02, &ver, &verlen) || verlen != 1 || ver[0] > 1)
        return 0;
    if (!algid_is_row(row, &p, end) || !get_tlv(&p, end, 0x04, &sk, &sklen) ||
        sklen != row->info->secret_key_bytes)
        return 0;
    *priv = sk;
    *pub = NULL;
    if (p == end)
        return 1;
    if (ver[0] != 1 || !get_tlv(&p, end, 0x81, &bits, &bitslen) || p != end ||
        bitslen != row->pub_bytes + 1 || bits[0] != 0)
        return 0;
    *pub = bits + 1;
    return 1;
}
