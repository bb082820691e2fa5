/**
 * Reads a form the way legacy pages send it: JSON, urlencoded or multipart (with files), into one
 * shape, so a route parses fields the same whichever the page used. Files are held in memory: they
 * are small by rule (MAX_UPLOAD_BYTES) and few (MAX_UPLOAD_FILES); a larger file or too many stop the
 * read at once with 413 and the field at fault, before the rest of the body is buffered.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@tijara/schema';
import { AppError, MalformedRequestError } from '../core/errors';
import { ErrorCode } from '@tijara/schema';

export interface UploadedFile {
  /** The form field it came in (`file` for product images). */
  readonly field: string;
  /** The name on the client's disk, as sent (never trusted as a type or a path). */
  readonly filename: string;
  readonly data: Buffer;
}

export interface FormBody {
  /** Repeated fields (checkbox groups) keep every value, in order. */
  readonly fields: Readonly<Record<string, string | string[]>>;
  readonly files: readonly UploadedFile[];
}

export interface FormLimits {
  readonly maxFileBytes?: number;
  readonly maxFiles?: number;
}

const MAX_FIELDS = 200;
const MAX_FIELD_BYTES = 256 * 1024;

/** One value of a field (the last when repeated), or undefined. */
export function fieldOf(body: FormBody, name: string): string | undefined {
  const value = body.fields[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function tooLarge(field: string, message: string): AppError {
  return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, message, { [field]: [message] });
}

function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

function fromJson(body: unknown): FormBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MalformedRequestError('The body must be a JSON object');
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) fields[name] = value.map(String);
    else fields[name] = typeof value === 'object' ? JSON.stringify(value) : String(value as string);
  }
  return { fields, files: [] };
}

function fromStream(req: Request, limits: FormLimits): Promise<FormBody> {
  const maxFileBytes = limits.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const maxFiles = limits.maxFiles ?? MAX_UPLOAD_FILES;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string | string[]> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy flags a file that reaches fileSize: one byte more lets a file of exactly the limit in.
        limits: {
          fileSize: maxFileBytes + 1,
          files: maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      reject(new MalformedRequestError('Unreadable form body'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(tooLarge(name, `The field ${name} is too long`));
      else addField(fields, name, value);
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(tooLarge(field, `${info.filename} is larger than ${sizeLabel(maxFileBytes)}`)),
      );
      stream.on('end', () => {
        if (!failed) files.push({ field, filename: info.filename ?? '', data: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(tooLarge('file', `At most ${maxFiles} files per request`)));
    parser.on('fieldsLimit', () => fail(tooLarge('form', 'Too many fields')));
    parser.on('error', () => fail(new MalformedRequestError('Unreadable form body')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.pipe(parser);
  });
}

/** The request's form, whatever its encoding. JSON was parsed by express.json already. */
export async function readFormBody(req: Request, limits: FormLimits = {}): Promise<FormBody> {
  const type = req.get('content-type') ?? '';
  if (/^application\/json/i.test(type)) return fromJson(req.body);
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type))
    return fromStream(req, limits);
  if (type === '' && (req.headers['content-length'] === '0' || req.headers['content-length'] === undefined)) {
    return { fields: {}, files: [] };
  }
  throw new MalformedRequestError('Send the form as JSON, urlencoded or multipart/form-data');
}

/**
 * A form carrying one image (a banner, a logo): a second file, or one over the size limit, is
 * refused under `file`, the field the screens show the upload's errors under.
 */
export async function readOneFileForm(req: Request): Promise<FormBody> {
  try {
    return await readFormBody(req, { maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const messages = Object.values(error.fieldErrors).flat();
    if (messages.length === 0) throw error;
    throw new AppError(error.code, error.message, { file: messages });
  }
}
