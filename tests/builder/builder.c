/* builder.c - synthetic captures through the generated protobuf-c code. */
#include "builder.h"
#include "xplane.pb-c.h"
#include "hlo.pb-c.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef Xoomtui__Xplane__XSpace XSpace;
typedef Xoomtui__Xplane__XPlane XPlane;
typedef Xoomtui__Xplane__XLine XLine;
typedef Xoomtui__Xplane__XEvent XEvent;
typedef Xoomtui__Xplane__XStat XStat;

/* Everything the builder allocates goes on one list, freed at once. */
typedef struct pool {
    void **p;
    size_t n, cap;
} pool;

static void *pmalloc(pool *pl, size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fprintf(stderr, "builder: out of memory\n");
        exit(3);
    }
    if (pl->n == pl->cap) {
        pl->cap = pl->cap ? pl->cap * 2 : 1024;
        pl->p = realloc(pl->p, pl->cap * sizeof *pl->p);
        if (!pl->p)
            exit(3);
    }
    pl->p[pl->n++] = p;
    return p;
}

static char *pstrdup(pool *pl, const char *s)
{
    size_t n = strlen(s);
    char *p = pmalloc(pl, n + 1);
    memcpy(p, s, n + 1);
    return p;
}

/* Growable pointer arrays that live outside the pool (realloc'd). */
#define GROW(arr, n)                                                             \
    do {                                                                         \
        if (((n) & ((n) - 1)) == 0) {                                            \
            size_t nc_ = (n) ? (n) * 2 : 1;                                      \
            void *np_ = realloc((arr), nc_ * sizeof *(arr));                     \
            if (!np_)                                                            \
                exit(3);                                                         \
            (arr) = np_;                                                         \
        }                                                                        \
    } while (0)

struct xb_plane {
    XPlane pb;
    xb_space *s;
    /* name -> id for metadata: event names by a hash table (a run of
     * 50,000 modules' names, each looked up among all before it, took
     * over 17 minutes under ASan's strcmp in CI); stat names linearly
     * (a fixture's few) */
    char **ev_names;
    size_t nev;
    size_t *ev_slots; /* index + 1 of the first of each name; 0: empty */
    size_t ev_cap;    /* slots, a power of two */
    char **st_names;
    size_t nst;
};

static uint64_t name_hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

/* The slot of name in p's event-name table: its own, or the empty one
 * where it would go. */
static size_t ev_slot(const xb_plane *p, const char *name)
{
    size_t i = (size_t)name_hash(name) & (p->ev_cap - 1);
    while (p->ev_slots[i] && strcmp(p->ev_names[p->ev_slots[i] - 1], name))
        i = (i + 1) & (p->ev_cap - 1);
    return i;
}

/* The name at index ix (0-based) in the table, unless one is there. */
static void ev_index(xb_plane *p, size_t ix)
{
    if (2 * (p->nev + 1) > p->ev_cap) {
        size_t old = p->ev_cap;
        size_t *was = p->ev_slots;
        p->ev_cap = old ? old * 2 : 64;
        p->ev_slots = calloc(p->ev_cap, sizeof *p->ev_slots);
        if (!p->ev_slots)
            abort();
        for (size_t k = 0; k < old; k++)
            if (was[k])
                p->ev_slots[ev_slot(p, p->ev_names[was[k] - 1])] = was[k];
        free(was);
    }
    size_t i = ev_slot(p, p->ev_names[ix]);
    if (!p->ev_slots[i])
        p->ev_slots[i] = ix + 1;
}

struct xb_line {
    XLine pb;
    xb_plane *p;
};

struct xb_event {
    XEvent pb;
    xb_plane *p;
};

struct xb_space {
    XSpace pb;
    pool pl;
    xb_plane **planes;
    size_t nplanes;
    void **arrays; /* realloc'd arrays to free */
    size_t narrays;
};

xb_space *xb_new(void)
{
    xb_space *s = calloc(1, sizeof *s);
    xoomtui__xplane__xspace__init(&s->pb);
    return s;
}

void xb_hostname(xb_space *s, const char *name)
{
    GROW(s->pb.hostnames, s->pb.n_hostnames);
    s->pb.hostnames[s->pb.n_hostnames++] = pstrdup(&s->pl, name);
}

