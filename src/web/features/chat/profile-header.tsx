import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useRef, useState } from 'react';
import { AVATAR_TYPES } from '@common/constants';
import type { PublicUser } from '@common/types';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { Avatar } from '../../ui/avatar';
import { ThemeToggle } from '../../ui/theme-toggle';
import { fullName, initials } from './format';
import { RemovePhotoButton } from './remove-photo-button';

/** The signed-in person: photo (upload or remove), name, e-mail and the theme toggle. */
export function ProfileHeader({ user, themeToggle = true }: { user: PublicUser; themeToggle?: boolean }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const refreshUser = () => queryClient.invalidateQueries({ queryKey: authKeys.user });

  const upload = async (file: File) => {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      toast({
        title: 'Invalid file type',
        description: 'Please upload a JPEG or PNG image',
        variant: 'destructive',
      });
      return;
    }
    const form = new FormData();
    form.append('avatar', file);
    setBusy(true);
    try {
      await apiRequest('POST', '/api/avatar', form);
      await refreshUser();
      toast({ title: 'Photo updated', variant: 'success' });
    } catch {
      toast({ title: 'Upload failed', description: 'Please try again', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await apiRequest('DELETE', '/api/avatar');
      await refreshUser();
      toast({ title: 'Photo removed', variant: 'success' });
      return true;
    } catch {
      toast({ title: 'Delete failed', description: 'Please try again', variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-3">
      <div className="group relative">
        <Avatar size="lg" src={user.profileImageUrl} initials={initials(user)} />
        <button
          ref={cameraButton}
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-label={user.profileImageUrl ? 'Change profile photo' : 'Upload profile photo'}
          title={user.profileImageUrl ? 'Change profile photo' : 'Upload profile photo'}
          // On a touch screen an invisible margin makes it finger-sized without covering the photo.
          className="absolute -bottom-1 -right-1 rounded-full bg-brand-600 p-1.5 text-white shadow hover:bg-brand-700 disabled:opacity-60 pointer-coarse:after:absolute pointer-coarse:after:-inset-2 pointer-coarse:after:content-['']"
        >
          <Camera className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
        {/* Hidden from everyone: the camera button is the control, and opens this picker. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" data-testid="my-name">
          {fullName(user)}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
        <RemovePhotoButton
          hasPhoto={Boolean(user.profileImageUrl)}
          disabled={busy}
          onRemove={remove}
          focusAfterRemoval={cameraButton}
        />
      </div>
      {themeToggle && <ThemeToggle />}
    </div>
  );
}
