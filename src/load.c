/* load.c - locate runs and host files, map them read-only, gunzip. */
#include "load.h"
#include "decode.h"
#include "units.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

static bool ends_with(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && !strcmp(s + n - m, suf);
}

static bool is_host_file(const char *name)
{
    return ends_with(name, ".xplane.pb") || ends_with(name, ".xplane.pb.gz");
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static char *join(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    char *p = xt_xmalloc(n + m + 2);
    memcpy(p, a, n);
    size_t k = n;
    if (n && a[n - 1] != '/')
        p[k++] = '/';
    memcpy(p + k, b, m + 1);
    return p;
}

/* The entries of dir not starting with '.' that keep turns into a string
 * (malloc'd; NULL: left out), sorted; returns count (0 if none or not a
 * directory). */
static size_t list_dir(const char *dir, char *(*keep)(const char *dir, const char *name), char ***out)
{
    DIR *d = opendir(dir);
    *out = NULL;
    if (!d)
        return 0;
    size_t n = 0, cap = 0;
    char **v = NULL;
    struct dirent *e;
    char *p;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.' && (p = keep(dir, e->d_name)))
            XT_PUSH(v, n, cap, p);
    closedir(d);
    if (n)
        qsort(v, n, sizeof *v, cmp_str);
    *out = v;
    return n;
}

static void free_list(char **v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

/* list_dir filters.  host_file: the path of a host file: any entry so
 * named, so that one that cannot be read (a dangling link, a link loop, a
 * directory, a FIFO) is named by its load's error instead of left out of
 * the run without a word.  run_folder: the name of a sub-folder that holds
 * host files. */
static char *host_file(const char *dir, const char *name)
{
    if (!is_host_file(name))
        return NULL;
    char *p = join(dir, name);
    struct stat st;
    if (lstat(p, &st) == 0)
        return p;
    free(p);
    return NULL;
}

/* path could not be opened or found (errno e): the reason, and for a
 * symbolic link whose target is gone, that (ls lists the link: "No such
 * file or directory" alone read as a lie). */
static int path_fail(xt_error *err, const char *path, int e)
{
    struct stat st;
    char to[1024];
    ssize_t n;
    if (e == ENOENT && lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
        (n = readlink(path, to, sizeof to - 1)) > 0) {
        to[n] = 0;
        /* a target as long as the buffer may be cut: said so, not shown
         * as if whole (an attacker's review) */
        return xt_fail(err, XT_EINPUT, "%s: a symbolic link to '%s'%s, which does not exist", path, to,
                       (size_t)n == sizeof to - 1 ? "... (cut)" : "");
    }
    if (!*path) /* ": No such file or directory" named nothing (an attacker's review) */
        return xt_fail(err, XT_EINPUT, "'' (an empty path): %s", strerror(e));
    return xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(e));
}

/* Whether name is a profiler run's: 2026_11_30_10_00_00 (digits and
 * underscores, as jax.profiler names them). */
static bool is_run_time(const char *name)
{
    static const char shape[] = "dddd_dd_dd_dd_dd_dd";
    for (size_t i = 0; shape[i]; i++)
        if (shape[i] == 'd' ? name[i] < '0' || name[i] > '9' : name[i] != '_')
            return false;
    return true;
}

static char *run_folder(const char *dir, const char *name)
{
    char *p = join(dir, name);
    char **files;
    size_t nf = list_dir(p, host_file, &files);
    free_list(files, nf);
    free(p);
    return nf ? xt_xstrdup(name) : NULL;
}

static uint64_t g_max_inflate; /* 0: from the compressed size and memory */

void xt_load_set_max_inflate(uint64_t bytes)
{
    g_max_inflate = bytes;
}

/* The most a gzip file of len bytes may inflate to: a gzip bomb (6 GB of
 * zeros in 28 MB) must be refused, not swapped or killed. */
static uint64_t max_inflate(size_t len)
{
    if (g_max_inflate) /* gunzip takes limit + 1: 2^64-1 made it 0, a loop forever */
        return g_max_inflate > SIZE_MAX / 2 ? SIZE_MAX / 2 : g_max_inflate;
    uint64_t by_size = (uint64_t)len > UINT64_MAX / 64 ? UINT64_MAX : (uint64_t)len * 64;
    long pages = sysconf(_SC_PHYS_PAGES), pg = sysconf(_SC_PAGESIZE);
    uint64_t mem = pages > 0 && pg > 0 ? (uint64_t)pages * (uint64_t)pg : 0;
    /* under a memory limit (ulimit -v) smaller than the machine, a quarter
     * of the limit: a quarter of the machine would abort on malloc first */
    struct rlimit rl;
    if (!getrlimit(RLIMIT_AS, &rl) && rl.rlim_cur != RLIM_INFINITY && (!mem || rl.rlim_cur < mem))
        mem = (uint64_t)rl.rlim_cur;
    uint64_t by_mem = mem / 4;
    uint64_t m = by_size > by_mem ? by_size : by_mem;
    return m > SIZE_MAX / 2 ? SIZE_MAX / 2 : m;
}

static int too_big(xt_host *h, uint64_t limit, xt_error *err)
{
    if (g_max_inflate)
        return xt_fail(err, XT_EINPUT,
                       "%s: gzip data inflates past %llu byte%s, the limit set by "
                       "XOOMTUI_MAX_INFLATE: raise it to read this file",
                       h->path, (unsigned long long)limit, limit == 1 ? "" : "s");
    return xt_fail(err, XT_EINPUT,
                   "%s: gzip data inflates past %llu bytes, the limit (64 times the "
                   "compressed size or a quarter of memory (or of ulimit -v), whichever is larger): "
                   "set XOOMTUI_MAX_INFLATE=<bytes> to raise it",
                   h->path, (unsigned long long)limit);
}

/* An XSpace error or warning longer than this is not kept as it inflates. */
#define SKIP_TEXT_MIN ((uint64_t)64 << 10)

/* The XSpace's top-level fields as they inflate, from *pos: each is a
 * field 1-4 of wire type 2 (the decoder refuses anything else), so a
 * bomb of zeros or garbage shows at its first byte, not after gigabytes
 * (4 GiB of zeros in 4 MB took 32 s and 4.2 GB before "corrupt protobuf at
 * byte 0": an attacker's review).  Returns 1 at a field the decoder
 * refuses (*pos its start), 2 at a field longer than limit, 0 to go on
 * (*pos may pass n: a field not inflated whole yet); with body, 3 at an
 * error or warning past SKIP_TEXT_MIN (*pos its start, *body its bytes'
 * start, *len their length). */
static int space_fields(const uint8_t *b, size_t n, size_t *pos, uint64_t limit, size_t *body,
                        uint64_t *len)
{
    while (*pos < n) {
        uint64_t v[2] = { 0, 0 };
        size_t q = *pos;
        for (int k = 0; k < 2; k++) {
            size_t at = q;
            int shift = 0;
            for (;;) {
                if (q >= n)
                    return 0; /* not inflated yet */
                if (q - at >= 10)
                    return 1; /* an overlong varint */
                uint8_t c = b[q++];
                v[k] |= (uint64_t)(c & 0x7f) << shift;
                shift += 7;
                if (!(c & 0x80))
                    break;
            }
            if (!k && ((v[0] & 7) != 2 || v[0] >> 3 < 1 || v[0] >> 3 > 4))
                return 1;
        }
        /* the profiler's errors or warnings, longer than a message: not
         * kept (the decoder reads neither) */
        /* (not one whose end is past 2^64: its end wrapped to byte 0 and
         * the drop's memmove wrote past the buffer; refused below as past
         * the limit) */
        if (v[1] > limit)
            return 2; /* an error or warning too: it counts against the limit (gunzip) */
        if (body && (v[0] >> 3 == 2 || v[0] >> 3 == 3) && v[1] > SKIP_TEXT_MIN && v[1] <= UINT64_MAX - q) {
            *body = q;
            *len = v[1];
            return 3;
        }
        *pos = q + (size_t)v[1];
    }
    return 0;
}

/* The XSpace's errors and warnings fields dropped as they inflate (a
 * gzip of 1 MB framed as one 1 GiB warning took 1 GiB, and up to a
 * quarter of memory: an attacker's review); what was dropped, for the
 * host's warning. */
typedef struct {
    uint64_t left;    /* bytes of the field being dropped still to inflate */
    uint64_t gone;    /* bytes dropped so far */
    uint64_t first;   /* the first one's offset in the data inflated */
    uint64_t last;    /* the last one's */
    size_t fields;
} text_skip;

/* Field checks from *field over out[0..*n), dropping errors and warnings
 * (space_fields 3) from the buffer.  Returns space_fields's 0, 1 or 2. */
static int space_fields_skip(uint8_t *out, size_t *n, size_t *field, uint64_t limit, text_skip *sk)
{
    for (;;) {
        size_t body;
        uint64_t len;
        int fr = space_fields(out, *n, field, limit, &body, &len);
        if (fr != 3)
            return fr;
        /* kept as an empty one (its tag, length 0): the decoder reads the
         * XSpace as it was, its offsets aside */
        sk->last = sk->gone + *field;
        if (!sk->fields++)
            sk->first = sk->last;
        out[*field] &= 0x7f; /* its tag in one byte (its low 7 bits are all of 0x12, 0x1a) */
        out[*field + 1] = 0;
        size_t keep = *field + 2; /* body >= *field + 2: a tag and a length */
        uint64_t end = (uint64_t)body + len;
        if (end <= *n) {
            memmove(out + keep, out + end, *n - (size_t)end);
            *n -= (size_t)end - keep;
        } else {
            sk->left = end - *n;
            *n = keep;
        }
        sk->gone += end - keep;
        *field = keep;
        if (sk->left)
            return 0;
    }
}

static int gunzip(xt_host *h, const uint8_t *src, size_t len, xt_error *err)
{
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 15 + 32) != Z_OK)
        return xt_fail(err, XT_EINPUT, "%s: cannot start gzip decoding", h->path);
    uint64_t limit = max_inflate(len);
    size_t cap = len * 4 + 4096, n = 0;
    if (cap > limit + 1)
        cap = (size_t)limit + 1;
    uint8_t *out = xt_xmalloc(cap);
    z.next_in = (Bytef *)src;
    int zr = Z_OK;
    size_t left = len, field = 0, bad = SIZE_MAX;
    text_skip sk = { 0, 0, 0, 0, 0 };
    while (zr != Z_STREAM_END) {
        if (bad == SIZE_MAX && !sk.left) {
            int fr = space_fields_skip(out, &n, &field, limit, &sk);
            if (fr == 2) {
                inflateEnd(&z);
                free(out);
                return too_big(h, limit, err);
            }
            if (fr == 1)
                bad = field;
        }
        /* a field the decoder refuses: inflated a little past it, the
         * decoder says what and where, as of the whole file */
        if (bad != SIZE_MAX && n >= bad + 32)
            break;
        /* the bytes dropped count too: the limit bounds the time a gzip
         * takes to inflate, as well as its memory (a 100 MB gzip of
         * warnings inflates to 100 GB) */
        if (n > limit || sk.gone > limit - n) {
            inflateEnd(&z);
            free(out);
            return too_big(h, limit, err);
        }
        if (n == cap) {
            cap = cap > limit / 2 ? (size_t)limit + 1 : cap * 2;
            out = xt_xrealloc(out, cap);
        }
        if (z.avail_in == 0 && left) {
            uInt chunk = left > (1u << 30) ? (1u << 30) : (uInt)left;
            z.avail_in = chunk;
            left -= chunk;
        }
        size_t room = cap - n;
        z.next_out = out + n;
        /* (256 KiB a step: each error or warning dropped moves the rest
         * of the step down, and a step of the whole room (4 times the
         * file) made that quadratic: helper-174's F5) */
        z.avail_out = room > (1u << 18) ? (1u << 18) : (uInt)room;
        uInt before = z.avail_out;
        zr = inflate(&z, Z_NO_FLUSH);
        size_t got = before - z.avail_out;
        if (sk.left) { /* the rest of a field dropped */
            size_t d = got < sk.left ? got : (size_t)sk.left;
            memmove(out + n, out + n + d, got - d);
            got -= d;
            sk.left -= d;
        }
        n += got;
        if (zr == Z_STREAM_END) {
            /* a file of several gzip members (cat a.gz b.gz, as gzip -t
             * accepts): the next one goes on where this one ended (the
             * first alone dropped the rest, silently when it ended between
             * two messages) */
            size_t rest = z.avail_in + left;
            const uint8_t *p = z.next_in;
            if (rest >= 2 && p[0] == 0x1f && p[1] == 0x8b && inflateReset(&z) == Z_OK) {
                zr = Z_OK;
                continue;
            }
            if (rest) { /* as gzip -d: said, not silently dropped */
                size_t at = (size_t)(p - src), zeros = 0;
                while (zeros < rest && src[at + zeros] == 0)
                    zeros++;
                xt_host_warn(h, "%zu %sbyte%s after the gzip data (from byte %zu) ignored: not a gzip member",
                             rest, zeros == rest ? "zero " : "", rest == 1 ? "" : "s", at);
            }
            break;
        }
        if (zr != Z_OK && zr != Z_BUF_ERROR) {
            size_t off = (size_t)((const uint8_t *)z.next_in - src);
            inflateEnd(&z);
            free(out);
            return xt_fail(err, XT_EINPUT, "%s: corrupt gzip data at byte %zu", h->path, off);
        }
        if (zr == Z_BUF_ERROR && z.avail_in == 0 && !left) {
            inflateEnd(&z);
            free(out);
            return xt_fail(err, XT_EINPUT,
                           "%s: truncated gzip file (ends at byte %zu before the gzip trailer)",
                           h->path, len);
        }
    }
    inflateEnd(&z);
    /* the last bytes inflated: their errors and warnings dropped as well
     * (the same file reads alike wherever its chunks end) */
    if (bad == SIZE_MAX && !sk.left && space_fields_skip(out, &n, &field, limit, &sk) == 2) {
        free(out);
        return too_big(h, limit, err);
    }
    if (sk.left) {
        /* the data ended inside one: as the decoder says it of a field
         * cut short */
        free(out);
        return xt_fail(err, XT_EINPUT,
                       "%s: not a valid capture: corrupt protobuf at byte %llu (in the XSpace: its "
                       "errors or warnings run %llu bytes past the end of the gzip data: truncated)",
                       h->path, (unsigned long long)sk.last, (unsigned long long)sk.left);
    }
    if (sk.fields) {
        char b[32];
        xt_fmt_bytes(b, sizeof b, (int64_t)(sk.gone > INT64_MAX ? INT64_MAX : sk.gone));
        const char *what =
            sk.fields == 1
                ? xt_arena_printf(&h->arena, "a field of the profiler's errors or warnings (%s, at", b)
                : xt_arena_printf(&h->arena, "%zu fields of the profiler's errors and warnings (%s, the first at",
                                  sk.fields, b);
        xt_host_warn(h, "%s byte %llu of the data inflated) not kept: xoomtui reads neither; byte offsets "
                        "after byte %llu count without them",
                     what, (unsigned long long)sk.first, (unsigned long long)sk.first);
    }
    if (n > limit || sk.gone > limit - n) {
        free(out);
        return too_big(h, limit, err);
    }
    if (!n) { /* not "the file is empty": it is not */
        free(out);
        return xt_fail(err, XT_EINPUT, "%s: not a capture: its gzip data inflates to nothing",
                       h->path);
    }
    h->buf = out;
    h->buf_len = n;
    h->buf_mapped = false;
    h->gz_text_first = sk.fields ? sk.first : 0;
    h->gz_text_gone = sk.fields ? sk.gone : 0;
    return XT_OK;
}

