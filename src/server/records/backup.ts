/**
 * Logical backups of every table, taken in one REPEATABLE READ transaction so they are consistent, as
 * JSON lines (each row as PostgreSQL's own row_to_json, so timestamps keep their microseconds and bytes
 * their exact value), gzipped, then encrypted with AES-256-GCM.
 *
 * File layout: MAGIC (10) | key id (8) | IV (12) | ciphertext | GCM tag (16). The first 30 bytes are
 * authenticated as associated data. The plaintext is a header line (JSON), then for each table a line
 * "@table" followed by one JSON row per line, then (version 2, files on disk) a line FILES_MARKER followed
 * by the attachment files and their previews: one JSON line per piece of a file, { k: storage key,
 * d: base64 bytes }, the last piece of each file also carrying `end: true`. A file is cut in pieces so no
 * line is longer than about 64 KB whatever the file's size.
 *
 * Written by backup-write.ts, read and restored by backup-read.ts, kept in their folder by
 * backup-files.ts; the layout both sides share is in backup-format.ts, their catalog queries in
 * backup-catalog.ts. This module is the surface the rest of the server imports.
 */
export { BACKUP_EXTENSION, BACKUPS_KEPT, backupFileName, listBackups } from './backup-files';
export { BackupError } from './backup-format';
export { type RestoreResult, restoreBackup } from './backup-read';
export { writeBackup } from './backup-write';
