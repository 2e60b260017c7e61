/* outfile.h - every file xoomtui writes (--json, the TUI's export) goes
 * through here, so that two promises hold in one place:
 *
 *  - nothing inside the capture directory, and none of the loaded capture
 *    files, is ever written: an output path is checked after following
 *    every symbolic link to its final target, and by device and inode
 *    (hard links, bind mounts);
 *  - a failed write never leaves half a file: output goes to a temporary
 *    file in the target's directory and is renamed into place on commit.
 *
 * Use:
 *     xt_guard g;
 *     xt_guard_capture(&g, &cap);            // or xt_guard_init + _add_file
 *     xt_outfile o;
 *     if (xt_outfile_open(&o, path, &g, 0, &err) == XT_OK) {
 *         fprintf(o.f, ...);
 *         xt_outfile_commit(&o, &err);       // or xt_outfile_abort(&o)
 *     }
 *     xt_guard_free(&g);
 */
#ifndef XT_OUTFILE_H
#define XT_OUTFILE_H

#include <signal.h>
#include <stdio.h>
#include <sys/types.h>
#include "model.h"

typedef struct xt_devino {
    dev_t dev;
    ino_t ino;
} xt_devino;

/* What must never be written. */
typedef struct xt_guard_dir {
    char *path;           /* resolved */
    xt_devino id;
} xt_guard_dir;

typedef struct xt_guard {
    char *dir;            /* the capture directory, resolved (NULL: none) */
    xt_devino dir_id;
    bool has_dir;
    xt_devino *files;     /* the loaded files */
    size_t nfiles;
    /* the folders that hold them (resolved) and the folder holding a file
     * given through a symbolic link, where not below dir: a log dir whose
     * run folder is a link elsewhere (an attacker's review wrote there) */
    xt_guard_dir *more;
    size_t nmore;
} xt_guard;

/* Guard the capture directory `capture` (a directory, or a file: then the
 * directory holding it, wherever it is, and the file itself; NULL guards
 * no directory).  Returns XT_OK, or XT_EINPUT when capture cannot be
 * resolved. */
int xt_guard_init(xt_guard *g, const char *capture, xt_error *err);
/* Also guard this file (by device and inode, once; ignored if it cannot
 * be stat'ed: a file that does not exist cannot be overwritten), the
 * folder that holds it, links followed, and the folder that holds the
 * name given. */
void xt_guard_add_file(xt_guard *g, const char *path);
/* xt_guard_init(c->root) and every host file of c. */
int xt_guard_capture(xt_guard *g, const xt_capture *c, xt_error *err);
/* Guard a second capture too (its folder, as xt_guard_init takes it, and
 * its host files): a comparison's export guards both sides. */
void xt_guard_also(xt_guard *g, const xt_capture *c);
void xt_guard_free(xt_guard *g);

/* XT_OK if a file may be written at path ("-" is stdout: always allowed);
 * else XT_EINPUT with a one-line reason naming path. */
int xt_guard_check_file(const xt_guard *g, const char *path, xt_error *err);
/* XT_OK if new files may be created in directory dir; else XT_EINPUT
 * (not a directory, or inside the capture directory). */
int xt_guard_check_dir(const xt_guard *g, const char *dir, xt_error *err);
/* XT_OK unless dir, existing or not, lies inside the capture directory
 * (the part of xt_guard_check_dir that holds in every mode: --export-dir
 * with --report writes nothing there, yet inside the capture is refused). */
int xt_guard_refuse_dir(const xt_guard *g, const char *dir, xt_error *err);
/* XT_OK unless the file at path, its folder existing or not, would lie
 * inside the capture directory (a comparison checks both captures so
 * before either's "No such file or directory"). */
int xt_guard_refuse_file(const xt_guard *g, const char *path, xt_error *err);

enum {
    /* Never replace an existing file: on commit, if the target exists, use
     * NAME-2.EXT, NAME-3.EXT ... (the first free one) instead. */
    XT_OUT_UNIQUE = 1,
};

typedef struct xt_outfile {
    FILE *f;        /* write here */
    char *target;   /* the file written on commit, symbolic links resolved
                       (XT_OUT_UNIQUE: its folder's only: the name itself
                       is never followed, whatever holds it is taken)
                       (after a commit with XT_OUT_UNIQUE: the name used);
                       NULL for stdout */
    char *tmp;      /* the temporary file (NULL: writing directly) */
    int flags;
    mode_t mode;    /* given to the file on commit */
    sigset_t oldmask; /* restored by commit and abort */
    bool held;      /* ending signals blocked (a second temporary file) */
    bool armed;     /* ending signals remove the temporary file first */
    char *buf;      /* f's buffer (glibc sizes its own at 4 KiB whatever setvbuf asks) */
} xt_outfile;

/* Check path with g (NULL: no guard) and open a temporary file next to
 * its final target.  "-" writes to stdout; an existing target that is
 * not a regular file (/dev/null, a pipe) is written directly.  While a
 * temporary file exists, SIGINT, SIGTERM, SIGHUP and SIGQUIT remove it
 * before they end the program as they would have (commit or abort
 * restores their handling), so Ctrl-C ends a long run at once and leaves
 * neither it nor a half-written target.  Returns
 * XT_OK, or XT_EINPUT (refused, or the directory cannot be written) with
 * err set; o is then closed. */
int xt_outfile_open(xt_outfile *o, const char *path, const xt_guard *g, int flags,
                    xt_error *err);
/* Flush and close o, and rename the temporary file into place; o->target
 * stays set (the path written) until xt_outfile_free.  Returns XT_OK, or
 * XT_EIO with err set (a write error: nothing is left behind, an existing
 * target is untouched, o is freed). */
int xt_outfile_commit(xt_outfile *o, xt_error *err);
/* Close o and remove the temporary file; the target is untouched.  Frees
 * everything o holds. */
void xt_outfile_abort(xt_outfile *o);
/* Free o->target after a successful commit. */
void xt_outfile_free(xt_outfile *o);

/* s as one file name component: bytes other than [A-Za-z0-9._-] become
 * '_'; a result longer than max (>= 24) keeps its first max - 17 bytes and
 * ends in '-' and 16 hex digits of a hash of the whole of s, so names too
 * long for the file system (NAME_MAX is 255 bytes) stay distinct.  out
 * gets at most cap - 1 bytes.  Returns out. */
char *xt_file_name_part(char *out, size_t cap, const char *s, size_t max);

#endif
