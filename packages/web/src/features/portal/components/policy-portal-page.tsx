import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PortalView } from '@bm/contracts';
import {
  endorsementReasonsFor,
  formatDate,
  INVOICE_STATUS_LABELS,
  MESSAGES,
  PAYMENT_PERIOD_LABELS,
  POLICY_STATUS_LABELS,
  PRODUCT_TITLE,
} from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useFormat, useSay, useT } from '../../../i18n/use-t.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalQueryOptions, requestPortalEndorsement } from '../api/portal.ts';
import { portalMessages } from './messages.ts';
import { useCorrespondenceLanguage } from '../../../i18n/use-correspondence-language.ts';

/** A policy status, invoice status or payment plan the answer carries as a code, by its one label. */
const CODE_LABELS: Readonly<Record<string, string>> = {
  ...POLICY_STATUS_LABELS,
  ...INVOICE_STATUS_LABELS,
  ...PAYMENT_PERIOD_LABELS,
};

function useCodeWord(): (code: string) => string {
  const say = useSay();
  return (code) => (Object.hasOwn(CODE_LABELS, code) ? say(CODE_LABELS[code]!) : code);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} elevation={1} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Summary({ view }: { view: PortalView }) {
  const t = useT(portalMessages);
  const f = useFormat();
  const say = useSay();
  const word = useCodeWord();
  const { policy } = view;
  const rows: [string, string][] = [
    [t('insured'), policy.insuredName],
    [t('policyNumber'), policy.policyNumber ?? '—'],
    [t('product'), say(policy.productName)],
    [t('status'), word(policy.status)],
    [t('effective'), policy.effectiveDate ? formatDate(policy.effectiveDate) : '—'],
    [t('expiry'), policy.expiryDate ? formatDate(policy.expiryDate) : '—'],
    [t('paymentPlan'), word(policy.paymentPeriod)],
    ...(policy.totalPremium !== null
      ? [[t('totalPremium'), f.money(policy.totalPremium)] as [string, string]]
      : []),
    [t('yourBrokerage'), policy.brokerageName],
    ...(policy.brokerName ? [[t('yourBroker'), policy.brokerName] as [string, string]] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Documents({ view }: { view: PortalView }) {
  const t = useT(portalMessages);
  if (view.documents.length === 0) return <Typography>{t('noDocuments')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {view.documents.map((document) => (
        <li key={document.id}>
          <Link href={document.url} download={document.name}>
            {document.name}
          </Link>{' '}
          <Typography component="span" color="text.secondary">
            {t('size', { kb: Math.max(1, Math.round(document.size / 1024)) })}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function Schedule({ view }: { view: PortalView }) {
  const t = useT(portalMessages);
  const f = useFormat();
  const word = useCodeWord();
  if (view.schedule.length === 0) return <Typography>{t('noInvoices')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('scheduleTable')}>
      <Table size="small" aria-label={t('schedule')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice')}</TableCell>
            <TableCell>{t('due')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell align="right">{t('paid')}</TableCell>
            <TableCell>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {view.schedule.map((row) => (
            <TableRow key={row.number}>
              <TableCell>
                {row.number}
                <Typography variant="body2" color="text.secondary">
                  {row.description}
                </Typography>
              </TableCell>
              <TableCell>{formatDate(row.dueDate)}</TableCell>
              <TableCell align="right">{f.money(row.amountDue)}</TableCell>
              <TableCell align="right">{f.money(row.amountPaid)}</TableCell>
              <TableCell>{word(row.status)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RequestForm({ token, view }: { token: string; view: PortalView }) {
  const t = useT(portalMessages);
  const say = useSay();
  const reasons = endorsementReasonsFor(view.policy.productId);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [contactEmail, setContactEmail] = useState(view.policy.email ?? '');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (view.policy.status !== 'bound') {
    return <Typography>{t('notInForce')}</Typography>;
  }
  if (sent) return <Alert severity="success">{sent}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : say(MESSAGES.required),
      details: details.trim() ? undefined : say(MESSAGES.required),
    };
    setErrors(found);
    if (found.reason || found.details) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await requestPortalEndorsement(token, {
        reason,
        details: details.trim(),
        ...(contactEmail.trim() ? { contactEmail: contactEmail.trim() } : {}),
      });
      setSent(answer.message);
    } catch (cause) {
      setFailure(
        cause instanceof ApiError && cause.status < 500 && cause.status > 0
          ? cause.message
          : t('genericError'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        id="portal-reason"
        select
        label={t('whatChange')}
        required
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((previous) => ({ ...previous, reason: undefined }));
        }}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        disabled={sending}
      >
        {reasons.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {say(option.value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="portal-details"
        label={t('details')}
        required
        multiline
        minRows={3}
        value={details}
        onChange={(event) => {
          setDetails(event.target.value);
          setErrors((previous) => ({ ...previous, details: undefined }));
        }}
        error={Boolean(errors.details)}
        helperText={errors.details}
        disabled={sending}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        id="portal-contact"
        label={t('contactEmail')}
        type="email"
        value={contactEmail}
        onChange={(event) => setContactEmail(event.target.value)}
        disabled={sending}
      />
      <Box>
        <SubmitButton loading={sending}>{t('requestEndorsement')}</SubmitButton>
      </Box>
    </Box>
  );
}

/** The policy portal (decision 0038): public at /portal/{token}, the signed link is the credential. */
export function PolicyPortalPage() {
  const t = useT(portalMessages);
  usePageTitle(t('title'));
  const { token = '' } = useParams();
  const portal = useQuery(portalQueryOptions(token));
  // The portal speaks the insured's language of correspondence (decision 0079).
  useCorrespondenceLanguage(portal.data?.correspondenceLanguage);
  let body: ReactNode;
  if (portal.isPending) body = <Spinner label={t('loading')} />;
  else if (portal.error)
    body = (
      <Alert severity="error">
        {portal.error instanceof ApiError && portal.error.status > 0 && portal.error.status < 500
          ? portal.error.message
          : t('genericError')}
      </Alert>
    );
  else {
    const view = portal.data;
    body = (
      <>
        <Section title={t('summary')}>
          <Summary view={view} />
        </Section>
        <Section title={t('documents')}>
          <Documents view={view} />
        </Section>
        <Section title={t('schedule')}>
          <Schedule view={view} />
        </Section>
        <Section title={t('requestSection')}>
          <RequestForm token={token} view={view} />
        </Section>
      </>
    );
  }
  return (
    <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 5 } }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 900 }}>
        <Typography sx={{ textAlign: 'center', fontWeight: 700, fontSize: '1.5rem' }}>
          {PRODUCT_TITLE}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {body}
      </Stack>
    </Box>
  );
}
