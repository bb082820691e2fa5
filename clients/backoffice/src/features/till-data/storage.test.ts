import { requestPersistence, storageHealth } from './storage';

function fakeStorage(fields: Partial<StorageManager>): void {
  Object.defineProperty(navigator, 'storage', { value: fields, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
});

describe('storage', () => {
  it('asks for persistence once and reports the answer', async () => {
    const persist = jest.fn(() => Promise.resolve(false));
    fakeStorage({ persist, persisted: () => Promise.resolve(false) });
    expect(await requestPersistence()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when storage is already persistent', async () => {
    const persist = jest.fn(() => Promise.resolve(true));
    fakeStorage({ persist, persisted: () => Promise.resolve(true) });
    expect(await requestPersistence()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers null where the browser has no storage API', async () => {
    expect(await requestPersistence()).toBeNull();
    expect(await storageHealth()).toEqual({ persisted: null, usage: null, quota: null, low: false });
  });

  it('says storage is low from half the quota', async () => {
    const at = (usage: number) => {
      fakeStorage({
        persisted: () => Promise.resolve(true),
        estimate: () => Promise.resolve({ usage, quota: 1000 }),
      });
      return storageHealth();
    };
    expect(await at(499)).toEqual({ persisted: true, usage: 499, quota: 1000, low: false });
    expect((await at(500)).low).toBe(true);
  });
});
