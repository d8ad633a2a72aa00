import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Application } from '@bm/contracts';
import { availableActions, type PolicyModalType } from '@bm/domain';
import { useModalControls } from '../../../components/modal-state/modal-context.ts';
import { useModalRegistry } from '../../../components/modal-state/modal-registry.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ACTION_LABELS } from '../lib/action-labels.ts';
import { actionLabelMessages } from '../lib/messages.ts';
import { recordPageMessages } from './messages.ts';
import { overdueLines } from '../lib/overdue.ts';

/**
 * The actions the user may take on the record whose modal is registered, in the domain's order.
 * Whether the policy has open invoices (the invoice actions, NsfInvoice) comes from its invoices, the
 * same query the Invoices card shows; unknown until they load.
 */
function useRecordActions(record: Application): PolicyModalType[] {
  const { user } = useCurrentUser();
  const registry = useModalRegistry();
  const invoices = useInvoices(record.applicationId, { enabled: Boolean(record.policyNumber) });
  if (!user) return [];
  const hasOpenInvoices = invoices.data?.invoices.some((invoice) => invoice.status === 'open');
  const hasOverdueInvoices = invoices.data ? overdueLines(invoices.data.invoices).total > 0 : undefined;
  return availableActions(user.flags, { ...record, hasOpenInvoices, hasOverdueInvoices }).filter((type) =>
    registry.has(type),
  );
}

/** 'Actions': a menu of the record's modals; choosing one opens it through the shared modal state. */
export function ActionsMenu({ record }: { record: Application }) {
  const actions = useRecordActions(record);
  const { openModal } = useModalControls();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const t = useT(recordPageMessages);
  const label = useT(actionLabelMessages);
  if (actions.length === 0) return null;

  const choose = (type: PolicyModalType) => {
    setAnchor(null);
    openModal(type, { callToAction: ACTION_LABELS[type], applicationId: record.applicationId });
  };

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('actions')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((type) => (
          <MenuItem key={type} onClick={() => choose(type)}>
            {label(type)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
