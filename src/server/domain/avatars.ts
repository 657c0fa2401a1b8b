import { eq, sql } from 'drizzle-orm';
import { AVATAR_SIZE_PX } from '../../common/constants';
import type { Database } from '../db/client';
import { avatars, users } from '../db/schema';
import { ValidationError } from '../errors';
import type { UserRow } from './accounts';
import type { Outcome } from './events';

export const INVALID_AVATAR_TYPE = 'Invalid file type: Please upload a JPEG or PNG image';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The declared content type is the client's word; the first bytes are the file's. */
export function sniffImageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/**
 * Decodes and re-encodes the image (256 px WebP, metadata stripped), so what we store and serve is
 * always an image we produced, whatever the upload contained.
 */
export async function normalizeAvatar(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new ValidationError(INVALID_AVATAR_TYPE);
  // libvips loads on the first upload, not with every server.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ValidationError('The image could not be read. Please upload a valid JPEG or PNG image');
  }
}

/** A new photo: the person's tabs and everyone they talk with see it. */
export async function saveAvatar(db: Database, userId: string, image: Buffer): Promise<Outcome<UserRow>> {
  const user = await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId, image, contentType: 'image/webp' })
      .onConflictDoUpdate({ target: avatars.userId, set: { image, updatedAt: new Date() } });
    const [user] = await tx
      .update(users)
      .set({ avatarVersion: sql`coalesce(${users.avatarVersion}, 0) + 1` })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
  return { result: user, events: [{ type: 'profile_updated', userId }] };
}

export async function removeAvatar(db: Database, userId: string): Promise<Outcome<UserRow>> {
  const user = await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    const [user] = await tx
      .update(users)
      .set({ avatarVersion: null })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
  return { result: user, events: [{ type: 'profile_updated', userId }] };
}

export async function findAvatar(db: Database, userId: string) {
  const [row] = await db.select().from(avatars).where(eq(avatars.userId, userId)).limit(1);
  return row;
}
