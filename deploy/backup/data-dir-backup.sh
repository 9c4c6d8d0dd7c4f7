#!/bin/sh
# Backup of an embedded-mode site (no DATABASE_URL: PGlite files under DATA_DIR). PGlite is a
# single-process PostgreSQL whose files are only consistent while it is closed, and it has no
# pg_dump of its own here: the process is stopped for the copy (a few seconds; SIGTERM lets
# in-flight requests finish), then started again.
#   deploy/backup/data-dir-backup.sh /var/lib/feriora /var/backups/feriora feriora@3000
# Restore: stop the unit, replace DATA_DIR with the archive's contents, start the unit.
# (A crash-consistent filesystem snapshot — LVM, ZFS, btrfs — of DATA_DIR while running also
# works: PGlite recovers from its WAL on open as after a power cut.)
set -eu
if [ $# -lt 2 ]; then
  echo "usage: $0 DATA_DIR BACKUP_DIR [SYSTEMD_UNIT]" >&2
  exit 2
fi
data_dir="$1"
backup_dir="$2"
unit="${3:-}"
mkdir -p "$backup_dir"
target="$backup_dir/feriora-data-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"

if [ -n "$unit" ]; then
  systemctl stop "$unit"
  trap 'systemctl start "$unit"' EXIT
fi
# The photo render cache (DATA_DIR/cache) is rebuilt on demand: left out.
tar --create --gzip --file="$target.partial" --exclude=./cache -C "$data_dir" .
mv "$target.partial" "$target"
echo "backup written: $target ($(du -h "$target" | cut -f1))"
