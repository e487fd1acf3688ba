#!/usr/bin/env bash
# Installs the Debian packages the decoder, browser and speech-intelligibility tests need, when they are
# missing: ffmpeg, chromium, and pocketsphinx (US English model) with espeak-ng for comparison.
set -euo pipefail
missing=()
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || missing+=(pocketsphinx-en-us)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}'" >&2
    exit 1
  fi
fi
echo "Installing ${missing[*]} from Debian's packages"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
