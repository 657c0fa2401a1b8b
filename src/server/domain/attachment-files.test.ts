import { describe, expect, it } from 'vitest';
import { detectFileType, withExtension } from './attachment-files';

describe('a sent file’s name and type', () => {
  it('keeps the name people gave it, without paths, control characters or a misleading extension', () => {
    expect(withExtension('C:\\Users\\a\\beach.jpeg', 'jpg', 'photo')).toBe('beach.jpg');
    expect(withExtension('../../etc/"passwd"\u0000\u202e.exe', 'pdf', 'document')).toBe('passwd.pdf');
    expect(withExtension('invoice.pdf.exe', 'pdf', 'document')).toBe('invoice.pdf.pdf');
    expect(withExtension('', 'png', 'photo')).toBe('photo.png');
    expect(withExtension('Résumé école.PDF', 'pdf', 'document')).toBe('Résumé école.pdf');
  });

  it('goes by the bytes, not the name or the declared type', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const heic = Buffer.from('000000186674797068656963000000006d69663168656963', 'hex');
    expect(detectFileType(heic)).toBe('image/heic');
    const mp4 = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
    expect(detectFileType(mp4)).toBeNull();
  });
});
