/* kpqc kat --verify FILE.rsp... [SCHEME]
 *
 * Checks the records of a NIST-format response file with our implementation,
 * without regenerating them (so it does not depend on how the file's
 * generator drew its randomness):
 *   signatures  sm opens to msg under pk (or sig verifies msg under pk), and
 *               one-bit changes of sm/sig (first byte, middle byte) are rejected;
 *   KEMs        decapsulating ct with sk gives ss; a one-bit change of ct is
 *               rejected (explicit rejection) or gives another key (implicit).
 * The layout is the one the scheme's KAT style writes (see src/kat.c). The
 * scheme is SCHEME, or the one whose kat_header equals the file's "# NAME"
 * line and whose sizes match the first record.
 *
 * IPCC's files (KAT style KPQC_KAT_PKE_IPCC) are refused: their ct line is a
 * digest of a buffer the generator carries from record to record, and the
 * message of record 0 comes from the generator's master DRBG, so no record
 * can be checked on its own; `kpqc kat IPCC-n | cmp - FILE` checks them.
 *
 * The file is read one line at a time, by byte count, and one record is held
 * at once (the MQ-Sign and PALOMA files are hundreds of megabytes). Exit
 * status: 0 every record passed, 1 some record failed, 2 bad usage or
 * malformed input (one line on stderr naming the file and line): a NUL byte,
 * a line longer than any registered scheme's KAT file holds, a directory or
 * a path that cannot be read are malformed input. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "ct.h"
#include "ctr_drbg.h"
#include "kat_style.h"

enum { F_COUNT, F_SEED, F_MLEN, F_MSG, F_PK, F_SK, F_SMLEN, F_SM, F_SIGLEN, F_SIG, F_CT, F_SS, F_N };
static const char *const field_name[F_N] = {"count", "seed", "mlen", "msg", "pk", "sk",
                                            "smlen", "sm", "siglen", "sig", "ct", "ss"};
/* Fields holding a decimal number; the others hold hex. */
static int is_number(int f)
{
    return f == F_COUNT || f == F_MLEN || f == F_SMLEN || f == F_SIGLEN;
}

typedef struct {
    int present;
    unsigned long number;
    uint8_t *data;
    size_t len, cap;
} field;

typedef struct {
    const char *path;
    FILE *fp;
    unsigned long line_no;
    char buf[65536]; /* input read ahead */
    size_t buf_pos, buf_end;
    char *line;
    size_t line_cap, line_max;
    field f[F_N];
    unsigned long record_line; /* where the current record's count line is */
    const kpqc_scheme *scheme;
    char header[128]; /* the "# NAME" line's NAME, or "" */
    unsigned long records, failed;
    uint8_t *work; /* scratch: opened message, modified copies */
    size_t work_cap;
} verifier;

/* The longest line a KAT file of any registered scheme can hold: the hex of
 * its largest key, ciphertext or signature with up to 64 KiB of message (the
 * NIST drivers' messages are 3.3 KB at most), plus the field name. A longer
 * line is malformed, so a file of one endless line stops there. */
static size_t longest_line(void)
{
    size_t most = 0;
    for (size_t i = 0; i < kpqc_scheme_count(); i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(kpqc_scheme_at(i));
        size_t sizes[4] = {in->public_key_bytes, in->secret_key_bytes, in->ciphertext_bytes,
                           in->signature_bytes};
        for (int k = 0; k < 4; k++) {
            if (sizes[k] > most) most = sizes[k];
        }
    }
    return 2 * (most + 65536) + 64;
}

/* The next chunk of input into v->buf; 1, 0 at end of file, -1 on a read
 * error (printed: an unreadable path is malformed input). */
static int refill(verifier *v)
{
    v->buf_pos = 0;
    v->buf_end = fread(v->buf, 1, sizeof v->buf, v->fp);
    if (v->buf_end > 0) return 1;
    if (ferror(v->fp)) {
        cli_error("%s: malformed: cannot read it (%s)", v->path, strerror(errno));
        return -1;
    }
    return 0;
}

/* Reads one line without its end-of-line characters, counting bytes (a NUL
 * byte is data, not the end of a string). 1 line, 0 end of file, -1 after
 * printing why: a read error, a NUL byte or a line longer than longest_line()
 * (malformed input, exit 2), out of memory. */
