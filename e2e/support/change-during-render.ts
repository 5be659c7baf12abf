import { expect, type APIRequestContext } from '@playwright/test';

// Issue #15, goal 6: a page whose render began before a manager's save and ended after it must
// not be kept with the old data (bff/cache/fresh-entries.mjs). The footer phone is saved, a
// guest's view starts rendering the page, the phone is saved again at a different moment of
// that render each time, and the next view must show the second phone.

const digits = (text: string) => text.replace(/\D/g, '');
const phone = (operator: string, i: number) =>
  `+375 (${operator}) 5${String(i).padStart(2, '0')}-00-00`;

interface Instances {
  /** The manager's request context, signed in; `saveOn` is the origin the save goes to. */
  manager: APIRequestContext;
  saveOn: string;
  /** A guest's request context (no cookies) and the origins it renders and then views on. */
  guest: APIRequestContext;
  renderOn: string;
  viewOn: string[];
  trials: number;
}

export async function saveWhileRendering(o: Instances) {
  const settings = `${o.saveOn}/api/manager/settings/`;
  const headers = { Origin: o.saveOn };
  const all = (await (await o.manager.get(settings)).json()) as { name: string; value: string }[];
  const original = all.find((s) => s.name === 'FOOTER_PHONE')?.value ?? '';
  const save = async (value: string) => {
    const saved = await o.manager.patch(settings, {
      headers,
      data: { values: { FOOTER_PHONE: value } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  try {
    // How long a render takes here: the second save lands at a different moment within it.
    await save(phone('17', 99));
    const started = Date.now();
    await o.guest.get(`${o.renderOn}/`);
    const renderMs = Date.now() - started;
    for (let i = 0; i < o.trials; i++) {
      await save(phone('17', i)); // the cached page is dropped: the next view renders it
      const rendering = o.guest.get(`${o.renderOn}/`);
      await new Promise((resolve) => setTimeout(resolve, (renderMs * i) / o.trials));
      const after = phone('29', i);
      await save(after);
      await rendering;
      for (const origin of o.viewOn) {
        const html = await (await o.guest.get(`${origin}/`)).text();
        expect(digits(html), `попытка ${i + 1}, ${origin}: на странице старый телефон`).toContain(
          digits(after),
        );
      }
    }
  } finally {
    await save(original);
  }
}
