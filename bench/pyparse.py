#!/usr/bin/python3
"""What a user would use instead of xoomtui: parse the capture with the
C++-backed Python protobuf (Debian python3-protobuf), XSpace.ParseFromString,
and do no analysis at all.  The message classes are built from descriptors
here (the same fields as proto/xplane.proto), so no protoc is needed."""
import sys
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from google.protobuf.internal import api_implementation

F = descriptor_pb2.FieldDescriptorProto
T = {"i64": F.TYPE_INT64, "u64": F.TYPE_UINT64, "dbl": F.TYPE_DOUBLE,
     "str": F.TYPE_STRING, "bytes": F.TYPE_BYTES}

def msg(fd, name, fields):
    m = fd.message_type.add(name=name)
    for (fname, num, typ, rep) in fields:
        f = m.field.add(name=fname, number=num,
                        label=F.LABEL_REPEATED if rep else F.LABEL_OPTIONAL)
        if typ in T:
            f.type = T[typ]
        else:
            f.type = F.TYPE_MESSAGE
            f.type_name = ".xp." + typ

fd = descriptor_pb2.FileDescriptorProto(name="xp.proto", package="xp", syntax="proto3")
msg(fd, "XSpace", [("planes", 1, "XPlane", 1), ("errors", 2, "str", 1),
                   ("warnings", 3, "str", 1), ("hostnames", 4, "str", 1)])
msg(fd, "XPlane", [("id", 1, "i64", 0), ("name", 2, "str", 0), ("lines", 3, "XLine", 1),
                   ("event_metadata", 4, "EvEntry", 1), ("stat_metadata", 5, "StEntry", 1),
                   ("stats", 6, "XStat", 1)])
msg(fd, "EvEntry", [("key", 1, "i64", 0), ("value", 2, "XEventMetadata", 0)])
msg(fd, "StEntry", [("key", 1, "i64", 0), ("value", 2, "XStatMetadata", 0)])
msg(fd, "XLine", [("id", 1, "i64", 0), ("display_id", 10, "i64", 0), ("name", 2, "str", 0),
                  ("display_name", 11, "str", 0), ("timestamp_ns", 3, "i64", 0),
                  ("duration_ps", 9, "i64", 0), ("events", 4, "XEvent", 1)])
msg(fd, "XEvent", [("metadata_id", 1, "i64", 0), ("offset_ps", 2, "i64", 0),
                   ("duration_ps", 3, "i64", 0), ("stats", 4, "XStat", 1),
                   ("num_occurrences", 5, "i64", 0)])
msg(fd, "XStat", [("metadata_id", 1, "i64", 0), ("double_value", 2, "dbl", 0),
                  ("uint64_value", 3, "u64", 0), ("int64_value", 4, "i64", 0),
                  ("str_value", 5, "str", 0), ("bytes_value", 6, "bytes", 0),
                  ("ref_value", 7, "u64", 0)])
msg(fd, "XEventMetadata", [("id", 1, "i64", 0), ("name", 2, "str", 0),
                           ("display_name", 4, "str", 0), ("metadata", 3, "bytes", 0),
                           ("stats", 5, "XStat", 1), ("child_id", 6, "i64", 1)])
msg(fd, "XStatMetadata", [("id", 1, "i64", 0), ("name", 2, "str", 0),
                          ("description", 3, "str", 0)])
pool = descriptor_pool.DescriptorPool()
pool.Add(fd)
XSpace = message_factory.MessageFactory(pool).GetPrototype(pool.FindMessageTypeByName("xp.XSpace"))

with open(sys.argv[1], "rb") as f:
    data = f.read()
space = XSpace()
space.ParseFromString(data)
print("%s: %d planes (%s protobuf)" % (sys.argv[1], len(space.planes), api_implementation.Type()))
