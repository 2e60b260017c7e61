/* names.h - every plane, line, event and stat name xoomtui knows, of every
 * JAX generation from 0.4.30 to 0.11, in one place (doc/format.md says
 * which generation writes which).  X-macro lists: a user defines X and
 * expands the list, e.g. the decoder's kept-stat table (xt_stat_kept) and
 * the runtime's interned names both come from XT_STAT_NAMES.
 *
 * To add a name: one row here.  A stat the analyses read must be XT_READ,
 * or the decoder drops it while loading (test_runtime_phases checks). */
#ifndef XT_NAMES_H
#define XT_NAMES_H

/* What the model does with a stat of that name. */
#define XT_READ 2 /* read by an analysis: kept in the model */
#define XT_KEEP 1 /* kept in the model (shown, or read by the decoder), not analysed */
#define XT_DROP 0 /* known, written by JAX, dropped while loading */

/* ---- planes (X(id, name)); a name ending in ':' is a prefix ---------------- */
#define XT_PLANE_NAMES(X)                                          \
    X(XT_PLANE_HOST, "/host:")             /* prefix: host planes */ \
    X(XT_PLANE_HOST_CPU, "/host:CPU")      /* TraceMe + Python events */ \
    X(XT_PLANE_METADATA, "/host:metadata") /* HloProtos, versions */ \
    X(XT_PLANE_PYTHON, "/host:python-tracer") /* merged into /host:CPU */ \
    X(XT_PLANE_CUPTI, "/host:CUPTI")       /* merged into /host:CPU */ \
    X(XT_PLANE_DEVICE, "/device:")         /* prefix: device planes */ \
    X(XT_PLANE_GPU, "/device:GPU:")        /* prefix + ordinal */   \
    X(XT_PLANE_TPU, "/device:TPU:")        /* prefix + ordinal */

/* ---- lines (X(id, name)) --------------------------------------------------- */
#define XT_LINE_NAMES(X)                                                \
    X(XT_LINE_XLA_MODULES, "XLA Modules") /* TPU device planes: one event per execution */ \
    X(XT_LINE_XLA_OPS, "XLA Ops")

/* ---- events (X(id, name)); a name ending in '(' or ' (' is a prefix -------- */
#define XT_EVENT_NAMES(X)                                                          \
    /* BFC allocator (every generation from 0.4.31) */                             \
    X(XT_EV_MEM_ALLOC, "MemoryAllocation")                                         \
    X(XT_EV_MEM_FREE, "MemoryDeallocation")                                        \
    X(XT_EV_ALLOCATOR_RETRY, "AllocatorRetry::AllocateRaw") /* >= 0.11 */           \
    X(XT_EV_BUILD_ALLOCS, "Build buffer allocations")                               \
    /* execution roots: 0.4.30 .. 0.9.0 */                                         \
    X(XT_EV_SE_EXECUTE, "PjRtStreamExecutorLoadedExecutable::Execute")             \
    /* >= 0.9.2 (prefixes, the module name follows in parentheses) */              \
    X(XT_EV_COMMON_EXECUTE, "CommonPjRtLoadedExecutable::Execute (")               \
    X(XT_EV_COMMON_EXECUTE_SHARDED, "CommonPjRtLoadedExecutable::ExecuteSharded (") \
    X(XT_EV_COMMON_EXECUTE_PORTABLE, "CommonPjRtLoadedExecutable::ExecutePortable (") \
    X(XT_EV_COMMON_EXECUTE_ANY, "CommonPjRtLoadedExecutable::Execute") /* prefix of the three */ \
    X(XT_EV_COMMON_DEVICE_EXECUTE, "] CommonPjRtLoadedExecutable::Execute (") /* "[<i>] ...": per device */ \
    /* TFRT GPU client (opt-in, 0.6 .. 0.10) and TPU */                           \
    X(XT_EV_TFRT_EXECUTE, "TfrtGpuExecutable::Execute")                            \
    X(XT_EV_TFRT_EXECUTE_SHARDED, "TfrtGpuExecutable::ExecuteSharded")             \
    X(XT_EV_TFRT_EXECUTE_PORTABLE, "TfrtGpuExecutable::ExecutePortable")           \
    X(XT_EV_TPU_EXECUTE, "TfrtTpuLoadedExecutable::Execute")                       \
    /* launches: a kernel was started (substrings, prefixes, exact) */             \
    X(XT_EV_EXECUTE_THUNKS, "GpuExecutable::ExecuteThunks") /* substring, >= 0.6.2 */ \
    X(XT_EV_GPU_MODULE, ":XLA GPU module")     /* substring: "<module>:XLA GPU module" */ \
    X(XT_EV_CU_LAUNCH, "cuLaunchKernel")       /* prefixes: CUPTI driver calls */ \
    X(XT_EV_CU_GRAPH_LAUNCH, "cuGraphLaunch")                                      \
    X(XT_EV_HIP_MODULE_LAUNCH, "hipModuleLaunchKernel")                            \
    X(XT_EV_HIP_EXT_MODULE_LAUNCH, "hipExtModuleLaunchKernel")                     \
    X(XT_EV_HIP_LAUNCH, "hipLaunchKernel")                                         \
    X(XT_EV_HIP_GRAPH_LAUNCH, "hipGraphLaunch")                                    \
    X(XT_EV_TPU_EXECUTE_LAUNCH, "TfrtTpuLoadedExecutable::ExecuteLaunch")          \
    /* around an execution */                                                      \
    X(XT_EV_PJIT, "PjitFunction(")           /* prefix: the jaxlib fast path */    \
    X(XT_EV_EXECUTABLE_SCOPE, "Executable::") /* substring: ExecuteHelper, ... */  \
    X(XT_EV_EXECUTABLE_CALL, "Executable(")                                        \
    X(XT_EV_PYTHON, "$")                      /* prefix: Python-tracer events */

