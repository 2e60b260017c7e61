/* outfile.c - output files: the capture guard and write-then-rename (see
 * outfile.h). */
#include "outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- paths ----------------------------------------------------------------- */

static char *xasprintf2(const char *a, const char *sep, const char *b)
{
    size_t na = strlen(a), ns = strlen(sep), nb = strlen(b);
    char *s = malloc(na + ns + nb + 1);
    if (!s)
        return NULL;
    memcpy(s, a, na);
    memcpy(s + na, sep, ns);
    memcpy(s + na + ns, b, nb + 1);
    return s;
}

/* The directory part of path ("." when it has none), malloc'd. */
static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return strdup(".");
    if (slash == path)
        return strdup("/");
    char *d = malloc((size_t)(slash - path) + 1);
    if (d) {
        memcpy(d, path, (size_t)(slash - path));
        d[slash - path] = 0;
    }
    return d;
}

static const char *base_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Where writing to path lands: the absolute path of its final target
 * after following every symbolic link (the target need not exist, its
 * directory must).  *st is filled and *exists set when it exists. */
static char *resolve(const char *path, struct stat *st, bool *exists, xt_error *err)
{
    char *cur = strdup(path);
    *exists = false;
    for (int hops = 0; cur; hops++) {
        const char *b = base_of(cur);
        if (!*b || !strcmp(b, ".") || !strcmp(b, "..")) {
            xt_fail(err, XT_EINPUT, "%s: is a directory", path);
            break;
        }
        struct stat ls;
        if (lstat(cur, &ls) == 0 && S_ISLNK(ls.st_mode)) {
            char link[PATH_MAX];
            ssize_t n = hops < 40 ? readlink(cur, link, sizeof link - 1) : -1;
            if (n < 0) {
                xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(hops < 40 ? errno : ELOOP));
                break;
            }
            link[n] = 0;
            char *next;
            if (link[0] == '/') {
                next = strdup(link);
            } else {
                char *d = dir_of(cur);
                next = d ? xasprintf2(d, "/", link) : NULL;
                free(d);
            }
            free(cur);
            cur = next;
            continue;
        }
        if (lstat(cur, &ls) == 0) {
            char *rp = realpath(cur, NULL);
            if (!rp || stat(rp, st) != 0) {
                xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(errno));
                free(rp);
                break;
            }
            *exists = true;
            free(cur);
            return rp;
        }
        if (errno != ENOENT) {
            xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(errno));
            break;
        }
        /* a new file: its directory must exist */
        char *d = dir_of(cur);
        char *rd = d ? realpath(d, NULL) : NULL;
        if (!rd) {
            xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(errno));
            free(d);
            break;
        }
        char *out = xasprintf2(rd, strcmp(rd, "/") ? "/" : "", base_of(cur));
        free(rd);
        free(d);
        free(cur);
        return out;
    }
    free(cur);
    if (err && !err->code)
        xt_fail(err, XT_ENOMEM, "%s: out of memory", path);
    return NULL;
}

static bool same(const xt_devino *a, const struct stat *st)
{
    return a->dev == st->st_dev && a->ino == st->st_ino;
}

/* Whether the resolved absolute path dir is the guarded folder `at` or
 * below it: by name, and by device and inode for each of its ancestors
 * (a bind mount or a second name of the same directory). */
static bool below(const char *at, const xt_devino *id, const char *dir)
{
    size_t n = strlen(at);
    if (!strcmp(at, "/") || (!strncmp(dir, at, n) && (dir[n] == 0 || dir[n] == '/')))
        return true;
    char *p = strdup(dir);
    bool in = false;
    for (size_t len = p ? strlen(p) : 0; p && len > 0 && !in;) {
        struct stat st;
        if (stat(p, &st) == 0 && same(id, &st))
            in = true;
        char *slash = strrchr(p, '/');
        if (!slash)
            break;
        if (slash == p) {
            if (p[1] == 0)
                break;
            p[1] = 0; /* "/" next */
        } else {
            *slash = 0;
        }
        len = strlen(p);
    }
    free(p);
    return in;
}

/* The guarded folder that the resolved absolute path dir is or lies
 * below (the capture directory, or a folder holding one of its files), or
 * NULL. */
