import { format } from 'date-fns';
import { DATE_FORMATS } from '@common/constants';

/** The general date format, 'MMMM dd, yyyy'. */
export function formatLongDate(iso: string): string {
  return format(new Date(iso), DATE_FORMATS.general);
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
