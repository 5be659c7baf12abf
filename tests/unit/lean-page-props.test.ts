import { cardOfRow, cardRow } from '@/components/catalog/card-rows';
import { footerConfigs } from '@/features/layout/footer-configs';
import { card } from '../component/catalog-support';

// Issue #15: what client components are given is the page's RSC payload, in every document.
describe('lean props of the page', () => {
  it('a card row gives back what the card draws: all but the brand and the picture’s id and alt', () => {
    const { brand: _brand, image, ...drawn } = card({ old_price: '1500.00', is_new: true });
    const back = cardOfRow(cardRow(card({ old_price: '1500.00', is_new: true })));
    expect(back).toEqual({
      ...drawn,
      image: { url: image?.url, width: image?.width, height: image?.height },
    });
    expect(cardOfRow(cardRow(card({ image: null, price: null }))).image).toBeNull();
    // Values only: no key is spelled per card.
    expect(JSON.stringify(cardRow(card()))).not.toContain('"title"');
  });

  it('the footer is given its own configs, never the counters or the meta tags', () => {
    const picked = footerConfigs({
      SITE_NAME: 'Витрина',
      FOOTER_PHONE: '+375 17 000-00-00',
      VK: 'https://vk.com/x',
      TELEGRAM: '',
      COUNTERS_HEAD: '<script>counter()</script>',
      META_TAGS: '<meta name="x" content="y">',
      HEADER_PHONE: '+375 29 000-00-00',
    });
    expect(picked).toEqual({
      SITE_NAME: 'Витрина',
      FOOTER_PHONE: '+375 17 000-00-00',
      VK: 'https://vk.com/x',
    });
  });
});
