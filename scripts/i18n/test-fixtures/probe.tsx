// A component as a feature would write it before translation: what the scan must find (and not).
declare const toast: { success(text: string): void };
declare function Field(props: { label: string; name: string; variant: string }): null;
export function Probe({ t }: { t: (key: string) => string }) {
  toast.success('Note saved');
  const columns = [{ id: 'day', label: 'Pick a day' }];
  return (
    <div className="note-form" data-testid="note-form">
      <h2>Save the note</h2>
      <Field label="Policy number" name="policyNumber" variant="outlined" />
      <p>{t('translated')}</p>
      {columns.length}
      {columns.length > 1 ? 'Several days' : 'one-day'}
    </div>
  );
}
