import { graphql } from '../../gql';

/** Orders shown on the profile's "My orders". */
export const MY_ORDERS_PAGE_SIZE = 10;

export const MyOrdersQuery = graphql(`
  query MyOrders($page: Int!, $pageSize: Int!) {
    myOrders(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        id
        reference
        createdAt
        totalPrice
        status
      }
    }
  }
`);
