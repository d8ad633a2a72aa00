import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Application } from '@bm/contracts';
import type { ProductDefinition } from '@bm/domain';
import { errorMessage } from '../../../../lib/form-field.ts';
import { useSay, useT } from '../../../../i18n/use-t.ts';
import { endorsementMessages } from './messages.ts';
import { ChangeFields } from './change-fields.tsx';
import { EndorsementPreview } from './endorsement-preview.tsx';
import { PaymentSection } from './payment-section.tsx';
import { ReasonFields } from './reason-fields.tsx';
import type { EndorsementState } from './use-endorsement.ts';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3">
      {children}
    </Typography>
  );
}

/** The new quote and how it is paid, once the draft is complete. */
function PreviewSection({ endorsement }: { endorsement: EndorsementState }) {
  const { preview, payment, saving, shown } = endorsement;
  const figures = preview.query.data;
  const t = useT(endorsementMessages);
  if (preview.failed) return <Alert severity="error">{errorMessage(preview.query.error)}</Alert>;
  if (!figures) return <Skeleton variant="rounded" height={120} aria-label={t('pricing')} />;
  return (
    <>
      <EndorsementPreview preview={figures} updating={preview.pending} shown={shown} />
      {preview.current && (
        <PaymentSection
          payment={shown ? { ...figures.payment, amount: shown.total } : figures.payment}
          cards={payment.cards}
          stripeMode={payment.stripeMode}
          disabled={saving}
        />
      )}
    </>
  );
}

/** The endorsement's inputs, its changes, the new quote and the payment. */
export function EndorsementForm({
  record,
  definition,
  endorsement,
  ticketRef,
}: {
  record: Application;
  definition: ProductDefinition;
  endorsement: EndorsementState;
  ticketRef: Ref<HTMLInputElement>;
}) {
  const { draft, term, preview } = endorsement;
  const say = useSay();
  const answerErrors = Object.fromEntries(
    Object.entries(preview.current ? (preview.query.data?.errors ?? {}) : {}).map(([key, text]) => [key, say(text)]),
  );
  const complete = preview.pending || preview.current || preview.failed;
  const t = useT(endorsementMessages);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        {record.policyNumber ? t('policyNumbered', { number: record.policyNumber }) : t('policy')}
        {term ? t('inForce', { from: term.effectiveDay, to: term.expiryDay }) : ''}
      </Typography>
      <ReasonFields
        productId={record.productId}
        draft={draft}
        term={term}
        errors={endorsement.errors}
        onChange={endorsement.setField}
        onBlur={endorsement.touch}
        ticketRef={ticketRef}
      />
      {draft.reason && (
        <Box component="section" aria-label={t('changesToPolicy')} sx={{ display: 'grid', gap: 2 }}>
          <Divider />
          <Heading>{t('changes')}</Heading>
          <ChangeFields
            definition={definition}
            fields={endorsement.fields}
            form={endorsement.form}
            edits={draft.edits}
            onEdit={endorsement.edit}
            errors={answerErrors}
          />
        </Box>
      )}
      {complete && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Divider />
          <Heading>{t('newQuote')}</Heading>
          <PreviewSection endorsement={endorsement} />
        </Box>
      )}
      {endorsement.saveError && <Alert severity="error">{endorsement.saveError}</Alert>}
    </Box>
  );
}
