import type { ReactElement } from 'react';
import { fetchCategory, selectCategory } from '@/features/categories/categoriesSlice';
import type { CategoryFollowNameProps, CategoryFollowProps } from '@/features/layouts/layoutTypes';
import { propsShape } from '@/index';
import { useLoad } from '@/store/useLoad';
import { FollowDropdown } from './FollowDropdown';

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape({
  categoryID: 'number',
  name: 'string?',
  url: 'string?',
});

/**
 * The layout's follow dropdown for one category: the FollowDropdown widget, with the
 * category's name and address fetched (`GET /categories/{id}`) when the layout does not give them.
 */
export function CategoryFollow(
  props: CategoryFollowProps & CategoryFollowNameProps,
): ReactElement | null {
  const { categoryID } = props;
  const given = typeof props.name === 'string' && props.name !== '';
  const category = useLoad(
    fetchCategory,
    { categoryID },
    (state) => selectCategory(state, categoryID),
    { skip: given },
  );
  const name = given ? props.name! : category.data?.name;
  if (name === undefined) return null;
  const url = props.url ?? category.data?.url ?? `/categories/${categoryID}`;
  return <FollowDropdown categoryID={categoryID} name={name} url={url} />;
}
