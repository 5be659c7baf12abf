import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import type { SiteConfig } from '@/lib/api/contract/content';

export function makeCategoryTree(): CategoryTreeNode[] {
  return [
    {
      id: 1,
      title: 'Стройматериалы',
      full_slug: 'stroymaterialy',
      children: [
        {
          id: 2,
          title: 'Кирпич',
          full_slug: 'stroymaterialy/kirpich',
          children: [
            {
              id: 3,
              title: 'Облицовочный кирпич',
              full_slug: 'stroymaterialy/kirpich/oblicovochnyy-kirpich',
              children: [],
            },
          ],
        },
      ],
    },
    { id: 4, title: 'Сухие смеси', full_slug: 'suhie-smesi', children: [] },
  ];
}

export function makeSiteConfigs(
  overrides: Partial<Record<SiteConfig['name'], string>> = {},
): SiteConfig[] {
  const values: Partial<Record<SiteConfig['name'], string>> = {
    SITE_NAME: 'Витрина',
    FOOTER_PHONE: '+375 (17) 388-12-34',
    POLICY_LINK: '/politika-konfidencialnosti/',
    ...overrides,
  };
  return Object.entries(values).map(([name, value]) => ({
    name: name as SiteConfig['name'],
    value: value ?? '',
  }));
}
