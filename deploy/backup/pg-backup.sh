#!/bin/sh
# pg_dump of the Feriora database in PostgreSQL's custom format (compressed, restorable table by
# table with pg_restore), written atomically, then old dumps pruned. Run by feriora-backup.service
# as the postgres user (peer authentication), or by hand:
#   PGDATABASE=feriora BACKUP_DIR=/var/backups/feriora deploy/backup/pg-backup.sh
# Settings (environment, e.g. /etc/feriora/backup.env): PGDATABASE (feriora), BACKUP_DIR
# (/var/backups/feriora), KEEP_DAYS (14); PGHOST/PGPORT/PGUSER as libpq reads them.
set -eu
PGDATABASE="${PGDATABASE:-feriora}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/feriora}"
KEEP_DAYS="${KEEP_DAYS:-14}"
export PGDATABASE

mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
target="$BACKUP_DIR/$PGDATABASE-$stamp.dump"
partial="$target.partial"
trap 'rm -f "$partial"' EXIT

# One consistent snapshot of the whole database (pg_dump runs in one repeatable-read
# transaction); the app keeps serving meanwhile. pgboss's job tables are included: restored
# queued jobs run again, which the jobs are written to allow (idempotent).
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$partial" "$PGDATABASE"
# A dump that pg_restore cannot list is no backup.
pg_restore --list "$partial" > /dev/null
mv "$partial" "$target"
trap - EXIT
echo "backup written: $target ($(du -h "$target" | cut -f1))"

find "$BACKUP_DIR" -maxdepth 1 -name "$PGDATABASE-*.dump" -mtime +"$KEEP_DAYS" -print -delete
