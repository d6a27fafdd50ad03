// API faults, the drafts (issue 17; issue 30 §2): the composer's server autosave and the drafts
// page (DraftsPage), with the faults that need a real page. A failed autosave is only logged
// (03 §8): the text stays in the form and in the local copy, and the next change saves it; a
// hung one leaves the form usable. The drafts page shows its error state or a toast, keeps the
// list and the dialog's choice, and the server keeps the draft; a 408 counts as success. Nothing
// throws uncaught; the title bar keeps working. The autosave's 5,000 ms are run on the page's
// clock (page.clock), not waited out. Every other fault of these calls is one path per call:
// tests/unit/features/drafts/autosaveFaults.test.ts and draftSync.test.ts (the autosave, its
// 404 and 408), postWithoutWaiting.test.ts (posting while an autosave hangs),
// tests/unit/widgets/DraftsPage/draftsPageFaults.test.tsx and DraftsPageActions.test.tsx (the
// page), and tests/unit/api/faultMatrix.test.ts every call × every fault.
//
// The calls (read from src/features/drafts and widgets/DraftsPage):
//   POST   /drafts                      the composer's first server save, 5 s after typing
//   PATCH  /drafts/{id}                 every later save (a 404 creates it again)
//   GET    /drafts?page&limit           the drafts page's list
//   GET    /discussions?discussionID[]  the drafts page: the names of the comment drafts' discussions
//   DELETE /drafts/{id}                 the drafts page: Delete
//   PATCH  /drafts/schedule/{id}        the drafts page: Schedule
//   PATCH  /drafts/cancel-schedule/{id} the drafts page: Cancel Schedule
// The draft fetch on opening and the deletion after posting are in apiFaultsComposer.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { DRAFT_AUTOSAVE_DEBOUNCE_MS } from '@/features/drafts/draftRules';
import { screenshot } from './support/browser';
import {
  BOX,
  composerFaultFile,
  exact,
  faultWhere,
  formKeeps,
  holdRequests,
  LOAD_TEXT,
  localHas,
  rich2,
  typeAtEnd,
} from './support/composerFaults';
import { api } from './support/demoHost';
import { dismissToasts, type Fault, FAULT_TEXT, FAULTS, titleBarWorks } from './support/faults';

const env = composerFaultFile();
const { pageAs } = env;

const fault = (name: string): Fault => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');
const F408 = fault('408');

interface Draft {
  draftID: number;
  draftStatus: string;
  attributes: { body: string; name?: string };
}