static const char *basename_of(const char *p)
{
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* The length of a host file's name without .xplane.pb[.gz]: the host's
 * default name. */
static size_t host_stem_len(const char *base)
{
    size_t n = strlen(base);
    if (ends_with(base, ".xplane.pb.gz"))
        n -= strlen(".xplane.pb.gz");
    else if (ends_with(base, ".xplane.pb"))
        n -= strlen(".xplane.pb");
    return n;
}

bool xt_host_named(const char *hostname, const char *path, const char *name)
{
    if (hostname && !strcmp(hostname, name))
        return true;
    if (!path)
        return false;
    const char *b = basename_of(path);
    size_t n = host_stem_len(b);
    /* or its whole name: h.xplane.pb and h.xplane.pb.gz in one folder
     * were both "h", and nothing picked either (an attacker's review) */
    return (strlen(name) == n && !strncmp(b, name, n)) || !strcmp(b, name);
}

/* The XSpace's fields (decode.c): planes first, hostnames last. */
enum { SPACE_PLANES_TAG = 1, SPACE_HOSTNAMES_TAG = 4 };

/* A varint from gz: false at its end or an overlong one. */
static bool gz_varint(gzFile gz, uint64_t *v)
{
    *v = 0;
    for (int shift = 0; shift < 70; shift += 7) {
        int c = gzgetc(gz);
        if (c < 0)
            return false;
        *v |= (uint64_t)(c & 0x7f) << shift;
        if (!(c & 0x80))
            return true;
    }
    return false;
}

/* The first hostname of a gzip host file, as xt_decode_peek_hostname
 * reads a plain one: inflated as it is read, nothing kept but the name,
 * the other fields skipped, no further than a load would inflate (the
 * hostnames come last: the whole file is read).  1 found (in buf), 0
 * none, -1 not a capture's or too long for buf. */
static int gz_peek_hostname(int fd, char *buf, size_t cap)
{
    struct stat st;
    if (fstat(fd, &st) || !S_ISREG(st.st_mode))
        return -1;
    uint64_t limit = max_inflate((size_t)st.st_size), at = 0;
    int dup_fd = dup(fd);
    gzFile gz = dup_fd < 0 ? NULL : gzdopen(dup_fd, "rb");
    if (!gz) {
        if (dup_fd >= 0)
            close(dup_fd);
        return -1;
    }
    int r = 0;
    for (int fields = 0;; fields++) {
        uint64_t tag, len;
        int c = gzgetc(gz);
        if (c < 0)
            break; /* the end: no hostname */
        gzungetc(c, gz);
        if (fields >= 100000 || !gz_varint(gz, &tag) || (tag & 7) != 2 || tag >> 3 < SPACE_PLANES_TAG ||
            tag >> 3 > SPACE_HOSTNAMES_TAG || !gz_varint(gz, &len) || len > limit - at) {
            r = -1;
            break;
        }
        if (tag >> 3 == SPACE_HOSTNAMES_TAG) { /* the first one, as the load takes it */
            if (!len)
                break;
            if (len >= cap || gzread(gz, buf, (unsigned)len) != (int)len || memchr(buf, 0, (size_t)len)) {
                r = -1;
                break;
            }
            buf[len] = 0;
            r = 1;
            break;
        }
        at += len;
        if (gzseek(gz, (z_off_t)len, SEEK_CUR) < 0) {
            r = -1;
            break;
        }
    }
    gzclose(gz);
    return r;
}

static bool file_hostname(const char *path, char *buf, size_t cap, bool gz)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return false;
    int r = xt_decode_peek_hostname(fd, buf, cap);
    uint8_t magic[2];
    if (gz && r < 0 && pread(fd, magic, 2, 0) == 2 && magic[0] == 0x1f && magic[1] == 0x8b)
        r = gz_peek_hostname(fd, buf, cap);
    close(fd);
    return r == 1;
}

