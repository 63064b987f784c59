#!/usr/bin/env bash
# Knowledge libraries (issue 27) show Office documents as PDF when LibreOffice can convert them. Install its
# head-less Writer, Calc and Impress from Debian's packages when missing (as root), else say what to run. Without
# them the portal still works: Office files are download-only and say so. OFFICE_CONVERTER names another binary.
set -euo pipefail
for candidate in "${OFFICE_CONVERTER:-}" /usr/bin/soffice /usr/bin/libreoffice /usr/lib/libreoffice/program/soffice; do
  [ -n "$candidate" ] && [ -x "$candidate" ] && exit 0
done
packages=(libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui)
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "[portico] installing ${packages[*]} (Office → PDF previews of knowledge libraries)…"
  apt-get update -qq
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null; then
    echo "[portico] LibreOffice could not be installed: Office files in knowledge libraries are download-only" >&2
  fi
else
  echo "[portico] No Office converter: Office files in knowledge libraries are download-only." >&2
  echo "          To show them as PDF: sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
fi
exit 0
