import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { INSURERS, type CatalogueEntry } from '@bm/domain';

/** One product in the catalogue; opens its product card. */
export function ProductTile({
  entry,
  onOpen,
}: {
  entry: CatalogueEntry;
  onOpen: (entry: CatalogueEntry) => void;
}) {
  const insurer = INSURERS.find((item) => item.id === entry.insurerId);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onOpen(entry)} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {entry.name}
          </Typography>
          {insurer && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {insurer.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {entry.description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