bool xt_host_file_hostname(const char *path, char *buf, size_t cap)
{
    return file_hostname(path, buf, cap, false);
}

bool xt_host_file_hostname_gz(const char *path, char *buf, size_t cap)
{
    return file_hostname(path, buf, cap, true);
}

int xt_host_file_named(const char *path, const char *name)
{
    if (xt_host_named(NULL, path, name))
        return 1;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return -1; /* its load says why */
    char host[1024];
    int r = xt_decode_peek_hostname(fd, host, sizeof host);
    close(fd);
    return r < 0 ? -1 : r == 1 && !strcmp(host, name);
}

const char *xt_host_name_of_file(xt_arena *ar, const char *path)
{
    const char *b = basename_of(path);
    return xt_arena_strndup(ar, b, host_stem_len(b));
}

const char *xt_host_pick_name(xt_arena *ar, const char *hostname, const char *path, bool repeats)
{
    if (hostname && *hostname && !repeats)
        return hostname;
    return path ? xt_host_name_of_file(ar, path) : hostname ? hostname : "none";
}

const char *xt_host_hint(char *buf, size_t cap, const char *const *hostnames, const char *const *paths, size_t n,
                         bool repeats)
{
    if (!n)
        return "none";
    xt_arena ar = { 0 };
    snprintf(buf, cap, "%s", xt_host_pick_name(&ar, hostnames[0], paths ? paths[0] : NULL, repeats));
    xt_arena_free(&ar);
    /* a name another host answers to as well (its hostname is this file's
     * name: a review): the file's whole name, which is one file's */
    size_t named = 0;
    for (size_t i = 0; i < n; i++)
        named += xt_host_named(hostnames[i], paths ? paths[i] : NULL, buf);
    if (named > 1 && paths && paths[0])
        snprintf(buf, cap, "%s", basename_of(paths[0]));
    return buf;
}

int xt_module_nowhere(xt_error *err, const char *root, const char *name, size_t n, const char *why)
{
    /* a name several modules of a host have: that host's reason, whose
     * fix is the id, else the first host's */
    return xt_fail(err, XT_EINPUT, "%s: --module %s picks no one module on any of the %zu host%s read; "
                   "%s: %s", root ? root : "the run", name, n, xt_plural(n),
                   xt_module_why_ambiguous(why) ? "for one" : "the first", why);
}

bool xt_module_why_ambiguous(const char *why)
{
    return why && !strstr(why, ": no module '");
}

/* "a, b and c": the files of all[0..n) that --host name picks (p1 and p2
 * among them, whatever a peek says), by stem or whole name, four at most
 * and how many more (three hosts named alike were said to be two: a
 * trial); "a and b" when all is NULL. */
