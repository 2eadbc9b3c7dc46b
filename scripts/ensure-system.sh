#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium, bubblewrap, a JDK (the Java
# labs' server-side runner), nginx (a school's caching proxy in the slow-link tests), and a PostgreSQL server (started if installed but stopped). Needs root or sudo only when something is missing.
set -euo pipefail

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
# The product's own start never waits for a password: `--labs` uses sudo only when it needs none.
if [ "${1:-}" = "--labs" ] && [ -n "$SUDO" ]; then SUDO="sudo -n"; fi
apt_updated=0
apt_install() {
  if [ $apt_updated = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

command -v bwrap >/dev/null || { echo "==> Installing bubblewrap"; apt_install bubblewrap; }
command -v javac >/dev/null || { echo "==> Installing Debian's default-jdk-headless"; apt_install default-jdk-headless; }
# `--labs` (command 1, the product itself): only what the Java lab's runner needs.
if [ "${1:-}" = "--labs" ]; then exit 0; fi
command -v chromium >/dev/null || { echo "==> Installing Debian's chromium"; apt_install chromium fonts-dejavu-core; }
# The e2e suite runs in Chromium's headless shell (playwright.config.ts), built from the same source and version.
command -v chromium-headless-shell >/dev/null || { echo "==> Installing Debian's chromium-headless-shell"; apt_install chromium-headless-shell; }
# The school-cache tests and bench rows (issue 24) put Debian's nginx in front of the app as a school's caching proxy;
# the tests start it themselves (scripts/proxies/school-cache.ts), so the system's own nginx service is not used.
[ -x /usr/sbin/nginx ] || { echo "==> Installing Debian's nginx-light (the school-cache tests)"; apt_install nginx-light; }

PG_HOST=127.0.0.1
if ! pg_isready -q -h "$PG_HOST" -p 5432 2>/dev/null; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "==> Installing PostgreSQL"
    apt_install postgresql
  fi
  ver=$(ls /etc/postgresql | sort -V | tail -1)
  conf=/etc/postgresql/$ver/main/pg_hba.conf
  # Local test server: trust connections from this machine only.
  if ! grep -q "learnhub-test" "$conf"; then
    $SUDO sed -i '1i host all all 127.0.0.1/32 trust # learnhub-test\nhost all all ::1/128 trust # learnhub-test' "$conf"
  fi
  echo "==> Starting PostgreSQL $ver"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$ver" main start || $SUDO pg_ctlcluster "$ver" main restart
  for _ in $(seq 1 30); do pg_isready -q -h "$PG_HOST" -p 5432 && break; sleep 1; done
fi
pg_isready -h "$PG_HOST" -p 5432

# Redis: the multi-instance tests share rate-limit counters through it, as a district deployment does.
redis_up() { (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && timeout 2 head -c 5 <&3 | grep -q PONG) 2>/dev/null; }
if ! redis_up; then
  command -v redis-server >/dev/null || { echo "==> Installing Redis"; apt_install redis-server; }
  echo "==> Starting Redis on 127.0.0.1:6379"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 20); do redis_up && break; sleep 0.5; done
fi
redis_up && echo "127.0.0.1:6379 - Redis answering"
