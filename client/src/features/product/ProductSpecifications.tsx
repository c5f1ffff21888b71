import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { featureList, MOBILE_FEATURE_COUNT, specValue } from './productHelpers';

export const ProductSpecificationsFragment = graphql(`
  fragment ProductSpecifications on ProductSpecifications {
    specificationGroups {
      groupName
      items {
        name
        value
        unit
      }
    }
  }
`);

type SpecsRef = FragmentType<typeof ProductSpecificationsFragment> | null | undefined;

/** The short feature list: 5 entries on mobile, all on desktop; nothing when there are none. */
export function FeatureList({ specifications }: { specifications: SpecsRef }) {
  const specs = getFragmentData(ProductSpecificationsFragment, specifications);
  const intl = useIntl();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const items = featureList(specs?.specificationGroups ?? [], mobile ? MOBILE_FEATURE_COUNT : undefined);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="feature-list">
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'product.detail.features' })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {items.map((item, i) => (
          <Box
            component="li"
            key={`${item.name}-${i}`}
            data-testid="feature-item"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', fontSize: '0.925rem' }}
          >
            <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 18, mt: '2px', color: 'success.main' }} />
            <span>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {item.name}:
              </Box>{' '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {specValue(item)}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Every specification, one table per group. */
export function SpecificationsTable({ specifications }: { specifications: SpecsRef }) {
  const specs = getFragmentData(ProductSpecificationsFragment, specifications);
  const intl = useIntl();
  const baseId = useId();
  const groups = (specs?.specificationGroups ?? []).filter((group) => group.items.length > 0);
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-specifications">
        {intl.formatMessage({ id: 'product.detail.noSpecifications' })}
      </Typography>
    );
  }
  return (
    <Box data-testid="specifications-table" sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group, g) => (
        <div key={group.groupName}>
          <Typography id={`${baseId}-${g}`} component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
            {group.groupName}
          </Typography>
          <Table size="small" aria-labelledby={`${baseId}-${g}`} sx={{ '& td, & th': { borderColor: 'divider' } }}>
            <TableBody>
              {group.items.map((item, i) => (
                <TableRow key={`${item.name}-${i}`} sx={{ '&:nth-of-type(odd)': { bgcolor: 'rgba(11,61,145,0.03)' } }}>
                  <TableCell component="th" scope="row" sx={{ width: { xs: '45%', md: '40%' }, color: 'text.secondary', fontWeight: 500, py: 1.25 }}>
                    {item.name}
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600, py: 1.25 }}>{specValue(item)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ))}
    </Box>
  );
}