static const char *named_files(xt_arena *ar, const char *name, const char *p1, const char *p2,
                               const char *const *all, size_t n, bool whole)
{
    const char *two[2] = { p1, p2 };
    if (!all)
        all = two, n = 2;
    const char *shown[4];
    size_t k = 0, more = 0;
    for (size_t i = 0; i < n; i++) {
        bool named = all[i] == p1 || all[i] == p2 || !strcmp(all[i], p1) || !strcmp(all[i], p2) ||
                     xt_host_file_named(all[i], name) == 1;
        if (!named)
            continue;
        if (k < 4) { /* each at most 80 bytes: long names hid the others past the message's end (a review) */
            const char *nm = whole ? basename_of(all[i]) : xt_host_name_of_file(ar, all[i]);
            shown[k++] = strlen(nm) > 80 ? xt_arena_printf(ar, "%.60s...%s", nm, nm + strlen(nm) - 17) : nm;
        }
        else
            more++;
    }
    const char *s = k ? shown[0] : "";
    for (size_t i = 1; i < k; i++)
        s = xt_arena_printf(ar, "%s%s%s", s, i + 1 < k || more ? ", " : " and ", shown[i]);
    return more ? xt_arena_printf(ar, "%s and %zu more", s, more) : s;
}

/* Up to four of names[0..n) for a message, each at most 80 bytes, then
 * how many more ("a, b, c, d and 3 more"; "a and b"), in ar. */
static const char *names_listed(xt_arena *ar, const char *const *names, size_t n)
{
    const char *list = "";
    size_t k = n < 4 ? n : 4;
    for (size_t i = 0; i < k; i++) {
        const char *m = names[i];
        if (strlen(m) > 80)
            m = xt_arena_printf(ar, "%.60s...%s", m, m + strlen(m) - 17);
        list = xt_arena_printf(ar, "%s%s%s", list, !i ? "" : i + 1 < k || n > k ? ", " : " and ", m);
    }
    return n > k ? xt_arena_printf(ar, "%s and %zu more", list, n - k) : list;
}

/* Whether s starts with name (prefix), or one of its words does: after
 * '-', '_', '.' or ':' ("0006" of gke-...-node-0006, "worker-12"; not
 * "x" of fixture-host, which every host of a run may be). */
static bool name_holds(const char *s, const char *name, bool prefix)
{
    size_t len = strlen(name);
    if (prefix)
        return !strncmp(s, name, len);
    for (const char *p = s; (p = strstr(p, name)); p++)
        if (p > s && strchr("-_.:", p[-1]))
            return true;
    return false;
}

/* What a host answers to that holds name (name_holds), or NULL: its
 * hostname, else its file's name without .xplane.pb. */
static const char *host_match(xt_arena *ar, const char *hostname, const char *path, const char *name,
                              bool prefix)
{
    if (hostname && *hostname && name_holds(hostname, name, prefix))
        return hostname;
    if (!path)
        return NULL;
    const char *stem = xt_host_name_of_file(ar, path);
    return name_holds(stem, name, prefix) ? stem : NULL;
}

int xt_host_resolve(xt_arena *ar, const char *root, const char *name, const char *const *hostnames,
                    const char *const *paths, size_t n, const char **resolved, xt_error *err)
{
    *resolved = name;
    for (size_t i = 0; i < n; i++)
        if (xt_host_named(hostnames ? hostnames[i] : NULL, paths ? paths[i] : NULL, name))
            return XT_OK;
    for (int prefix = 1; prefix >= 0; prefix--) {
        size_t found = 0, first = 0, second = 0;
        const char *shown[4];
        /* the one hostname every match answers by, NULL where they differ */
        const char *one = NULL;
        bool alike = true;
        for (size_t i = 0; i < n; i++) {
            const char *m = host_match(ar, hostnames ? hostnames[i] : NULL, paths ? paths[i] : NULL, name,
                                       prefix);
            if (!m)
                continue;
            if (!found)
                first = i;
            else if (found == 1)
                second = i;
            bool by_host = hostnames && m == hostnames[i];
            alike = alike && by_host && (!one || !strcmp(one, m));
            one = m;
            if (found < 4) {
                /* a hostname other hosts have too ("localhost"): its file's name */
                for (size_t j = 0; hostnames && paths && paths[i] && m == hostnames[i] && j < n; j++)
                    if (j != i && hostnames[j] && !strcmp(hostnames[j], m)) {
                        m = xt_host_name_of_file(ar, paths[i]);
                        break;
                    }
                shown[found] = m;
            }
            found++;
        }
        if (!found)
            continue;
        if (found > 1 && alike && paths && paths[first] && paths[second])
            /* hosts that all say one hostname ("fixture-host"): that it is
             * theirs, and how to name one; "2 hosts' names start with
             * 'fixture' (a and b): give more of the name" sent the whole
             * name to the same refusal (an attacker's review) */
            return xt_host_fail_ambiguous(err, root, one, paths[first], paths[second], paths, n);
        if (found > 1) {
            /* four named, then how many more: names_listed reads the
             * first four and counts past them (named four, then more
             * said "a, b, c and d and 96 more": an attacker's review) */
            const char *list = names_listed(ar, shown, found);
            return xt_fail(err, XT_EINPUT, "%s: %zu hosts' names %s '%s' (%s): give more of the name", root,
                           found, prefix ? "start with" : "have a word that starts with", name, list);
        }
        /* the name the host matched by, where no other host answers to it
         * too (hosts that all say "localhost"), else its file's */
        const char *m = host_match(ar, hostnames ? hostnames[first] : NULL, paths ? paths[first] : NULL, name,
                                   prefix);
        size_t same = 0;
        for (size_t i = 0; i < n; i++)
            same += xt_host_named(hostnames ? hostnames[i] : NULL, paths ? paths[i] : NULL, m);
        if (same > 1 && paths && paths[first])
            m = basename_of(paths[first]);
        *resolved = m;
        return XT_OK;
    }
    return XT_OK;
}

int xt_host_fail_ambiguous(xt_error *err, const char *root, const char *name, const char *p1,
                           const char *p2, const char *const *all, size_t n)
{
    xt_arena ar = { 0 };
    const char *a = xt_host_name_of_file(&ar, p1), *b = xt_host_name_of_file(&ar, p2);
    /* the hint names a file whose name is not the one given: that name is
     * what matched twice (one file's, the other's hostname) */
    const char *hint = strcmp(a, name) ? a : strcmp(b, name) ? b : NULL;
    /* not a name that is itself one of the two hosts' hostnames: a.xplane.pb
     * of host "node" and node.xplane.pb of host "a" sent --host node to
     * --host a and back (an attacker's review); the whole file name then */
    char h1[256] = "", h2[256] = "";
    if (hint && ((xt_host_file_hostname(p1, h1, sizeof h1) && !strcmp(h1, hint)) ||
                 (xt_host_file_hostname(p2, h2, sizeof h2) && !strcmp(h2, hint))))
        hint = NULL;
    const char *files = named_files(&ar, name, p1, p2, all, n, !hint);
    int rc = hint ? xt_fail(err, XT_EINPUT,
                            "%s: more than one host is named '%s' (files %s): --host takes a "
                            "file's name without .xplane.pb too, e.g. --host %s",
                            root, name, files, hint)
                  : xt_fail(err, XT_EINPUT,
                            "%s: more than one host is named '%s' (files %s): --host "
                            "takes a file's whole name too, e.g. --host %s",
                            root, name, files, basename_of(p2));
    xt_arena_free(&ar);
    return rc;
}

