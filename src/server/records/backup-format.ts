/*
 * The backup file's layout and header, shared by writing (backup-write.ts) and reading (backup-read.ts).
 * backup.ts describes the format as a whole.
 */
export const MAGIC = Buffer.from('PARLEYBAK1', 'latin1');
export const PREAMBLE_LENGTH = MAGIC.length + 8 + 12;
export const TAG_LENGTH = 16;
export const FILES_MARKER = '@@files';
/** Bytes per line of a file in the backup (base64 makes it a third larger). */
export const FILE_PIECE_BYTES = 48 * 1024;

export class BackupError extends Error {}

export interface BackupHeader {
  format: 'parley-backup';
  /** 1: tables only (before 2026-11-27); 2: tables, then the attachment files when they are on disk. */
  version: 1 | 2;
  /**
   * Whether the attachment files follow the tables: 'included' (files under DATA_DIR), or 'bucket' (an
   * S3 bucket, backed up by its own means, docs/RECORDS.md#backups). Absent in version 1.
   */
  files?: 'included' | 'bucket';
  createdAt: string;
  migrations: number;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  /**
   * Where each identity sequence stood (absent in backups written before 2026-11-25): a restore
   * continues from there, so an id handed out before (a deleted ticket's "#6") is not handed out again.
   */
  sequences?: Array<{ table: string; column: string; last: number }>;
}
