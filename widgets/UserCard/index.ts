import { propsShape, type WidgetDefinition } from '../../src/index';

const shape = propsShape<{ userID?: number; user?: Record<string, unknown> }>({
  userID: 'number?',
  user: 'object?',
});

/** The `UserCard` marker: the card inline, for `userID` or a preloaded `user`. */
export const userCardWidget: WidgetDefinition = {
  name: 'UserCard',
  load: () => import('./UserCard'),
  validate: (props): props is Record<string, unknown> => {
    shape(props);
    const user = props.user as { userID?: unknown } | undefined;
    if (props.userID === undefined && typeof user?.userID !== 'number') {
      throw new TypeError('prop "userID" or a "user" with a numeric userID is required');
    }
    return true;
  },
};
