import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertValidStorageKey, type Storage, type StoredObject } from './storage';

/**
 * An S3-compatible bucket, spoken to through the AWS SDK (signing, retries, both addressing
 * styles). `clientOptions` lets a caller add to the client's settings (a test's address resolver).
 */
export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(
    config: S3Config,
    private readonly mediaBaseUrl: string,
    clientOptions: Partial<S3ClientConfig> = {},
  ) {
    this.#bucket = config.bucket;
    this.#client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: config.forcePathStyle,
      maxAttempts: 3,
      // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default
      // CRC32 trailers, and SigV4 already signs the payload's SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...clientOptions,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      return { body, contentType: object.ContentType ?? 'application/octet-stream', size: body.length };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.mediaBaseUrl}/${key}`;
  }

  close(): void {
    this.#client.destroy();
  }
}

/** S3 answers NoSuchKey; some compatible stores answer a bare 404. */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}
