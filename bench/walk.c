/* walk.c - the floor: a bare wire-format walk that visits every field of
 * an XSpace down to the stats, decoding nothing.  xt-bench-walk FILE */
#include "wire.h"

#include <stdbool.h>

#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Field numbers that hold sub-messages at each depth: XSpace.planes;
 * XPlane.lines/event_metadata/stat_metadata/stats; XLine.events;
 * XEvent.stats. */
static size_t walk(const uint8_t *base, const uint8_t *p, size_t n, int depth, size_t *fields)
{
    xt_wire w = xt_wire_at(base, p, n);
    xt_field f;
    int r;
    size_t sum = 0;
    while ((r = xt_wire_next(&w, &f)) == XT_WIRE_FIELD) {
        (*fields)++;
        sum += f.u + f.len;
        if (f.type != 2)
            continue;
        bool sub = (depth == 0 && f.num == 1) || (depth == 1 && (f.num == 3 || f.num >= 4)) ||
                   (depth == 2 && f.num == 4) || (depth == 3 && f.num == 4);
        if (sub)
            sum += walk(base, f.data, f.len, depth + 1, fields);
    }
    if (r == XT_WIRE_ERR) {
        fprintf(stderr, "walk: corrupt at byte %zu\n", xt_wire_offset(&w));
        _exit(2);
    }
    return sum;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: xt-bench-walk FILE\n");
        return 2;
    }
    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) {
        perror(argv[1]);
        return 2;
    }
    const uint8_t *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    size_t fields = 0;
    size_t sum = walk(p, p, (size_t)st.st_size, 0, &fields);
    printf("%zu fields (checksum %zu)\n", fields, sum);
    return 0;
}
