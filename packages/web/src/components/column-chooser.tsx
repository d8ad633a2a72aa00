import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useT } from '../i18n/use-t.ts';
import { localFlags } from '../lib/browser.ts';
import { columnChooserMessages } from './messages.ts';

export interface ChoosableColumn {
  id: string;
  label: string;
}

/**
 * The columns a wide table shows: its default few (chosen to fit a 1366 px screen), or the ones the
 * user ticked, remembered in this browser under `storageKey`. Always in the table's own order.
 */
export function useChosenColumns(
  storageKey: string,
  all: readonly ChoosableColumn[],
  defaults: readonly string[],
) {
  // Read again when the key changes (the report's variant is known once the user is).
  const [chosen, setChosen] = useState(() => ({ key: storageKey, ids: savedColumns(storageKey) }));
  const ids = chosen.key === storageKey ? chosen.ids : savedColumns(storageKey);
  const known = all.filter((column) => (ids ?? defaults).includes(column.id)).map((column) => column.id);
  const visible = known.length > 0 ? known : all.filter((c) => defaults.includes(c.id)).map((c) => c.id);
  const choose = (next: string[]) => {
    setChosen({ key: storageKey, ids: next });
    localFlags.set(storageKey, JSON.stringify(next));
  };
  return { visible, choose, reset: () => choose([...defaults]) };
}

function savedColumns(storageKey: string): string[] | null {
  const saved = localFlags.get(storageKey);
  if (!saved) return null;
  try {
    const ids = JSON.parse(saved) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

export interface ColumnChooserProps {
  /** What the table is called: the button reads "Columns of the {tableName}" to a screen reader. */
  tableName: string;
  columns: readonly ChoosableColumn[];
  visible: readonly string[];
  onChange: (ids: string[]) => void;
  onReset: () => void;
}

/** A "Columns" button opening a menu of every column to tick (at least one stays shown). */
export function ColumnChooser({ tableName, columns, visible, onChange, onReset }: ColumnChooserProps) {
  const t = useT(columnChooserMessages);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const counts = { shown: visible.length, total: columns.length };
  const toggle = (id: string) => {
    const on = visible.includes(id);
    if (on && visible.length === 1) return;
    onChange(on ? visible.filter((other) => other !== id) : [...visible, id]);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('buttonLabel', { table: tableName, ...counts })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('button', counts)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { maxHeight: 420 } },
          list: { 'aria-label': t('menuLabel', { table: tableName }), dense: true },
        }}
      >
        {columns.map((column) => {
          const checked = visible.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => toggle(column.id)}
            >
              <ListItemIcon>
                {checked ? (
                  <CheckBoxIcon fontSize="small" color="primary" aria-hidden />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
        <MenuItem
          onClick={() => {
            onReset();
            setAnchor(null);
          }}
        >
          <ListItemText inset>{t('defaults')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
