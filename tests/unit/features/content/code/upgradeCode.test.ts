import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

const HIGHLIGHTER = '../../../../../src/features/content/code/highlighter';
const UPGRADE = '../../../../../src/features/content/code/upgradeCode';

type UpgradeModule = typeof import('@/features/content/code/upgradeCode');

/**
 * A fresh copy of upgradeCode (its "highlighter already requested" memory starts empty) that
 * counts how often the real highlighter module is loaded. The module itself is the real one.
 */
async function freshUpgrade(): Promise<{ upgrade: UpgradeModule; loads: () => number }> {
  let loads = 0;
  jest.resetModules();
  jest.doMock(HIGHLIGHTER, () => {
    loads += 1;
    return jest.requireActual(HIGHLIGHTER);
  });
  const upgrade = (await import(UPGRADE)) as UpgradeModule;
  return { upgrade, loads: () => loads };
}

function post(html: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'userContent';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.dontMock(HIGHLIGHTER);
});

describe('upgradeCode', () => {
  it('does not load the highlighter chunk when there is no code block', async () => {
    const { upgrade, loads } = await freshUpgrade();
    const root = post('<p>No code, only <code>inline code</code>.</p>');
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    expect(loads()).toBe(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('loads the highlighter once for several blocks and highlights by the language class', async () => {
    const { upgrade, loads } = await freshUpgrade();
    const root = post(
      '<pre><code class="language-js">const answer = 42; // the answer</code></pre>' +
        '<pre><code class="language-python">def f():\n    return "x"</code></pre>',
    );
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    expect(loads()).toBe(1);
    const [js, python] = Array.from(root.querySelectorAll('code'));
    expect(js!.querySelector('.fw-hl-keyword')).toHaveTextContent('const');
    expect(js!.querySelector('.fw-hl-comment')).toHaveTextContent('// the answer');
    expect(js).toHaveAttribute('data-fw-language', 'js');
    expect(js).toHaveTextContent('const answer = 42; // the answer');
    expect(python!.querySelector('.fw-hl-string')).toHaveTextContent('"x"');
  });

  it('auto-detects a block without a language class, and leaves an unknown language plain', async () => {
    const { upgrade } = await freshUpgrade();
    const root = post(
      '<pre><code>&lt;?php\nfunction hello($name) {\n  echo "Hello " . $name;\n}\n?&gt;</code></pre>' +
        '<pre><code class="language-brainfudge">++[&gt;+&lt;-]</code></pre>',
    );
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    const [guessed, unknown] = Array.from(root.querySelectorAll('code'));
    expect(guessed).toHaveAttribute('data-fw-language', 'php');
    expect(guessed!.querySelector('[class^="fw-hl-"]')).not.toBeNull();
    expect(unknown!.children).toHaveLength(0);
    expect(unknown).toHaveTextContent('++[>+<-]');
  });

  it('shows markup inside code as text and never runs it', async () => {
    const { upgrade } = await freshUpgrade();
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const root = post('<pre><code class="language-html"></code></pre>');
    root.querySelector('code')!.textContent = hostile;
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    const code = root.querySelector('code')!;
    expect(code.querySelector('img, script, [onerror]')).toBeNull();
    expect(code.textContent).toBe(hostile);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('is idempotent: a second call adds no second button', async () => {
    const { upgrade, loads } = await freshUpgrade();
    const root = post('<pre><code class="language-js">let a = 1;</code></pre>');
    upgrade.upgradeCode(root);
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    expect(screen.getAllByRole('button', { name: 'Copy code' })).toHaveLength(1);
    expect(loads()).toBe(1);
  });

  it('copies the code with the clipboard API and announces it', async () => {
    const { upgrade } = await freshUpgrade();
    const user = userEvent.setup();
    const root = post('<pre><code class="language-js">let a = 1;</code></pre>');
    upgrade.upgradeCode(root);
    await upgrade.codeHighlighted();
    // user-event's own clipboard stands in for the browser's; we only watch what it receives.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('let a = 1;');
  });

  it('falls back to a selection copy when the clipboard API refuses', async () => {
    const { upgrade } = await freshUpgrade();
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = jest.fn((command: string) => command === 'copy');
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const root = post('<pre><code>plain text</code></pre>');
    upgrade.upgradeCode(root);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await within(root).findByRole('status')).toHaveTextContent('Copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveFocus();
  });

  it('says so when copying fails both ways', async () => {
    const { upgrade } = await freshUpgrade();
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const root = post('<pre><code>plain text</code></pre>');
    upgrade.upgradeCode(root);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy the code');
  });
});
