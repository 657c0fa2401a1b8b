#!/usr/bin/env node
// The `parley` command shipped with the package. `parley verify <file>` checks a conversation export
// (CSV or PDF) entirely offline: no server, no account, no network.
import fs from 'node:fs';

const USAGE = `Usage: parley verify <export.csv | export.pdf | export.zip>

Checks a Parley conversation export: that the file is byte-for-byte as it was exported (its
verification code, and for a PDF its seal), and that every message's hash and link to the message
before it still hold (and, for a zip archive, that each attached file matches the SHA-256
its message's hash covers). Exit status: 0 intact, 1 changed or broken, 2 usage or unreadable file.`;

async function loadVerifier() {
  // The verifier is TypeScript shared with the server; tsx (a dependency) loads it without a build step.
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../src/common/records/verify-file.ts', import.meta.url);
}

async function verify(file) {
  let bytes;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${error.message}`);
    return 2;
  }
  const { verifyExportFile, messageSummary } = await loadVerifier();
  const report = verifyExportFile(bytes);
  const what =
    { pdf: 'PDF export', csv: 'CSV export', zip: 'archive export (the export with its files)' }[report.kind] ??
    'file';
  if (report.ok) {
    console.log(`INTACT: ${file} is an untouched Parley ${what}.`);
  } else {
    console.log(`NOT INTACT: ${file} has been changed or is not a Parley export.`);
  }
  for (const check of report.checks) console.log(`  ✓ ${check}`);
  for (const problem of report.problems) console.log(`  ✗ ${problem}`);
  if (report.messageCount !== undefined) console.log(`  Messages in the file: ${report.messageCount}`);
  if (!report.ok && report.messages) console.log(`  ${messageSummary(report)}`);
  if (report.membershipCount !== undefined)
    console.log(
      `  Membership changes in the file (not chained; covered by the code): ${report.membershipCount}`,
    );
  if (report.recordCount !== undefined)
    console.log(`  Records among them (not plain text; chained like messages): ${report.recordCount}`);
  if (report.attachments?.length) console.log(`  Attached files listed: ${report.attachments.length}`);
  if (report.chainHead !== undefined) console.log(`  Chain head: ${report.chainHead ?? 'none'}`);
  if (report.verificationCode) console.log(`  Verification code: ${report.verificationCode}`);
  if (report.ok)
    console.log(
      '  To tie this file to the live conversation, compare its chain head with a fresh export or with the other participants’ copies.',
    );
  return report.ok ? 0 : 1;
}

async function main(argv) {
  const [command, file, ...rest] = argv;
  if (command === 'verify' && file && rest.length === 0) return verify(file);
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
