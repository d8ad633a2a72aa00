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
import { endorsementReasonsFor, formatCad, formatDate, PRODUCT_TITLE } from '@bm/domain';
import { Spinner } from '../../../components/loading.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalQueryOptions, requestPortalEndorsement } from '../api/portal.ts';

export const PORTAL_TITLE = 'Your policy';
const GENERIC_ERROR = "There's been an error, please try again or contact Support.";

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
  const { policy } = view;
  const rows: [string, string][] = [
    ['Insured', policy.insuredName],
    ['Policy number', policy.policyNumber ?? '—'],
    ['Product', policy.productName],
    ['Status', policy.status],
    ['Effective', policy.effectiveDate ? formatDate(policy.effectiveDate) : '—'],
    ['Expiry', policy.expiryDate ? formatDate(policy.expiryDate) : '—'],
    ['Payment plan', policy.paymentPeriod],
    ...(policy.totalPremium !== null
      ? [['Total premium', formatCad(policy.totalPremium)] as [string, string]]
      : []),
    ['Your brokerage', policy.brokerageName],
    ...(policy.brokerName ? [['Your broker', policy.brokerName] as [string, string]] : []),
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
  if (view.documents.length === 0) return <Typography>No documents yet.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {view.documents.map((document) => (
        <li key={document.id}>
          <Link href={document.url} download={document.name}>
            {document.name}
          </Link>{' '}
          <Typography component="span" color="text.secondary">
            ({Math.max(1, Math.round(document.size / 1024))} KB)
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function Schedule({ view }: { view: PortalView }) {
  if (view.schedule.length === 0) return <Typography>No invoices.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Payment schedule table">
      <Table size="small" aria-label="Payment schedule">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell>Status</TableCell>
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
              <TableCell align="right">{formatCad(row.amountDue)}</TableCell>
              <TableCell align="right">{formatCad(row.amountPaid)}</TableCell>
              <TableCell>{row.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RequestForm({ token, view }: { token: string; view: PortalView }) {
  const reasons = endorsementReasonsFor(view.policy.productId);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [contactEmail, setContactEmail] = useState(view.policy.email ?? '');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (view.policy.status !== 'bound') {
    return <Typography>Endorsements can only be requested on a policy in force.</Typography>;
  }
  if (sent) return <Alert severity="success">{sent}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : 'Required',
      details: details.trim() ? undefined : 'Required',
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
        cause instanceof ApiError && cause.status < 500 && cause.status > 0 ? cause.message : GENERIC_ERROR,
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
        label="What would you like to change?"
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
            {option.value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="portal-details"
        label="Details of the change"
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
        label="Contact email"
        type="email"
        value={contactEmail}
        onChange={(event) => setContactEmail(event.target.value)}
        disabled={sending}
      />
      <Box>
        <SubmitButton loading={sending}>Request endorsement</SubmitButton>
      </Box>
    </Box>
  );
}

/** The policy portal (decision 0038): public at /portal/{token}, the signed link is the credential. */
export function PolicyPortalPage() {
  usePageTitle(PORTAL_TITLE);
  const { token = '' } = useParams();
  const portal = useQuery(portalQueryOptions(token));
  let body: ReactNode;
  if (portal.isPending) body = <Spinner label="Loading your policy" />;
  else if (portal.error)
    body = (
      <Alert severity="error">
        {portal.error instanceof ApiError && portal.error.status > 0 && portal.error.status < 500
          ? portal.error.message
          : GENERIC_ERROR}
      </Alert>
    );
  else {
    const view = portal.data;
    body = (
      <>
        <Section title="Policy summary">
          <Summary view={view} />
        </Section>
        <Section title="Documents">
          <Documents view={view} />
        </Section>
        <Section title="Payment schedule">
          <Schedule view={view} />
        </Section>
        <Section title="Request an endorsement">
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
          {PORTAL_TITLE}
        </Typography>
        {body}
      </Stack>
    </Box>
  );
}
