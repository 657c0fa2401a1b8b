import { spawn } from 'node:child_process';

/**
 * The first page of a PDF as a small WebP, for the timeline and the viewer, rendered by poppler's
 * `pdftoppm` when it is installed (Debian: poppler-utils). It is optional: without it, or for a PDF it
 * cannot render, the answer is null and the PDF is shown as a card, as before. The preview is derived
 * from the stored bytes, so it is never part of the hash chain.
 */
export const PDF_PREVIEW_MAX_SIDE_PX = 960;
/** A hostile PDF can make a renderer spin: it gets a few seconds, then the card is shown. */
const RENDER_TIMEOUT_MS = 8_000;
/** A 960 px PNG of one page is well under this; anything larger is not a preview we want. */
const MAX_RENDER_BYTES = 16 * 1024 * 1024;

/** The renderer to run: PDFTOPPM_PATH names another (or a missing one, to turn previews off). */
export const pdftoppmCommand = () => process.env.PDFTOPPM_PATH || 'pdftoppm';

/** PNG bytes of page 1, or null when the renderer is absent, fails, or takes too long. */
function renderFirstPage(bytes: Buffer): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const args = [
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-png',
      '-scale-to',
      String(PDF_PREVIEW_MAX_SIDE_PX),
      '-',
    ];
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(pdftoppmCommand(), args, {
        stdio: ['pipe', 'pipe', 'ignore'],
        timeout: RENDER_TIMEOUT_MS,
      });
    } catch {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    child.on('error', () => resolve(null)); // ENOENT: not installed
    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RENDER_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('close', (code) =>
      resolve(code === 0 && size <= MAX_RENDER_BYTES ? Buffer.concat(chunks) : null),
    );
    // The renderer may stop reading early (a broken file): that is its answer, not ours to throw.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(bytes);
  });
}

export async function pdfFirstPagePreview(bytes: Buffer): Promise<Buffer | null> {
  const png = await renderFirstPage(bytes);
  if (!png || png.length === 0) return null;
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(png, { failOn: 'error' })
      .resize(PDF_PREVIEW_MAX_SIDE_PX, PDF_PREVIEW_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
