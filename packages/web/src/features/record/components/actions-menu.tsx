import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useQuery } from '@tanstack/react-query';
import type { Application } from '@bm/contracts';
import { availableActions, type PolicyModalType } from '@bm/domain';
import { useModalControls } from '../../../components/modal-state/modal-context.ts';
import { useModalRegistry } from '../../../components/modal-state/modal-registry.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import { ACTION_LABELS } from '../lib/action-labels.ts';

/**
 * Whether the policy has an open invoice, from the invoices the Invoices card loads (the same
 * query): the matrix offers some actions (voiding a waivable fee) only then; unknown while loading.
 */
function useHasOpenInvoices(record: Application): boolean | undefined {
  const invoices = useQuery({
    ...invoicesQueryOptions(record.applicationId),
    enabled: Boolean(record.policyNumber),
  });
  return invoices.data?.invoices.some((invoice) => invoice.status === 'open');
}

/** The actions the user may take on the record whose modal is registered, in the domain's order. */
function useRecordActions(record: Application): PolicyModalType[] {
  const { user } = useCurrentUser();
  const registry = useModalRegistry();
  const hasOpenInvoices = useHasOpenInvoices(record);
  if (!user) return [];
  return availableActions(user.flags, { ...record, hasOpenInvoices }).filter((type) => registry.has(type));
}

/** 'Actions': a menu of the record's modals; choosing one opens it through the shared modal state. */
export function ActionsMenu({ record }: { record: Application }) {
  const actions = useRecordActions(record);
  const { openModal } = useModalControls();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
        Actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((type) => (
          <MenuItem key={type} onClick={() => choose(type)}>
            {ACTION_LABELS[type]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
