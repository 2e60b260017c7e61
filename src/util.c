/* util.c - errors, arenas, interning, hash maps. */
#include "util.h"

#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* One line, safe to print: C0 and C1 controls, DEL, the bidi overrides
 * and isolates (U+202A-U+202E, U+2066-U+2069) and invalid UTF-8 become '?'
 * in place.  Messages carry file names and names from the capture. */
size_t xt_utf8_next(const char *str, uint32_t *cp)
{
    const unsigned char *s = (const unsigned char *)str;
    unsigned char c = s[0];
    *cp = c;
    if (c < 0x80)
        return c ? 1 : 0;
    size_t n = (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    uint32_t v = n == 2 ? c & 0x1fu : n == 3 ? c & 0x0fu : c & 0x07u;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80) { /* also stops at the terminating NUL */
            n = 0;
            break;
        }
        v = v << 6 | (s[i] & 0x3fu);
    }
    /* overlong forms, surrogates and code points past U+10FFFF are invalid */
    static const uint32_t min[5] = { 0, 0, 0x80, 0x800, 0x10000 };
    if (!n || v < min[n] || (v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff) {
        *cp = XT_UTF8_BAD;
        return 1;
    }
    *cp = v;
    return n;
}

bool xt_cp_unsafe(uint32_t cp)
{
    /* C0, DEL and C1; the bidi controls; and the invisible ones that join
     * or hide glyphs or break lines: zero-width space, joiners (an emoji
     * ZWJ sequence drawn as one glyph by the terminal moved every column
     * after it), word joiner and invisible operators, the line and
     * paragraph separators, variation selectors 15 and 16 (a width the
     * terminals disagree on), the BOM, the Mongolian vowel separator,
     * interlinear annotations and tag characters: a name with them could
     * pass for another (doc/threat-model.md) */
    /* ... and the rest of Unicode's Default_Ignorable_Code_Point set
     * (DerivedCoreProperties.txt): the soft hyphen, the grapheme joiner,
     * the Hangul fillers (blank glyphs), the Khmer inherent vowels, the
     * Mongolian selectors, the deprecated format controls, every
     * variation selector, the shorthand format controls, the musical
     * beam and tie controls and the whole tag block: "jit_x" drawn as
     * "j(1)" and blanks passed (an attacker's review) */
    if (cp >= 0x20 && cp < 0x7f)
        return false; /* printable ASCII: most of every name */
    if (cp >= 0xa0 && cp < 0x34f)
        return cp == 0xad;
    return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp == 0xad || cp == 0x34f || cp == 0x61c ||
           cp == 0x115f || cp == 0x1160 || cp == 0x17b4 || cp == 0x17b5 || (cp >= 0x180b && cp <= 0x180f) ||
           (cp >= 0x200b && cp <= 0x200f) || cp == 0x2028 || cp == 0x2029 ||
           (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x206f) || cp == 0x3164 ||
           (cp >= 0xfe00 && cp <= 0xfe0f) || cp == 0xfeff || cp == 0xffa0 || (cp >= 0xfff0 && cp <= 0xfffb) ||
           (cp >= 0x1bca0 && cp <= 0x1bca3) || (cp >= 0x1d173 && cp <= 0x1d17a) ||
           (cp >= 0xe0000 && cp <= 0xe0fff) || cp == XT_UTF8_BAD;
}

void xt_utf8_trim(char *s)
{
    size_t n = strlen(s), k = n;
    while (k > 0 && ((unsigned char)s[k - 1] & 0xc0) == 0x80 && n - k < 3)
        k--; /* continuation bytes */
    if (k > 0 && ((unsigned char)s[k - 1] & 0xc0) == 0xc0) { /* a lead byte */
        unsigned char c = (unsigned char)s[k - 1];
        size_t need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
        if (n - (k - 1) < need)
            s[k - 1] = 0;
    }
}

/* ---- long names ------------------------------------------------------ */

static const char cut_head[] = "...[a name of ", cut_mid[] = " bytes, cut #";

size_t xt_name_cut(char *out, const char *s, size_t n)
{
    size_t keep = n < XT_NAME_MAX ? n : XT_NAME_MAX;
    /* not inside a character: its first byte is not kept either; three
     * bytes back at most (a character has four), so that a run of stray
     * continuation bytes keeps what comes before it ("jit_", which the
     * PjitFunction form's cut takes off: an attacker's review) */
    for (int back = 0; back < 3 && keep > 0 && keep < n && ((unsigned char)s[keep] & 0xc0) == 0x80; back++)
        keep--;
    memcpy(out, s, keep);
    char digits[24], comma[32];
    int dl = snprintf(digits, sizeof digits, "%zu", n);
    size_t k = 0;
    for (int i = 0; i < dl; i++) {
        if (i && (dl - i) % 3 == 0)
            comma[k++] = ',';
        comma[k++] = digits[i];
    }
    comma[k] = 0;
    int t = snprintf(out + keep, XT_NAME_MARK_MAX, "%s%s%s%016llx]", cut_head, comma, cut_mid,
                     (unsigned long long)xt_hash_str(s, n));
    return keep + (t > 0 && t < XT_NAME_MARK_MAX ? (size_t)t : 0);
}

