import { graphql } from '../../gql';

/** The inbox page. `items { id quantity }` gives the units count; status and updatedAt follow setOrderStatus through the cache. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $search: String) {
    orders(page: $page, pageSize: $pageSize, status: $status, search: $search) {
      totalCount
      page
      pageSize
      items {
        id
        reference
        status
        customerName
        customerPhone
        totalPrice
        createdAt
        updatedAt
        items {
          id
          quantity
        }
      }
    }
  }
`);

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      id
      reference
      status
      customerId
      customerName
      customerPhone
      customerEmail
      language
      currency
      totalAmount
      totalDiscount
      totalPrice
      createdAt
      updatedAt
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
      history {
        status
        at
        byName
        note
      }
    }
  }
`);

/** Answers every field a status change touches, so the inbox row and the detail update from the normalized cache. */
export const AdminSetOrderStatusMutation = graphql(`
  mutation AdminSetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {
    setOrderStatus(id: $id, status: $status, note: $note) {
      id
      status
      updatedAt
      history {
        status
        at
        byName
        note
      }
    }
  }
`);