static int read_line(verifier *v)
{
    size_t len = 0;
    int got_any = 0;
    for (;;) {
        if (v->buf_pos == v->buf_end) {
            int r = refill(v);
            if (r < 0) return -1;
            if (r == 0) {
                if (!got_any) return 0;
                break;
            }
        }
        got_any = 1;
        const char *start = v->buf + v->buf_pos;
        size_t avail = v->buf_end - v->buf_pos;
        const char *nl = memchr(start, '\n', avail);
        size_t take = nl != NULL ? (size_t)(nl - start) : avail;
        v->buf_pos += take + (nl != NULL);
        if (memchr(start, '\0', take) != NULL) {
            cli_error("%s:%lu: malformed: a NUL byte in the line", v->path, v->line_no + 1);
            return -1;
        }
        if (take > v->line_max - len) {
            cli_error("%s:%lu: malformed: line longer than %zu bytes (no registered scheme's "
                      "KAT file has one)", v->path, v->line_no + 1, v->line_max);
            return -1;
        }
        if (len + take + 1 > v->line_cap) {
            size_t cap = v->line_cap ? v->line_cap : 4096;
            while (cap < len + take + 1) cap *= 2;
            char *p = realloc(v->line, cap);
            if (p == NULL) {
                cli_error("%s: out of memory", v->path);
                return -1;
            }
            v->line = p;
            v->line_cap = cap;
        }
        memcpy(v->line + len, start, take);
        len += take;
        if (nl != NULL) break;
    }
    v->line[len] = '\0';
    while (len > 0 && v->line[len - 1] == '\r') v->line[--len] = '\0';
    v->line_no++;
    return 1;
}