size_t xt_name_cut_mark(const char *s, size_t n)
{
    /* "...[a name of " digits and commas " bytes, cut #" 16 hex "]" */
    size_t tail = sizeof cut_mid - 1 + 16 + 1, head = sizeof cut_head - 1;
    if (n < head + 1 + tail || s[n - 1] != ']' || memcmp(s + n - tail, cut_mid, sizeof cut_mid - 1))
        return 0;
    for (size_t i = n - 17; i < n - 1; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
            return 0;
    size_t d = n - tail;
    uint64_t whole = 0;
    while (d > 0 && ((s[d - 1] >= '0' && s[d - 1] <= '9') || s[d - 1] == ','))
        d--;
    if (d == n - tail || d < head || memcmp(s + d - head, cut_head, head))
        return 0;
    for (size_t i = d; i < n - tail; i++)
        if (s[i] != ',')
            whole = whole > UINT64_MAX / 10 ? UINT64_MAX : whole * 10 + (uint64_t)(s[i] - '0');
    /* a mark xt_name_cut made: of a name past XT_NAME_MAX, after the
     * first XT_NAME_MAX bytes less at most three (and the four of "jit_"
     * the PjitFunction form takes off); a short name that ends like one
     * was taken for a cut (an attacker's review) */
    size_t kept = d - head;
    if (whole <= XT_NAME_MAX || kept > XT_NAME_MAX || kept + 7 < XT_NAME_MAX)
        return 0;
    return n - kept;
}

void xt_jax_module_chars(char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch < 0x80 && !(ch >= 'A' && ch <= 'Z') && !(ch >= 'a' && ch <= 'z') &&
            !(ch >= '0' && ch <= '9') && ch != '_' && ch != '.' && ch != '-')
            s[i] = '_';
    }
}

void xt_safe_line(char *s)
{
    size_t k = 0, n;
    uint32_t cp;
    for (size_t i = 0; (n = xt_utf8_next(s + i, &cp)); i += n) {
        if (xt_cp_unsafe(cp)) {
            s[k++] = '?'; /* one per code point, or per byte of invalid UTF-8 */
            continue;
        }
        memmove(s + k, s + i, n);
        k += n;
    }
    s[k] = 0;
}

int xt_fail(xt_error *err, int code, const char *fmt, ...)
{
    if (err) {
        /* A message longer than msg (a path of 600 characters on a deep
         * share) loses its middle, not its end: messages name the file
         * first and say why last. */
        char stack[4096], *big = stack;
        va_list ap, again;
        va_start(ap, fmt);
        va_copy(again, ap);
        int n = vsnprintf(stack, sizeof stack, fmt, ap);
        va_end(ap);
        if (n >= (int)sizeof stack && (big = malloc((size_t)n + 1)))
            vsnprintf(big, (size_t)n + 1, fmt, again);
        else
            big = stack;
        va_end(again);
        size_t len = n < 0 ? 0 : strlen(big);
        if (n < 0)
            big[0] = 0;
        if (len < sizeof err->msg) {
            memcpy(err->msg, big, len + 1);
        } else {
            size_t head = 160, tail = sizeof err->msg - 1 - head - 3;
            while (head > 0 && ((unsigned char)big[head] & 0xc0) == 0x80)
                head--; /* cut before a character, not inside one */
            const char *t = big + len - tail;
            while (*t && ((unsigned char)*t & 0xc0) == 0x80)
                t++;
            memcpy(err->msg, big, head);
            memcpy(err->msg + head, "...", 3);
            memcpy(err->msg + head + 3, t, strlen(t) + 1);
        }
        if (big != stack)
            free(big);
        xt_safe_line(err->msg);
        err->code = code;
    }
    return code;
}

static void (*g_oom_hook)(void);

void xt_set_oom_hook(void (*fn)(void))
{
    g_oom_hook = fn;
}

/* No memory left: a line on stderr and exit 2, as for input the tool
 * cannot take, never abort() and its core dump.  Any thread may get here;
 * _exit leaves at once without running what atexit registered (which may
 * itself need memory).  The hook gives the terminal back first. */
static void oom(size_t n)
{
    if (g_oom_hook)
        g_oom_hook();
    char msg[160];
    int len = snprintf(msg, sizeof msg,
                       "xoomtui: out of memory (asked for %zu bytes); this capture needs more "
                       "memory than is free here\n", n);
    if (len > 0)
        (void)!write(STDERR_FILENO, msg, (size_t)len < sizeof msg ? (size_t)len : sizeof msg - 1);
    _exit(2);
}

char *xt_ascii_only(char *s)
{
    unsigned char *r = (unsigned char *)s, *w = r;
    while (*r) {
        if (*r < 0x80) {
            *w++ = *r++;
            continue;
        }
        unsigned char lead = *r++; /* read before w, which may be r, writes */
        *w++ = '?';
        if (lead >= 0xc0) /* a lead byte: its continuation bytes go with it */
            while ((*r & 0xc0) == 0x80)
                r++;
    }
    *w = 0;
    return s;
}

static uint64_t g_max_memory; /* 0: xt_memory_over's own limits */

void xt_set_max_memory(uint64_t bytes)
{
    g_max_memory = bytes;
}

uint64_t xt_memory_total(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), pg = sysconf(_SC_PAGESIZE);
    uint64_t mem = pages > 0 && pg > 0 ? (uint64_t)pages * (uint64_t)pg : 0;
    struct rlimit rl;
    if (!getrlimit(RLIMIT_AS, &rl) && rl.rlim_cur != RLIM_INFINITY && (!mem || rl.rlim_cur < mem))
        mem = (uint64_t)rl.rlim_cur;
    return mem;
}

xt_over xt_memory_over(uint64_t need, uint64_t bytes, unsigned ratio)
{
    return xt_memory_over_in(need, bytes, ratio, g_max_memory ? 0 : xt_memory_total());
}

xt_over xt_memory_over_in(uint64_t need, uint64_t bytes, unsigned ratio, uint64_t mem)
{
    if (g_max_memory)
        return need > g_max_memory ? XT_OVER_SET : XT_OVER_NONE;
    if (mem && need > mem / 4)
        return XT_OVER_MEMORY;
    if (need > (1ULL << 30) && need / ratio > bytes)
        return XT_OVER_BYTES;
    return XT_OVER_NONE;
}

uint64_t xt_memory_limit_in(xt_over over, uint64_t bytes, unsigned ratio, uint64_t mem)
{
    if (over == XT_OVER_SET)
        return g_max_memory;
    if (over == XT_OVER_MEMORY)
        return mem / 4;
    uint64_t r = bytes > UINT64_MAX / ratio ? UINT64_MAX : bytes * ratio;
    return r > (1ULL << 30) ? r : 1ULL << 30;
}