static const char *in_capture(const xt_guard *g, const char *dir)
{
    if (!g)
        return NULL;
    if (g->has_dir && below(g->dir, &g->dir_id, dir))
        return g->dir;
    for (size_t i = 0; i < g->nmore; i++)
        if (below(g->more[i].path, &g->more[i].id, dir))
            return g->more[i].path;
    return NULL;
}

/* Where path would lie if the folders it names were made: its longest
 * existing prefix resolved (symbolic links followed), the rest appended
 * as written.  Judges a path before anything is opened, so that
 * CAPTURE/nosuch/o.json is refused as inside the capture, not reported as
 * a missing folder.  malloc'd; NULL when nothing resolves. */
static char *resolve_loose(const char *path)
{
    char *abs;
    if (path[0] == '/') {
        abs = strdup(path);
    } else {
        char *cwd = getcwd(NULL, 0);
        abs = cwd ? xasprintf2(cwd, "/", path) : NULL;
        free(cwd);
    }
    if (!abs)
        return NULL;
    char *out = NULL;
    for (size_t cut = strlen(abs); cut > 0;) {
        char save = abs[cut];
        abs[cut] = 0;
        char *rp = realpath(abs, NULL);
        abs[cut] = save;
        if (rp) {
            out = xasprintf2(rp, "", abs + cut);
            free(rp);
            break;
        }
        while (cut > 0 && abs[cut - 1] != '/') /* up one component */
            cut--;
        while (cut > 1 && abs[cut - 1] == '/')
            cut--;
    }
    free(abs);
    return out;
}

/* The guarded folder that path, existing or not, would lie inside, or
 * NULL. */
static const char *loose_in_capture(const xt_guard *g, const char *path)
{
    char *rp = g && (g->has_dir || g->nmore) ? resolve_loose(path) : NULL;
    const char *in = rp ? in_capture(g, rp) : NULL;
    free(rp);
    return in;
}

static bool is_loaded(const xt_guard *g, const struct stat *st)
{
    for (size_t i = 0; g && i < g->nfiles; i++)
        if (same(&g->files[i], st))
            return true;
    return false;
}

/* ---- the guard ----------------------------------------------------------- */

int xt_guard_init(xt_guard *g, const char *capture, xt_error *err)
{
    memset(g, 0, sizeof *g);
    if (!capture)
        return XT_OK;
    char *rp = realpath(capture, NULL);
    struct stat st;
    if (!rp || stat(rp, &st) != 0) {
        free(rp);
        return xt_fail(err, XT_EINPUT, "%s: %s", capture, strerror(errno));
    }
    if (!S_ISDIR(st.st_mode)) {
        /* a file: the folder that holds it is the capture's, wherever it
         * is (a run folder in JAX's layout, or a file copied alone to the
         * folder the user works in): outputs go elsewhere, and the TUI's
         * `e` from that folder to $TMPDIR.  The file is guarded too. */
        char *d = dir_of(rp);
        xt_guard_add_file(g, rp);
        xt_guard_add_file(g, capture); /* a link: the folder holding it too */
        free(rp);
        if (d && !strcmp(d, "/")) {
            /* a file directly in /: guarding its folder would refuse every
             * path there is; the file alone is guarded */
            free(d);
            return XT_OK;
        }
        rp = d;
        if (!rp || stat(rp, &st) != 0) {
            free(rp);
            return xt_fail(err, XT_EINPUT, "%s: %s", capture, strerror(errno));
        }
    }
    g->dir = rp;
    g->dir_id.dev = st.st_dev;
    g->dir_id.ino = st.st_ino;
    g->has_dir = true;
    return XT_OK;
}

/* Guard the folder dir too (resolved here), unless it is / or already
 * guarded. */
static void add_dir(xt_guard *g, const char *dir)
{
    char *rp = dir ? realpath(dir, NULL) : NULL;
    struct stat st;
    if (!rp || !strcmp(rp, "/") || stat(rp, &st) != 0 || !S_ISDIR(st.st_mode) ||
        (g->has_dir && !strcmp(rp, g->dir))) {
        free(rp);
        return;
    }
    for (size_t i = 0; i < g->nmore; i++)
        if (same(&g->more[i].id, &st)) {
            free(rp);
            return;
        }
    xt_guard_dir *m = realloc(g->more, (g->nmore + 1) * sizeof *m);
    if (!m) {
        free(rp);
        return;
    }
    g->more = m;
    g->more[g->nmore].path = rp;
    g->more[g->nmore].id.dev = st.st_dev;
    g->more[g->nmore].id.ino = st.st_ino;
    g->nmore++;
}

