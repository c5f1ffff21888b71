import { graphql } from '../../gql';

/** Everything the cart page shows; every cart mutation answers it, so the cache stays whole. */
export const CartViewFragment = graphql(`
  fragment CartView on Cart {
    id
    itemCount
    totalQuantity
    totalAmount
    totalDiscount
    totalPrice
    items {
      id
      productId
      productName
      productSku
      productImageUrl
      quantity
      stockQuantity
      available
      unitPrice
      originalUnitPrice
      totalPrice
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartView
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      ...CartView
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($id: ID!, $quantity: Int!) {
    updateCartItem(id: $id, quantity: $quantity) {
      ...CartView
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      ...CartView
    }
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartView
    }
  }
`);

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput) {
    checkout(input: $input) {
      whatsAppUrl
      orderId
      reference
      order {
        id
        reference
        status
        totalPrice
        createdAt
      }
      cart {
        ...CartView
      }
    }
  }
`);
