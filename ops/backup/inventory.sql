-- What a restored copy must match, one row per fact: (kind, name, value), all text, never null.
--   rows      the exact row count of every table of every schema but PostgreSQL's own (public holds the
--             tables; catalog, orders, stock ... hold the views each module publishes);
--   view      every view, with its number of columns;
--   sequence  every sequence owned by a column, "covers" when its last value is at least the column's
--             largest value (else the next insert would collide with a restored row);
--   total     the sum of order totals (customer_order.total, centimes of DZD).
-- Read by backup.sh (in the dump's own snapshot), restore.sh and verify.mjs.
with relation as (
  select c.oid, n.nspname as schema_name, c.relname as relation_name, c.relkind as kind
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'm', 'v', 'S')
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname !~ '^pg_(toast|temp_)'
),
-- query_to_xml runs a statement built per table inside this one query: no function to create.
counted as (
  select r.*, (xpath('/row/n/text()', query_to_xml(
      format('select count(*) as n from %I.%I', schema_name, relation_name), false, true, '')))[1]::text as n
  from relation r
  where kind in ('r', 'p', 'm')
),
owned_sequence as (
  select r.schema_name, r.relation_name, pg_sequence_last_value(r.oid) as last_value,
    (xpath('/row/m/text()', query_to_xml(
      format('select max(%I) as m from %I.%I', a.attname, tn.nspname, t.relname), false, true, '')))[1]::text::numeric
      as column_max
  from relation r
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
  join pg_class t on t.oid = d.refobjid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  where r.kind = 'S'
)
select 'rows' as kind, schema_name || '.' || relation_name as name, n as value
from counted
union all
select 'view', r.schema_name || '.' || r.relation_name,
  (select count(*) from pg_attribute a where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped)::text
from relation r
where r.kind = 'v'
union all
select 'sequence', schema_name || '.' || relation_name,
  case when coalesce(last_value, 0) >= coalesce(column_max, 0) then 'covers'
    else format('behind: last value %s, column holds %s', coalesce(last_value, 0), column_max) end
from owned_sequence
union all
select 'total', 'public.customer_order.total', coalesce(sum(total), 0)::text
from public.customer_order
order by kind, name;