xb_plane *xb_plane_new(xb_space *s, int64_t id, const char *name)
{
    xb_plane *p = pmalloc(&s->pl, sizeof *p);
    xoomtui__xplane__xplane__init(&p->pb);
    p->pb.id = id;
    p->pb.name = pstrdup(&s->pl, name);
    p->s = s;
    GROW(s->pb.planes, s->pb.n_planes);
    s->pb.planes[s->pb.n_planes++] = &p->pb;
    GROW(s->planes, s->nplanes);
    s->planes[s->nplanes++] = p;
    return p;
}

xb_plane *xb_plane_find(xb_space *s, const char *name)
{
    for (size_t i = 0; i < s->nplanes; i++)
        if (!strcmp(s->planes[i]->pb.name, name))
            return s->planes[i];
    return NULL;
}

static int64_t stat_id(xb_plane *p, const char *name)
{
    for (size_t i = 0; i < p->nst; i++)
        if (!strcmp(p->st_names[i], name))
            return (int64_t)i + 1;
    GROW(p->st_names, p->nst);
    p->st_names[p->nst++] = pstrdup(&p->s->pl, name);
    Xoomtui__Xplane__StatMetadataEntry *e = pmalloc(&p->s->pl, sizeof *e);
    xoomtui__xplane__stat_metadata_entry__init(e);
    Xoomtui__Xplane__XStatMetadata *m = pmalloc(&p->s->pl, sizeof *m);
    xoomtui__xplane__xstat_metadata__init(m);
    m->id = (int64_t)p->nst;
    m->name = p->st_names[p->nst - 1];
    e->key = m->id;
    e->value = m;
    GROW(p->pb.stat_metadata, p->pb.n_stat_metadata);
    p->pb.stat_metadata[p->pb.n_stat_metadata++] = e;
    return m->id;
}

/* A new event metadata entry named name (p's string, kept), id p->nev. */
static Xoomtui__Xplane__XEventMetadata *ev_meta_new(xb_plane *p, char *name)
{
    GROW(p->ev_names, p->nev);
    p->ev_names[p->nev] = name;
    ev_index(p, p->nev);
    p->nev++;
    Xoomtui__Xplane__EventMetadataEntry *e = pmalloc(&p->s->pl, sizeof *e);
    xoomtui__xplane__event_metadata_entry__init(e);
    Xoomtui__Xplane__XEventMetadata *m = pmalloc(&p->s->pl, sizeof *m);
    xoomtui__xplane__xevent_metadata__init(m);
    m->id = (int64_t)p->nev;
    m->name = p->ev_names[p->nev - 1];
    e->key = m->id;
    e->value = m;
    GROW(p->pb.event_metadata, p->pb.n_event_metadata);
    p->pb.event_metadata[p->pb.n_event_metadata++] = e;
    return m;
}

static Xoomtui__Xplane__XEventMetadata *ev_meta(xb_plane *p, const char *name, int64_t *id)
{
    if (p->ev_cap) {
        size_t i = p->ev_slots[ev_slot(p, name)];
        if (i) {
            *id = (int64_t)i;
            return p->pb.event_metadata[i - 1]->value;
        }
    }
    Xoomtui__Xplane__XEventMetadata *m = ev_meta_new(p, pstrdup(&p->s->pl, name));
    *id = m->id;
    return m;
}

static XStat *new_stat(xb_plane *p, const char *name)
{
    XStat *st = pmalloc(&p->s->pl, sizeof *st);
    xoomtui__xplane__xstat__init(st);
    st->metadata_id = stat_id(p, name);
    return st;
}

