#!/usr/bin/env bash
# Installs Debian packages for the tests when something they need is missing (sourced by
# ensure-chromium.sh and ensure-media-tools.sh): `apt_install "<what, for messages>" [--no-install-recommends]
# pkg...` (Chromium keeps its recommended packages, its fonts among them). As root,
# or with sudo; where neither apt-get nor a way to run it as root exists, it says what to run and fails.
apt_install() {
  local what=$1
  shift
  local options=()
  if [ "${1:-}" = --no-install-recommends ]; then
    options+=(--no-install-recommends)
    shift
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Cannot install $what: not root and no sudo. Run as root: apt-get update && apt-get install -y $*" >&2
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Cannot install $what: apt-get is not available. Install $* (Debian's packages or your system's own), then run npm test again." >&2
    return 1
  fi
  echo "Installing $what with apt-get: $*..."
  if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${options[@]}" "$@" >/dev/null; }; then
    echo "Installing $what with apt-get failed. Run: apt-get update && apt-get install -y $*, then npm test again." >&2
    return 1
  fi
}
