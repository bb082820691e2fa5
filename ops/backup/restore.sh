#!/usr/bin/env bash
# Restores a dump made by backup.sh into DATABASE_URL: checks the dump against its .sha256, refuses a
# target that holds any table, view or sequence (or schema besides public) unless --force, then runs
# pg_restore in one transaction (all or nothing) with --exit-on-error, analyses the tables (a restore
# brings no planner statistics) and prints inventory.sql's counts. Never prints the password.
#
#   DATABASE_URL=postgres://user:pass@host:5432/tijara_copy ops/backup/restore.sh [--force] <dump>
#
# --force replaces the objects the dump holds (pg_restore --clean --if-exists) and leaves any other.
# Objects are owned by the restoring role and no grants are restored (--no-owner --no-privileges): the
# target's roles need not match the source's. PG_BIN picks the client programs' folder.
set -Eeuo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"

usage() {
  printf 'usage: DATABASE_URL=postgres://... %s [--force] <dump>\n' "${0##*/}"
}

force=false
dump=''
while (($# > 0)); do
  case $1 in
    --force) force=true && shift ;;
    -h | --help) usage && exit 0 ;;
    -*) usage >&2 && exit 2 ;;
    *)
      [[ -z $dump ]] || { usage >&2 && exit 2; }
      dump=$1 && shift
      ;;
  esac
done
[[ -n $dump ]] || { usage >&2 && exit 2; }
[[ -f $dump ]] || die "$dump is not a file"
read_database_url "${DATABASE_URL:-}"
pg_restore=$(pg_program pg_restore)
psql=$(pg_program psql)
run_psql() {
  "$psql" -X -q -v ON_ERROR_STOP=1 --no-password -d "$CONNINFO" "$@"
}

if [[ -f $dump.sha256 ]]; then
  (cd "$(dirname "$dump")" && sha256sum --check --strict --quiet --ignore-missing "$(basename "$dump").sha256") ||
    die "$dump does not match its checksum file: it is damaged or incomplete"
else
  printf '%s: no %s.sha256 beside the dump: its integrity is not checked\n' "${0##*/}" "$dump" >&2
fi

occupied=$(run_psql -A -t -c "
  select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
            and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp_)')
       + (select count(*) from pg_namespace
          where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname !~ '^pg_')") ||
  die "cannot read $CONNINFO"
if ((occupied > 0)) && ! $force; then
  die "$CONNINFO is not empty ($occupied tables, views, sequences or schemas): restore into an empty" \
    "database, or pass --force to replace what the dump holds"
fi

clean=()
$force && clean=(--clean --if-exists)
"$pg_restore" --no-owner --no-privileges --exit-on-error --single-transaction "${clean[@]}" \
  --no-password --dbname="$CONNINFO" "$dump" || die "pg_restore into $CONNINFO failed: nothing was restored"
run_psql -c 'analyze' || die "analyze of $CONNINFO failed (the restore itself is complete)"

printf 'restore.sh: %s restored into %s\n' "$dump" "$CONNINFO"
run_psql -P footer=off -f "$here/inventory.sql"
