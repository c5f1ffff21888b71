import { graphql } from '../../gql';

export const AdminCatalogueTermsQuery = graphql(`
  query AdminCatalogueTerms {
    catalogueTerms {
      az
      en
    }
  }
`);

export const AdminSetCatalogueTermsMutation = graphql(`
  mutation AdminSetCatalogueTerms($terms: [CatalogueTermInput!]!) {
    setCatalogueTerms(terms: $terms) {
      az
      en
    }
  }
`);
