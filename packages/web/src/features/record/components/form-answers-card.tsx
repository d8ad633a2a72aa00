import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { answerRows, type AnswerRow, type Form } from '@bm/domain';
import { usePolicyDefinition } from '../actions/endorsement/endorsement-queries.ts';
import { useMemo } from 'react';
import { sayDefinition, useProductSay } from '../../../i18n/product-texts.ts';
import { useFormat, useT } from '../../../i18n/use-t.ts';
import { useProvinceName } from '../../../lib/province-names.ts';
import { DetailList } from './detail-list.tsx';
import { recordCardsMessages } from './messages.ts';

/** A row's value: one line per item for a repeating group (roommates), else its text. */
function rowValue(row: AnswerRow) {
  if (!row.items || row.items.length === 0) return row.value;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {row.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/**
 * The application form's answers as the questionnaire asks them: each under its question's heading,
 * valued in words (money in CAD, a choice by its label, Yes / No, an address on one line), from the
 * definition the record was answered on, in the screens' language. Without the definition, the keys are made readable.
 */
export function FormAnswersCard({ applicationId, form }: { applicationId: string; form: Form }) {
  const t = useT(recordCardsMessages);
  const definition = usePolicyDefinition(applicationId);
  const say = useProductSay();
  const f = useFormat();
  const provinceName = useProvinceName();
  // The definition's headings and option labels, Yes / No and money in the screens' language.
  const said = useMemo(
    () => (definition.data ? sayDefinition(definition.data, say) : null),
    [definition.data, say],
  );
  const words = {
    yes: say('Yes'),
    no: say('No'),
    money: f.money,
    colon: f.locale === 'fr-CA' ? '\u00a0: ' : ': ',
    province: provinceName,
  };
  const rows = definition.isPending ? null : answerRows(said, form, words);
  return (
    <Card variant="outlined">
      <CardHeader title={t('formAnswers')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {rows === null ? (
          <Skeleton variant="rounded" height={96} aria-label={t('loadingAnswers')} />
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noAnswers')}
          </Typography>
        ) : (
          <DetailList
            labelWidth={260}
            items={rows.map((row) => ({ id: row.key, label: row.label, value: rowValue(row) }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
