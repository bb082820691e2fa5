#!/usr/bin/env bash
# Dumps DATABASE_URL with pg_dump's custom format (-Fc) into a folder as
# tijara-<database>-<UTC time>.dump, beside it <dump>.inventory (inventory.sql's row counts, read in
# the very snapshot pg_dump copies, so a restore can be checked against it on a live shop) and
# <dump>.sha256 (both files; `sha256sum -c` checks them), then deletes dumps older than --keep-days.
# Exit 0 only when all three are complete; a failed run leaves none of them. Never prints the password.
#
#   DATABASE_URL=postgres://user:pass@host:5432/tijara ops/backup/backup.sh --dir /var/backups/tijara \
#     [--keep-days 14]
#
# BACKUP_DIR and BACKUP_KEEP_DAYS stand for the options; PG_BIN picks the client programs' folder.
set -Eeuo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"

usage() {
  printf 'usage: DATABASE_URL=postgres://... %s --dir <folder> [--keep-days <days>]\n' "${0##*/}"
}

dir=${BACKUP_DIR:-}
keep_days=${BACKUP_KEEP_DAYS:-}
while (($# > 0)); do
  case $1 in
    --dir)
      (($# > 1)) || die '--dir needs a folder'
      dir=$2 && shift 2
      ;;
    --keep-days)
      (($# > 1)) || die '--keep-days needs a number of days'
      keep_days=$2 && shift 2
      ;;
    -h | --help) usage && exit 0 ;;
    *) usage >&2 && exit 2 ;;
  esac
done
[[ -n $dir ]] || die 'say where dumps go: --dir <folder> or BACKUP_DIR'
[[ -z $keep_days || $keep_days =~ ^[1-9][0-9]*$ ]] || die '--keep-days must be a whole number of days, 1 or more'
read_database_url "${DATABASE_URL:-}"
pg_dump=$(pg_program pg_dump)
psql=$(pg_program psql)

umask 077 # a dump holds customers' names, phones and staff password hashes
mkdir -p "$dir"
name="tijara-$(database_name)-$(date -u +%Y%m%dT%H%M%SZ).dump"
dump="$dir/$name"
[[ ! -e $dump ]] || die "$dump already exists"
partial="$dir/.$name.partial"
work=$(mktemp -d)
cleanup() {
  rm -rf -- "$work" "$partial" "$partial.inventory" "$partial.sha256"
}
trap cleanup EXIT

# One transaction exports its snapshot, pg_dump copies that snapshot, then the same transaction
# counts the rows: the inventory describes exactly what the dump holds, whatever was written meanwhile.
coproc SNAPSHOT {
  "$psql" -X -q -A -t -F $'\t' -v ON_ERROR_STOP=1 --no-password -d "$CONNINFO" 2>"$work/psql.err"
}
# Bash forgets SNAPSHOT and SNAPSHOT_PID once psql ends: keep the pid and the pipes.
# shellcheck disable=SC2153 # set by coproc
snapshot_pid=$SNAPSHOT_PID
exec {to_psql}>&"${SNAPSHOT[1]}" {from_psql}<&"${SNAPSHOT[0]}"
trap '' PIPE # a psql that died answers writes with an error, handled below, instead of killing this script
printf '%s\n' 'begin transaction isolation level repeatable read, read only;' \
  'select pg_export_snapshot();' >&"$to_psql"
read -r -t 60 snapshot <&"$from_psql" || die "cannot open a snapshot of $CONNINFO: $(cat "$work/psql.err")"

"$pg_dump" --format=custom --no-password --snapshot="$snapshot" --file="$partial" --dbname="$CONNINFO" ||
  die "pg_dump of $CONNINFO failed (a pg_dump older than the server refuses it: see PG_BIN)"

marker="-- inventory done $$"
{
  cat "$here/inventory.sql"
  printf '\\echo %s\ncommit;\n\\q\n' "$marker"
} >&"$to_psql" || die "the snapshot's session of $CONNINFO ended early: $(cat "$work/psql.err")"
complete=false
while IFS= read -r line <&"$from_psql"; do
  [[ $line == "$marker" ]] && complete=true && break
  printf '%s\n' "$line"
done >"$partial.inventory"
$complete || die "counting the rows of $CONNINFO failed: $(cat "$work/psql.err")"
wait "$snapshot_pid" || die "the snapshot's transaction of $CONNINFO did not end cleanly"

sync -- "$partial" "$partial.inventory"
{
  printf '%s  %s\n' "$(sha256sum <"$partial" | cut -d' ' -f1)" "$name"
  printf '%s  %s\n' "$(sha256sum <"$partial.inventory" | cut -d' ' -f1)" "$name.inventory"
} >"$partial.sha256"
mv -- "$partial.inventory" "$dump.inventory"
mv -- "$partial" "$dump"
# The checksum file comes last: its presence says the dump is whole.
mv -- "$partial.sha256" "$dump.sha256"
sync -- "$dir"
printf 'backup.sh: %s (%s bytes) from %s\n' "$dump" "$(stat -c %s "$dump")" "$CONNINFO"

if [[ -n $keep_days ]]; then
  # Only after a good dump: a failing database never costs the older copies.
  find "$dir" -maxdepth 1 -type f -name 'tijara-*.dump' -mmin +"$((keep_days * 24 * 60))" -print0 |
    while IFS= read -r -d '' old; do
      rm -f -- "$old" "$old.inventory" "$old.sha256"
      printf 'backup.sh: deleted %s (older than %s days)\n' "$old" "$keep_days"
    done
fi
