# shellcheck shell=bash
# Sourced by backup.sh and restore.sh: failing with a message, finding the PostgreSQL client programs,
# and taking a DATABASE_URL apart so its password reaches libpq through PGPASSWORD, never through a
# command line (other users see argv in `ps`) nor through anything these scripts print.

die() {
  printf '%s: %s\n' "${0##*/}" "$*" >&2
  exit 1
}

# PG_BIN picks a client version (e.g. /usr/lib/postgresql/17/bin): pg_dump must be at least as new as
# the server it dumps, pg_restore at least as new as the pg_dump that wrote the archive.
pg_program() {
  local program="${PG_BIN:+$PG_BIN/}$1"
  command -v "$program" >/dev/null || die "$program not found: install the PostgreSQL client or set PG_BIN"
  printf '%s' "$program"
}

# Percent-decoding of a URL's user or password (UTF-8 bytes included); a literal backslash stays one.
url_decode() {
  local text=${1//\\/\\\\}
  printf '%b' "${text//%/\\x}"
}

# Sets CONNINFO (the URL without its password, safe to print) and exports PGPASSWORD from $1.
# Everything after the host (port, database, ?sslmode=...) is left for libpq to read.
read_database_url() {
  local url=$1 scheme rest userinfo
  case $url in
    postgres://* | postgresql://*) ;;
    '') die 'DATABASE_URL is not set' ;;
    *) die 'DATABASE_URL must be a postgres:// or postgresql:// URL' ;;
  esac
  scheme=${url%%://*}
  rest=${url#*://}
  CONNINFO=$url
  [[ $rest == *@* ]] || return 0
  # Up to the last @: a password written without percent-encoding may hold one.
  userinfo=${rest%@*}
  if [[ $userinfo == *:* ]]; then
    PGPASSWORD=$(url_decode "${userinfo#*:}")
    export PGPASSWORD
  fi
  CONNINFO="$scheme://${userinfo%%:*}@${rest##*@}"
}

# The database's name in CONNINFO, for file names: the path's first segment, or "postgres".
database_name() {
  local path=${CONNINFO#*://}
  path=${path%%\?*}
  [[ $path == */* ]] && path=${path#*/} || path=''
  path=$(url_decode "${path:-postgres}")
  printf '%s' "${path//[^A-Za-z0-9_.-]/_}"
}