static int malformed(const verifier *v, const char *what)
{
    cli_error("%s:%lu: malformed: %s", v->path, v->line_no, what);
    return CLI_EXIT_USAGE;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int grow(uint8_t **buf, size_t *cap, size_t need)
{
    if (need <= *cap) return 0;
    uint8_t *p = realloc(*buf, need);
    if (p == NULL) return -1;
    *buf = p;
    *cap = need;
    return 0;
}

/* Stores "name = value" into its field. 0 or an exit status. */
static int parse_field(verifier *v)
{
    char *eq = strstr(v->line, " =");
    if (eq == NULL) return malformed(v, "expected 'name = value'");
    *eq = '\0';
    const char *value = eq + 2;
    if (*value == ' ') value++;
    int f = 0;
    while (f < F_N && strcmp(v->line, field_name[f]) != 0) f++;
    if (f == F_N) return malformed(v, "unknown field name");
    field *fd = &v->f[f];
    if (fd->present) return malformed(v, "field repeated within a record");
    /* A request file (.req) leaves every field the generator fills empty. */
    if (*value == '\0' && f != F_MSG && f != F_SEED && f != F_COUNT && f != F_MLEN) {
        cli_error("%s:%lu: this is a .req file (a request: '%s =' has no value), not the .rsp "
                  "file with the answers: verify the .rsp file",
                  v->path, v->line_no, field_name[f]);
        return CLI_EXIT_USAGE;
    }
    fd->present = 1;
    if (is_number(f)) {
        char *end;
        if (*value < '0' || *value > '9') return malformed(v, "expected a decimal number");
        fd->number = strtoul(value, &end, 10);
        if (*end != '\0') return malformed(v, "expected a decimal number");
        return 0;
    }
    size_t digits = strlen(value);
    if (digits % 2 != 0) return malformed(v, "odd number of hex digits");
    if (grow(&fd->data, &fd->cap, digits / 2 + 1) != 0) {
        cli_error("%s: out of memory", v->path);
        return CLI_EXIT_FAILURE;
    }
    for (size_t i = 0; i < digits / 2; i++) {
        int hi = hex_digit(value[2 * i]), lo = hex_digit(value[2 * i + 1]);
        if (hi < 0 || lo < 0) return malformed(v, "not a hex digit");
        fd->data[i] = (uint8_t)(hi << 4 | lo);
    }
    fd->len = digits / 2;
    return 0;
}

/* Lengths the scheme's KAT style prints for sk and ss. */
static size_t shown_sk(const kpqc_scheme_info *in)
{
    return in->kat_style == KPQC_KAT_KEM_TIGER ? in->secret_key_bytes - in->public_key_bytes
                                               : in->secret_key_bytes;
}

static size_t shown_ss(const kpqc_scheme_info *in)
{
    return in->kat_style == KPQC_KAT_KEM_TIGER && in->nist_level == 1 ? 16
                                                                       : in->shared_secret_bytes;
}

static int sizes_match(const verifier *v, const kpqc_scheme_info *in)
{
    if (!v->f[F_PK].present || v->f[F_PK].len != in->public_key_bytes) return 0;
    if (!v->f[F_SK].present || v->f[F_SK].len != shown_sk(in)) return 0;
    if (in->kind == KPQC_KIND_KEM) {
        return v->f[F_CT].present && v->f[F_CT].len == in->ciphertext_bytes &&
               v->f[F_SS].present && v->f[F_SS].len == shown_ss(in);
    }
    return 1;
}

/* The registered scheme writing this header with these sizes; a current row
 * first, when versions share header and sizes (HAETAE2 and HAETAE2-v1.2.0:
 * name the versioned row to check with it). *matches: how many fit. */
static const kpqc_scheme *scheme_of_file(const verifier *v, int *matches)
{
    const kpqc_scheme *found = NULL;
    *matches = 0;
    for (int any = 0; any <= 1 && *matches == 0; any++) {
        for (size_t i = 0; i < kpqc_scheme_count(); i++) {
            const kpqc_scheme *s = kpqc_scheme_at(i);
            const kpqc_scheme_info *in = kpqc_scheme_info_of(s);
            if ((any || kpqc_scheme_is_current(s)) && strcmp(in->kat_header, v->header) == 0 &&
                sizes_match(v, in)) {
                found = s;
                (*matches)++;
            }
        }
    }
    return found;
}

/* Without SCHEME: the one scheme_of_file finds. */
static int choose_scheme(verifier *v)
{
    int matches;
    if (v->header[0] == '\0') {
        cli_error("%s: no '# NAME' header line: name the scheme (kpqc kat --verify FILE SCHEME)",
                  v->path);
        return CLI_EXIT_USAGE;
    }
    const kpqc_scheme *found = scheme_of_file(v, &matches);
    if (matches != 1) {
        cli_error("%s: %s registered scheme writes '# %s' files with these key sizes: name the "
                  "scheme",
                  v->path, matches == 0 ? "no" : "more than one", v->header);
        return CLI_EXIT_USAGE;
    }
    v->scheme = found;
    return 0;
}

/* With SCHEME named: a file whose first record does not fit it but fits
 * another scheme (its header and sizes) is that scheme's file, and saying so
 * beats a complaint about a missing field. 0, or the exit status. */
static int named_scheme_fits(const verifier *v)
{
    int matches;
    const kpqc_scheme_info *named = kpqc_scheme_info_of(v->scheme);
    if (sizes_match(v, named) || v->header[0] == '\0') return 0;
    const kpqc_scheme *other = scheme_of_file(v, &matches);
    if (matches != 1 || other == v->scheme) return 0;
    const char *name = kpqc_scheme_info_of(other)->name;
    cli_error("%s: this file is %s's ('# %s' and %s's key sizes), not %s's: kpqc kat --verify %s %s",
              v->path, name, v->header, name, named->name, v->path, name);
    return CLI_EXIT_USAGE;
}

static int need(const verifier *v, int f)
{
    if (v->f[f].present) return 0;
    cli_error("%s:%lu: malformed: record without '%s'", v->path, v->record_line, field_name[f]);
    return CLI_EXIT_USAGE;
}

static int length_error(const verifier *v, const char *what, size_t got, size_t want)
{
    cli_error("%s:%lu: malformed: %s has %zu bytes, %s has %zu", v->path, v->record_line, what,
              got, kpqc_scheme_info_of(v->scheme)->name, want);
    return CLI_EXIT_USAGE;
}

static void record_failure(verifier *v, const char *what)
{
    fprintf(stderr, "kpqc: %s: record count = %lu (line %lu): %s\n", v->path,
            v->f[F_COUNT].number, v->record_line, what);
    v->failed++;
}

/* Byte positions changed by the tamper checks. */
static size_t tamper_at(size_t len, int which)
{
    return which == 0 ? 0 : len / 2;
}

static int check_kem(verifier *v)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(v->scheme);
    int r;
    if ((r = need(v, F_PK)) || (r = need(v, F_SK)) || (r = need(v, F_CT)) || (r = need(v, F_SS)))
        return r;
    if (v->f[F_PK].len != in->public_key_bytes)
        return length_error(v, "pk", v->f[F_PK].len, in->public_key_bytes);
    if (v->f[F_SK].len != shown_sk(in)) return length_error(v, "sk", v->f[F_SK].len, shown_sk(in));
    if (v->f[F_CT].len != in->ciphertext_bytes)
        return length_error(v, "ct", v->f[F_CT].len, in->ciphertext_bytes);
    if (v->f[F_SS].len != shown_ss(in)) return length_error(v, "ss", v->f[F_SS].len, shown_ss(in));
    if (grow(&v->work, &v->work_cap, in->secret_key_bytes + in->ciphertext_bytes) != 0 ||
        grow(&v->f[F_SK].data, &v->f[F_SK].cap, in->secret_key_bytes) != 0) {
        cli_error("%s: out of memory", v->path);
        return CLI_EXIT_FAILURE;
    }
    uint8_t *sk = v->f[F_SK].data, *ct = v->work;
    /* TiGER's files print the sk without the pk that ours appends. */
    if (in->kat_style == KPQC_KAT_KEM_TIGER) memcpy(sk + shown_sk(in), v->f[F_PK].data, in->public_key_bytes);
    uint8_t ss[64];
    if (in->shared_secret_bytes > sizeof ss) return CLI_EXIT_FAILURE;
    r = kpqc_kem_decaps(v->scheme, NULL, ss, in->shared_secret_bytes, v->f[F_CT].data,
                        in->ciphertext_bytes, sk, in->secret_key_bytes);
    if (r != KPQC_OK || memcmp(ss, v->f[F_SS].data, shown_ss(in)) != 0) {
        record_failure(v, "decapsulating ct with sk does not give ss");
    } else {
        for (int which = 0; which < 2; which++) {
            memcpy(ct, v->f[F_CT].data, in->ciphertext_bytes);
            ct[tamper_at(in->ciphertext_bytes, which)] ^= 1;
            r = kpqc_kem_decaps(v->scheme, NULL, ss, in->shared_secret_bytes, ct,
                                in->ciphertext_bytes, sk, in->secret_key_bytes);
            int same = memcmp(ss, v->f[F_SS].data, shown_ss(in)) == 0;
            if (kpqc_kem_rejection(v->scheme) == KPQC_REJECT_EXPLICIT ? r != KPQC_ERR_VERIFY
                                                                      : (r != KPQC_OK || same)) {
                record_failure(v, "a ct changed in one bit is not rejected");
                break;
            }
        }
    }
    kpqc_memzero(ss, sizeof ss);
    kpqc_memzero(sk, in->secret_key_bytes);
    return 0;
}

