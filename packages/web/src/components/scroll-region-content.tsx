import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';

/**
 * A dialog's read-only content that may scroll (long terms, a record's figures): a named region in
 * the tab order, so a keyboard user can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Dialogs whose content holds fields do not need it: the fields take focus.
 */
export function ScrollRegionContent({ label, sx, ...props }: DialogContentProps & { label: string }) {
  return (
    <DialogContent
      {...props}
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[
        { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
