import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { HomeCategories } from './HomeCategories';
import { HomeHero } from './HomeHero';
import { RecentlyAdded } from './RecentlyAdded';

/** Home: categories beside the hero on large screens (tiles below it on small ones), then the newest products. */
export default function HomePage() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 }, px: { xs: 2, lg: 3 }, display: 'flex', flexDirection: 'column', gap: { xs: 3, lg: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, lg: 3 },
          gridTemplateColumns: { xs: '1fr', lg: '280px 1fr' },
          gridTemplateAreas: { xs: '"hero" "categories"', lg: '"categories hero"' },
          alignItems: 'stretch',
        }}
      >
        <Box sx={{ gridArea: 'categories', minWidth: 0 }}>
          <HomeCategories />
        </Box>
        <Box sx={{ gridArea: 'hero', minWidth: 0 }}>
          <HomeHero />
        </Box>
      </Box>
      <RecentlyAdded />
    </Container>
  );
}
