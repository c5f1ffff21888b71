import './workers';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MonacoOptions } from './MonacoOptions';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const DEFAULT_QUERY = `# Texnika Mağazası GraphQL API (prices in AZN).
# Docs: the book icon at the top left.
# Signed in? Add to the Headers tab:
#   {"Authorization": "Bearer <token>"}

query HomePage {
  categoryTree {
    name
    slug
    subCategories {
      name
      slug
    }
  }
  recentlyAdded(limit: 5) {
    id
    name
    categoryName
    currentPrice
    originalPrice
    discountPercentage
    isHotDeal
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('The #graphiql element is missing from graphiql.html');

createRoot(container).render(
  <StrictMode>
    <MonacoOptions />
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
