/**
 * The Compose specification schema (ops/schemas/compose-spec.json, see its README) compiled with Ajv,
 * with the custom formats it names checked as Compose reads them: Go durations ("5s", "1m30s"), port
 * mappings ("443:443", "127.0.0.1:8080:80/tcp"), exposed ports and subnets in CIDR notation.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import type { ErrorObject } from 'ajv';

const SCHEMA_FILE = path.join(__dirname, 'schemas/compose-spec.json');

const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const PORT_RANGE = '\\d{1,5}(-\\d{1,5})?';
const PORTS = new RegExp(
  `^((\\[[0-9a-fA-F:.]+\\]|[0-9.]+):)?((${PORT_RANGE})?:)?${PORT_RANGE}(/(tcp|udp|sctp))?$`,
);
const EXPOSE = new RegExp(`^${PORT_RANGE}(/(tcp|udp|sctp))?$`);

function isSubnet(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  const bits = Number(prefix);
  return (
    rest.length === 0 &&
    family !== 0 &&
    Number.isInteger(bits) &&
    bits >= 0 &&
    bits <= (family === 4 ? 32 : 128)
  );
}

/**
 * The schema without its draft-04 `id`s: Ajv refuses that keyword, and here they only name parts
 * (`"#/properties/services"`). A property called `id` would be an object and is kept.
 */
function withoutDraft4Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft4Ids);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

export type ComposeValidator = (document: unknown) => ErrorObject[];

export function composeValidator(): ComposeValidator {
  // The schema is taken as its authors wrote it (its `$schema` URL is the draft's old spelling); the
  // document is checked strictly against it.
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true, validateSchema: false });
  ajv.addFormat('duration', { type: 'string', validate: (value) => DURATION.test(value) });
  ajv.addFormat('ports', { type: 'string', validate: (value) => PORTS.test(value) });
  ajv.addFormat('expose', { type: 'string', validate: (value) => EXPOSE.test(value) });
  ajv.addFormat('subnet_ip_address', { type: 'string', validate: isSubnet });
  const schema = withoutDraft4Ids(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))) as object;
  const validate = ajv.compile(schema);
  return (document) => (validate(document) ? [] : [...(validate.errors ?? [])]);
}
