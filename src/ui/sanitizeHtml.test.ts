// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Puts the sanitised markup into the page, as the detail page does, and fires what could run. */
function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  document.body.append(host);
  for (const element of host.querySelectorAll('*')) {
    element.dispatchEvent(new Event('error'));
    element.dispatchEvent(new Event('load'));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }
  return host;
}

describe('sanitizeHtml (announcement bodies)', () => {
  it('keeps the markup of a news text', () => {
    const html = '<p>尊敬的旅客：</p><ul><li><strong>船票</strong>继续有效</li></ul><a href="https://example.com/a">详情</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips a script element, and it never runs', () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const host = mount('<p>a</p><script>window.ran()</script>');
    expect(host.innerHTML).toBe('<p>a</p>');
    expect(ran).not.toHaveBeenCalled();
  });

  it('strips onerror and other event handlers, and they never run', () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const host = mount('<img src="x" onerror="window.ran()"><p onclick="window.ran()" onmouseover="window.ran()">b</p><svg onload="window.ran()"></svg>');
    expect(host.innerHTML).not.toMatch(/on(error|click|mouseover|load)/);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(ran).not.toHaveBeenCalled();
  });

  it('strips javascript: links, frames, forms and styles', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="/steal"><input name="p"></form><style>body{display:none}</style><p style="position:fixed">y</p>',
    );
    expect(clean).toBe('<a>x</a><p>y</p>');
  });
});
