/* answers.h - synthetic captures for the answers of issue 14 ("Other live
 * arrays", "Other wrong or misleading answers"): each writes one
 * .xplane.pb.  tests/unit/test_answers.c holds their expected figures. */
#ifndef XB_ANSWERS_H
#define XB_ANSWERS_H

/* Write answer fixture `name` to path.  Returns 0, -1 on error, -2 if
 * unknown.  Names: other-live-label, gemm-workspace, healthy-elementwise,
 * leak-loop. */
int xb_write_answer(const char *name, const char *path);

#endif
