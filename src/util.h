/* util.h - small building blocks of the core: errors, arenas, interned
 * strings, integer hash maps, growable arrays.  No I/O, no printing. */
#ifndef XT_UTIL_H
#define XT_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <stdbool.h>

/* ---- errors --------------------------------------------------------- */

/* Status of a core call.  XT_OK is 0.  XT_EINPUT means the input is bad
 * (missing, not a capture, corrupt): the CLI maps it to exit code 2. */
enum { XT_OK = 0, XT_EINPUT = 1, XT_ENOMEM = 2, XT_EIO = 3 };

/* A failed call fills one of these: a one-line message that names the file
 * and, when known, the byte offset where decoding failed. */
typedef struct xt_error {
    int code;
    char msg[640];
} xt_error;

/* Set err (may be NULL) to code with a printf-style message; returns code.
 * The message is passed through xt_safe_line: names from a capture or a
 * file name cannot drive the terminal it is printed on. */
int xt_fail(xt_error *err, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Replace, in place, what must not reach a terminal: C0/C1 controls, DEL,
 * bidi overrides and isolates, invalid UTF-8 (each becomes '?'). */
void xt_safe_line(char *s);

/* The one UTF-8 stepping helper: the length in bytes of the character at
 * s (0 at the terminating NUL) and its code point in *cp.  Invalid UTF-8
 * (a stray byte, overlong, surrogate, past U+10FFFF, truncated) steps one
 * byte and yields XT_UTF8_BAD. */
#define XT_UTF8_BAD 0xffffffffu
size_t xt_utf8_next(const char *s, uint32_t *cp);
/* True for what must never reach a terminal from a capture: C0 and C1
 * controls, DEL, the bidi controls (marks, embeddings, overrides,
 * isolates), the invisible characters that join, hide or break (zero-width
 * space and joiners, word joiner, line and paragraph separators, variation
 * selectors 15 and 16, the BOM, tags) and XT_UTF8_BAD.  The one definition
 * the sanitisers (xt_safe, xt_safe_line, the grid: each drawn as '?', one
 * column) and the JSON writer (\u escapes) share. */
bool xt_cp_unsafe(uint32_t cp);
/* "file:line" sources in order: the file, then the line as a number
 * (model.py:31 before model.py:121); a source without a line compares
 * as text. */
int xt_source_cmp(const char *a, const char *b);
/* Whether s shows w as a word of its own: not inside a longer name or
 * number ("model.py:96" in "model.py:9600" is not it: a review). */
bool xt_shows_word(const char *s, const char *w);
/* Ends s before a UTF-8 sequence its end cut short (after a snprintf into
 * a fixed buffer). */
void xt_utf8_trim(char *s);

/* ---- long names ------------------------------------------------------ */

/* A name read from a capture past XT_NAME_MAX bytes is cut where it is
 * read: its first bytes kept (up to a character's first byte), then a
 * mark with the whole name's length and a hash of its bytes (FNV-1a,
 * stable: two long names that differ stay two, and the same name read
 * from two places is cut the same):
 * "aaaa...[a name of 1,048,576 bytes, cut #0123456789abcdef]".  Real
 * names are tens of bytes; a 32 MiB one was widened, measured and
 * printed at every mention (34 s, 3 GB, a 304 MB report).  The mark has
 * no '(' and no ')' so that parsing "name(id)" or "Execute (name)" still
 * finds the capture's own. */
enum { XT_NAME_MAX = 4096, XT_NAME_MARK_MAX = 72 };
/* The cut of s[0..n) (n > XT_NAME_MAX) into out, which holds
 * XT_NAME_MAX + XT_NAME_MARK_MAX bytes; returns its length (out is not
 * NUL-terminated: s may hold NULs). */
size_t xt_name_cut(char *out, const char *s, size_t n);
/* The length of the cut mark s[0..n) ends with, 0 if none or if it is
 * not one xt_name_cut can have made (its length, where it stands). */
size_t xt_name_cut_mark(const char *s, size_t n);
/* As JAX names a module after its function: every byte below 0x80 but
 * [A-Za-z0-9_.-] becomes '_' (mlir.py's _module_name_regex [^\w.-];
 * bytes from 0x80 stay, \w takes Unicode letters).  In place. */
void xt_jax_module_chars(char *s, size_t n);

/* ---- arena ---------------------------------------------------------- */

/* A bump allocator: many small allocations, one free.  Memory is zeroed
 * and 8-byte aligned (enough for pointers, int64 and double).
 * Allocation failure aborts the process with a message (out of memory is
 * not recoverable in a viewer, and every caller would do the same). */
typedef struct xt_arena_block xt_arena_block;
typedef struct xt_arena {
    xt_arena_block *head;
    size_t used_total;     /* bytes handed out */
    size_t reserved_total; /* bytes of the blocks behind them */
} xt_arena;

void *xt_arena_alloc(xt_arena *a, size_t size);
/* Make sure the next allocations of up to `bytes` (at most 1 MiB) in a
 * need no new block and no page fault: a new head block, its pages
 * touched, when the current one has less room.  For the time between two
 * keys (xt_analysis_idle): a module switch copied its 500 KB list of host
 * events into a fresh 2 MiB block, whose zeroing by the kernel was 9% of
 * the switch in a VM. */
void xt_arena_ready(xt_arena *a, size_t bytes);
/* While keys are answered (xt_memory_for_keys): a block kept, its pages
 * touched, for each of a's mapped blocks that no kept block would stand
 * in for, within the kept bytes' bound: the next arena made like a (the
 * next module's live set) takes no fresh mapping.  For the time between
 * keys (xt_analysis_idle). */
void xt_arena_keep_like(const xt_arena *a);
char *xt_arena_strndup(xt_arena *a, const char *s, size_t n);
/* n bytes of s as a string whose NULs are shown as U+2400 (a capture's
 * name with a NUL inside: cut there, "jit_step\0x" read as jit_step). */
char *xt_arena_strndup_nul(xt_arena *a, const char *s, size_t n);
char *xt_arena_strdup(xt_arena *a, const char *s);
/* Copy n bytes of p (p may be NULL: zeroed memory). */
void *xt_arena_memdup(xt_arena *a, const void *p, size_t n);
char *xt_arena_printf(xt_arena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *xt_arena_vprintf(xt_arena *a, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
void xt_arena_free(xt_arena *a);
/* Bytes the arena holds from the system (blocks start at 4 KiB and double
 * up to 2 MiB; bigger requests get a block of their own). */
size_t xt_arena_reserved(const xt_arena *a);
/* Move every block of src into dst (src is left empty). */
void xt_arena_adopt(xt_arena *dst, xt_arena *src);

/* Append a printf-formatted line to a list of strings kept in arena a
 * (warnings), passed through xt_safe_line.  The list is copied on growth:
 * meant for short lists. */
void xt_note(xt_arena *a, const char ***list, size_t *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* malloc/realloc/calloc that, when memory runs out, print a line on
 * stderr and exit with status 2 (after the hook, if one is set: the TUI
 * gives the terminal back there; it must be async-signal-safe). */
void xt_set_oom_hook(void (*fn)(void));
/* Memory by phase: glibc's malloc and the arenas' blocks.  Loading
 * (false, set by main before any capture is read): blocks from 128 KiB
 * are mapped and given back when freed, so a run of hosts peaks at its
 * largest host (bench/RESULTS.md, third session).  Answering keys (true:
 * the TUI's key loop): malloc's blocks up to 32 MiB come from the heap
 * and stay for the next key (its top given back past 64 MiB), and the
 * arenas' freed blocks are kept (xt_arena_kept); a key that maps and
 * unmaps its scratch pays a page fault a page and, with a second thread
 * running, the other core's TLB flush (a module switch on a leak, 37 ->
 * 10 ms: RESULTS, seventeenth session).  Returns the phase before. */
bool xt_memory_for_keys(bool keys);
/* The bytes of freed arena blocks kept for the next arena while keys are
 * answered (at most 96 MiB; none while loading). */
size_t xt_arena_kept(void);

/* Whether memory for `need` bytes of a host's own (analysed events,
 * decoded events) may be taken, for a capture of `bytes` bytes:
 * XT_OVER_NONE, or why not: more than XOOMTUI_MAX_MEMORY when that is set
 * (xt_set_max_memory; it replaces the other two), more than a quarter of
 * memory (or of ulimit -v), or more than 1 GiB and `ratio` times the
 * bytes (real events carry tens of bytes in the file each; a hostile file
 * of empty ones took 44 bytes an event of 2: doc/threat-model.md). */
typedef enum { XT_OVER_NONE, XT_OVER_SET, XT_OVER_MEMORY, XT_OVER_BYTES } xt_over;
xt_over xt_memory_over(uint64_t need, uint64_t bytes, unsigned ratio);
/* The same against `mem`, the memory (or ulimit -v) as xt_memory_total
 * read it (0: unknown): a caller that checks often (the decoder, once a
 * line) reads it once (two system calls a check were 7 s of a file of a
 * million lines). */
uint64_t xt_memory_total(void);
xt_over xt_memory_over_in(uint64_t need, uint64_t bytes, unsigned ratio, uint64_t mem);
/* The limit that `over` (not XT_OVER_NONE) says was passed, in bytes. */
uint64_t xt_memory_limit_in(xt_over over, uint64_t bytes, unsigned ratio, uint64_t mem);
void xt_set_max_memory(uint64_t bytes);

/* Replace every byte from 0x80 up in s with '?', one for each UTF-8
 * sequence: text for a terminal whose locale is not UTF-8, where a
 * sequence's continuation bytes 0x80-0x9f are C1 controls (0x9b is CSI:
 * a capture's "U+00DB 3 1 m" turned an 8-bit terminal red, an attacker's
 * review).  In place; returns s. */
char *xt_ascii_only(char *s);

void *xt_xmalloc(size_t n);
void *xt_xcalloc(size_t n, size_t size);
/* xt_xcalloc for a table that is read before it is written (a hash
 * table's probes): a big one's pages are mapped writable at once.  A
 * fresh page read first maps the shared zero page, and the write after it
 * takes a second fault that flushes the other cores' TLBs: with a second
 * thread running, an interrupt to each (7% of a 39 MB host's samples, in
 * xt_intern_n: bench/RESULTS.md, twenty-fifth session). */
void *xt_xcalloc_table(size_t n, size_t size);
void *xt_xrealloc(void *p, size_t n);
char *xt_xstrdup(const char *s);

/* Grow *items (element size es) so that it holds at least need elements. */
void xt_grow(void **items, size_t *cap, size_t need, size_t es);
#define XT_PUSH(arr, n, cap, val)                                          \
    do {                                                                   \
        xt_grow((void **)&(arr), &(cap), (n) + 1, sizeof(*(arr)));         \
        (arr)[(n)++] = (val);                                              \
    } while (0)

/* ---- arithmetic on numbers from a capture ----------------------------- */

/* a + b and a - b, saturated to the int64 range: sizes from a capture are summed
 * (live sets, heap levels, bytes per execution) and a hostile one near
 * INT64_MAX must not overflow (undefined behaviour) into a negative total. */
static inline int64_t xt_sat_add(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_add_overflow(a, b, &r))
        return a < 0 ? INT64_MIN : INT64_MAX;
    return r;
}

static inline int64_t xt_sat_sub(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_sub_overflow(a, b, &r))
        return b > 0 ? INT64_MIN : INT64_MAX;
    return r;
}

/* a * b saturated likewise (a share of a pool: bytes * 100) */
static inline int64_t xt_sat_mul(int64_t a, int64_t b)
{
    int64_t r;
    if (__builtin_mul_overflow(a, b, &r))
        return (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
    return r;
}

/* Times (ps) and durations of a capture are kept within +-XT_TIME_LIMIT
 * (2^61 ps, about 26 days either side of the profile start) when decoded:
 * a start plus a duration, or the difference of two times, then always
 * fits in int64. */
#define XT_TIME_LIMIT ((int64_t)1 << 61)
static inline int64_t xt_time_clamp(int64_t t)
{
    return t > XT_TIME_LIMIT ? XT_TIME_LIMIT : t < -XT_TIME_LIMIT ? -XT_TIME_LIMIT : t;
}

/* ---- sorting ---------------------------------------------------------- */

/* A record for xt_radix_sort: an index (into the caller's array) and its
 * two keys. */
typedef struct xt_sort_key {
    uint64_t k1, k2;
    size_t idx;
} xt_sort_key;

/* Sorts v[0..n) by (k1, k2) ascending, stably: LSD radix, a byte a pass,
 * a pass skipped when every key has the same byte there.  For the big
 * sorts done at a key press (33,000 live groups: qsort's compares were
 * most of the time).  The order of an int64 v descending is that of
 * xt_key_desc(v) ascending. */
void xt_radix_sort(xt_sort_key *v, size_t n);

/* A string and an index for xt_sort_strings. */
typedef struct xt_named {
    const char *s;
    size_t i;
} xt_named;
/* Sort v by s in strcmp order (ties in any order): a three-way radix
 * quicksort, which reads a long common prefix (Python file paths) once
 * per level instead of once per comparison.  Stack depth O(log n). */
void xt_sort_strings(xt_named *v, size_t n);
static inline uint64_t xt_key_asc(int64_t v)
{
    return (uint64_t)v ^ ((uint64_t)1 << 63);
}
static inline uint64_t xt_key_desc(int64_t v)
{
    return ~xt_key_asc(v);
}

/* ---- searching ------------------------------------------------------- */

/* The first index i in [0, n) for which before(ctx, i) is false, n if
 * none: before must be true for a prefix of the range and false after it
 * (a sorted array and "element i sorts before the key").  The one binary
 * search of the project. */
static inline size_t xt_lower_bound(size_t n, const void *ctx,
                                    bool (*before)(const void *ctx, size_t i))
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (before(ctx, mid))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* ---- interned strings ----------------------------------------------- */

/* Strings interned in an arena: equal contents give the same pointer, so
 * names can be compared with ==.  The table does not own the arena. */
typedef struct xt_strtab {
    const char **slots;
    uint32_t *hashes; /* per slot: its string's hash, compared before the bytes */
    size_t cap, count;
    xt_arena *arena;
} xt_strtab;

void xt_intern_init(xt_strtab *t, xt_arena *arena);
const char *xt_intern_n(xt_strtab *t, const char *s, size_t n);
const char *xt_intern(xt_strtab *t, const char *s);
/* Look up without inserting; NULL if absent. */
const char *xt_intern_find(const xt_strtab *t, const char *s);
void xt_intern_free(xt_strtab *t);

/* ---- int64 -> size_t map -------------------------------------------- */

/* Open addressing map from int64 keys to indices, for lookups by id. */
typedef struct xt_imap {
    int64_t *keys;
    size_t *vals;
    uint8_t *used;
    size_t cap, count;
    uint64_t seed;   /* xt_hash_seed(): a capture cannot choose keys that share a slot */
    uint32_t *dense; /* or, keys in [dlo, dlo + dlen): each key's value at
                        key - dlo, UINT32_MAX where none */
    int64_t dlo;
    size_t dlen;
} xt_imap;

void xt_imap_init(xt_imap *m, size_t expected);
/* For about `expected` keys known to lie in [lo, hi]: when they are that
 * dense (an HLO module's instruction ids), an array of 4 bytes a key in
 * that range, not a table of 17 bytes a slot at twice the keys; a key or
 * value outside it later turns the map into a table.  Same results. */
void xt_imap_init_range(xt_imap *m, int64_t lo, int64_t hi, size_t expected);
/* Insert or overwrite.  Returns true if the key was new. */
bool xt_imap_put(xt_imap *m, int64_t key, size_t val);
/* Returns true and sets *val if found. */
bool xt_imap_get(const xt_imap *m, int64_t key, size_t *val);
void xt_imap_free(xt_imap *m);

/* The threads the core uses at once for one host: a plane's lines side by
 * side, a big line split, a module's live set beside its host events (at
 * most 8; default, or threads < 0: the cores; 0 or 1: one).  The core
 * reads no environment: main sets it from XOOMTUI_THREADS
 * (xt_decode_set_parallel). */
void xt_set_threads(int threads);

/* "s" unless n is 1: "%zu buffer%s", n, xt_plural(n). */
static inline const char *xt_plural(size_t n)
{
    return n == 1 ? "" : "s";
}
int xt_threads(void);

/* The CLOCK_REALTIME time ms milliseconds from now, for
 * pthread_cond_timedwait (a progress line's ticks). */
void xt_deadline_ms(struct timespec *at, long ms);

/* The memory mappings (VMAs) the process's captures may add by being
 * mapped in pieces (load.c), all together: a quarter of vm.max_map_count
 * (16,382 by default), so that malloc and thread stacks keep the rest.
 * _take reserves n (false, nothing reserved, when they are not there);
 * _give returns them when the mapping goes. */
bool xt_map_pieces_take(size_t n);
void xt_map_pieces_give(size_t n);

/* Give the whole pages of [p, p+n) of a read-only file mapping back (a
 * later read faults them in again from the page cache). */
void xt_drop_pages(const void *p, size_t n);

uint64_t xt_hash64(uint64_t x);
/* A random secret, one a process, for the tables a capture's values key
 * (xt_imap, xt_strtab): their slots cannot be chosen by the capture. */
uint64_t xt_hash_seed(void);
/* n bytes of s hashed with that secret (SipHash-1-3): the key of a table
 * by a capture's text, where an unkeyed hash (FNV) lets names be made to
 * collide, each collision a scan of them all.  Not for anything written
 * out: it differs from run to run. */
uint64_t xt_hash_key(const char *s, size_t n);
/* needle (ASCII, any case) in hay, or NULL: the search's own test. */
const char *xt_ci_find(const char *hay, const char *needle);
uint64_t xt_hash_str(const char *s, size_t n);
/* A hash of n bytes, 32 a step in four lanes (about 8 bytes a cycle,
 * against FNV's one): for big blobs such as HloProtos.  Not stable
 * across versions: never written anywhere. */
uint64_t xt_hash_bytes(const void *p, size_t n);

#endif
