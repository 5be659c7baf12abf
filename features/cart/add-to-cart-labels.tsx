import { TEXT_ADD_TO_CART } from '@/lib/constants-frame';

export const TEXT_QUANTITY = 'Количество';

const QUANTITY_LABEL_ID = 'add-to-cart-quantity';
const ADD_LABEL_ID = 'add-to-cart-add';

/**
 * The names of a card's buying controls, «Количество: {title}» and «В корзину: {title}», put
 * together from two words said once a page (here, in the root layout) and the card's heading,
 * by `aria-labelledby` — the same names, without the title twice more in every card's HTML
 * (issue #15). Hidden nodes still name what refers to them.
 */
export function AddToCartLabels() {
  return (
    <>
      <span hidden id={QUANTITY_LABEL_ID}>
        {`${TEXT_QUANTITY}:`}
      </span>
      <span hidden id={ADD_LABEL_ID}>
        {`${TEXT_ADD_TO_CART}:`}
      </span>
    </>
  );
}

/** `aria-labelledby` of the stepper and of the button, for a product titled by `titleId`. */
export const addToCartLabelledBy = (titleId: string) => ({
  quantity: `${QUANTITY_LABEL_ID} ${titleId}`,
  add: `${ADD_LABEL_ID} ${titleId}`,
});