static void host_metadata(xt_host *h)
{
    const xt_plane *tp = xt_host_plane(h, "Task Environment");
    if (tp) {
        int64_t v;
        if (xt_stat_i64(xt_plane_stat(tp, "profile_start_time"), &v))
            h->profile_start_ns = v;
        if (xt_stat_i64(xt_plane_stat(tp, "profile_stop_time"), &v))
            h->profile_stop_ns = v;
    }
    for (size_t i = 0; i < h->nplanes; i++) {
        const xt_plane *p = &h->planes[i];
        const char *s;
        if ((s = xt_stat_str(xt_plane_stat(p, "jax_version"))) && !h->jax_version)
            h->jax_version = s;
        if ((s = xt_stat_str(xt_plane_stat(p, "jaxlib_version"))) && !h->jaxlib_version)
            h->jaxlib_version = s;
    }
    if (!xt_host_plane(h, "/host:metadata"))
        xt_host_warn(h, "no compiled modules: the capture has no /host:metadata plane "
                        "(JAX 0.4.30 GPU captures and non-XLA TensorFlow captures have none; "
                        "JAX records HloProtos from 0.4.31 on)");
}

/* The decoder found other bytes on a second read of a line, but the bytes
 * did not change (a copy in memory, or a file whose size and time are as
 * opened and that raised no fault): they parse two ways, which is a
 * corrupt file, not a profiler still writing it. */
static int same_bytes_read_twice(xt_host *h, int rc, xt_error *err)
{
    size_t at = atomic_load(&h->reread_mismatch);
    if (rc != XT_EINPUT || !at || xt_decode_between_hooked()) /* a test changed them */
        return rc;
    return xt_fail(err, XT_EINPUT,
                   "%s: not a valid capture: corrupt protobuf at byte %zu (its events parse two "
                   "ways: two reads of the same line disagree, and the file's size and time did "
                   "not change)",
                   h->path, at - 1);
}

/* A decoding error of a gzip whose errors or warnings were not kept: its
 * byte offsets count without them, and the one line says so (the host's
 * warning that says it is never shown where the load fails: "corrupt
 * protobuf at byte 13742" of a gzip whose byte was 218544: helper-177). */
static int decoded(xt_host *h, int rc, xt_error *err)
{
    /* (an offset it names: "at byte N", "(offset N)"; not any message
     * with the word: a review) */
    if (!rc || !h->gz_text_gone || !err || (!strstr(err->msg, "at byte ") && !strstr(err->msg, "(offset ")))
        return rc;
    char was[sizeof err->msg], b[32];
    memcpy(was, err->msg, sizeof was);
    xt_fmt_bytes(b, sizeof b, (int64_t)(h->gz_text_gone > INT64_MAX ? INT64_MAX : h->gz_text_gone));
    xt_fail(err, err->code,
            "%s; byte offsets after byte %llu of the data inflated count without the profiler's "
            "errors and warnings not kept (%s)",
            was, (unsigned long long)h->gz_text_first, b);
    return rc;
}

int xt_host_load_mem(xt_host *h, const char *name, const uint8_t *data, size_t len,
                     xt_error *err)
{
    memset(h, 0, sizeof *h);
    xt_intern_init(&h->strings, &h->arena);
    h->path = xt_arena_strdup(&h->arena, name);
    h->hostname = h->path;
    if (!len)
        return xt_fail(err, XT_EINPUT, "%s: not a capture: the file is empty", name);
    if (len >= 2 && data[0] == 0x1f && data[1] == 0x8b) {
        int rc = gunzip(h, data, len, err);
        if (rc)
            return rc;
    } else {
        h->buf = xt_xmalloc(len);
        memcpy(h->buf, data, len);
        h->buf_len = len;
    }
    int rc = xt_decode_host(h, err);
    if (rc) /* a copy cannot change */
        return decoded(h, same_bytes_read_twice(h, rc, err), err);
    host_metadata(h);
    return XT_OK;
}

static void remember_file(xt_host *h, const struct stat *st)
{
    char *abs = realpath(h->path, NULL);
    h->file_abs = abs ? xt_arena_strdup(&h->arena, abs) : h->path;
    free(abs);
    h->file_known = true;
    h->file_dev = (uint64_t)st->st_dev;
    h->file_ino = (uint64_t)st->st_ino;
    h->file_size = (int64_t)st->st_size;
    h->file_mtime_s = (int64_t)st->st_mtim.tv_sec;
    h->file_mtime_ns = (int64_t)st->st_mtim.tv_nsec;
}

static bool same_file(const xt_host *h, const struct stat *st)
{
    return h->file_dev == (uint64_t)st->st_dev && h->file_ino == (uint64_t)st->st_ino &&
           h->file_size == (int64_t)st->st_size && h->file_mtime_s == (int64_t)st->st_mtim.tv_sec &&
           h->file_mtime_ns == (int64_t)st->st_mtim.tv_nsec;
}

bool xt_host_changed(const xt_host *h)
{
    struct stat st;
    if (!h->file_known)
        return false;
    return stat(h->file_abs, &st) < 0 || !same_file(h, &st);
}

int xt_host_reopen(const xt_host *h)
{
    if (!h->file_known)
        return -1;
    int fd = open(h->file_abs, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) < 0 || !same_file(h, &st))) {
        close(fd);
        fd = -1;
    }
    return fd;
}

int xt_host_read(xt_host *h, const uint8_t *at, size_t len, const uint8_t **out,
                 uint8_t **copy, xt_error *err)
{
    *copy = NULL;
    *out = at;
    if (!h->buf_mapped)
        return XT_OK;
    size_t off = (size_t)(at - h->buf);
    int fd = open(h->file_abs, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0 || !same_file(h, &st) || off > h->buf_len ||
        len > h->buf_len - off) {
        if (fd >= 0)
            close(fd);
        return xt_fail(err, XT_EINPUT, "%s: the capture changed on disk since it was opened",
                       h->path);
    }
    uint8_t *b = xt_xmalloc(len ? len : 1);
    size_t got = 0;
    while (got < len) {
        ssize_t r = pread(fd, b + got, len - got, (off_t)(off + got));
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            close(fd);
            free(b);
            return xt_fail(err, XT_EINPUT,
                           "%s: the capture changed on disk since it was opened (%s at byte %zu)",
                           h->path, r < 0 ? strerror(errno) : "it ends", off + got);
        }
        got += (size_t)r;
    }
    close(fd);
    *out = b;
    *copy = b;
    return XT_OK;
}

/* Read a file whose size says 0 to its end (at most 1 GiB: no /proc file
 * is bigger, and a device would never end). */
static int read_all(xt_host *h, int fd, xt_error *err)
{
    enum { MAX_UNSIZED = 1 << 30 };
    size_t n = 0, cap = 0, field = 0;
    uint8_t *b = NULL;
    for (;;) {
        /* not gzip: its top-level fields as they are read (space_fields):
         * /proc/self/pagemap was read to 1 GiB (8 s, 2.1 GB) before its
         * first bytes were refused (an attacker's review) */
        if (n >= 2 && !(b[0] == 0x1f && b[1] == 0x8b)) {
            int fr = space_fields(b, n, &field, MAX_UNSIZED, NULL, NULL);
            if (fr == 2) {
                free(b);
                return xt_fail(err, XT_EINPUT, "%s: not a capture: its size reads as 0 and a "
                                               "field at byte %zu goes on past 1 GiB", h->path, field);
            }
            if (fr == 1 && n >= field + 32) /* the decoder says what and where */
                break;
        }
        if (n == cap)
            xt_grow((void **)&b, &cap, n + 4096, 1);
        ssize_t r = read(fd, b + n, cap - n);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0) {
            free(b);
            return xt_fail(err, XT_EINPUT, "%s: %s", h->path, strerror(errno));
        }
        if (r == 0)
            break;
        n += (size_t)r;
        if (n > MAX_UNSIZED) {
            free(b);
            return xt_fail(err, XT_EINPUT, "%s: not a capture: its size reads as 0 and it "
                                           "goes on past 1 GiB", h->path);
        }
    }
    if (!n) {
        free(b);
        return xt_fail(err, XT_EINPUT, "%s: not a capture: the file is empty", h->path);
    }
    h->buf = b;
    h->buf_len = n;
    h->buf_mapped = false;
    return XT_OK;
}