/* The folders of a file: the one holding its name as given, and the one
 * holding it once links are followed. */
static void add_dirs_of(xt_guard *g, const char *path)
{
    char *d = dir_of(path);
    add_dir(g, d);
    free(d);
    char *rp = realpath(path, NULL);
    if (rp) {
        d = dir_of(rp);
        add_dir(g, d);
        free(d);
        free(rp);
    }
}

void xt_guard_add_file(xt_guard *g, const char *path)
{
    struct stat st;
    if (!path || stat(path, &st) != 0)
        return;
    add_dirs_of(g, path);
    if (is_loaded(g, &st)) /* once each */
        return;
    xt_devino *f = realloc(g->files, (g->nfiles + 1) * sizeof *f);
    if (!f)
        return;
    g->files = f;
    g->files[g->nfiles].dev = st.st_dev;
    g->files[g->nfiles].ino = st.st_ino;
    g->nfiles++;
}

int xt_guard_capture(xt_guard *g, const xt_capture *c, xt_error *err)
{
    int rc = xt_guard_init(g, c->root, err);
    for (size_t i = 0; i < c->nhosts; i++)
        xt_guard_add_file(g, c->hosts[i].path);
    return rc;
}

void xt_guard_also(xt_guard *g, const xt_capture *c)
{
    if (!c)
        return;
    struct stat st;
    if (c->root && stat(c->root, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            add_dir(g, c->root);
        else
            xt_guard_add_file(g, c->root); /* the file and its folder */
    }
    for (size_t i = 0; i < c->nhosts; i++)
        xt_guard_add_file(g, c->hosts[i].path);
}

void xt_guard_free(xt_guard *g)
{
    free(g->dir);
    free(g->files);
    for (size_t i = 0; i < g->nmore; i++)
        free(g->more[i].path);
    free(g->more);
    memset(g, 0, sizeof *g);
}

/* A new file's place for XT_OUT_UNIQUE (the TUI's exports, a name made
 * up, never typed): its folder resolved, its own name as it is, the final
 * component's link never followed.  A link planted under the name in
 * /tmp (where `e` goes from inside the capture) led the export to a file
 * the link's owner chose, and a FIFO there hung the TUI in open() (an
 * attacker's review): whatever holds the name, it is taken, and the
 * commit's link() or O_EXCL picks the next free one (place_unique). */
static int check_new_name(const xt_guard *g, const char *path, char **final, struct stat *st, bool *exists,
                          xt_error *err)
{
    const char *b = base_of(path);
    if (!*b || !strcmp(b, ".") || !strcmp(b, ".."))
        return xt_fail(err, XT_EINPUT, "%s: is a directory", path);
    char *d = dir_of(path), *rd = d ? realpath(d, NULL) : NULL;
    int e = errno;
    free(d);
    if (!rd)
        return xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(d ? e : ENOMEM));
    const char *in = in_capture(g, rd);
    if (in) {
        int rc = xt_fail(err, XT_EINPUT, "%s: refusing to write inside the capture directory %s (the folder "
                                         "that holds the capture is never written to: give a path outside it)",
                         path, in);
        free(rd);
        return rc;
    }
    *final = xasprintf2(rd, strcmp(rd, "/") ? "/" : "", b);
    free(rd);
    if (!*final)
        return xt_fail(err, XT_ENOMEM, "%s: out of memory", path);
    *exists = lstat(*final, st) == 0;
    return XT_OK;
}

/* The checks of xt_guard_check_file; on success *final is the resolved
 * target (NULL for stdout) and *st / *exists describe it. */
