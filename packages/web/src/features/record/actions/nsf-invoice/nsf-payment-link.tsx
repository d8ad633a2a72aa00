import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PaymentLinkField } from '../../../../components/payment-link-field.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { useInvoicePaymentLink } from './api.ts';
import { nsfInvoiceMessages } from './messages.ts';

/** The NSF invoice's payment link with Copy link, or why there is none (the server's words). */
export function NsfPaymentLink({ applicationId, invoiceId }: { applicationId: string; invoiceId: string }) {
  const t = useT(nsfInvoiceMessages);
  const link = useInvoicePaymentLink(applicationId, invoiceId);
  return (
    <Box sx={{ mt: 2 }}>
      {link.data ? (
        <PaymentLinkField url={link.data.url} />
      ) : link.isError ? (
        <Typography variant="body2" color="text.secondary">
          {t('noLink', { reason: link.error.message })}
        </Typography>
      ) : (
        <Skeleton variant="rounded" height={40} aria-label={t('loadingLink')} />
      )}
    </Box>
  );
}
