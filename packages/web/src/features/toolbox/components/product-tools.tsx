import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ToolboxProduct } from '@bm/contracts';
import { insurerName } from '@bm/domain';
import { useToast } from '../../../components/toast-context.ts';
import { useToolboxProducts, useUpdateToolboxProduct } from '../api/toolbox.ts';
import { LabelledTableHead } from '../../../components/labelled-table-head.tsx';
import { ToolSection } from './tool-section.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { productToolsMessages } from './messages.ts';

/** Enable or disable a product, show or hide its catalogue tile: the catalogue honours it at once. */
export function ProductTools() {
  const t = useT(productToolsMessages);
  const toast = useToast();
  const products = useToolboxProducts();
  const update = useUpdateToolboxProduct();
  const change = (product: ToolboxProduct, flags: { enabled?: boolean; showTile?: boolean }) =>
    update.mutate(
      { productId: product.productId, change: flags },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(error.message),
      },
    );
  const items = products.data?.items ?? [];
  return (
    <ToolSection id="toolbox-products" title={t('title')} summary={t('summary')}>
      {products.isError ? <Alert severity="error">{products.error.message}</Alert> : null}
      {items.length > 0 ? (
        <Box role="region" aria-label={t('title')} tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <LabelledTableHead labels={[t('product'), t('insurer'), t('enabled'), t('tileShown')]} />
            <TableBody>
              {items.map((product) => (
                <TableRow key={product.productId}>
                  <TableCell component="th" scope="row">
                    {product.name}
                  </TableCell>
                  <TableCell>{insurerName(product.insurerId)}</TableCell>
                  <TableCell>
                    <Switch
                      checked={product.enabled}
                      disabled={update.isPending}
                      onChange={(event) => change(product, { enabled: event.target.checked })}
                      slotProps={{ input: { 'aria-label': t('enabledOf', { product: product.name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={product.showTile}
                      disabled={update.isPending}
                      onChange={(event) => change(product, { showTile: event.target.checked })}
                      slotProps={{ input: { 'aria-label': t('tileShownOf', { product: product.name }) } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </ToolSection>
  );
}
