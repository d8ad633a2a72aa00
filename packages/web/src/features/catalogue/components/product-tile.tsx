import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@bm/contracts';
import { useSay } from '../../../i18n/use-t.ts';

/** One product in the catalogue; opens its product card. */
export function ProductTile({
  entry,
  onOpen,
}: {
  entry: ProductSummary;
  onOpen: (entry: ProductSummary) => void;
}) {
  const say = useSay();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onOpen(entry)} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {say(entry.name)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {entry.insurerName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {say(entry.description)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
