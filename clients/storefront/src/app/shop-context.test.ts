import { SHOP_CONTEXT_KEY, readShopContext } from './shop-context';

function setMeta(entries: Record<string, string>) {
  document.head.innerHTML = Object.entries(entries)
    .map(([name, content]) => `<meta name="${name}" content="${content}">`)
    .join('');
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

it('reads the shop the server gave the page, and keeps it for offline visits', () => {
  setMeta({ 'shop-uuid': 'u-1', 'shop-token': 'tok', 'shop-locale': 'ar' });
  expect(readShopContext()).toEqual({ shopUuid: 'u-1', storefrontToken: 'tok', locale: 'ar' });

  document.head.innerHTML = ''; // the precached page carries no meta
  expect(readShopContext()).toEqual({ shopUuid: 'u-1', storefrontToken: 'tok', locale: 'ar' });
});

it('has no shop before any page gave one, and ignores a tampered stored value', () => {
  expect(readShopContext()).toBeNull();
  localStorage.setItem(
    SHOP_CONTEXT_KEY,
    JSON.stringify({ shopUuid: 'u', storefrontToken: 't', locale: 'de' }),
  );
  expect(readShopContext()).toBeNull();
  localStorage.setItem(SHOP_CONTEXT_KEY, '{broken');
  expect(readShopContext()).toBeNull();
});
