/* fuzz_keys.c - libFuzzer harness for the TUI's keys on hostile captures:
 * the app state (tui/app.c, no terminal) driven by a key script over a
 * capture, every screen drawn as text.  An input is
 *   byte 0: the screen (80x24, 60x20, 120x40, 24x8) and the charset;
 *   byte 1: n, the script's length (0..63); bytes 2..n+1: the keys (one
 *           of the table below each, a byte of 0xf0 and more a mouse event);
 *   the rest: the capture (decoded from memory).
 * Exports ('e') go to a folder of its own under /tmp.  Build with
 * `make fuzz-keys` (fuzz/README.md). */
#include "load.h"
#include "analysis.h"
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Every key of keys.def but q, and a few a search types. */
static const int keys[] = {
    'j', 'k', 'g', 'G', ' ', XK_PGDN, XK_PGUP, XK_ENTER, 'l', 'h', XK_TAB, '[', ']', '{', '}',
    'd', 'p', 'r', 'x', ',', '.', '<', '>', '(', ')', '^', '0', '$', 'a', 'f', 'H', 'R', 'm',
    'z', 'c', '/', 'n', 'N', 's', 'S', 'b', 'y', 'e', XK_CTRL_L, '?', XK_ESC, XK_DOWN, XK_UP,
    XK_HOME, XK_END, XK_BACKSPACE, XK_LEFT, XK_RIGHT, '1', '9', 'M', 'i', '_', XK_RESIZE,
};

static const char *export_dir(void)
{
    static char dir[64];
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/xoomtui-fuzz-keys-XXXXXX");
        if (!mkdtemp(dir))
            snprintf(dir, sizeof dir, "/tmp");
    }
    return dir;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2 || (size_t)(data[1] & 63) + 2 > size)
        return 0;
    static const int screens[4][2] = { { 24, 80 }, { 20, 60 }, { 40, 120 }, { 8, 24 } };
    int rows = screens[data[0] & 3][0], cols = screens[data[0] & 3][1];
    size_t nkeys = data[1] & 63;
    const uint8_t *script = data + 2, *cap = data + 2 + nkeys;
    size_t capn = size - 2 - nkeys;
    xt_capture c = { 0 };
    xt_error err;
    c.hosts = calloc(1, sizeof *c.hosts);
    c.nhosts = 1;
    if (xt_host_load_mem(&c.hosts[0], "fuzz.xplane.pb", cap, capn, &err) != XT_OK) {
        xt_capture_free(&c);
        return 0;
    }
    xt_analysis *an[1] = { xt_analyze(&c.hosts[0], NULL, &err) };
    if (!an[0]) {
        xt_capture_free(&c);
        return 0;
    }
    xt_app a;
    xt_app_init(&a, &c, an, 0, export_dir(), NULL);
    a.utf8 = !(data[0] & 4);
    a.rows = rows;
    a.cols = cols;
    xt_app_build(&a);
    free(xt_app_screen_text(&a));
    xt_app_warm(&a);
    for (size_t i = 0; i < nkeys && !a.quit; i++) {
        uint8_t k = script[i];
        if (k >= 0xf0) { /* a click or the wheel somewhere on the screen */
            int y = (k * 7) % rows, x = (k * 13) % cols;
            xt_app_mouse(&a, y, x, (xt_mouse)(k % 3));
        } else if (keys[k % (sizeof keys / sizeof *keys)] == XK_RESIZE) {
            bool back = a.rows != rows || a.cols != cols; /* to 60x20 and back */
            xt_app_resize(&a, back ? rows : 20, back ? cols : 60);
        } else {
            xt_app_key(&a, keys[k % (sizeof keys / sizeof *keys)]);
        }
        free(xt_app_screen_text(&a));
    }
    xt_app_free(&a);
    xt_analysis_free(an[0]);
    xt_capture_free(&c);
    return 0;
}
