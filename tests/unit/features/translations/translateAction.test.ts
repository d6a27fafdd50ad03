import { canAct } from '@/features/discussions/components/actionPermissions';
import { actionContextOf } from '@/features/discussions/components/useItemPermissions';

const subject = { categoryID: 1, authorID: 4, announced: false, closed: false };
const holder = (names: string[]) =>
  actionContextOf(
    {
      permissions: [
        { type: 'global', id: null, permissions: Object.fromEntries(names.map((n) => [n, true])) },
      ],
    },
    {},
    2,
  );

describe('the Translate action (03 §6)', () => {
  it('is offered to site.manage holders and admins only', () => {
    expect(canAct('translate', subject, holder(['site.manage']))).toBe(true);
    expect(
      canAct('translate', subject, actionContextOf({ isAdmin: true, permissions: [] }, {}, 1)),
    ).toBe(true);
    expect(
      canAct(
        'translate',
        subject,
        holder(['discussions.moderate', 'community.manage', 'discussions.edit']),
      ),
    ).toBe(false);
    expect(canAct('translate', subject, actionContextOf(undefined, {}, 0))).toBe(false);
  });
});
