#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing.
# As root it installs them; otherwise it says exactly what to install and fails.
#   usage: scripts/ensure-system-packages.sh [postgres]
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
dpkg-query -W -f='${Status}' fonts-thai-tlwg 2>/dev/null | grep -q 'install ok installed' || need+=(fonts-thai-tlwg)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v zbarimg >/dev/null 2>&1 || need+=(zbar-tools)
# The report tests reopen the Excel exports with LibreOffice (headless, Calc only).
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
if [ "${1:-}" = "postgres" ]; then
  command -v pg_ctlcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
fi

[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages for the tests: ${need[*]}" >&2
  echo "Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${need[@]}" >/dev/null
