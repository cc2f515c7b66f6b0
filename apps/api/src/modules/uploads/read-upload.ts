import { LIMITS, MESSAGES } from '@sparklink/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';

/** @fastify/multipart limits (api-contract §1.6): one file of at most 10 MB, text fields of 2 KB. */
export const MULTIPART_LIMITS = { fileSize: LIMITS.uploadBytes, files: 1, fieldSize: 2048 } as const;

export interface UploadRules {
  /** The one multipart field that may carry the file. */
  field: string;
  /** 400 when that field holds no file, e.g. "No file uploaded". */
  missingMessage: string;
  /** 413 over the size limit; "File is too large (max 10MB)" unless the endpoint says otherwise. */
  tooLargeMessage?: string;
}

export interface Upload {
  file: Buffer;
  /** The name the client gave the file (without its path); display only, never a storage key. */
  fileName: string;
  /** The text fields, still to be validated by the endpoint's schema. */
  fields: Record<string, string>;
}

/** Reads a whole multipart request: exactly one file, in `rules.field`, plus any text fields. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedContentType);
    throw invalidField(rules.field, rules.missingMessage);
  }
  let file: Buffer | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.field || file) {
          part.file.resume();
          throw invalidField(part.fieldname, MESSAGES.unexpectedFileField);
        }
        fileName = part.filename;
        file = await part.toBuffer();
      } else {
        if (part.valueTruncated) throw invalidField(part.fieldname, MESSAGES.formFieldTooLong);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asUploadError(error, rules);
  }
  if (!file?.length) throw invalidField(rules.field, rules.missingMessage);
  return { file, fileName, fields };
}

function asUploadError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', rules.tooLargeMessage ?? MESSAGES.fileTooLarge);
  }
  // busboy stops at the second file part; whatever field it is in, it is one file too many.
  if (code === 'FST_FILES_LIMIT') return invalidField(rules.field, MESSAGES.unexpectedFileField);
  // Parts and fields limits keep their own 413; a malformed body means no usable file arrived.
  if (statusCode === 413) return error;
  return invalidField(rules.field, rules.missingMessage);
}