void *xt_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        oom(n);
    return p;
}

void *xt_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        oom(n * size);
    return p;
}

void *xt_xcalloc_table(size_t n, size_t size)
{
    void *p = xt_xcalloc(n, size);
#ifdef MADV_POPULATE_WRITE
    size_t len = n * size; /* xt_xcalloc checked the product */
    if (len >= (64u << 10)) {
        /* the whole pages inside: a chunk's edge pages are its
         * neighbours' too, and touching them costs nothing more */
        uintptr_t lo = ((uintptr_t)p + 4095) & ~(uintptr_t)4095;
        uintptr_t hi = ((uintptr_t)p + len) & ~(uintptr_t)4095;
        if (hi > lo)
            (void)madvise((void *)lo, hi - lo, MADV_POPULATE_WRITE); /* best effort */
    }
#endif
    return p;
}

void *xt_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        oom(n);
    return q;
}

char *xt_xstrdup(const char *s)
{
    size_t n = strlen(s);
    char *p = xt_xmalloc(n + 1);
    memcpy(p, s, n + 1);
    return p;
}

void xt_grow(void **items, size_t *cap, size_t need, size_t es)
{
    if (need <= *cap)
        return;
    size_t nc = *cap ? *cap : 8;
    while (nc < need) {
        if (nc > SIZE_MAX / 2 / es)
            oom(need * es);
        nc *= 2;
    }
    *items = xt_xrealloc(*items, nc * es);
    *cap = nc;
}

/* ---- arena ---------------------------------------------------------- */

struct xt_arena_block {
    xt_arena_block *next;
    size_t size, used, mapped; /* mapped: bytes to munmap (header included), 0: malloc */
    max_align_t data[];
};

/* Blocks start small and double up to ARENA_BLOCK, so a tiny host costs a
 * few KiB, not a 2 MiB mapping (20,000 tiny files once took 23 GB).  Small
 * blocks come from calloc; blocks of ARENA_MAP bytes and more straight from
 * mmap: fresh anonymous memory is zero, and a bump allocator never reuses
 * it, so nothing needs clearing; the biggest ask for transparent huge
 * pages (fewer faults on the large event arrays of big captures). */
#define ARENA_FIRST (4u << 10)
#define ARENA_BLOCK (2u << 20)
#define ARENA_MAP (256u << 10)

/* Mapped blocks freed while keys are answered (xt_memory_for_keys), kept
 * for the next arena: a key's view makes a few MB of arena (a leak's live
 * set at an execution: 33,000 groups, 2.4 MB) and freed it at the next; a
 * fresh mapping is a page fault a page, 600 a key at 12 us each in a VM
 * when huge pages ran out (the seventeenth session).  Up to KEEP_BYTES in
 * KEEP_SLOTS blocks; given back when a load starts. */
enum { KEEP_SLOTS = 16 };
#define KEEP_BYTES ((size_t)96 << 20)
static pthread_mutex_t g_keep_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
    void *p;
    size_t len;
} g_keep[KEEP_SLOTS];
static size_t g_keep_bytes;
static atomic_bool g_for_keys;

/* A fresh mapping's size while keys are answered: whole 2 MiB from 2
 * MiB up (keys_size is applied to what keep_like keeps too) */
static size_t keys_size(size_t total)
{
    if (atomic_load(&g_for_keys) && total >= (2u << 20) && total <= SIZE_MAX - (2u << 20))
        total = (total + (2u << 20) - 1) / (2u << 20) * (2u << 20);
    return total;
}


/* A kept block of at least len bytes, the smallest, not more than twice
 * len (a big one stays for a big need); NULL if none. */
static void *keep_take(size_t len, size_t *got)
{
    if (!atomic_load(&g_for_keys))
        return NULL;
    pthread_mutex_lock(&g_keep_mu);
    size_t best = KEEP_SLOTS;
    for (size_t i = 0; i < KEEP_SLOTS; i++)
        if (g_keep[i].p && g_keep[i].len >= len && g_keep[i].len / 2 <= len &&
            (best == KEEP_SLOTS || g_keep[i].len < g_keep[best].len))
            best = i;
    void *p = NULL;
    if (best < KEEP_SLOTS) {
        p = g_keep[best].p;
        *got = g_keep[best].len;
        g_keep_bytes -= *got;
        g_keep[best].p = NULL;
    }
    pthread_mutex_unlock(&g_keep_mu);
    return p;
}

/* Keep a freed mapped block if keys are answered and there is room. */
static bool keep_put(void *p, size_t len)
{
    if (!atomic_load(&g_for_keys))
        return false;
    bool kept = false;
    pthread_mutex_lock(&g_keep_mu);
    for (size_t i = 0; i < KEEP_SLOTS && !kept && g_keep_bytes + len <= KEEP_BYTES; i++)
        if (!g_keep[i].p) {
            g_keep[i].p = p;
            g_keep[i].len = len;
            g_keep_bytes += len;
            kept = true;
        }
    pthread_mutex_unlock(&g_keep_mu);
    return kept;
}

static void keep_drop(void)
{
    pthread_mutex_lock(&g_keep_mu);
    for (size_t i = 0; i < KEEP_SLOTS; i++)
        if (g_keep[i].p) {
            munmap(g_keep[i].p, g_keep[i].len);
            g_keep[i].p = NULL;
        }
    g_keep_bytes = 0;
    pthread_mutex_unlock(&g_keep_mu);
}