/* HAETAE's driver draws the context from the record's DRBG after the two
 * seeds, and does not print it: replay those draws. */
static int haetae_context(const verifier *v, uint8_t ctx[255], size_t *ctxlen)
{
    size_t kseed = kpqc_sign_keypair_seed_bytes(v->scheme);
    size_t sseed = kpqc_sign_signing_seed_bytes(v->scheme);
    uint8_t skip[64], len;
    kpqc_ctr_drbg d;
    if (need(v, F_SEED) != 0) return CLI_EXIT_USAGE;
    if (v->f[F_SEED].len != 48) return length_error(v, "seed", v->f[F_SEED].len, 48);
    if (kseed > sizeof skip || sseed > sizeof skip) return CLI_EXIT_FAILURE;
    kpqc_ctr_drbg_init(&d, v->f[F_SEED].data, NULL);
    kpqc_ctr_drbg_generate(&d, skip, kseed);
    kpqc_ctr_drbg_generate(&d, skip, sseed);
    kpqc_ctr_drbg_generate(&d, &len, 1);
    kpqc_ctr_drbg_generate(&d, ctx, len);
    kpqc_ctr_drbg_wipe(&d);
    *ctxlen = len;
    return 0;
}

static int check_sign(verifier *v)
{
    const kpqc_scheme_info *in = kpqc_scheme_info_of(v->scheme);
    int detached = in->kat_style == KPQC_KAT_SIGN_HAETAE;
    int fs = detached ? F_SIG : F_SM, fl = detached ? F_SIGLEN : F_SMLEN, r;
    if ((r = need(v, F_MLEN)) || (r = need(v, F_MSG)) || (r = need(v, F_PK)) ||
        (r = need(v, F_SK)) || (r = need(v, fl)) || (r = need(v, fs)))
        return r;
    if (v->f[F_MSG].len != v->f[F_MLEN].number)
        return length_error(v, "msg", v->f[F_MSG].len, (size_t)v->f[F_MLEN].number);
    if (v->f[fs].len != v->f[fl].number) {
        cli_error("%s:%lu: malformed: %s has %zu bytes, %s says %lu", v->path, v->record_line,
                  field_name[fs], v->f[fs].len, field_name[fl], v->f[fl].number);
        return CLI_EXIT_USAGE;
    }
    if (v->f[F_PK].len != in->public_key_bytes)
        return length_error(v, "pk", v->f[F_PK].len, in->public_key_bytes);
    if (v->f[F_SK].len != in->secret_key_bytes)
        return length_error(v, "sk", v->f[F_SK].len, in->secret_key_bytes);
    const uint8_t *pk = v->f[F_PK].data, *msg = v->f[F_MSG].data, *sig = v->f[fs].data;
    size_t mlen = v->f[F_MSG].len, slen = v->f[fs].len;
    uint8_t ctx[255];
    size_t ctxlen = 0;
    if (detached && (r = haetae_context(v, ctx, &ctxlen)) != 0) return r;
    if (grow(&v->work, &v->work_cap, 2 * slen + 1) != 0) {
        cli_error("%s: out of memory", v->path);
        return CLI_EXIT_FAILURE;
    }
    uint8_t *copy = v->work, *opened = v->work + slen;
    for (int which = -1; which < 2; which++) {
        memcpy(copy, sig, slen);
        if (which >= 0 && slen > 0) copy[tamper_at(slen, which)] ^= 1;
        size_t olen = slen + 1;
        if (detached) {
            r = kpqc_sign_verify(v->scheme, NULL, copy, slen, msg, mlen, ctx, ctxlen, pk,
                                 in->public_key_bytes);
        } else {
            r = kpqc_sign_open(v->scheme, NULL, opened, &olen, copy, slen, pk,
                               in->public_key_bytes);
            if (r == KPQC_OK && (olen != mlen || memcmp(opened, msg, mlen) != 0)) r = KPQC_ERR_VERIFY;
        }
        if (which < 0 && r != KPQC_OK) {
            record_failure(v, detached ? "sig does not verify msg under pk"
                                       : "sm does not open to msg under pk");
            break;
        }
        if (which >= 0 && r == KPQC_OK) {
            record_failure(v, detached ? "a sig changed in one bit verifies"
                                       : "an sm changed in one bit opens");
            break;
        }
    }
    return 0;
}