/* ---- a mapping that may shrink while it is decoded ---------------------
 * A file truncated while it is read (cp over it, a profiler starting
 * again) raises SIGBUS on the pages past its new end.  While a load decodes
 * its mapping, a SIGBUS inside that mapping replaces the whole mapping with
 * zeros (one mmap, no jump out of the decoder: threads, locks and
 * temporaries stay as they were); decoding then ends, usually in an error,
 * and the load reports "changed while reading".  Faults elsewhere go to the
 * previous action.  Loads may run on several threads at once
 * (src/summary.c): each thread guards its own mapping (SIGBUS is delivered
 * to the thread that faulted, so the range is thread-local), and the
 * handler is installed by the first guard and restored by the last. */
static _Thread_local volatile sig_atomic_t g_bus_hit;
static _Thread_local volatile uintptr_t g_bus_lo, g_bus_hi, g_bus_at;
static struct sigaction g_bus_old;
static pthread_mutex_t g_bus_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t g_bus_users;

static void on_bus(int sig, siginfo_t *si, void *uc)
{
    (void)sig;
    (void)uc;
    uintptr_t a = (uintptr_t)si->si_addr;
    if (g_bus_hi && a >= g_bus_lo && a < g_bus_hi) {
        if (!g_bus_hit)
            g_bus_at = a;
        g_bus_hit = 1;
        if (mmap((void *)g_bus_lo, g_bus_hi - g_bus_lo, PROT_READ,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED)
            return; /* the access is retried and reads zeros */
    }
    sigaction(SIGBUS, &g_bus_old, NULL); /* not ours: the fault repeats there */
}

static void bus_guard_begin(const void *p, size_t len)
{
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t ps = pg > 0 ? (uintptr_t)pg : 4096;
    g_bus_hit = 0;
    g_bus_at = 0;
    g_bus_lo = (uintptr_t)p;
    g_bus_hi = ((uintptr_t)p + len + ps - 1) & ~(ps - 1);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_bus;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    pthread_mutex_lock(&g_bus_lock);
    if (g_bus_users++ == 0)
        sigaction(SIGBUS, &sa, &g_bus_old);
    pthread_mutex_unlock(&g_bus_lock);
}

/* The mapping is about to go (gunzip is done with it): faults there are no
 * longer ours, and the addresses may be reused. */
static void bus_guard_forget_range(void)
{
    g_bus_hi = 0;
}

/* Ends the guard; true (and *off, the first offset that faulted) if the
 * mapping was hit. */
static bool bus_guard_end(size_t *off)
{
    pthread_mutex_lock(&g_bus_lock);
    if (--g_bus_users == 0)
        sigaction(SIGBUS, &g_bus_old, NULL);
    pthread_mutex_unlock(&g_bus_lock);
    bool hit = g_bus_hit;
    *off = hit ? (size_t)(g_bus_at - g_bus_lo) : 0;
    g_bus_hi = 0;
    return hit;
}

void xt_bus_guard_thread(const void *p, size_t len)
{
    bus_guard_begin(p, len);
}

bool xt_bus_guard_thread_end(void)
{
    size_t off;
    return bus_guard_end(&off);
}

bool xt_bus_guarded(const void *p, size_t len)
{
    uintptr_t a = (uintptr_t)p;
    return g_bus_hi && a >= g_bus_lo && a <= g_bus_hi && len <= g_bus_hi - a;
}

/* A page cache that holds the file in large folios (a file written in big
 * writes, as a profiler writes its capture, on ext4 or xfs; or read back
 * in big readahead windows) is mapped a whole folio (up to 2 MiB) at a
 * fault since Linux 6.18, when the folio lies inside one VMA.  The decoder
 * gives pages back behind each reader every MiB or two, but three readers
 * a whole folio ahead each held 12-19 MB of a 50 MB host mapped at once,
 * against 6 MB when the same file was cached in small folios: 16 such
 * hosts in a run peaked at 1.20-1.34x the largest alone, the file-backed
 * part being the difference (bench/RESULTS.md, eighth session).  Every
 * other piece of XT_MAP_PIECE bytes gets MADV_DONTDUMP, which only keeps
 * those pages of a private file mapping out of a core dump (which leaves
 * them out anyway), so the mapping is VMAs that no folio bigger than a
 * piece fits in: 1 MiB pieces left 1 MiB folios (a file read back by
 * readahead) mapped whole, 11-13 MB; 256 KiB pieces, 6 MB.  At most
 * MAP_PIECES pieces a file (each then bigger), and the extra VMAs of every
 * mapping at once within xt_map_pieces_take's budget, so that malloc and
 * thread stacks never run out of them (a file over the budget is mapped
 * whole); a split that fails is undone.  Returns the VMAs it added. */
enum { MAP_PIECES = 8192 };

static size_t map_in_pieces(uint8_t *map, size_t len)
{
    size_t step = XT_MAP_PIECE;
    while ((len + step - 1) / step > MAP_PIECES)
        step *= 2;
    size_t extra = (len + step - 1) / step - 1;
    if (!extra || !xt_map_pieces_take(extra))
        return 0;
    for (size_t off = step; off < len; off += 2 * step)
        if (madvise(map + off, len - off < step ? len - off : step, MADV_DONTDUMP)) {
            madvise(map, len, MADV_DODUMP); /* the pieces merge back */
            xt_map_pieces_give(extra);
            return 0;
        }
    return extra;
}

/* Map (or, for a size-0 file, read) the file open on fd into h, gunzip it,
 * and decode it. */
static int load_open_file(xt_host *h, int fd, const struct stat *st, xt_error *err)
{
    if (st->st_size == 0) /* /proc and /sys files say 0 and have content */
        return read_all(h, fd, err);
    size_t len = (size_t)st->st_size;
    void *map = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED)
        return xt_fail(err, XT_EINPUT, "%s: cannot map file: %s", h->path, strerror(errno));
    madvise(map, len, MADV_SEQUENTIAL);
    h->map_pieces = map_in_pieces(map, len);
    h->buf = map;
    h->buf_len = len;
    h->buf_mapped = true;
    remember_file(h, st);
    return XT_OK;
}

static int load_bytes(xt_host *h, xt_error *err)
{
    if (h->buf_len >= 2 && h->buf[0] == 0x1f && h->buf[1] == 0x8b) {
        uint8_t *src = h->buf;
        size_t len = h->buf_len;
        bool mapped = h->buf_mapped;
        h->buf = NULL;
        h->buf_len = 0;
        h->buf_mapped = false;
        int rc = gunzip(h, src, len, err);
        if (mapped) {
            bus_guard_forget_range();
            munmap(src, len);
            xt_map_pieces_give(h->map_pieces);
            h->map_pieces = 0;
        }
        else
            free(src);
        if (rc)
            return rc;
    }
    return xt_decode_host(h, err);
}

int xt_host_load(xt_host *h, const char *path, xt_error *err)
{
    return xt_host_load_shared(h, path, NULL, err);
}

int xt_host_load_shared(xt_host *h, const char *path, xt_hlo_cache *cache, xt_error *err)
{
    return xt_host_load_metered(h, path, cache, NULL, err);
}

double xt_meter_fraction(const xt_meter *m)
{
    uint64_t done = atomic_load_explicit(&m->done, memory_order_relaxed);
    uint64_t total = atomic_load_explicit(&m->total, memory_order_relaxed);
    return !total ? 0 : done >= total ? 1 : (double)done / (double)total;
}

