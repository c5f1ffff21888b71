import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbsFromPath, titleFromSlug, type BreadcrumbItem } from './breadcrumbPath';
import { withSx } from './sx';

export type { BreadcrumbItem } from './breadcrumbPath';
export { breadcrumbsFromPath } from './breadcrumbPath';

export interface BreadcrumbsProps {
  /**
   * The steps after Home, when the page knows them (e.g. from product data: parent category,
   * subcategory, category, product). The last step is the current page and needs no `to`.
   * Without items the trail is built from the path, skipping id segments.
   */
  items?: BreadcrumbItem[];
  sx?: SxProps<Theme>;
}

/**
 * "Home › Parent › Category" navigation. Usage:
 * `<Breadcrumbs items={[{ label: 'Noutbuklar', to: '/noutbuklar' }, { label: 'Oyun noutbukları' }]} />`,
 * or `<Breadcrumbs />` to derive the steps from the current address.
 */
export function Breadcrumbs({ items, sx }: BreadcrumbsProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const steps =
    items ??
    breadcrumbsFromPath(pathname, (segment) =>
      segment === 'products'
        ? intl.formatMessage({ id: 'breadcrumbs.products' })
        : segment === 'brand'
          ? intl.formatMessage({ id: 'breadcrumbs.brands' })
          : titleFromSlug(segment, intl.locale),
    );
  const trail: BreadcrumbItem[] = [{ label: intl.formatMessage({ id: 'breadcrumbs.home' }), to: '/' }, ...steps];

  return (
    <MuiBreadcrumbs
      aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}
      separator={<NavigateNextIcon fontSize="small" />}
      data-testid="breadcrumbs"
      sx={withSx({ fontSize: '0.875rem', '& .MuiBreadcrumbs-ol': { rowGap: 0.25 } }, sx)}
    >
      {trail.map((step, index) => {
        const last = index === trail.length - 1;
        const icon = index === 0 ? <HomeOutlinedIcon sx={{ fontSize: '1.1em', mr: 0.5, mb: '-0.15em' }} aria-hidden /> : null;
        if (last || !step.to) {
          return (
            <Typography
              key={`${index}-${step.label}`}
              component="span"
              aria-current={last ? 'page' : undefined}
              sx={{ fontSize: 'inherit', color: last ? 'text.primary' : 'text.secondary', fontWeight: last ? 600 : 400 }}
            >
              {icon}
              {step.label}
            </Typography>
          );
        }
        return (
          <Link
            key={`${index}-${step.label}`}
            component={RouterLink}
            to={step.to}
            underline="hover"
            color="text.secondary"
            sx={{ fontSize: 'inherit', display: 'inline-flex', alignItems: 'center' }}
          >
            {icon}
            {step.label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