static int check_file(const xt_guard *g, const char *path, char **final, struct stat *st,
                      bool *exists, xt_error *err)
{
    *final = NULL;
    *exists = false;
    if (!strcmp(path, "-"))
        return XT_OK;
    /* a device or a pipe (/dev/null, /dev/fd/N): written in place */
    if (stat(path, st) == 0 && !S_ISREG(st->st_mode) && !S_ISDIR(st->st_mode)) {
        char *rp = realpath(path, NULL);
        const char *at = rp ? in_capture(g, rp) : NULL;
        if (is_loaded(g, st) || at) {
            int rc = xt_fail(err, XT_EINPUT, "%s: refusing to write inside the capture directory %s",
                             path, at ? at : g->dir ? g->dir : "");
            free(rp);
            return rc;
        }
        *exists = true;
        *final = rp ? rp : strdup(path);
        return XT_OK;
    }
    char *rp = resolve(path, st, exists, err);
    if (!rp) {
        /* a folder that does not exist (yet) inside the capture: the
         * refusal, not "No such file or directory" */
        const char *at = loose_in_capture(g, path);
        if (at)
            return xt_fail(err, XT_EINPUT, "%s: refusing to write inside the capture directory %s "
                           "(the folder that holds the capture is never written to: give a path "
                           "outside it)", path, at);
        return err ? err->code : XT_EINPUT;
    }
    if (*exists && S_ISDIR(st->st_mode)) {
        free(rp);
        return xt_fail(err, XT_EINPUT, "%s: is a directory", path);
    }
    char *d = dir_of(rp);
    const char *in = d ? in_capture(g, d) : NULL;
    free(d);
    if (in || (*exists && is_loaded(g, st))) {
        struct stat ls;
        bool link = lstat(path, &ls) == 0 && S_ISLNK(ls.st_mode);
        if (in)
            xt_fail(err, XT_EINPUT,
                    "%s: refusing to write inside the capture directory %s%s%s%s (the folder that "
                    "holds the capture is never written to: give a path outside it)",
                    path, in, link ? " (the link leads to " : "", link ? rp : "", link ? ")" : "");
        else
            xt_fail(err, XT_EINPUT, "%s: refusing to write over a file of the capture (%s)", path,
                    link ? "a link to it" : "another name of it");
        free(rp);
        return XT_EINPUT;
    }
    *final = rp;
    return XT_OK;
}

int xt_guard_check_file(const xt_guard *g, const char *path, xt_error *err)
{
    char *final;
    struct stat st;
    bool exists;
    int rc = check_file(g, path, &final, &st, &exists, err);
    free(final);
    return rc;
}

int xt_guard_refuse_dir(const xt_guard *g, const char *dir, xt_error *err)
{
    const char *at = loose_in_capture(g, dir);
    if (at)
        return xt_fail(err, XT_EINPUT, "%s is inside the capture directory %s (the folder that "
                       "holds the capture is never written to: give a folder outside it)", dir, at);
    return XT_OK;
}

int xt_guard_refuse_file(const xt_guard *g, const char *path, xt_error *err)
{
    const char *at = strcmp(path, "-") ? loose_in_capture(g, path) : NULL;
    if (at)
        return xt_fail(err, XT_EINPUT, "%s: refusing to write inside the capture directory %s "
                       "(the folder that holds the capture is never written to: give a path "
                       "outside it)", path, at);
    return XT_OK;
}

int xt_guard_check_dir(const xt_guard *g, const char *dir, xt_error *err)
{
    struct stat st;
    if (stat(dir, &st) != 0) {
        int e = errno;
        if (xt_guard_refuse_dir(g, dir, err)) /* CAPTURE/nosuch: the refusal */
            return XT_EINPUT;
        return xt_fail(err, XT_EINPUT, "%s: %s", dir, strerror(e));
    }
    if (!S_ISDIR(st.st_mode))
        return xt_fail(err, XT_EINPUT, "%s: not a directory", dir);
    char *rp = realpath(dir, NULL);
    if (!rp)
        return xt_fail(err, XT_EINPUT, "%s: %s", dir, strerror(errno));
    const char *in = in_capture(g, rp);
    free(rp);
    if (in)
        return xt_fail(err, XT_EINPUT, "%s is inside the capture directory %s (the folder that "
                       "holds the capture is never written to: give a folder outside it)", dir, in);
    return XT_OK;
}

/* ---- write, then rename ------------------------------------------------- */

/* While the temporary file exists, a signal that ends the program (Ctrl-C
 * on a long run's --json) removes it first, then ends the program as it
 * would have (the previous disposition, re-raised): no temporary file is
 * left, and the target is never half written, since it is only ever
 * renamed into place.  Holding such signals until the commit kept a run of
 * many hosts deaf to Ctrl-C for as long as it took.  One temporary file
 * is armed at a time; a second one (none in the program) holds the
 * signals instead. */
