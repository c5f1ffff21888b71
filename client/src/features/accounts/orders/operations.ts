import { graphql } from '../../../gql';

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

/** One of the customer's own orders, opened from "My orders" (null when it is not theirs). */
export const MyOrderQuery = graphql(`
  query MyOrder($id: ID!) {
    order(id: $id) {
      id
      reference
      status
      createdAt
      totalAmount
      totalDiscount
      totalPrice
      items {
        id
        productId
        productName
        productSku
        unitPrice
        originalUnitPrice
        quantity
        totalPrice
      }
    }
  }
`);
