import { lastAudit } from './console-content-support';
import { contentSuite, type NavItem } from './console-content-helpers';

const { api, manager, guest } = contentSuite();

describe('console navigation', () => {
  it('adds, edits, reorders and removes items; the public menu follows', async () => {
    const link = await manager.post<NavItem>('/api/manager/content/navigation/', {
      type: 'direct_link',
      title: 'Прайс',
      slug: 'https://example.by/price',
      target: '_blank',
    });
    expect(link.status).toBe(201);
    const edited = await manager.put<NavItem>(`/api/manager/content/navigation/${link.body.id}/`, {
      type: 'direct_link',
      title: 'Прайс-лист',
      slug: '/catalog/',
    });
    expect(edited.body).toMatchObject({ title: 'Прайс-лист', slug: '/catalog/', target: '_self' });
    expect(await lastAudit(api, 'navigation', link.body.id)).toMatchObject({
      before: { title: 'Прайс', slug: 'https://example.by/price', target: '_blank' },
      after: { title: 'Прайс-лист', slug: '/catalog/', target: '_self' },
    });
    const all = (await manager.get<NavItem[]>('/api/manager/content/navigation/')).body;
    const ids = [link.body.id, ...all.map((i) => i.id).filter((id) => id !== link.body.id)];
    const ordered = await manager.post<NavItem[]>('/api/manager/content/navigation/order/', {
      ids,
    });
    expect(ordered.status).toBe(200);
    const menu = await guest.get<{ nav: NavItem[] }>('/api/menus/');
    expect(menu.body.nav[0]?.title).toBe('Прайс-лист');
    const partial = await manager.post('/api/manager/content/navigation/order/', {
      ids: [link.body.id],
    });
    expect(partial.status).toBe(400);
  });

  it('checks the item by its type', async () => {
    const noPage = await manager.post('/api/manager/content/navigation/', {
      type: 'page',
      title: 'Нет',
      slug: 'net-takoy',
    });
    expect(noPage.status).toBe(400);
    expect(noPage.body.slug).toEqual(['Такой страницы нет']);
    const badLink = await manager.post('/api/manager/content/navigation/', {
      type: 'direct_link',
      title: 'Плохо',
      slug: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
    expect(String(badLink.body.slug)).toContain('Ссылка');
  });
});

describe('console request forms', () => {
  it('edits the title and fields; the public form serves them', async () => {
    const forms = await manager.get<{ id: number; key: string }[]>('/api/manager/content/forms/');
    const sidebar = forms.body.find((f) => f.key === 'sidebar_form');
    if (!sidebar) throw new Error('нет формы sidebar_form');
    const fields = [
      { name: 'phone', label: 'Ваш телефон', kind: 'CharField', required: true },
      { name: 'name', label: 'Как к вам обращаться', kind: 'CharField', required: true },
    ];
    const res = await manager.put(`/api/manager/content/forms/${sidebar.id}/`, {
      title: 'Перезвоним за 10 минут',
      fields,
    });
    expect(res.status).toBe(200);
    const pub = await guest.get<{ title: string; fields: unknown[] }>(
      '/api/feedback/sidebar_form/',
    );
    expect(pub.body).toMatchObject({ title: 'Перезвоним за 10 минут', fields });
    // The public form still accepts a submission with the edited fields.
    const sent = await guest.post('/api/feedback/sidebar_form/process/', {
      name: 'Анна',
      phone: '+375291234567',
    });
    expect(sent.status).toBe(201);
    expect((await lastAudit(api, 'request_form', sidebar.id))?.after).toMatchObject({ fields });
  });

  it('keeps the fields the public form needs', async () => {
    const res = await manager.put('/api/manager/content/forms/1/', {
      title: 'Форма',
      fields: [{ name: 'comment', label: 'Комментарий', kind: 'CharField', required: false }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(['Поле name обязательно', 'Поле phone обязательно']);
  });
});
