import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { makeCollapsible } from '@/features/content/collapsible';

/** jsdom does no layout: give the element the height a browser would measure. */
function setHeight(element: HTMLElement, height: number): void {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => height });
}

/** A tiny stand-in for the browser's ResizeObserver (jsdom has none), reporting on demand. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.observed.push(target);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  fire(): void {
    this.callback();
  }
}

function post(text = 'A long post'): HTMLElement {
  const element = document.createElement('div');
  element.className = 'userContent';
  element.innerHTML = `<p>${text}</p><img src="/a.png" alt="">`;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  document.body.innerHTML = '';
  FakeResizeObserver.instances = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  jest.useRealTimers();
});

describe('makeCollapsible', () => {
  it('leaves content of up to 150 px (100 + 50 overshoot) alone', () => {
    const element = post();
    setHeight(element, 150);
    makeCollapsible(element);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(element.style.maxHeight).toBe('');
    expect(element).not.toHaveClass('fw-collapsible--collapsed');
  });

  it('clamps taller content to 100 px with an Expand button that controls it', () => {
    const element = post();
    setHeight(element, 151);
    makeCollapsible(element);
    const button = screen.getByRole('button', { name: 'Expand' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', element.id);
    expect(element.id).not.toBe('');
    expect(element.style.maxHeight).toBe('100px');
    expect(element).toHaveClass('fw-collapsible--collapsed');
    expect(element.nextElementSibling).toBe(button);
  });

  it('expands and collapses by mouse and keyboard', async () => {
    const element = post();
    setHeight(element, 400);
    makeCollapsible(element);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    const button = screen.getByRole('button', { name: 'Collapse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(element.style.maxHeight).toBe('');
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(element.style.maxHeight).toBe('100px');
  });

  it('honours a custom max height and overshoot', () => {
    const element = post();
    setHeight(element, 260);
    const cleanup = makeCollapsible(element, { maxHeight: 200, overshoot: 60 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();
    setHeight(element, 261);
    makeCollapsible(element, { maxHeight: 200, overshoot: 60 });
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
    expect(element.style.maxHeight).toBe('200px');
  });

  it('measures again 100 ms after an image loads or a resize, and adds or drops the button', () => {
    jest.useFakeTimers();
    const element = post();
    setHeight(element, 120);
    makeCollapsible(element);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    setHeight(element, 500);
    element.querySelector('img')!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(99);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();

    const observer = FakeResizeObserver.instances[0]!;
    expect(observer.observed).toContain(element);
    setHeight(element, 90);
    observer.fire();
    observer.fire();
    jest.advanceTimersByTime(100);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(element.style.maxHeight).toBe('');
  });

  it('returns the same cleanup when called twice, and never adds a second button', () => {
    const element = post();
    setHeight(element, 300);
    const first = makeCollapsible(element);
    const second = makeCollapsible(element);
    expect(second).toBe(first);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('cleans up: removes the button, the clamp, its id and the observers', () => {
    jest.useFakeTimers();
    const element = post();
    setHeight(element, 300);
    const cleanup = makeCollapsible(element);
    cleanup();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(element.style.maxHeight).toBe('');
    expect(element).not.toHaveClass('fw-collapsible--collapsed');
    expect(element.hasAttribute('id')).toBe(false);
    expect(FakeResizeObserver.instances[0]!.disconnected).toBe(true);
    element.querySelector('img')!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(200);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