describe('API faults: the autosave', () => {
  const isCall = (method: string, path: string) => (r: Request) =>
    r.method() === method && exact(path)(new URL(r.url()));
  /** The next console warning that says `text` (03 §8: logged, never shown). */
  const warning = (page: Page, text: string): Promise<ConsoleMessage> =>
    page.waitForEvent('console', {
      predicate: (m) => m.type() === 'warning' && m.text().includes(text),
    });

  it('a refused (500) POST /drafts, then PATCH /drafts/{id}, is only logged: the text stays in the form and the local copy, and the next change saves it', async () => {
    const { page, pageErrors } = await pageAs();
    await page.clock.install();
    const title = 'Autosave through 500';
    const posting = await faultWhere(page, exact('/drafts'), 'POST', F500.apply);
    await page.goto(`${env.host.url}/post/discussion/3`);
    await page.waitForSelector(BOX);
    await page.getByLabel('Title').fill(title);
    await typeAtEnd(page, BOX, 'First.');
    let warned = warning(page, 'Error autosaving draft');
    const firstSave = page.waitForRequest(isCall('POST', '/drafts'));
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await firstSave;
    await warned;
    await formKeeps(page, title, 'First.', 'POST 500');
    await localHas(page, 'First.');
    await posting.off();
    await titleBarWorks(page, 'autosave 500');

    // The next change is saved: POST /drafts makes the draft.
    const created = page.waitForResponse((r) => isCall('POST', '/drafts')(r.request()));
    await typeAtEnd(page, BOX, ' Second.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    const draftID = ((await (await created).json()) as Draft).draftID;
    const path = `/drafts/${draftID}`;

    const patching = await faultWhere(page, exact(path), 'PATCH', F500.apply);
    warned = warning(page, 'Error updating draft');
    const patched = page.waitForRequest(isCall('PATCH', path));
    await typeAtEnd(page, BOX, ' Third.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await patched;
    await warned;
    await formKeeps(page, title, 'First. Second. Third.', 'PATCH 500');
    await localHas(page, 'Third.');
    const stored = await api<Draft>(page, 'GET', path);
    assert.doesNotMatch(stored.json.attributes.body, /Third/, 'nothing arrived');
    await patching.off();

    // The next change is saved again, with everything typed.
    const saved = page.waitForResponse((r) => isCall('PATCH', path)(r.request()));
    await typeAtEnd(page, BOX, ' Fourth.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    assert.ok((await saved).ok(), 'the last save went through');
    const mine = await api<Draft[]>(
      page,
      'GET',
      '/drafts?recordType=discussion&parentRecordType=category&parentRecordID=3',
    );
    const withText = mine.json.filter((d) => d.attributes.body.includes('Fourth'));
    assert.equal(withText.length, 1, 'the server has the whole text');
    assert.match(withText[0]!.attributes.body, /First\. Second\. Third\. Fourth\./);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a hanging autosave leaves the form usable and the local copy current; once answered, the rest is saved', async () => {
    const { page, pageErrors } = await pageAs('member2');
    await page.clock.install();
    const hold = await holdRequests(page, exact('/drafts'), 'POST');
    await page.goto(`${env.host.url}/post/discussion/3`);
    await page.waitForSelector(BOX);
    await page.getByLabel('Title').fill('Autosave that hangs');
    await typeAtEnd(page, BOX, 'Typed before the hang.');
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await hold.arrived;
    await typeAtEnd(page, BOX, ' Typed during it.');
    await localHas(page, 'Typed during it.');
    await formKeeps(page, 'Autosave that hangs', 'Typed before the hang. Typed during it.', 'hang');
    await titleBarWorks(page, 'while the autosave hangs');
    // The change typed during the hang is due while the first save is still held.
    await page.clock.runFor(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    // Let it go: the held save is made, and the change that waited behind it follows.
    const followed = page.waitForRequest(
      (r) => r.method() === 'PATCH' && /\/api\/v2\/drafts\/\d+$/.test(new URL(r.url()).pathname),
    );
    await hold.release();
    const patch = await followed;
    assert.match(patch.postData() ?? '', /Typed during it\./);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('API faults: the drafts page', () => {
  const widget = (page: Page) => page.locator('[data-react="DraftsPage"]');
  const item = (page: Page, title: string) =>
    widget(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const pad = (n: number): string => String(n).padStart(2, '0');
  /** A time as `<input type="datetime-local">` takes it, in the browser's zone. */
  const localValue = (d: Date): string =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

  async function draftOf(page: Page, name: string, scheduled = false): Promise<number> {
    const res = await api<Draft>(page, 'POST', '/drafts', {
      recordType: 'discussion',
      parentRecordType: 'category',
      parentRecordID: 1,
      attributes: {
        body: rich2(`The text of ${name}.`),
        format: 'rich2',
        name,
        draftMeta: { name, categoryID: 1, pinLocation: 'none', pinned: false },
      },
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    if (scheduled) {
      const when = new Date(Date.now() + 5 * 86_400_000).toISOString();
      const at = await api(page, 'PATCH', `/drafts/schedule/${res.json.draftID}`, {
        dateScheduled: when,
      });
      assert.equal(at.status, 200);
    }
    return res.json.draftID;
  }

  const statusOf = async (page: Page, id: number): Promise<string> =>
    (await api<Draft>(page, 'GET', `/drafts/${id}`)).json.draftStatus;

  /** Waits for the failure toast of `fault`, then dismisses every toast. */
  async function failureToast(page: Page, fault: string): Promise<void> {
    await page.locator('.fw-toasts .fw-toast', { hasText: FAULT_TEXT[fault]! }).first().waitFor();
    await dismissToasts(page);
  }

  it('a list load that meets a network error shows the error page, and Retry loads it; a hang shows the skeleton until answered', async () => {
    const { page, pageErrors } = await pageAs();
    const route = await faultWhere(page, exact('/drafts'), 'GET', NETWORK.apply);
    await page.goto(`${env.host.url}/drafts`);
    const alert = widget(page).getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', LOAD_TEXT.network!);
    assert.equal(await widget(page).getByRole('list').count(), 0);
    await route.off();
    await titleBarWorks(page, 'drafts list network');
    await widget(page).getByRole('button', { name: 'Retry' }).click();
    await widget(page).getByRole('list', { name: 'My Drafts' }).waitFor();
    const hold = await holdRequests(page, exact('/drafts'), 'GET');
    await page.reload();
    await hold.arrived;
    await widget(page).getByRole('status', { name: 'Loading drafts' }).waitFor();
    await titleBarWorks(page, 'while the drafts list hangs');
    await hold.release();
    await widget(page).getByRole('list', { name: 'My Drafts' }).waitFor();
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("refused (500) names of the drafts' discussions leave the list working; a refused delete, schedule and cancel say so in a toast and keep the list, the dialog and the server's drafts", async () => {
    const { page, pageErrors, warnings } = await pageAs();
    const plain = 'Draft kept through faults';
    const later = 'Schedule kept through faults';
    const plainID = await draftOf(page, plain);
    const laterID = await draftOf(page, later, true);
    const when = localValue(new Date(Date.now() + 3 * 86_400_000));
    {
      const fault = F500;
      const routes = await Promise.all([
        faultWhere(page, exact('/discussions'), 'GET', fault.apply),
        faultWhere(page, exact(`/drafts/${plainID}`), 'DELETE', fault.apply),
        faultWhere(page, exact(`/drafts/schedule/${plainID}`), 'PATCH', fault.apply),
        faultWhere(page, exact(`/drafts/cancel-schedule/${laterID}`), 'PATCH', fault.apply),
      ]);
      // The names are asked for after the list shows: wait for that request (however long the
      // page takes to load), not for a render.
      const namesFailed = page.waitForEvent('requestfinished', {
        predicate: (r) => r.method() === 'GET' && exact('/discussions')(new URL(r.url())),
        timeout: 0,
      });
      await page.goto(`${env.host.url}/drafts`);
      await item(page, plain).waitFor();
      await namesFailed;
      assert.ok(routes[0]!.hits.length > 0, `${fault.name}: the names met the fault`);
      // The comment draft's discussion has no name: it reads as 'a discussion'.
      await widget(page).getByRole('heading', { name: 'Comment on a discussion' }).waitFor();
      await item(page, plain).waitFor();

      await item(page, plain)
        .getByRole('button', { name: `Schedule ${plain}`, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: `Schedule “${plain}”` });
      await dialog.getByLabel('Publish on').fill(when);
      await dialog.getByRole('checkbox', { name: 'Publish silently' }).check();
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await failureToast(page, fault.name);
      assert.equal(await dialog.getByLabel('Publish on').inputValue(), when, 'the date is kept');
      assert.equal(
        await dialog.getByRole('checkbox', { name: 'Publish silently' }).isChecked(),
        true,
      );
      await screenshot(page, 'api-faults-drafts-schedule');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await item(page, later)
        .getByRole('button', { name: `Cancel Schedule of ${later}` })
        .click();
      await failureToast(page, fault.name);
      await item(page, later).getByText('Scheduled for').waitFor();

      await item(page, plain)
        .getByRole('button', { name: `Delete ${plain}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete Draft' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await failureToast(page, fault.name);
      const again = confirm.getByRole('button', { name: 'Delete', exact: true });
      assert.equal(await again.isEnabled(), true);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await item(page, plain).waitFor();
      for (const route of routes) await route.off();
      await titleBarWorks(page, `drafts actions ${fault.name}`);
    }
    // 03 §8: logged only.
    for (const text of [
      'Error deleting draft',
      'Error scheduling draft',
      'Error cancelling draft schedule',
    ])
      assert.ok(
        warnings.some((w) => w.includes(text)),
        text,
      );
    assert.equal(await statusOf(page, plainID), 'draft');
    assert.equal(await statusOf(page, laterID), 'scheduled');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('hanging delete, schedule and cancel keep their drafts busy and the page usable, then finish once answered', async () => {
    const { page, pageErrors } = await pageAs();
    const [gone, soon, back] = [
      'Deleted after a hang',
      'Scheduled after a hang',
      'Unscheduled after a hang',
    ];
    const goneID = await draftOf(page, gone);
    const soonID = await draftOf(page, soon);
    const backID = await draftOf(page, back, true);
    const holds = await Promise.all([
      holdRequests(page, exact(`/drafts/${goneID}`), 'DELETE'),
      holdRequests(page, exact(`/drafts/schedule/${soonID}`), 'PATCH'),
      holdRequests(page, exact(`/drafts/cancel-schedule/${backID}`), 'PATCH'),
    ]);
    await page.goto(`${env.host.url}/drafts`);
    await item(page, gone).waitFor();

    await item(page, gone)
      .getByRole('button', { name: `Delete ${gone}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Draft' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await holds[0]!.arrived;
    assert.equal(
      await confirm.getByRole('button', { name: 'Delete', exact: true }).isDisabled(),
      true,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await item(page, soon)
      .getByRole('button', { name: `Schedule ${soon}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Schedule “${soon}”` });
    await dialog.getByLabel('Publish on').fill(localValue(new Date(Date.now() + 2 * 86_400_000)));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await holds[1]!.arrived;
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await item(page, back)
      .getByRole('button', { name: `Cancel Schedule of ${back}` })
      .click();
    await holds[2]!.arrived;
    for (const title of [gone, soon, back])
      assert.equal(await item(page, title).getAttribute('aria-busy'), 'true', title);
    await titleBarWorks(page, 'while the draft actions hang');
    assert.equal(await page.locator('.fw-toasts .fw-toast').count(), 0);
    for (const hold of holds) await hold.release();
    await item(page, gone).waitFor({ state: 'detached' });
    await item(page, soon).getByText('Scheduled for').waitFor();
    await item(page, back)
      .getByRole('button', { name: `Schedule ${back}`, exact: true })
      .waitFor();
    assert.equal((await api(page, 'GET', `/drafts/${goneID}`)).status, 404);
    assert.equal(await statusOf(page, soonID), 'scheduled');
    assert.equal(await statusOf(page, backID), 'draft');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('a 408 answer to delete, schedule or cancel counts as success (01 §7): no error, the rest of the list stays', async () => {
    const { page, pageErrors } = await pageAs('member2');
    const [a, b, c] = ['Answered 408 A', 'Answered 408 B', 'Answered 408 C'];
    const aID = await draftOf(page, a);
    const bID = await draftOf(page, b, true);
    const cID = await draftOf(page, c);
    const answer = F408.apply;
    await faultWhere(page, exact(`/drafts/schedule/${aID}`), 'PATCH', answer);
    await faultWhere(page, exact(`/drafts/cancel-schedule/${bID}`), 'PATCH', answer);
    await faultWhere(page, exact(`/drafts/${cID}`), 'DELETE', answer);
    await page.goto(`${env.host.url}/drafts`);
    await item(page, a)
      .getByRole('button', { name: `Schedule ${a}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Schedule “${a}”` });
    await dialog.getByLabel('Publish on').fill(localValue(new Date(Date.now() + 2 * 86_400_000)));
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await item(page, b)
      .getByRole('button', { name: `Cancel Schedule of ${b}` })
      .click();
    await widget(page).getByText('The schedule was cancelled.').waitFor();
    await item(page, c)
      .getByRole('button', { name: `Delete ${c}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await item(page, c).waitFor({ state: 'detached' });
    for (const title of [a, b]) assert.equal(await item(page, title).count(), 1, title);
    assert.equal(await page.locator('.fw-toasts .fw-toast').count(), 0);
    await titleBarWorks(page, 'after the 408 answers');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});