int xt_host_load_metered(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                         xt_error *err)
{
    return xt_host_load_gated(h, path, cache, meter, NULL, NULL, err);
}

static int load_gated(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                      void (*gate)(void *ctx), void *gate_ctx, xt_error *err);

int xt_host_load_gated(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                       void (*gate)(void *ctx), void *gate_ctx, xt_error *err)
{
    int rc = load_gated(h, path, cache, meter, gate, gate_ctx, err);
    h->gate = NULL; /* the load's only: a later decode never calls it */
    h->gate_ctx = NULL;
    return rc;
}

static int load_gated(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                      void (*gate)(void *ctx), void *gate_ctx, xt_error *err)
{
    memset(h, 0, sizeof *h);
    h->hlo_cache = cache;
    h->gate = gate;
    h->gate_ctx = gate_ctx;
    if (meter) {
        atomic_store_explicit(&meter->done, 0, memory_order_relaxed);
        atomic_store_explicit(&meter->total, 0, memory_order_relaxed);
    }
    xt_intern_init(&h->strings, &h->arena);
    h->path = xt_arena_strdup(&h->arena, path);
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return path_fail(err, path, errno);
    struct stat st;
    if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return xt_fail(err, XT_EINPUT, "%s: not a regular file", path);
    }
    int rc = load_open_file(h, fd, &st, err);
    if (rc) {
        close(fd);
        return rc;
    }
    /* default host name: the file name without .xplane.pb[.gz] */
    const char *bn = basename_of(path);
    h->hostname = xt_intern_n(&h->strings, bn, host_stem_len(bn));
    bool guarded = h->buf_mapped;
    if (guarded)
        bus_guard_begin(h->buf, h->buf_len);
    h->meter = meter;
    rc = load_bytes(h, err);
    if (guarded) {
        /* a truncated mapping, or any other change to the file while it
         * was read (a profiler still writing it): bad input, whatever the
         * decoder made of it */
        size_t off;
        struct stat now;
        if (bus_guard_end(&off))
            rc = xt_fail(err, XT_EINPUT, "%s: changed while reading (offset %zu)", path, off);
        else if (fstat(fd, &now) == 0 && !same_file(h, &now))
            rc = xt_fail(err, XT_EINPUT, "%s: changed while reading (offset %zu)", path,
                         (size_t)(now.st_size < st.st_size ? now.st_size : st.st_size));
        else if (rc)
            rc = decoded(h, same_bytes_read_twice(h, rc, err), err);
    } else if (rc) {
        rc = decoded(h, same_bytes_read_twice(h, rc, err), err); /* decompressed: a copy */
    }
    close(fd);
    if (meter) /* done, whatever the decoder counted; later re-reads count nothing */
        atomic_store_explicit(&meter->done, atomic_load(&meter->total), memory_order_relaxed);
    h->meter = NULL;
    if (rc)
        return rc;
    host_metadata(h);
    return XT_OK;
}

