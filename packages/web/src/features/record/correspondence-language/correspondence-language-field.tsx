import TextField from '@mui/material/TextField';
import type { Application } from '@bm/contracts';
import { canChangeCorrespondenceLanguage, isLocale, LOCALE_NAMES, LOCALES } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { DetailItem } from '../components/detail-list.tsx';
import { useChangeCorrespondenceLanguage } from './api.ts';
import { correspondenceLanguageMessages } from './messages.ts';

/**
 * The insured's language of correspondence (their documents, emails, portal and payment page): a
 * select for whoever may change it (domain canChangeCorrespondenceLanguage), else its name. Each
 * language is named in itself.
 */
export function CorrespondenceLanguageField({ record }: { record: Application }) {
  const t = useT(correspondenceLanguageMessages);
  const toast = useToast();
  const { user } = useCurrentUser();
  const change = useChangeCorrespondenceLanguage(record.applicationId);
  const current = record.correspondenceLanguage;
  if (!user || !canChangeCorrespondenceLanguage(user.flags))
    return <span lang={current}>{LOCALE_NAMES[current]}</span>;
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={current}
      disabled={change.isPending}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLocale(language) || language === current) return;
        change.mutate(language, {
          onSuccess: () => toast.success(t('saved', { language: LOCALE_NAMES[language] })),
          onError: (error) => toast.error(error.message || t('failed')),
        });
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('label') } }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </TextField>
  );
}

/** The record summary's line: its label in the screens' language, the field as its value. */
export function useCorrespondenceLanguageItem(record: Application): DetailItem {
  const t = useT(correspondenceLanguageMessages);
  return {
    id: 'correspondence-language',
    label: t('label'),
    value: <CorrespondenceLanguageField record={record} />,
  };
}
