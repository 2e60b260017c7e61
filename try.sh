#!/bin/sh
# try.sh - install what xoomtui needs (Debian/Ubuntu), build it, and open
# the bundled example capture in the TUI.
#   XOOMTUI_HEADLESS=1 ./try.sh   prints the --report instead (CI, no terminal)
#   CONFIGURE_FLAGS=...           extra ./configure flags (CI: --enable-werror)
set -eu
cd "$(dirname "$0")"
PKGS="build-essential autoconf automake pkg-config libprotobuf-c-dev protobuf-c-compiler
      libncurses-dev libcmocka-dev zlib1g-dev tmux"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
    echo "try.sh: installing:$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure ${CONFIGURE_FLAGS:-}
make -j"$(nproc)"
if [ -n "${XOOMTUI_HEADLESS:-}" ]; then
    exec ./xoomtui --report examples/attention-oom.xplane.pb
fi
exec ./xoomtui examples/attention-oom.xplane.pb
