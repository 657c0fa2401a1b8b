import { Spinner } from '../../ui/spinner';
import { usePayments } from './api';
import { formatLongDate, formatMoney } from './format';

/** Real payments, newest first; the empty text when there are none. */
export function BillingHistory() {
  const { data: payments, isLoading, isError } = usePayments();
  if (isLoading) return <Spinner label="Loading billing history..." />;
  if (isError)
    return <p className="text-sm text-red-700 dark:text-red-400">Billing history could not be loaded.</p>;
  if (!payments?.length)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No billing history available</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Billing history</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className="py-2 pr-4 whitespace-nowrap">{formatLongDate(p.createdAt)}</td>
              <td className="hidden py-2 pr-4 sm:table-cell">{p.description}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatMoney(p.amountCents, p.currency)}</td>
              <td className="py-2">
                <span
                  className={
                    p.status === 'paid'
                      ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-900 dark:text-green-100'
                      : 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-900 dark:text-red-100'
                  }
                >
                  {p.status === 'paid' ? 'Paid' : 'Failed'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
