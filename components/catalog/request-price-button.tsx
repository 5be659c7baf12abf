'use client';

import type { ProductCard } from '@/lib/api/contract/catalog';
import { priceRequestComment, TEXT_REQUEST_PRICE } from '@/lib/constants-frame';
import { Button } from '@/components/ui/button';
import { modalTrigger, useModalStore } from '@/stores/modal-store';

/**
 * In place of «В корзину» when the price is on request: a wholesale buyer asks the manager,
 * through the site's request form with the product already named in the comment.
 */
export function RequestPriceButton({
  product,
  block = true,
  className,
}: {
  product: Pick<ProductCard, 'title' | 'article'>;
  block?: boolean;
  className?: string;
}) {
  const openModal = useModalStore((s) => s.openModal);
  return (
    <Button
      variant="secondary"
      size="small"
      block={block}
      className={className}
      aria-label={`${TEXT_REQUEST_PRICE}: ${product.title}`}
      {...modalTrigger('request')}
      onClick={() =>
        openModal('request', { comment: priceRequestComment(product.title, product.article) })
      }
    >
      {TEXT_REQUEST_PRICE}
    </Button>
  );
}