void xb_plane_stat_u(xb_plane *p, const char *name, uint64_t v)
{
    XStat *st = new_stat(p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_UINT64_VALUE;
    st->uint64_value = v;
    GROW(p->pb.stats, p->pb.n_stats);
    p->pb.stats[p->pb.n_stats++] = st;
}

void xb_plane_stat_str(xb_plane *p, const char *name, const char *v)
{
    XStat *st = new_stat(p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_STR_VALUE;
    st->str_value = pstrdup(&p->s->pl, v);
    GROW(p->pb.stats, p->pb.n_stats);
    p->pb.stats[p->pb.n_stats++] = st;
}

xb_line *xb_line_new(xb_plane *p, int64_t id, const char *name, int64_t timestamp_ns)
{
    xb_line *l = pmalloc(&p->s->pl, sizeof *l);
    xoomtui__xplane__xline__init(&l->pb);
    l->pb.id = id;
    l->pb.name = pstrdup(&p->s->pl, name);
    l->pb.timestamp_ns = timestamp_ns;
    l->p = p;
    GROW(p->pb.lines, p->pb.n_lines);
    p->pb.lines[p->pb.n_lines++] = &l->pb;
    return l;
}

xb_event *xb_event_new(xb_line *l, const char *name, int64_t start_ps, int64_t dur_ps)
{
    xb_event *e = pmalloc(&l->p->s->pl, sizeof *e);
    xoomtui__xplane__xevent__init(&e->pb);
    int64_t id;
    ev_meta(l->p, name, &id);
    e->pb.metadata_id = id;
    e->pb.data_case = XOOMTUI__XPLANE__XEVENT__DATA_OFFSET_PS;
    e->pb.offset_ps = start_ps - l->pb.timestamp_ns * 1000;
    e->pb.duration_ps = dur_ps;
    e->p = l->p;
    GROW(l->pb.events, l->pb.n_events);
    l->pb.events[l->pb.n_events++] = &e->pb;
    return e;
}

static void push_stat(xb_event *e, XStat *st)
{
    GROW(e->pb.stats, e->pb.n_stats);
    e->pb.stats[e->pb.n_stats++] = st;
}

void xb_event_meta_id(xb_event *e, int64_t id)
{
    e->pb.metadata_id = id;
}

void xb_event_meta_twin(xb_event *e)
{
    xb_plane *p = e->p;
    int64_t id = e->pb.metadata_id;
    if (id < 1 || (size_t)id > p->nev)
        return;
    /* the same string: ev_meta finds the first of the name */
    e->pb.metadata_id = ev_meta_new(p, p->ev_names[id - 1])->id;
}

void xb_stat_i(xb_event *e, const char *name, int64_t v)
{
    XStat *st = new_stat(e->p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_INT64_VALUE;
    st->int64_value = v;
    push_stat(e, st);
}

void xb_stat_u(xb_event *e, const char *name, uint64_t v)
{
    XStat *st = new_stat(e->p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_UINT64_VALUE;
    st->uint64_value = v;
    push_stat(e, st);
}

void xb_stat_d(xb_event *e, const char *name, double v)
{
    XStat *st = new_stat(e->p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_DOUBLE_VALUE;
    st->double_value = v;
    push_stat(e, st);
}

void xb_stat_ref(xb_event *e, const char *name, const char *v)
{
    XStat *st = new_stat(e->p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_REF_VALUE;
    st->ref_value = (uint64_t)stat_id(e->p, v);
    push_stat(e, st);
}

void xb_stat_str(xb_event *e, const char *name, const char *v)
{
    XStat *st = new_stat(e->p, name);
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_STR_VALUE;
    st->str_value = pstrdup(&e->p->s->pl, v);
    push_stat(e, st);
}

void xb_module(xb_space *s, const char *name, uint64_t program_id, const uint8_t *proto,
               size_t len, bool program_id_stat)
{
    xb_plane *p = xb_plane_find(s, "/host:metadata");
    if (!p)
        p = xb_plane_new(s, 99, "/host:metadata");
    /* whole, however long the name (a 512-byte buffer made two 1,500-byte
     * names one) */
    size_t fl = strlen(name) + 24;
    char *full = malloc(fl);
    if (!full)
        abort();
    snprintf(full, fl, "%s(%llu)", name, (unsigned long long)program_id);
    int64_t id;
    Xoomtui__Xplane__XEventMetadata *m = ev_meta(p, full, &id);
    free(full);
    if (!program_id_stat) {
        /* JAX <= 0.9.1: keyed by the program id itself */
        m->id = (int64_t)program_id;
        p->pb.event_metadata[id - 1]->key = (int64_t)program_id;
    }
    XStat *st = new_stat(p, "Hlo Proto");
    st->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_BYTES_VALUE;
    st->bytes_value.data = pmalloc(&s->pl, len);
    memcpy(st->bytes_value.data, proto, len);
    st->bytes_value.len = len;
    GROW(m->stats, m->n_stats);
    m->stats[m->n_stats++] = st;
    if (program_id_stat) {
        XStat *ps = new_stat(p, "program_id");
        ps->value_case = XOOMTUI__XPLANE__XSTAT__VALUE_UINT64_VALUE;
        ps->uint64_value = program_id;
        GROW(m->stats, m->n_stats);
        m->stats[m->n_stats++] = ps;
    }
}

uint8_t *xb_pack(xb_space *s, size_t *len)
{
    *len = xoomtui__xplane__xspace__get_packed_size(&s->pb);
    uint8_t *b = malloc(*len ? *len : 1);
    if (!b)
        exit(3);
    xoomtui__xplane__xspace__pack(&s->pb, b);
    return b;
}

int xb_write(xb_space *s, const char *path, bool gz)
{
    size_t len;
    uint8_t *b = xb_pack(s, &len);
    int rc = 0;
    if (gz) {
        gzFile f = gzopen(path, "wb");
        if (!f || gzwrite(f, b, (unsigned)len) != (int)len)
            rc = -1;
        if (f && gzclose(f) != Z_OK)
            rc = -1;
    } else {
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(b, 1, len, f) != len)
            rc = -1;
        if (f && fclose(f))
            rc = -1;
    }
    free(b);
    return rc;
}

static void free_event_arrays(XEvent *e)
{
    free(e->stats);
}

void xb_free(xb_space *s)
{
    if (!s)
        return;
    for (size_t i = 0; i < s->nplanes; i++) {
        xb_plane *p = s->planes[i];
        for (size_t l = 0; l < p->pb.n_lines; l++) {
            XLine *ln = p->pb.lines[l];
            for (size_t e = 0; e < ln->n_events; e++)
                free_event_arrays(ln->events[e]);
            free(ln->events);
        }
        for (size_t k = 0; k < p->pb.n_event_metadata; k++)
            free(p->pb.event_metadata[k]->value->stats);
        free(p->pb.lines);
        free(p->pb.event_metadata);
        free(p->pb.stat_metadata);
        free(p->pb.stats);
        free(p->ev_names);
        free(p->ev_slots);
        free(p->st_names);
    }
    free(s->pb.planes);
    free(s->pb.hostnames);
    free(s->planes);
    for (size_t i = 0; i < s->pl.n; i++)
        free(s->pl.p[i]);
    free(s->pl.p);
    free(s);
}

/* ---- HLO ---------------------------------------------------------------------- */

typedef Xoomtui__Hlo__HloInstructionProto Instr;

typedef struct hb_buf {
    int64_t id, instr, size, alloc, offset;
    bool temp;
} hb_buf;

typedef struct hb_ev {
    int kind;
    int64_t buf, canonical;
    const char *at;
} hb_ev;

struct hb_module {
    pool pl;
    Xoomtui__Hlo__HloProto proto;
    Xoomtui__Hlo__HloModuleProto mod;
    Xoomtui__Hlo__BufferAssignmentProto ba;
    Xoomtui__Hlo__HloInputOutputAliasProto alias;
    Xoomtui__Hlo__StackFrameIndexProto sfi;
    Xoomtui__Hlo__HloComputationProto **comps;
    size_t ncomps;
    Instr **instrs; /* all, by id order of creation */
    size_t ninstrs;
    hb_buf *bufs;
    size_t nbufs;
    size_t *buf_pos;   /* logical buffer id -> index in bufs + 1 (0: none) */
    size_t nbuf_pos;
    hb_ev *evs;
    size_t nevs;
    int64_t next_id;
    int64_t temp_size;
    bool no_trace; /* hb_no_trace */
    bool size_set; /* hb_temp_size_set: the temp block's size as given */
    int64_t size_given;
};

hb_module *hb_new(const char *name, int64_t id)
{
    hb_module *m = calloc(1, sizeof *m);
    xoomtui__hlo__hlo_proto__init(&m->proto);
    xoomtui__hlo__hlo_module_proto__init(&m->mod);
    xoomtui__hlo__buffer_assignment_proto__init(&m->ba);
    xoomtui__hlo__hlo_input_output_alias_proto__init(&m->alias);
    xoomtui__hlo__stack_frame_index_proto__init(&m->sfi);
    m->mod.name = pstrdup(&m->pl, name);
    m->mod.id = id;
    m->mod.input_output_alias = &m->alias;
    m->mod.stack_frame_index = &m->sfi;
    m->proto.hlo_module = &m->mod;
    m->proto.buffer_assignment = &m->ba;
    m->next_id = 1;
    return m;
}

int64_t hb_comp(hb_module *m, const char *name)
{
    Xoomtui__Hlo__HloComputationProto *c = pmalloc(&m->pl, sizeof *c);
    xoomtui__hlo__hlo_computation_proto__init(c);
    c->name = pstrdup(&m->pl, name);
    c->id = (int64_t)m->ncomps + 1000;
    if (!m->ncomps) {
        m->mod.entry_computation_id = c->id;
        m->mod.entry_computation_name = c->name;
    }
    GROW(m->comps, m->ncomps);
    m->comps[m->ncomps++] = c;
    return c->id;
}

static Xoomtui__Hlo__HloComputationProto *comp_by_id(hb_module *m, int64_t id)
{
    for (size_t i = 0; i < m->ncomps; i++)
        if (m->comps[i]->id == id)
            return m->comps[i];
    return m->comps[0];
}

static Instr *instr_by_id(hb_module *m, int64_t id)
{
    for (size_t i = 0; i < m->ninstrs; i++)
        if (m->instrs[i]->id == id)
            return m->instrs[i];
    return NULL;
}

int64_t hb_instr(hb_module *m, int64_t comp, const char *name, const char *opcode, int type,
                 const int64_t *dims, const char *op_name, const char *file, int line)
{
    Instr *in = pmalloc(&m->pl, sizeof *in);
    xoomtui__hlo__hlo_instruction_proto__init(in);
    in->name = pstrdup(&m->pl, name);
    in->opcode = pstrdup(&m->pl, opcode);
    in->id = (comp << 32) | m->next_id++; /* JAX >= 0.7.2 style 64-bit ids */
    Xoomtui__Hlo__ShapeProto *sh = pmalloc(&m->pl, sizeof *sh);
    xoomtui__hlo__shape_proto__init(sh);
    sh->element_type = type;
    size_t nd = 0;
    while (dims && dims[nd] >= 0)
        nd++;
    sh->n_dimensions = nd;
    sh->dimensions = pmalloc(&m->pl, (nd + 1) * sizeof(int64_t));
    for (size_t i = 0; i < nd; i++)
        sh->dimensions[i] = dims[i];
    in->shape = sh;
    Xoomtui__Hlo__OpMetadata *md = pmalloc(&m->pl, sizeof *md);
    xoomtui__hlo__op_metadata__init(md);
    md->op_name = pstrdup(&m->pl, op_name ? op_name : "");
    md->source_file = pstrdup(&m->pl, file ? file : "");
    md->source_line = line;
    in->metadata = md;
    if (!strcmp(opcode, "custom-call"))
        in->custom_call_target = pstrdup(&m->pl, "__cublas$lt$matmul");
    Xoomtui__Hlo__HloComputationProto *c = comp_by_id(m, comp);
    GROW(c->instructions, c->n_instructions);
    c->instructions[c->n_instructions++] = in;
    GROW(m->instrs, m->ninstrs);
    m->instrs[m->ninstrs++] = in;
    return in->id;
}

void hb_calls(hb_module *m, int64_t instr, int64_t comp)
{
    Instr *in = instr_by_id(m, instr);
    if (!in)
        return;
    in->called_computation_ids = pmalloc(&m->pl, sizeof(int64_t));
    in->called_computation_ids[0] = comp;
    in->n_called_computation_ids = 1;
}

static int32_t intern_str(hb_module *m, char ***arr, size_t *n, const char *s)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp((*arr)[i], s))
            return (int32_t)i + 1;
    GROW(*arr, *n);
    (*arr)[(*n)++] = pstrdup(&m->pl, s);
    return (int32_t)*n;
}

void hb_stack(hb_module *m, int64_t instr, const char *const *frames, size_t n)
{
    Instr *in = instr_by_id(m, instr);
    if (!in || !n)
        return;
    /* frames are innermost first; the index is built outermost first */
    int32_t parent = 0;
    for (size_t k = n; k-- > 0;) {
        /* "file:line:function", each part of any length */
        const char *c1 = strchr(frames[k], ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
        if (!c1 || !c2 || c1 == frames[k] || !c2[1])
            continue;
        int line = atoi(c1 + 1);
        char *file = strndup(frames[k], (size_t)(c1 - frames[k])), *fn = strdup(c2 + 1);
        if (!file || !fn)
            abort();
        Xoomtui__Hlo__StackFrameIndexProto__FileLocation *loc = pmalloc(&m->pl, sizeof *loc);
        xoomtui__hlo__stack_frame_index_proto__file_location__init(loc);
        loc->file_name_id = intern_str(m, &m->sfi.file_names, &m->sfi.n_file_names, file);
        loc->function_name_id = intern_str(m, &m->sfi.function_names, &m->sfi.n_function_names, fn);
        loc->line = line;
        free(file);
        free(fn);
        GROW(m->sfi.file_locations, m->sfi.n_file_locations);
        m->sfi.file_locations[m->sfi.n_file_locations++] = loc;
        Xoomtui__Hlo__StackFrameIndexProto__StackFrame *fr = pmalloc(&m->pl, sizeof *fr);
        xoomtui__hlo__stack_frame_index_proto__stack_frame__init(fr);
        fr->file_location_id = (int32_t)m->sfi.n_file_locations;
        fr->parent_frame_id = parent;
        GROW(m->sfi.stack_frames, m->sfi.n_stack_frames);
        m->sfi.stack_frames[m->sfi.n_stack_frames++] = fr;
        parent = (int32_t)m->sfi.n_stack_frames;
    }
    in->metadata->stack_frame_id = parent;
}

void hb_stack_cycle(hb_module *m, int64_t instr)
{
    static const char *const f[] = { "loop.py:1:spin" };
    hb_stack(m, instr, f, 1);
    Instr *in = instr_by_id(m, instr);
    if (in && in->metadata->stack_frame_id > 0)
        m->sfi.stack_frames[in->metadata->stack_frame_id - 1]->parent_frame_id =
            in->metadata->stack_frame_id;
}

static Xoomtui__Hlo__BufferAllocationProto *new_alloc(hb_module *m)
{
    Xoomtui__Hlo__BufferAllocationProto *a = pmalloc(&m->pl, sizeof *a);
    xoomtui__hlo__buffer_allocation_proto__init(a);
    a->index = (int64_t)m->ba.n_buffer_allocations;
    GROW(m->ba.buffer_allocations, m->ba.n_buffer_allocations);
    m->ba.buffer_allocations[m->ba.n_buffer_allocations++] = a;
    return a;
}

static int64_t new_lbuf(hb_module *m, int64_t instr, int64_t size)
{
    Xoomtui__Hlo__LogicalBufferProto *lb = pmalloc(&m->pl, sizeof *lb);
    xoomtui__hlo__logical_buffer_proto__init(lb);
    lb->id = (int64_t)m->ba.n_logical_buffers + 1;
    lb->size = size;
    Xoomtui__Hlo__LogicalBufferProto__Location *loc = pmalloc(&m->pl, sizeof *loc);
    xoomtui__hlo__logical_buffer_proto__location__init(loc);
    loc->instruction_id = instr;
    lb->defined_at = loc;
    GROW(m->ba.logical_buffers, m->ba.n_logical_buffers);
    m->ba.logical_buffers[m->ba.n_logical_buffers++] = lb;
    return lb->id;
}

static void assign(hb_module *m, Xoomtui__Hlo__BufferAllocationProto *a, int64_t lbuf,
                   int64_t offset, int64_t size)
{
    Xoomtui__Hlo__BufferAllocationProto__Assigned *as = pmalloc(&m->pl, sizeof *as);
    xoomtui__hlo__buffer_allocation_proto__assigned__init(as);
    as->logical_buffer_id = lbuf;
    as->offset = offset;
    as->size = size;
    GROW(a->assigned, a->n_assigned);
    a->assigned[a->n_assigned++] = as;
}

int64_t hb_static(hb_module *m, int kind, int64_t instr, int64_t size, int64_t param_number)
{
    Xoomtui__Hlo__BufferAllocationProto *a = new_alloc(m);
    a->size = size;
    a->is_entry_computation_parameter = (kind & HB_PARAM) != 0;
    a->maybe_live_out = (kind & HB_OUTPUT) != 0;
    a->is_constant = (kind & HB_CONST) != 0;
    a->is_thread_local = (kind & HB_THREAD_LOCAL) != 0;
    a->parameter_number = param_number;
    int64_t lb = new_lbuf(m, instr, size);
    assign(m, a, lb, 0, size);
    return a->index;
}

void hb_param_index(hb_module *m, int64_t alloc, const int64_t *ix, size_t n)
{
    for (size_t i = 0; i < m->ba.n_buffer_allocations; i++) {
        Xoomtui__Hlo__BufferAllocationProto *a = m->ba.buffer_allocations[i];
        if (a->index != alloc)
            continue;
        a->parameter_shape_index = pmalloc(&m->pl, (n + 1) * sizeof *ix);
        memcpy(a->parameter_shape_index, ix, n * sizeof *ix);
        a->n_parameter_shape_index = n;
    }
}

void hb_alias(hb_module *m, int64_t param_number)
{
    Xoomtui__Hlo__AliasEntryProto *e = pmalloc(&m->pl, sizeof *e);
    xoomtui__hlo__alias_entry_proto__init(e);
    e->parameter_number = param_number;
    e->kind = 2;
    GROW(m->alias.entries, m->alias.n_entries);
    m->alias.entries[m->alias.n_entries++] = e;
    for (size_t i = 0; i < m->ba.n_buffer_allocations; i++)
        if (m->ba.buffer_allocations[i]->is_entry_computation_parameter &&
            m->ba.buffer_allocations[i]->parameter_number == param_number)
            m->ba.buffer_allocations[i]->is_parameter_aliased_with_output = true;
}

int64_t hb_temp(hb_module *m, int64_t instr, int64_t size)
{
    int64_t id = new_lbuf(m, instr, size);
    GROW(m->bufs, m->nbufs);
    hb_buf b = { id, instr, size, -1, -1, true };
    m->bufs[m->nbufs++] = b;
    while (m->nbuf_pos <= (size_t)id) {
        GROW(m->buf_pos, m->nbuf_pos);
        m->buf_pos[m->nbuf_pos++] = 0;
    }
    m->buf_pos[id] = m->nbufs;
    return id;
}

static void add_ev(hb_module *m, int kind, int64_t buf, int64_t canonical, const char *at)
{
    GROW(m->evs, m->nevs);
    hb_ev e = { kind, buf, canonical, at ? pstrdup(&m->pl, at) : NULL };
    m->evs[m->nevs++] = e;
}

void hb_alloc(hb_module *m, int64_t lbuf, const char *at) { add_ev(m, 0, lbuf, 0, at); }
void hb_free_buf(hb_module *m, int64_t lbuf, const char *at) { add_ev(m, 1, lbuf, 0, at); }
void hb_share(hb_module *m, int64_t lbuf, int64_t canonical, const char *at)
{
    add_ev(m, 2, lbuf, canonical, at);
}
void hb_trace_raw(hb_module *m, int kind, int64_t lbuf, int64_t canonical)
{
    add_ev(m, kind, lbuf, canonical, "raw");
}

static hb_buf *buf_of(hb_module *m, int64_t id)
{
    if (id < 0 || (size_t)id >= m->nbuf_pos || !m->buf_pos[id])
        return NULL;
    return &m->bufs[m->buf_pos[id] - 1];
}

/* First-fit offsets from the trace: a buffer gets the lowest offset that
 * does not overlap a live one; shared buffers take their canonical's. */
static void place(hb_module *m)
{
    hb_buf **live = calloc(m->nbufs + 1, sizeof *live);
    size_t nlive = 0;
    m->temp_size = 0;
    for (size_t e = 0; e < m->nevs; e++) {
        hb_ev *ev = &m->evs[e];
        hb_buf *b = buf_of(m, ev->buf);
        if (!b)
            continue;
        if (ev->kind == 0 && b->offset < 0) {
            int64_t off = 0;
            bool moved = true;
            while (moved) {
                moved = false;
                for (size_t i = 0; i < nlive; i++)
                    if (off < live[i]->offset + live[i]->size && live[i]->offset < off + b->size) {
                        off = live[i]->offset + live[i]->size;
                        off = (off + 255) & ~(int64_t)255;
                        moved = true;
                    }
            }
            b->offset = off;
            live[nlive++] = b;
            if (off + b->size > m->temp_size)
                m->temp_size = off + b->size;
        } else if (ev->kind == 2) {
            hb_buf *c = buf_of(m, ev->canonical);
            if (c)
                b->offset = c->offset;
        } else if (ev->kind == 1) {
            for (size_t i = 0; i < nlive; i++)
                if (live[i] == b) {
                    live[i] = live[--nlive];
                    break;
                }
        }
    }
    free(live);
}

uint8_t *hb_pack(hb_module *m, size_t *len)
{
    /* the computations, instructions and the temp allocation */
    m->mod.n_computations = m->ncomps;
    m->mod.computations = m->comps;
    place(m);
    if (m->nbufs && m->no_trace) { /* the temp block, each buffer at its start */
        Xoomtui__Hlo__BufferAllocationProto *a = new_alloc(m);
        for (size_t i = 0; i < m->nbufs; i++)
            if (m->bufs[i].size > m->temp_size)
                m->temp_size = m->bufs[i].size;
        a->size = m->temp_size;
        for (size_t i = 0; i < m->nbufs; i++)
            assign(m, a, m->bufs[i].id, 0, m->bufs[i].size);
    } else if (m->nbufs && !m->ba.n_heap_simulator_traces) {
        Xoomtui__Hlo__BufferAllocationProto *a = new_alloc(m);
        a->size = m->size_set ? m->size_given : m->temp_size;
        for (size_t i = 0; i < m->nbufs; i++)
            assign(m, a, m->bufs[i].id, m->bufs[i].offset < 0 ? 0 : m->bufs[i].offset,
                   m->bufs[i].size);
        Xoomtui__Hlo__HeapSimulatorTrace *tr = pmalloc(&m->pl, sizeof *tr);
        xoomtui__hlo__heap_simulator_trace__init(tr);
        tr->buffer_allocation_index = a->index;
        tr->n_events = m->nevs;
        tr->events = pmalloc(&m->pl, (m->nevs + 1) * sizeof *tr->events);
        for (size_t e = 0; e < m->nevs; e++) {
            Xoomtui__Hlo__HeapSimulatorTrace__Event *ev = pmalloc(&m->pl, sizeof *ev);
            xoomtui__hlo__heap_simulator_trace__event__init(ev);
            ev->kind = m->evs[e].kind;
            ev->buffer_id = m->evs[e].buf;
            ev->share_with_canonical_id = m->evs[e].canonical;
            ev->instruction_name = pstrdup(&m->pl, m->evs[e].at ? m->evs[e].at : "");
            ev->computation_name = m->comps[0]->name;
            tr->events[e] = ev;
        }
        GROW(m->ba.heap_simulator_traces, m->ba.n_heap_simulator_traces);
        m->ba.heap_simulator_traces[m->ba.n_heap_simulator_traces++] = tr;
    }
    *len = xoomtui__hlo__hlo_proto__get_packed_size(&m->proto);
    uint8_t *b = malloc(*len ? *len : 1);
    if (!b)
        exit(3);
    xoomtui__hlo__hlo_proto__pack(&m->proto, b);
    return b;
}

void xb_module_hb(xb_space *s, const char *name, uint64_t program_id, hb_module *m)
{
    size_t len;
    uint8_t *pk = hb_pack(m, &len);
    xb_module(s, name, program_id, pk, len, false);
    free(pk);
    hb_free(m);
}

void hb_no_trace(hb_module *m) { m->no_trace = true; }

void hb_temp_size_set(hb_module *m, int64_t size)
{
    m->size_set = true;
    m->size_given = size;
}

int64_t hb_temp_size(hb_module *m)
{
    return m->temp_size;
}

void hb_free(hb_module *m)
{
    if (!m)
        return;
    for (size_t i = 0; i < m->ncomps; i++)
        free(m->comps[i]->instructions);
    free(m->comps);
    free(m->instrs);
    free(m->bufs);
    free(m->buf_pos);
    free(m->evs);
    for (size_t i = 0; i < m->ba.n_buffer_allocations; i++)
        free(m->ba.buffer_allocations[i]->assigned);
    free(m->ba.buffer_allocations);
    free(m->ba.logical_buffers);
    free(m->ba.heap_simulator_traces);
    free(m->alias.entries);
    free(m->sfi.file_names);
    free(m->sfi.function_names);
    free(m->sfi.file_locations);
    free(m->sfi.stack_frames);
    for (size_t i = 0; i < m->pl.n; i++)
        free(m->pl.p[i]);
    free(m->pl.p);
    free(m);
}
