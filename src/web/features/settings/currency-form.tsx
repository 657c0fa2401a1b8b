import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { SettingsView } from '@common/schemas/settings';
import { apiRequest, errorMessage } from '../../lib/api';
import { announce } from '../../lib/announce';
import { Button } from '../../ui/button';
import { FieldError, Input, Label } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { settingsKeys, useSettings } from './settings-api';

/**
 * The currency a person's new expenses start in, in every conversation (they can still change it on
 * each expense). Empty: the currency the conversation used last.
 */
export function CurrencyForm() {
  const settings = useSettings();
  if (!settings.data) return <Spinner label="Loading expense settings..." />;
  return <CurrencyFields saved={settings.data.defaultCurrency} />;
}

function CurrencyFields({ saved }: { saved: string | null }) {
  const queryClient = useQueryClient();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const code = value.trim();
      const next = await apiRequest<SettingsView>('PUT', '/api/settings/expense-currency', {
        currency: code === '' ? null : code,
      });
      queryClient.setQueryData(settingsKeys.settings, next);
      setValue(next.defaultCurrency ?? '');
      announce(
        next.defaultCurrency ? `New expenses start in ${next.defaultCurrency}` : 'Default currency cleared',
      );
    } catch (err) {
      setError(errorMessage(err, 'The currency could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label="Expense currency">
      <div className="max-w-xs">
        <Label htmlFor={ids.input}>Default currency</Label>
        <Input
          id={ids.input}
          value={value}
          maxLength={3}
          autoComplete="off"
          placeholder="e.g. USD"
          aria-describedby={`${ids.hint} ${ids.error}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          A three-letter code such as USD, EUR or GBP. Leave it empty to use the currency each conversation
          used last.
        </p>
      </div>
      <FieldError id={ids.error} message={error} />
      <Button type="submit" disabled={busy}>
        Save currency
      </Button>
    </form>
  );
}