static const int g_end_sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
enum { NEND = sizeof g_end_sigs / sizeof g_end_sigs[0] };
static char g_armed_tmp[4096];
static volatile sig_atomic_t g_armed;
static struct sigaction g_end_old[NEND];

static void on_end_signal(int sig)
{
    if (g_armed)
        unlink(g_armed_tmp);
    for (int k = 0; k < NEND; k++)
        if (g_end_sigs[k] == sig)
            sigaction(sig, &g_end_old[k], NULL);
    raise(sig); /* delivered when this returns, as it was first meant */
}

static void hold_signals(xt_outfile *o)
{
    if (g_armed || !o->tmp || strlen(o->tmp) >= sizeof g_armed_tmp) {
        sigset_t s;
        sigemptyset(&s);
        for (int k = 0; k < NEND; k++)
            sigaddset(&s, g_end_sigs[k]);
        sigprocmask(SIG_BLOCK, &s, &o->oldmask);
        o->held = true;
        return;
    }
    memcpy(g_armed_tmp, o->tmp, strlen(o->tmp) + 1);
    g_armed = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_end_signal;
    sigemptyset(&sa.sa_mask);
    for (int k = 0; k < NEND; k++) {
        sigaction(g_end_sigs[k], &sa, &g_end_old[k]);
        /* an ignored signal stays ignored (a background job's SIGINT):
         * it must not take the file away from a program that goes on */
        if (!(g_end_old[k].sa_flags & SA_SIGINFO) && g_end_old[k].sa_handler == SIG_IGN)
            sigaction(g_end_sigs[k], &g_end_old[k], NULL);
    }
    o->armed = true;
}

static void release_signals(xt_outfile *o)
{
    if (o->armed) {
        for (int k = 0; k < NEND; k++)
            sigaction(g_end_sigs[k], &g_end_old[k], NULL);
        g_armed = 0;
        o->armed = false;
    }
    if (o->held)
        sigprocmask(SIG_SETMASK, &o->oldmask, NULL);
    o->held = false;
}

int xt_outfile_open(xt_outfile *o, const char *path, const xt_guard *g, int flags,
                    xt_error *err)
{
    memset(o, 0, sizeof *o);
    o->flags = flags;
    struct stat st;
    bool exists;
    int rc = flags & XT_OUT_UNIQUE ? check_new_name(g, path, &o->target, &st, &exists, err)
                                   : check_file(g, path, &o->target, &st, &exists, err);
    if (rc)
        return rc;
    if (!o->target) {
        o->f = stdout;
        return XT_OK;
    }
    if (exists && !S_ISREG(st.st_mode) && !(flags & XT_OUT_UNIQUE)) {
        o->f = fopen(o->target, "w");
        if (!o->f) {
            rc = xt_fail(err, XT_EINPUT, "%s: %s", path, strerror(errno));
            xt_outfile_abort(o);
        }
        return rc;
    }
    char *d = dir_of(o->target);
    o->tmp = d ? xasprintf2(d, "/", ".xoomtui-XXXXXX") : NULL;
    free(d);
    int fd = o->tmp ? mkstemp(o->tmp) : -1;
    if (fd < 0) {
        /* the file is written beside its path, then renamed over it: a
         * path whose folder takes no new file (/proc/self/status) said
         * "No such file or directory" of a file that exists (an
         * attacker's review) */
        rc = xt_fail(err, XT_EINPUT, "%s: %s%s", path, exists && o->tmp ? "cannot write a new file beside it: " : "",
                     strerror(o->tmp ? errno : ENOMEM));
        free(o->tmp);
        o->tmp = NULL;
        xt_outfile_abort(o);
        return rc;
    }
    hold_signals(o); /* the file exists: a signal now removes it first */
    if (exists && !(flags & XT_OUT_UNIQUE)) {
        o->mode = st.st_mode & 07777; /* replacing a file keeps its mode */
    } else {
        mode_t um = umask(022);
        umask(um);
        o->mode = 0666 & ~um;
    }
    o->f = fdopen(fd, "w");
    if (!o->f) {
        rc = xt_fail(err, XT_ENOMEM, "%s: %s", path, strerror(errno));
        close(fd);
        xt_outfile_abort(o);
    } else {
        /* a run's --json reaches tens of MB: 1 MiB writes, not 4 KiB ones */
        o->buf = xt_xmalloc((size_t)1 << 20);
        setvbuf(o->f, o->buf, _IOFBF, (size_t)1 << 20);
    }
    return rc;
}

