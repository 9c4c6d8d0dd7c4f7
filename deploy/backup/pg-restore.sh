#!/bin/sh
# Restores a dump of deploy/backup/pg-backup.sh into a NEW database and checks it, so a restore
# never overwrites the live database by accident:
#   deploy/backup/pg-restore.sh /var/backups/feriora/feriora-20261129T031500Z.dump feriora_restored
# Then either point DATABASE_URL at the new database and restart the app processes, or (with the
# app stopped) rename: ALTER DATABASE feriora RENAME TO feriora_old;
#                     ALTER DATABASE feriora_restored RENAME TO feriora;
# Options (environment): OWNER (feriora) — the role the app connects as; PGHOST/PGPORT/PGUSER.
set -eu
if [ $# -ne 2 ]; then
  echo "usage: $0 DUMP_FILE NEW_DATABASE" >&2
  exit 2
fi
dump="$1"
database="$2"
owner="${OWNER:-feriora}"

pg_restore --list "$dump" > /dev/null
if psql -d postgres -Atc "select 1 from pg_database where datname = '$database'" | grep -q 1; then
  echo "database $database exists already: choose a new name" >&2
  exit 1
fi
createdb --owner="$owner" "$database"
# One transaction: a failed restore leaves an empty database, never a half-restored one.
pg_restore --exit-on-error --single-transaction --no-owner --role="$owner" --dbname="$database" "$dump"

# The restored database must hold the migrations' journal and the catalogue.
psql -d "$database" -v ON_ERROR_STOP=1 -Atc "select 'migrations applied: ' || count(*) from drizzle.__drizzle_migrations"
psql -d "$database" -v ON_ERROR_STOP=1 -Atc "select 'objects: ' || count(*) from objects"
echo "restored into $database"