/* Checks the record collected so far (if any) and clears it. */
static int finish_record(verifier *v)
{
    int r = 0;
    if (!v->f[F_COUNT].present) {
        for (int f = 0; f < F_N; f++) {
            if (v->f[f].present) return malformed(v, "field before the first 'count ='");
        }
        return 0;
    }
    if (v->scheme == NULL && (r = choose_scheme(v)) != 0) return r;
    if (v->records == 0 && (r = named_scheme_fits(v)) != 0) return r;
    v->records++;
    r = kpqc_scheme_info_of(v->scheme)->kind == KPQC_KIND_KEM ? check_kem(v) : check_sign(v);
    for (int f = 0; f < F_N; f++) v->f[f].present = 0;
    return r;
}

/* Non-zero (after one line on stderr) for a scheme or header of IPCC's
 * format, which cannot be verified record by record. */
static int ipcc_refused(const char *path, const kpqc_scheme *scheme, const char *header)
{
    for (size_t i = 0; scheme == NULL && header != NULL && i < kpqc_scheme_count(); i++) {
        const kpqc_scheme_info *in = kpqc_scheme_info_of(kpqc_scheme_at(i));
        if (in->kat_style == KPQC_KAT_PKE_IPCC && strcmp(in->kat_header, header) == 0) {
            scheme = kpqc_scheme_at(i);
        }
    }
    if (scheme == NULL || kpqc_scheme_info_of(scheme)->kat_style != KPQC_KAT_PKE_IPCC) return 0;
    cli_error("%s: %s's KAT records cannot be checked one by one (each ct line is a digest over "
              "the whole run): compare 'kpqc kat %s' with the file",
              path, kpqc_scheme_info_of(scheme)->name, kpqc_scheme_info_of(scheme)->name);
    return 1;
}

