import path from 'node:path';
import type { Config } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

export type { FileStorage } from './file-storage';

/** The storage the settings name: an S3 bucket with S3_BUCKET, else DATA_DIR/attachments. */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return diskStorage(path.join(config.dataDir, 'attachments'));
  // The AWS SDK loads only when a bucket is configured.
  const { s3Storage } = await import('./s3-storage');
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    prefix: config.S3_PREFIX,
  });
}