static int cmp_cstr(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

size_t xt_capture_rescan_runs(xt_capture *c)
{
    if (!c->root || !c->nruns)
        return 0;
    /* where the open found them: plugins/profile, else the folder itself
     * (there only runs named by time, as the open asks) */
    char *pdir = join(c->root, "plugins/profile");
    char **runs;
    size_t n = list_dir(pdir, run_folder, &runs);
    bool own = !n;
    if (own)
        n = list_dir(c->root, run_folder, &runs);
    free(pdir);
    size_t added = 0;
    for (size_t i = 0; i < n; i++) {
        bool known = false;
        for (size_t k = 0; k < c->nruns && !known; k++)
            known = !strcmp(c->runs[k], runs[i]);
        if (known || (own && !is_run_time(runs[i])))
            continue;
        c->runs = xt_xrealloc(c->runs, (c->nruns + 1) * sizeof *c->runs);
        c->runs[c->nruns++] = xt_xstrdup(runs[i]);
        added++;
    }
    free_list(runs, n);
    if (added)
        qsort(c->runs, c->nruns, sizeof *c->runs, cmp_cstr);
    return added;
}

int xt_capture_list(xt_capture *c, const char *path, const char *run, char ***out_files,
                    size_t *out_n, xt_error *err)
{
    memset(c, 0, sizeof *c);
    *out_files = NULL;
    *out_n = 0;
    c->root = xt_xstrdup(path);
    struct stat st;
    if (stat(path, &st) < 0)
        return path_fail(err, path, errno);
    char **files = NULL;
    size_t nfiles = 0;
    if (S_ISREG(st.st_mode)) {
        if (run)
            return xt_fail(err, XT_EINPUT, "%s: --run needs a log dir, not a file", path);
        files = xt_xmalloc(sizeof *files);
        files[0] = xt_xstrdup(path);
        nfiles = 1;
    } else if (S_ISDIR(st.st_mode)) {
        nfiles = list_dir(path, host_file, &files);
        if (nfiles && run) {
            free_list(files, nfiles);
            return xt_fail(err, XT_EINPUT,
                           "%s: is a run folder; --run needs the log dir above it", path);
        }
        if (!nfiles) {
            /* a log dir (plugins/profile/<run>) or the profile dir itself */
            char *pdir = join(path, "plugins/profile");
            char **runs;
            size_t nruns = list_dir(pdir, run_folder, &runs);
            if (!nruns) {
                free(pdir);
                pdir = xt_xstrdup(path);
                nruns = list_dir(pdir, run_folder, &runs);
                /* a profile dir's runs are named by time; a folder of
                 * unrelated captures (tests/data, /tmp) must not open the
                 * last of them by name as if it were the newest run */
                size_t named = 0;
                for (size_t i = 0; i < nruns; i++)
                    named += !is_run_time(runs[i]);
                if (nruns > 1 && named && !run) {
                    char names[320];
                    size_t k = 0, shown = 0;
                    names[0] = 0;
                    for (; shown < nruns && k + strlen(runs[shown]) + 8 < sizeof names; shown++)
                        k += (size_t)snprintf(names + k, sizeof names - k, "%s%s",
                                              shown ? ", " : "", runs[shown]);
                    if (shown < nruns)
                        snprintf(names + k, sizeof names - k, ", ...");
                    xt_fail(err, XT_EINPUT,
                            "%s: holds %zu captures, not one run (%s); give one of them "
                            "(or --run NAME)",
                            path, nruns, names);
                    free_list(runs, nruns);
                    free(pdir);
                    return XT_EINPUT;
                }
            }
            if (!nruns) {
                free(pdir);
                return xt_fail(err, XT_EINPUT,
                               "%s: no capture found (expected a .xplane.pb file, a run folder "
                               "holding one, or a JAX log dir with plugins/profile/<run>/)",
                               path);
            }
            size_t pick = nruns - 1;
            if (run) {
                /* the name, else a unique prefix of one, as --host and
                 * --module take (--run 2026_01_01 was refused: a trial) */
                size_t found = 0, begins = 0;
                for (size_t i = 0; i < nruns; i++)
                    if (!strcmp(runs[i], run)) {
                        pick = i;
                        found++;
                    }
                for (size_t i = 0; !found && i < nruns; i++)
                    if (!strncmp(runs[i], run, strlen(run)) && begins++ == 0)
                        pick = i;
                if (!found && begins != 1) {
                    xt_arena ar = { 0 };
                    const char **hit = xt_arena_alloc(&ar, (nruns + 1) * sizeof *hit);
                    size_t nh = 0;
                    for (size_t i = 0; i < nruns; i++) /* the newest first */
                        if (!begins || !strncmp(runs[nruns - 1 - i], run, strlen(run)))
                            hit[nh++] = runs[nruns - 1 - i];
                    if (begins)
                        xt_fail(err, XT_EINPUT, "%s: %zu runs start with '%s' (%s): give more of the name", path,
                                begins, run, names_listed(&ar, hit, nh));
                    else
                        xt_fail(err, XT_EINPUT, "%s: no run named '%s' (runs, the newest first: %s)", path, run,
                                names_listed(&ar, hit, nh));
                    xt_arena_free(&ar);
                    free_list(runs, nruns);
                    free(pdir);
                    return XT_EINPUT;
                }
            }
            c->runs = (const char **)runs;
            c->nruns = nruns;
            c->run = xt_xstrdup(runs[pick]);
            char *rdir = join(pdir, runs[pick]);
            nfiles = list_dir(rdir, host_file, &files);
            free(rdir);
            free(pdir);
        }
    } else {
        return xt_fail(err, XT_EINPUT, "%s: not a file or directory", path);
    }
    *out_files = files;
    *out_n = nfiles;
    return XT_OK;
}

void xt_capture_files_free(char **files, size_t n)
{
    free_list(files, n);
}

/* The progress of xt_capture_open: the hosts before `i` done, host i's
 * meter for the bytes within it.  A ticker thread reports every 0.1 s
 * while a host decodes; mu keeps it and the loading thread from calling
 * progress at once. */
typedef struct open_progress {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    xt_progress_fn fn;
    void *ctx;
    xt_progress pr;
    const int64_t *sizes;
    size_t i;
    xt_meter meter;
    struct timespec t0;
    bool stop;
} open_progress;

static double since(const struct timespec *t0)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - t0->tv_sec) + (double)(now.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Report now (with op->mu held): the hosts done and host i's part. */
static void open_report(open_progress *op, bool within)
{
    xt_progress pr = op->pr;
    if (within && op->i < pr.hosts_total)
        pr.bytes_done += (uint64_t)((double)(op->sizes[op->i] > 0 ? op->sizes[op->i] : 0) *
                                    xt_meter_fraction(&op->meter));
    pr.elapsed_s = since(&op->t0);
    pr.eta_s = pr.bytes_done && pr.bytes_total >= pr.bytes_done
                   ? pr.elapsed_s * (double)(pr.bytes_total - pr.bytes_done) / (double)pr.bytes_done
                   : -1;
    op->fn(op->ctx, &pr);
}

static void *open_ticker(void *arg)
{
    open_progress *op = arg;
    pthread_mutex_lock(&op->mu);
    while (!op->stop) {
        struct timespec until;
        xt_deadline_ms(&until, 100);
        pthread_cond_timedwait(&op->cv, &op->mu, &until);
        if (!op->stop)
            open_report(op, true);
    }
    pthread_mutex_unlock(&op->mu);
    return NULL;
}

/* The newest run of a log dir cannot be read (the job died writing it:
 * an OOM's usual end): the runs before it are named, the newest first,
 * and how to open one.  Added to err's line when it fits. */
void xt_capture_note_older_runs(const xt_capture *c, const char *run, xt_error *err)
{
    if (run || !err || c->nruns < 2 || !c->run || strcmp(c->run, c->runs[c->nruns - 1]))
        return;
    /* a limit the user can raise is not a run cut short (a review: the
     * note followed the XOOMTUI_MAX_INFLATE error) */
    if (strstr(err->msg, "XOOMTUI_MAX_"))
        return;
    char note[sizeof err->msg];
    int k;
    size_t older = c->nruns - 1;
    /* runs named by time sort oldest first; others by name */
    const char *word = is_run_time(c->run) && is_run_time(c->runs[older - 1]) ? "older" : "other";
    if (older == 1)
        k = snprintf(note, sizeof note, "; %s run here: %s (--run NAME opens it)",
                     strcmp(word, "older") ? "another" : "an older", c->runs[0]);
    else
        k = snprintf(note, sizeof note, "; %zu %s runs here: %s, %s%s (--run NAME opens one)", older, word,
                     c->runs[older - 1], c->runs[older - 2], older > 2 ? ", ..." : "");
    /* whole or not at all: a name cut lost the key that opens it (a
     * review) */
    size_t len = strlen(err->msg);
    if (k > 0 && (size_t)k < sizeof note && len + (size_t)k < sizeof err->msg) {
        memcpy(err->msg + len, note, strlen(note) + 1);
        xt_safe_line(err->msg + len);
    }
}

int xt_capture_open(xt_capture *c, const char *path, const char *run,
                    xt_progress_fn progress, void *ctx, xt_error *err)
{
    char **files = NULL;
    size_t nfiles = 0;
    if (xt_capture_list(c, path, run, &files, &nfiles, err))
        return XT_EINPUT;
    c->hosts = xt_xcalloc(nfiles, sizeof *c->hosts);
    int rc = XT_OK;
    int64_t *sizes = xt_xcalloc(nfiles ? nfiles : 1, sizeof *sizes);
    open_progress op;
    memset(&op, 0, sizeof op);
    op.pr = (xt_progress){ "", 0, nfiles, 0, 0, 0, -1 };
    op.fn = progress;
    op.ctx = ctx;
    op.sizes = sizes;
    for (size_t i = 0; i < nfiles; i++) {
        struct stat fst;
        sizes[i] = stat(files[i], &fst) == 0 ? (int64_t)fst.st_size : 0;
        op.pr.bytes_total += (uint64_t)sizes[i];
    }
    clock_gettime(CLOCK_MONOTONIC, &op.t0);
    pthread_t ticker;
    bool ticking = false;
    if (progress) {
        pthread_mutex_init(&op.mu, NULL);
        pthread_cond_init(&op.cv, NULL);
        ticking = pthread_create(&ticker, NULL, open_ticker, &op) == 0;
    }
    for (size_t i = 0; i < nfiles; i++) {
        if (progress) {
            pthread_mutex_lock(&op.mu);
            op.pr.what = files[i];
            op.pr.hosts_done = i;
            op.i = i;
            atomic_store(&op.meter.done, 0);
            atomic_store(&op.meter.total, 0);
            open_report(&op, false);
            pthread_mutex_unlock(&op.mu);
        }
        rc = xt_host_load_metered(&c->hosts[i], files[i], NULL, progress ? &op.meter : NULL, err);
        c->nhosts++;
        if (progress)
            pthread_mutex_lock(&op.mu);
        op.pr.bytes_done += (uint64_t)sizes[i];
        op.i = SIZE_MAX;
        if (progress)
            pthread_mutex_unlock(&op.mu);
        if (rc)
            break;
    }
    if (ticking) {
        pthread_mutex_lock(&op.mu);
        op.stop = true;
        pthread_cond_signal(&op.cv);
        pthread_mutex_unlock(&op.mu);
        pthread_join(ticker, NULL);
    }
    if (progress) {
        pthread_mutex_destroy(&op.mu);
        pthread_cond_destroy(&op.cv);
    }
    free(sizes);
    free_list(files, nfiles);
    if (rc) {
        /* the run opened whole fails at its first unreadable file (read
         * host by host, the others are reported and the note comes only
         * when none can be read): it cannot be opened this way at all */
        if (rc == XT_EINPUT)
            xt_capture_note_older_runs(c, run, err);
        xt_capture_free(c);
        return rc;
    }
    if (progress) {
        op.pr.what = "";
        op.pr.hosts_done = nfiles;
        op.pr.elapsed_s = since(&op.t0);
        op.pr.eta_s = 0;
        progress(ctx, &op.pr);
    }
    return XT_OK;
}
