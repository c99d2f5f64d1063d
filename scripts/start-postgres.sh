#!/usr/bin/env bash
# Starts the local Debian PostgreSQL cluster and makes a test role and database.
# Prints the DATABASE_URL to use. Needs root (CI runs as root).
set -euo pipefail
bash "$(dirname "$0")/ensure-system-packages.sh" postgres >&2

cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -1)
  pg_createcluster "$version" main >&2
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start >&2 2>/dev/null || true
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')

for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -Atqc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done

su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -q" >&2 <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'songdee') THEN
    CREATE ROLE songdee LOGIN SUPERUSER PASSWORD 'songdee';
  END IF;
END \$\$;
SQL
su postgres -c "psql -p $port -Atqc \"select 1 from pg_database where datname='songdee'\"" | grep -q 1 ||
  su postgres -c "createdb -p $port -O songdee songdee" >&2

echo "postgres://songdee:songdee@127.0.0.1:$port/songdee"
