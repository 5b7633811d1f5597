#!/bin/sh
# First start of an empty data volume only (the postgres image runs /docker-entrypoint-initdb.d
# once): one role and one database each for the booking service and for Strapi, so neither can
# read or change the other's tables. btree_gist (the bookings' no-overlap constraint) is a trusted
# extension: the booking role creates it in its own database at its first migration.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v booking_password="$BOOKING_DB_PASSWORD" -v cms_password="$CMS_DB_PASSWORD" <<'SQL'
CREATE ROLE booking LOGIN PASSWORD :'booking_password';
CREATE DATABASE booking OWNER booking;
CREATE ROLE cms LOGIN PASSWORD :'cms_password';
CREATE DATABASE cms OWNER cms;
REVOKE ALL ON DATABASE booking FROM PUBLIC;
REVOKE ALL ON DATABASE cms FROM PUBLIC;
SQL