void xt_arena_keep_like(const xt_arena *a)
{
    if (!a || !atomic_load(&g_for_keys))
        return;
    for (const xt_arena_block *b = a->head; b; b = b->next) {
        if (!b->mapped)
            continue;
        /* what the block's like asks for (b's own used bytes, page
         * rounded), kept at the size a fresh one would have */
        size_t ask = b->size + sizeof *b < b->mapped ? b->size + sizeof *b : b->mapped;
        size_t need = keys_size(ask);
        bool have = false;
        pthread_mutex_lock(&g_keep_mu);
        for (size_t i = 0; i < KEEP_SLOTS && !have; i++)
            have = g_keep[i].p && g_keep[i].len >= need && g_keep[i].len / 2 <= ask;
        bool room = g_keep_bytes + need <= KEEP_BYTES;
        pthread_mutex_unlock(&g_keep_mu);
        if (have || !room)
            continue;
        void *p = mmap(NULL, need, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return;
#ifdef MADV_HUGEPAGE
        if (need >= (2u << 20))
            madvise(p, need, MADV_HUGEPAGE);
#endif
        volatile unsigned char *d = p; /* faulted in now, between keys */
        for (size_t i = 0; i < need; i += 4096)
            d[i] = 0;
        if (!keep_put(p, need))
            munmap(p, need);
    }
}

size_t xt_arena_kept(void)
{
    pthread_mutex_lock(&g_keep_mu);
    size_t n = g_keep_bytes;
    pthread_mutex_unlock(&g_keep_mu);
    return n;
}

bool xt_memory_for_keys(bool keys)
{
    bool was = atomic_exchange(&g_for_keys, keys);
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, keys ? 32 << 20 : 128 << 10);
    mallopt(M_TRIM_THRESHOLD, keys ? 64 << 20 : 128 << 10);
#endif
    if (was && !keys) { /* what the keys kept, before a load */
        keep_drop();
#ifdef __GLIBC__
        malloc_trim(0);
#endif
    }
    return was;
}

static xt_arena_block *new_block(size_t payload)
{
    if (payload > SIZE_MAX - sizeof(xt_arena_block) - (1u << 21))
        oom(payload);
    size_t total = sizeof(xt_arena_block) + payload;
    xt_arena_block *b;
    if (total < ARENA_MAP) {
        b = xt_xcalloc(1, total);
        b->mapped = 0;
    } else {
        long pg = sysconf(_SC_PAGESIZE);
        size_t ps = pg > 0 ? (size_t)pg : 4096;
        total = (total + ps - 1) / ps * ps;
        /* while keys are answered, a big block in whole 2 MiB: the next
         * module's live set, a page bigger than the last (67,107 groups
         * against 67,100), then finds the kept one big enough (it was 4
         * KiB short: a fresh 4.8 MB mapping, 292 faults, 25-56 ms of a
         * 10 ms switch at legacy-kind 2 GiB); a huge page is backed
         * whole once touched anyway */
        size_t len;
        void *p = keep_take(total, &len);
        if (p) {
            memset(p, 0, total); /* handed out zeroed, as a fresh one */
        } else {
            total = keys_size(total);
            len = total;
            p = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED)
                oom(total);
#ifdef MADV_HUGEPAGE
            if (total >= (2u << 20))
                madvise(p, total, MADV_HUGEPAGE);
#endif
        }
        b = p;
        b->mapped = len;
    }
    b->size = total - sizeof *b;
    b->used = 0;
    return b;
}

static void free_block(xt_arena_block *b)
{
    if (b->mapped) {
        if (!keep_put(b, b->mapped))
            munmap(b, b->mapped);
    } else {
        free(b);
    }
}

void xt_arena_ready(xt_arena *a, size_t bytes)
{
    bytes = (bytes + 7) & ~(size_t)7;
    if (!bytes || bytes > ARENA_BLOCK / 2 || (a->head && a->head->size - a->head->used >= bytes))
        return;
    /* a block as xt_arena_alloc would make next (a whole ARENA_BLOCK once
     * the arena is that big), made the head now; the old head's rest is
     * left, as when an allocation does not fit it */
    size_t step = ARENA_FIRST;
    if (a->head) {
        size_t last = a->head->size + sizeof(xt_arena_block);
        step = last >= ARENA_BLOCK / 2 ? ARENA_BLOCK : last * 2;
    }
    if (step - sizeof(xt_arena_block) < bytes)
        step = ARENA_BLOCK;
    xt_arena_block *b = new_block(step - sizeof *b);
    a->reserved_total += b->size + sizeof *b;
    b->next = a->head;
    a->head = b;
    /* its pages faulted in now: a store of zero a page (the kernel's
     * zeroing, a huge page at a time where the block asked for them) */
    volatile unsigned char *d = (volatile unsigned char *)b->data;
    for (size_t i = 0; i < b->size; i += 4096)
        d[i] = 0;
}

size_t xt_arena_reserved(const xt_arena *a)
{
    return a->reserved_total;
}

void *xt_arena_alloc(xt_arena *a, size_t size)
{
    /* 8-byte alignment: the model holds pointers, int64 and doubles, never
     * long double; 16 would waste 8 bytes on every lone 24-byte stat */
    if (size > SIZE_MAX - 8)
        oom(size);
    size = (size + 7) & ~(size_t)7;
    xt_arena_block *b = a->head;
    if (!b || b->size - b->used < size) {
        /* the next small block: twice the last one, up to ARENA_BLOCK */
        size_t step = ARENA_FIRST;
        if (a->head) {
            size_t last = a->head->size + sizeof *b;
            step = last >= ARENA_BLOCK / 2 ? ARENA_BLOCK : last * 2;
        }
        bool big = size > step / 4;
        b = new_block(big ? size : step - sizeof *b);
        a->reserved_total += b->size + sizeof *b;
        if (big && a->head) {
            /* keep the current block for small allocations */
            b->next = a->head->next;
            a->head->next = b;
        } else {
            b->next = a->head;
            a->head = b;
        }
    }
    void *p = (char *)b->data + b->used;
    b->used += size;
    a->used_total += size;
    return p; /* zero: never handed out before */
}

char *xt_arena_strndup(xt_arena *a, const char *s, size_t n)
{
    char *p = xt_arena_alloc(a, n + 1);
    if (n)
        memcpy(p, s, n);
    p[n] = 0;
    return p;
}

