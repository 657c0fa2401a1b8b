import { verifyExportFile, type VerifyReport } from '@common/records/verify-file';

/** The largest file the page reads: a very long PDF export is a few tens of MB. */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;

export type FileCheck =
  | { state: 'idle' }
  | { state: 'checking'; name: string }
  | { state: 'done'; name: string; report: VerifyReport }
  | { state: 'error'; name: string; message: string };

/**
 * Reads the file in the browser and runs the same verifier as `npx parley verify`: nothing is
 * uploaded. The check yields to the browser first so "Checking…" is painted before it starts.
 */
export async function checkFile(file: File): Promise<FileCheck> {
  if (file.size > MAX_FILE_BYTES)
    return { state: 'error', name: file.name, message: 'This file is too large to be a Parley export.' };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { state: 'done', name: file.name, report: verifyExportFile(bytes) };
  } catch (error) {
    return {
      state: 'error',
      name: file.name,
      message: `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