static int verify_file(const char *path, const kpqc_scheme *scheme)
{
    verifier v;
    memset(&v, 0, sizeof v);
    v.path = path;
    v.scheme = scheme;
    if (ipcc_refused(path, scheme, NULL)) return CLI_EXIT_USAGE;
    v.line_max = longest_line();
    v.fp = fopen(path, "rb");
    if (v.fp == NULL) {
        cli_error("cannot open '%s': %s", path, strerror(errno));
        return CLI_EXIT_USAGE;
    }
    struct stat st;
    if (fstat(fileno(v.fp), &st) == 0 && S_ISDIR(st.st_mode)) {
        cli_error("%s: malformed: a directory, not a KAT file", path);
        fclose(v.fp);
        return CLI_EXIT_USAGE;
    }
    int status = 0, got, seen_field = 0;
    while (status == 0 && (got = read_line(&v)) == 1) {
        const char *l = v.line;
        if (l[0] == '\0') continue;
        if (l[0] == '#') {
            if (seen_field) {
                status = malformed(&v, "comment line inside the records");
            } else if (v.header[0] == '\0') {
                const char *name = l[1] == ' ' ? l + 2 : l + 1;
                if (strlen(name) >= sizeof v.header) {
                    status = malformed(&v, "header line too long");
                } else {
                    strcpy(v.header, name);
                    if (ipcc_refused(path, scheme, v.header)) status = CLI_EXIT_USAGE;
                }
            }
            continue;
        }
        seen_field = 1;
        if (strncmp(l, "count =", 7) == 0) {
            status = finish_record(&v);
            v.record_line = v.line_no;
        }
        if (status == 0) status = parse_field(&v);
    }
    if (status == 0 && got < 0) status = CLI_EXIT_USAGE;
    if (status == 0) status = finish_record(&v);
    if (status == 0 && v.records == 0) {
        cli_error("%s: malformed: no records", path);
        status = CLI_EXIT_USAGE;
    }
    if (status == 0 && scheme != NULL && v.header[0] != '\0' &&
        strcmp(v.header, kpqc_scheme_info_of(scheme)->kat_header) != 0) {
        fprintf(stderr, "kpqc: %s: note: header '# %s' is not %s's '# %s'\n", path, v.header,
                kpqc_scheme_info_of(scheme)->name, kpqc_scheme_info_of(scheme)->kat_header);
    }
    if (status == 0) {
        printf("%s: %s: %lu records, %lu passed, %lu failed\n", path,
               kpqc_scheme_info_of(v.scheme)->name, v.records, v.records - v.failed, v.failed);
        if (v.failed != 0) status = CLI_EXIT_FAILURE;
    }
    fclose(v.fp);
    free(v.line);
    for (int f = 0; f < F_N; f++) {
        if (v.f[f].data != NULL) kpqc_memzero(v.f[f].data, v.f[f].cap);
        free(v.f[f].data);
    }
    if (v.work != NULL) kpqc_memzero(v.work, v.work_cap);
    free(v.work);
    return status;
}

/* argv[0] is "--verify": FILE... and, last, an optional registered SCHEME. */
int cmd_kat_verify(int argc, char **argv)
{
    const kpqc_scheme *scheme = NULL;
    int files = argc - 1;
    if (files >= 2 && kpqc_scheme_find(argv[argc - 1]) != NULL) {
        scheme = kpqc_scheme_find(argv[argc - 1]);
        files--;
    }
    if (files < 1) {
        cli_error("usage: kpqc kat --verify FILE.rsp... [SCHEME]");
        return CLI_EXIT_USAGE;
    }
    int status = 0;
    for (int i = 1; i <= files; i++) {
        if (argv[i][0] == '-' && argv[i][1] != '\0') {
            cli_error("unknown option '%s' for kat --verify", argv[i]);
            return CLI_EXIT_USAGE;
        }
    }
    for (int i = 1; i <= files; i++) {
        int r = verify_file(argv[i], scheme);
        if (r > status) status = r;
    }
    fflush(stdout);
    return status;
}