/* Each NUL as "\xe2\x90\x80" (U+2400, one column): 3 bytes for 1. */
char *xt_arena_strndup_nul(xt_arena *a, const char *s, size_t n)
{
    size_t k = 0;
    for (const char *z = n ? memchr(s, 0, n) : NULL; z; z = memchr(z + 1, 0, n - (size_t)(z + 1 - s)))
        k++;
    if (!k)
        return xt_arena_strndup(a, s, n);
    char *p = xt_arena_alloc(a, n + 2 * k + 1), *o = p;
    for (size_t i = 0; i < n; i++)
        if (s[i]) {
            *o++ = s[i];
        } else {
            memcpy(o, "\xe2\x90\x80", 3);
            o += 3;
        }
    *o = 0;
    return p;
}

char *xt_arena_strdup(xt_arena *a, const char *s)
{
    return xt_arena_strndup(a, s, strlen(s));
}

void *xt_arena_memdup(xt_arena *a, const void *p, size_t n)
{
    void *q = xt_arena_alloc(a, n);
    if (n && p)
        memcpy(q, p, n);
    return q;
}

char *xt_arena_vprintf(xt_arena *a, const char *fmt, va_list ap)
{
    /* a format of text and "%s" alone ("  %s ", "%s%s%s%s%s": a row's
     * spans): the strings copied, not formatted twice by vsnprintf (a
     * third of a 20,000-row list's build) */
    const char *q = fmt;
    while ((q = strchr(q, '%')) && q[1] == 's')
        q += 2;
    if (!q) {
        va_list ap2;
        va_copy(ap2, ap);
        size_t n = 0;
        for (const char *f = fmt; *f;) {
            if (f[0] == '%') {
                const char *s = va_arg(ap2, const char *);
                n += strlen(s ? s : "(null)");
                f += 2;
            } else {
                n++, f++;
            }
        }
        va_end(ap2);
        char *p = xt_arena_alloc(a, n + 1), *o = p;
        for (const char *f = fmt; *f;) {
            if (f[0] == '%') {
                const char *s = va_arg(ap, const char *);
                s = s ? s : "(null)";
                size_t k = strlen(s);
                memcpy(o, s, k);
                o += k;
                f += 2;
            } else {
                *o++ = *f++;
            }
        }
        *o = 0;
        return p;
    }
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        n = 0;
    char *p = xt_arena_alloc(a, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

char *xt_arena_printf(xt_arena *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *p = xt_arena_vprintf(a, fmt, ap);
    va_end(ap);
    return p;
}

void xt_note(xt_arena *a, const char ***list, size_t *n, const char *fmt, ...)
{
    char buf[640];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    xt_safe_line(buf); /* warnings carry names from the capture too */
    const char **nw = xt_arena_alloc(a, (*n + 1) * sizeof *nw);
    if (*n)
        memcpy(nw, *list, *n * sizeof *nw);
    nw[(*n)++] = xt_arena_strdup(a, buf);
    *list = nw;
}

/* The pages of a mapped block past what it handed out (a huge page is
 * resident whole once touched). */
static void trim_block(xt_arena_block *b)
{
    if (!b->mapped)
        return;
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t ps = pg > 0 ? (uintptr_t)pg : 4096;
    uintptr_t from = ((uintptr_t)b->data + b->used + ps - 1) & ~(ps - 1);
    uintptr_t end = (uintptr_t)b + b->mapped;
    if (end > from)
        madvise((void *)from, end - from, MADV_DONTNEED);
}

void xt_arena_adopt(xt_arena *dst, xt_arena *src)
{
    xt_arena_block *b = src->head;
    if (!b)
        return;
    /* src's blocks never serve another allocation: the unused end of the
     * block it was filling goes back (a decoding thread's last 2 MiB
     * block, each time a line or a plane is decoded side by side) */
    trim_block(b);
    while (b->next)
        b = b->next;
    if (dst->head) {
        /* behind dst's current block, which keeps serving small allocations */
        b->next = dst->head->next;
        dst->head->next = src->head;
    } else {
        dst->head = src->head;
    }
    dst->used_total += src->used_total;
    dst->reserved_total += src->reserved_total;
    src->head = NULL;
    src->used_total = 0;
    src->reserved_total = 0;
}

void xt_arena_free(xt_arena *a)
{
    xt_arena_block *b = a->head;
    while (b) {
        xt_arena_block *n = b->next;
        free_block(b);
        b = n;
    }
    a->head = NULL;
    a->used_total = 0;
    a->reserved_total = 0;
}

static atomic_int g_threads = -1; /* -1: the cores, at most 8 */

void xt_set_threads(int threads)
{
    atomic_store(&g_threads, threads < 0 ? -1 : threads < 1 ? 1 : threads > 8 ? 8 : threads);
}

int xt_threads(void)
{
    int t = atomic_load(&g_threads);
    if (t < 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        t = n < 1 ? 1 : n > 8 ? 8 : (int)n;
        atomic_store(&g_threads, t);
    }
    return t;
}

static atomic_size_t g_pieces_used;

static size_t pieces_budget(void)
{
    static atomic_size_t budget; /* 0: not read yet */
    size_t b = atomic_load(&budget);
    if (b)
        return b;
    long max = 65530; /* the kernel's default */
    FILE *f = fopen("/proc/sys/vm/max_map_count", "r");
    if (f) {
        if (fscanf(f, "%ld", &max) != 1 || max < 4)
            max = 65530;
        fclose(f);
    }
    b = (size_t)max / 4;
    atomic_store(&budget, b);
    return b;
}

bool xt_map_pieces_take(size_t n)
{
    size_t budget = pieces_budget(), used = atomic_load(&g_pieces_used);
    do {
        if (n > budget || used > budget - n)
            return false;
    } while (!atomic_compare_exchange_weak(&g_pieces_used, &used, used + n));
    return true;
}

void xt_map_pieces_give(size_t n)
{
    atomic_fetch_sub(&g_pieces_used, n);
}

void xt_deadline_ms(struct timespec *at, long ms)
{
    clock_gettime(CLOCK_REALTIME, at);
    at->tv_sec += ms / 1000;
    at->tv_nsec += (ms % 1000) * 1000000L;
    if (at->tv_nsec >= 1000000000L) {
        at->tv_sec++;
        at->tv_nsec -= 1000000000L;
    }
}

/* ---- file mappings ---------------------------------------------------- */

void xt_drop_pages(const void *p, size_t n)
{
    long pg = sysconf(_SC_PAGESIZE);
    if (pg <= 0)
        return;
    uintptr_t lo = ((uintptr_t)p + (uintptr_t)pg - 1) & ~((uintptr_t)pg - 1);
    uintptr_t hi = ((uintptr_t)p + n) & ~((uintptr_t)pg - 1);
    if (hi > lo)
        madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

/* ---- hashing -------------------------------------------------------- */

/* The process's secret for the tables keyed by a capture's values (ids,
 * addresses, names): a capture made so that its keys fill one slot of an
 * unseeded hash loaded in minutes (18 MB of metadata ids: 131 s, an
 * attacker's review).  Nothing the tool writes depends on a table's slot
 * order, so the output stays the same from run to run. */
static pthread_once_t seed_once = PTHREAD_ONCE_INIT;
static uint64_t seed_value, seed_value2; /* the second: SipHash's other half */

static void seed_make(void)
{
    uint64_t s = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (!f || fread(&s, sizeof s, 1, f) != 1) { /* no device: the clock, the process and its layout */
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        s = (uint64_t)ts.tv_nsec ^ (uint64_t)ts.tv_sec << 32 ^ (uint64_t)getpid() << 16 ^ (uint64_t)(uintptr_t)&s;
    }
    if (f)
        fclose(f);
    seed_value = xt_hash64(s) | 1;
    seed_value2 = xt_hash64(seed_value ^ 0x9e3779b97f4a7c15ULL);
}

uint64_t xt_hash_seed(void)
{
    pthread_once(&seed_once, seed_make);
    return seed_value;
}

uint64_t xt_hash64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

static inline uint64_t rotl64(uint64_t x, int r)
{
    return x << r | x >> (64 - r);
}

uint64_t xt_hash_bytes(const void *p, size_t n)
{
    const uint8_t *b = p;
    const uint64_t k1 = 0x9e3779b185ebca87ULL, k2 = 0xc2b2ae3d27d4eb4fULL;
    uint64_t h[4] = { k1, k2, ~k1, ~k2 };
    size_t len = n;
    while (n >= 32) {
        for (int i = 0; i < 4; i++) {
            uint64_t w;
            memcpy(&w, b + 8 * i, 8);
            h[i] = rotl64(h[i] + w * k2, 31) * k1;
        }
        b += 32;
        n -= 32;
    }
    uint64_t t = xt_hash_str((const char *)b, n);
    return xt_hash64(rotl64(h[0], 1) ^ rotl64(h[1], 7) ^ rotl64(h[2], 12) ^ rotl64(h[3], 18) ^
                     t ^ (uint64_t)len * k1);
}

uint64_t xt_hash_str(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ULL;
    }
    return h;
}

/* ---- interning ------------------------------------------------------ */

void xt_intern_init(xt_strtab *t, xt_arena *arena)
{
    memset(t, 0, sizeof *t);
    t->arena = arena;
}

/* The table's own hash: SipHash-1-3 keyed with the process's secret (the
 * names are a capture's bytes).  A multiply-and-shift of 8 bytes a step,
 * seeded, let a difference pass through: flipping bit 63 of one block and
 * bits 63 and 31 of the next gave two names one hash whatever the seed, and
 * 2^k names of 16k bytes one slot (64k names: 8.1 s, a review). */

#define SIPROUND                                             \
    do {                                                     \
        v0 += v1;                                            \
        v1 = rotl64(v1, 13) ^ v0;                            \
        v0 = rotl64(v0, 32);                                 \
        v2 += v3;                                            \
        v3 = rotl64(v3, 16) ^ v2;                            \
        v0 += v3;                                            \
        v3 = rotl64(v3, 21) ^ v0;                            \
        v2 += v1;                                            \
        v1 = rotl64(v1, 17) ^ v2;                            \
        v2 = rotl64(v2, 32);                                 \
    } while (0)

static uint64_t siphash13(const char *s, size_t n)
{
    uint64_t k0 = xt_hash_seed(), k1 = seed_value2; /* set with k0, once */
    uint64_t v0 = k0 ^ 0x736f6d6570736575ULL, v1 = k1 ^ 0x646f72616e646f6dULL;
    uint64_t v2 = k0 ^ 0x6c7967656e657261ULL, v3 = k1 ^ 0x7465646279746573ULL;
    uint64_t b = (uint64_t)n << 56, m;
    for (; n >= 8; s += 8, n -= 8) {
        memcpy(&m, s, 8);
        v3 ^= m;
        SIPROUND;
        v0 ^= m;
    }
    m = 0;
    memcpy(&m, s, n); /* little-endian hosts: the tail's bytes in order */
    b |= m;
    v3 ^= b;
    SIPROUND;
    v0 ^= b;
    v2 ^= 0xff;
    SIPROUND;
    SIPROUND;
    SIPROUND;
    return v0 ^ v1 ^ v2 ^ v3;
}
#undef SIPROUND

static uint32_t intern_hash(const char *s, size_t n)
{
    uint64_t h = siphash13(s, n);
    return (uint32_t)(h ^ (h >> 32));
}

uint64_t xt_hash_key(const char *s, size_t n) { return siphash13(s, n); }

static void intern_rehash(xt_strtab *t)
{
    size_t nc = t->cap ? t->cap * 2 : 256;
    const char **ns = xt_xcalloc_table(nc, sizeof *ns);
    uint32_t *nh = xt_xmalloc(nc * sizeof *nh);
    for (size_t i = 0; i < t->cap; i++) {
        const char *s = t->slots[i];
        if (!s)
            continue;
        size_t j = t->hashes[i] & (nc - 1);
        while (ns[j])
            j = (j + 1) & (nc - 1);
        ns[j] = s;
        nh[j] = t->hashes[i];
    }
    free(t->slots);
    free(t->hashes);
    t->slots = ns;
    t->hashes = nh;
    t->cap = nc;
}

const char *xt_intern_n(xt_strtab *t, const char *s, size_t n)
{
    /* a NUL inside: interned as shown (xt_arena_strndup_nul), so that two
     * names that differ after it stay two names on screen too */
    if (n && memchr(s, 0, n)) {
        xt_arena tmp = { 0 };
        const char *v = xt_arena_strndup_nul(&tmp, s, n);
        const char *r = xt_intern_n(t, v, strlen(v));
        xt_arena_free(&tmp);
        return r;
    }
    if ((t->count + 1) * 4 >= t->cap * 3)
        intern_rehash(t);
    uint32_t h = intern_hash(s, n);
    size_t j = h & (t->cap - 1);
    while (t->slots[j]) {
        const char *c = t->slots[j];
        if (t->hashes[j] == h && memcmp(c, s, n) == 0 && c[n] == 0)
            return c;
        j = (j + 1) & (t->cap - 1);
    }
    const char *c = xt_arena_strndup(t->arena, s, n);
    t->slots[j] = c;
    t->hashes[j] = h;
    t->count++;
    return c;
}

const char *xt_intern(xt_strtab *t, const char *s)
{
    return xt_intern_n(t, s ? s : "", s ? strlen(s) : 0);
}

const char *xt_intern_find(const xt_strtab *t, const char *s)
{
    if (!t->cap)
        return NULL;
    size_t n = strlen(s);
    uint32_t h = intern_hash(s, n);
    size_t j = h & (t->cap - 1);
    while (t->slots[j]) {
        if (t->hashes[j] == h && strcmp(t->slots[j], s) == 0)
            return t->slots[j];
        j = (j + 1) & (t->cap - 1);
    }
    return NULL;
}

void xt_intern_free(xt_strtab *t)
{
    free(t->slots);
    free(t->hashes);
    t->slots = NULL;
    t->hashes = NULL;
    t->cap = t->count = 0;
}

/* ---- int map -------------------------------------------------------- */

void xt_imap_init(xt_imap *m, size_t expected)
{
    size_t cap = 16;
    while (cap < expected * 2 + 2)
        cap *= 2;
    m->keys = xt_xmalloc(cap * sizeof *m->keys);
    m->vals = xt_xmalloc(cap * sizeof *m->vals);
    m->used = xt_xcalloc_table(cap, 1);
    m->cap = cap;
    m->count = 0;
    m->seed = xt_hash_seed(); /* a key's slot: xt_hash64(key ^ seed) */
    m->dense = NULL;
    m->dlo = 0;
    m->dlen = 0;
}

static void imap_rehash(xt_imap *m)
{
    xt_imap n;
    xt_imap_init(&n, m->cap);
    for (size_t i = 0; i < m->cap; i++)
        if (m->used[i])
            xt_imap_put(&n, m->keys[i], m->vals[i]);
    xt_imap_free(m);
    *m = n;
}

void xt_imap_init_range(xt_imap *m, int64_t lo, int64_t hi, size_t expected)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo; /* hi >= lo: no overflow */
    if (hi < lo || expected >= UINT32_MAX || span >= (uint64_t)expected * 4 + 64) {
        xt_imap_init(m, expected);
        return;
    }
    memset(m, 0, sizeof *m);
    m->dlen = (size_t)span + 1;
    m->dlo = lo;
    m->dense = xt_xmalloc(m->dlen * sizeof *m->dense);
    memset(m->dense, 0xff, m->dlen * sizeof *m->dense);
}

static bool imap_in_dense(const xt_imap *m, int64_t key, size_t *at)
{
    if (key < m->dlo)
        return false;
    uint64_t k = (uint64_t)key - (uint64_t)m->dlo;
    *at = (size_t)k;
    return k < m->dlen;
}

/* A dense map's entries into a table (a key or value it cannot hold). */
static void imap_undense(xt_imap *m)
{
    xt_imap n;
    xt_imap_init(&n, m->count + 8);
    for (size_t i = 0; i < m->dlen; i++)
        if (m->dense[i] != UINT32_MAX)
            xt_imap_put(&n, m->dlo + (int64_t)i, m->dense[i]);
    free(m->dense);
    *m = n;
}

bool xt_imap_put(xt_imap *m, int64_t key, size_t val)
{
    size_t at;
    if (m->dense) {
        if (imap_in_dense(m, key, &at) && val < UINT32_MAX) {
            bool fresh = m->dense[at] == UINT32_MAX;
            m->dense[at] = (uint32_t)val;
            m->count += fresh;
            return fresh;
        }
        imap_undense(m);
    }
    if (!m->cap)
        xt_imap_init(m, 8);
    if ((m->count + 1) * 4 >= m->cap * 3)
        imap_rehash(m);
    size_t j = xt_hash64((uint64_t)key ^ m->seed) & (m->cap - 1);
    while (m->used[j]) {
        if (m->keys[j] == key) {
            m->vals[j] = val;
            return false;
        }
        j = (j + 1) & (m->cap - 1);
    }
    m->used[j] = 1;
    m->keys[j] = key;
    m->vals[j] = val;
    m->count++;
    return true;
}

bool xt_imap_get(const xt_imap *m, int64_t key, size_t *val)
{
    size_t at;
    if (m->dense) {
        if (!imap_in_dense(m, key, &at) || m->dense[at] == UINT32_MAX)
            return false;
        if (val)
            *val = m->dense[at];
        return true;
    }
    if (!m->cap)
        return false;
    size_t j = xt_hash64((uint64_t)key ^ m->seed) & (m->cap - 1);
    while (m->used[j]) {
        if (m->keys[j] == key) {
            if (val)
                *val = m->vals[j];
            return true;
        }
        j = (j + 1) & (m->cap - 1);
    }
    return false;
}

void xt_imap_free(xt_imap *m)
{
    free(m->dense);
    free(m->keys);
    free(m->vals);
    free(m->used);
    memset(m, 0, sizeof *m);
}

/* ---- sorting ---------------------------------------------------------- */

void xt_radix_sort(xt_sort_key *v, size_t n)
{
    if (n < 2)
        return;
    /* every pass's counts in one read of the keys; a pass where every key
     * has the same byte changes nothing and is skipped */
    static const int nb = 16;
    size_t (*count)[256] = xt_xcalloc((size_t)nb, sizeof *count);
    for (size_t i = 0; i < n; i++)
        for (int b = 0; b < 8; b++) {
            count[b][(v[i].k2 >> (b * 8)) & 0xff]++;
            count[8 + b][(v[i].k1 >> (b * 8)) & 0xff]++;
        }
    xt_sort_key *tmp = NULL, *from = v, *to = NULL;
    for (int pass = 0; pass < nb; pass++) { /* k2 first: LSD, the least significant key */
        int shift = (pass % 8) * 8;
        bool second = pass < 8;
        size_t at = 0, same = 0, *c = count[pass];
        for (int b = 0; b < 256; b++) {
            size_t k = c[b];
            same |= k == n;
            c[b] = at;
            at += k;
        }
        if (same)
            continue;
        if (!tmp)
            to = tmp = xt_xmalloc(n * sizeof *tmp);
        for (size_t i = 0; i < n; i++)
            to[c[((second ? from[i].k2 : from[i].k1) >> shift) & 0xff]++] = from[i];
        xt_sort_key *t = from;
        from = to;
        to = t;
    }
    if (from != v)
        memcpy(v, from, n * sizeof *v);
    free(tmp);
    free(count);
}

/* ---- strings sorted by a three-way radix quicksort ----------------------- */

static inline int byte_at(const xt_named *x, size_t d)
{
    return (unsigned char)x->s[d];
}

static void swap_named(xt_named *a, xt_named *b)
{
    xt_named t = *a;
    *a = *b;
    *b = t;
}

/* v[0, n) share their first d bytes. */
static void sort_strings_at(xt_named *v, size_t n, size_t d)
{
    while (n > 1) {
        if (n < 12) { /* insertion sort on what follows the prefix */
            for (size_t i = 1; i < n; i++)
                for (size_t j = i; j > 0 && strcmp(v[j - 1].s + d, v[j].s + d) > 0; j--)
                    swap_named(&v[j - 1], &v[j]);
            return;
        }
        /* pivot: the median of three bytes at depth d */
        int a = byte_at(&v[0], d), b = byte_at(&v[n / 2], d), c = byte_at(&v[n - 1], d);
        int piv = a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
        /* [0, lt) below, [lt, i) equal, [gt, n) above */
        size_t lt = 0, i = 0, gt = n;
        while (i < gt) {
            int ch = byte_at(&v[i], d);
            if (ch < piv)
                swap_named(&v[lt++], &v[i++]);
            else if (ch > piv)
                swap_named(&v[i], &v[--gt]);
            else
                i++;
        }
        size_t nlo = lt, neq = gt - lt, nhi = n - gt;
        /* the two smaller parts by recursion, the largest in this loop */
        if (neq >= nlo && neq >= nhi) {
            sort_strings_at(v, nlo, d);
            sort_strings_at(v + gt, nhi, d);
            if (!piv)
                return; /* equal strings: all end here */
            v += lt;
            n = neq;
            d++;
        } else if (nlo >= nhi) {
            if (piv)
                sort_strings_at(v + lt, neq, d + 1);
            sort_strings_at(v + gt, nhi, d);
            n = nlo;
        } else {
            sort_strings_at(v, nlo, d);
            if (piv)
                sort_strings_at(v + lt, neq, d + 1);
            v += gt;
            n = nhi;
        }
    }
}

void xt_sort_strings(xt_named *v, size_t n)
{
    sort_strings_at(v, n, 0);
}

int xt_source_cmp(const char *a, const char *b)
{
    const char *ca = strrchr(a, ':'), *cb = strrchr(b, ':');
    if (!ca || !cb || ca - a != cb - b || strncmp(a, b, (size_t)(ca - a)))
        return strcmp(a, b);
    long la = strtol(ca + 1, NULL, 10), lb = strtol(cb + 1, NULL, 10);
    return la != lb ? (la < lb ? -1 : 1) : strcmp(ca, cb);
}

bool xt_shows_word(const char *s, const char *w)
{
    size_t n = strlen(w);
    for (const char *p = n ? strstr(s, w) : NULL; p; p = strstr(p + 1, w)) {
        bool left = p == s || !(isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.');
        bool right = !(isalnum((unsigned char)p[n]) || p[n] == '_');
        if (left && right)
            return true;
    }
    return false;
}

/* Where needle is in hay (ASCII letters case-insensitive), or NULL. */
const char *xt_ci_find(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    if (!n) /* as a byte-at-a-time search: at the first byte, none in "" */
        return *hay ? hay : NULL;
    /* to each place the first character is (strchr's own speed where it
     * is no letter), then the rest (a search reads every row of a list:
     * 200,000 rows at its Enter) */
    unsigned char f = (unsigned char)needle[0], fl = f | 0x20;
    bool letter = fl >= 'a' && fl <= 'z';
    for (;; hay++) {
        if (letter)
            while (*hay && ((unsigned char)*hay | 0x20) != fl)
                hay++;
        else if (!(hay = strchr(hay, f)))
            return NULL;
        if (!*hay)
            return NULL;
        size_t i = 1;
        while (i < n && hay[i] &&
               (hay[i] == needle[i] ||
                ((hay[i] | 0x20) == (needle[i] | 0x20) && ((hay[i] | 0x20) >= 'a' && (hay[i] | 0x20) <= 'z'))))
            i++;
        if (i == n)
            return hay;
    }
}