/* NAME.EXT -> NAME-k.EXT (k > 1), malloc'd. */
static char *numbered(const char *path, int k)
{
    const char *b = base_of(path);
    const char *dot = strrchr(b, '.');
    if (!dot || dot == b)
        dot = b + strlen(b);
    size_t head = (size_t)(dot - path);
    char num[16];
    snprintf(num, sizeof num, "-%d", k);
    char *s = malloc(head + strlen(num) + strlen(dot) + 1);
    if (s) {
        memcpy(s, path, head);
        strcpy(s + head, num);
        strcat(s, dot);
    }
    return s;
}

/* Give the temporary file the first free name of target, target-2 ...
 * without ever replacing a file. */
static int place_unique(xt_outfile *o)
{
    for (int k = 1; k < 10000; k++) {
        char *cand = k == 1 ? strdup(o->target) : numbered(o->target, k);
        if (!cand)
            return ENOMEM;
        int e = 0;
        if (link(o->tmp, cand) == 0) {
            unlink(o->tmp);
        } else if (errno == EEXIST) {
            e = EEXIST;
        } else {
            /* no hard links here (some FUSE and FAT file systems): claim
             * the name, then rename over the empty file we created */
            int fd = open(cand, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, o->mode);
            if (fd < 0)
                e = errno;
            else if (close(fd), rename(o->tmp, cand) != 0)
                e = errno, unlink(cand);
        }
        if (e == EEXIST) {
            free(cand);
            continue;
        }
        if (e) {
            free(cand);
            return e;
        }
        free(o->target);
        o->target = cand;
        return 0;
    }
    return EEXIST;
}

int xt_outfile_commit(xt_outfile *o, xt_error *err)
{
    if (!o->f)
        return xt_fail(err, XT_EIO, "output not open");
    if (o->f == stdout) {
        o->f = NULL;
        if (fflush(stdout) != 0 || ferror(stdout))
            return xt_fail(err, XT_EIO, "standard output: write failed: %s", strerror(errno));
        return XT_OK;
    }
    int e = 0;
    if (fflush(o->f) != 0 || ferror(o->f))
        e = errno ? errno : EIO;
    if (!e && o->tmp && (fchmod(fileno(o->f), o->mode) != 0 || fsync(fileno(o->f)) != 0) &&
        errno != EINVAL && errno != EROFS)
        e = errno;
    if (fclose(o->f) != 0 && !e)
        e = errno ? errno : EIO;
    o->f = NULL;
    free(o->buf);
    o->buf = NULL;
    if (!e && o->tmp) {
        if (o->flags & XT_OUT_UNIQUE)
            e = place_unique(o);
        else if (rename(o->tmp, o->target) != 0)
            e = errno;
    }
    if (e) {
        xt_fail(err, XT_EIO, "%s: write failed: %s", o->target, strerror(e));
        xt_outfile_abort(o);
        return XT_EIO;
    }
    free(o->tmp);
    o->tmp = NULL;
    release_signals(o);
    return XT_OK;
}

void xt_outfile_abort(xt_outfile *o)
{
    if (o->f && o->f != stdout)
        fclose(o->f);
    o->f = NULL;
    free(o->buf);
    o->buf = NULL;
    if (o->tmp)
        unlink(o->tmp);
    free(o->tmp);
    o->tmp = NULL;
    free(o->target);
    o->target = NULL;
    release_signals(o);
}

void xt_outfile_free(xt_outfile *o)
{
    free(o->target);
    o->target = NULL;
}

/* ---- file names ----------------------------------------------------------- */

char *xt_file_name_part(char *out, size_t cap, const char *s, size_t max)
{
    if (!cap)
        return out;
    if (max < 24)
        max = 24;
    if (max > cap - 1)
        max = cap - 1;
    size_t n = strlen(s), k = 0;
    bool cut = n > max;
    size_t keep = cut ? max - 17 : n;
    for (; k < keep && k < cap - 1; k++) {
        char c = s[k];
        out[k] = ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '-' || c == '_' || c == '.') ? c : '_';
    }
    out[k] = 0;
    if (cut && cap > k + 17)
        snprintf(out + k, cap - k, "-%016llx", (unsigned long long)xt_hash_str(s, n));
    return out;
}
