import { graphql } from '../../gql';

export const AdminAddFilterMutation = graphql(`
  mutation AdminAddFilter($input: FilterInput!) {
    addFilter(input: $input) {
      ...AdminFilterFields
    }
  }
`);

export const AdminUpdateFilterMutation = graphql(`
  mutation AdminUpdateFilter($id: ID!, $input: FilterInput!) {
    updateFilter(id: $id, input: $input) {
      ...AdminFilterFields
    }
  }
`);

export const AdminDeleteFilterMutation = graphql(`
  mutation AdminDeleteFilter($id: ID!) {
    deleteFilter(id: $id)
  }
`);

export const AdminAddFilterOptionMutation = graphql(`
  mutation AdminAddFilterOption($filterId: ID!, $input: FilterOptionInput!) {
    addFilterOption(filterId: $filterId, input: $input) {
      id
      ...AdminFilterOptionFields
    }
  }
`);

export const AdminUpdateFilterOptionMutation = graphql(`
  mutation AdminUpdateFilterOption($filterId: ID!, $optionId: ID!, $input: FilterOptionInput!) {
    updateFilterOption(filterId: $filterId, optionId: $optionId, input: $input) {
      ...AdminFilterOptionFields
    }
  }
`);

export const AdminDeleteFilterOptionMutation = graphql(`
  mutation AdminDeleteFilterOption($filterId: ID!, $optionId: ID!) {
    deleteFilterOption(filterId: $filterId, optionId: $optionId)
  }
`);
