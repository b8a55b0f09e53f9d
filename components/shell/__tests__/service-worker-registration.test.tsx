/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { ServiceWorkerRegistration } from '../service-worker-registration';

/** A registration of `scriptURL`, as the browser lists it. */
function registration(scriptURL: string) {
  return { active: { scriptURL }, waiting: null, installing: null, unregister: jest.fn(async () => true) };
}

/** The browser's service worker container, with the registrations it already has. */
function installContainer(existing: ReturnType<typeof registration>[] = []) {
  const container = {
    register: jest.fn<Promise<ServiceWorkerRegistration>, [string]>(async () => ({}) as ServiceWorkerRegistration),
    getRegistrations: jest.fn(async () => existing),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the storefront\'s service worker', () => {
  it('is registered as /sw.js with one url[] per service-worker script of the shop', async () => {
    const container = installContainer();
    render(<ServiceWorkerRegistration shop="demo" scripts={['/push/worker.js', 'https://shop.example/a.js?v=2']} />);
    await waitFor(() => expect(container.register).toHaveBeenCalledTimes(1));
    const url = new URL(container.register.mock.calls[0]![0], 'https://shop.example');
    expect(url.pathname).toBe('/sw.js');
    expect(url.searchParams.get('shop')).toBe('demo');
    expect(url.searchParams.getAll('url[]')).toEqual(['/push/worker.js', 'https://shop.example/a.js?v=2']);
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it('is unregistered when the shop has no such scripts, and no other worker of the origin is touched', async () => {
    const ours = registration('https://shop.example/sw.js?shop=demo&url%5B%5D=%2Fold.js');
    const other = registration('https://shop.example/push/other-worker.js');
    const container = installContainer([ours, other]);
    render(<ServiceWorkerRegistration shop="demo" scripts={[]} />);
    await waitFor(() => expect(ours.unregister).toHaveBeenCalledTimes(1));
    expect(other.unregister).not.toHaveBeenCalled();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers once per list of scripts, not again at each render', async () => {
    const container = installContainer();
    const { rerender } = render(<ServiceWorkerRegistration shop="demo" scripts={['/a.js']} />);
    rerender(<ServiceWorkerRegistration shop="demo" scripts={['/a.js']} />);
    await waitFor(() => expect(container.register).toHaveBeenCalledTimes(1));
    rerender(<ServiceWorkerRegistration shop="demo" scripts={['/a.js', '/b.js']} />);
    await waitFor(() => expect(container.register).toHaveBeenCalledTimes(2));
  });

  it('leaves a browser without service workers alone', () => {
    expect(() => render(<ServiceWorkerRegistration shop="demo" scripts={['/a.js']} />)).not.toThrow();
  });
});
