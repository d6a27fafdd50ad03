import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRuntime } from '@/mount/runtime';
import { enhance } from '../../../../widgets/UserContent/contentEnhancer';
import { TEST_CONFIG } from '../../../support/msw';
import { fakeLayout } from '../../features/content/contentFixtures';

const TABLE =
  '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Basic</td><td>$5</td></tr></tbody></table>';

beforeAll(() => {
  // The runtime renders into its own roots, as on a real page, outside React's act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let layout: ReturnType<typeof fakeLayout>;
let cleanup: () => void = () => undefined;
beforeEach(() => {
  layout = fakeLayout();
  layout.resize(800);
});
afterEach(() => {
  cleanup();
  cleanup = () => undefined;
  layout.restore();
  document.body.innerHTML = '';
});

/** A legacy post: `div.Message.userContent` and its author's signature. */
function legacyPost(html: string, signature = ''): HTMLElement {
  const article = document.createElement('article');
  const message = document.createElement('div');
  message.className = 'Message userContent';
  const template = document.createElement('template');
  template.innerHTML = html;
  message.append(template.content);
  article.append(message);
  if (signature) {
    const sig = document.createElement('div');
    sig.className = 'Signature UserSignature';
    sig.textContent = signature;
    article.append(sig);
  }
  document.body.append(article);
  return article;
}

function start(config: Record<string, unknown> = {}): void {
  const runtime = createRuntime({ ...TEST_CONFIG, config });
  cleanup = enhance({ doc: document, runtime });
}

describe('the user content enhancer', () => {
  it('upgrades every .userContent block on the page', () => {
    legacyPost('<div class="Spoiler">one</div>');
    legacyPost('<div class="callout callout-error">two</div>');
    start();
    expect(screen.getByRole('button', { name: 'Show spoiler' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Error: two');
  });

  it('upgrades blocks inserted later, nested ones too', async () => {
    start();
    legacyPost('<div class="Spoiler">late</div>');
    const wrapper = document.createElement('section');
    wrapper.append(legacyPost('<div class="callout">nested</div>'));
    document.body.append(wrapper);
    expect(await screen.findByRole('button', { name: 'Show spoiler' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Info: nested');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show spoiler' }));
    expect(screen.getByText('late')).toBeVisible();
  });

  it('releases the observers of a block removed from the page, not of a moved one', async () => {
    const first = legacyPost(TABLE);
    const second = legacyPost(TABLE);
    start();
    expect(layout.observed()).toBe(2);
    first.remove();
    await waitFor(() => expect(layout.observed()).toBe(1));
    document.body.prepend(second); // moved within the page
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(layout.observed()).toBe(1);
    cleanup();
    expect(layout.observed()).toBe(0);
  });

  it('hides legacy signatures when signatures are off, and caps their images when on', async () => {
    legacyPost('<p>body</p>', 'Sent from my phone');
    start({ 'signatures.enabled': false });
    expect(screen.getByText('Sent from my phone')).not.toBeVisible();
    cleanup();
    document.body.innerHTML = '';
    legacyPost('<p>body</p>', 'Regards');
    start({ 'signatures.enabled': true, 'signatures.imageMaxHeight': 60 });
    const signature = screen.getByText('Regards');
    expect(signature).toBeVisible();
    expect(signature.style.getPropertyValue('--fw-signature-image-max')).toBe('60px');
    legacyPost('<p>later</p>', 'Later signature');
    await waitFor(() =>
      expect(screen.getByText('Later signature')).toHaveClass('fw-legacySignature--capped'),
    );
  });

  it('upgrades a block once however often it is seen', async () => {
    legacyPost('<div class="Spoiler">x</div>');
    start();
    const again = enhance({ doc: document, runtime: createRuntime(TEST_CONFIG) });
    legacyPost('<p>another</p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(1);
    again();
  });
});
