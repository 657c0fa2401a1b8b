import { createRequire } from 'node:module';
import { ATTACHMENT_MAX_MB } from '../../common/constants';
import { ValidationError } from '../errors';
import { pdfFirstPagePreview } from './pdf-preview';

/**
 * What a sent file becomes before it is stored. The client's name and declared type are only hints:
 * the bytes decide. A photo (JPEG, PNG, HEIC) is decoded and re-encoded by us, so what we store and
 * serve is an image we produced, without its metadata (place, camera) or anything appended to it; a
 * HEIC becomes a JPEG. A PDF is checked to be one and kept byte for byte (it is a document, not ours
 * to rewrite), and is only ever served as a download; its first page becomes a preview image when poppler
 * is installed (pdf-preview.ts). Anything else is refused.
 */
export interface PreparedFile {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  name: string;
  /** A small WebP for the timeline: a photo's, or a PDF's first page when it can be rendered. */
  preview: Buffer | null;
  width: number | null;
  height: number | null;
}

export const UNSUPPORTED_FILE =
  'Only photos (JPEG, PNG or HEIC) and PDF files can be sent. This file is neither.';
export const UNREADABLE_PHOTO = 'This photo could not be read. Please choose another one.';
export const UNREADABLE_PDF = 'This PDF is damaged or incomplete. Please choose another one.';
export const TOO_LARGE = `Each file must be ${ATTACHMENT_MAX_MB} MB or smaller.`;

/** The long side a sent photo is kept at: sharper than any phone screen, far smaller than a 48 MP original. */
const PHOTO_MAX_SIDE_PX = 4096;
const PREVIEW_MAX_SIDE_PX = 480;
/** Decompression bombs: a 10 MB file may claim a billion pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

type Detected = 'image/jpeg' | 'image/png' | 'image/heic' | 'application/pdf';

/** The type the first bytes say, whatever the name or the declared type claim. */
export function detectFileType(bytes: Buffer): Detected | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  // ISO base media: a box of type ftyp whose brand is one of HEIF's (iPhones write heic or mif1).
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brands = bytes.subarray(8, Math.min(bytes.length, bytes.readUInt32BE(0))).toString('latin1');
    if (/heic|heix|heim|heis|hevc|hevx|mif1|msf1/.test(brands)) return 'image/heic';
  }
  return null;
}

export async function prepareFile(bytes: Buffer, clientName: string): Promise<PreparedFile> {
  const type = detectFileType(bytes);
  if (type === null) throw new ValidationError(UNSUPPORTED_FILE);
  if (type === 'application/pdf') {
    const pdf = preparePdf(bytes, clientName);
    return { ...pdf, preview: await pdfFirstPagePreview(pdf.bytes) };
  }
  return preparePhoto(type === 'image/heic' ? await heicToJpeg(bytes) : bytes, type, clientName);
}

/**
 * A real PDF starts with its version line and ends with its cross-reference pointer and end marker
 * (ISO 32000-1, 7.5.5); a renamed file or a truncated upload does not.
 */
function preparePdf(bytes: Buffer, clientName: string): PreparedFile {
  const head = bytes.subarray(0, 16).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(head) || !/startxref\s+\d+\s+%%EOF\s*$/.test(tail))
    throw new ValidationError(UNREADABLE_PDF);
  return {
    bytes,
    contentType: 'application/pdf',
    name: withExtension(clientName, 'pdf', 'document'),
    preview: null,
    width: null,
    height: null,
  };
}

async function preparePhoto(
  bytes: Buffer,
  type: 'image/jpeg' | 'image/png' | 'image/heic',
  clientName: string,
): Promise<PreparedFile> {
  // libvips loads on the first photo, not with every server.
  const { default: sharp } = await import('sharp');
  const asPng = type === 'image/png';
  try {
    // rotate() applies the camera's orientation before the metadata that carried it is dropped.
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (
      asPng ? base.png({ compressionLevel: 9 }) : base.jpeg({ quality: 86, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    const preview = await sharp(data)
      .resize(PREVIEW_MAX_SIDE_PX, PREVIEW_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      bytes: data,
      contentType: asPng ? 'image/png' : 'image/jpeg',
      name: withExtension(clientName, asPng ? 'png' : 'jpg', 'photo'),
      preview,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new ValidationError(UNREADABLE_PHOTO);
  }
}

/** HEIC (what iPhones take) is decoded in JavaScript: the prebuilt libvips has no HEVC decoder. */
async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const convert = createRequire(import.meta.url)('heic-convert') as (options: {
    buffer: Buffer;
    format: 'JPEG' | 'PNG';
    quality?: number;
  }) => Promise<ArrayBuffer>;
  try {
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.95 }));
  } catch {
    throw new ValidationError(UNREADABLE_PHOTO);
  }
}

/**
 * The name people see and download: the client's, without any path, control or quote characters, and
 * with the extension of what we actually store (a renamed file never keeps a misleading one).
 */
export function withExtension(clientName: string, extension: string, fallback: string): string {
  const base =
    clientName
      .split(/[/\\]/)
      .pop()!
      .replace(/[\p{Cc}\p{Cf}"<>|:*?]+/gu, '')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 120) || fallback;
  return `${base}.${extension}`;
}
