import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import zh from '../i18n/zh.json';
import { LazyPage } from './LazyPage';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyRoute, loadWithTimeout, type PageModule } from './lazyRoute';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Page = ({ text }: { text: string }) => <h1>{text}</h1>;
const pageModule: PageModule<{ text: string }> = { default: Page };

function renderPage(route: ReturnType<typeof lazyRoute<{ text: string }>>) {
  return render(
    <IntlProvider locale="zh-CN" messages={zh}>
      <LazyPage page={route} props={{ text: 'Loaded page' }} />
    </IntlProvider>,
  );
}

describe('loadWithTimeout', () => {
  it('turns a failing loader into a loading-failed error', async () => {
    const error = await loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
  });

  it('gives up on a chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const settled = vi.fn();
    const pending = loadWithTimeout(() => new Promise<never>(() => {})).catch((e: unknown) => {
      settled(e);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError', reason: 'timeout' }));
  });

  it('passes a chunk that arrives in time', async () => {
    await expect(loadWithTimeout(() => Promise.resolve(pageModule))).resolves.toBe(pageModule);
  });
});

describe('lazy route with its error boundary', () => {
  it('shows the loading-failed message when the chunk fails, and the retry really imports again', async () => {
    const loader = vi
      .fn<() => Promise<PageModule<{ text: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(pageModule);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(lazyRoute(loader));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(zh['chunk.loadFailed']));
    expect(loader).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: zh['chunk.retry'] }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the loading-failed message after 120 s of waiting, and recovers on retry', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn<() => Promise<PageModule<{ text: string }>>>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockResolvedValueOnce(pageModule);
    renderPage(lazyRoute(loader));

    expect(screen.getByRole('status')).toBeTruthy(); // loading
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain(zh['chunk.loadFailed']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: zh['chunk.retry'] }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads a chunk that arrived once only once', async () => {
    const loader = vi.fn(() => Promise.resolve(pageModule));
    const route = lazyRoute(loader);
    await route.preload();
    renderPage(route);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
