import { loadCatalog } from '@/mount/catalog';
import { Registry } from '@/mount/registry';

const Site = (): null => null;
const warn = (): void => undefined;

describe('layout catalog', () => {
  it('adds its rows once, keeps site registrations and the page component', async () => {
    const registry = new Registry();
    registry.add('Banner', { component: Site }, {}, warn);
    registry.add('MyPage', { component: Site }, { page: true }, warn);
    const load = jest.fn(async () => ({
      layoutCatalog: [
        { name: 'Banner', load: async () => ({}) },
        { name: 'Tags', load: async () => ({}) },
        { name: 'LayoutPage', page: true, load: async () => ({}) },
      ],
    }));
    await Promise.all([loadCatalog(registry, load), loadCatalog(registry, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.get('banner')?.component).toBe(Site);
    expect(registry.get('Tags')?.load).toBeDefined();
    expect(registry.get('LayoutPage')).toBeDefined();
    expect(registry.pageName).toBe('MyPage');
  });

  it('logs a failed load and tries again next time', async () => {
    const registry = new Registry();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ layoutCatalog: [{ name: 'Tags', load: async () => ({}) }] });
    await loadCatalog(registry, load);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(registry.get('Tags')).toBeUndefined();
    await loadCatalog(registry, load);
    expect(registry.get('Tags')).toBeDefined();
    errors.mockRestore();
  });
});
