import { unzipSync } from 'fflate';
import { attachmentPath } from './export-format';
import { sha256Hex } from './sha256';
import type { VerifyReport } from './verify-report';

/** A zip archive starts with a local file header. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * An archive export is a zip with the conversation's export (a PDF, or a CSV) at its top level and the
 * files sent in it under attachments/. The export is verified as on its own; then each file it lists is
 * found in the archive and hashed: a file changed, swapped or missing is named with its message, whose
 * chained hash covers that file's SHA-256.
 */
export function verifyArchive(
  bytes: Uint8Array,
  verifyExport: (bytes: Uint8Array) => VerifyReport,
): VerifyReport {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return { ok: false, kind: 'zip', checks: [], problems: ['This zip archive is damaged and cannot be read.'] };
  }
  const exports = Object.keys(files).filter((name) => !name.includes('/') && /\.(pdf|csv)$/i.test(name));
  if (exports.length !== 1)
    return {
      ok: false,
      kind: 'zip',
      checks: [],
      problems: ['This zip archive does not hold exactly one Parley export (a PDF or CSV) at its top level.'],
    };
  const report: VerifyReport = { ...verifyExport(files[exports[0]]), kind: 'zip' };
  const listed = report.attachments ?? [];
  let matching = 0;
  for (const file of listed) {
    const path = attachmentPath(file.messageId, file.index, file.name);
    const stored = files[path];
    if (!stored) {
      report.brokenAtMessageId ??= file.messageId;
      report.problems.push(`Message #${file.seq} (ID ${file.messageId}): its attachment “${file.name}” is missing from the archive.`);
    } else if (sha256Hex(stored) !== file.sha256) {
      report.brokenAtMessageId ??= file.messageId;
      report.problems.push(
        `Message #${file.seq} (ID ${file.messageId}): its attachment “${file.name}” does not match the SHA-256 its message’s hash covers (the file was changed).`,
      );
    } else matching++;
  }
  if (listed.length > 0 && matching === listed.length)
    report.checks.push(
      `All ${listed.length} attached files match the SHA-256 their messages’ hashes cover.`,
    );
  report.ok = report.problems.length === 0;
  return report;
}