/* ---- stats (X(id, name, use)) ---------------------------------------------- */
#define XT_STAT_NAMES(X)                                                           \
    /* BFC allocator events (every generation) */                                  \
    X(XT_ST_ALLOCATOR_NAME, "allocator_name", XT_READ)                             \
    X(XT_ST_BYTES_RESERVED, "bytes_reserved", XT_DROP) /* always 0 for BFC */      \
    X(XT_ST_BYTES_ALLOCATED, "bytes_allocated", XT_READ)                           \
    X(XT_ST_BYTES_AVAILABLE, "bytes_available", XT_READ)                           \
    X(XT_ST_FRAGMENTATION, "fragmentation", XT_READ)                               \
    X(XT_ST_PEAK_BYTES, "peak_bytes_in_use", XT_READ)                              \
    X(XT_ST_REQUESTED_BYTES, "requested_bytes", XT_READ)                           \
    X(XT_ST_ALLOCATION_BYTES, "allocation_bytes", XT_READ)                         \
    X(XT_ST_ADDR, "addr", XT_READ)                                                 \
    X(XT_ST_TF_OP, "tf_op", XT_DROP)   /* "(null)" to 0.6.1, "dummy" from 0.9 */    \
    X(XT_ST_STEP_ID, "id", XT_DROP)                                                \
    X(XT_ST_REGION_TYPE, "region_type", XT_DROP)                                   \
    X(XT_ST_DATA_TYPE, "data_type", XT_DROP)                                       \
    X(XT_ST_SHAPE, "shape", XT_READ)                 /* >= 0.9: output buffers */  \
    X(XT_ST_SRC, "_src", XT_DROP)                    /* >= 0.11 */                 \
    X(XT_ST_INDEX_ON_HOST, "index_on_host", XT_READ) /* TPU: no allocator_name */  \
    X(XT_ST_DEVICE_ORDINAL, "device_ordinal", XT_READ)                             \
    /* executions: producer/consumer links, module names and ids */                \
    X(XT_ST_PRODUCER, "_p", XT_READ)                                               \
    X(XT_ST_PRODUCER_TYPE, "_pt", XT_DROP)                                         \
    X(XT_ST_CONSUMER, "_c", XT_READ)                                               \
    X(XT_ST_CONSUMER_TYPE, "_ct", XT_READ)                                         \
    X(XT_ST_MODULE_NAME, "module_name", XT_READ)     /* ExecuteThunks >= 0.6.2 */  \
    X(XT_ST_NAME, "name", XT_DROP)                   /* >= 0.9.2; launches too */  \
    X(XT_ST_RUN_ID, "run_id", XT_DROP)                                             \
    X(XT_ST_HLO_MODULE, "hlo_module", XT_READ)       /* device kernels, ROCm */    \
    X(XT_ST_PROGRAM_ID, "program_id", XT_READ)                                     \
    X(XT_ST_CORRELATION_ID, "correlation_id", XT_READ)                             \
    X(XT_ST_HLO_OP, "hlo_op", XT_DROP)                                             \
    X(XT_ST_KERNEL_DETAILS, "kernel_details", XT_DROP)

/* ---- allocator names (values of allocator_name; X(id, name)) --------------- */
#define XT_POOL_NAMES(X)                                                           \
    X(XT_POOL_GPU0, "GPU_0_bfc")          /* device 0's BFC pool */                \
    X(XT_POOL_GPU_FMT, "GPU_%d_bfc")      /* scanf/printf format: GPU_<ordinal>_bfc */ \
    X(XT_POOL_HOST, "host_bfc")           /* substring: pinned host (xla_gpu_host_bfc) */ \
    X(XT_POOL_UNKNOWN, "unknown allocator") /* ours: no name, index or ordinal */

/* ---- plane stats and /host:metadata stats (X(id, name)): planes keep every
 * stat, the metadata plane is read by the loader, not filtered ------------- */
#define XT_PLANE_STAT_NAMES(X)                                                     \
    X(XT_ST_MEMORY_SIZE, "memory_size")        /* device planes */                 \
    X(XT_ST_PROFILE_START, "profile_start_time")                                  \
    X(XT_ST_PROFILE_STOP, "profile_stop_time")                                    \
    X(XT_ST_JAX_VERSION, "jax_version")        /* >= 0.9.2 */                      \
    X(XT_ST_JAXLIB_VERSION, "jaxlib_version")                                     \
    X(XT_ST_HLO_PROTO, "Hlo Proto")                                               \
    X(XT_ST_HLO_PROTO_LEGACY, "HLO Proto")     /* libtpu 0.0.37 */

/* The names as string constants: XT_EV_MEM_ALLOC is "MemoryAllocation". */
#define XT_NAME_DEF2(id, s) static const char id[] = s;
#define XT_NAME_DEF3(id, s, use) static const char id[] = s;
XT_PLANE_NAMES(XT_NAME_DEF2)
XT_LINE_NAMES(XT_NAME_DEF2)
XT_EVENT_NAMES(XT_NAME_DEF2)
XT_STAT_NAMES(XT_NAME_DEF3)
XT_PLANE_STAT_NAMES(XT_NAME_DEF2)
XT_POOL_NAMES(XT_NAME_DEF2)
#undef XT_NAME_DEF2
#undef XT_NAME_DEF3

#endif
