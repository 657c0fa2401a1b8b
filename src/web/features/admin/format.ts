import { format } from 'date-fns';
import { DATE_FORMATS } from '@common/constants';

/** Admin dates read 'MMM d, yyyy h:mm a'; a missing one reads 'Never'. */
export function adminDate(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), DATE_FORMATS.admin) : 'Never';
}

export { fullName } from '@common/names';

export function initials(u: { firstName: string; lastName: string }): string {
  return `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || '?';
}
